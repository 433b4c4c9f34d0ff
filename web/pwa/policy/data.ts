// Public data reads (GraphQL GET queries, the public REST lists): which the worker answers
// network-first with a cache fallback, under which key, which answers count as a failure, and the
// workbox plugin that falls back on them. Read by the worker (web/pwa/worker/data.ts), the page's
// cache warm-up (web/pwa/register.ts) and the unit tests; docs/pwa.md explains the choices.
import { PUBLIC_REST_LIST, isAdminPath } from '../../../api/domain/routes';
import type { DataSource } from '../protocol';
import { DAY_SECONDS } from './answers';

/** Bounds of the data cache: entries beyond maxEntries go least-recently-used first. */
export const DATA_EXPIRATION = { maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS } as const;

/**
 * Public reads the worker answers network-first with a cache fallback: GraphQL GET queries and the
 * public REST lists. Never anything under /api/admin.
 */
export function isPublicDataRequest(url: URL, method: string): boolean {
  if (method !== 'GET' || isAdminPath(url.pathname)) return false;
  return url.pathname === '/graphql' || url.pathname === '/graphql/' || PUBLIC_REST_LIST.test(url.pathname);
}

/**
 * A data read's answer that does not count as the server's: a 5xx (a proxy or load balancer while
 * the app server is down; 511 from a captive portal) or anything that is not JSON, even with a 200
 * (a captive portal's or a proxy's HTML page). Every public data read answers JSON.
 */
export function isFailedDataAnswer(status: number, contentType: string | null): boolean {
  if (status >= 500) return true;
  if (status === 304) return false; // a revalidation answer has no body of its own
  return !/\bjson\b/i.test(contentType ?? '');
}

interface AnswerLike {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
}
type PluginState = Record<string, unknown>;

/**
 * The workbox plugin (fetchDidSucceed, cachedResponseWillBeUsed, handlerDidError,
 * handlerWillRespond) that makes NetworkFirst fall back to the cache on an answer that is not the
 * server's (isFailedDataAnswer), not only when fetch() throws. With no cached copy the page gets
 * that answer as it came (its own error state), not a network error. `report` hears where every
 * answer the page gets came from (an error answer passed through is neither).
 */
export function dataFallbackPlugin<A extends AnswerLike, E = unknown>(report: (event: E | undefined, source: DataSource) => void) {
  return {
    fetchDidSucceed: async ({ response, state }: { response: A; state?: PluginState }): Promise<A> => {
      if (isFailedDataAnswer(response.status, response.headers.get('Content-Type'))) {
        if (state) state.failedAnswer = response;
        // Thrown here, NetworkFirst treats it like a failed fetch and looks in the cache.
        throw new Error(`Data read answered ${response.status} (${response.headers.get('Content-Type') ?? 'no type'}): not the server's answer`);
      }
      return response;
    },
    cachedResponseWillBeUsed: async ({ cachedResponse, state }: { cachedResponse?: A | null; state?: PluginState }): Promise<A | null | undefined> => {
      if (cachedResponse && state) state.cached = cachedResponse;
      return cachedResponse;
    },
    handlerDidError: async ({ state }: { state?: PluginState }): Promise<A | undefined> => state?.failedAnswer as A | undefined,
    handlerWillRespond: async ({ event, response, state }: { event?: E; response: A; state?: PluginState }): Promise<A> => {
      if (state?.cached === response) report(event, 'cache');
      else if (state?.failedAnswer !== response) report(event, 'network');
      return response;
    },
  };
}

function canonicalJson(text: string | null): string {
  if (!text) return '{}';
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * The cache key of a GraphQL GET. Apollo's persisted queries first ask with the query's hash only,
 * and again with the full query text when the server does not know the hash yet (e.g. after a
 * restart); both URLs name the same read. The key keeps what decides the answer (operation name,
 * variables in a canonical order, the query's hash or, without one, its text) so a read cached
 * under one URL is found under the other. Other URLs are returned unchanged.
 */
export function graphqlCacheKey(href: string): string {
  const url = new URL(href);
  if (url.pathname !== '/graphql' && url.pathname !== '/graphql/') return href;
  const params = url.searchParams;
  let hash = '';
  try {
    const extensions = JSON.parse(params.get('extensions') || '{}') as { persistedQuery?: { sha256Hash?: unknown } };
    if (typeof extensions?.persistedQuery?.sha256Hash === 'string') hash = extensions.persistedQuery.sha256Hash;
  } catch {
    // not JSON: no hash
  }
  const query = (params.get('query') ?? '').replace(/\s+/g, ' ').trim();
  if (!hash && !query) return href;
  const key = new URL('/graphql', url.origin);
  key.searchParams.set('operationName', params.get('operationName') ?? '');
  key.searchParams.set('variables', canonicalJson(params.get('variables')));
  if (hash) key.searchParams.set('sha256Hash', hash);
  else key.searchParams.set('query', query);
  return key.href;
}
