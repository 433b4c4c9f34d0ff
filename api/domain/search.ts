// What a provider's reach is and which providers fit two places and a party (the providers query's
// filters, GraphQL `providers(servesPlaces, passengers)` and GET /api/providers?from&to&passengers),
// the search box's To choices, and the comparison table's orders. The home page's trip search (its
// address, key and answer) is ./tripSearch.ts, on the trip rule of ./trip.ts.
import type { SearchInput } from './inputs/public';
import { touchesAirport } from './facts';
import { COMPARISON_QUERY_FIELD, SEARCH_LOCATIONS } from './rules';

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
 * The To choices: every place but the From choice (SPEC.md section 5), of those a trip from there
 * can go to: the site compares rides to and from the airport (touchesAirport), so from the airport
 * every other place, from any other place the airport alone. SEARCH_RULES.to and TRIP_RULES.to
 * state the same rule for the evaluator; search.test.ts holds them together.
 */
export function toChoices(from: string): string[] {
  return SEARCH_LOCATIONS.filter((place) => place !== from && touchesAirport(from, place));
}

/** The To value after From changes: kept when still allowed, else the first allowed place. */
export function nextTo(from: string, to: string): string {
  const choices = toChoices(from);
  return choices.includes(to) ? to : choices[0];
}

/** The comparison table's texts (the page shows them; tests read them here). */
export const SEARCH_TEXTS = {
  sortLabel: 'Sort by',
  /** The comparison table's orders: as listed, or one of the provider orders (./provider.ts). */
  sorts: { listed: 'Recommended', price: 'Lowest price', rating: 'Highest rated' },
} as const;

/** A comparison table order: as listed, or one of the provider orders. */
export type ComparisonSort = keyof typeof SEARCH_TEXTS.sorts;

/** The order an address asks for (?compare=): 'price' or 'rating' as written; anything else is the listed order. */
export function comparisonSortOf(params: URLSearchParams): ComparisonSort {
  const value = params.get(COMPARISON_QUERY_FIELD);
  return value === 'price' || value === 'rating' ? value : 'listed';
}

/**
 * The address of the page at `pathname` with `params` (a trip search stays) sorted by `sort`: the
 * listed order is the plain address, without the parameter.
 */
export function comparisonSortQuery(params: URLSearchParams, sort: ComparisonSort): string {
  const next = new URLSearchParams(params);
  if (sort === 'listed') next.delete(COMPARISON_QUERY_FIELD);
  else next.set(COMPARISON_QUERY_FIELD, sort);
  const query = next.toString();
  return query ? `?${query}` : '';
}
