// What the service worker keeps, under which names and for how long, and which requests it may
// answer from a cache. Pure functions shared by the worker (web/pwa/sw.ts), the page (cache
// warm-up) and the unit tests; docs/pwa.md explains the choices.
import { CLICK_QUEUE_KEEP_HOURS } from '../../api/domain/clicks';
import { rootOpenTag } from '../../api/domain/render';
import { ADMIN_ROOT, NOT_PAGE_PATHS, PUBLIC_REST_LIST, isAdminPath } from '../../api/domain/routes';

export { isAdminPath };

/** Runtime caches. Bump a suffix to drop a cache's old content on the next service worker. */
export const CACHE_NAMES = {
  /** Public GraphQL GET queries and the public REST lists. */
  data: 'rdu-rides-data-v1',
  /** Same-origin images: uploads (immutable) and demo images. */
  images: 'rdu-rides-images-v1',
  /**
   * Images from other origins (provider or resource image URLs an admin entered), only those whose
   * site allows CORS (v1 also kept opaque answers: dropped).
   */
  externalImages: 'rdu-rides-external-images-v2',
  /** OpenStreetMap tiles seen on provider route maps, loaded with CORS (v1 held opaque tiles: dropped). */
  mapTiles: 'rdu-rides-map-tiles-v2',
  /** The server-rendered pages visited, and every public page fetched when the browser is idle. */
  pages: 'rdu-rides-pages-v1',
} as const;

const DAY = 24 * 60 * 60;

/** Bounds of every runtime cache: entries beyond maxEntries go least-recently-used first. */
export const EXPIRATION = {
  data: { maxEntries: 150, maxAgeSeconds: 30 * DAY },
  images: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
  externalImages: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
  mapTiles: { maxEntries: 250, maxAgeSeconds: 30 * DAY },
  pages: { maxEntries: 120, maxAgeSeconds: 30 * DAY },
} as const;

/**
 * A page kept for offline reading is fetched again by the idle site caching once it is older than
 * this (a visit refreshes it anyway: navigations go to the network first).
 */
export const SITE_REFRESH_MS = 6 * 60 * 60 * 1000;

/**
 * The pages a first visit keeps before anything else (the main navigation, the FAQ): the worker asks
 * for them as it installs, ahead of the app's files, so a short first visit on a slow phone
 * connection leaves them readable offline; the rest of the site follows (sitemap order, these first).
 */
export const MAIN_PAGES = ['/', '/providers', '/resources', '/contact', '/faq'] as const;

/** A data read or a page waits this long for the network before the cached copy is used. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Background Sync tag under which the page asks the worker to deliver the contact outbox. */
export const OUTBOX_SYNC_TAG = 'rdu-contact-outbox';

/** Messages between the page and the worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING', // workbox-window's messageSkipWaiting() sends this type
  warmCache: 'RDU_WARM_CACHE',
  outboxDelivered: 'RDU_OUTBOX_DELIVERED',
  /** Worker → page: where the answer to one of the page's data reads came from (DataSource). */
  dataSource: 'RDU_DATA_SOURCE',
  /** Page → worker, when the browser is idle: keep every public page for offline reading. */
  cacheSite: 'RDU_CACHE_SITE',
  /** Page → worker, when the page starts and when the connection returns: send the queued booking clicks. */
  replayClicks: 'RDU_REPLAY_CLICKS',
} as const;

/**
 * Booking clicks that found no server (offline, or a proxy's 5xx) wait in this IndexedDB queue
 * (workbox-background-sync) for at most `retentionMinutes`: less than the CLICK_KEY_KEEP_HOURS the server keeps
 * a click's key, so a click sent again after an answer that was lost is still recognised and counts once.
 */
export const CLICK_QUEUE = { name: 'rdu-booking-clicks', retentionMinutes: CLICK_QUEUE_KEEP_HOURS * 60 } as const;

/** A 5xx is a proxy or an outage: the click waits. Any other answer (counted, a repeat, refused, throttled) is final. */
export function isClickRetryAnswer(status: number): boolean {
  return status >= 500;
}

/** What a replay needs of workbox's Queue. */
export interface ClickQueue {
  shiftRequest(): Promise<{ request: Request; timestamp?: number } | undefined>;
  unshiftRequest(entry: { request: Request; timestamp?: number }): Promise<void>;
}

