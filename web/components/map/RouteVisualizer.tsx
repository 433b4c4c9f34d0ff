// The provider page's route section: tabs 'Route Map' (the map, or a notice when the provider has
// no route points, and the list of stops) and 'Service Info'. The map is the browser's alone: its
// code loads once the page has hydrated and the map's place comes near the screen (after the rest
// of the page), and its box keeps its size until then.
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Alert, Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MAP } from '../../../api/domain/rules';
import { effectiveRouteColor } from '../../../api/domain/provider';
import { hoursSummary } from '../../../api/domain/hours';
import { NO_FARE_TEXT } from '../../../api/domain/facts';
import type { ProviderDetailFieldsFragment } from '../../data/generated';
import { useHydrated } from '../../ssr/islands';
import { LoadingState } from '../common/States';
import { ROUTE_POINT_COLORS, ROUTE_POINT_LABELS } from './routePoints';

const RouteMap = lazy(() => import(/* webpackChunkName: "map" */ './RouteMap'));

export const NO_ROUTE = 'Route map not available';
/** SPEC.md's '24 Hours' for the whole week, for a provider with no hours entered (around the clock). */
export const ALWAYS_OPEN_WEEK = '24 Hours, 7 days a week';

export default function RouteVisualizer({ provider }: { provider: ProviderDetailFieldsFragment }) {
  const [tab, setTab] = useState(0);
  const hydrated = useHydrated();
  const mapPlace = useRef<HTMLDivElement>(null);
  const near = useNearScreen(mapPlace, hydrated);
  const points = provider.routePoints;
  const color = effectiveRouteColor(provider.routeColor);

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        aria-label="Route and service information"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
      >
        <Tab label="Route Map" id="route-tab-map" aria-controls="route-panel-map" icon={<MapOutlinedIcon />} iconPosition="start" />
        <Tab label="Service Info" id="route-tab-info" aria-controls="route-panel-info" icon={<DirectionsBusIcon />} iconPosition="start" />
      </Tabs>
      <Box role="tabpanel" id="route-panel-map" aria-labelledby="route-tab-map" hidden={tab !== 0} sx={{ p: { xs: 1.5, md: 2.5 } }}>
        {tab === 0 &&
          (points.length === 0 ? (
            <Alert severity="info" icon={<MapOutlinedIcon />} sx={{ my: 1 }}>
              <strong>{NO_ROUTE}</strong>
              <br />
              This provider serves {provider.serviceArea} on request, so there is no fixed route to show. Your pickup and drop-off are set when you book.
            </Alert>
          ) : (
            <>
              <div ref={mapPlace}>
                {hydrated && near ? (
                  <Suspense fallback={<MapRoom loading />}>
                    <RouteMap providerName={provider.name} points={points} center={provider.mapCenter} zoom={provider.defaultZoom} color={color} />
                  </Suspense>
                ) : (
                  <MapRoom />
                )}
              </div>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
                Stops on this route
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {points.map((p, i) => (
                  <Box component="li" key={`${p.name}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Box
                      aria-hidden="true"
                      sx={{ width: 26, height: 26, borderRadius: '50%', bgcolor: ROUTE_POINT_COLORS[p.type], color: 'common.white', fontSize: 13, fontWeight: 700, display: 'grid', placeItems: 'center', flexShrink: 0 }}
                    >
                      {i + 1}
                    </Box>
                    <Typography variant="body2">
                      <Box component="span" sx={{ fontWeight: 700 }}>{ROUTE_POINT_LABELS[p.type]}:</Box> {p.name}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          ))}
      </Box>
      <Box role="tabpanel" id="route-panel-info" aria-labelledby="route-tab-info" hidden={tab !== 1} sx={{ p: { xs: 2, md: 3 } }}>
        {tab === 1 && (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <InfoItem icon={<DirectionsBusIcon />} label="Service type" value={provider.type} />
            <InfoItem icon={<PlaceOutlinedIcon />} label="Service area" value={provider.serviceArea} />
            <InfoItem icon={<PaymentsOutlinedIcon />} label="Fares" value={provider.priceRange ? `${provider.priceRange} ${provider.priceUnit}` : NO_FARE_TEXT} />
            <InfoItem icon={<AccessTimeIcon />} label="Service hours" value={provider.aroundTheClock ? ALWAYS_OPEN_WEEK : hoursSummary(provider.hours)} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                Included with every ride
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {provider.features.map((f) => (
                  <li key={f}>
                    <Typography variant="body2">{f}</Typography>
                  </li>
                ))}
              </Box>
            </Box>
          </Box>
        )}
      </Box>
    </Paper>
  );
}

/** Whether the element is on or near the screen (once true, stays true); only asked once `active`. */
function useNearScreen(ref: React.RefObject<HTMLElement | null>, active: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, active, near]);
  return near;
}

/** The map's place until it is drawn: the same size, so nothing below it moves. */
function MapRoom({ loading = false }: { loading?: boolean }) {
  return (
    <Box sx={{ height: MAP.height, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {loading ? <LoadingState label="Loading map" /> : <MapOutlinedIcon aria-hidden="true" sx={{ fontSize: 56, color: 'grey.400' }} />}
    </Box>
  );
}

function InfoItem({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', mt: '2px' }}>
        {icon}
      </Box>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
      </Box>
    </Box>
  );
}
