// Home (SPEC.md section 2): hero, search box, top providers, comparison table, travel resources,
// FAQ and the contact form, with the providers-section and resources-section ad slots. A search
// (in the address) is answered right below the box: what the trip costs the whole party with
// each provider that can take it, and why the others cannot, by the trip rule on the data the
// page already has: in the server's render, and in the browser, offline too (TripSearchArea).
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import GroupsIcon from '@mui/icons-material/Groups';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useQuery } from '@apollo/client/react';
import { Suspense, type ReactNode } from 'react';
import { Box, Button, Container, Grid, Link, Typography, type Theme } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { topRated } from '../../../api/domain/provider';
import { CONTACT_HOURS, HOME_TOP_PROVIDERS } from '../../../api/domain/rules';
import { organizationJsonLd, websiteJsonLd } from '../../../api/domain/seo';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { SITE } from '../../../api/domain/site';
import SectionHeading from '../../components/common/SectionHeading';
import { EmptyState, QueryState, queryState } from '../../components/common/States';
import { AdSlot, ContactForm, FaqAccordion } from '../../components/deferredParts';
import { usePageMeta } from '../../ssr/head';
import { HydrateOn } from '../../ssr/islands';
import { readsUnanswered, useLoadSavedPage } from '../../components/pwa/useLoadSavedPage';
import ComparisonTable from '../../components/providers/ComparisonTable';
import ProviderCardGrid from '../../components/providers/ProviderCardGrid';
import ResourceCard from '../../components/resources/ResourceCard';
import TripSearchArea from '../../components/search/TripSearchArea';
import { readTripAddress } from '../../../api/domain/tripSearch';
import { FaqsDocument, HomeProvidersDocument, ResourcesDocument } from '../../data/generated';
import { DARK_AREA_FOCUS } from '../../components/common/focus';
import { lazyComponent } from '../../components/common/lazyParts';
import { useHasSavedCards } from '../../arrival/savedFlag';

import { NO_PROVIDERS, NO_RESOURCES_YET, NO_RESOURCES_YET_TEXT, PROVIDERS_ERROR, RESOURCES_ERROR } from './listTexts';

export { NO_PROVIDERS, NO_RESOURCES_YET, NO_RESOURCES_YET_TEXT, PROVIDERS_ERROR, RESOURCES_ERROR };

/** The saved ride at the top: its code and the card store load only for a visitor who has one. */
const SavedRideCard = lazyComponent(() => import(/* webpackChunkName: "arrival-home" */ '../../components/arrival/SavedRideCard'));

