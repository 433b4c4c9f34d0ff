// How route points are named and coloured, on maps and in lists (no map code: the provider page's
// list of stops is server-rendered without Leaflet).
import type { RoutePointType } from '../../../api/domain/rules';

export const ROUTE_POINT_COLORS: Record<RoutePointType, string> = { pickup: '#2E7D32', dropoff: '#C62828', waypoint: '#1565C0' };

export const ROUTE_POINT_LABELS: Record<RoutePointType, string> = { pickup: 'Pickup', dropoff: 'Drop-off', waypoint: 'Waypoint' };
