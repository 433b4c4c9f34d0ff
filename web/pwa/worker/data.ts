// Public data reads (GraphQL GET queries, the public REST lists): network-first (3 s) with a cache
// fallback, also when the answer is a proxy's 5xx or a captive portal's page, and the page is told
// when it got the cached copy. Requests an admin page makes pass untouched.
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isAdminPath } from '../../../api/domain/routes';
import { NETWORK_TIMEOUT_SECONDS, isPubliclyCacheable } from '../policy/answers';
import { DATA_EXPIRATION, dataFallbackPlugin, graphqlCacheKey, isPublicDataRequest } from '../policy/data';
import { CACHE_NAMES, SW_MESSAGES, type DataSource } from '../protocol';
import { worker, type RuntimeRoute } from './scope';

/** Keeps only answers the server marked public (never a signed-in admin's private answers). */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPubliclyCacheable(response.status, response.headers.get('Cache-Control')) ? response : null),
};

/** The hash-only and the full-query URL of one persisted GraphQL query share a cache entry. */
const graphqlKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = graphqlCacheKey(request.url);
    return key === request.url ? request : new Request(key, { headers: request.headers });
  },
};

/**
 * Tells the page that made a read where its answer came from, so it can say that what it shows
 * may be out of date although the device seems online (OfflineBanner).
 */
function tellPage(event: ExtendableEvent | undefined, source: DataSource): void {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  if (!clientId) return; // e.g. the first visit's warm-up: no page waits for this answer
  void worker.clients.get(clientId).then((client) => client?.postMessage({ type: SW_MESSAGES.dataSource, source }));
}

/** Requests made by an admin page: straight to the network, never from or into a cache. */
async function fromAdminPage(event: ExtendableEvent | undefined): Promise<boolean> {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  if (!clientId) return false;
  const client = await worker.clients.get(clientId);
  return Boolean(client && isAdminPath(new URL(client.url).pathname));
}

/** Registers the public data route; answers it for the cache warm-up. */
export function registerData(): RuntimeRoute[] {
  const strategy = new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      publicOnly,
      graphqlKey,
      // No purgeOnQuotaError here: the data is what makes the site useful offline and is small. A
      // quota error purges the image and tile caches (their plugins), which frees the room.
      new ExpirationPlugin(DATA_EXPIRATION),
      // Last, so it sees the cached copy the expiration plugin let through.
      dataFallbackPlugin<Response, ExtendableEvent>(tellPage) as WorkboxPlugin,
    ],
  });

  const dataRoute = {
    match: ({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }) => sameOrigin && isPublicDataRequest(url, request.method),
    handler: async (options: RouteHandlerCallbackOptions): Promise<Response> => {
      if (await fromAdminPage(options.event)) return fetch(options.request);
      return strategy.handle(options);
    },
  };
  registerRoute(dataRoute.match, dataRoute.handler);
  return [dataRoute];
}
