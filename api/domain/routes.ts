// The site's pages and paths, written once: the public pages and the admin routes, the paths that
// are never pages, and the public read lists. The web router (web/routes.tsx), the admin nav, the
// server's page handling and sitemap (api/http/pages.ts, api/http/seo.ts, api/domain/pageMeta.ts), the
// prepared-bytes cache (api/http/publicCache.ts) and the service worker (web/pwa/policy/data.ts)
// are all derived from this table. A public page may depend on some query parameters; any other
// parameter (utm_source and the like) changes nothing, so the server renders and keeps one copy
// per path and these parameters only (how each page reads them: ./pageKeys.ts, kept out of this
// table because the first-load script carries the table).
import type { Capability } from './roles';
import { COMPARISON_QUERY_FIELD, PROVIDER_TRIP_FIELDS, TRIP_QUERY_FIELDS } from './rules';

/** Where the admin area lives: its pages, and its API and session calls. */
export const ADMIN_ROOT = '/admin';
const ADMIN_API_ROOT = '/api/admin';

/**
 * A public page (a row with `meta`): rendered on the server, and kept by the service worker for
 * offline reading (network first; the idle site caching fetches what the sitemap lists).
 */
export interface PublicPageRoute {
  path: string;
  /**
   * Where its title and description come from: 'fixed' text in api/domain/pageMeta.ts (and the page is
   * listed in the sitemap with that text's date), or the 'content' it shows (providerMeta).
   */
  meta: 'fixed' | 'content';
  /**
   * Query parameters the page's content depends on (kept in its cache key, the rest dropped; read
   * as the page reads them by its entry in PAGE_CANONICAL, ./pageKeys.ts).
   */
  query?: readonly string[];
}

/**
 * An admin page (a row under /admin, without `meta`): rendered in the browser only (the server sends the empty shell for these paths,
 * and the not-found page for any other path under /admin), online only, one kept shell for all.
 */
export interface AdminRoute {
  path: string;
  /** Its label in the admin nav (listed in this table's order); routes without one are reached from a page. */
  nav?: string;
  /** Reached without a session (the login page): drawn without the protected admin layout. */
  noSession?: true;
  /**
   * What the page needs beyond any administrator's (api/domain/roles.ts): its nav entry is hidden
   * from a role without it, and the page shows an access-denied state instead.
   */
  capability?: Capability;
}

export type SiteRoute = PublicPageRoute | AdminRoute;

/**
 * Every page of the site. The public ones are listed in this order in the sitemap; the component
 * that draws each route is named under the same key in web/routes.tsx (and an admin nav entry's
 * icon in the admin layout).
 */
export const ROUTES = {
  home: { path: '/', meta: 'fixed', query: [...TRIP_QUERY_FIELDS, COMPARISON_QUERY_FIELD] },
  providers: { path: '/providers', meta: 'fixed' },
  // Opened from a trip answer, it carries the trip its Book Now link is filled with.
  provider: { path: '/providers/:slug', meta: 'content', query: PROVIDER_TRIP_FIELDS },
  resources: { path: '/resources', meta: 'fixed', query: ['filter'] },
  contact: { path: '/contact', meta: 'fixed', query: ['sent'] },
  faq: { path: '/faq', meta: 'fixed' },
  about: { path: '/about', meta: 'fixed' },
  privacy: { path: '/privacy', meta: 'fixed' },
  terms: { path: '/terms', meta: 'fixed' },
  affiliateDisclosure: { path: '/affiliate-disclosure', meta: 'fixed' },
  // The rides a traveller saved on the device (api/domain/arrival.ts): the page is the same for all,
  // its cards come from the browser's storage.
  myArrival: { path: '/my-arrival', meta: 'fixed' },
  adminDashboard: { path: ADMIN_ROOT, nav: 'Dashboard' },
  adminLogin: { path: '/admin/login', noSession: true },
  adminProviders: { path: '/admin/providers', nav: 'Providers' },
  adminProviderAdd: { path: '/admin/providers/add' },
  adminProviderEdit: { path: '/admin/providers/edit/:id' },
  adminProviderRoute: { path: '/admin/providers/route/:id' },
  adminResources: { path: '/admin/resources', nav: 'Resources' },
  adminFaqs: { path: '/admin/faqs', nav: 'FAQs' },
  // What exists at the airport at any hour, shown when no provider fits a trip (issue 35, item 8).
  adminAirportOptions: { path: '/admin/airport-options', nav: 'Airport options' },
  adminContacts: { path: '/admin/contacts', nav: 'Contacts' },
  adminAffiliatePrograms: { path: '/admin/affiliate-programs', capability: 'affiliate' },
  adminPartners: { path: '/admin/partners', nav: 'Partners', capability: 'affiliate' },
  adminAdSpots: { path: '/admin/adspots', nav: 'Ad Spots' },
  // Every change made in the back office (owners; an editor is told it is not theirs to see).
  adminActivity: { path: '/admin/activity', nav: 'Activity', capability: 'audit' },
  adminAccounts: { path: '/admin/accounts', nav: 'Accounts', capability: 'accounts' },
  // One's own password, two-factor sign-in and sessions: reached from the sidebar's account entry.
  adminAccount: { path: '/admin/account' },
} as const satisfies Record<string, SiteRoute>;

