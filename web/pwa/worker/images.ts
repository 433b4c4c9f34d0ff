// Images, map tiles and ad frames: images and tiles from the cache once seen (never opaque
// answers), bounded caches with expiry; an ad frame offline is an empty frame.
import type { WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { IMAGE_EXPIRATION, isMapTile } from '../policy/images';
import { CACHE_NAMES } from '../protocol';
import type { RouteMatch, RuntimeRoute } from './scope';

/** Sites seen answering without CORS while this worker runs: asked as the page asked, not kept. */
const sitesWithoutCors = new Set<string>();

/**
 * Images an admin linked from other sites. The page loads them without CORS (an opaque answer the
 * worker must not keep), so the worker asks for the image with CORS instead and keeps it when the
 * site allows that. A site that does not is asked the page's way, and its images are not kept: an
 * image never kept fails offline and the page shows its coloured placeholder.
 */
const corsFirst: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && !sitesWithoutCors.has(new URL(request.url).origin)
      ? new Request(request.url, { mode: 'cors', credentials: 'omit', referrerPolicy: request.referrerPolicy })
      : request,
  // No copy and the CORS request failed: the site may not allow CORS (or the network is down).
  handlerDidError: async ({ request }) => {
    if (request.mode !== 'no-cors') return undefined;
    try {
      const response = await fetch(request);
      if (response.type === 'opaque') sitesWithoutCors.add(new URL(request.url).origin);
      return response;
    } catch {
      return undefined; // offline: the page shows its placeholder
    }
  },
};

/** Registers the image, tile and ad-frame routes; answers the ones the cache warm-up may use. */
export function registerImages(): RuntimeRoute[] {
  // Only complete answers are kept, never opaque ones: Chrome counts each opaque answer as several
  // MB of quota, and an error page hidden in an opaque answer would be kept for 30 days.
  const ok200 = new CacheableResponsePlugin({ statuses: [200] });
  const imageExpiration = new ExpirationPlugin({ ...IMAGE_EXPIRATION.images, purgeOnQuotaError: true });

  // Uploads have content-addressed names: once seen, the cached copy is the copy.
  const uploadsRoute = {
    match: ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && url.pathname.startsWith('/uploads/'),
    handler: new CacheFirst({ cacheName: CACHE_NAMES.images, plugins: [ok200, imageExpiration] }),
  };
  registerRoute(uploadsRoute.match, uploadsRoute.handler);

  // Other same-origin images (demo images) may change under the same name: show the cached copy at
  // once and refresh it in the background.
  const localImagesRoute = {
    match: ({ request, sameOrigin, destination = request.destination }: RouteMatch) => sameOrigin && destination === 'image',
    handler: new StaleWhileRevalidate({ cacheName: CACHE_NAMES.images, plugins: [ok200, imageExpiration] }),
  };
  registerRoute(localImagesRoute.match, localImagesRoute.handler);

  // Map tiles: the TileLayer asks with crossOrigin="anonymous" and OpenStreetMap answers with CORS
  // headers, so a tile is a real 200 (an error tile or an opaque one is not kept).
  const tilesRoute = {
    match: ({ url }: { url: URL }) => isMapTile(url),
    handler: new CacheFirst({
      cacheName: CACHE_NAMES.mapTiles,
      matchOptions: { ignoreVary: true },
      plugins: [ok200, new ExpirationPlugin({ ...IMAGE_EXPIRATION.mapTiles, purgeOnQuotaError: true })],
    }),
  };
  registerRoute(tilesRoute.match, tilesRoute.handler);

  const externalImagesRoute = {
    match: ({ request, sameOrigin, destination = request.destination }: RouteMatch) => !sameOrigin && destination === 'image',
    handler: new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.externalImages,
      matchOptions: { ignoreVary: true },
      plugins: [corsFirst, ok200, new ExpirationPlugin({ ...IMAGE_EXPIRATION.externalImages, purgeOnQuotaError: true })],
    }),
  };
  registerRoute(externalImagesRoute.match, externalImagesRoute.handler);

  // Ad frames offline: an empty frame instead of the browser's error page inside the ad slot.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/ad-frame/'),
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async () =>
            new Response('<!doctype html><meta charset="utf-8"><title>Ad unavailable offline</title>', {
              status: 503,
              headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
            }),
        },
      ],
    }),
  );

  return [uploadsRoute, localImagesRoute, tilesRoute, externalImagesRoute];
}
