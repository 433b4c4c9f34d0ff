/// <reference lib="webworker" />
// The service worker's part for My arrival (issue 23): the page must open with no connection after
// any earlier visit, also when /my-arrival itself was never opened. Its HTML is kept as every page
// is (the pages strategy, so stamped and renewed the same way), fetched when the worker installs,
// and again when the page says a card was saved (KEEP_ARRIVAL_PAGE), in case the install-time fetch
// found no connection. Its scripts are precached with the rest of the public app. One registration
// in sw.ts: keepArrivalPage(pagesStrategy).
import type { Strategy } from 'workbox-strategies';
import { ROUTES } from '../../api/domain/routes';
import { KEEP_ARRIVAL_PAGE } from '../arrival/messages';

declare const self: ServiceWorkerGlobalScope;

/** Fetches and keeps /my-arrival through `pages` (a failure is no error: next time). */
export function keepArrivalPage(pages: Strategy): void {
  const keep = (event: ExtendableEvent) =>
    pages.handle({ event, request: new Request(new URL(ROUTES.myArrival.path, self.location.origin).href, { credentials: 'same-origin' }) }).then(
      () => undefined,
      () => undefined,
    );
  // Installing waits for it: once this worker is in charge, the page is on the device.
  self.addEventListener('install', (event) => event.waitUntil(keep(event)));
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === KEEP_ARRIVAL_PAGE) event.waitUntil(keep(event));
  });
}
