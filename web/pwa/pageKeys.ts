// The keys the service worker keeps pages under, read as the server reads a page's address
// (api/domain/pageKeys.ts). The worker's alone: the page's first-load script needs none of it.
import { normalizePageUrl } from '../../api/domain/pageKeys';
import { ADMIN_SHELL_KEY, isAdminPath } from './cachePolicy';

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
