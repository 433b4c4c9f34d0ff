// Terms of Service.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { SITE } from '../../../api/domain/site';
import StaticPage from '../../components/content/StaticPage';
import { usePageMeta } from '../../ssr/head';

export default function TermsPage() {
  usePageMeta(STATIC_PAGES['/terms']);
  return (
    <StaticPage
      title="Terms of Service"
      lead={`The terms that apply when you use the ${SITE.shortName} website.`}
      lastUpdated="April 21, 2025"
      sections={[
        {
          title: 'About these terms',
          body: (
            <p>
              By using this website you agree to these terms. If you do not agree, please do not use the site. &quot;We&quot; and &quot;us&quot;
              mean {SITE.shortName}; &quot;you&quot; means anyone visiting the site.
            </p>
          ),
        },
        {
          title: 'What the service is',
          body: (
            <p>
              {SITE.shortName} is an information and comparison service for ground transportation at Raleigh-Durham International Airport. We
              are not a transport operator or a travel agent, and we do not take bookings or payments. When you book a ride, you enter into a
              contract directly with the provider, under the provider&apos;s own terms, cancellation rules and prices.
            </p>
          ),
        },
        {
          title: 'Accuracy of information',
          body: (
            <p>
              We work to keep prices, ratings, routes and service details up to date, but providers change them without telling us. Fares
              shown here are indicative: always check the final price, pickup point and conditions on the provider&apos;s website before you pay.
            </p>
          ),
        },
        {
          title: 'Affiliate links and advertising',
          body: (
            <p>
              Some links on the site earn us a commission, and some pages carry advertising. See our{' '}
              <Link component={RouterLink} to="/affiliate-disclosure">affiliate disclosure</Link> for how this works. Advertisers and linked
              websites are responsible for their own content and offers.
            </p>
          ),
        },
        {
          title: 'Using the site',
          body: (
            <ul>
              <li>Use the site only for lawful, personal, non-commercial purposes.</li>
              <li>Do not try to disrupt the site, get around its security or collect its content with automated tools.</li>
              <li>Do not send messages through the contact form that are abusive, misleading or unsolicited advertising.</li>
            </ul>
          ),
        },
        {
          title: 'Content and trademarks',
          body: (
            <p>
              The text, design and layout of the site belong to {SITE.shortName}. Provider names, logos and images belong to their owners and
              are shown to identify their services. Raleigh-Durham International Airport and RDU are names of the airport; we are not affiliated
              with the airport or the Raleigh-Durham Airport Authority.
            </p>
          ),
        },
        {
          title: 'No warranty and limitation of liability',
          body: (
            <p>
              The site is provided &quot;as is&quot;. To the extent the law allows, we are not liable for missed flights, delays, lost items,
              service problems or any loss arising from a journey booked with a provider, or from relying on information on this site. Nothing
              in these terms limits rights you have under consumer protection law.
            </p>
          ),
        },
        {
          title: 'Governing law and changes',
          body: (
            <p>
              These terms are governed by the laws of the State of North Carolina, USA. We may update them from time to time; the date at the
              top shows the latest version. Questions? Contact us at <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
