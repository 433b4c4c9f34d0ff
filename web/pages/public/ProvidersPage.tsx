// All providers (SPEC.md section 2, /providers): the grid with its loading, error and empty states,
// an information text about the airport and the all-providers-top/-bottom ad slots.
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import LocalTaxiIcon from '@mui/icons-material/LocalTaxi';
import TimeToLeaveIcon from '@mui/icons-material/TimeToLeave';
import { useQuery } from '@apollo/client/react';
import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { AdSlot } from '../../components/deferredParts';
import { EmptyState, QueryState } from '../../components/common/States';
import PageHero from '../../components/content/PageHero';
import { usePageMeta } from '../../ssr/head';
import { readsUnanswered, useLoadSavedPage } from '../../components/pwa/useLoadSavedPage';
import ProviderCardGrid from '../../components/providers/ProviderCardGrid';
import { ProvidersDocument } from '../../data/generated';
import { NO_PROVIDERS, PROVIDERS_ERROR } from './listTexts';

export default function ProvidersPage() {
  usePageMeta(STATIC_PAGES['/providers']);
  const read = useQuery(ProvidersDocument);
  const { data } = read;
  // Offline after client-side navigation: the page kept on the device has the providers.
  const loadingSavedPage = useLoadSavedPage(readsUnanswered(read));
  const loading = loadingSavedPage || read.loading;
  const providers = data?.providers ?? [];

  return (
    <>
      <PageHero
        title="RDU Shuttle Providers"
        lead="Every shuttle, taxi, black car and minibus company serving Raleigh-Durham International Airport, with ratings, starting prices and what each one includes."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <AdSlot location="all-providers-top" spacing={0} />
        <Box component="section" aria-labelledby="all-providers-title" sx={{ mt: 4 }}>
          <Typography id="all-providers-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
            {loading || read.error ? 'All providers' : `All providers (${providers.length})`}
          </Typography>
          <QueryState
            read={read}
            savedPage={loadingSavedPage}
            loading="Loading shuttle providers"
            error={PROVIDERS_ERROR}
            empty={providers.length === 0 && <EmptyState title={NO_PROVIDERS} icon={<DirectionsBusIcon />} />}
          >
            {() => <ProviderCardGrid providers={providers} clickPage="providers" priorityFirst />}
          </QueryState>
        </Box>

        <Paper component="section" aria-labelledby="airport-info-title" variant="outlined" sx={{ mt: { xs: 5, md: 7 }, p: { xs: 3, md: 5 }, borderRadius: 3 }}>
          <Typography id="airport-info-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            Getting from RDU to your destination
          </Typography>
          <Typography sx={{ mt: 2, color: 'text.secondary', lineHeight: 1.75 }}>
            Raleigh-Durham International Airport (RDU) sits in Morrisville, roughly halfway between downtown Raleigh (about 15 miles east) and
            downtown Durham (about 12 miles north). Chapel Hill is around 25 minutes away and Research Triangle Park less than 15. Ground
            transportation is found outside baggage claim at both Terminal 1 and Terminal 2, where shared shuttles, taxis and pre-booked cars
            pick up.
          </Typography>
          <Grid container spacing={3} sx={{ mt: { xs: 2, md: 3 } }}>
            {[
              { icon: <DirectionsBusIcon />, title: 'Shuttles and shared rides', text: 'The cheapest way to travel alone or in pairs. Fares are per person and vans leave on a schedule or when full.' },
              { icon: <LocalTaxiIcon />, title: 'Taxis', text: 'Wait at the taxi rank with no booking needed. Metered fares per ride, best for short trips and small groups.' },
              { icon: <TimeToLeaveIcon />, title: 'Black cars and minibuses', text: 'Pre-booked private rides: a chauffeur who tracks your flight, or one vehicle for the whole group and its luggage.' },
            ].map((item) => (
              <Grid key={item.title} size={{ xs: 12, md: 4 }}>
                <Box sx={{ display: 'flex', gap: 1.5 }}>
                  <Box aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }}>{item.icon}</Box>
                  <Box>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>{item.title}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.6 }}>{item.text}</Typography>
                  </Box>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Paper>
        <AdSlot location="all-providers-bottom" spacing={5} after={['all-providers-top']} />
      </Container>
    </>
  );
}
