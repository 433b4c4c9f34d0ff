// The title and description of every page of fixed text: the route table's `meta: 'fixed'` rows
// (api/domain/routes.ts), by path, in the order the sitemap lists them. Apart from api/domain/site.ts
// so that the web app loads them with the pages, not with its first-load script.
import type { FixedPagePath } from './routes';
import { HOME_DESCRIPTION, HOME_TITLE, metaDescription, pageTitle, type PageMeta } from './site';

/** The compiler asks for every fixed page of the route table, and for no other path. */
export const STATIC_PAGES: Record<FixedPagePath, PageMeta> = {
  '/': { title: HOME_TITLE, description: metaDescription(HOME_DESCRIPTION) },
  '/providers': {
    title: pageTitle('RDU Shuttle Providers'),
    description: metaDescription('Every airport shuttle, taxi, black car and minibus serving RDU, with ratings, prices and features to compare before you book.'),
  },
  '/resources': {
    title: pageTitle('RDU Travel Resources'),
    description: metaDescription('Guides, hotels, attractions, business travel and events for travellers flying into Raleigh-Durham International Airport.'),
  },
  '/contact': {
    title: pageTitle('Contact Us'),
    description: metaDescription("Questions about getting to or from RDU? Send us a message and we'll get back to you within 24-48 hours."),
    // Fixed text too: the e-mail, phone, hours and address come from SITE and rules.ts.
    updated: '2025-04-21',
  },
  '/faq': {
    title: pageTitle('Frequently Asked Questions'),
    description: metaDescription('Answers to common questions about shuttles, taxis and car services at Raleigh-Durham International Airport.'),
  },
  '/about': {
    title: pageTitle('About Us'),
    description: metaDescription('RDU Rides is an independent comparison site for ground transportation at Raleigh-Durham International Airport.'),
    updated: '2025-04-21',
  },
  '/privacy': {
    title: pageTitle('Privacy Policy'),
    description: metaDescription('How RDU Rides collects, uses and protects your information.'),
    updated: '2026-11-25',
  },
  '/terms': {
    title: pageTitle('Terms of Service'),
    description: metaDescription('The terms that apply when you use the RDU Rides website.'),
    updated: '2025-04-21',
  },
  '/affiliate-disclosure': {
    title: pageTitle('Affiliate Disclosure'),
    description: metaDescription('How RDU Rides earns commissions from some booking links, and how that affects what you see.'),
    // SPEC.md: "last updated April 21, 2025".
    updated: '2025-04-21',
  },
  '/my-arrival': {
    title: pageTitle('My arrival'),
    description: metaDescription(
      'The rides you saved for landing at RDU: whom to call, where to meet at your terminal and what to do if nobody is there. Kept on your device, even offline.',
    ),
    updated: '2026-11-25',
  },
};

