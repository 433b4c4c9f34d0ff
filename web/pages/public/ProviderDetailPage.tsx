// One provider (SPEC.md section 2, /providers/{slug}): hero, booking card, About and Service
// Details, the route visualizer, What to Expect, service hours, contact box, Why Book With Us and
// the in-content / provider-main / provider-bottom ad slots; and the facts that decide a booking
// (capacity, places served, fares, notice, where to meet at each terminal, free waiting, flight
// tracking, cancellation, accessibility, when they were checked). A fact that was not entered is
// left out, or SPEC.md's fixed text stands in for it (24 Hours, the placeholder phone and address).
// Missing or failing: 'Provider Not Found' (status 404 from the server); offline without a saved
// copy: a notice saying so, since the provider may well exist.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useQuery } from '@apollo/client/react';
import { Alert, AlertTitle, Box, Button, Chip, Container, Divider, Grid, Link, Paper, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ROUTES } from '../../../api/domain/routes';
import { readProviderTrip } from '../../../api/domain/tripSearch';
import {
  FACT_WORDS,
  accessibilityLines,
  calendarDateText,
  capacityText,
  CONTACT_WORDS,
  contactOf,
  flightTrackingText,
  freeWaitText,
  meetingPointLines,
  noticeText,
  reviewsText,
  servedPlacesOf,
  priceKindText,
  tipText,
  bagAllowanceText,
  groupText,
  telHref,
} from '../../../api/domain/factTexts';
import { ALWAYS_OPEN_TEXT, DAY_NAMES, dayHoursText, openingsOf } from '../../../api/domain/hours';
import { NO_FARE_TEXT } from '../../../api/domain/facts';
import { toCents, usd } from '../../../api/domain/money';
import { parsePriceRange } from '../../../api/domain/provider';
import { providerJsonLd, providerPath } from '../../../api/domain/seo';
import { NOT_FOUND_META, pageTitle, providerMeta } from '../../../api/domain/site';
import { AdSlot } from '../../components/deferredParts';
import ImageWithFallback from '../../components/common/ImageWithFallback';
import { QueryState } from '../../components/common/States';
import PageHero from '../../components/content/PageHero';
import { useHttpStatus, usePageMeta } from '../../ssr/head';
import { useHydrated } from '../../ssr/islands';
import RouteVisualizer from '../../components/map/RouteVisualizer';
import SaveArrivalButton from '../../components/arrival/SaveArrivalButton';
import BookButton from '../../components/providers/BookButton';
import ProviderTripPrice, { providerTripPrice } from '../../components/providers/ProviderTripPrice';
import AffiliateNote from '../../components/providers/AffiliateNote';
import { ProviderBadge } from '../../components/providers/ProviderCard';
import RatingStars from '../../components/providers/RatingStars';
import WeekHours from '../../components/providers/WeekHours';
import { ProviderDocument, type ProviderDetailFieldsFragment } from '../../data/generated';
import { readsUnanswered, useLoadSavedPage } from '../../components/pwa/useLoadSavedPage';
import { PAGE_NOT_SAVED_TEXT, PAGE_NOT_SAVED_TITLE } from '../../components/pwa/offlineTexts';

export const PROVIDER_NOT_FOUND = 'Provider Not Found';
export const PROVIDER_NOT_FOUND_TEXT = 'The shuttle provider you are looking for could not be found.';
export const SERVICE_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** SPEC.md's service hours: what a provider open around the clock shows for each day. */
export const SERVICE_HOURS = ALWAYS_OPEN_TEXT;

/** What the page says of a provider marked not operating (it is in no list or trip answer, and its page offers no booking). */
export const NOT_OPERATING_TEXTS = {
  title: 'Not operating at the moment',
  text: (name: string) => `${name} is not taking bookings for now. Compare the providers that are.`,
  link: 'See all providers',
} as const;

/** The headings of the sections the facts add, for the page's tests and the browser suite. */
export const FACT_SECTIONS = {
  meet: 'Where to meet at RDU',
  waiting: 'Waiting, delays and cancellation',
  accessibility: 'Accessibility',
} as const;

