// /sitemap.xml and /robots.txt: every public page with the date its content last changed, and
// what crawlers may visit. The text comes from api/domain/seo; this file only gathers the dates.
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config';
import { SITEMAP_PATH, absoluteUrl, providerPath, robotsTxt, sitemapXml, type SitemapEntry } from '../domain/seo';
import { STATIC_PAGES } from '../domain/pageMeta';
import type { Services } from '../services';
import { ANONYMOUS } from '../services/actor';
import { originOrRefuse } from './origin';
import type { PublicReadCache } from './publicCache';

/** Crawlers fetch these rarely; a few minutes old is fine, and a write empties the prepared cache at once. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

/** The latest of some moments, or null when there are none (an empty list has no date). */
function newest(dates: readonly (Date | null | undefined)[]): Date | null {
  let latest: Date | null = null;
  for (const date of dates) if (date && (!latest || date.getTime() > latest.getTime())) latest = date;
  return latest;
}

export function seoRoutes(services: Services, config: Config, cache?: PublicReadCache): Router {
  const router = Router();

  // The prepared-bytes cache keys on the path alone. Without PUBLIC_URL the sitemap's URLs come
  // from the Host header, so one request with a forged Host would be served to everyone: then the
  // sitemap is built for every request instead (a few small queries).
  const recordSitemap: RequestHandler[] = cache && config.publicUrl ? [cache.recorder()] : [];

  router.get(SITEMAP_PATH, ...recordSitemap, async (req, res) => {
    const origin = originOrRefuse(req, res, config.publicUrl);
    if (!origin) return;
    const [providers, resources, faqs] = await Promise.all([
      services.providers.list(ANONYMOUS),
      services.resources.list(ANONYMOUS),
      services.faqs.list(ANONYMOUS),
    ]);
    // Dates of what each page shows. Deleting a row cannot move a date (nothing records when),
    // but a deleted provider's own entry goes, which is what crawlers need to notice. FAQs store
    // no update time, so an edited answer keeps its FAQ's creation date.
    const providersChanged = newest(providers.map((p) => p.updatedAt));
    const resourcesChanged = newest(resources.map((r) => r.updatedAt));
    const faqsChanged = newest(faqs.map((f) => f.createdAt));
    const contentDates: Record<string, Date | null> = {
      // The home page shows the top providers, the comparison table, every resource and the FAQ.
      '/': newest([providersChanged, resourcesChanged, faqsChanged]),
      '/providers': providersChanged,
      '/resources': resourcesChanged,
      '/faq': faqsChanged,
    };
    const entries: SitemapEntry[] = [
      ...Object.entries(STATIC_PAGES)
        .filter(([, meta]) => !meta.noindex)
        .map(([path, meta]) => ({ loc: absoluteUrl(origin, path), lastmod: contentDates[path] ?? meta.updated ?? null })),
      ...providers.map((p) => ({ loc: absoluteUrl(origin, providerPath(p.slug)), lastmod: p.updatedAt })),
    ];
    res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL });
    res.send(sitemapXml(entries));
  });

  router.get('/robots.txt', (req, res) => {
    const origin = originOrRefuse(req, res, config.publicUrl);
    if (!origin) return;
    res.set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ROBOTS_CACHE_CONTROL });
    res.send(robotsTxt(origin));
  });

  return router;
}
