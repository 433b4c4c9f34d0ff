// A page's <head>, written once: which tags it has and what they say (title, description, robots,
// canonical, Open Graph, Twitter card, JSON-LD), as a list of elements (headElements). The server
// writes them as HTML (headTags, in the page document, web/ssr/document.ts); the browser puts the
// same elements in document.head on client-side navigation (applyPageMeta, web/ssr/head.ts).
// Kept light: the browser's first-load script carries it.
import { SITE, metaDescription } from './site';

export type OgType = 'website' | 'article' | 'profile';

/** Everything a page's <head> says about it. */
export interface PageHead {
  title: string;
  /** Cut to 155 characters by headTags (metaDescription), so stored text may be passed as it is. */
  description: string;
  /** The canonical path, query included where it names a distinct page: '/providers/foo', '/resources?filter=HOTELS'. */
  path: string;
  /** Admin and not-found pages: kept out of search engines (and given no canonical link). */
  noindex?: boolean;
  /** The page's own share image, absolute or site-relative; without one the site icon is shared. */
  image?: string | null;
  /** Open Graph type; 'website' when not given. */
  ogType?: OgType;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd?: object[];
}

/** The share image for pages without their own: the app icon (square, so a 'summary' card). */
export const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';

/**
 * Link previews (Facebook, LinkedIn, Slack, X, messengers) draw PNG and JPEG, rarely SVG or WebP: a
 * site image in another format is shared as a JPEG made from it here (api/http/shareImage.ts).
 */
export const SHARE_IMAGE_PATH = '/share-image.jpg';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The site's own images the share image is made from: the demo pictures and uploads, as SVG or WebP. */
const CONVERTIBLE_IMAGE = /^\/(?:demo|uploads)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|webp)$/i;

/** The path the share image of this site image is served at, or null when it is not one (see CONVERTIBLE_IMAGE). */
export function shareImageSource(src: string): string | null {
  return CONVERTIBLE_IMAGE.test(src) && !src.includes('..') ? src : null;
}

/**
 * What og:image and twitter:image name for a page's picture: a JPEG made from it when it is the
 * site's own SVG or WebP, the default share image for another site's SVG or WebP (which previews
 * would not draw and the server does not fetch), else the picture itself.
 */
export function shareImageOf(image: string): string {
  const value = image.trim();
  if (shareImageSource(value)) return `${SHARE_IMAGE_PATH}?src=${encodeURIComponent(value)}`;
  if (/\.(?:svg|webp)(?:[?#]|$)/i.test(value)) return DEFAULT_SHARE_IMAGE;
  return value;
}

// ---------------------------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and for double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * JSON for inside a <script> element. JSON.stringify alone lets stored text such as '</script>'
 * or '<!--' end or confuse the element, and U+2028/U+2029 break older JavaScript parsers; as
 * \u escapes they read back as the same characters through JSON.parse and cannot end anything.
 */
export function safeJsonForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// ---------------------------------------------------------------------------------------------
// URLs

/** 'https://x.example/' and 'https://x.example' alike, so joining never doubles the slash. */
function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * An absolute URL for a link or an image: absolute http(s) URLs are left as they are, site-relative
 * ones ('/providers/foo', 'uploads/a.webp', '//cdn.example/x.png') are resolved against the origin.
 * Other schemes (data:, javascript:) come back unchanged; headTags never shares those as images.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  const value = pathOrUrl.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return new URL(value, `${trimOrigin(origin)}/`).href;
}

export const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

// ---------------------------------------------------------------------------------------------
// <head>

/** One element of a page's head. */
export type HeadElement =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'jsonLd'; data: object };

/**
 * The elements of a page's head, in order. The renderer adds charset, viewport, icons and its own
 * scripts. A noindex page gets no canonical link: it asks not to be indexed, so naming the URL to
 * index would be a contradictory signal.
 */
export function headElements(head: PageHead, origin: string): HeadElement[] {
  const description = metaDescription(head.description);
  const url = absoluteUrl(origin, head.path);
  const shared = head.image ? shareImageOf(head.image) : null;
  const ownImage = shared && shared !== DEFAULT_SHARE_IMAGE ? absoluteUrl(origin, shared) : null;
  const hasOwnImage = ownImage !== null && isHttpUrl(ownImage);
  const image = hasOwnImage ? ownImage : absoluteUrl(origin, DEFAULT_SHARE_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadElement => ({ tag: 'meta', attr, key, content });

  const elements: (HeadElement | null)[] = [
    { tag: 'title', text: head.title },
    meta('name', 'description', description),
    head.noindex ? meta('name', 'robots', 'noindex') : null,
    head.noindex ? null : { tag: 'link', rel: 'canonical', href: url },
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    // A page kept out of search engines (not found, admin) names no address of its own: one
    // not-found page answers every unknown address.
    head.noindex ? null : meta('property', 'og:url', url),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', SITE.shortName),
    meta('property', 'og:image', image),
    // A large card only for a page's own picture; the square icon looks wrong stretched.
    meta('name', 'twitter:card', hasOwnImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map((data): HeadElement => ({ tag: 'jsonLd', data })),
  ];
  return elements.filter((element): element is HeadElement => element !== null);
}

/** One head element as HTML, every value escaped. */
export function headElementHtml(element: HeadElement): string {
  switch (element.tag) {
    case 'title':
      return `<title>${escapeHtml(element.text)}</title>`;
    case 'meta':
      return `<meta ${element.attr}="${element.key}" content="${escapeHtml(element.content)}">`;
    case 'link':
      return `<link rel="${element.rel}" href="${escapeHtml(element.href)}">`;
    case 'jsonLd':
      return `<script type="application/ld+json">${safeJsonForScript(element.data)}</script>`;
  }
}

/** The HTML for inside <head> (headElements, written out). */
export function headTags(head: PageHead, origin: string): string {
  return headElements(head, origin).map(headElementHtml).join('\n');
}
