// Precache: the public app's code, styles, fonts and icons (admin code left out, see
// webpack.config.js), and the runtime caches renamed since the last worker dropped.
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, precache } from 'workbox-precaching';
import { CACHE_NAMES, CACHE_NAME_PREFIX } from '../protocol';
import { versionOf } from '../policy/pages';
import { worker } from './scope';

/**
 * Precaches this deployment's files and answers with this worker's version (kept pages record it).
 * Old precached files stay until this worker activates, so a page still on the previous version
 * can load its chunks until the visitor accepts the update.
 */
export function precacheApp(manifest: Array<{ url: string; revision: string | null }>): string {
  precache(manifest);
  cleanupOutdatedCaches();
  // The first worker controls the page that installed it, so the reads of that first visit go
  // through it (the page also hands over what it read before: SW_MESSAGES.warmCache).
  clientsClaim();
  // A runtime cache renamed in CACHE_NAMES (e.g. -v1 → -v2) is dropped when this worker takes over.
  worker.addEventListener('activate', (event) => {
    const current = new Set<string>(Object.values(CACHE_NAMES));
    event.waitUntil(
      caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(CACHE_NAME_PREFIX) && !current.has(n)).map((n) => caches.delete(n)))),
    );
  });
  return versionOf(manifest);
}

/** The route that answers precached files; registered after the navigations (./pages.ts). */
export function registerPrecacheRoute(): void {
  addRoute();
}
