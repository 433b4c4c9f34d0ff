// The booking-click beacon: a click on a booking link (a BookButton, which names its provider and
// place in data attributes) sends `{ providerId, page, clickId }` to CLICK_PATH without touching the
// link: the browser follows it as always. One listener on the document, installed by the browser
// entry, so a click on a link the server rendered counts before its part of the page has hydrated.
// Offline, the service worker queues the beacon (web/pwa/sw.ts). Nothing here may ever throw or log.
import { CLICK_PAGE_NAMES, CLICK_PATH, type ClickPage } from '../../api/domain/clicks';

/** The attributes a booking link carries (BookButton): what a click on it records. */
export const CLICK_ATTRIBUTES = { provider: 'data-click-provider', page: 'data-click-page' } as const;

/** A key per click (8-64 letters, digits or '-'), so a beacon the worker sends again counts once. */
export function newClickId(): string {
  const c = globalThis.crypto;
  // randomUUID needs a secure context (https or localhost); getRandomValues does not.
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  if (typeof c?.getRandomValues === 'function') return Array.from(c.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('-');
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Sends one click; the page never waits for it and never hears of a failure. */
export function sendBookingClick(providerId: number, page: ClickPage): void {
  try {
    const body = JSON.stringify({ providerId, page, clickId: newClickId() });
    // sendBeacon queues the request past the page's unload (the link may replace this tab); a
    // string goes as text/plain, which the endpoint reads. false: the browser would not queue it.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(CLICK_PATH, body)) return;
    void fetch(CLICK_PATH, { method: 'POST', keepalive: true, body }).catch(() => undefined);
  } catch {
    // No beacon and no fetch: the link works all the same.
  }
}

/** The provider and place of the booking link an event hit, or null (another element, or attributes not ours). */
export function bookingLinkOf(target: EventTarget | null): { providerId: number; page: ClickPage } | null {
  const link = target instanceof Element ? target.closest(`a[${CLICK_ATTRIBUTES.provider}]`) : null;
  if (!link) return null;
  const providerId = Number(link.getAttribute(CLICK_ATTRIBUTES.provider));
  const page = link.getAttribute(CLICK_ATTRIBUTES.page) as ClickPage;
  return Number.isInteger(providerId) && providerId > 0 && CLICK_PAGE_NAMES.includes(page) ? { providerId, page } : null;
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
    const link = bookingLinkOf(event.target);
    if (link) sendBookingClick(link.providerId, link.page);
  };
  root.addEventListener('click', onClick, { capture: true, passive: true });
  root.addEventListener('auxclick', onClick, { capture: true, passive: true });
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('auxclick', onClick, true);
  };
}
