// What makes a page found and shared: the <head> tags (title, description, canonical, Open Graph,
// Twitter card, JSON-LD), the schema.org objects, the sitemap and robots.txt. Pure functions: the
// server-side renderer and the SEO routes give them the origin and the content.
import { DAY_NAMES, MINUTES_PER_DAY, WEEK_ORDER, clockMinutes, clockOf, type OpeningHours } from './hours';
import { parsePriceRange, ratingValue } from './provider';
import { SITE, metaDescription, providerMeta, type PageMeta } from './site';

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
export const SITEMAP_PATH = '/sitemap.xml';

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
/** Paths no crawler should spend time on: the back office, the data APIs and ad frames. */
export const ROBOTS_DISALLOW = ['/admin', '/api', '/graphql', '/ad-frame/'] as const;

const AIRPORT = { name: 'Raleigh-Durham International Airport', iataCode: 'RDU' } as const;

// ---------------------------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for HTML element content and for double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Text made safe for XML element content and attribute values (the sitemap). */
export function escapeXml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
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

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url);

/** A provider's detail page path; the sitemap and the page's canonical link must agree on it. */
export function providerPath(slug: string): string {
  return `/providers/${encodeURIComponent(slug)}`;
}

// ---------------------------------------------------------------------------------------------
// <head>

/**
 * The HTML for inside <head>: <title>, description, robots, canonical, Open Graph, Twitter card
 * and JSON-LD, every value escaped. The renderer adds charset, viewport, icons and its own scripts.
 * A noindex page gets no canonical link: it asks not to be indexed, so naming the URL to index
 * would be a contradictory signal.
 */
