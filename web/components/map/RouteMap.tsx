// The provider's route drawn on OpenStreetMap (SPEC.md section 9, Map). This module and Leaflet are
// loaded lazily (chunk 'map'), in the browser only, so only provider pages download them, after the
// rest of the page (RouteVisualizer holds the map's room until then).
import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { MapContainer, Marker, Polyline, Popup, TileLayer } from 'react-leaflet';
import type { LatLng, RoutePoint } from '../../../api/domain/provider';
import { MAP } from '../../../api/domain/rules';
import { routePointIcon } from './markerIcons';
import { ROUTE_POINT_LABELS } from './routePoints';

export interface RouteMapProps {
  providerName: string;
  points: readonly RoutePoint[];
  center: LatLng | null;
  zoom: number;
  color: string;
}

export const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export default function RouteMap({ providerName, points, center, zoom, color }: RouteMapProps) {
  const positions = points.map((p) => [p.coordinates.lat, p.coordinates.lng] as [number, number]);
  // With a stored center the admin's view is used; otherwise the map fits the route.
  const view = center
    ? { center: [center.lat, center.lng] as [number, number], zoom }
    : positions.length > 1
      ? { bounds: positions, boundsOptions: { padding: [40, 40] as [number, number] } }
      : { center: positions[0] ?? ([MAP.defaultCenter.lat, MAP.defaultCenter.lng] as [number, number]), zoom };

  return (
    <Box
      role="region"
      aria-label={`Route map for ${providerName}`}
      data-testid="route-map"
      sx={{ height: MAP.height, width: '100%', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', '& .leaflet-container': { height: '100%', width: '100%', font: 'inherit' } }}
    >
      <MapContainer {...view} scrollWheelZoom={false} maxZoom={MAP.tileMaxZoom} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} maxZoom={MAP.tileMaxZoom} crossOrigin="anonymous" />
        {positions.length > 1 && <Polyline positions={positions} pathOptions={{ color, weight: MAP.lineWeight, opacity: MAP.lineOpacity }} />}
        {points.map((point, i) => (
          <Marker
            key={`${point.name}-${i}`}
            position={[point.coordinates.lat, point.coordinates.lng]}
            icon={routePointIcon(point.type)}
            title={`${ROUTE_POINT_LABELS[point.type]}: ${point.name}`}
            alt={`${ROUTE_POINT_LABELS[point.type]}: ${point.name}`}
          >
            <Popup>
              <strong>{ROUTE_POINT_LABELS[point.type]}</strong>
              <br />
              {point.name}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </Box>
  );
}