/**
 * Sends the queued clicks, oldest first, each leaving the queue once the server gave a final
 * answer. The first that finds no server goes back to the front, with its first timestamp (so its
 * retention still counts from the click), and the replay throws: Background Sync then tries again
 * later. Resolves to how many left the queue.
 */
export async function replayQueuedClicks(queue: ClickQueue, send: (request: Request) => Promise<Response> = (r) => fetch(r)): Promise<number> {
  let sent = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const response = await send(entry.request.clone()).catch(() => null);
    if (!response || isClickRetryAnswer(response.status)) {
      await queue.unshiftRequest(entry);
      throw new Error(`booking clicks: ${response ? `answered ${response.status}` : 'no answer'}; kept for later`);
    }
    sent++;
  }
  return sent;
}

/**
 * Public reads the worker answers network-first with a cache fallback: GraphQL GET queries and the
 * public REST lists. Never anything under /api/admin.
 */
export function isPublicDataRequest(url: URL, method: string): boolean {
  if (method !== 'GET' || isAdminPath(url.pathname)) return false;
  return url.pathname === '/graphql' || url.pathname === '/graphql/' || PUBLIC_REST_LIST.test(url.pathname);
}

export function isMapTile(url: URL): boolean {
  return url.protocol === 'https:' && /^([abc]\.)?tile\.openstreetmap\.org$/.test(url.hostname);
}

/**
 * Only a 200 answer that the server marked public may be kept: answers for a signed-in admin are
 * 'private, no-store', so they are never cached, and never served from the cache to anyone.
 */
export function isPubliclyCacheable(status: number, cacheControl: string | null): boolean {
  if (status !== 200 || !cacheControl) return false;
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim().split('=')[0]);
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

/**
 * Where the worker's answer to a public data read came from: 'network' (the server answered) or
 * 'cache' (the network failed or was too slow, so the page got the copy kept on the device).
 */
export type DataSource = 'network' | 'cache';

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

/**
 * Navigations the worker must leave to the network (no page of the app): the API, uploads, the ad
 * frames, the worker itself and static files.
 */
export const NAVIGATION_DENYLIST = NOT_PAGE_PATHS;

/** Every admin page is the same empty shell (the browser renders it): one copy is kept for all. */
export const ADMIN_SHELL_KEY = ADMIN_ROOT;

/**
 * Whether a navigation's answer is the server's page to keep: a 200 the server marked public (a
 * captive portal's or a proxy's page is not), or the admin shell (private to the browser, holds no
 * data). Error answers and 404s are not kept.
 */
export function isKeepablePage(status: number, cacheControl: string | null, pathname: string): boolean {
  if (status !== 200) return false;
  if (isAdminPath(pathname)) return true;
  return isPubliclyCacheable(status, cacheControl);
}

/**
 * A navigation's answer that is not the server's page: a 5xx (a proxy or load balancer while the
 * server is down, 511 from a captive portal), or a 200 for a public page that the server did not
 * mark public (a captive portal's or a proxy's own page: the server marks every public page
 * public). The worker then shows the kept copy, and with none the answer as it came (e.g. the
 * portal's sign-in page). A 404 or a redirect is the server's.
 */
export function isFailedPageAnswer(status: number, cacheControl: string | null, pathname: string): boolean {
  if (status >= 500) return true;
  return status === 200 && !isAdminPath(pathname) && !isPubliclyCacheable(status, cacheControl);
}

/**
 * Kept pages carry this header: when and by which version of the worker (its precache) they were
 * kept. The idle site caching fetches again only pages kept long ago or by an older version, whose
 * HTML names scripts a deployment may have removed.
 */
export const KEPT_HEADER = 'X-RDU-Rides-Kept';

export function keptStamp(now: number, version: string): string {
  return `${now} ${version}`;
}

/** Whether a page kept with this stamp is recent enough (and this version's) not to fetch it again. */
export function isKeptRecently(stamp: string | null, version: string, now: number, maxAgeMs = SITE_REFRESH_MS): boolean {
  const [at, keptBy] = (stamp ?? '').split(' ');
  const age = now - Number(at);
  return keptBy === version && Number.isFinite(age) && age >= 0 && age < maxAgeMs;
}

/**
 * A short name for a worker version, from what it precaches (each deployment precaches other
 * files or revisions). Not a security hash: it only tells versions apart.
 */