type Routes = typeof ROUTES;
type RouteKey = keyof Routes;
/** The keys of the rows that have a shape. */
type KeysWhere<Shape> = { [K in RouteKey]: Routes[K] extends Shape ? K : never }[RouteKey];

export type PublicPageKey = KeysWhere<{ meta: string }>;
/** The pages whose title and description are fixed text (api/domain/pageMeta.ts). */
export type FixedPageKey = KeysWhere<{ meta: 'fixed' }>;
export type FixedPagePath = Routes[FixedPageKey]['path'];
export type AdminRouteKey = Exclude<RouteKey, PublicPageKey>;
export type AdminNavKey = KeysWhere<{ nav: string }>;

// Only these two lists are computed when the module loads: the first-load script carries it.
const routeKeys = Object.keys(ROUTES) as RouteKey[];
/** The public pages, in the table's order. */
export const PUBLIC_PAGE_KEYS = routeKeys.filter((key) => 'meta' in ROUTES[key]) as PublicPageKey[];
/** The admin routes, in the table's order (the admin nav's order). */
export const ADMIN_ROUTE_KEYS = routeKeys.filter((key) => !('meta' in ROUTES[key])) as AdminRouteKey[];

/** The public page at exactly this path (not a pattern such as '/providers/:slug'). */
export function pageKeyAt(pathname: string): PublicPageKey | undefined {
  return PUBLIC_PAGE_KEYS.find((key) => ROUTES[key].path === pathname);
}

/** A route pattern ('/providers/:slug') as a test of a path, a trailing slash allowed. */
const routePattern = (path: string) => new RegExp(`^${path === '/' ? '' : path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The public page a path shows: the one at exactly this path, else the one whose pattern it fits ('/providers/:slug'). */
export function publicPageAt(pathname: string): PublicPageKey | undefined {
  return pageKeyAt(pathname) ?? PUBLIC_PAGE_KEYS.find((key) => ROUTES[key].path.includes(':') && routePattern(ROUTES[key].path).test(pathname));
}

/** Whether a path is one of the admin pages the web app routes (anything else under /admin is not found). */
export function isAdminPage(pathname: string): boolean {
  return ADMIN_ROUTE_KEYS.some((key) => routePattern(ROUTES[key].path).test(pathname));
}

const under = (root: string, pathname: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The admin area (online-only, never cached in public): its pages, its API and the session calls. */
export function isAdminPath(pathname: string): boolean {
  return under(ADMIN_ROOT, pathname) || under(ADMIN_API_ROOT, pathname);
}

/**
 * The public read lists of the REST API (a path, no query string), answered from prepared bytes by
 * the server and network-first with a cache fallback by the service worker.
 */
export const PUBLIC_REST_LIST = /^\/api\/(providers|resources|faqs|airport-options|adspots\/location\/[^/]+)\/?$/;

/**
 * Paths that are never pages, a query string allowed after them: top-level folders (the API,
 * files) and the files at the root the server or the build writes. A navigation there is not the
 * app's, and the server never looks for a rendered page under them.
 */
export const NOT_PAGE_PATHS: RegExp[] = [
  /^\/(api|graphql|uploads|assets|ad-frame|healthz|readyz|metrics|icons|demo)(\/|\?|$)/i,
  /^\/(sw\.js|manifest\.webmanifest|robots\.txt|sitemap\.xml|favicon\.ico)(\?|$)/,
];

/** Whether a path's percent-encoding can be read ('/providers/%E0%A4' cannot). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
