// A page URL's one key: its path and only the query parameters its page reads, each value read the
// way the page reads it, so URLs that show the same page share a key and a value the page would not
// show never makes a key of its own. The server's page cache (api/http/pageCatalog.ts) and the
// service worker's kept pages (web/pwa/policy/pages.ts) key on it. Apart from the route table
// (./routes.ts) because the first-load script carries the table, and a page's reading of its
// address can be heavy (the home page's is the trip's rules): only the server and the worker need it.
import { ROUTES, isDecodablePath, publicPageAt, type PublicPageKey, type PublicPageRoute } from './routes';
import { COMPARISON_QUERY_FIELD, resourceTypeKey } from './rules';
import { comparisonSortOf } from './search';
import { canonicalProviderTripParams, canonicalTripParams } from './tripSearch';

/** The home page: its trip search as the trip's rules read it, and the comparison table's order unless it is the listed one. */
function canonicalHomeParams(kept: URLSearchParams): URLSearchParams {
  const key = canonicalTripParams(kept);
  const sort = comparisonSortOf(kept);
  if (sort !== 'listed') key.set(COMPARISON_QUERY_FIELD, sort);
  return key;
}

/** The resources page compares its filter without case: 'hotels' and 'HOTELS' are one page. */
function canonicalResourceFilter(kept: URLSearchParams): URLSearchParams {
  const filter = kept.get('filter');
  return new URLSearchParams(filter ? { filter: resourceTypeKey(filter) } : {});
}

/** The contact page reads only ?sent=1 (the thank-you after a post without scripts); any other value is the plain page. */
function canonicalContactParams(kept: URLSearchParams): URLSearchParams {
  return new URLSearchParams(kept.get('sent') === '1' ? { sent: '1' } : {});
}

/**
 * How a page reads its query parameters (its ROUTES row's `query`) when not every value makes a page
 * of its own: what it returns is the key's query (values the page would not show dropped, or
 * replaced by what the page shows for them).
 */
export const PAGE_CANONICAL: { readonly [K in PublicPageKey]?: (kept: URLSearchParams) => URLSearchParams } = {
  home: canonicalHomeParams,
  provider: canonicalProviderTripParams,
  resources: canonicalResourceFilter,
  contact: canonicalContactParams,
};

/** A URL's path (trailing slash dropped) and only the query parameters its page reads, in a fixed order. */
export function normalizePageUrl(url: string): { pathname: string; search: string; key: string } {
  const parsed = new URL(url, 'http://localhost');
  let pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  // A broken percent-encoding ('/providers/%E0%A4') is taken literally: the router can read it,
  // and no page has that name.
  if (!isDecodablePath(pathname)) pathname = pathname.replace(/%/g, '%25');
  const pageKey = publicPageAt(pathname);
  const page: PublicPageRoute | undefined = pageKey && ROUTES[pageKey];
  const canonical = pageKey && PAGE_CANONICAL[pageKey];
  let kept = new URLSearchParams();
  for (const name of page?.query ?? []) {
    // A page's own reading gets every value of a parameter (the home search box sent without
    // scripts names the party twice); otherwise the first one is the page's.
    const values = canonical ? parsed.searchParams.getAll(name) : [parsed.searchParams.get(name)];
    for (const value of values) if (value !== null && value !== '') kept.append(name, value);
  }
  if (canonical) kept = canonical(kept);
  const search = kept.size ? `?${kept.toString()}` : '';
  return { pathname, search, key: pathname + search };
}
