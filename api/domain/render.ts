// The contract between the server (api/http/pages.ts) and the server rendering built from the web
// app (web/ssr/ into dist/ssr/render.js and dist/ssr/loader.js): what a page render needs and
// returns, and the document it goes in.
// Plain data only, so neither side imports the other.

/** One GraphQL operation run in-process as an anonymous visitor; the answer as a client would get it. */
export type ExecuteOperation = (operation: { document: unknown; variables: Record<string, unknown> }) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }>;
}>;

/** What the contact form showed when the server answered its native POST (scripts off, or not hydrated yet). */
export interface ContactFormEcho {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The server's message for a refusal that is not about one field. */
  message?: string;
}

/** What the browser needs to hydrate exactly what the server rendered (the page's `#__HYDRATION__` block). */
export interface HydrationData {
  /** What the contact form showed after a refused native POST. */
  contactForm?: ContactFormEcho;
  /** The render's moment (ms since the epoch), for a page that shows something from the clock. */
  renderedAt?: number;
}

export interface RenderRequest {
  /** Path and the query parameters the page reads (api/domain/pageKeys.ts normalizePageUrl). */
  url: string;
  /** The site's public origin, for absolute URLs in structured data. */
  origin: string;
  execute: ExecuteOperation;
  contactForm?: ContactFormEcho;
}

export interface RenderedMeta {
  title: string;
  description: string;
  noindex?: boolean;
  /** The canonical address when not the page's own key (PageMeta.canonicalPath). */
  canonicalPath?: string;
  /** The page's own share image (site-relative or absolute). */
  image?: string | null;
  /** JSON-LD objects for the page. */
  jsonLd?: object[];
}

export interface RenderResult {
  status: number;
  /** The app's markup, for inside the root element. */
  html: string;
  /** <style> elements holding the CSS the markup uses. */
  styles: string;
  /** The data cache, handed to the browser in the page. */
  state: unknown;
  meta: RenderedMeta;
  /** Data the browser needs to hydrate exactly what was rendered. */
  hydration: HydrationData;
  /** When the page's content stops holding (ms since the epoch), for a page that depends on the clock. */
  validUntil?: number;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** The built files a page document names (from the build's manifest.json and dist/ssr/loader.js). */
export interface DocumentParts {
  /** Script URLs the loader inserts, in order. */
  scripts: string[];
  /** Web fonts to preload (file names under the site's root). */
  preloadFonts: string[];
  /** The entry's CSS, inlined. */
  css: string;
  /** The loader's code (web/ssr/loader.ts), inlined. */
  loader: string;
}

/** The whole page document for a render (the admin pages' empty shell with none). */
export type PageDocument = (parts: DocumentParts, origin: string, pathAndQuery: string, rendered: RenderResult | null) => string;

/** Element ids and attributes of the page document that the server writes and the browser reads. */
export const PAGE_DOCUMENT = {
  rootId: 'root',
  /** On the root element when it holds server-rendered markup (hydrate, not render). */
  serverRenderedAttribute: 'data-ssr',
  /** JSON data block with the Apollo cache. */
  apolloStateId: '__APOLLO_STATE__',
  /** JSON data block with RenderResult.hydration. */
  hydrationDataId: '__HYDRATION__',
  /** JSON data block with the script URLs the loader inserts. */
  scriptListId: '__SCRIPTS__',
} as const;

/**
 * The root element's opening tag: marked when the server rendered into it (the browser hydrates),
 * plain when the browser draws the page itself. The service worker turns one into the other.
 */
export function rootOpenTag(serverRendered: boolean): string {
  return serverRendered ? `<div id="${PAGE_DOCUMENT.rootId}" ${PAGE_DOCUMENT.serverRenderedAttribute}>` : `<div id="${PAGE_DOCUMENT.rootId}">`;
}

/**
 * Controls whose click does something only with the page's scripts (buttons other than form
 * submits, tabs...): clicked before the page's part has hydrated, the click is held and replayed.
 * Links and form submits are left alone: they work without scripts.
 */
export const EARLY_CLICK_CONTROLS = 'button:not([type="submit"]), [role="button"], [role="tab"], summary';
