// What the site says when a page is not saved on this device, or the admin area is offline: the
// same words in the app (ProviderDetailPage, AdminOfflineNotice) and on the service worker's own
// offline page (web/pwa/policy/offlinePage.ts). Plain strings, so the worker can take them.

export const PAGE_NOT_SAVED_TITLE = 'This page is not saved on this device';
export const PAGE_NOT_SAVED_TEXT = 'You are offline, and this page has not been saved for offline reading yet. It will load when your connection returns.';
export const ADMIN_OFFLINE_PAGE_TEXT = 'You are offline. The admin area works only online.';
export const ADMIN_OFFLINE_PAGE_DETAIL = 'Pages cannot load and changes cannot be saved until the connection returns. This page will load when your connection returns.';
