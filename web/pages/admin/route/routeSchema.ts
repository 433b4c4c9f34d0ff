// The route editor's rules (SPEC.md section 5): point name required, type pickup/dropoff/waypoint,
// latitude -90..90, longitude -180..180, zoom 1..20 (optional), centre and colour optional.
import * as yup from 'yup';
import type { LatLng } from '../../../../api/domain/provider';
import { COLOR_PATTERN, MAP, MAX, MESSAGES, ROUTE_POINT_TYPES, type RoutePointType } from '../../../../api/domain/rules';
import type { AdminProviderRouteFieldsFragment, ProviderRouteInput } from '../../../data/admin.generated';

export interface RoutePointValues {
  /** React key only; never sent. */
  key: string;
  name: string;
  type: RoutePointType;
  lat: string;
  lng: string;
}

export interface RouteFormValues {
  points: RoutePointValues[];
  centerLat: string;
  centerLng: string;
  defaultZoom: string;
  routeColor: string;
}

let keySeq = 0;
export const pointKey = () => `p${++keySeq}`;

/** Coordinates as the inputs show them: at most 6 decimals (about 10 cm), no trailing zeros. */
export const coordText = (n: number) => String(Number(n.toFixed(6)));

const numberIn = (value: string | undefined, min: number, max: number) => {
  const text = (value ?? '').trim();
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return false;
  const n = Number(text);
  return Number.isFinite(n) && n >= min && n <= max;
};
export const isLatitude = (v: string | undefined) => numberIn(v, -90, 90);
export const isLongitude = (v: string | undefined) => numberIn(v, -180, 180);
const blank = (v: string | undefined) => (v ?? '').trim() === '';

export const routePointSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.route.name).max(MAX.shortText, MESSAGES.tooLong('Name', MAX.shortText)),
  type: yup.string().required(MESSAGES.route.type).oneOf(ROUTE_POINT_TYPES, MESSAGES.route.type),
  lat: yup.string().test('lat', MESSAGES.route.lat, isLatitude),
  lng: yup.string().test('lng', MESSAGES.route.lng, isLongitude),
});

export const routeSchema = yup.object({
  points: yup.array(routePointSchema).max(MAX.routePoints, `At most ${MAX.routePoints} route points are allowed`),
  // The centre is optional, but half a centre is not a centre.
  centerLat: yup.string().test('lat', MESSAGES.route.lat, function (v) {
    return (blank(v) && blank(this.parent.centerLng)) || isLatitude(v);
  }),
  centerLng: yup.string().test('lng', MESSAGES.route.lng, function (v) {
    return (blank(v) && blank(this.parent.centerLat)) || isLongitude(v);
  }),
  defaultZoom: yup.string().test('zoom', MESSAGES.route.zoom, (v) => {
    if (blank(v)) return true;
    return /^\d+$/.test(v!.trim()) && Number(v) >= MAP.minZoom && Number(v) <= MAP.maxZoom;
  }),
  routeColor: yup.string().test('color', MESSAGES.route.color, (v) => blank(v) || COLOR_PATTERN.test(v!.trim())),
});

/** A new point: a waypoint near RDU (lat 35.88, lng -78.79), or where the map was clicked. */
export function newRoutePoint(existing: number, at?: LatLng): RoutePointValues {
  const step = 0.003 * (existing % 10);
  return {
    key: pointKey(),
    name: `Waypoint ${existing + 1}`,
    type: 'waypoint',
    lat: coordText(at ? at.lat : MAP.newPoint.lat + step),
    lng: coordText(at ? at.lng : MAP.newPoint.lng + step),
  };
}

export function toRouteValues(p: AdminProviderRouteFieldsFragment): RouteFormValues {
  return {
    points: p.routePoints.map((rp) => ({
      key: pointKey(),
      name: rp.name,
      type: rp.type,
      lat: coordText(rp.coordinates.lat),
      lng: coordText(rp.coordinates.lng),
    })),
    centerLat: p.mapCenter ? coordText(p.mapCenter.lat) : '',
    centerLng: p.mapCenter ? coordText(p.mapCenter.lng) : '',
    defaultZoom: String(p.defaultZoom ?? MAP.defaultZoom),
    routeColor: p.routeColor || MAP.defaultRouteColor,
  };
}

export function toRouteInput(v: RouteFormValues): ProviderRouteInput {
  const hasCenter = !blank(v.centerLat) && !blank(v.centerLng);
  return {
    routePoints: v.points.map((p) => ({
      name: p.name.trim(),
      type: p.type,
      coordinates: { lat: Number(p.lat), lng: Number(p.lng) },
    })),
    mapCenter: hasCenter ? { lat: Number(v.centerLat), lng: Number(v.centerLng) } : null,
    defaultZoom: blank(v.defaultZoom) ? null : Number(v.defaultZoom),
    routeColor: blank(v.routeColor) ? null : v.routeColor.trim(),
  };
}

/** The points the map can draw (a point being typed in may not have valid coordinates yet). */
export function drawablePoints(points: readonly RoutePointValues[]): { index: number; point: RoutePointValues; at: LatLng }[] {
  return points.flatMap((point, index) =>
    isLatitude(point.lat) && isLongitude(point.lng) ? [{ index, point, at: { lat: Number(point.lat), lng: Number(point.lng) } }] : [],
  );
}

/** Where the map looks: the saved centre, else the first point, else RDU. */
export function mapView(v: RouteFormValues): { center: LatLng; zoom: number } {
  const zoomText = String(v.defaultZoom).trim();
  const zoom = /^\d+$/.test(zoomText) && Number(zoomText) >= MAP.minZoom && Number(zoomText) <= MAP.maxZoom ? Number(zoomText) : MAP.defaultZoom;
  if (isLatitude(v.centerLat) && isLongitude(v.centerLng)) return { center: { lat: Number(v.centerLat), lng: Number(v.centerLng) }, zoom };
  const first = drawablePoints(v.points)[0];
  return { center: first ? first.at : { ...MAP.defaultCenter }, zoom };
}
