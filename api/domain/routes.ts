// The site's pages and paths, written once: the public pages and the admin routes, the paths that
// are never pages, and the public read lists. The web router (web/routes.tsx), the admin nav, the
// server's page handling and sitemap (api/http/pages.ts, api/http/seo.ts, api/domain/site.ts), the
// prepared-bytes cache (api/http/publicCache.ts) and the service worker (web/pwa/cachePolicy.ts)
// are all derived from these tables. A public page may depend on some query parameters; any other
// parameter (utm_source and the like) changes nothing, so the server renders and keeps one copy
// per path and these parameters only.

/** Where the admin area lives: its pages, and its API and session calls. */
export const ADMIN_ROOT = '/admin';
const ADMIN_API_ROOT = '/api/admin';

/**
 * A public page: rendered on the server, and kept by the service worker for offline reading
 * (network first; the idle site caching fetches what the sitemap lists).
 */
export interface PublicPageRoute {
  area: 'public';
  path: string;
  /**
   * Where its title and description come from: 'fixed' text in api/domain/site.ts (and the page is
   * listed in the sitemap with that text's date), or the 'content' it shows (providerMeta).
   */
  meta: 'fixed' | 'content';
  /** Query parameters the page's content depends on (kept in its cache key, the rest dropped). */
  query?: readonly string[];
}

/**
 * An admin page: rendered in the browser only (the server sends the empty shell for these paths,
 * and the not-found page for any other path under /admin), online only, one kept shell for all.
 */
export interface AdminRoute {
  area: 'admin';
  path: string;
  /** Its label in the admin nav (listed in this table's order); routes without one are reached from a page. */
  nav?: string;
  /** Reached without a session (the login page): drawn without the protected admin layout. */
  noSession?: true;
}

export type SiteRoute = PublicPageRoute | AdminRoute;

/**
 * Every page of the site. The public ones are listed in this order in the sitemap; the component
 * that draws each route is named under the same key in web/routes.tsx (and an admin nav entry's
 * icon in the admin layout).
 */
export const ROUTES = {
  home: { area: 'public', path: '/', meta: 'fixed' },
  providers: { area: 'public', path: '/providers', meta: 'fixed' },
  provider: { area: 'public', path: '/providers/:slug', meta: 'content' },
  resources: { area: 'public', path: '/resources', meta: 'fixed', query: ['filter'] },
  contact: { area: 'public', path: '/contact', meta: 'fixed', query: ['sent'] },
  faq: { area: 'public', path: '/faq', meta: 'fixed' },
  about: { area: 'public', path: '/about', meta: 'fixed' },
  privacy: { area: 'public', path: '/privacy', meta: 'fixed' },
  terms: { area: 'public', path: '/terms', meta: 'fixed' },
  affiliateDisclosure: { area: 'public', path: '/affiliate-disclosure', meta: 'fixed' },
  adminDashboard: { area: 'admin', path: ADMIN_ROOT, nav: 'Dashboard' },
  adminLogin: { area: 'admin', path: '/admin/login', noSession: true },
  adminProviders: { area: 'admin', path: '/admin/providers', nav: 'Providers' },
  adminProviderAdd: { area: 'admin', path: '/admin/providers/add' },
  adminProviderEdit: { area: 'admin', path: '/admin/providers/edit/:id' },
  adminProviderRoute: { area: 'admin', path: '/admin/providers/route/:id' },
  adminResources: { area: 'admin', path: '/admin/resources', nav: 'Resources' },
  adminFaqs: { area: 'admin', path: '/admin/faqs', nav: 'FAQs' },
  adminContacts: { area: 'admin', path: '/admin/contacts', nav: 'Contacts' },
  adminAdSpots: { area: 'admin', path: '/admin/adspots', nav: 'Ad Spots' },
} as const satisfies Record<string, SiteRoute>;

type Routes = typeof ROUTES;
type RouteKey = keyof Routes;
/** The keys of the routes that have a shape. */
type KeysWhere<Shape> = { [K in RouteKey]: Routes[K] extends Shape ? K : never }[RouteKey];

