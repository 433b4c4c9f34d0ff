// The site's pages by path, shared by the web router (web/routes.tsx), the server's page handling
// (api/http/pages.ts) and the service worker. A public page may depend on some query parameters;
// any other parameter (utm_source and the like) changes nothing, so the server renders and keeps
// one copy per path and these parameters only.

export const PUBLIC_PAGE_PATHS = {
  home: '/',
  providers: '/providers',
  provider: '/providers/:slug',
  resources: '/resources',
  contact: '/contact',
  faq: '/faq',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  affiliateDisclosure: '/affiliate-disclosure',
} as const;

export type PublicPageKey = keyof typeof PUBLIC_PAGE_PATHS;

/** Query parameters a page's content depends on. */
export const PAGE_QUERY_PARAMS: Partial<Record<string, readonly string[]>> = {
  '/resources': ['filter'],
  '/contact': ['sent'],
};

/** A URL's path (trailing slash dropped) and only the query parameters its page reads, in a fixed order. */
export function normalizePageUrl(url: string): { pathname: string; search: string; key: string } {
  const parsed = new URL(url, 'http://localhost');
  let pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  // A broken percent-encoding ('/providers/%E0%A4') is taken literally: the router can read it,
  // and no page has that name.
  if (!isDecodablePath(pathname)) pathname = pathname.replace(/%/g, '%25');
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS[pathname] ?? []) {
    const value = parsed.searchParams.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const search = kept.size ? `?${kept.toString()}` : '';
  return { pathname, search, key: pathname + search };
}

/** Whether a path's percent-encoding can be read ('/providers/%E0%A4' cannot). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
