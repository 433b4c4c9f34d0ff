// Route-point markers for Leaflet maps (public route map and admin route editor). Drawn with CSS
// (no marker images from a CDN); waypoints are smaller, as the spec asks.
import L from 'leaflet';
import type { RoutePointType } from '../../../api/domain/rules';
import { PALETTE } from '../../themeColors';
import { ROUTE_POINT_COLORS } from './routePoints';

const SIZES: Record<RoutePointType, number> = { pickup: 28, dropoff: 28, waypoint: 18 };

export function routePointIcon(type: RoutePointType): L.DivIcon {
  const size = SIZES[type];
  const color = ROUTE_POINT_COLORS[type];
  return L.divIcon({
    className: `route-marker route-marker--${type}`,
    html: `<span style="display:block;width:${size}px;height:${size}px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${color};border:3px solid ${PALETTE.common.white};box-shadow:0 1px 4px rgba(0,0,0,.45)"></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
    popupAnchor: [0, -size],
  });
}
