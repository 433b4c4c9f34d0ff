// Travel resources (SPEC.md section 2, /resources): filter buttons kept in ?filter=, icons per type,
// the empty and error states, three featured cards and the newsletter box (Coming Soon).
import AirplaneTicketIcon from '@mui/icons-material/AirplaneTicket';
import ExploreIcon from '@mui/icons-material/Explore';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TrainIcon from '@mui/icons-material/Train';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useQuery } from '@apollo/client/react';
import type { MouseEvent } from 'react';
import { Box, Button, Card, CardContent, Container, Grid, Paper, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { AdSlot } from '../../components/deferredParts';
import { EmptyState, QueryState } from '../../components/common/States';
import { TextInput } from '../../components/common/FormFields';
import PageHero from '../../components/content/PageHero';
import { usePageMeta } from '../../ssr/head';
import { readsUnanswered, useLoadSavedPage } from '../../components/pwa/useLoadSavedPage';
import ResourceCard from '../../components/resources/ResourceCard';
import { ResourceTypeIcon, typeKey } from '../../components/resources/resourceTypes';
import { ResourcesDocument, type ResourceFieldsFragment } from '../../data/generated';
import { NO_RESOURCES_YET, NO_RESOURCES_YET_TEXT, RESOURCES_ERROR } from './listTexts';

export const NO_RESOURCES = 'No resources found';

/** The filter buttons: one per distinct type (compared without case), in order of appearance. */
export function distinctTypes(resources: readonly ResourceFieldsFragment[]): { key: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const r of resources) if (!seen.has(typeKey(r.type))) seen.set(typeKey(r.type), r.type);
  return Array.from(seen, ([key, label]) => ({ key, label }));
}

export function filterResources(resources: readonly ResourceFieldsFragment[], filter: string | null): ResourceFieldsFragment[] {
  if (!filter) return [...resources];
  const key = typeKey(filter);
  return resources.filter((r) => typeKey(r.type) === key);
}

const FEATURED = [
  {
    icon: <AirplaneTicketIcon />,
    title: 'RDU flight status and terminal maps',
    text: 'Live arrivals and departures, parking and terminal maps from the airport itself.',
    href: 'https://www.rdu.com/',
    linkText: 'Visit rdu.com',
  },
  {
    icon: <ExploreIcon />,
    title: 'Visit Raleigh travel guide',
    text: 'Neighbourhoods, restaurants and things to do across Raleigh and Wake County.',
    href: 'https://www.visitraleigh.com/',
    linkText: 'Visit visitraleigh.com',
  },
  {
    icon: <TrainIcon />,
    title: 'GoTriangle public transit',
    text: 'Regional buses linking RDU, Research Triangle Park, Raleigh, Durham and Chapel Hill.',
    href: 'https://gotriangle.org/',
    linkText: 'Visit gotriangle.org',
  },
];

