// What the page and the service worker say to each other, and the names both read: message types,
// the Background Sync tag, the runtime caches, the click queue and the marks on kept pages.
// Shared by the page (web/pwa/register.ts, contactOutbox.ts, cachedDataNotice.ts), the worker
// (web/pwa/worker/) and the browser tests; nothing here runs code.
import { CLICK_QUEUE_KEEP_HOURS } from '../../api/domain/clicks';

/** Runtime caches. Bump a suffix to drop a cache's old content on the next service worker. */
export const CACHE_NAMES = {
  /** Public GraphQL GET queries and the public REST lists. */
  data: 'rdu-rides-data-v1',
  /** Same-origin images: uploads (immutable) and demo images. */
  images: 'rdu-rides-images-v1',
  /**
   * Images from other origins (provider or resource image URLs an admin entered), only those whose
   * site allows CORS (v1 also kept opaque answers: dropped).
   */
  externalImages: 'rdu-rides-external-images-v2',
  /** OpenStreetMap tiles seen on provider route maps, loaded with CORS (v1 held opaque tiles: dropped). */
  mapTiles: 'rdu-rides-map-tiles-v2',
  /** The server-rendered pages visited, and every public page fetched when the browser is idle. */
  pages: 'rdu-rides-pages-v1',
} as const;

/** Every runtime cache's name starts with this: a name no longer in CACHE_NAMES is dropped on activation. */
export const CACHE_NAME_PREFIX = 'rdu-rides-';

/** Background Sync tag under which the page asks the worker to deliver the contact outbox. */
export const OUTBOX_SYNC_TAG = 'rdu-contact-outbox';

/** Messages between the page and the worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING', // workbox-window's messageSkipWaiting() sends this type
  warmCache: 'RDU_WARM_CACHE',
  outboxDelivered: 'RDU_OUTBOX_DELIVERED',
  /** Worker → page: where the answer to one of the page's data reads came from (DataSource). */
  dataSource: 'RDU_DATA_SOURCE',
  /** Page → worker, when the browser is idle: keep every public page for offline reading. */
  cacheSite: 'RDU_CACHE_SITE',
  /** Page → worker, when the page starts and when the connection returns: send the queued booking clicks. */
  replayClicks: 'RDU_REPLAY_CLICKS',
} as const;

/**
 * Where the worker's answer to a public data read came from: 'network' (the server answered) or
 * 'cache' (the network failed or was too slow, so the page got the copy kept on the device).
 */
export type DataSource = 'network' | 'cache';

/**
 * Booking clicks that found no server (offline, or a proxy's 5xx) wait in this IndexedDB queue
 * (workbox-background-sync) for at most `retentionMinutes`: less than the CLICK_KEY_KEEP_HOURS the server keeps
 * a click's key, so a click sent again after an answer that was lost is still recognised and counts once.
 */
export const CLICK_QUEUE = { name: 'rdu-booking-clicks', retentionMinutes: CLICK_QUEUE_KEEP_HOURS * 60 } as const;

/**
 * Kept pages carry this header: when and by which version of the worker (its precache) they were
 * kept. The idle site caching fetches again only pages kept long ago or by an older version, whose
 * HTML names scripts a deployment may have removed.
 */
export const KEPT_HEADER = 'X-RDU-Rides-Kept';

/**
 * The mark the worker puts in a page it answers from its copy (the network failed or was too
 * slow), so the page can say what it shows may be out of date although the device seems online
 * (web/pwa/cachedDataNotice.ts). The copy kept on the device is not changed.
 */
export const KEPT_PAGE_META = 'rdu-rides-kept-page';
