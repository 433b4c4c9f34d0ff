// The booking-click beacon: a click on a booking link (a BookButton, which names its provider and
// place in data attributes) sends `{ providerId, page, clickId, ...trip }` to CLICK_PATH. The click's
// id is chosen here, when the link is followed: a link made from a template (bookingLink.ts) gets
// it in its address just before the browser follows it, so the network's sub-ID, the beacon, the
// worker's offline queue and the server's kept click all hold the same id. One listener on the document, installed by the browser
// entry, so a click on a link the server rendered counts before its part of the page has hydrated.
// Offline, the service worker queues the beacon (web/pwa/sw.ts). Nothing here may ever throw or log.
// The traveller's flight number (kept on the device) fills a link's {flight} but is never in the beacon.
import { bookingLink, tripFromAttribute, type LinkTrip } from '../../api/domain/bookingLink';
import { CLICK_PAGE_NAMES, CLICK_PATH, type ClickPage } from '../../api/domain/clicks';
import { deviceFlight } from '../arrival/deviceFlight';

/**
 * The attributes a booking link carries (BookButton): what a click on it records; a templated link
 * also its template and the trip's values (query text) to fill it with.
 */
export const CLICK_ATTRIBUTES = { provider: 'data-click-provider', page: 'data-click-page', template: 'data-click-link', trip: 'data-click-trip' } as const;

/** A key per click (8-64 letters, digits or '-'), so a beacon the worker sends again counts once. */
export function newClickId(): string {
  const c = globalThis.crypto;
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  if (typeof c?.getRandomValues === 'function') return Array.from(c.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('-');
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Sends one click under its id; the page never waits for it and never hears of a failure. */
export function sendBookingClick(providerId: number, page: ClickPage, clickId: string = newClickId(), trip: LinkTrip = {}): void {
  try {
    const body = JSON.stringify({ providerId, page, clickId, ...trip });
    // sendBeacon queues the request past the page's unload (the link may replace this tab); a
    // string goes as text/plain, which the endpoint reads. false: the browser would not queue it.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(CLICK_PATH, body)) return;
    void fetch(CLICK_PATH, { method: 'POST', keepalive: true, body }).catch(() => undefined);
  } catch {
    // No beacon and no fetch: the link works all the same.
  }
}

/** The provider and place of the booking link an event hit, or null (another element, or attributes not ours). */
export function bookingLinkOf(target: EventTarget | null): { providerId: number; page: ClickPage; link: Element; trip: LinkTrip } | null {
  const link = target instanceof Element ? target.closest(`a[${CLICK_ATTRIBUTES.provider}]`) : null;
  if (!link) return null;
  const providerId = Number(link.getAttribute(CLICK_ATTRIBUTES.provider));
  const page = link.getAttribute(CLICK_ATTRIBUTES.page) as ClickPage;
  return Number.isInteger(providerId) && providerId > 0 && CLICK_PAGE_NAMES.includes(page) ? { providerId, page, link, trip: tripFromAttribute(link.getAttribute(CLICK_ATTRIBUTES.trip)) } : null;
}

/**
 * Puts this click's id (and the trip) into a templated link's address; the browser follows the
 * link after the click's listeners have run, so it opens the address set here. A link without a
 * template is left as it is.
 */
export function fillClickLink(link: Element, clickId: string, trip: LinkTrip): void {
  const template = link.getAttribute(CLICK_ATTRIBUTES.template);
  if (template) link.setAttribute('href', bookingLink(template, { ...trip, clickId }));
}

/**
 * Counts every click that opens a booking link: the primary button (also with a modifier key, or
 * Enter on the focused link, which the browser turns into a click) and the middle button (auxclick,
 * button 1). A right-click opens a menu, not the link. Passive: the link's own behaviour is untouched.
 * Returns a function that stops listening.
 */
export function countBookingClicks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const found = bookingLinkOf(event.target);
    if (!found) return;
    const clickId = newClickId();
    try {
      fillClickLink(found.link, clickId, { ...found.trip, flight: deviceFlight() });
    } catch {
      // The link keeps the address it was drawn with: it works all the same.
    }
    sendBookingClick(found.providerId, found.page, clickId, found.trip);
  };
  root.addEventListener('click', onClick, { capture: true, passive: true });
  root.addEventListener('auxclick', onClick, { capture: true, passive: true });
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('auxclick', onClick, true);
  };
}
