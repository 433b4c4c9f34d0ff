// One provider (SPEC.md section 2, /providers/{slug}): hero, booking card, About and Service
// Details, the route visualizer, What to Expect, service hours, contact box, Why Book With Us and
// the in-content / provider-main / provider-bottom ad slots. Missing or failing: 'Provider Not Found'
// (status 404 from the server); offline without a saved copy: a notice saying so, since the
// provider may well exist.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Chip, Container, Divider, Grid, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ROUTES } from '../../../api/domain/routes';
import { parsePriceRange, placeholderPhone, providerEmail } from '../../../api/domain/provider';
import { providerJsonLd } from '../../../api/domain/seo';
import { NOT_FOUND_META, pageTitle, providerMeta } from '../../../api/domain/site';
import { AdSlot } from '../../components/deferredParts';
import ImageWithFallback from '../../components/common/ImageWithFallback';
import { LoadingState } from '../../components/common/States';
import PageHero from '../../components/content/PageHero';
import { useHttpStatus, usePageMeta } from '../../components/layout/usePageMeta';
import RouteVisualizer from '../../components/map/RouteVisualizer';
import BookButton from '../../components/providers/BookButton';
import { ProviderBadge } from '../../components/providers/ProviderCard';
import RatingStars from '../../components/providers/RatingStars';
import { ProviderDocument, type ProviderDetailFieldsFragment } from '../../data/generated';
import { readsUnanswered, useLoadSavedPage } from '../../components/pwa/useLoadSavedPage';
import { PAGE_NOT_SAVED_TEXT, PAGE_NOT_SAVED_TITLE } from '../../pwa/cachePolicy';

export const PROVIDER_NOT_FOUND = 'Provider Not Found';
export const PROVIDER_NOT_FOUND_TEXT = 'The shuttle provider you are looking for could not be found.';
export const SERVICE_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const SERVICE_HOURS = '24 Hours';

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
        ? { ...providerMeta(provider), image: provider.imageUrl, jsonLd: (origin) => [providerJsonLd(provider, origin)] }
        : { ...NOT_FOUND_META, title: pageTitle(PROVIDER_NOT_FOUND) },
  );
  useHttpStatus(!loading && !provider ? 404 : 200);

  if (loading || loadingSavedPage) return <LoadingState label="Loading provider" />;
  if (unreachable) return <ProviderMissing Icon={CloudOffIcon} title={PAGE_NOT_SAVED_TITLE} text={PAGE_NOT_SAVED_TEXT} />;
  if (!provider) return <ProviderMissing Icon={SearchOffIcon} title={PROVIDER_NOT_FOUND} text={PROVIDER_NOT_FOUND_TEXT} />;
  return <ProviderDetail provider={provider} />;
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