export function headTags(head: PageHead, origin: string): string {
  const description = metaDescription(head.description);
  const url = absoluteUrl(origin, head.path);
  const shared = head.image ? shareImageOf(head.image) : null;
  const ownImage = shared && shared !== DEFAULT_SHARE_IMAGE ? absoluteUrl(origin, shared) : null;
  const hasOwnImage = ownImage !== null && isHttpUrl(ownImage);
  const image = hasOwnImage ? ownImage : absoluteUrl(origin, DEFAULT_SHARE_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', description),
    head.noindex ? meta('name', 'robots', 'noindex') : null,
    head.noindex ? null : `<link rel="canonical" href="${escapeHtml(url)}">`,
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
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${safeJsonForScript(data)}</script>`),
  ];
  return tags.filter((tag): tag is string => tag !== null).join('\n');
}

/** A PageHead from a page's title/description entry (STATIC_PAGES, NOT_FOUND_META, ADMIN_META). */
export function headFromMeta(meta: PageMeta, path: string, extra: Partial<PageHead> = {}): PageHead {
  return { title: meta.title, description: meta.description, path, noindex: meta.noindex, ...extra };
}

/** The fields of a provider the detail page's head and JSON-LD use (a Provider entity or a GraphQL/REST shape). */
export interface ProviderSeoFields {
  name: string;
  slug: string;
  type: string;
  shortDescription: string;
  description: string;
  imageUrl: string;
  serviceArea: string;
  priceRange: string;
  rating: string | number;
  /** The facts the JSON-LD states when given (a provider stored before them has their defaults). */
  hours?: readonly OpeningHours[];
  ratingCount?: number | null;
  ratingSource?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** A provider detail page's head: its title and description, its picture and its JSON-LD. */
export function providerHead(provider: ProviderSeoFields, origin: string): PageHead {
  const meta = providerMeta(provider);
  return {
    title: meta.title,
    description: meta.description,
    path: providerPath(provider.slug),
    image: provider.imageUrl || null,
    ogType: 'website',
    jsonLd: [providerJsonLd(provider, origin)],
  };
}

// ---------------------------------------------------------------------------------------------
// schema.org JSON-LD

const SCHEMA_CONTEXT = 'https://schema.org';

/** The site itself (home page): the name search engines show for it. */
export function websiteJsonLd(origin: string): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: SITE.shortName,
    alternateName: SITE.name,
    url: absoluteUrl(origin, '/'),
  };
}

/** The operator of the site (home page): name, logo and how to reach it. */
export function organizationJsonLd(origin: string): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: SITE.shortName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, DEFAULT_SHARE_IMAGE),
    email: SITE.email,
    telephone: SITE.phone,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SITE.email,
      telephone: SITE.phone,
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}

/**
 * A provider detail page as a schema.org Service with serviceType = the provider's type. Not
 * TaxiService: that type means metered taxis, and most providers here are shuttles, black cars or
 * minibuses; a Service with the provider's own words for its type is true for all of them.
 *
 * priceRange, openingHoursSpecification, telephone and email are LocalBusiness properties (not
 * Service ones), so they sit on the provider, typed LocalBusiness; the numbers of the range are also
 * given as the Service's AggregateOffer, which Service does accept. Only a phone and an e-mail the
 * provider entered are stated: the page's placeholders (SPEC.md) are not facts.
 *
 * The rating is stated only with the number of reviews it averages (ratingCount and reviewCount:
 * each review carries a rating), and its source as the rating's author: an AggregateRating without
 * a count is invalid, and an invented count would be false structured data.
 */
export function providerJsonLd(provider: ProviderSeoFields, origin: string): object {
  const rating = ratingValue(provider.rating);
  const price = parsePriceRange(provider.priceRange);
  const image = provider.imageUrl ? absoluteUrl(origin, provider.imageUrl) : null;
  const count = provider.ratingCount ?? 0;
  const source = provider.ratingSource?.trim() || null;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Service',
    serviceType: provider.type,
    name: provider.name,
    description: provider.description,
    url: absoluteUrl(origin, providerPath(provider.slug)),
    ...(image && isHttpUrl(image) ? { image } : {}),
    areaServed: [
      provider.serviceArea,
      { '@type': 'Airport', name: AIRPORT.name, iataCode: AIRPORT.iataCode, address: SITE.airportAddress },
    ],
    provider: {
      '@type': 'LocalBusiness',
      name: provider.name,
      priceRange: provider.priceRange,
      ...(provider.phone ? { telephone: provider.phone } : {}),
      ...(provider.email ? { email: provider.email } : {}),
      ...(provider.hours ? { openingHoursSpecification: openingHoursSpecification(provider.hours) } : {}),
    },
    ...(price.from !== null && price.to !== null
      ? { offers: { '@type': 'AggregateOffer', priceCurrency: 'USD', lowPrice: price.from, highPrice: price.to } }
      : {}),
    // A stored rating outside 1-5 (or not a number) is left out rather than published as nonsense.
    ...(rating >= 1 && rating <= 5 && count >= 1
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating,
            bestRating: 5,
            worstRating: 1,
            ratingCount: count,
            reviewCount: count,
            ...(source ? { author: { '@type': 'Organization', name: ratingSourceName(source) } } : {}),
          },
        }
      : {}),
  };
}

/** Who a rating comes from, as an organisation's name: 'Google reviews' → 'Google', 'Tripadvisor' as it is. */
function ratingSourceName(source: string): string {
  return source.replace(/\s+reviews?$/i, '') || source;
}

const DAY_OF_WEEK = DAY_NAMES.map((day) => `${SCHEMA_CONTEXT}/${day}`);

/** schema.org's end of a day: a Time cannot say 24:00, and '23:59' is the convention for "until midnight". */
const END_OF_DAY = '23:59';

/**
 * A provider's hours as schema.org OpeningHoursSpecification, Monday first, days with the same
 * opening grouped. No hours at all (around the clock) is every day 00:00–23:59. An opening running
 * past midnight is split at midnight: Friday 18:00–02:00 is Friday 18:00–23:59 and Saturday
 * 00:00–02:00, so no reader has to know that a closing before the opening means the next day.
 * Openings of one day that overlap or touch are joined; days without any are left out (closed).
 */
export function openingHoursSpecification(hours: readonly OpeningHours[]): object[] {
  const days: [number, number][][] = Array.from({ length: 7 }, () => []);
  if (hours.length === 0) for (const day of days) day.push([0, MINUTES_PER_DAY]);
  for (const entry of hours) {
    const opens = clockMinutes(entry.opens);
    const closes = clockMinutes(entry.closes);
    if (opens === null || closes === null || !days[entry.day]) continue;
    if (closes > opens) {
      days[entry.day].push([opens, closes]);
    } else {
      days[entry.day].push([opens, MINUTES_PER_DAY]);
      if (closes > 0) days[(entry.day + 1) % 7].push([0, closes]);
    }
  }
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of WEEK_ORDER) {
    const joined: [number, number][] = [];
    for (const [start, end] of [...days[day]].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
      const last = joined[joined.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else joined.push([start, end]);
    }
    for (const [start, end] of joined) {
      const opens = clockOf(start);
      const closes = end >= MINUTES_PER_DAY ? END_OF_DAY : clockOf(end);
      const key = `${opens}-${closes}`;
      const group = groups.get(key) ?? { opens, closes, days: [] };
      group.days.push(DAY_OF_WEEK[day]);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((g) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: g.days, opens: g.opens, closes: g.closes }));
}

/** The FAQ page (and the home page's FAQ block): each question with its accepted answer. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Sitemap and robots.txt

export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** When the page's content last changed; left out of the entry when unknown (e.g. a list with no rows). */
  lastmod?: Date | string | null;
}

/**
 * A W3C datetime: a date-only text ('2025-04-21') stays as it is, a moment becomes UTC to the
 * second. Null for anything that is not a date, so a bad value drops the tag, not the sitemap.
 */
export function w3cDate(value: Date | string): string | null {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // Date.parse rolls '2025-02-30' over to March; a real date reads back as itself.
    const parsed = new Date(value);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The sitemap protocol's urlset (https://www.sitemaps.org/protocol.html). One file holds at most
 * 50,000 URLs, far more than the site has, so no sitemap index is needed.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? w3cDate(entry.lastmod) : null;
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled except the back office, the APIs and ad frames. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`,
    '',
  ].join('\n');
}
