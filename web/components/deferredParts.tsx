// Parts of public pages that load and hydrate after the rest (web/components/common/lazyParts.tsx):
// the server renders them in full, and the browser fetches their code only when it is needed.
import { lazyPart } from './common/lazyParts';

const loadContactForm = () => import(/* webpackChunkName: "part-contact-form" */ './contact/ContactForm');

/**
 * Only reacts to input. Typed text is kept; a send before it hydrates is a normal form POST (the
 * server checks it and answers with the messages). Below the fold on the home page: hydrates on the
 * visitor's first use of it.
 */
export const ContactForm = lazyPart(loadContactForm, 'interaction');

/** The same form where it is the page (/contact): it hydrates as soon as it is on the screen. */
export const ContactPageForm = lazyPart(loadContactForm, 'visible');

/** Only reacts to clicks, below the fold on the home page. */
export const FaqAccordion = lazyPart(() => import(/* webpackChunkName: "part-faq" */ './faq/FaqAccordion'), 'visible');

/** Links only (they work before it hydrates): its code loads when the visitor reaches or uses it. */
export const SiteFooter = lazyPart(() => import(/* webpackChunkName: "part-footer" */ './layout/SiteFooter'), 'interaction', { data: true });

/**
 * Ads: the random choice is made in the browser (see AdSlot) as each slot comes near the screen,
 * so a slot ten screens down costs a phone nothing while the page loads.
 */
export const AdSlot = lazyPart(() => import(/* webpackChunkName: "part-ads" */ './ads/AdSlot'), 'visible', { data: true });
