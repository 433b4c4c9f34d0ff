// Affiliate Disclosure (last updated April 21, 2025; SPEC.md section 2).
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { SITE } from '../../../api/domain/site';
import StaticPage from '../../components/content/StaticPage';
import { usePageMeta } from '../../ssr/head';

export const AFFILIATE_LAST_UPDATED = 'April 21, 2025';

export default function AffiliateDisclosurePage() {
  usePageMeta(STATIC_PAGES['/affiliate-disclosure']);
  return (
    <StaticPage
      title="Affiliate Disclosure"
      lead="How we earn money, and why it does not change what we recommend."
      lastUpdated={AFFILIATE_LAST_UPDATED}
      sections={[
        {
          title: 'Some links earn us a commission',
          body: (
            <>
              <p>
                {SITE.shortName} is free to use. To pay for running it, we take part in affiliate programmes with some of the transport
                providers listed on the site. When you click a &quot;Book Now&quot; link and then book a ride, the provider may pay us a
                commission.
              </p>
              <p>
                <strong>Booking through our link never costs you more</strong> than going to the provider directly. A discount is shown
                only where a provider gives one that our link applies: the booking button says so (for example &quot;5% Off&quot; or
                &quot;10% Off&quot;), the total shows it as a line of its own, and the link carries the code or opens the provider&apos;s
                discount page. That discount is funded by the provider. A button without such a label gives no discount.
              </p>
            </>
          ),
        },
        {
          title: 'Our editorial independence',
          body: (
            <ul>
              <li>Providers cannot pay for a higher rating or a better position in the comparison table.</li>
              <li>Providers that do not pay us any commission are listed in the same way as those that do.</li>
              <li>Badges such as &quot;Most Popular&quot;, &quot;Best Value&quot; and &quot;Local Favorite&quot; reflect traveller interest, prices and ratings.</li>
              <li>We do not collect reviews ourselves. A provider&apos;s rating says how many reviews it averages and where they were written (for example Google reviews), where we know it.</li>
            </ul>
          ),
        },
        {
          title: 'Advertising',
          body: (
            <p>
              Some pages show advertisements, marked &quot;Advertisement&quot;. Advertisers do not influence our comparisons, and an advert is
              not a recommendation.
            </p>
          ),
        },
        {
          title: 'Not affiliated with the airport',
          body: (
            <p>
              {SITE.shortName} is an independent website. We are not affiliated with, endorsed by or operated by Raleigh-Durham International
              Airport (RDU) or the Raleigh-Durham Airport Authority.
            </p>
          ),
        },
        {
          title: 'Questions',
          body: (
            <p>
              This disclosure follows the US Federal Trade Commission&apos;s guidance on endorsements. If you have any questions about it, please{' '}
              <Link component={RouterLink} to="/contact">contact us</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
