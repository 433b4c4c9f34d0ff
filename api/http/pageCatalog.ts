// Which prepared page a URL asks for. Every public page has one canonical key: the values a page
// does not show (an unknown resource filter, ?sent=2, utm_source) and other spellings of its path
// (case, percent-encoding, doubled slashes) never make a page of their own, so only real pages
// cost a render. What is a real page depends on the content (the providers' slugs, the resource
// types), read once per content version into a PageCatalog.
import { normalizePageUrl } from '../domain/pageKeys';
import { ROUTES, isAdminPage, isDecodablePath } from '../domain/routes';
import { providerPath } from '../domain/seo';

/** What the site holds that decides which URLs are pages, as of one content version. */
export interface PageCatalog {
  /** The prepared-bytes cache's generation it was read in. */
  generation: number;
  slugs: ReadonlySet<string>;
  /** Resource types as the filter compares them (resourceTypeKey). */
  resourceTypes: ReadonlySet<string>;
  /**
   * Archived providers' slugs, each with the slug of the provider its page sends visitors to (301)
   * or null (410 Gone).
   */
  archived?: ReadonlyMap<string, string | null>;
}

/**
 * The not-found documents, each prepared once: an unknown path answers the one for its section of
 * the site (the header marks the section, so /providers/a/b and /nowhere differ in markup), an
 * unknown provider slug the provider page's own 'Provider Not Found'. The URLs they are rendered
 * at can never be pages ('~' is in no slug or page path).
 */
export const NOT_FOUND_PAGE = '/~not-found';
export const PROVIDER_NOT_FOUND_PAGE = providerPath('~slug~');
/** The slug the provider-not-found document is rendered for; each answer names the slug asked for instead. */
export const NOT_FOUND_SLUG = '~slug~';

export function isNotFoundPage(key: string): boolean {
  return key === NOT_FOUND_PAGE || key === PROVIDER_NOT_FOUND_PAGE || key.endsWith('/~/~');
}

/** A filter value no resource has: every unknown filter shows the same 'No resources found'. */
const UNKNOWN_FILTER = '~';

export type PageAnswer =
  /** Render (or serve) the page prepared under `key`, which is also the URL it is rendered at. */
  | { kind: 'page'; key: string }
  /** The same page under its canonical spelling. */
  | { kind: 'redirect'; location: string }
  /** An archived provider's page: 301 to the provider it names (a short-lived redirect: it can be restored). */
  | { kind: 'moved'; location: string }
  /**
   * A not-found document; `slug` (an unknown provider) is the slug the page reads from its address,
   * which its data must name for the browser to hydrate it without asking again. `status` 410: an
   * archived provider's page, gone (the same document: 'Provider Not Found' and the way to /providers).
   */
  | { kind: 'notFound'; key: string; slug?: string; status?: 410 }
  /** An admin page: the browser renders it, for signed-in users (never a kept page). */
  | { kind: 'admin' };

const PROVIDER_PREFIX = providerPath('');
const FIXED_PATHS = new Set<string>(Object.values(ROUTES).filter((route) => 'meta' in route && !route.path.includes(':')).map((route) => route.path));

/** '/Providers//' → '/providers'; percent-escapes read; the trailing slash dropped (a path that cannot be read gives null). */
function readPath(rawPath: string): string | null {
  if (!isDecodablePath(rawPath)) return null;
  const decoded = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/');
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** The not-found document for an unknown path: the one of the site's section it is under. */
function notFoundFor(lowerPath: string): PageAnswer {
  const section = [...FIXED_PATHS].find((path) => path !== '/' && lowerPath.startsWith(`${path}/`));
  return { kind: 'notFound', key: section ? `${section}/~/~` : NOT_FOUND_PAGE };
}

/** The page a request URL (path and query, as received) asks for, given what the site holds. */
export function resolvePage(rawUrl: string, catalog: PageCatalog): PageAnswer {
  const at = rawUrl.indexOf('?');
  const rawPath = at < 0 ? rawUrl : rawUrl.slice(0, at);
  const rawQuery = at < 0 ? '' : rawUrl.slice(at);
  if (isAdminPage(rawPath)) return { kind: 'admin' };
  const read = readPath(rawPath);
  if (read === null) return { kind: 'notFound', key: NOT_FOUND_PAGE };
  const lower = read.toLowerCase();

  let canonicalPath: string;
  if (FIXED_PATHS.has(lower)) canonicalPath = lower;
  else if (lower.startsWith(PROVIDER_PREFIX) && !lower.slice(PROVIDER_PREFIX.length).includes('/')) {
    const slug = lower.slice(PROVIDER_PREFIX.length);
    const archived = catalog.archived?.get(slug);
    if (archived) return { kind: 'moved', location: providerPath(archived) };
    if (archived === null) return { kind: 'notFound', key: PROVIDER_NOT_FOUND_PAGE, slug: read.slice(PROVIDER_PREFIX.length), status: 410 };
    if (!catalog.slugs.has(slug)) return { kind: 'notFound', key: PROVIDER_NOT_FOUND_PAGE, slug: read.slice(PROVIDER_PREFIX.length) };
    canonicalPath = providerPath(slug);
  } else return notFoundFor(lower);

  // Another spelling of a real page (not merely a trailing slash): sent to the one address.
  const asSent = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (asSent !== canonicalPath) return { kind: 'redirect', location: canonicalPath + rawQuery };

  const page = normalizePageUrl(canonicalPath + rawQuery);
  if (canonicalPath === ROUTES.resources.path) {
    const filter = new URLSearchParams(page.search).get('filter');
    if (filter !== null && !catalog.resourceTypes.has(filter)) return { kind: 'page', key: `${canonicalPath}?filter=${UNKNOWN_FILTER}` };
  }
  return { kind: 'page', key: page.key };
}
