// The ride search's answer, decided once for the home page (in the browser and in the server's
// render) and for the providers query: which providers fit a trip, what a search URL holds, and
// the lines that name the answer. The route table reads search URLs with it, so it is part of the
// first-load script: it imports only ./rules (not the rule evaluator).
import type { SearchInput } from './inputs/public';
import { PASSENGER_OPTIONS, SEARCH_DEFAULTS, SEARCH_LOCATIONS } from './rules';

/** A trip as the search box names it: two places and a passenger option ('4+ Passengers'). */
export type Trip = SearchInput;

/** What a provider says about its reach: the places it serves and the largest party it carries. */
export interface ProviderReach {
  servedPlaces: readonly string[];
  maxPassengers: number;
}

/**
 * A new provider saved without these fields, and every provider stored before they existed: it
 * serves every place and carries 4, the largest party the search asks about. So an existing site
 * keeps answering every search with all its providers until an admin narrows them, rather than
 * answering none.
 */
export const DEFAULT_REACH: ProviderReach = { servedPlaces: SEARCH_LOCATIONS, maxPassengers: 4 };

/** The party a passenger option stands for: '1 Passenger' is 1, '4+ Passengers' at least 4. */
export function partySize(passengers: string): number {
  const n = Number.parseInt(passengers, 10);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** A provider fits when it serves every one of the places and carries the whole party. */
export function servesAll(provider: ProviderReach, places: readonly string[], party = 1): boolean {
  return places.every((place) => provider.servedPlaces.includes(place)) && provider.maxPassengers >= party;
}

/** The matching rule: serves both From and To, and carries the party. */
export function fitsTrip(provider: ProviderReach, trip: Trip): boolean {
  return servesAll(provider, [trip.from, trip.to], partySize(trip.passengers));
}

/**
 * The To choices: every place but the From choice (SPEC.md section 5). SEARCH_RULES.to states the
 * same rule for the evaluator; search.test.ts holds the two together.
 */
export function toChoices(from: string): string[] {
  return SEARCH_LOCATIONS.filter((place) => place !== from);
}

/** The To value after From changes: kept when still allowed, else the first allowed place. */
export function nextTo(from: string, to: string): string {
  const choices = toChoices(from);
  return choices.includes(to) ? to : choices[0];
}

/**
 * The home page's search parameters that decide its answer, in the URL's order. The date is in
 * the URL too, but it changes no answer: the browser reads it for the form, and the server's
 * cache never keys on it.
 */
export const TRIP_PARAMS = ['from', 'to', 'passengers'] as const;
export const DATE_PARAM = 'date';

/**
 * The trip a URL asks for, or null when it names no valid place or party (the page then shows
 * every provider). A part that is missing or not one of the choices falls back to the default,
 * and To moves off the From place, as in the search box.
 */
export function tripFromQuery(params: URLSearchParams): Trip | null {
  const valid = (name: keyof Trip, options: readonly string[]) => {
    const value = params.get(name);
    return value !== null && options.includes(value) ? value : null;
  };
  const from = valid('from', SEARCH_LOCATIONS);
  const to = valid('to', SEARCH_LOCATIONS);
  const passengers = valid('passengers', PASSENGER_OPTIONS);
  if (from === null && to === null && passengers === null) return null;
  const start = from ?? SEARCH_DEFAULTS.from;
  return { from: start, to: nextTo(start, to ?? SEARCH_DEFAULTS.to), passengers: passengers ?? SEARCH_DEFAULTS.passengers };
}

/** A search's query string (without '?'): the trip in a fixed order, then the date when given. */
export function tripQuery(trip: Trip, date = ''): string {
  const params = new URLSearchParams({ from: trip.from, to: trip.to, passengers: trip.passengers });
  if (date) params.set(DATE_PARAM, date);
  return params.toString();
}

/**
 * The home page's cache key parameters: one copy per valid trip; invalid values read as their
 * defaults (or as no search at all), so they never add a copy.
 */
export function canonicalTripParams(params: URLSearchParams): URLSearchParams {
  const trip = tripFromQuery(params);
  return new URLSearchParams(trip ? tripQuery(trip) : '');
}

/** The trip in words: 'RDU Airport → Chapel Hill, 3 Passengers'. */
export const tripLabel = (trip: Trip) => `${trip.from} → ${trip.to}, ${trip.passengers}`;

/** The search answer's texts (the page shows them; tests read them here). */
export const SEARCH_TEXTS = {
  showing: (shown: number, total: number, trip: Trip) => `Showing ${shown} of ${total} providers for ${tripLabel(trip)}`,
  noMatch: (trip: Trip) => `No provider serves ${tripLabel(trip)} yet.`,
  noMatchOffer: (total: number) => `Here are all ${total} providers instead: ask one about your trip before you book.`,
  clear: 'Clear search',
  sortLabel: 'Sort by',
  /** The comparison table's orders: as listed, or one of the provider orders (./provider.ts). */
  sorts: { listed: 'Recommended', price: 'Lowest price', rating: 'Highest rated' },
} as const;
