// Parts of public pages that load and hydrate after the rest (web/components/common/lazyParts.tsx):
// the server renders them in full, and the browser fetches their code only when it is needed.
import { lazyPart } from './common/lazyParts';

/** Only reacts to input. Typed text is kept; a send before it hydrates is a normal form POST. */
export const ContactForm = lazyPart(() => import(/* webpackChunkName: "part-contact-form" */ './contact/ContactForm'), 'interaction');

/** Only reacts to clicks, below the fold on the home page. */
export const FaqAccordion = lazyPart(() => import(/* webpackChunkName: "part-faq" */ './faq/FaqAccordion'), 'visible');

/** Links only (they work before it hydrates): its code loads when the visitor reaches or uses it. */
export const SiteFooter = lazyPart(() => import(/* webpackChunkName: "part-footer" */ './layout/SiteFooter'), 'interaction', { data: true });

/** Ads: the random choice is made in the browser once the page is idle (see AdSlot). */
export const AdSlot = lazyPart(() => import(/* webpackChunkName: "part-ads" */ './ads/AdSlot'), 'idle', { data: true });
