/// <reference lib="webworker" />
// The service worker (built by InjectManifest into /sw.js; type-checked with web/pwa/tsconfig.sw.json).
// - Precache: the public app's code, styles, fonts and icons (admin code left out, see
//   webpack.config.js).
// - Pages: every navigation goes to the network first, for a short time, then to the page kept on
//   the device (the server renders each page; the pages visited are kept, and every public page
//   once the browser is idle after a first visit); a proxy's 5xx or a captive portal's page counts
//   as no answer; a page answered from the device is marked so it can say so; a page never kept
//   says so.
// - Runtime: public data reads network-first (3 s) with a cache fallback, also when the answer is a
//   proxy's 5xx or a captive portal's page, and the page is told when it got the cached copy;
//   images and map tiles from the cache once seen (never opaque answers); bounded caches with
//   expiry. Admin calls pass untouched.
// - The contact outbox is delivered by Background Sync when the connection returns (the same
//   transport and key as the page's send).
// - Booking clicks (the page's beacons) go to the network only; one that finds no server is
//   queued and sent when the connection returns, once (its own key travels with it).
// - A new version waits until the visitor accepts it (SKIP_WAITING from the page).
// docs/pwa.md describes all of it and how to change it.
import { Queue } from 'workbox-background-sync';
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CLICK_PATH } from '../../api/domain/clicks';
import {
  CACHE_NAMES,
  CLICK_QUEUE,
  type DataSource,
  EXPIRATION,
  KEPT_HEADER,
  MAIN_PAGES,
  asBrowserRenderedPage,
  NAVIGATION_DENYLIST,
  NETWORK_TIMEOUT_SECONDS,
  NOT_SAVED_PAGE_SCRIPT,
  OUTBOX_SYNC_TAG,
  SW_MESSAGES,
  dataFallbackPlugin,
  graphqlCacheKey,
  isAdminPath,
  isClickRetryAnswer,
  isFailedPageAnswer,
  isKeepablePage,
  isKeptRecently,
  isMapTile,
  isPubliclyCacheable,
  isPublicDataRequest,
  keptStamp,
  markKeptPage,
  notSavedPageCsp,
  notSavedPageHtml,
  replayQueuedClicks,
  sitemapPaths,
  versionOf,
} from './cachePolicy';
import { pageCacheKey, queryFreePageKey } from './pageKeys';
import { createContactOutbox } from './contactDelivery';
import { IndexedDbOutboxStore } from './outboxStore';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// ---- Precache ----------------------------------------------------------------------------------

// Old precached files stay until this worker activates, so a page still on the previous version
// can load its chunks until the visitor accepts the update. (InjectManifest fills in the one
// self.__WB_MANIFEST.)
const PRECACHED = self.__WB_MANIFEST;

// First visit: the main pages before the app's files. Added before the precache's own install
// listener, so these few requests go out first; then the app's hashed files all at once into the
// HTTP cache, which the precache (one file at a time, a round trip each: over a minute's worth of
// waiting on a slow phone link) then reads. A failure only leaves a page for the site caching.
self.addEventListener('install', (event) => {
  const mainPages = MAIN_PAGES.map((path) => new URL(path, self.location.origin).href);
  event.waitUntil(
    keepPages(event, mainPages, mainPages.length).then(() =>
      Promise.allSettled(
        PRECACHED.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.revision ? [] : [entry.url])).map((url) => fetch(url, { credentials: 'same-origin' })),
      ),
    ),
  );
});

precache(PRECACHED);
/** This deployment's worker, told apart by what it precaches (kept pages record it). */
const WORKER_VERSION = versionOf(PRECACHED);
cleanupOutdatedCaches();
// The first worker controls the page that installed it, so the reads of that first visit go
// through it (the page also hands over what it read before: SW_MESSAGES.warmCache).
clientsClaim();

// ---- Pages: network first (3 s), then the kept copy ---------------------------------------------

