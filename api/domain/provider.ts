// Pure provider helpers shared by the server (GraphQL shapes, sorting) and the web cards.
import type { LatLng, RoutePointInput } from './inputs';
import { COORDINATES, MAP, ROUTE_POINT_TYPES, type RoutePointType } from './rules';

export type { LatLng };
/** A stored route point reads back as the shape the editor sends. */
export type RoutePoint = RoutePointInput;

/** Slug from a name: lowercase letters and digits only ("Triangle Express #1" → "triangleexpress1"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** '$25.99 - $65.99' → { from: 25.99, to: 65.99 }; parts that hold no number are null. */
export function parsePriceRange(priceRange: string): { from: number | null; to: number | null; low: string } {
  const [lowPart = '', highPart] = priceRange.split(/\s+-\s+|\s*–\s*/);
  const num = (part: string | undefined): number | null => {
    if (!part) return null;
    const match = part.replace(/,/g, '').match(/\d+(\.\d+)?/);
    return match ? Number(match[0]) : null;
  };
  const from = num(lowPart);
  const to = highPart === undefined ? from : num(highPart);
  return { from, to, low: lowPart.trim() };
}

export function ratingValue(rating: string | number | null | undefined): number {
  const value = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  return Number.isFinite(value) ? value : 0;
}

/** The orders a provider list can take: best rating first, lowest starting price first, or by name. */
export type ProviderOrder = 'rating' | 'price' | 'name';

interface Sortable {
  name: string;
  rating: string | number;
  priceRange: string;
}

const PROVIDER_ORDERS: Record<ProviderOrder, (a: Sortable, b: Sortable) => number> = {
  rating: (a, b) => ratingValue(b.rating) - ratingValue(a.rating),
  // A price range without a number goes last.
  price: (a, b) => (parsePriceRange(a.priceRange).from ?? Infinity) - (parsePriceRange(b.priceRange).from ?? Infinity),
  name: (a, b) => a.name.localeCompare(b.name),
};

/** The providers in this order, ties kept in the order given. */
export function sortProviders<T extends Sortable>(providers: readonly T[], order: ProviderOrder): T[] {
  const compare = PROVIDER_ORDERS[order];
  return providers
    .map((p, i) => ({ p, i }))
    .sort((a, b) => compare(a.p, b.p) || a.i - b.i)
    .map(({ p }) => p);
}

/** The three (or n) highest-rated providers, rating descending, stable for ties. */
export function topRated<T extends Sortable>(providers: readonly T[], n: number): T[] {
  return sortProviders(providers, 'rating').slice(0, n);
}

function isLatLng(value: unknown): value is LatLng {
  if (!value || typeof value !== 'object') return false;
  const { lat, lng } = value as Record<string, unknown>;
  return (
    typeof lat === 'number' && typeof lng === 'number' &&
    lat >= COORDINATES.lat.min && lat <= COORDINATES.lat.max && lng >= COORDINATES.lng.min && lng <= COORDINATES.lng.max
  );
}

/**
 * Reads stored mapCenter JSON text. Malformed text reads as "no center" and is reported through
 * onMalformed (the spec: logged and treated as empty).
 */
export function readMapCenter(text: string | null | undefined, onMalformed?: (error: string) => void): LatLng | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isLatLng(value)) return { lat: value.lat, lng: value.lng };
    onMalformed?.('mapCenter is not {lat, lng}');
  } catch (e) {
    onMalformed?.(`mapCenter is not JSON: ${(e as Error).message}`);
  }
  return null;
}

/** Reads stored routePoints JSON text; malformed text or entries are ignored (and reported). */
export function readRoutePoints(text: string | null | undefined, onMalformed?: (error: string) => void): RoutePoint[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    onMalformed?.(`routePoints is not JSON: ${(e as Error).message}`);
    return [];
  }
  if (!Array.isArray(value)) {
    onMalformed?.('routePoints is not a list');
    return [];
  }
  const points: RoutePoint[] = [];
  for (const item of value) {
    const p = item as Partial<RoutePoint> | null;
    if (
      p && typeof p.name === 'string' && p.name.trim() &&
      (ROUTE_POINT_TYPES as readonly string[]).includes(p.type as string) &&
      isLatLng(p.coordinates)
    ) {
      points.push({ name: p.name, type: p.type as RoutePointType, coordinates: { lat: p.coordinates.lat, lng: p.coordinates.lng } });
    } else {
      onMalformed?.('routePoints holds an invalid point');
    }
  }
  return points;
}

export function effectiveRouteColor(color: string | null | undefined): string {
  return color && color.trim() ? color : MAP.defaultRouteColor;
}