export default function ResourcesPage() {
  usePageMeta(STATIC_PAGES['/resources']);
  const read = useQuery(ResourcesDocument);
  const { data } = read;
  // Offline after client-side navigation: the page kept on the device has the resources.
  const loadingSavedPage = useLoadSavedPage(readsUnanswered(read));
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter');
  const all = data?.resources ?? [];
  const types = distinctTypes(all);
  const shown = filterResources(all, filter);
  const activeKey = filter ? typeKey(filter) : null;

  const choose = (key: string | null) => {
    const next = new URLSearchParams(params);
    if (key) next.set('filter', key);
    else next.delete('filter');
    setParams(next);
  };
  // Each filter is a link to its address (the server answers /resources?filter=HOTELS), so it works
  // before the page hydrates and without scripts; once hydrated a plain click filters in place.
  const filterLink = (key: string | null) => ({
    href: key ? `/resources?filter=${encodeURIComponent(key)}` : '/resources',
    role: 'button',
    onClick: (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      choose(key);
    },
  });

  return (
    <>
      <PageHero
        title="RDU Travel Resources"
        lead="Everything beyond the ride: arrival guides, hotels near the airport, things to do and events across Raleigh, Durham and Chapel Hill."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="resource-list-title">
          <Typography id="resource-list-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            Browse by topic
          </Typography>
          {/* The empty answers come below the filter buttons: the content has them. */}
          <QueryState read={read} savedPage={loadingSavedPage} loading="Loading travel resources" error={RESOURCES_ERROR}>
            {() => (
              <>
                <Box role="group" aria-label="Filter resources by type" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
                  <Button variant={activeKey === null ? 'contained' : 'outlined'} aria-pressed={activeKey === null} {...filterLink(null)} sx={{ borderRadius: 5 }}>
                    All Resources
                  </Button>
                  {types.map((t) => (
                    <Button
                      key={t.key}
                      variant={activeKey === t.key ? 'contained' : 'outlined'}
                      aria-pressed={activeKey === t.key}
                      {...filterLink(t.key)}
                      startIcon={<ResourceTypeIcon type={t.key} />}
                      sx={{ borderRadius: 5 }}
                    >
                      {t.label}
                    </Button>
                  ))}
                </Box>
                <Box aria-live="polite">
                  {all.length === 0 && activeKey === null ? (
                    <EmptyState title={NO_RESOURCES_YET} icon={<TravelExploreIcon />}>
                      <Typography sx={{ color: 'text.secondary' }}>{NO_RESOURCES_YET_TEXT}</Typography>
                    </EmptyState>
                  ) : shown.length === 0 ? (
                    <EmptyState title={NO_RESOURCES} icon={<SearchOffIcon />}>
                      <Typography sx={{ color: 'text.secondary' }}>There are no resources of this type yet.</Typography>
                      <Button variant="contained" {...filterLink(null)}>
                        View All Resources
                      </Button>
                    </EmptyState>
                  ) : (
                    <Grid container spacing={3}>
                      {shown.map((r) => (
                        <Grid key={r.id} size={{ xs: 12, sm: 6, md: 4 }}>
                          <ResourceCard resource={r} />
                        </Grid>
                      ))}
                    </Grid>
                  )}
                </Box>
              </>
            )}
          </QueryState>
        </Box>

        <Box component="section" aria-labelledby="featured-title" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="featured-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
            Featured links for RDU travellers
          </Typography>
          <Grid container spacing={3}>
            {FEATURED.map((f) => (
              <Grid key={f.title} size={{ xs: 12, md: 4 }}>
                <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}>
                  <CardContent sx={{ p: 2.5, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
                    <Box aria-hidden="true" sx={{ color: 'primary.main', bgcolor: 'brand.tint', borderRadius: 2, p: 1, width: 'fit-content', display: 'flex' }}>
                      {f.icon}
                    </Box>
                    <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 2, lineHeight: 1.3 }}>
                      {f.title}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 2, flexGrow: 1 }}>
                      {f.text}
                    </Typography>
                    <Button
                      component="a"
                      href={f.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      endIcon={<OpenInNewIcon fontSize="small" aria-hidden="true" />}
                      aria-label={`${f.linkText} (opens in a new tab)`}
                      sx={{ alignSelf: 'flex-start', px: 0 }}
                    >
                      {f.linkText}
                    </Button>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <AdSlot location="resources-section" spacing={5} />

        <Paper component="section" aria-labelledby="newsletter-title" sx={{ mt: { xs: 5, md: 6 }, p: { xs: 3, md: 5 }, borderRadius: 3, bgcolor: 'brand.panel', border: 1, borderColor: 'brand.panelBorder' }} elevation={0}>
          <Grid container spacing={3} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography id="newsletter-title" component="h2" variant="h5" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
                <MailOutlineIcon aria-hidden="true" color="primary" /> RDU travel tips by e-mail
              </Typography>
              <Typography sx={{ mt: 1, color: 'text.secondary' }}>
                Fare changes, new providers and event alerts for the Triangle, once a month. Our newsletter is coming soon.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box component="form" onSubmit={(e: React.FormEvent) => e.preventDefault()} sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}>
                <TextInput
                  id="newsletter-email"
                  type="email"
                  label="Email address"
                  placeholder="you@example.com"
                  shrink
                  disabled
                  helperText="Sign-ups open soon."
                  formControlSx={{ '& .MuiOutlinedInput-root': { bgcolor: 'common.white' }, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
                />
                <Button type="submit" variant="contained" disabled sx={{ px: 4, height: 56, whiteSpace: 'nowrap', flexShrink: 0 }}>
                  Coming Soon
                </Button>
              </Box>
            </Grid>
          </Grid>
        </Paper>
      </Container>
    </>
  );
}