const sectionSx = { py: { xs: 6, md: 9 }, scrollMarginTop: { xs: 64, md: 72 } } as const;
const shadedSectionSx = { ...sectionSx, bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' } as const;

export default function HomePage() {
  usePageMeta({ ...STATIC_PAGES['/'], jsonLd: (origin) => [websiteJsonLd(origin), organizationJsonLd(origin)] });
  const providers = useQuery(HomeProvidersDocument);
  const resources = useQuery(ResourcesDocument);
  const faqs = useQuery(FaqsDocument);
  // Offline after client-side navigation: the page kept on the device has everything.
  const loadingSavedPage = useLoadSavedPage(readsUnanswered(providers, resources, faqs));

  const providerList = providers.data?.providers ?? [];
  // A trip in the address: the hero makes room for its answer.
  const [params] = useSearchParams();
  const tripAsked = readTripAddress(params).asked;
  const top = topRated(providerList, HOME_TOP_PROVIDERS);
  const resourceList = resources.data?.resources ?? [];

  // The providers' states, each section with its own spinner label.
  const noProviders = <EmptyState title={NO_PROVIDERS} icon={<DirectionsBusIcon />} />;
  const providerStates = { read: providers, savedPage: loadingSavedPage, error: PROVIDERS_ERROR, empty: providerList.length === 0 && noProviders };
  const answerState = queryState({ ...providerStates, loading: "Loading your ride's options" });
  // false on the server and while hydrating: nothing is drawn (or moves) for a visitor without one.
  const hasSavedRide = useHasSavedCards();

  return (
    <>
      {hasSavedRide && (
        <Suspense fallback={null}>
          <SavedRideCard />
        </Suspense>
      )}
      <Hero compact={tripAsked} />

      <TripSearchArea providers={providerList} providersState={answerState} airportOptions={providers.data?.airportOptions} />

      {/* Below the first screen on a phone: each section hydrates as it comes near the screen (its
          links work natively, and a tap on a control before then is replayed). */}
      <HydrateOn trigger="visible">
        <HomeSection
          id="providers"
          headingId="top-providers-title"
          eyebrow="Highest rated"
          title="Top RDU Shuttle Providers"
          lead="The highest-rated ways to get from the terminal to your door, ranked by their ratings."
          more={{ to: '/providers', label: 'View All RDU Shuttle Providers' }}
        >
          <QueryState {...providerStates} loading="Loading shuttle providers" empty={top.length === 0 && noProviders}>
            {() => <ProviderCardGrid providers={top} clickPage="home" />}
          </QueryState>
          <AdSlot location="providers-section" spacing={5} />
        </HomeSection>
      </HydrateOn>

      <HydrateOn trigger="visible">
        <HomeSection
          id="comparison"
          headingId="comparison-title"
          eyebrow="Side by side"
          title="Compare RDU Transportation Services"
          lead="Prices, ratings and the features that matter for every provider serving the airport."
          shaded
        >
          <QueryState {...providerStates} loading="Loading comparison">
            {() => <ComparisonTable providers={providerList} labelledBy="comparison-title" />}
          </QueryState>
        </HomeSection>
      </HydrateOn>

      <HydrateOn trigger="visible">
        <HomeSection
          id="resources"
          headingId="resources-title"
          eyebrow="Plan your trip"
          title="RDU Travel Resources"
          lead="Guides, hotels, attractions and events for your time in the Triangle."
          more={{ to: '/resources', label: 'Explore All Resources' }}
        >
          <QueryState
            read={resources}
            savedPage={loadingSavedPage}
            loading="Loading travel resources"
            error={RESOURCES_ERROR}
            empty={
              resourceList.length === 0 && (
                <EmptyState title={NO_RESOURCES_YET} icon={<TravelExploreIcon />}>
                  <Typography sx={{ color: 'text.secondary' }}>{NO_RESOURCES_YET_TEXT}</Typography>
                </EmptyState>
              )
            }
          >
            {() => (
              <Grid container spacing={3}>
                {resourceList.map((r) => (
                  <Grid key={r.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <ResourceCard resource={r} />
                  </Grid>
                ))}
              </Grid>
            )}
          </QueryState>
          <AdSlot location="resources-section" spacing={5} after={['providers-section']} />
        </HomeSection>
      </HydrateOn>

      {!faqs.error && (
        <HomeSection id="faq" headingId="faq-title" eyebrow="Good to know" title="Frequently Asked Questions" align="center" maxWidth="md" shaded>
          <QueryState read={faqs} loading="Loading questions">
            {() => <FaqAccordion faqs={faqs.data?.faqs ?? []} />}
          </QueryState>
        </HomeSection>
      )}

      <Box component="section" id="contact" aria-labelledby="contact-title" sx={sectionSx}>
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <SectionHeading
                id="contact-title"
                eyebrow="We're here to help"
                title="Contact Us"
                lead="Questions about a provider, a route or a booking? Send us a message and our RDU travel team will help you plan your ride."
              />
              <Box component="ul" aria-label="Other ways to reach us" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'grid', gap: 2 }}>
                <ContactMethod icon={<EmailOutlinedIcon fontSize="small" />} title="Email">
                  <Link href={`mailto:${SITE.email}`} sx={{ overflowWrap: 'anywhere' }}>{SITE.email}</Link>
                </ContactMethod>
                <ContactMethod icon={<PhoneOutlinedIcon fontSize="small" />} title="Phone">
                  <Link href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`}>{SITE.phone}</Link>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
                    {CONTACT_HOURS.weekdays}, {CONTACT_HOURS.weekend}
                  </Typography>
                </ContactMethod>
              </Box>
              <Button component={RouterLink} to="/contact" variant="text" endIcon={<ArrowForwardIcon />} sx={{ px: 0 }}>
                More ways to reach us
              </Button>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, md: 4 } }}>
                <ContactForm variant="home" idPrefix="home-contact" />
              </Box>
            </Grid>
          </Grid>
        </Container>
      </Box>
    </>
  );
}

/**
 * One of the page's sections below the search: its heading, with a link to the whole list when
 * there is one, and its content; `shaded` sets it on the paper band between two rules.
 */
function HomeSection({
  id,
  headingId,
  eyebrow,
  title,
  lead,
  more,
  align,
  maxWidth = 'lg',
  shaded = false,
  children,
}: {
  id: string;
  headingId: string;
  eyebrow: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  align?: 'left' | 'center';
  maxWidth?: 'md' | 'lg';
  shaded?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={shaded ? shadedSectionSx : sectionSx}>
      <Container maxWidth={maxWidth}>
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          align={align}
          action={
            more && (
              <Button component={RouterLink} to={more.to} variant="outlined" endIcon={<ArrowForwardIcon />}>
                {more.label}
              </Button>
            )
          }
        />
        {children}
      </Container>
    </Box>
  );
}

function ContactMethod({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', bgcolor: '#E3F2FD', borderRadius: 2, p: 1, display: 'flex' }}>
        {icon}
      </Box>
      <Box>
        <Typography component="p" sx={{ fontWeight: 700 }}>{title}</Typography>
        {children}
      </Box>
    </Box>
  );
}

/** The hero; `compact` above a trip's answer (the same texts and buttons, less room). */
/** On a phone only (below sm): the hero's two buttons side by side (one row, no icon). */
const PHONE_HERO_BUTTON = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { px: 1.25, py: 0.75, fontSize: '0.85rem', whiteSpace: 'nowrap', flex: '1 1 auto', '& .MuiButton-startIcon': { display: 'none' } },
});

function Hero({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        background: 'linear-gradient(135deg, #0A3A7A 0%, #1565C0 55%, #1E88E5 100%)',
        // On a phone the search box below must start within the first screen (390 × 844): a
        // short hero there, the full one from sm up.
        pt: compact ? { xs: 2.5, md: 5 } : { xs: 2.5, sm: 6, md: 10 },
        pb: compact ? { xs: 7, md: 10 } : { xs: 7, sm: 10, md: 14 },
        ...DARK_AREA_FOCUS,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          opacity: 0.12,
          backgroundImage:
            'radial-gradient(circle at 85% 20%, #fff 0, transparent 35%), radial-gradient(circle at 10% 90%, #FF6B6B 0, transparent 30%)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Grid container spacing={4} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, alignItems: 'center', gap: 1, bgcolor: 'rgba(255,255,255,0.14)', px: 1.5, py: 0.5, borderRadius: 5, fontSize: '0.85rem', fontWeight: 600 }}
            >
              <FlightLandIcon fontSize="small" aria-hidden="true" /> Raleigh-Durham International Airport (RDU)
            </Box>
            <Typography
              id="hero-title"
              component="h1"
              variant="h2"
              sx={[
                { fontWeight: 800, mt: { xs: 0, sm: 2 }, lineHeight: 1.12, letterSpacing: -0.5 },
                (theme) => ({ [theme.breakpoints.down('sm')]: { fontSize: '1.7rem' } }),
                compact && { fontSize: { xs: '1.7rem', md: '2.5rem' } },
              ]}
            >
              Your ride from RDU, compared and booked in minutes
            </Typography>
            <Typography
              sx={{ display: { xs: 'none', sm: 'block' }, mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.92, maxWidth: 560, lineHeight: 1.6, ...(compact && { display: 'none' }) }}
            >
              Compare airport shuttles, taxis, black cars and group minibuses serving Raleigh, Durham, Chapel Hill and the whole Triangle. See
              real prices and ratings, then book directly with the provider.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 1.5 }, mt: compact ? 2.5 : { xs: 2, sm: 4 } }}>
              <Button
                component={RouterLink}
                to="/#comparison"
                variant="contained"
                size={compact ? 'medium' : 'large'}
                startIcon={<CompareArrowsIcon />}
                sx={[{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#E3F2FD' }, px: 3 }, PHONE_HERO_BUTTON]}
              >
                Compare All Services
              </Button>
              <Button
                component={RouterLink}
                to="/providers"
                variant="outlined"
                size={compact ? 'medium' : 'large'}
                sx={[{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' }, px: 3 }, PHONE_HERO_BUTTON]}
              >
                View Shuttle Providers
              </Button>
            </Box>
            <Typography sx={{ mt: compact ? 2 : { xs: 1.5, sm: 3 }, display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
              <GroupsIcon aria-hidden="true" /> Trusted by 10,000+ travelers monthly
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: compact ? 'none' : 'block' } }}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {[
                { icon: <VerifiedIcon />, title: 'Ratings with their source', text: 'Where a rating comes from reviews, we say how many and where.' },
                { icon: <CompareArrowsIcon />, title: 'Prices side by side', text: 'Shared, private, taxi and luxury fares in one table.' },
                { icon: <ScheduleIcon />, title: 'Rides around the clock', text: 'Early flight or late landing, there is a ride waiting.' },
              ].map((item) => (
                <Box
                  component="li"
                  key={item.title}
                  sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', bgcolor: 'rgba(255,255,255,0.1)', border: '1px solid rgba(255,255,255,0.18)', borderRadius: 3, p: 2.5 }}
                >
                  <Box aria-hidden="true" sx={{ bgcolor: 'rgba(255,255,255,0.16)', borderRadius: 2, p: 1, display: 'flex' }}>
                    {item.icon}
                  </Box>
                  <Box>
                    <Typography component="p" sx={{ fontWeight: 700 }}>{item.title}</Typography>
                    <Typography component="p" sx={{ opacity: 0.88, fontSize: '0.95rem' }}>{item.text}</Typography>
                  </Box>
                </Box>
              ))}
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