const FEE_PER_TEXT = { BOOKING: 'per booking', PERSON: 'per traveller' } as const;

const WHY_BOOK = [
  'Compare every RDU provider in one place before you choose',
  'Book directly with the provider: no booking fees from us',
  'Ratings and prices kept up to date',
  'Exclusive discounts with selected providers',
  'Independent and not tied to any one company',
];

export default function ProviderDetailPage() {
  const { slug = '' } = useParams();
  // errorPolicy 'all': a missing provider is kept in the cache as null, so the page the server
  // rendered (Provider Not Found, 404) hydrates from the cache without asking again.
  const { data, loading, error } = useQuery(ProviderDocument, { variables: { slug }, errorPolicy: 'all' });
  const provider = data?.provider ?? null;
  // No answer from the server (offline, or a proxy's or captive portal's page) says nothing about the provider.
  const unreachable = !provider && readsUnanswered({ data: provider, error });
  const loadingSavedPage = useLoadSavedPage(unreachable);

  usePageMeta(
    loading || unreachable
      ? null
      : provider
        ? { ...providerMeta(provider), canonicalPath: providerPath(provider.slug), image: provider.imageUrl, jsonLd: (origin) => [providerJsonLd(provider, origin)] }
        : { ...NOT_FOUND_META, title: pageTitle(PROVIDER_NOT_FOUND) },
  );
  useHttpStatus(!loading && !provider ? 404 : 200);

  // Only a read the server never answered is a failure here: its NOT_FOUND answer is an empty one.
  return (
    <QueryState
      read={{ loading, error: unreachable }}
      savedPage={loadingSavedPage}
      loading="Loading provider"
      error={<ProviderMissing Icon={CloudOffIcon} title={PAGE_NOT_SAVED_TITLE} text={PAGE_NOT_SAVED_TEXT} />}
      empty={!provider && <ProviderMissing Icon={SearchOffIcon} title={PROVIDER_NOT_FOUND} text={PROVIDER_NOT_FOUND_TEXT} />}
    >
      {() => provider && <ProviderDetail provider={provider} />}
    </QueryState>
  );
}

/** No provider to show (not found, or not saved for offline reading): says so and leads back to the list. */
function ProviderMissing({ Icon, title, text }: { Icon: typeof SearchOffIcon; title: string; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Icon aria-hidden="true" sx={{ fontSize: 72, color: 'primary.main' }} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mt: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{text}</Typography>
      <Button component={RouterLink} to={ROUTES.providers.path} variant="contained" size="large" startIcon={<ArrowBackIcon />} sx={{ mt: 4 }}>
        View All Providers
      </Button>
    </Container>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 5, md: 6 } }}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.main', fontSize: 20, mt: '2px' }} />
          <Typography>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One card of the "What to Expect" section: a heading and its checklist. */
function ExpectCard({ title, children }: { title: string; children: readonly string[] }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, height: '100%' }}>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        <CheckList items={children} />
      </Paper>
    </Grid>
  );
}

/** Label and words of one fact; a row whose words are null (not entered) is left out. */
type FactRow = [label: string, value: ReactNode | null];

