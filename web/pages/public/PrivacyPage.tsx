// Privacy Policy. The service is not meant for children under 16 (SPEC.md section 9).
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { SITE } from '../../../api/domain/site';
import StaticPage from '../../components/content/StaticPage';
import { usePageMeta } from '../../ssr/head';

export const MIN_AGE = 16;

export default function PrivacyPage() {
  usePageMeta(STATIC_PAGES['/privacy']);
  return (
    <StaticPage
      title="Privacy Policy"
      lead="What we collect when you use this site, why, and the choices you have."
      lastUpdated="November 25, 2026"
      sections={[
        {
          title: 'Information we collect',
          body: (
            <>
              <p>We collect as little as we can:</p>
              <ul>
                <li>
                  <strong>Messages you send us.</strong> When you use the contact form we store your name, e-mail address, subject and message
                  so we can reply.
                </li>
                <li>
                  <strong>Technical data.</strong> Our servers log the pages requested, the time, your browser type and your IP address to keep
                  the site secure and working. These logs are deleted after a short period.
                </li>
                <li>
                  <strong>Booking clicks.</strong> When you follow a Book Now link we record a random click id, the provider, where on the
                  site the link was and, if you searched, the trip you searched for (places, date, time, passengers and bags), with the time
                  of the click. The same click id is added to the provider&apos;s link so that, if you book, the provider&apos;s affiliate
                  network can tell us which click the booking came from and what commission it earned. Nothing that identifies you is kept
                  with it: no name, e-mail, IP address, cookie or browser details. These records are deleted after 120 days; daily totals
                  per provider are kept.
                </li>
                <li>
                  <strong>Data stored on your device.</strong> The site can work offline: it keeps a copy of the pages and, if you send a message
                  without a connection, keeps that message on your device until it can be delivered.
                </li>
                <li>
                  <strong>Rides you save for your arrival.</strong> A ride you save with &ldquo;Save for my arrival&rdquo; (the provider, your trip,
                  your terminal) is kept only in your browser&apos;s storage on this device. It is never sent to us or to anyone else; we cannot see
                  it. To tell you when a provider changed its details, that page reads the provider&apos;s public details from us, as opening the
                  provider&apos;s page does; your trip is not part of that request. Remove it on the <Link component={RouterLink} to="/my-arrival">My arrival</Link> page, or clear this site&apos;s data in your
                  browser.
                </li>
                <li>
                  <strong>Your flight number and booking reference.</strong> A flight number you type in the search or on a saved ride, and a
                  booking reference you note on a saved ride, are kept the same way, only on this device. The flight number leaves it only inside
                  a provider&apos;s booking link that asks for it, when you follow that link; it is never part of what we count of the click.
                </li>
              </ul>
              <p>We do not ask for payment details: bookings are made and paid for on the provider&apos;s own website.</p>
            </>
          ),
        },
        {
          title: 'How we use it',
          body: (
            <ul>
              <li>To answer your questions and improve the information on the site.</li>
              <li>To detect and prevent abuse, spam and security problems.</li>
              <li>To understand, in aggregate, which pages and providers are most useful.</li>
            </ul>
          ),
        },
        {
          title: 'Cookies, advertising and outbound links',
          body: (
            <>
              <p>
                We do not use cookies to track you. Some pages show advertising; ad partners such as Google AdSense may set their own cookies
                to show and measure ads, under their own privacy policies. You can limit this in your browser settings or at
                {' '}<Link href="https://adssettings.google.com/" target="_blank" rel="noopener noreferrer">Google Ad Settings</Link>.
              </p>
              <p>
                When you follow a booking link, the provider&apos;s site may learn that you came from us (see our{' '}
                <Link component={RouterLink} to="/affiliate-disclosure">affiliate disclosure</Link>). What happens there is governed by that
                provider&apos;s own privacy policy.
              </p>
            </>
          ),
        },
        {
          title: 'Sharing',
          body: (
            <p>
              We never sell your personal information. We share it only with service providers that host and run the site for us, and when the
              law requires it.
            </p>
          ),
        },
        {
          title: 'Retention and your rights',
          body: (
            <p>
              Contact messages are kept for up to two years and then deleted. You can ask us at any time to see, correct or delete the
              information we hold about you by e-mailing <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>.
            </p>
          ),
        },
        {
          title: 'Children',
          body: (
            <p>
              This service is not intended for children under {MIN_AGE}. We do not knowingly collect personal information from anyone under{' '}
              {MIN_AGE}. If you believe a child has sent us information, please contact us and we will delete it.
            </p>
          ),
        },
        {
          title: 'Security',
          body: <p>The site is served over HTTPS and access to stored messages is limited to our administrators.</p>,
        },
        {
          title: 'Changes and contact',
          body: (
            <p>
              If we change this policy we will update the date at the top of this page. Questions about privacy? Write to{' '}
              <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link> or use our{' '}
              <Link component={RouterLink} to="/contact">contact page</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
