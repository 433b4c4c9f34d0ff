// The places a trip is between, as integrators name them: each search location with a stable
// code and its kind (the airport, or an area the rides reach). The names stay what the site shows
// and stores (SEARCH_LOCATIONS); a trip's from and to take either (placeName), so a client can
// keep a code while the words on the site change.
import { AIRPORT } from './facts';
import { SEARCH_LOCATIONS } from './rules';

export const PLACE_KINDS = ['AIRPORT', 'AREA'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export type PlaceName = (typeof SEARCH_LOCATIONS)[number];

export interface Place {
  /** Upper-case letters and underscores; never changes once published (docs/integrators.md). */
  code: string;
  name: PlaceName;
  kind: PlaceKind;
}

/** Each search location's code: the airport's IATA code, an area's name in capitals. */
const PLACE_CODES: Record<PlaceName, string> = {
  'RDU Airport': 'RDU',
  'Downtown Raleigh': 'DOWNTOWN_RALEIGH',
  'Chapel Hill': 'CHAPEL_HILL',
  Durham: 'DURHAM',
  Cary: 'CARY',
  Morrisville: 'MORRISVILLE',
  'Research Triangle Park': 'RESEARCH_TRIANGLE_PARK',
  'Wake Forest': 'WAKE_FOREST',
  Apex: 'APEX',
  'Holly Springs': 'HOLLY_SPRINGS',
  Garner: 'GARNER',
};

/** Every place, in the search's order (GraphQL `places`, GET /api/places). */
export const PLACES: readonly Place[] = SEARCH_LOCATIONS.map((name) => ({ code: PLACE_CODES[name], name, kind: name === AIRPORT ? 'AIRPORT' : 'AREA' }));

const BY_CODE = new Map(PLACES.map((place) => [place.code, place]));
const BY_NAME = new Map<string, Place>(PLACES.map((place) => [place.name, place]));

/**
 * A place's name from its name or its code (any case); anything else as it was given, for the
 * trip's rules to refuse with their message.
 */
export function placeName<T>(value: T): T | PlaceName {
  if (typeof value !== 'string') return value;
  return BY_NAME.has(value) ? (value as PlaceName) : (BY_CODE.get(value.trim().toUpperCase())?.name ?? value);
}

/** The code of a place's name (undefined for a name that is not a place). */
export const placeCode = (name: string): string | undefined => BY_NAME.get(name)?.code;
