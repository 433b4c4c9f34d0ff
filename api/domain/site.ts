// Site identity and per-page titles/descriptions, shared by the server (first HTML answer) and the
// web app (document.title on client-side navigation).
import { FIXED_PAGE_KEYS, PUBLIC_PAGES, type FixedPageKey, type FixedPagePath } from './routes';
import { META_DESCRIPTION_MAX } from './rules';

export const SITE = {
  shortName: 'RDU Rides',
  name: 'RDU Rides - Airport Transportation Compared',
  tagline: 'Compare & Book Transportation',
  themeColor: '#1565C0',
  backgroundColor: '#FFFFFF',
  email: 'hello@rdurides.example.com',
  phone: '(919) 555-0100',
  airportAddress: '2400 John Brantley Blvd, Morrisville, NC 27560',
} as const;

/** The home page's description: one whole sentence that fits a search result (at most 155 characters). */
export const HOME_DESCRIPTION =
  'Compare and book shuttles, taxis, black cars and minibuses at Raleigh-Durham International Airport (RDU), with prices, ratings and routes side by side.';

/** Words a cut text must not end on: a description ending "...side by" or "...rides to the" reads broken. */
const DANGLING_WORDS = new Set(
  'a an the and or but nor so to of by for with without in into on at from as than via per your our their its his her my this that these those is are was be'.split(' '),
);

/**
 * Meta descriptions are cut to 155 characters (SPEC.md section 9). A long text keeps as many whole
 * sentences as fit; failing that it is cut at a clause break (comma, semicolon, colon, dash), or
 * else at a word boundary without a dangling article, preposition or conjunction, and an ellipsis
 * marks the cut. The result, ellipsis included, is never longer than `max`.
 */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // Cuts shorter than this lose too much; a later, weaker break point is used instead.
  const minimum = Math.floor(max * 0.6);

  const sentenceEnds = [...clean.slice(0, max + 1).matchAll(/[.!?](?= )/g)].map((m) => m.index! + 1);
  const lastSentence = sentenceEnds.filter((end) => end <= max).pop();
  if (lastSentence !== undefined && lastSentence >= minimum) return clean.slice(0, lastSentence);

  const room = clean.slice(0, max); // leaves one character for the ellipsis once trimmed below
  const clauseBreaks = [...room.matchAll(/[,;:](?= )| [-\u2013\u2014](?= )/g)].map((m) => m.index!);
  const lastClause = clauseBreaks.filter((at) => at + 1 <= max - 1).pop();
  if (lastClause !== undefined && lastClause >= minimum) return `${clean.slice(0, lastClause).trimEnd()}\u2026`;

  const words = room.slice(0, room.lastIndexOf(' ')).split(' ');
  while (words.length > 1 && DANGLING_WORDS.has(words[words.length - 1].toLowerCase().replace(/[^a-z]/g, ''))) words.pop();
  const cut = words.join(' ').replace(/[\s,.;:(\u2013\u2014-]+$/, '');
  return `${cut.length > 0 ? cut : clean.slice(0, max - 1)}\u2026`;
}

export const pageTitle = (page: string) => `${page} | ${SITE.shortName}`;
export const HOME_TITLE = `${SITE.shortName} | ${SITE.tagline}`;

export interface PageMeta {
  title: string;
  description: string;
  /** Admin pages and the not-found page stay out of search engines. */
  noindex?: boolean;
  /**
   * When a page of fixed text last changed (ISO date, YYYY-MM-DD): the sitemap's lastmod for it.
   * Change it whenever that page's text changes (and the page's own "last updated" line, where it
   * has one), so search engines come back for it. Pages showing stored content (providers,
   * resources, FAQs) take their date from that content instead.
   */
  updated?: string;
}

/** The title and description of every page of fixed text (api/domain/routes.ts). */
const FIXED_PAGE_META: Record<FixedPageKey, PageMeta> = {
  home: { title: HOME_TITLE, description: metaDescription(HOME_DESCRIPTION) },
  providers: {
    title: pageTitle('RDU Shuttle Providers'),
    description: metaDescription('Every airport shuttle, taxi, black car and minibus serving RDU, with ratings, prices and features to compare before you book.'),
  },
  resources: {
    title: pageTitle('RDU Travel Resources'),
    description: metaDescription('Guides, hotels, attractions, business travel and events for travellers flying into Raleigh-Durham International Airport.'),
  },
  contact: {
    title: pageTitle('Contact Us'),
    description: metaDescription("Questions about getting to or from RDU? Send us a message and we'll get back to you within 24-48 hours."),
    // Fixed text too: the e-mail, phone, hours and address come from SITE and rules.ts.
    updated: '2025-04-21',
  },
  faq: {
    title: pageTitle('Frequently Asked Questions'),
    description: metaDescription('Answers to common questions about shuttles, taxis and car services at Raleigh-Durham International Airport.'),
  },
  about: {
    title: pageTitle('About Us'),
    description: metaDescription('RDU Rides is an independent comparison site for ground transportation at Raleigh-Durham International Airport.'),
    updated: '2025-04-21',
  },
  privacy: {
    title: pageTitle('Privacy Policy'),
    description: metaDescription('How RDU Rides collects, uses and protects your information.'),
    updated: '2025-04-21',
  },
  terms: {
    title: pageTitle('Terms of Service'),
    description: metaDescription('The terms that apply when you use the RDU Rides website.'),
    updated: '2025-04-21',
  },
  affiliateDisclosure: {
    title: pageTitle('Affiliate Disclosure'),
    description: metaDescription('How RDU Rides earns commissions from some booking links, and how that affects what you see.'),
    // SPEC.md: "last updated April 21, 2025".
    updated: '2025-04-21',
  },
};

/** The same by path, in the table's order (the sitemap lists them so). */
export const STATIC_PAGES = Object.fromEntries(FIXED_PAGE_KEYS.map((key) => [PUBLIC_PAGES[key].path, FIXED_PAGE_META[key]])) as Record<FixedPagePath, PageMeta>;

export const NOT_FOUND_META: PageMeta = { title: pageTitle('Page Not Found'), description: metaDescription(HOME_DESCRIPTION), noindex: true };
export const ADMIN_META: PageMeta = { title: pageTitle('Admin'), description: 'RDU Rides administration', noindex: true };

export function providerMeta(p: { name: string; type: string; shortDescription: string; serviceArea: string }): PageMeta {
  return {
    title: pageTitle(`${p.name} - ${p.type}`),
    description: metaDescription(`${p.name}: ${p.shortDescription.trim().replace(/[.!?]+$/, "")}. ${p.type} serving ${p.serviceArea} from RDU airport. Compare prices and book online.`),
  };
}
