/**
 * Public lists may be cached briefly by browsers and proxies; ETag (set by Express) makes the
 * revalidation a cheap 304. Five seconds keeps an admin's change visible almost at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, must-revalidate';
export const PRIVATE_NO_STORE = 'private, no-store';
/**
 * GraphQL GET answers: public (the hot cache and the service worker keep them) but revalidated on
 * every use, so the web app's refetch after an admin write never reads a stale browser copy.
 */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';
