// Moved from web/pwa/cachePolicy.test.ts with the page policy (web/pwa/policy/pages.ts).
import { KEPT_PAGE_META } from '../protocol';
import {
  NAVIGATION_DENYLIST, SITE_REFRESH_MS, asBrowserRenderedPage, isFailedPageAnswer, isKeepablePage, isKeptRecently, keptStamp, markKeptPage,
  pageCacheKey, queryFreePageKey, sitemapPaths, versionOf,
} from './pages';

const ORIGIN = 'http://127.0.0.1:3000';

describe('navigations', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));
  it('answers every app route with its page', () => {
    for (const path of ['/', '/providers', '/providers/triangle-express', '/resources?filter=GUIDE', '/faq', '/contact', '/about', '/admin', '/admin/login', '/no-such-page']) {
      expect(denied(path)).toBe(false);
    }
  });
  it('leaves the API, uploads, ad frames and static files to the network', () => {
    for (const path of ['/api/providers', '/graphql?x=1', '/uploads/a.webp', '/ad-frame/3', '/sw.js', '/manifest.webmanifest', '/assets/main.js', '/demo/x.svg', '/healthz', '/robots.txt']) {
      expect(denied(path)).toBe(true);
    }
  });
});

describe('pages kept for offline reading', () => {
  it('keeps a page under its path and the query parameters it reads, one admin shell for every admin page', () => {
    expect(pageCacheKey(`${ORIGIN}/providers/bullcitycab?utm_source=x`)).toBe(`${ORIGIN}/providers/bullcitycab`);
    expect(pageCacheKey(`${ORIGIN}/resources?utm_medium=y&filter=HOTELS`)).toBe(`${ORIGIN}/resources?filter=HOTELS`);
    expect(pageCacheKey(`${ORIGIN}/providers/`)).toBe(`${ORIGIN}/providers`);
    expect(pageCacheKey(`${ORIGIN}/admin/providers/edit/3`)).toBe(`${ORIGIN}/admin`);
    expect(pageCacheKey(`${ORIGIN}/admin`)).toBe(`${ORIGIN}/admin`);
  });

  it('opens a search never kept from the page kept without it, drawn by the browser instead of hydrated', () => {
    const trip = `${ORIGIN}/?from=RDU+Airport&to=Cary&date=2030-05-01&passengers=2+Passengers`;
    expect(queryFreePageKey(trip)).toBe(`${ORIGIN}/`);
    expect(queryFreePageKey(`${ORIGIN}/resources?filter=HOTELS`)).toBe(`${ORIGIN}/resources`);
    // Parameters the page does not read are dropped from the key already, and a bare URL has nothing to fall back to.
    expect(queryFreePageKey(`${ORIGIN}/providers/bullcitycab?utm_source=x`)).toBeNull();
    expect(queryFreePageKey(`${ORIGIN}/?utm_source=x`)).toBeNull();
    // A date alone is a trip (today's places, on that day): the page answers it.
    expect(queryFreePageKey(`${ORIGIN}/?date=2030-05-01`)).toBe(`${ORIGIN}/`);
    expect(pageCacheKey(`${ORIGIN}/?passengers=2+Passengers&to=Cary&utm_source=x`)).toBe(`${ORIGIN}/?from=RDU+Airport&to=Cary&passengers=2`);
    expect(queryFreePageKey(`${ORIGIN}/`)).toBeNull();
    expect(queryFreePageKey(`${ORIGIN}/admin/contacts?page=2`)).toBeNull();
    const kept = '<html><head></head><body><div id="root" data-ssr><main>All providers</main></div><script id="__APOLLO_STATE__" type="application/json">{}</script></body></html>';
    expect(asBrowserRenderedPage(kept)).toBe(kept.replace('<div id="root" data-ssr>', '<div id="root">'));
    expect(asBrowserRenderedPage(asBrowserRenderedPage(kept))).toBe(asBrowserRenderedPage(kept));
  });

  it("keeps only the server's pages: public 200s, and the admin shell", () => {
    expect(isKeepablePage(200, 'public, no-cache', '/providers')).toBe(true);
    expect(isKeepablePage(404, 'public, no-cache', '/no-such-page')).toBe(false);
    expect(isKeepablePage(200, 'no-store', '/')).toBe(false); // e.g. a captive portal's page
    expect(isKeepablePage(200, null, '/')).toBe(false);
    expect(isKeepablePage(200, 'private, no-cache', '/admin/login')).toBe(true);
    expect(isKeepablePage(503, 'private, no-cache', '/admin')).toBe(false);
  });

  it('reads the page paths from the sitemap, whatever origin it names', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>https://rdurides.example.com/</loc></url><url><loc>https://rdurides.example.com/providers/bullcitycab</loc><lastmod>2026-01-01</lastmod></url>
      <url><loc> https://rdurides.example.com/resources?filter=HOTELS&amp;x=1 </loc></url><url><loc>not a url</loc></url><url><loc>https://rdurides.example.com/admin</loc></url></urlset>`;
    expect(sitemapPaths(xml)).toEqual(['/', '/providers/bullcitycab', '/resources?filter=HOTELS&x=1']);
  });

  it("counts a proxy's 5xx or a portal's page as no answer, never the server's 404 or the admin shell", () => {
    expect(isFailedPageAnswer(503, null, '/faq')).toBe(true);
    expect(isFailedPageAnswer(511, 'no-store', '/')).toBe(true); // a captive portal wants a login
    expect(isFailedPageAnswer(200, 'no-store', '/providers')).toBe(true); // a portal's or a proxy's own page
    expect(isFailedPageAnswer(200, null, '/')).toBe(true);
    expect(isFailedPageAnswer(200, 'public, no-cache', '/')).toBe(false);
    expect(isFailedPageAnswer(404, 'public, no-cache', '/no-such-page')).toBe(false);
    expect(isFailedPageAnswer(0, null, '/providers/')).toBe(false); // a redirect
    expect(isFailedPageAnswer(200, 'private, no-cache', '/admin/login')).toBe(false);
    expect(isFailedPageAnswer(502, 'private, no-cache', '/admin')).toBe(true);
  });

  it('fetches a kept page again when it is old or was kept by another version', () => {
    const now = 1_800_000_000_000;
    expect(isKeptRecently(keptStamp(now - 60_000, 'v1'), 'v1', now)).toBe(true);
    expect(isKeptRecently(keptStamp(now - SITE_REFRESH_MS - 1, 'v1'), 'v1', now)).toBe(false);
    expect(isKeptRecently(keptStamp(now - 60_000, 'v0'), 'v1', now)).toBe(false); // names the old version's scripts
    expect(isKeptRecently(null, 'v1', now)).toBe(false); // not kept, or kept before stamps existed
    expect(isKeptRecently('garbage', 'v1', now)).toBe(false);
    expect(isKeptRecently(keptStamp(now + 60_000, 'v1'), 'v1', now)).toBe(false); // the clock went back
  });

  it('tells worker versions apart by what they precache', () => {
    const manifest = [
      { url: '/assets/main.0123456789.js', revision: null },
      { url: '/manifest.webmanifest', revision: 'abc' },
    ];
    expect(versionOf(manifest)).toBe(versionOf(manifest.map((e) => ({ ...e }))));
    expect(versionOf(manifest)).not.toBe(versionOf([{ ...manifest[0], url: '/assets/main.9876543210.js' }, manifest[1]]));
    expect(versionOf(manifest)).not.toBe(versionOf([manifest[0], { ...manifest[1], revision: 'abd' }]));
    expect(versionOf(manifest)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('marks a page answered from the device in its head, leaving the rest as it was', () => {
    const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FAQ</title></head><body><div id="root">x</div></body></html>';
    const marked = markKeptPage(html);
    expect(marked).toBe(html.replace('<head>', `<head><meta name="${KEPT_PAGE_META}" content="">`));
    expect(markKeptPage('<p>no head</p>')).toBe(`<meta name="${KEPT_PAGE_META}" content=""><p>no head</p>`);
  });
});
