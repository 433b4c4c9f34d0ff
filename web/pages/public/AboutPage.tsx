// About Us: who runs the site, how it works and how it is paid for.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { SITE } from '../../../api/domain/site';
import StaticPage from '../../components/content/StaticPage';
import { usePageMeta } from '../../ssr/head';

export default function AboutPage() {
  usePageMeta(STATIC_PAGES['/about']);
  return (
    <StaticPage
      title="About Us"
      lead="An independent guide to getting from Raleigh-Durham International Airport to wherever you are going next."
      sections={[
        {
          title: 'Who we are',
          body: (
            <>
              <p>
                {SITE.shortName} is a small team of Triangle locals who fly in and out of RDU often. After too many late-night arrivals spent
                comparing shuttle websites on a phone at baggage claim, we built the page we wished we had: every ground-transport option for
                the airport in one place, with honest prices and ratings.
              </p>
              <p>
                Each month more than 10,000 travellers use the site to plan the trip between RDU and Raleigh, Durham, Chapel Hill, Cary,
                Research Triangle Park and the towns around them.
              </p>
            </>
          ),
        },
        {
          title: 'What we do',
          body: (
            <ul>
              <li>List the shuttle vans, shared shuttles, taxis, black cars and group minibuses that serve RDU.</li>
              <li>Show their service areas, starting fares, features, ratings and routes side by side.</li>
              <li>Publish practical travel resources: arrival guides, hotels near the airport, attractions and events.</li>
              <li>Send you to the provider&apos;s own website to book; you pay the provider directly.</li>
            </ul>
          ),
        },
        {
          title: 'How we are paid',
          body: (
            <p>
              The site is free to use. Some booking links are affiliate links: when you book through them, the provider may pay us a commission,
              at no extra cost to you. This never decides a provider&apos;s rating or its place in the comparison. Read our{' '}
              <Link component={RouterLink} to="/affiliate-disclosure">
                affiliate disclosure
              </Link>{' '}
              for the details.
            </p>
          ),
        },
        {
          title: 'Independence',
          body: (
            <p>
              {SITE.shortName} is not affiliated with, endorsed by or operated by Raleigh-Durham International Airport or the Raleigh-Durham
              Airport Authority. For flight information, parking or lost property, please contact the airport directly.
            </p>
          ),
        },
        {
          title: 'Get in touch',
          body: (
            <p>
              Spotted an out-of-date fare, run a transport company that should be listed, or just have a question? Send us a message on our{' '}
              <Link component={RouterLink} to="/contact">
                contact page
              </Link>{' '}
              or e-mail <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
