// Site identity and how page titles and descriptions are made, shared by the server (first HTML
// answer) and the web app (document.title on client-side navigation). The fixed pages' own texts
// are in pageMeta.ts, loaded with the pages rather than with the first-load script.
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
   * The canonical address when it is not the page's own key: a provider page opened from a trip
   * answer carries the trip (for its Book Now link) but is the same page as its plain address.
   */
  canonicalPath?: string;
  /**
   * When a page of fixed text last changed (ISO date, YYYY-MM-DD): the sitemap's lastmod for it.
   * Change it whenever that page's text changes (and the page's own "last updated" line, where it
   * has one), so search engines come back for it. Pages showing stored content (providers,
   * resources, FAQs) take their date from that content instead.
   */
  updated?: string;
}

export const NOT_FOUND_META: PageMeta = { title: pageTitle('Page Not Found'), description: metaDescription(HOME_DESCRIPTION), noindex: true };
export const ADMIN_META: PageMeta = { title: pageTitle('Admin'), description: 'RDU Rides administration', noindex: true };

export function providerMeta(p: { name: string; type: string; shortDescription: string; serviceArea: string }): PageMeta {
  return {
    title: pageTitle(`${p.name} - ${p.type}`),
    description: metaDescription(`${p.name}: ${p.shortDescription.trim().replace(/[.!?]+$/, "")}. ${p.type} serving ${p.serviceArea} from RDU airport. Compare prices and book online.`),
  };
}