export type PublicPageKey = KeysWhere<{ area: 'public' }>;
/** The pages whose title and description are fixed text (api/domain/site.ts). */
export type FixedPageKey = KeysWhere<{ meta: 'fixed' }>;
export type FixedPagePath = Routes[FixedPageKey]['path'];
export type AdminRouteKey = KeysWhere<{ area: 'admin' }>;
export type AdminNavKey = KeysWhere<{ nav: string }>;

const routeKeys = Object.keys(ROUTES) as RouteKey[];
const keysWhere = <K extends RouteKey>(test: (route: SiteRoute) => boolean) => routeKeys.filter((key) => test(ROUTES[key])) as K[];
const pageKeys = keysWhere<PublicPageKey>((route) => route.area === 'public');
const adminKeys = keysWhere<AdminRouteKey>((route) => route.area === 'admin');

export const PUBLIC_PAGES = Object.fromEntries(pageKeys.map((key) => [key, ROUTES[key]])) as { [K in PublicPageKey]: Routes[K] };
export const ADMIN_ROUTES = Object.fromEntries(adminKeys.map((key) => [key, ROUTES[key]])) as { [K in AdminRouteKey]: Routes[K] };

export const PUBLIC_PAGE_PATHS = Object.fromEntries(pageKeys.map((key) => [key, ROUTES[key].path])) as { [K in PublicPageKey]: Routes[K]['path'] };

export const FIXED_PAGE_KEYS = keysWhere<FixedPageKey>((route) => route.area === 'public' && route.meta === 'fixed');

/** Query parameters a page's content depends on, by path. */
export const PAGE_QUERY_PARAMS: Partial<Record<string, readonly string[]>> = Object.fromEntries(
  pageKeys.flatMap((key) => {
    const page: PublicPageRoute = ROUTES[key];
    return page.query ? [[page.path, page.query]] : [];
  }),
);

/** The admin nav's entries, in order. */
export const ADMIN_NAV = adminKeys.flatMap((key) => {
  const route: AdminRoute = ROUTES[key];
  return route.nav ? [{ key: key as AdminNavKey, label: route.nav, path: route.path }] : [];
});

/** A route pattern ('/providers/:slug') as a test of a path, a trailing slash allowed. */
function routePattern(path: string): RegExp {
  return new RegExp(`^${path === '/' ? '' : withSegments(path)}/?$`);
}

/** A route's path with each ':name' as any one segment. */
const withSegments = (path: string) => path.replace(/:[^/]+/g, '[^/]+');

const ADMIN_PAGE_PATTERNS = adminKeys.map((key) => routePattern(ROUTES[key].path));

/** Whether a path is one of the admin pages the web app routes (anything else under /admin is not found). */
export function isAdminPage(pathname: string): boolean {
  return ADMIN_PAGE_PATTERNS.some((re) => re.test(pathname));
}

const under = (root: string, pathname: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The admin area (online-only, never cached in public): its pages, its API and the session calls. */
export function isAdminPath(pathname: string): boolean {
  return under(ADMIN_ROOT, pathname) || under(ADMIN_API_ROOT, pathname);
}

/**
 * The public read lists of the REST API, answered from prepared bytes by the server and
 * network-first with a cache fallback by the service worker.
 */
const PUBLIC_REST_LISTS = ['/api/providers', '/api/resources', '/api/faqs', '/api/adspots/location/:location'] as const;

/** A public REST list's path (no query string). */
export const PUBLIC_REST_LIST = new RegExp(`^(${PUBLIC_REST_LISTS.map(withSegments).join('|')})/?$`);

/** Top-level folders that are never pages (the API, files), and files at the root the server or the build writes. */
const NOT_PAGE_ROOTS = ['api', 'graphql', 'uploads', 'assets', 'ad-frame', 'healthz', 'icons', 'demo'];
const SITE_FILES = ['sw.js', 'manifest.webmanifest', 'robots.txt', 'sitemap.xml', 'favicon.ico'];

/**
 * Paths that are never pages, a query string allowed after them: a navigation there is not the
 * app's, and the server never looks for a rendered page under them.
 */
export const NOT_PAGE_PATHS: readonly RegExp[] = [
  new RegExp(`^/(${NOT_PAGE_ROOTS.join('|')})(/|\\?|$)`, 'i'),
  new RegExp(`^/(${SITE_FILES.map((file) => file.replace(/\./g, '\\.')).join('|')})(\\?|$)`),
];

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
