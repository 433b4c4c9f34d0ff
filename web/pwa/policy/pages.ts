// Pages kept for offline reading: which navigations are pages, which answers are the server's page
// to keep, the keys they are kept under (read as the server reads a page's address,
// api/domain/pageKeys.ts), when the idle site caching fetches one again, and the marks the worker
// puts in a page it answers from the device. Read by the worker (web/pwa/worker/pages.ts) and the
// unit tests; the page's first-load script needs none of it.
import { normalizePageUrl } from '../../../api/domain/pageKeys';
import { rootOpenTag } from '../../../api/domain/render';
import { ADMIN_ROOT, NOT_PAGE_PATHS, isAdminPath } from '../../../api/domain/routes';
import { KEPT_PAGE_META } from '../protocol';
import { DAY_SECONDS, isPubliclyCacheable } from './answers';

/** Bounds of the pages cache: entries beyond maxEntries go least-recently-used first. */
export const PAGE_EXPIRATION = { maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS } as const;

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

/**
 * Navigations the worker must leave to the network (no page of the app): the API, uploads, the ad
 * frames, the worker itself and static files.
 */
export const NAVIGATION_DENYLIST = NOT_PAGE_PATHS;

/** Every admin page is the same empty shell (the browser renders it): one copy is kept for all. */
export const ADMIN_SHELL_KEY = ADMIN_ROOT;

/**
 * The key a page is kept under: its path and only the query parameters the page reads (so
 * ?utm_source=... finds the saved page); one key for every admin page (the shell).
 */
export function pageCacheKey(href: string): string {
  const url = new URL(href);
  if (isAdminPath(url.pathname)) return new URL(ADMIN_SHELL_KEY, url.origin).href;
  return new URL(normalizePageUrl(url.pathname + url.search).key, url.origin).href;
}

/**
 * For a page URL with query parameters its page reads and no copy of its own (a shared search link
 * opened offline): the key of the same page kept without them, whose script can answer the query
 * from the data it holds. Null when the URL has no such parameters.
 */
export function queryFreePageKey(href: string): string | null {
  const url = new URL(href);
  if (!url.search || isAdminPath(url.pathname)) return null;
  const bare = pageCacheKey(url.origin + url.pathname);
  return bare === pageCacheKey(href) ? null : bare;
}

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

/** The KEPT_HEADER value of a page kept now by this version of the worker. */
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
 * A page kept for another URL, drawn afresh by the browser from the data it carries instead of
 * hydrated: its markup answers the other URL (the full list, not the search), and hydrating it
 * would be a mismatch.
 */
export function asBrowserRenderedPage(html: string): string {
  return html.replace(rootOpenTag(true), rootOpenTag(false));
}

/** Puts KEPT_PAGE_META in a page answered from the device (the copy kept is not changed). */
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
