// What makes a page found and shared: the schema.org objects, the sitemap and robots.txt (the
// <head> tags are written in ./head.ts). Pure functions: the
// server-side renderer and the SEO routes give them the origin and the content.
import { DAY_NAMES, MINUTES_PER_DAY, WEEK_ORDER, clockMinutes, clockOf, openingsOf, type OpeningHours } from './hours';
import { parsePriceRange, ratingValue } from './provider';
import { DEFAULT_SHARE_IMAGE, absoluteUrl, isHttpUrl } from './head';
import { SITE } from './site';

// The <head> itself (its tags, escaping, absolute URLs) is written in ./head.ts, which the browser
// also uses; these names stay importable from here.
export { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, absoluteUrl, shareImageOf, shareImageSource, escapeHtml, headElements, headTags, safeJsonForScript, type HeadElement, type OgType, type PageHead } from './head';

// ---------------------------------------------------------------------------------------------
// Escaping (XML)

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML element content and attribute values (the sitemap). */
export function escapeXml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

export const SITEMAP_PATH = '/sitemap.xml';

/** Paths no crawler should spend time on: the back office, the data APIs and ad frames. */
export const ROBOTS_DISALLOW = ['/admin', '/api', '/graphql', '/ad-frame/'] as const;

const AIRPORT = { name: 'Raleigh-Durham International Airport', iataCode: 'RDU' } as const;

// ---------------------------------------------------------------------------------------------
// URLs

/** A provider's detail page path; the sitemap and the page's canonical link must agree on it. */
export function providerPath(slug: string): string {
  return `/providers/${encodeURIComponent(slug)}`;
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
  /** Every hour of every day (the openings are then none). */
  aroundTheClock?: boolean;
  ratingCount?: number | null;
  ratingSource?: string | null;
  phone?: string | null;
  email?: string | null;
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
      ...(provider.priceRange ? { priceRange: provider.priceRange } : {}),
      ...(provider.phone ? { telephone: provider.phone } : {}),
      ...(provider.email ? { email: provider.email } : {}),
      ...(provider.hours ? { openingHoursSpecification: openingHoursSpecification(openingsOf({ aroundTheClock: provider.aroundTheClock === true, hours: provider.hours })) } : {}),
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
 * opening grouped. Around the clock (openingsOf: every day whole) is every day 00:00–23:59. An opening running
 * past midnight is split at midnight: Friday 18:00–02:00 is Friday 18:00–23:59 and Saturday
 * 00:00–02:00, so no reader has to know that a closing before the opening means the next day.
 * Openings of one day that overlap or touch are joined; days without any are left out (closed).
 */
export function openingHoursSpecification(hours: readonly OpeningHours[]): object[] {
  const days: [number, number][][] = Array.from({ length: 7 }, () => []);
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
