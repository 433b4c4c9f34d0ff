// The route editor's rules: the server's own (PROVIDER_ROUTE_RULES, api/domain/inputs): point name
// required, type pickup/dropoff/waypoint, latitude -90..90, longitude -180..180, at most 200 points
// that fit their column, zoom 1..20 (optional), centre and colour optional. The editor holds numbers
// as text and a point's coordinates as two boxes of its own; they are read into the rules' form
// before the check, and each message is shown on its box.
import * as yup from 'yup';
import {
  LAT_LNG_RULES,
  MAP_CENTER_RULE,
  PROVIDER_ROUTE_RULES,
  ROUTE_POINTS_RULE,
  ZOOM_RULE,
  checkField,
  entryErrors,
  numberFromText,
  numberValue,
  type LatLng,
} from '../../../../api/domain/inputs';
import { MAP, type RoutePointType } from '../../../../api/domain/rules';
import type { AdminProviderRouteFieldsFragment, ProviderRouteInput } from '../../../data/admin.generated';
import { ruleField } from '../rules/ruleSchema';

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

const blank = (v: string | undefined) => (v ?? '').trim() === '';
const coordinate = (value: string | undefined) => numberFromText(value) ?? value;
export const isLatitude = (v: string | undefined) => checkField(LAT_LNG_RULES.lat, coordinate(v)) === undefined;
export const isLongitude = (v: string | undefined) => checkField(LAT_LNG_RULES.lng, coordinate(v)) === undefined;

/** The points as the rules read them: names trimmed as the server trims them, coordinates read as numbers. */
const asRoutePoints = (points: Partial<RoutePointValues>[] | undefined) =>
  (points ?? []).map((p) => ({ name: p.name?.trim(), type: p.type, coordinates: { lat: coordinate(p.lat), lng: coordinate(p.lng) } }));

/** No centre when both boxes are blank; half a centre is not a centre. */
const centreOf = (v: { centerLat?: string; centerLng?: string }) =>
  blank(v.centerLat) && blank(v.centerLng) ? null : { lat: coordinate(v.centerLat), lng: coordinate(v.centerLng) };

const centre = (at: keyof LatLng) =>
  yup.string().test(`centre-${at}`, '', function check() {
    const message = entryErrors(MAP_CENTER_RULE, centreOf(this.parent))[at];
    return message ? this.createError({ message }) : true;
  });

export const routeSchema = yup.object({
  // A point's 'coordinates.lat' is its own Latitude box ('points.0.lat').
  points: ruleField(ROUTE_POINTS_RULE, asRoutePoints, (at) => at.replace('.coordinates.', '.')),
  centerLat: centre('lat'),
  centerLng: centre('lng'),
  defaultZoom: ruleField(PROVIDER_ROUTE_RULES.defaultZoom),
  routeColor: ruleField(PROVIDER_ROUTE_RULES.routeColor),
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
  const zoom = (checkField(ZOOM_RULE, zoomText) === undefined && numberValue(ZOOM_RULE, zoomText)) || MAP.defaultZoom;
  if (isLatitude(v.centerLat) && isLongitude(v.centerLng)) return { center: { lat: Number(v.centerLat), lng: Number(v.centerLng) }, zoom };
  const first = drawablePoints(v.points)[0];
  return { center: first ? first.at : { ...MAP.defaultCenter }, zoom };
}
