// What a provider's reach is and which providers fit two places and a party (the providers query's
// filters, GraphQL `providers(servesPlaces, passengers)` and GET /api/providers?from&to&passengers),
// the search box's To choices, and the comparison table's orders. The home page's trip search (its
// address, key and answer) is ./tripSearch.ts, on the trip rule of ./trip.ts.
import type { SearchInput } from './inputs/public';
import { SEARCH_LOCATIONS } from './rules';

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

/** The comparison table's texts (the page shows them; tests read them here). */
export const SEARCH_TEXTS = {
  sortLabel: 'Sort by',
  /** The comparison table's orders: as listed, or one of the provider orders (./provider.ts). */
  sorts: { listed: 'Recommended', price: 'Lowest price', rating: 'Highest rated' },
} as const;
