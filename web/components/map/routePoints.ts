// How route points are named and coloured (the theme's palette.routePoint), on maps and in lists (no map code: the provider page's
// list of stops is server-rendered without Leaflet).
import type { RoutePointType } from '../../../api/domain/rules';
import { PALETTE } from '../../themeColors';

export const ROUTE_POINT_COLORS: Record<RoutePointType, string> = PALETTE.routePoint;

export const ROUTE_POINT_LABELS: Record<RoutePointType, string> = { pickup: 'Pickup', dropoff: 'Drop-off', waypoint: 'Waypoint' };