/** The same answer with other headers and body (a page's length and encoding change with it). */
function answerWith(response: Response, body: BodyInit | null, change: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  change(headers);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Keeps the server's pages only (see isKeepablePage), stamped with when and by which version;
 * a proxy's 5xx or a captive portal's page (isFailedPageAnswer) counts as no answer: the kept
 * copy is used, and with none that answer as it came.
 */
const pagesPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const key = pageCacheKey(request.url);
    return key === request.url ? request : new Request(key);
  },
  cacheWillUpdate: async ({ request, response }) =>
    isKeepablePage(response.status, response.headers.get('Cache-Control'), new URL(request.url).pathname)
      ? answerWith(response, response.body, (headers) => headers.set(KEPT_HEADER, keptStamp(Date.now(), WORKER_VERSION)))
      : null,
  fetchDidSucceed: async ({ request, response, state }) => {
    if (isFailedPageAnswer(response.status, response.headers.get('Cache-Control'), new URL(request.url).pathname)) {
      if (state) state.failedAnswer = response;
      throw new Error(`Page answered ${response.status} (${response.headers.get('Cache-Control') ?? 'no Cache-Control'}): a proxy or a portal, not the page`);
    }
    return response;
  },
  handlerDidError: async ({ state }) => state?.failedAnswer as Response | undefined,
};

/**
 * Marks a page answered from the device (markKeptPage): the page then says that what it shows may
 * be out of date, also when the device seems online (a server too slow, a proxy, a portal). Last
 * in the list, so it sees the copy the expiration plugin let through.
 */
const keptPageNotice: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (cachedResponse && state) state.kept = cachedResponse;
    return cachedResponse;
  },
  handlerWillRespond: async ({ response, state }) =>
    state?.kept === response && /text\/html/i.test(response.headers.get('Content-Type') ?? '')
      ? answerWith(response, markKeptPage(await response.text()), () => undefined)
      : response,
};

const pagesStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [pagesPlugin, new ExpirationPlugin(EXPIRATION.pages), keptPageNotice],
});

let notSavedScriptHash: Promise<string> | null = null;

