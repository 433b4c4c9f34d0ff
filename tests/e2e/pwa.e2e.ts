// The offline-tolerant PWA in real Chromium: installable; every public page readable offline after
// one visit (with the server stopped too, so nothing can come from the network), and with a proxy's
// 503 or a captive portal's page in place of the server's answers; map tiles and images from other
// sites kept only as complete (CORS) answers; the contact form keeps a message offline and it is
// stored exactly once when the connection returns, also after the tab was closed (before or while
// sending); the admin area says it is online-only and queues no write; a new deployment shows the
// update prompt, and a page left on the old bundle whose lazy chunk is gone moves onto the new version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN, CHROMIUM_ARGS, ROOT, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, type Site } from './support/site';

const WEB_DIR = process.env.WEB_DIR || path.join(ROOT, 'dist', 'web');
const OFFLINE_TEXT = 'Showing information saved on this device, which may be out of date.';
const UPDATE_TEXT = 'A new version is available';
const DATA_CACHE = 'rdu-rides-data-v1';
const IMAGE_CACHE = 'rdu-rides-images-v1';
const TILE_CACHE = 'rdu-rides-map-tiles-v2';
const EXTERNAL_IMAGE_CACHE = 'rdu-rides-external-images-v2';
/** A 1×1 PNG, for map tiles and images from other sites (the sandbox has no internet). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Provider {
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  routePoints: string | null;
}

let site: Site;
let browser: Browser;
let providers: Provider[];
let resourceTitles: string[];
let faqQuestions: string[];
const tempDirs: string[] = [];

async function getJson<T>(pathname: string): Promise<T> {
  const res = await fetch(`${site.url}${pathname}`);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return (await res.json()) as T;
}

/** Contact messages stored on the server, read like an admin would (REST, logged in). */
async function storedContacts(): Promise<{ id: number; name: string; subject: string; message: string }[]> {
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${site.url}/api/admin/contacts`, { headers: { cookie } });
  if (!res.ok) throw new Error(`contacts: ${res.status}`);
  return (await res.json()) as { id: number; name: string; subject: string; message: string }[];
}

async function contactsWithSubject(subject: string) {
  return (await storedContacts()).filter((c) => c.subject === subject);
}

/** Polls fn until it returns true (playwright's waitForFunction does not await async predicates). */
async function waitUntil(what: string, fn: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fn())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until the page is controlled by an activated service worker. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await waitUntil('an activated service worker', () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated'),
  );
}

async function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((r) => r.url);
  }, cacheName);
}

/** Status and type of every entry of a runtime cache (type 'opaque' and status 0 for an opaque one). */
async function cachedAnswers(page: Page, cacheName: string): Promise<{ url: string; status: number; type: string }[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const answers = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request, { ignoreVary: true });
      answers.push({ url: request.url, status: response?.status ?? -1, type: response?.type ?? 'missing' });
    }
    return answers;
  }, cacheName);
}

/** Loads images the way ImageWithFallback does (no crossOrigin): 'loaded' or 'error' each. */
async function loadImages(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(
          (src) =>
            new Promise<string>((resolve) => {
              const img = new Image();
              img.onload = () => resolve('loaded');
              img.onerror = () => resolve('error');
              img.src = src;
            }),
        ),
      ),
    urls,
  );
}

async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rdu-rides-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('contact-messages')) return resolve(0);
          const count = db.transaction('contact-messages').objectStore('contact-messages').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/** Scrolls the whole page so lazy images load, then waits for them. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 15_000 });
}

async function fillContactForm(page: Page, subject: string): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill('Offline Traveller');
  await page.getByLabel('Email Address', { exact: true }).fill('traveller@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Written in the arrivals hall without a connection.');
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  providers = await getJson<Provider[]>('/api/providers');
  resourceTitles = (await getJson<{ title: string }[]>('/api/resources')).map((r) => r.title);
  faqQuestions = (await getJson<{ question: string }[]>('/api/faqs')).map((f) => f.question);
  expect(providers.length).toBeGreaterThan(2);
  expect(resourceTitles.length).toBeGreaterThan(0);
  expect(faqQuestions.length).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('installable PWA', () => {
  it('has a valid manifest, a ready service worker and no installability errors', async () => {
    // Chromium never reports an incognito context installable: use a real profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-pwa-profile-'));
    tempDirs.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const { page, errors } = await trackedPage(context);
      await page.goto(site.url);
      await waitForServiceWorker(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${site.url}/sw.js`);

      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
      expect(manifest.url).toBe(`${site.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data) as {
        name: string;
        short_name: string;
        start_url: string;
        scope: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      expect(data).toMatchObject({
        name: 'RDU Rides - Airport Transportation Compared',
        short_name: 'RDU Rides',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1565C0',
        background_color: '#FFFFFF',
      });
      expect(data.icons).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
        ]),
      );
      for (const icon of data.icons) {
        const res = await fetch(`${site.url}${icon.src}`);
        expect(res.status).toBe(200);
      }

      // Chromium decides installability asynchronously; give it a moment.
      let installability: unknown[] = ['not checked'];
      for (let i = 0; i < 20 && installability.length > 0; i++) {
        installability = ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors;
        if (installability.length > 0) await page.waitForTimeout(250);
      }
      expect(installability).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('precaches the public app but no admin-only code', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(site.url);
      await waitForServiceWorker(page);
      const precache = (await page.evaluate(async () => {
        const names = await caches.keys();
        const name = names.find((n) => n.startsWith('workbox-precache'));
        return name ? (await (await caches.open(name)).keys()).map((r) => r.url) : [];
      })) as string[];
      const assets = fs.readdirSync(path.join(WEB_DIR, 'assets'));
      const inPrecache = (file: string) => precache.some((u) => new URL(u).pathname === `/assets/${file}`);
      for (const file of assets.filter((f) => /^(main|map)\.[0-9a-f]+\.(js|css)$/.test(f))) expect(inPrecache(file)).toBe(true);
      // The map and Leaflet (shared with the admin route editor) load offline.
      const mapFiles = assets.filter((f) => /^map(-vendors)?\.[0-9a-f]+\.(js|css)$/.test(f));
      expect(mapFiles.filter((f) => f.startsWith('map.') && f.endsWith('.js'))).toHaveLength(1);
      expect(mapFiles.filter((f) => f.startsWith('map-vendors.') && f.endsWith('.js'))).toHaveLength(1);
      for (const file of mapFiles) expect(inPrecache(file)).toBe(true);
      // Nothing only the admin area loads: its chunk, the data grid and form libraries, its CSS.
      const adminChunks = assets.filter((f) => /^admin\.[0-9a-f]+\.js$/.test(f));
      expect(adminChunks.length).toBeGreaterThan(0);
      const adminVendors = assets.filter((f) => /^admin-vendors\.[0-9a-f]+\.js$/.test(f));
      expect(adminVendors.length).toBeGreaterThan(0);
      const adminOnly = assets.filter((f) => /^admin[^/]*\.(js|css)$/.test(f));
      expect(adminOnly).toEqual(expect.arrayContaining([...adminChunks, ...adminVendors]));
      for (const file of adminOnly) expect(inPrecache(file)).toBe(false);
      expect(precache.some((u) => /\/assets\/admin/.test(u))).toBe(false);
      expect(precache.some((u) => /\.map(\?|$)/.test(u))).toBe(false);
      expect(precache.some((u) => new URL(u).pathname === '/index.html')).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('offline reading', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
    if (!(await fetch(`${site.url}/healthz`).then((r) => r.ok, () => false))) await site.restart();
  });

  it('shows every public page seen online, with its data, offline and with the server gone', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await trackedPage(context);
    const withMap = providers.find((p) => JSON.parse(p.routePoints || '[]').length > 0)!;
    expect(withMap).toBeDefined();

    // One visit online: the home page installs the worker, which then takes over what the page
    // already read (the home page's data is readable offline although it was read before).
    await page.goto(site.url);
    await page.getByText(providers[0].name).first().waitFor();
    await waitForServiceWorker(page);
    await waitUntil('the home page reads in the data cache', async () =>
      (await cachedUrls(page, DATA_CACHE)).some((u) => u.includes('operationName=Providers&')),
    );
    // ...and the images it showed before the worker took over (handed over as images).
    const shownBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img' && e.name.includes('/demo/')).map((e) => e.name),
    );
    expect(shownBefore.length).toBeGreaterThan(0);
    await waitUntil('the first images in the image cache', async () => {
      const kept = await cachedUrls(page, IMAGE_CACHE);
      return shownBefore.every((u) => kept.includes(u));
    }, 10_000);
    await loadAllImages(page);

    await page.goto(`${site.url}/providers`);
    for (const p of providers) await page.getByText(p.name, { exact: true }).first().waitFor();
    await loadAllImages(page);
    await page.goto(`${site.url}/providers/${withMap.slug}`);
    await page.getByRole('heading', { name: withMap.name }).first().waitFor();
    await page.locator('.leaflet-container').waitFor({ timeout: 20_000 });
    await page.goto(`${site.url}/resources`);
    await page.getByText(resourceTitles[0]).first().waitFor();
    await page.goto(`${site.url}/faq`);
    await page.getByText(faqQuestions[0]).first().waitFor();

    // The GraphQL reads are cached under one key per read, whichever URL Apollo used.
    const dataKeys = await cachedUrls(page, DATA_CACHE);
    for (const op of ['Providers', 'Provider', 'Resources', 'Faqs']) expect(dataKeys.some((u) => u.includes(`operationName=${op}&`))).toBe(true);

    // Offline, and the server stopped: nothing can come from the network.
    await context.setOffline(true);
    await site.stop();

    await page.goto(site.url);
    await page.getByText(OFFLINE_TEXT).waitFor();
    for (const p of providers.slice(0, 3)) await page.getByText(p.name).first().waitFor();
    await page.getByText(resourceTitles[0]).first().waitFor();
    await page.getByText(faqQuestions[0]).first().waitFor();
    await screenshot(page, 'pwa-offline-home');

    await page.goto(`${site.url}/providers`);
    for (const p of providers) await page.getByText(p.name, { exact: true }).first().waitFor();
    await loadAllImages(page);
    // Images seen online come from the cache: every card shows its picture, none the placeholder.
    const cardImages = await page.locator('main img').evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((i) => ({ src: i.currentSrc, w: i.naturalWidth })));
    const providerImages = cardImages.filter((i) => i.src.includes('/demo/providers/'));
    expect(providerImages.length).toBe(providers.length);
    expect(providerImages.every((i) => i.w > 0)).toBe(true);
    await expect(page.getByTestId('image-fallback').count()).resolves.toBe(0);
    await page.getByText(OFFLINE_TEXT).waitFor();
    await screenshot(page, 'pwa-offline-providers');

    // The worker kept them (the browser's own HTTP cache aside).
    const imageKeys = await cachedUrls(page, IMAGE_CACHE);
    for (const p of providers) expect(imageKeys).toContain(`${site.url}${p.imageUrl}`);
    // An image never seen fails at once (no hanging request), so the page shows its coloured
    // placeholder instead.
    const unseen = await page.evaluate(async (urls) => {
      const load = (src: string) =>
        new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve('loaded');
          img.onerror = () => resolve('error');
          img.src = src;
        });
      return Promise.all(urls.map(load));
    }, ['/demo/providers/never-seen-before.svg', '/uploads/never-seen-before.webp']);
    expect(unseen).toEqual(['error', 'error']);

    await page.goto(`${site.url}/providers/${withMap.slug}`);
    await page.getByRole('heading', { name: withMap.name }).first().waitFor();
    await page.getByText(withMap.description.slice(0, 40)).first().waitFor();
    await page.locator('.leaflet-container').waitFor({ timeout: 20_000 }); // the lazy map chunk, offline
    await screenshot(page, 'pwa-offline-provider');

    await page.goto(`${site.url}/resources`);
    for (const title of resourceTitles) await page.getByText(title).first().waitFor();

    await page.goto(`${site.url}/faq`);
    for (const question of faqQuestions) await page.getByText(question).first().waitFor();

    // A page never visited loads too (the app shell and the code are precached).
    await page.goto(`${site.url}/affiliate-disclosure`);
    await page.getByRole('heading', { name: /Affiliate Disclosure/ }).first().waitFor();

    // Back online: the banner goes.
    await site.restart();
    await context.setOffline(false);
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached' });
    expect(errors.filter((e) => !/Failed to fetch|NetworkError/.test(e))).toEqual([]);
  });
});

describe('a connection that is up but does not work', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
  });

  it("serves the kept data when a proxy answers 503 or a captive portal its own page, says so, and stops saying it once the server answers", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.url);
    await waitForServiceWorker(page);
    await page.goto(`${site.url}/faq`);
    await page.getByText(faqQuestions[0]).first().waitFor();
    await waitUntil('the FAQ read in the data cache', async () => (await cachedUrls(page, DATA_CACHE)).some((u) => u.includes('operationName=Faqs&')));

    // Between the device and the server: a proxy while the app server is down, then a captive portal.
    let answer: 'server' | 'proxy-503' | 'portal' = 'server';
    const seen: string[] = [];
    await context.route(
      (url) => url.origin === site.url && (url.pathname === '/graphql' || url.pathname.startsWith('/api/')),
      async (route) => {
        if (answer === 'server' || route.request().method() !== 'GET') return route.fallback();
        seen.push(route.request().url());
        if (answer === 'proxy-503') return route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' });
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Sign in to Airport Wi-Fi</body></html>' });
      },
    );

    for (const mode of ['proxy-503', 'portal'] as const) {
      answer = mode;
      seen.length = 0;
      await page.reload();
      await page.getByText(faqQuestions[0]).first().waitFor();
      for (const question of faqQuestions) await page.getByText(question).first().waitFor();
      // The browser thinks it is online; the banner says what the visitor sees may be out of date.
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await page.getByText(OFFLINE_TEXT).waitFor();
      expect(seen.some((u) => u.includes('operationName=Faqs'))).toBe(true); // the network was asked first
      // A read with no kept copy gets the answer as it came (its page shows its error), not a hang.
      const never = await page.evaluate(() => fetch('/api/resources').then((r) => `${r.status} ${r.headers.get('content-type')}`));
      expect(never).toBe(mode === 'proxy-503' ? '503 text/html' : '200 text/html');
    }
    await screenshot(page, 'pwa-proxy-error-cached-data');

    // The server answers again: the next read that reaches it clears the notice.
    answer = 'server';
    await page.evaluate(() => {
      history.pushState({}, '', '/resources');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText(resourceTitles[0]).first().waitFor();
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached' });
  });
});

describe('map tiles and images from other sites', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
  });

  it('keeps map tiles as complete CORS answers (never an opaque one, never an error tile) and serves them offline', async () => {
    const withMap = providers.find((p) => JSON.parse(p.routePoints || '[]').length > 0)!;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // OpenStreetMap stands in: every tile with its CORS header, the first one a 404.
    const tiles: { url: string; status: number }[] = [];
    // A fulfilled route answers even "offline": the stand-in goes offline with the context.
    let offline = false;
    await context.route(/^https:\/\/[abc]\.tile\.openstreetmap\.org\//, async (route) => {
      if (offline) return route.abort('internetdisconnected');
      const status = tiles.length === 0 ? 404 : 200;
      tiles.push({ url: route.request().url(), status });
      await route.fulfill({
        status,
        contentType: status === 200 ? 'image/png' : 'text/plain',
        headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
        body: status === 200 ? PNG : 'Tile not found',
      });
    });
    const page = await context.newPage();
    await page.goto(site.url);
    await waitForServiceWorker(page);
    await page.goto(`${site.url}/providers/${withMap.slug}`);
    await page.locator('.leaflet-container').waitFor({ timeout: 20_000 });
    await waitUntil('tiles in the tile cache', async () => (await cachedAnswers(page, TILE_CACHE)).length >= 2);

    // The TileLayer asks with CORS, so the worker keeps real answers (a no-cors tile is opaque: not kept).
    expect(await page.locator('.leaflet-tile-pane img').first().getAttribute('crossorigin')).toBe('anonymous');
    const kept = await cachedAnswers(page, TILE_CACHE);
    expect(kept.every((t) => t.status === 200 && t.type === 'cors')).toBe(true);
    expect(kept.map((t) => t.url)).not.toContain(tiles[0].url); // the 404 is not kept for 30 days
    await expect(cachedUrls(page, 'rdu-rides-map-tiles-v1')).resolves.toEqual([]);

    // Offline, a tile seen before answers a CORS request from the cache (an opaque copy could not).
    offline = true;
    await context.setOffline(true);
    const tile = kept[0].url;
    expect(await page.evaluate((u) => fetch(u, { mode: 'cors' }).then((r) => r.status, () => 'failed'), tile)).toBe(200);
    await page.reload();
    await page.locator('.leaflet-container').waitFor({ timeout: 20_000 });
    await waitUntil('a cached tile drawn offline', () =>
      page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile-pane img')].some((img) => img.complete && img.naturalWidth > 0)),
    );
  });

  it('keeps images from sites that allow CORS; others load online but are not kept, and show the placeholder offline', async () => {
    context = await browser.newContext();
    const corsImage = 'https://images.example.com/shuttle.png';
    const plainImage = 'https://plain.example.net/van.png';
    // (Playwright adds a CORS header to a fulfilled answer that has none: the plain site names another
    // origin. A fulfilled route answers even "offline": the stand-ins go offline with the context.)
    let offline = false;
    await context.route(/^https:\/\/(images\.example\.com|plain\.example\.net)\//, (route) =>
      offline ? route.abort('internetdisconnected') : route.fulfill({
        status: 200,
        contentType: 'image/png',
        headers: {
          'cache-control': 'no-store',
          'access-control-allow-origin': route.request().url().includes('images.example.com') ? '*' : 'https://some-other-site.example',
        },
        body: PNG,
      }),
    );
    const page = await context.newPage();
    await page.goto(site.url);
    await waitForServiceWorker(page);

    expect(await loadImages(page, [corsImage, plainImage])).toEqual(['loaded', 'loaded']);
    await waitUntil('the CORS image in the cache', async () => (await cachedUrls(page, EXTERNAL_IMAGE_CACHE)).includes(corsImage));
    expect(await loadImages(page, [plainImage])).toEqual(['loaded']); // again, now asked the page's way at once
    const kept = await cachedAnswers(page, EXTERNAL_IMAGE_CACHE);
    expect(kept).toEqual([{ url: corsImage, status: 200, type: 'cors' }]);

    offline = true;
    await context.setOffline(true);
    await page.reload(); // a new document: no images remembered from the one before
    await page.getByText(OFFLINE_TEXT).waitFor();
    expect(await loadImages(page, [corsImage, plainImage, 'https://images.example.com/never-seen.png'])).toEqual(['loaded', 'error', 'error']);
  });
});

describe('contact outbox', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.close();
    if (!(await fetch(`${site.url}/healthz`).then((r) => r.ok, () => false))) await site.restart();
  });

  it('keeps a message written offline and stores it exactly once when the connection returns', async () => {
    context = await browser.newContext();
    const { page } = await trackedPage(context);
    await page.goto(`${site.url}/contact`);
    await waitForServiceWorker(page);
    await page.getByLabel('Full Name', { exact: true }).waitFor();

    await context.setOffline(true);
    const subject = `Offline note ${Date.now()}`;
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message saved on this device').first().waitFor();
    expect(await outboxSize(page)).toBe(1);
    expect(await contactsWithSubject(subject)).toEqual([]);
    await screenshot(page, 'pwa-contact-queued');

    await context.setOffline(false);
    await page.getByText(`Your saved message "${subject}" was delivered.`).waitFor({ timeout: 30_000 });
    await waitUntil('an empty outbox', async () => (await outboxSize(page)) === 0, 5_000);
    // Both the page and the worker's Background Sync may try; the server keeps one copy.
    await page.reload();
    await page.waitForTimeout(1500);
    const stored = await contactsWithSubject(subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Offline Traveller', message: 'Written in the arrivals hall without a connection.' });
  });

  /** Writes a message offline in a tab, then closes the tab while still offline. */
  async function keepMessageAndCloseTab(subject: string): Promise<void> {
    const first = await context.newPage();
    await first.goto(`${site.url}/contact`);
    await waitForServiceWorker(first);
    await first.getByLabel('Full Name', { exact: true }).waitFor();
    await context.setOffline(true);
    await fillContactForm(first, subject);
    await first.getByRole('button', { name: 'Send Message' }).click();
    await first.getByText('Message saved on this device').first().waitFor();
    expect(await outboxSize(first)).toBe(1);
    await first.close();
  }

  it('a tab closed while the message is being sent (Sending...) loses nothing: the worker delivers it once', async () => {
    context = await browser.newContext();
    const subject = `Closed while sending ${Date.now()}`;
    // A weak link: the page's send gets no answer at all.
    await context.route('**/graphql', (route) => {
      const body = route.request().method() === 'POST' ? (route.request().postData() ?? '') : '';
      if (!body.includes('SubmitContact') || !body.includes(subject)) return route.fallback();
      return new Promise<void>(() => undefined);
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await waitForServiceWorker(page);
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    await waitUntil('the message kept before it is sent', async () => (await outboxSize(page)) === 1, 5_000);
    await page.close(); // the visitor gives up and closes the tab mid-send

    await waitUntil('the worker to deliver the kept message', async () => (await contactsWithSubject(subject)).length > 0, 30_000);
    const { page: later } = await trackedPage(context);
    await later.goto(site.url);
    await later.getByText(providers[0].name).first().waitFor();
    await waitUntil('an empty outbox', async () => (await outboxSize(later)) === 0, 10_000);
    await later.waitForTimeout(1000);
    expect(await contactsWithSubject(subject)).toHaveLength(1);
  });

  it('with the tab closed, the service worker delivers the message once the connection returns (Background Sync)', async () => {
    context = await browser.newContext();
    const subject = `Closed tab, synced ${Date.now()}`;
    await keepMessageAndCloseTab(subject);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await contactsWithSubject(subject)).toEqual([]); // nothing leaves while offline

    await context.setOffline(false); // no tab is open now
    await waitUntil('the worker to deliver the message', async () => (await contactsWithSubject(subject)).length > 0, 20_000);

    const { page } = await trackedPage(context);
    await page.goto(site.url);
    await page.getByText(providers[0].name).first().waitFor();
    expect(await outboxSize(page)).toBe(0);
    await page.waitForTimeout(1000);
    expect(await contactsWithSubject(subject)).toHaveLength(1);
  });

  it('with the tab closed and no Background Sync (Safari, Firefox), the site delivers it once when opened again', async () => {
    context = await browser.newContext();
    // A browser without Background Sync: the page cannot hand the outbox to the worker.
    await context.addInitScript(() => {
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
    const subject = `Closed tab, reopened ${Date.now()}`;
    await keepMessageAndCloseTab(subject);
    await context.setOffline(false);
    await new Promise((r) => setTimeout(r, 2000));
    expect(await contactsWithSubject(subject)).toEqual([]); // no tab, no sync: it waits on the device

    const { page, errors } = await trackedPage(context);
    await page.goto(site.url);
    await page.getByText(`Your saved message "${subject}" was delivered.`).waitFor({ timeout: 20_000 });
    expect(await contactsWithSubject(subject)).toHaveLength(1);
    expect(await outboxSize(page)).toBe(0);
    await page.reload();
    await page.getByText(providers[0].name).first().waitFor();
    await page.waitForTimeout(1000);
    expect(await contactsWithSubject(subject)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('stores one copy when the answer to the first send was lost after the server stored it', async () => {
    context = await browser.newContext();
    const { page } = await trackedPage(context);
    const subject = `Lost answer ${Date.now()}`;
    let lost = 0;
    // The first SubmitContact the server stores reaches it, but its answer never reaches the page.
    await context.route('**/graphql', async (route) => {
      const body = route.request().method() === 'POST' ? (route.request().postData() ?? '') : '';
      if (lost > 0 || !body.includes('SubmitContact') || !body.includes(subject)) return route.fallback();
      const response = await route.fetch();
      const text = await response.text();
      if (text.includes('"submitContact"')) {
        lost += 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response, body: text }); // e.g. "persisted query not found": Apollo retries
    });
    await page.goto(`${site.url}/contact`);
    await waitForServiceWorker(page);
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message saved on this device').first().waitFor();
    expect(lost).toBe(1);
    expect(await contactsWithSubject(subject)).toHaveLength(1); // stored, though the page never heard

    // The retry (Background Sync here; else the page's timer or its next start) replays the key.
    await waitUntil('the kept message to be delivered', async () => (await outboxSize(page)) === 0, 40_000);
    expect(await contactsWithSubject(subject)).toHaveLength(1);
  });
});

describe('admin area offline', () => {
  it('says the admin area is online-only instead of failing silently, and loads it when the connection returns', async () => {
    const context = await browser.newContext();
    try {
      const { page } = await trackedPage(context);
      await page.goto(site.url);
      await waitForServiceWorker(page);

      // Admin code was never downloaded here and is not precached: offline it cannot load.
      await context.setOffline(true);
      await page.goto(`${site.url}/admin`);
      await page.getByText('You are offline. The admin area works only online.').waitFor();
      await page.getByText(/changes cannot be saved/).waitFor();
      await page.getByText('The admin area works only online. It will load when your connection returns.').waitFor();
      await expect(page.getByText(OFFLINE_TEXT).count()).resolves.toBe(0);
      await screenshot(page, 'pwa-admin-offline');

      // Back online, the page loads the admin area by itself.
      await Promise.all([page.waitForEvent('load'), context.setOffline(false)]);
      await page.getByText('You are offline. The admin area works only online.').waitFor({ state: 'detached' });
      await page.waitForURL(/\/admin(\/login)?$/);
      await page.getByText('It will load when your connection returns.').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('an admin change attempted offline fails visibly and is not kept to be sent later', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await loginAsAdmin(page, site.url);
      await waitForServiceWorker(page);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'FAQs' }).click();
      await page.getByRole('button', { name: 'Add FAQ' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add FAQ' });
      const question = `Written offline by an admin ${Date.now()}?`;
      await sheet.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
      await sheet.getByRole('textbox', { name: 'Answer', exact: true }).fill('This answer must never reach the site later by itself.');

      await context.setOffline(true);
      await page.getByText('You are offline. The admin area works only online.').waitFor();
      await sheet.getByRole('button', { name: 'Create FAQ' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Failed to create FAQ' }).first().waitFor();
      // The form keeps what was typed, so the admin can save it once back online.
      expect(await sheet.getByRole('textbox', { name: 'Question', exact: true }).inputValue()).toBe(question);
      await screenshot(page, 'pwa-admin-write-offline');
      expect(await outboxSize(page)).toBe(0);

      await context.setOffline(false);
      await page.getByText('You are offline. The admin area works only online.').waitFor({ state: 'detached' });
      await page.waitForTimeout(2000); // a queued write would go out now
      const faqs = await getJson<{ question: string }[]>('/api/faqs');
      expect(faqs.map((f) => f.question)).not.toContain(question);
      expect(await outboxSize(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('never caches what a signed-in admin reads', async () => {
    const context = await browser.newContext();
    try {
      const { page } = await trackedPage(context);
      await page.goto(site.url);
      await waitForServiceWorker(page);
      const faqsUrl = `/graphql?operationName=Faqs&variables=%7B%7D&query=${encodeURIComponent('query Faqs { faqs { id question } }')}`;
      const read = (url: string) =>
        page.evaluate(async (u) => (await fetch(u, { headers: { 'apollo-require-preflight': 'true' } })).headers.get('cache-control'), url);
      const faqsCached = async () => (await cachedUrls(page, DATA_CACHE)).some((u) => u.includes('operationName=Faqs') && u.includes('query=query'));

      await page.evaluate(async (admin) => {
        const res = await fetch('/api/admin/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
        if (!res.ok) throw new Error(`login ${res.status}`);
      }, ADMIN);
      expect(await read('/api/admin/contacts')).toContain('no-store');
      expect(await read(faqsUrl)).toContain('private');
      const keys = await cachedUrls(page, DATA_CACHE);
      expect(keys.filter((u) => u.includes('/api/admin'))).toEqual([]);
      expect(await faqsCached()).toBe(false);

      // The same read, anonymous, is public and kept: the check above could have failed.
      await page.evaluate(() => fetch('/api/admin/logout', { method: 'POST' }));
      expect(await read(faqsUrl)).toContain('public');
      await waitUntil('the public read in the cache', faqsCached, 5_000);
    } finally {
      await context.close();
    }
  });
});

/**
 * A "deployment": a copy of the build whose app shell and worker changed. With moveChunks, the main
 * bundle and the lazy map chunk also get new names (as a rebuild gives them) and the old files are
 * gone from the server.
 */
function deployNextBuild({ moveChunks = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-web-next-'));
  tempDirs.push(dir);
  fs.cpSync(WEB_DIR, dir, { recursive: true });
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  let index = read('index.html').replace('</head>', '<meta name="rdu-build" content="next"></head>');
  let sw = read('sw.js');
  const revised = sw.replace(/(["']revision["']\s*:\s*["'])([0-9a-f]+)(["']\s*,\s*["']url["']\s*:\s*["']\/index\.html["'])/, '$1feedfacefeedfacefeedfacefeedface$3');
  expect(revised).not.toBe(sw);
  sw = revised;
  if (moveChunks) {
    const assets = fs.readdirSync(path.join(dir, 'assets'));
    const hashOf = (re: RegExp) => re.exec(assets.find((f) => re.test(f)) ?? '')?.[1];
    const oldMain = hashOf(/^main\.([0-9a-f]{10})\.js$/);
    const oldMap = hashOf(/^map\.([0-9a-f]{10})\.js$/);
    expect(oldMain && oldMap).toBeTruthy();
    const newMain = oldMain === 'a1b2c3d4e5' ? 'f6e5d4c3b2' : 'a1b2c3d4e5';
    const newMap = oldMap === '0f1e2d3c4b' ? '5a6b7c8d9e' : '0f1e2d3c4b';
    const main = read(`assets/main.${oldMain}.js`);
    expect(main).toContain(`"${oldMap}"`);
    write(`assets/main.${newMain}.js`, main.split(`"${oldMap}"`).join(`"${newMap}"`));
    write(`assets/map.${newMap}.js`, read(`assets/map.${oldMap}.js`));
    fs.rmSync(path.join(dir, 'assets', `main.${oldMain}.js`));
    fs.rmSync(path.join(dir, 'assets', `map.${oldMap}.js`));
    index = index.split(`main.${oldMain}.js`).join(`main.${newMain}.js`);
    sw = sw.split(`/assets/main.${oldMain}.js`).join(`/assets/main.${newMain}.js`).split(`/assets/map.${oldMap}.js`).join(`/assets/map.${newMap}.js`);
  }
  write('index.html', index);
  write('sw.js', sw);
  return dir;
}

describe('new deployment', () => {
  afterEach(() => site.restart());

  it("shows 'A new version is available' and Reload moves the page onto it", async () => {
    const nextDir = deployNextBuild();
    const context = await browser.newContext();
    try {
      const { page, errors } = await trackedPage(context);
      await page.goto(site.url);
      await waitForServiceWorker(page);
      await page.getByText(providers[0].name).first().waitFor();
      await expect(page.getByText(UPDATE_TEXT).count()).resolves.toBe(0);

      await site.restart({ WEB_DIR: nextDir });
      await page.reload();
      await page.getByText(UPDATE_TEXT).waitFor({ timeout: 30_000 });
      // Until the visitor accepts, the page runs the version it started with.
      expect(await page.locator('meta[name="rdu-build"]').count()).toBe(0);
      await screenshot(page, 'pwa-update-prompt');

      await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByRole('button', { name: 'Reload' }).click()]);
      await page.getByText(providers[0].name).first().waitFor();
      expect(await page.locator('meta[name="rdu-build"]').count()).toBe(1);
      await expect(page.getByText(UPDATE_TEXT).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a page left on the old bundle whose lazy chunk is gone moves onto the new version', async () => {
    const withMap = providers.find((p) => JSON.parse(p.routePoints || '[]').length > 0)!;
    const nextDir = deployNextBuild({ moveChunks: true });
    const context = await browser.newContext();
    try {
      const { page: oldTab } = await trackedPage(context);
      await oldTab.goto(site.url);
      await waitForServiceWorker(oldTab);
      await oldTab.getByText(providers[0].name).first().waitFor();

      // The deployment; another tab accepts it, so the new worker takes over and drops the old files.
      await site.restart({ WEB_DIR: nextDir });
      const otherTab = await context.newPage();
      await otherTab.goto(site.url);
      await otherTab.getByText(UPDATE_TEXT).waitFor({ timeout: 30_000 });
      await Promise.all([otherTab.waitForEvent('load', { timeout: 30_000 }), otherTab.getByRole('button', { name: 'Reload' }).click()]);
      expect(await otherTab.locator('meta[name="rdu-build"]').count()).toBe(1);
      await oldTab.getByText(UPDATE_TEXT).waitFor({ timeout: 10_000 }); // the old tab is told too
      // Nothing left anywhere but on the server, which no longer has the old map chunk.
      const cdp = await context.newCDPSession(oldTab);
      await cdp.send('Network.clearBrowserCache');

      // The old tab, ignoring the prompt, opens a provider page: its map chunk cannot load.
      await Promise.all([
        oldTab.waitForEvent('load', { timeout: 30_000 }),
        oldTab.evaluate((slug) => {
          history.pushState({}, '', `/providers/${slug}`);
          dispatchEvent(new PopStateEvent('popstate'));
        }, withMap.slug),
      ]);
      // It reloaded onto the new version, where the map loads.
      await oldTab.locator('.leaflet-container').waitFor({ timeout: 30_000 });
      expect(await oldTab.locator('meta[name="rdu-build"]').count()).toBe(1);
      expect(new URL(oldTab.url()).pathname).toBe(`/providers/${withMap.slug}`);
      await expect(oldTab.getByText('Page not loaded').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
