import { createHash } from 'node:crypto';
import {
  CLICK_QUEUE, SITE_REFRESH_MS, dataFallbackPlugin, isClickRetryAnswer, replayQueuedClicks, type ClickQueue, graphqlCacheKey, isFailedDataAnswer, isAdminPath, isMapTile, isPubliclyCacheable, isPublicDataRequest,
  KEPT_PAGE_META, NAVIGATION_DENYLIST, NOT_SAVED_PAGE_SCRIPT, isFailedPageAnswer, isKeepablePage, isKeptRecently, keptStamp, markKeptPage,
  notSavedPageCsp, notSavedPageHtml, sitemapPaths, versionOf, asBrowserRenderedPage,
} from './cachePolicy';
import { pageCacheKey, queryFreePageKey } from './pageKeys';

const ORIGIN = 'http://127.0.0.1:3000';
const HASH = 'ef954fffc4368a2109bb7a9894570fdb8c57c43184feea559232845ed9f46f69';
const ext = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: HASH } }));
const gql = (params: string) => `${ORIGIN}/graphql?${params}`;

describe('graphqlCacheKey', () => {
  it('gives the hash-only and the full-query URL of a persisted query the same key', () => {
    const hashOnly = gql(`operationName=Providers&variables=%7B%7D&extensions=${ext}`);
    const full = gql(`operationName=Providers&variables=%7B%7D&extensions=${ext}&query=${encodeURIComponent('query Providers { providers { id } }')}`);
    expect(graphqlCacheKey(hashOnly)).toBe(graphqlCacheKey(full));
    expect(graphqlCacheKey(hashOnly)).not.toBe(hashOnly);
  });

  it('keeps reads with different variables apart, whatever the order of their keys', () => {
    const a = gql(`operationName=Provider&variables=${encodeURIComponent('{"slug":"a","x":1}')}&extensions=${ext}`);
    const aReordered = gql(`extensions=${ext}&variables=${encodeURIComponent('{"x":1,"slug":"a"}')}&operationName=Provider`);
    const b = gql(`operationName=Provider&variables=${encodeURIComponent('{"slug":"b","x":1}')}&extensions=${ext}`);
    expect(graphqlCacheKey(a)).toBe(graphqlCacheKey(aReordered));
    expect(graphqlCacheKey(a)).not.toBe(graphqlCacheKey(b));
  });

  it('keeps different operations apart', () => {
    const faqs = gql(`operationName=Faqs&variables=%7B%7D&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }))}`);
    expect(graphqlCacheKey(faqs)).not.toBe(graphqlCacheKey(gql(`operationName=Providers&variables=%7B%7D&extensions=${ext}`)));
  });

  it('keys a query sent without a hash by its text (whitespace aside)', () => {
    const a = gql(`operationName=Faqs&query=${encodeURIComponent('query Faqs {\n  faqs { id }\n}')}`);
    const b = gql(`operationName=Faqs&query=${encodeURIComponent('query Faqs { faqs { id } }')}`);
    expect(graphqlCacheKey(a)).toBe(graphqlCacheKey(b));
  });

  it('leaves other URLs alone', () => {
    expect(graphqlCacheKey(`${ORIGIN}/api/providers`)).toBe(`${ORIGIN}/api/providers`);
    expect(graphqlCacheKey(gql('operationName=Faqs'))).toBe(gql('operationName=Faqs'));
  });
});

