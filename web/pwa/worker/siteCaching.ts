// Every public page for offline reading, listed by the sitemap (the site is small), asked for by
// the page once the browser is idle after a visit (SW_MESSAGES.cacheSite).
import { KEPT_HEADER, CACHE_NAMES } from '../protocol';
import { MAIN_PAGES, isKeptRecently, pageCacheKey, sitemapPaths } from '../policy/pages';
import type { Pages } from './pages';
import { worker } from './scope';

/**
 * Keeps every page the sitemap lists. A page kept recently by this version is not fetched again
 * (isKeptRecently); one kept by an older version is, since its HTML names that version's scripts.
 * A page that fails is simply left for next time. One run at a time. Resolves to how many pages
 * were fetched.
 */
export function siteCaching(pages: Pages, version: string): (event: ExtendableEvent) => Promise<number> {
  let running: Promise<number> | null = null;

  const keepSite = async (event: ExtendableEvent): Promise<number> => {
    try {
      const sitemap = await fetch('/sitemap.xml', { credentials: 'same-origin' });
      if (!sitemap.ok) return 0;
      const kept = await caches.open(CACHE_NAMES.pages);
      const now = Date.now();
      const due: string[] = [];
      for (const path of sitemapPaths(await sitemap.text())) {
        const href = new URL(path, worker.location.origin).href;
        const copy = await kept.match(pageCacheKey(href));
        if (!isKeptRecently(copy?.headers.get(KEPT_HEADER) ?? null, version, now)) due.push(href);
      }
      const main = new Set(mainPageHrefs());
      return await keepPages(pages, event, [...due.filter((href) => main.has(href)), ...due.filter((href) => !main.has(href))]);
    } catch {
      return 0; // offline or no sitemap: next time
    }
  };

  return (event) =>
    (running ??= keepSite(event).finally(() => {
      running = null;
    }));
}

/** The main pages' addresses on this site (MAIN_PAGES). */
export function mainPageHrefs(): string[] {
  return MAIN_PAGES.map((path) => new URL(path, worker.location.origin).href);
}

/** Fetches and keeps these pages, a few at a time (the visitor may be using the connection too); how many were kept. */
export async function keepPages(pages: Pages, event: ExtendableEvent, hrefs: string[], atOnce = 3): Promise<number> {
  let fetched = 0;
  for (let i = 0; i < hrefs.length; i += atOnce) {
    const batch = await Promise.allSettled(hrefs.slice(i, i + atOnce).map((href) => pages.strategy.handle({ event, request: new Request(href, { credentials: 'same-origin' }) })));
    fetched += batch.filter((r) => r.status === 'fulfilled' && r.value.ok).length;
  }
  return fetched;
}
