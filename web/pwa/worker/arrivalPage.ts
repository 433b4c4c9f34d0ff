/// <reference lib="webworker" />
// My arrival's page (issue 23) must open with no connection after any earlier visit, also when
// /my-arrival itself was never opened. Its HTML is kept as every page is (the pages strategy, so
// stamped and renewed the same way), fetched when the worker installs, and again when the page says
// a card was saved (SW_MESSAGES.keepArrivalPage), in case the install-time fetch found no
// connection. Its scripts are precached with the rest of the public app.
import type { Strategy } from 'workbox-strategies';
import { ROUTES } from '../../../api/domain/routes';
import { SW_MESSAGES } from '../protocol';
import { worker } from './scope';

/** Fetches and keeps /my-arrival through `pages` (a failure is no error: next time). */
export function keepArrivalPage(pages: Strategy): void {
  const keep = (event: ExtendableEvent) =>
    pages.handle({ event, request: new Request(new URL(ROUTES.myArrival.path, worker.location.origin).href, { credentials: 'same-origin' }) }).then(
      () => undefined,
      () => undefined,
    );
  // Installing waits for it: once this worker is in charge, the page is on the device.
  worker.addEventListener('install', (event) => event.waitUntil(keep(event)));
  worker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.keepArrivalPage) event.waitUntil(keep(event));
  });
}
