// What the page tells the service worker about My arrival (read by both; no imports, so the worker stays small).

/** Asks the worker to keep My arrival's page on the device now (a card was saved). */
export const KEEP_ARRIVAL_PAGE = 'KEEP_ARRIVAL_PAGE';