export function versionOf(manifest: readonly { url: string; revision: string | null }[]): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (const { url, revision } of manifest) {
    for (const ch of `${url} ${revision ?? ''}\n`) {
      hash ^= ch.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The mark the worker puts in a page it answers from its copy (the network failed or was too
 * slow), so the page can say what it shows may be out of date although the device seems online
 * (web/pwa/cachedDataNotice.ts). The copy kept on the device is not changed.
 */
export const KEPT_PAGE_META = 'rdu-rides-kept-page';

/**
 * A page kept for another URL, drawn afresh by the browser from the data it carries instead of
 * hydrated: its markup answers the other URL (the full list, not the search), and hydrating it
 * would be a mismatch.
 */
export function asBrowserRenderedPage(html: string): string {
  return html.replace(rootOpenTag(true), rootOpenTag(false));
}

export function markKeptPage(html: string): string {
  const mark = `<meta name="${KEPT_PAGE_META}" content="">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + mark + html.slice(head.index + head[0].length) : mark + html;
}

/** The same-site page paths a sitemap lists (its locations may name the public origin). */
export function sitemapPaths(xml: string): string[] {
  const paths = new Set<string>();
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    try {
      const url = new URL(match[1].replace(/&amp;/g, '&'));
      if (!isAdminPath(url.pathname)) paths.add(url.pathname + url.search);
    } catch {
      // not a URL: skip it
    }
  }
  return [...paths];
}

export const PAGE_NOT_SAVED_TITLE = 'This page is not saved on this device';
export const PAGE_NOT_SAVED_TEXT = 'You are offline, and this page has not been saved for offline reading yet. It will load when your connection returns.';
export const ADMIN_OFFLINE_PAGE_TEXT = 'You are offline. The admin area works only online.';
export const ADMIN_OFFLINE_PAGE_DETAIL = 'Pages cannot load and changes cannot be saved until the connection returns. This page will load when your connection returns.';

/**
 * The not-saved page's only script: it keeps the page's promise to load when the connection
 * returns (it is the worker's page, not the app's, so nothing else would). Allowed by its hash.
 * It waits a moment and asks again: Chromium can fire 'online' in a page as it is being left for
 * another one, and a reload then would cancel that navigation.
 */
export const NOT_SAVED_PAGE_SCRIPT =
  "addEventListener('online',function(){setTimeout(function(){if(navigator.onLine)location.reload()},1000)});";

/** The not-saved page's CSP: no scripts but its own (by its hash, 'sha256-…'), styles inline. */
export function notSavedPageCsp(scriptHash: string): string {
  return `default-src 'self'; style-src 'unsafe-inline'; script-src ${scriptHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
}

const escapeText = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * What the worker answers for a page it cannot get and has not kept: a small page of its own
 * (styles inline, one script: reload when the connection returns), saying so and linking to the
 * home page, which is kept. Never that the page does not exist: the worker cannot know.
 */
export function notSavedPageHtml(pathname: string): string {
  const admin = isAdminPath(pathname);
  const title = admin ? ADMIN_OFFLINE_PAGE_TEXT : PAGE_NOT_SAVED_TITLE;
  const text = admin ? ADMIN_OFFLINE_PAGE_DETAIL : PAGE_NOT_SAVED_TEXT;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)} | RDU Rides</title><meta name="robots" content="noindex"><meta name="theme-color" content="#1565C0">
<style>body{margin:0;font-family:Roboto,system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1A2233;background:#F7F9FC}header{background:#fff;border-bottom:1px solid #e0e0e0;padding:14px 20px;font-weight:800;font-size:1.3rem}header a{color:inherit;text-decoration:none}header span{color:#1565C0}main{max-width:560px;margin:0 auto;padding:64px 20px;text-align:center}h1{font-size:1.6rem;margin:0 0 16px}p{color:#4A5568;line-height:1.6}a.button{display:inline-block;margin-top:24px;background:#1565C0;color:#fff;padding:12px 24px;border-radius:10px;text-decoration:none;font-weight:600}a.button:focus-visible{outline:3px solid #1565C0;outline-offset:2px}</style></head>
<body><header><a href="/">RDU<span> Rides</span></a></header><main><h1>${escapeText(title)}</h1><p>${escapeText(text)}</p><a class="button" href="/">Go to the home page</a></main><script>${NOT_SAVED_PAGE_SCRIPT}</script></body></html>`;
}
