// Pages: every navigation goes to the network first, for a short time, then to the page kept on
// the device (the server renders each page; the pages visited are kept, and every public page
// once the browser is idle after a first visit, ./siteCaching.ts); a proxy's 5xx or a captive
// portal's page counts as no answer; a page answered from the device is marked so it can say so;
// a page never kept says so (the worker's own page, ../policy/offlinePage.ts).
// A new offline route for a page goes in registerPages, before the catch-all navigation route.
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { NETWORK_TIMEOUT_SECONDS } from '../policy/answers';
import { notSavedPageCsp, notSavedPageHtml, NOT_SAVED_PAGE_SCRIPT } from '../policy/offlinePage';
import {
  NAVIGATION_DENYLIST,
  PAGE_EXPIRATION,
  asBrowserRenderedPage,
  isFailedPageAnswer,
  isKeepablePage,
  keptStamp,
  markKeptPage,
  pageCacheKey,
  queryFreePageKey,
} from '../policy/pages';
import { CACHE_NAMES, KEPT_HEADER } from '../protocol';
import { answerWith, type RouteMatch, type RuntimeRoute } from './scope';

export interface Pages {
  /** Network first, then the kept copy; what the site caching fetches through too. */
  strategy: NetworkFirst;
  /** The routes the cache warm-up may replay a page's first reads through. */
  routes: RuntimeRoute[];
}

/**
 * Keeps the server's pages only (see isKeepablePage), stamped with when and by which version;
 * a proxy's 5xx or a captive portal's page (isFailedPageAnswer) counts as no answer: the kept
 * copy is used, and with none that answer as it came.
 */
function pagesPlugin(version: string): WorkboxPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) => {
      const key = pageCacheKey(request.url);
      return key === request.url ? request : new Request(key);
    },
    cacheWillUpdate: async ({ request, response }) =>
      isKeepablePage(response.status, response.headers.get('Cache-Control'), new URL(request.url).pathname)
        ? answerWith(response, response.body, (headers) => headers.set(KEPT_HEADER, keptStamp(Date.now(), version)))
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
}

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

/** Registers the navigation route (before the precache route: ./precache.ts). */
export function registerPages(version: string): Pages {
  const strategy = new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [pagesPlugin(version), new ExpirationPlugin(PAGE_EXPIRATION), keptPageNotice],
  });

  const page = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    try {
      return await strategy.handle(options);
    } catch {
      return (await keptForAnotherQuery(options.url)) ?? notSavedPage(options.url);
    }
  };

  registerRoute(new NavigationRoute(page, { denylist: NAVIGATION_DENYLIST }));

  /** A page the page itself read before this worker controlled it (the warm-up), kept as a visit would. */
  const pagesRoute: RuntimeRoute = {
    match: ({ request, url, sameOrigin, destination = request.destination }: RouteMatch) =>
      sameOrigin && destination === 'document' && !NAVIGATION_DENYLIST.some((re) => re.test(url.pathname)),
    handler: strategy,
  };
  return { strategy, routes: [pagesRoute] };
}