function ProviderDetail({ provider: p }: { provider: ProviderDetailFieldsFragment }) {
  const unit = p.priceUnit;
  const { low } = parsePriceRange(p.priceRange);
  const phone = placeholderPhone(p.slug);
  const email = providerEmail(p.slug);
  const shared = unit === 'per person';

  return (
    <>
      <PageHero title={p.name} crumbs={[{ label: 'Shuttle Providers', to: '/providers' }]}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
          {p.badge && <ProviderBadge badge={p.badge} />}
          <Chip label={p.type} size="small" sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: '#fff', fontWeight: 600 }} />
          <RatingStars rating={p.rating} light />
        </Box>
        <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.95, maxWidth: 720 }}>{p.shortDescription}</Typography>
        <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 3 }}>
          <BookButton providerId={p.id} clickPage="provider" bookingUrl={p.bookingUrl} badge={p.badge} providerName={p.name} size="large" fullWidth onDark />
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
            From {low} {unit}
          </Typography>
        </Box>
        <Box component="ul" aria-label="Features" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, mt: 2.5 }}>
          {p.features.map((f) => (
            <li key={f}>
              <Chip label={f} size="small" variant="outlined" sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.55)' }} />
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
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, rowGap: { xs: 0.5, sm: 1.5 }, columnGap: 2 }}>
                  {[
                    ['Service type', p.type],
                    ['Service area', p.serviceArea],
                    ['Price range', `${p.priceRange} ${unit}`],
                    ['Rating', `${p.rating.toFixed(1)} out of 5`],
                    ['Service hours', '24 hours a day, 7 days a week'],
                  ].map(([term, value]) => (
                    <Box key={term} sx={{ display: 'contents' }}>
                      <Typography component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
                        {term}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <Divider sx={{ my: 2.5 }} />
                <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
                  Features
                </Typography>
                <CheckList items={p.features} />
              </Paper>
            </Section>

            <AdSlot location="in-content" spacing={0} />

            <Section id="route-title" title="Route & Service Information">
              <RouteVisualizer provider={p} />
            </Section>

            <Section id="expect-title" title="What to Expect">
              <Grid container spacing={3}>
                <ExpectCard title="Before your trip">
                  {[
                    'Book online and get an instant confirmation by e-mail',
                    'Add your flight number so your pickup follows any delay',
                    'Mention extra luggage, child seats or accessibility needs',
                  ]}
                </ExpectCard>
                <ExpectCard title="On the day">
                  {[
                    'Collect your bags, then head to ground transportation outside baggage claim',
                    shared ? 'Shared rides may stop for other travellers on the way' : 'Your vehicle takes you straight to your address',
                    'Pay as agreed at booking; keep your receipt for expenses',
                  ]}
                </ExpectCard>
              </Grid>
            </Section>

            <AdSlot location="provider-main" spacing={0} />
          </Grid>

          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 }, display: 'grid', gap: 3 }}>
              <Paper component="aside" aria-label={`Book ${p.name}`} elevation={3} sx={{ borderRadius: 3, overflow: 'hidden' }}>
                <ImageWithFallback src={p.imageUrl} alt={p.name} name={p.name} type={p.type} eager />
                <Box sx={{ p: 3 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Starting from
                  </Typography>
                  <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
                    <Box component="span" sx={{ fontSize: '2rem', fontWeight: 800 }}>{low}</Box>
                    <Box component="span" sx={{ color: 'text.secondary' }}>{unit}</Box>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Price range: {p.priceRange}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1.5, display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
                    <PlaceOutlinedIcon aria-hidden="true" sx={{ fontSize: 18, mt: '2px', color: 'primary.main' }} />
                    <span>
                      <strong>Service area:</strong> {p.serviceArea}
                    </span>
                  </Typography>
                  <Box sx={{ mt: 2.5 }}>
                    <BookButton providerId={p.id} clickPage="provider" bookingUrl={p.bookingUrl} badge={p.badge} providerName={p.name} size="large" fullWidth />
                  </Box>
                  <Typography variant="caption" sx={{ display: 'block', mt: 1.5, color: 'text.secondary', textAlign: 'center' }}>
                    You book and pay on {p.name}&apos;s own site.
                  </Typography>
                </Box>
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="hours-title" sx={{ borderRadius: 3, p: 3 }}>
                <Typography id="hours-title" component="h2" variant="h6" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
                  <AccessTimeIcon aria-hidden="true" color="primary" /> Service Hours
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75 }}>
                  {SERVICE_DAYS.map((day) => (
                    <Box key={day} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2">{day}</Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>{SERVICE_HOURS}</Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="contact-box-title" sx={{ borderRadius: 3, p: 3 }}>
                <Typography id="contact-box-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                  Contact {p.name}
                </Typography>
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <PhoneOutlinedIcon aria-hidden="true" fontSize="small" color="primary" />
                  <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
                </Typography>
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
                  <EmailOutlinedIcon aria-hidden="true" fontSize="small" color="primary" sx={{ mt: '1px' }} />
                  {/* A long address breaks after the @ (its natural seam), and inside a word only as a last resort. */}
                  <Link href={`mailto:${email}`} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {email.split('@')[0]}@<wbr />
                    {email.split('@').slice(1).join('@')}
                  </Link>
                </Typography>
              </Paper>

              <Paper variant="outlined" component="section" aria-labelledby="why-title" sx={{ borderRadius: 3, p: 3, bgcolor: '#F1F7FE' }}>
                <Typography id="why-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                  Why Book With Us
                </Typography>
                <CheckList items={WHY_BOOK} />
              </Paper>
            </Box>
          </Grid>
        </Grid>
        <AdSlot location="provider-bottom" spacing={5} />
      </Container>
    </>
  );
}
