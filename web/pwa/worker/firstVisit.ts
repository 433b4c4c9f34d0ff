// First visit on a slow connection: the main pages before the app's files. Registered before the
// precache (./precache.ts), so its install listener runs first and these few requests go out
// first; then the app's hashed files all at once into the HTTP cache, which the precache (one file
// at a time, a round trip each: over a minute's worth of waiting on a slow phone link) then reads.
// A failure only leaves a page for the site caching (./siteCaching.ts).
import type { Pages } from './pages';
import { worker } from './scope';
import { keepPages, mainPageHrefs } from './siteCaching';

export function keepMainPagesFirst(pages: Pages, manifest: Array<{ url: string; revision: string | null } | string>): void {
  worker.addEventListener('install', (event) => {
    const mainPages = mainPageHrefs();
    event.waitUntil(
      keepPages(pages, event, mainPages, mainPages.length).then(() =>
        Promise.allSettled(
          manifest.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.revision ? [] : [entry.url])).map((url) => fetch(url, { credentials: 'same-origin' })),
        ),
      ),
    );
  });
}