describe('which requests the worker may answer from its data cache', () => {
  const url = (path: string) => new URL(path, ORIGIN);
  it.each([
    ['/graphql?operationName=Providers', 'GET', true],
    ['/api/providers', 'GET', true],
    ['/api/resources', 'GET', true],
    ['/api/faqs', 'GET', true],
    ['/api/adspots/location/header', 'GET', true],
    ['/graphql', 'POST', false],
    ['/api/contact', 'POST', false],
    ['/api/providers/triangle-express', 'GET', false],
    ['/api/admin/contacts', 'GET', false],
    ['/api/admin/providers', 'GET', false],
    ['/api/admin/user', 'GET', false],
    ['/healthz', 'GET', false],
  ])('%s %s → %s', (path, method, expected) => {
    expect(isPublicDataRequest(url(path), method)).toBe(expected);
  });

  it('keeps only answers the server marked public', () => {
    expect(isPubliclyCacheable(200, 'public, max-age=0, must-revalidate')).toBe(true);
    expect(isPubliclyCacheable(200, 'public, max-age=5, must-revalidate')).toBe(true);
    expect(isPubliclyCacheable(200, 'private, no-store')).toBe(false);
    expect(isPubliclyCacheable(200, 'public, no-store')).toBe(false);
    expect(isPubliclyCacheable(200, null)).toBe(false);
    expect(isPubliclyCacheable(200, 'max-age=60')).toBe(false);
    expect(isPubliclyCacheable(304, 'public')).toBe(false);
    expect(isPubliclyCacheable(500, 'public')).toBe(false);
  });

  it('knows the admin area and the map tiles', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/providers/edit/3')).toBe(true);
    expect(isAdminPath('/api/admin/login')).toBe(true);
    expect(isAdminPath('/administrators-guide')).toBe(false);
    expect(isAdminPath('/providers')).toBe(false);
    expect(isMapTile(new URL('https://b.tile.openstreetmap.org/12/1150/1600.png'))).toBe(true);
    expect(isMapTile(new URL('https://tile.openstreetmap.org/12/1150/1600.png'))).toBe(true);
    expect(isMapTile(new URL('https://evil.example.com/tile.openstreetmap.org/1.png'))).toBe(false);
  });
});

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

  it('says a page is not saved (never that it does not exist), and that the admin area is online only', () => {
    const html = notSavedPageHtml('/providers/<x>');
    expect(html).toContain('This page is not saved on this device');
    expect(html).not.toMatch(/not found/i);
    expect(html).not.toContain('<x>');
    // One script, its own: it loads the page when the connection returns, as the page says.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script>']);
    expect(html).toContain(`<script>${NOT_SAVED_PAGE_SCRIPT}</script>`);
    expect(html).toContain('It will load when your connection returns.');
    const admin = notSavedPageHtml('/admin/providers');
    expect(admin).toContain('The admin area works only online.');
    expect(admin).toContain('This page will load when your connection returns.');
  });

  it("allows only the not-saved page's own script, by its hash", () => {
    const hash = `'sha256-${createHash('sha256').update(NOT_SAVED_PAGE_SCRIPT).digest('base64')}'`;
    const csp = notSavedPageCsp(hash);
    const scriptSrc = csp.split(';').map((d) => d.trim()).filter((d) => d.startsWith('script-src'));
    expect(scriptSrc).toEqual([`script-src ${hash}`]);
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

describe('data reads: which answers count as a failure (then the cached copy is served)', () => {
  it.each([
    [200, 'application/json; charset=utf-8', false],
    [200, 'application/graphql-response+json; charset=utf-8', false],
    [400, 'application/json', false], // our server's own answer
    [404, 'application/json', false],
    [304, null, false],
    [500, 'application/json', true],
    [502, 'text/html', true], // a proxy while the app server is down
    [503, 'application/json', true],
    [504, null, true],
    [511, 'text/html', true], // a captive portal wants a login
    [200, 'text/html; charset=utf-8', true], // a captive portal's page with a 200
    [200, null, true],
    [403, 'text/html', true], // a filtering proxy's page
  ])('%s %s → failure: %s', (status, type, expected) => {
    expect(isFailedDataAnswer(status, type)).toBe(expected);
  });
});

describe('dataFallbackPlugin (how NetworkFirst uses it)', () => {
  const answer = (status: number, type: string | null) => ({ status, headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? type : null) } });
  type Answer = ReturnType<typeof answer>;
  const setup = () => {
    const reports: string[] = [];
    const plugin = dataFallbackPlugin<Answer, string>((event, source) => reports.push(`${event}:${source}`));
    return { plugin, reports, state: {} as Record<string, unknown> };
  };

  it('passes the server answer and reports that the network answered', async () => {
    const { plugin, reports, state } = setup();
    const ok = answer(200, 'application/json');
    await expect(plugin.fetchDidSucceed({ response: ok, state })).resolves.toBe(ok);
    await expect(plugin.handlerWillRespond({ event: 'page-1', response: ok, state })).resolves.toBe(ok);
    expect(reports).toEqual(['page-1:network']);
  });

  it.each([
    ['a 503 from a proxy', answer(503, 'text/html')],
    ['a captive portal page with a 200', answer(200, 'text/html')],
  ])('counts %s as a network failure, so the cached copy is served, and reports the cache', async (_what, bad) => {
    const { plugin, reports, state } = setup();
    // NetworkFirst looks in the cache when fetchDidSucceed throws, as when fetch() itself throws.
    await expect(plugin.fetchDidSucceed({ response: bad, state })).rejects.toThrow(/not the server's answer/);
    const cached = answer(200, 'application/json');
    await expect(plugin.cachedResponseWillBeUsed({ cachedResponse: cached, state })).resolves.toBe(cached);
    await expect(plugin.handlerWillRespond({ event: 'page-1', response: cached, state })).resolves.toBe(cached);
    expect(reports).toEqual(['page-1:cache']);
  });

  it('with no cached copy, gives the page the error answer as it came (not a network error), reporting nothing', async () => {
    const { plugin, reports, state } = setup();
    const bad = answer(503, 'application/json');
    await expect(plugin.fetchDidSucceed({ response: bad, state })).rejects.toThrow();
    await expect(plugin.cachedResponseWillBeUsed({ cachedResponse: undefined, state })).resolves.toBeUndefined();
    await expect(plugin.handlerDidError({ state })).resolves.toBe(bad);
    await plugin.handlerWillRespond({ event: 'page-1', response: bad, state });
    expect(reports).toEqual([]);
  });

  it('offers nothing when the fetch itself failed and nothing is cached (the page gets the network error)', async () => {
    const { plugin, state } = setup();
    await expect(plugin.handlerDidError({ state })).resolves.toBeUndefined();
  });

  it('reports the cache when the network was too slow (timeout) and the late answer arrives after', async () => {
    const { plugin, reports, state } = setup();
    const cached = answer(200, 'application/json');
    await plugin.cachedResponseWillBeUsed({ cachedResponse: cached, state }); // the 3 s timeout
    await plugin.handlerWillRespond({ event: 'page-1', response: cached, state });
    await plugin.fetchDidSucceed({ response: answer(200, 'application/json'), state }); // updates the cache only
    expect(reports).toEqual(['page-1:cache']);
  });
});

describe('the booking-click queue', () => {
  /** A queued click: jsdom has no Request, and the replay only clones it and hands it on. */
  const click = (id: string, timestamp = 1) => ({ request: { id, clone() { return this; } } as unknown as Request, timestamp });
  type Entry = ReturnType<typeof click>;
  const fakeQueue = (entries: Entry[]): ClickQueue & { entries: Entry[] } => ({
    entries,
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry) => void entries.unshift(entry as Entry),
  });
  const idOf = (request: Request) => (request as unknown as { id: string }).id;

  it('waits on a 5xx only: counted, repeat, refused or throttled answers are final', () => {
    expect([200, 202, 400, 404, 413, 429].filter(isClickRetryAnswer)).toEqual([]);
    expect([500, 502, 503, 504].every(isClickRetryAnswer)).toBe(true);
  });

  it('keeps a click for less than the two days the server recognises its key', () => {
    expect(CLICK_QUEUE.retentionMinutes).toBeLessThan(2 * 24 * 60);
    expect(CLICK_QUEUE.retentionMinutes).toBeGreaterThanOrEqual(24 * 60);
  });

  it('sends every queued click once, oldest first, and empties the queue whatever the final answers', async () => {
    const queue = fakeQueue([click('a'), click('b'), click('c')]);
    const status: Record<string, number> = { a: 202, b: 400, c: 429 };
    const sent: string[] = [];
    const send = async (r: Request) => {
      sent.push(idOf(r));
      return { status: status[idOf(r)] } as Response;
    };
    await expect(replayQueuedClicks(queue, send)).resolves.toBe(3);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(queue.entries).toEqual([]);
    await expect(replayQueuedClicks(queue, send)).resolves.toBe(0);
    expect(sent).toHaveLength(3);
  });

  it.each([
    ['no answer (offline)', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ["a proxy's 502", async () => ({ status: 502 }) as Response],
  ])('stops at %s, puts that click back first with its own time, keeps the rest, and throws for Background Sync to retry', async (_what, fail) => {
    const queue = fakeQueue([click('a', 10), click('b', 20), click('c', 30)]);
    const sent: string[] = [];
    const send = async (r: Request) => {
      sent.push(idOf(r));
      return idOf(r) === 'b' ? fail() : ({ status: 202 } as Response);
    };
    await expect(replayQueuedClicks(queue, send)).rejects.toThrow(/kept for later/);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.entries.map((e) => [idOf(e.request), e.timestamp])).toEqual([['b', 20], ['c', 30]]);
    // The connection is back: the rest go, each once.
    await expect(replayQueuedClicks(queue, async () => ({ status: 202 }) as Response)).resolves.toBe(2);
    expect(queue.entries).toEqual([]);
  });
});