/** Facts as a definition list: label beside its words on a wide screen, above them on a phone. */
function FactList({ rows, labelWidth = 180 }: { rows: FactRow[]; labelWidth?: number }) {
  const shown = rows.filter(([, value]) => value !== null);
  if (shown.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` }, rowGap: { xs: 0.5, sm: 1.5 }, columnGap: 2 }}>
      {shown.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A list inside a fact's words (fares, fees). */
function InlineList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Box>
  );
}

/** A contact link with room for a finger (at least 44 px high). */
function ContactLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      href={href}
      variant="body2"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, minWidth: 0, py: 0.5, overflowWrap: 'anywhere', '& svg': { flexShrink: 0 } }}
    >
      {icon}
      <span>{children}</span>
    </Link>
  );
}

function ProviderDetail({ provider: p }: { provider: ProviderDetailFieldsFragment }) {
  const unit = p.priceUnit;
  const { low } = parsePriceRange(p.priceRange);
  const contact = contactOf(p);
  const shared = unit === 'per person';
  const served = servedPlacesOf(p.servedPlaces);
  const reviews = reviewsText(p);
  const meetingPoints = meetingPointLines(p.pickupPoints);
  const [emailName, ...emailDomain] = (contact.email ?? '').split('@');
  // Opened from a trip answer: the address carries the trip, and Book Now is filled with it as there.
  const { search } = useLocation();
  const linkTrip = useMemo(() => readProviderTrip(new URLSearchParams(search)), [search]);
  // Offline, the worker may answer with the page kept without the trip (queryFreePageKey); hydration
  // keeps the server's href, so a page with a trip draws its links once more after hydrating.
  const hydrated = useHydrated();
  const linkKey = linkTrip && hydrated ? 'trip' : 'page';
  // That trip's total and lines, as the answer gave them (none without a trip or a fare for it: "Starting from").
  const tripPriced = useMemo(() => providerTripPrice(p, linkTrip), [p, linkTrip]);

  const waitingRows: FactRow[] = [
    ['Free waiting', freeWaitText(p.freeWaitMinutes)],
    ['Flight tracking', flightTrackingText(p.flightTracking)],
    ['Cancellation', p.cancellationPolicy],
  ];
  const hasWaitingFacts = waitingRows.some(([, value]) => value !== null);

  return (
    <>
      <PageHero title={p.name} crumbs={[{ label: 'Shuttle Providers', to: '/providers' }]}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
          {p.badge && <ProviderBadge badge={p.badge} />}
          <Chip label={p.type} size="small" sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: 'common.white', fontWeight: 600 }} />
          <RatingStars rating={p.rating} ratingCount={p.ratingCount} ratingSource={p.ratingSource} light />
        </Box>
        <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.95, maxWidth: 720 }}>{p.shortDescription}</Typography>
        <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 3 }}>
          <BookButton key={linkKey} providerId={p.id} clickPage="provider" bookingUrl={p.bookingUrl} discount={p} providerName={p.name} trip={linkTrip} size="large" fullWidth onDark />
          {tripPriced ? (
            <Box sx={{ mt: 1.5 }}>
              <ProviderTripPrice price={tripPriced} light />
            </Box>
          ) : (
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
              From {low} {unit}
            </Typography>
          )}
          <AffiliateNote light sx={{ mt: 0.5 }} />
        </Box>
        <Box component="ul" aria-label="Features" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, mt: 2.5 }}>
          {p.features.map((f) => (
            <li key={f}>
              <Chip label={f} size="small" variant="outlined" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.55)', maxWidth: '100%' }} />
            </li>
          ))}
        </Box>
      </PageHero>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Section id="about-title" title={`About ${p.name}`}>
              {p.description.split(/\n{2,}/).map((para, i) => (
                <Typography key={i} sx={{ lineHeight: 1.8, color: 'text.secondary', mb: 1.5 }}>
                  {para}
                </Typography>
              ))}
            </Section>

            <Section id="details-title" title="Service Details">
              <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
                {p.factsCheckedOn && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }} data-testid="facts-checked-on">
                    {FACT_WORDS.checkedOn} <time dateTime={p.factsCheckedOn}>{calendarDateText(p.factsCheckedOn)}</time>
                  </Typography>
                )}
                <FactList
                  rows={[
                    ['Service type', p.type],
                    [served.fromAirport ? FACT_WORDS.fromAirport : FACT_WORDS.placesServed, served.places.join(', ')],
                    ['Capacity', `${capacityText(p)} per booking`],
                    ['Price range', p.priceRange ? `${p.priceRange} ${unit}` : NO_FARE_TEXT],
                    ['Price', priceKindText(p.priceKind)],
                    ['Tip', tipText(p.tipIncluded)],
                    ['Luggage allowance', bagAllowanceText(p.bagsPerTraveller, p.extraBagFeeCents)],
                    ['Party size', groupText(p.minPassengers, p.maxPassengers)],
                    [
                      'Fares from RDU',
                      p.fares.length ? <InlineList items={p.fares.map((f) => `${f.place}: ${usd(toCents(f.amount))} ${unit}`)} /> : null,
                    ],
                    ['Fees', p.fees.length ? <InlineList items={p.fees.map((f) => `${f.label}: ${usd(toCents(f.amount))} ${FEE_PER_TEXT[f.per]}`)} /> : null],
                    ['Book ahead', noticeText(p.minNoticeHours)],
                    ['Rating', `${p.rating.toFixed(1)} out of 5${reviews ? ` from ${reviews}` : ''}`],
                    ['Service hours', <WeekHours key="hours" week={p} />],
                  ]}
                />
                <Divider sx={{ my: 2.5 }} />
                <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
                  Features
                </Typography>
                <CheckList items={p.features} />
              </Paper>
            </Section>

            <AdSlot location="in-content" spacing={0} />

            {meetingPoints.length > 0 && (
              <Section id="meet-title" title={FACT_SECTIONS.meet}>
                <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
                  <FactList labelWidth={200} rows={meetingPoints.map((line) => [line.terminals, line.instructions])} />
                </Paper>
              </Section>
            )}

            {hasWaitingFacts && (
              <Section id="waiting-title" title={FACT_SECTIONS.waiting}>
                <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
                  <FactList rows={waitingRows} />
                </Paper>
              </Section>
            )}

            {p.accessibility && (
              <Section id="accessibility-title" title={FACT_SECTIONS.accessibility}>
                <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 } }}>
                  <FactList labelWidth={240} rows={accessibilityLines(p.accessibility).map((line) => [line.label, line.text])} />
                  {p.accessibility.notes && <Typography sx={{ mt: 2, color: 'text.secondary' }}>{p.accessibility.notes}</Typography>}
                </Paper>
              </Section>
            )}

            <Section id="route-title" title="Route & Service Information">
              <RouteVisualizer provider={p} />
            </Section>

            <Section id="expect-title" title="What to Expect">
              <Grid container spacing={3}>
                <ExpectCard title="Before your trip">
                  {[
                    'Book online and get an instant confirmation by e-mail',
                    p.flightTracking === false
                      ? 'Your ride does not follow your flight: if you land late, let the provider know'
                      : 'Add your flight number so your pickup follows any delay',
                    'Mention extra luggage, child seats or accessibility needs',
                  ]}
                </ExpectCard>
                <ExpectCard title="On the day">
                  {[
                    meetingPoints.length
                      ? 'Collect your bags, then go to the meeting point for your terminal, shown above'
                      : 'Collect your bags, then head to ground transportation outside baggage claim',
                    shared ? 'Shared rides may stop for other travellers on the way' : 'Your vehicle takes you straight to your address',
                    'Pay as agreed at booking; keep your receipt for expenses',
                  ]}
                </ExpectCard>
              </Grid>
            </Section>

            <AdSlot location="provider-main" spacing={0} after={['in-content']} />
          </Grid>

          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 }, display: 'grid', gap: 3 }}>
              <Paper component="aside" aria-label={`Book ${p.name}`} elevation={3} sx={{ borderRadius: 3, overflow: 'hidden' }}>
                <ImageWithFallback src={p.imageUrl} alt={p.name} name={p.name} type={p.type} eager />
                <Box sx={{ p: 3 }}>
                  {tripPriced ? (
                    <ProviderTripPrice price={tripPriced} />
                  ) : (
                    <>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Starting from
                  </Typography>
                  <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
                    {low ? (
                      <>
                        <Box component="span" sx={{ fontSize: '2rem', fontWeight: 800 }}>{low}</Box>
                        <Box component="span" sx={{ color: 'text.secondary' }}>{unit}</Box>
                      </>
                    ) : (
                      <Box component="span" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{NO_FARE_TEXT}</Box>
                    )}
                  </Typography>
                  {p.priceRange && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Price range: {p.priceRange}
                    </Typography>
                  )}
                    </>
                  )}
                  <Typography variant="body2" sx={{ mt: 1.5, display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
                    <PlaceOutlinedIcon aria-hidden="true" sx={{ fontSize: 18, mt: '2px', color: 'primary.main' }} />
                    <span>
                      <strong>Service area:</strong> {served.places.join(', ')}
                    </span>
                  </Typography>
                  {p.operating === false && (
                    <Alert severity="warning" sx={{ mt: 2.5 }} data-testid="not-operating">
                      <AlertTitle>{NOT_OPERATING_TEXTS.title}</AlertTitle>
                      {NOT_OPERATING_TEXTS.text(p.name)}{' '}
                      <Link component={RouterLink} to={ROUTES.providers.path}>
                        {NOT_OPERATING_TEXTS.link}
                      </Link>
                    </Alert>
                  )}
                  <Box sx={{ mt: 2.5 }} hidden={p.operating === false}>
                    <BookButton key={linkKey} providerId={p.id} clickPage="provider" bookingUrl={p.bookingUrl} discount={p} providerName={p.name} trip={linkTrip} size="large" fullWidth />
                    <SaveArrivalButton source={p} fullWidth />
                  </Box>
                  <Typography variant="caption" sx={{ display: 'block', mt: 1.5, color: 'text.secondary', textAlign: 'center' }}>
                    You book and pay on {p.name}&apos;s own site.
                  </Typography>
                  <AffiliateNote sx={{ mt: 1, textAlign: 'center' }} />
                </Box>
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="hours-title" sx={{ borderRadius: 3, p: 3 }}>
                <Typography id="hours-title" component="h2" variant="h6" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
                  <AccessTimeIcon aria-hidden="true" color="primary" /> Service Hours
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
                  {SERVICE_DAYS.map((day) => (
                    <Box key={day} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2">{day}</Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                        {dayHoursText(openingsOf(p), DAY_NAMES.indexOf(day))}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                {!p.aroundTheClock && p.hours.length > 0 && (
                  <Typography variant="caption" component="p" sx={{ mt: 1.5, color: 'text.secondary' }}>
                    Times are RDU&apos;s local time (Eastern).
                  </Typography>
                )}
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="contact-box-title" sx={{ borderRadius: 3, p: 3 }}>
                <Typography id="contact-box-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  Contact {p.name}
                </Typography>
                {/* Only what the provider gave: a made-up number or address looks real and reaches no one. */}
                {contact.phone && (
                  <ContactLink href={telHref(contact.phone)} icon={<PhoneOutlinedIcon aria-hidden="true" fontSize="small" color="primary" />}>
                    {contact.phone}
                  </ContactLink>
                )}
                {/* A long address breaks after the @ (its natural seam), and inside a word only as a last resort. */}
                {contact.email && (
                  <ContactLink href={`mailto:${contact.email}`} icon={<EmailOutlinedIcon aria-hidden="true" fontSize="small" color="primary" />}>
                    {emailName}@<wbr />
                    {emailDomain.join('@')}
                  </ContactLink>
                )}
                {!contact.phone && !contact.email && (
                  <>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                      {CONTACT_WORDS.none(p.name)}
                    </Typography>
                    <BookButton key={linkKey} providerId={p.id} clickPage="provider" bookingUrl={p.bookingUrl} discount={p} providerName={p.name} trip={linkTrip} variant="outlined" fullWidth />
                  </>
                )}
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="why-title" sx={{ borderRadius: 3, p: 3, bgcolor: 'brand.surface' }}>
                <Typography id="why-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                  Why Book With Us
                </Typography>
                <CheckList items={WHY_BOOK} />
              </Paper>
            </Box>
          </Grid>
        </Grid>
        <AdSlot location="provider-bottom" spacing={5} after={['in-content', 'provider-main']} />
      </Container>
    </>
  );
}
