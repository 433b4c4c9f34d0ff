// After a write, the lists that show the changed content are dropped from the Apollo cache: a list
// on screen refetches at once, any other (the public pages' lists included) on its next read. The
// changed entity itself is updated in place from the mutation's answer.
import type { ApolloCache } from '@apollo/client';

/** Root query fields by the content they list. The public and admin queries share these fields. */
const FIELDS = {
  providers: ['providers', 'provider', 'providerById', 'adminProvidersPage'],
  resources: ['resources', 'adminResourcesPage'],
  faqs: ['faqs', 'adminFaqsPage'],
  contacts: ['contacts', 'contactsPage'],
  adSpots: ['adSpots', 'adminAdSpots', 'adminAdSpotsPage'],
  stats: ['stats'],
} as const;

export type CachedArea = keyof typeof FIELDS;

export function dropCachedLists(cache: ApolloCache, areas: readonly CachedArea[]): void {
  for (const area of areas) {
    for (const fieldName of FIELDS[area]) cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

/** Removes one deleted entity (and every reference to it) from the cache. */
export function dropEntity(cache: ApolloCache, typename: string, id: number): void {
  const ref = cache.identify({ __typename: typename, id });
  if (ref) cache.evict({ id: ref });
}