/** The CSP source of the not-saved page's one script ('sha256-…'), computed once. */
function notSavedScriptSource(): Promise<string> {
  return (notSavedScriptHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(NOT_SAVED_PAGE_SCRIPT))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`));
}

/** A page neither the network nor the device has: say so, with a way home (the home page is kept). */
async function notSavedPage(url: URL): Promise<Response> {
  return new Response(notSavedPageHtml(url.pathname), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': notSavedPageCsp(await notSavedScriptSource()) },
  });
}

/** A search URL never kept (a shared link opened offline): the page kept without the search, which answers it in the browser. */
async function keptForAnotherQuery(url: URL): Promise<Response | null> {
  const key = queryFreePageKey(url.href);
  const kept = key ? await caches.match(key, { cacheName: CACHE_NAMES.pages }) : undefined;
  if (!kept) return null;
  return answerWith(kept, asBrowserRenderedPage(markKeptPage(await kept.text())), () => undefined);
}

async function page(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await pagesStrategy.handle(options);
  } catch {
    return (await keptForAnotherQuery(options.url)) ?? notSavedPage(options.url);
  }
}

// Navigations first (before the precache route).
registerRoute(new NavigationRoute(page, { denylist: NAVIGATION_DENYLIST }));
addRoute();

/**
 * Every public page for offline reading, listed by the sitemap (the site is small), asked for by
 * the page once the browser is idle after a visit. A page kept recently by this version is not
 * fetched again (isKeptRecently); one kept by an older version is, since its HTML names that
 * version's scripts. A page that fails is simply left for next time. One run at a time.
 */
let siteCaching: Promise<number> | null = null;
function cacheSite(event: ExtendableEvent): Promise<number> {
  return (siteCaching ??= keepSite(event).finally(() => {
    siteCaching = null;
  }));
}

async function keepSite(event: ExtendableEvent): Promise<number> {
  try {
    const sitemap = await fetch('/sitemap.xml', { credentials: 'same-origin' });
    if (!sitemap.ok) return 0;
    const kept = await caches.open(CACHE_NAMES.pages);
    const now = Date.now();
    const due: string[] = [];
    for (const path of sitemapPaths(await sitemap.text())) {
      const href = new URL(path, self.location.origin).href;
      const copy = await kept.match(pageCacheKey(href));
      if (!isKeptRecently(copy?.headers.get(KEPT_HEADER) ?? null, WORKER_VERSION, now)) due.push(href);
    }
    const main = new Set(MAIN_PAGES.map((path) => new URL(path, self.location.origin).href));
    return await keepPages(event, [...due.filter((href) => main.has(href)), ...due.filter((href) => !main.has(href))]);
  } catch {
    return 0; // offline or no sitemap: next time
  }
}

/** Fetches and keeps these pages, a few at a time (the visitor may be using the connection too); how many were kept. */
async function keepPages(event: ExtendableEvent, hrefs: string[], atOnce = 3): Promise<number> {
  let fetched = 0;
  for (let i = 0; i < hrefs.length; i += atOnce) {
    const batch = await Promise.allSettled(hrefs.slice(i, i + atOnce).map((href) => pagesStrategy.handle({ event, request: new Request(href, { credentials: 'same-origin' }) })));
    fetched += batch.filter((r) => r.status === 'fulfilled' && r.value.ok).length;
  }
  return fetched;
}

// ---- Public data: network-first, 3 s, then the cache ----------------------------------------

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
  void self.clients.get(clientId).then((client) => client?.postMessage({ type: SW_MESSAGES.dataSource, source }));
}

const dataStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.data,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: { ignoreVary: true },
  plugins: [
    publicOnly,
    graphqlKey,
    // No purgeOnQuotaError here: the data is what makes the site useful offline and is small. A
    // quota error purges the image and tile caches (their plugins), which frees the room.
    new ExpirationPlugin(EXPIRATION.data),
    // Last, so it sees the cached copy the expiration plugin let through.
    dataFallbackPlugin<Response, ExtendableEvent>(tellPage) as WorkboxPlugin,
  ],
});

/** Requests made by an admin page: straight to the network, never from or into a cache. */
async function fromAdminPage(event: ExtendableEvent | undefined): Promise<boolean> {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  if (!clientId) return false;
  const client = await self.clients.get(clientId);
  return Boolean(client && isAdminPath(new URL(client.url).pathname));
}

const dataRoute = {
  match: ({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }) =>
    sameOrigin && isPublicDataRequest(url, request.method),
  handler: async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    if (await fromAdminPage(options.event)) return fetch(options.request);
    return dataStrategy.handle(options);
  },
};
registerRoute(dataRoute.match, dataRoute.handler);

// ---- Images and map tiles ------------------------------------------------------------------

/** What a route matches on; `destination` stands in for a warm-up request's (which has none). */
interface RouteMatch {
  url: URL;
  request: Request;
  sameOrigin: boolean;
  destination?: RequestDestination;
}

// Only complete answers are kept, never opaque ones: Chrome counts each opaque answer as several
// MB of quota, and an error page hidden in an opaque answer would be kept for 30 days.
const ok200 = new CacheableResponsePlugin({ statuses: [200] });
const imageExpiration = new ExpirationPlugin({ ...EXPIRATION.images, purgeOnQuotaError: true });

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
    plugins: [ok200, new ExpirationPlugin({ ...EXPIRATION.mapTiles, purgeOnQuotaError: true })],
  }),
};
registerRoute(tilesRoute.match, tilesRoute.handler);

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

const externalImagesRoute = {
  match: ({ request, sameOrigin, destination = request.destination }: RouteMatch) => !sameOrigin && destination === 'image',
  handler: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.externalImages,
    matchOptions: { ignoreVary: true },
    plugins: [corsFirst, ok200, new ExpirationPlugin({ ...EXPIRATION.externalImages, purgeOnQuotaError: true })],
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

// ---- Booking clicks: network only, queued when no server answers -------------------------------

let clickReplay: Promise<number> | null = null;

/** One replay at a time: Background Sync and the page's message may ask together. */
function replayClicks(queue: Queue): Promise<number> {
  return (clickReplay ??= replayQueuedClicks(queue).finally(() => {
    clickReplay = null;
  }));
}

// Background Sync fires when the connection returns, also with no tab open; a browser without it
// replays when the worker starts, and every page asks when it starts and comes back online.
const clickQueue = new Queue(CLICK_QUEUE.name, { maxRetentionTime: CLICK_QUEUE.retentionMinutes, onSync: async ({ queue }) => void (await replayClicks(queue)) });

/**
 * No answer, or a proxy's 5xx: the click is queued with its body (and so its key) and the page is
 * told 202 as if it had been counted; the beacon reads no answer anyway.
 */
const queueClickWithoutServer: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (isClickRetryAnswer(response.status)) throw new Error(`Booking click answered ${response.status}: kept for later`);
    return response;
  },
  fetchDidFail: async ({ originalRequest }) => {
    await clickQueue.pushRequest({ request: originalRequest });
  },
  handlerDidError: async () =>
    new Response(JSON.stringify({ counted: false, reason: 'queued' }), { status: 202, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } }),
};
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === CLICK_PATH, new NetworkOnly({ plugins: [queueClickWithoutServer] }), 'POST');

const pagesRoute = {
  match: ({ request, url, sameOrigin, destination = request.destination }: RouteMatch) =>
    sameOrigin && destination === 'document' && !NAVIGATION_DENYLIST.some((re) => re.test(url.pathname)),
  handler: pagesStrategy,
};

const RUNTIME_ROUTES = [pagesRoute, dataRoute, uploadsRoute, localImagesRoute, tilesRoute, externalImagesRoute];

/**
 * The page hands over the reads it made before this worker controlled it (first visit), to be
 * cached exactly as if they had come through the worker. Replies with how many were kept.
 */
async function warmCaches(event: ExtendableMessageEvent, urls: unknown): Promise<number> {
  if (!Array.isArray(urls)) return 0;
  const results = await Promise.allSettled(
    urls.slice(0, 100).map(async (entry) => {
      const [href, init, kind] = (Array.isArray(entry) ? entry : [entry]) as [string, RequestInit | undefined, string | undefined];
      const url = new URL(href, self.location.href);
      const request = new Request(url.href, { ...init, credentials: url.origin === self.location.origin ? 'same-origin' : 'omit' });
      // A Request made here has no destination: the page says which reads were images or pages.
      const destination: RequestDestination = kind === 'image' ? 'image' : kind === 'page' ? 'document' : request.destination;
      const route = RUNTIME_ROUTES.find((r) => r.match({ url, request, sameOrigin: url.origin === self.location.origin, destination }));
      if (!route) throw new Error('not cacheable');
      const handler = route.handler;
      return typeof handler === 'function' ? handler({ request, url, event }) : handler.handle({ request, event });
    }),
  );
  return results.filter((r) => r.status === 'fulfilled').length;
}

// A runtime cache renamed in CACHE_NAMES (e.g. -v1 → -v2) is dropped when this worker takes over.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('rdu-rides-') && !current.has(n)).map((n) => caches.delete(n)))),
  );
});

// ---- Messages from the page ---------------------------------------------------------------

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  } else if (data?.type === SW_MESSAGES.warmCache) {
    const done = warmCaches(event, data.urls).then((cached) => event.ports[0]?.postMessage({ cached }));
    event.waitUntil(done);
  } else if (data?.type === SW_MESSAGES.cacheSite) {
    const done = cacheSite(event).then((kept) => event.ports[0]?.postMessage({ kept }));
    event.waitUntil(done);
  } else if (data?.type === SW_MESSAGES.replayClicks) {
    // A failed replay is no error here: the clicks wait for the next sync or message.
    const done = replayClicks(clickQueue).then(
      (sent) => ({ sent, waiting: false }),
      () => ({ sent: 0, waiting: true }),
    );
    event.waitUntil(done.then((answer) => event.ports[0]?.postMessage(answer)));
  }
});

// ---- Contact outbox: Background Sync ------------------------------------------------------

const outbox = createContactOutbox({ store: new IndexedDbOutboxStore(), isOnline: () => self.navigator.onLine });

async function deliverOutbox(): Promise<void> {
  // A refused message stays for the page to report it to the visitor.
  const report = await outbox.flush({ dropRejected: false });
  if (report.delivered.length) {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const subjects = report.delivered.map((m) => m.input.subject);
    for (const client of windows) client.postMessage({ type: SW_MESSAGES.outboxDelivered, subjects });
  }
  // Rejecting makes the browser try the sync again later.
  if (report.stoppedBy === 'network' || report.stoppedBy === 'unavailable' || report.stoppedBy === 'offline') {
    throw new Error(`contact outbox: ${report.pending} message(s) still waiting`);
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverOutbox());
});
