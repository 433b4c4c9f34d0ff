// The admin's one default fetch policy. The Apollo client is shared with the public pages, whose
// defaults (cache-first, PUBLIC_QUERY_DEFAULTS in data/cache.ts) suit pages that never change under a
// visitor; an admin list shows what the cache holds and refreshes it from the server on every visit,
// so another admin's (or the admin's own earlier) writes appear without a reload.
import type { DocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

/**
 * useQuery with `fetchPolicy: 'cache-and-network'` unless the options name another. Typed as useQuery
 * itself: its overloads (typed data and variables per document) are more than a wrapper could restate.
 */
export const useAdminQuery = ((query: DocumentNode, options?: useQuery.Options) => useQuery(query, { fetchPolicy: 'cache-and-network', ...options })) as typeof useQuery;
