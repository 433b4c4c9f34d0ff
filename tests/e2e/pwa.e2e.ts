// The offline-tolerant PWA in real Chromium: installable; every public page readable offline after
// one visit, also pages never visited (kept from the sitemap once the browser is idle), with the
// server stopped too, so nothing can come from the network, and with a proxy's 503 or a captive
// portal's page in place of the server's answers; a page not kept says so, never that it does not
// exist; pages go to the network first, so a changed page shows its new content; map tiles and
// images from other sites kept only as complete (CORS) answers; the contact form keeps a message
// offline and it is stored exactly once when the connection returns, also after the tab was closed
// (before or while sending); the admin area says it is online-only and queues no write; a new
// deployment shows the update prompt, and a page left on the old bundle whose lazy chunk is gone
// moves onto the new version.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { ADMIN, CHROMIUM_ARGS, ROOT, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';

const WEB_DIR = process.env.WEB_DIR || path.join(ROOT, 'dist', 'web');
const SSR_FILE = process.env.SSR_FILE || path.join(ROOT, 'dist', 'ssr', 'render.js');
const OFFLINE_TEXT = 'Showing information saved on this device, which may be out of date.';
const UPDATE_TEXT = 'A new version is available';
const NOT_SAVED_TITLE = 'This page is not saved on this device';
const NOT_SAVED_TEXT = 'You are offline, and this page has not been saved for offline reading yet. It will load when your connection returns.';
const PROVIDER_NOT_FOUND = 'Provider Not Found';
const PAGES_CACHE = 'rdu-rides-pages-v1';
const DATA_CACHE = 'rdu-rides-data-v1';
const IMAGE_CACHE = 'rdu-rides-images-v1';
const TILE_CACHE = 'rdu-rides-map-tiles-v2';
const EXTERNAL_IMAGE_CACHE = 'rdu-rides-external-images-v2';
/** A 1×1 PNG, for map tiles and images from other sites (the sandbox has no internet). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Provider {
  id: number;
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

/** An admin session (REST login), as a Cookie header. */
async function adminCookie(): Promise<string> {
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Contact messages stored on the server, read like an admin would (REST, logged in). */
async function storedContacts(): Promise<{ id: number; name: string; subject: string; message: string }[]> {
  const cookie = await adminCookie();
  const res = await fetch(`${site.url}/api/admin/contacts`, { headers: { cookie } });
  if (!res.ok) throw new Error(`contacts: ${res.status}`);
  return (await res.json()) as { id: number; name: string; subject: string; message: string }[];
}

/** Renames a provider as an admin would, through the REST API (every field sent, as the form does). */
async function renameProvider(id: number, name: string): Promise<void> {
  const cookie = await adminCookie();
  const current = (await (await fetch(`${site.url}/api/admin/providers/${id}`, { headers: { cookie } })).json()) as Record<string, unknown>;
  const res = await fetch(`${site.url}/api/admin/providers/${id}`, {
    method: 'PUT',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...current, name }),
  });
  if (!res.ok) throw new Error(`renaming provider ${id}: ${res.status} ${await res.text()}`);
}

async function contactsWithSubject(subject: string) {
  return (await storedContacts()).filter((c) => c.subject === subject);
}

/** Every POST /api/contact of the message with this subject from now on, by a page or the worker, with the key it carried. */
function contactSends(context: BrowserContext, subject: string): { key: string | undefined; byWorker: boolean }[] {
  const sends: { key: string | undefined; byWorker: boolean }[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact' && (request.postData() ?? '').includes(subject)) {
      sends.push({ key: request.headers()['idempotency-key'], byWorker: request.serviceWorker() !== null });
    }
  });
  return sends;
}

/**
 * The message is stored once, and every send of it so far (the page's, the worker's, a replay)
 * carried its one key: whatever the page or the worker sends again later, the server keeps that
 * one copy (a key's replay: tests/integration/public-rest.test.ts). No waiting for tries that
 * might still come.
 */
async function expectStoredOnce(subject: string, sends: { key: string | undefined }[]): Promise<void> {
  expect(sends.length).toBeGreaterThan(0);
  expect(sends[0].key).toMatch(/\S{16,}/);
  expect(sends.filter((send) => send.key !== sends[0].key)).toEqual([]);
  expect(await contactsWithSubject(subject)).toHaveLength(1);
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

/** The addresses of the pages kept on the device. */
function keptPages(page: Page): Promise<string[]> {
  return cachedUrls(page, PAGES_CACHE);
}

/** The HTML of a page kept on the device, or null. */
async function keptPageHtml(page: Page, pathname: string): Promise<string | null> {
  return page.evaluate(
    async ([name, href]) => {
      const response = await (await caches.open(name)).match(href);
      return response ? response.text() : null;
    },
    [PAGES_CACHE, `${site.url}${pathname}`] as const,
  );
}

/** The public pages the sitemap lists (what the worker keeps once the browser is idle). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Waits until the page's content (the server's HTML inside <main>) has hydrated. */
async function waitForContent(page: Page): Promise<void> {
  await page.locator('main > [data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Scrolls to the provider page's route map: it loads once its place nears the screen. */
async function scrollToMap(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Stops on this route' }).scrollIntoViewIfNeeded();
}

/** The main bundle the page runs (its loader's script list): which deployment it is on. */
async function mainBundleOf(page: Page): Promise<string> {
  const scripts: string[] = await page.evaluate(() => JSON.parse(document.getElementById('__SCRIPTS__')!.textContent!));
  const main = scripts.find((s) => /\/assets\/main\.[0-9a-f]+\.js$/.test(s));
  if (!main) throw new Error(`no main bundle in ${scripts.join(', ')}`);
  return main;
}

/**
 * Runs `action` and waits until it has replaced the page's document with a new one that finished
 * loading (a reload the page starts itself, at once or a few seconds later). Waits on the new
 * document, not on one 'load' event within a fixed time: on a busy machine the worker's
 * activation and the server's renders can take long. If no new page comes, the error lists the
 * requests made meanwhile.
 */
async function reloadedBy(page: Page, what: string, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __rduOldDocument?: boolean }).__rduOldDocument = true));
  const started = Date.now();
  const trace: string[] = [];
  const note = (text: string) => trace.push(`${Date.now() - started} ms ${text}`);
  const onRequest = (r: Request) => note(`${r.method()} ${r.url()}`);
  const onFailed = (r: Request) => note(`failed ${r.url()} ${r.failure()?.errorText ?? ''}`);
  const onLoad = () => note('load');
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('load', onLoad);
  try {
    await action();
    const newDocumentLoaded = () =>
      page
        .evaluate(() => !(window as unknown as { __rduOldDocument?: boolean }).__rduOldDocument && document.readyState === 'complete')
        .catch(() => false); // the document is being replaced
    await waitUntil(what, newDocumentLoaded, 90_000).catch((e: Error) => {
      throw new Error(`${e.message}; requests since:\n${trace.join('\n')}`);
    });
  } finally {
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
    page.off('load', onLoad);
  }
}

/** Remembers, across reloads in this tab, whether the page ever said a provider does not exist. */
async function watchForProviderNotFound(context: BrowserContext): Promise<void> {
  await context.addInitScript((text) => {
    const check = () => {
      if (document.body?.textContent?.includes(text)) sessionStorage.setItem('rdu-e2e:saw-provider-not-found', location.pathname);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, PROVIDER_NOT_FOUND);
}

function sawProviderNotFound(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('rdu-e2e:saw-provider-not-found'));
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

/** Where `text` is kept in the origin's IndexedDB (database/store names), read from the page: what could be sent later. */
async function storedOnDevice(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (needle) => {
    const found: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of [...db.objectStoreNames]) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (JSON.stringify(all).includes(needle)) found.push(`${name}/${store}`);
      }
      db.close();
    }
    return found;
  }, text);
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
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 30_000 });
}

/** The page's own POST /api/contact of the message with this subject (not the worker's delivery). */
function isPageContactPost(request: Request, subject: string): boolean {
  return request.method() === 'POST' && request.serviceWorker() === null && (request.postData() ?? '').includes(subject);
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

      // Chromium decides installability asynchronously: asked until it says (the limit only stops a hang).
      let installability: unknown[] = ['not checked'];
      for (const deadline = Date.now() + 30_000; installability.length > 0 && Date.now() < deadline; ) {
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
      // Everything a public page may load: the main bundle and its CSS, every page's chunk, the
      // data client, the parts that hydrate later, the map (the build's manifest lists them).
      const build = JSON.parse(fs.readFileSync(path.join(WEB_DIR, 'manifest.json'), 'utf8')) as { entry: string[]; chunks: Record<string, string[]> };
      const publicGroups = Object.keys(build.chunks).filter((name) => !name.startsWith('admin'));
      expect(publicGroups).toEqual(expect.arrayContaining(['data', 'map', 'page-home', 'page-provider', 'page-faq', 'part-footer', 'browser-parts']));
      const publicFiles = new Set([...build.entry, ...publicGroups.flatMap((name) => build.chunks[name])].map((f) => f.replace(/^assets\//, '')));
      expect([...publicFiles].filter((f) => /^main\.[0-9a-f]+\.(js|css)$/.test(f))).toHaveLength(2);
      for (const file of publicFiles) expect({ file, precached: inPrecache(file) }).toEqual({ file, precached: true });
      for (const font of assets.filter((f) => f.endsWith('.woff2'))) expect(inPrecache(font)).toBe(true);
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
      expect(precache.some((u) => /\.(map|br|gz)(\?|$)/.test(u))).toBe(false);
      // No page and no app shell: every page is the server's, kept per address once seen.
      expect(precache.filter((u) => /\.html?(\?|$)/.test(u) || new URL(u).pathname === '/')).toEqual([]);
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
    const other = providers.find((p) => p.slug !== withMap.slug)!;

    // One visit online: the home page installs the worker, which then takes over what the page
    // already read: the page itself (the server's HTML holds its data) and its images.
    await page.goto(site.url);
    await page.getByText(providers[0].name).first().waitFor();
    await waitForServiceWorker(page);
    await waitUntil('the home page kept on the device', async () => (await keptPages(page)).includes(`${site.url}/`));
    // ...and the images it showed before the worker took over (handed over as images).
    const shownBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img' && e.name.includes('/demo/')).map((e) => e.name),
    );
    expect(shownBefore.length).toBeGreaterThan(0);
    await waitUntil('the first images in the image cache', async () => {
      const kept = await cachedUrls(page, IMAGE_CACHE);
      return shownBefore.every((u) => kept.includes(u));
    }, 30_000);
    await loadAllImages(page);

    await page.goto(`${site.url}/providers`);
    for (const p of providers) await page.getByText(p.name, { exact: true }).first().waitFor();
    await loadAllImages(page);
    await page.goto(`${site.url}/providers/${withMap.slug}`);
    await page.getByRole('heading', { name: withMap.name }).first().waitFor();
    await waitForContent(page);
    await scrollToMap(page);
    await page.locator('.leaflet-container').waitFor({ timeout: 30_000 });
    await page.goto(`${site.url}/resources`);
    await page.getByText(resourceTitles[0]).first().waitFor();
    await page.goto(`${site.url}/faq`);
    await page.getByText(faqQuestions[0]).first().waitFor();

    // Every page seen is kept under its own address, with the data it showed.
    const kept = await keptPages(page);
    for (const pathname of ['/', '/providers', `/providers/${withMap.slug}`, '/resources', '/faq']) expect(kept).toContain(`${site.url}${pathname}`);
    expect(await keptPageHtml(page, '/faq')).toContain(faqQuestions[0]);

    // A page reached by a link inside the site reads its data: kept too, under one key per read
    // whichever URL Apollo used (the hash only, or the full query).
    await page.goto(`${site.url}/providers`);
    await waitForContent(page);
    await page.locator(`main a[href="/providers/${other.slug}"]`).first().click();
    await page.getByRole('heading', { name: other.name }).first().waitFor();
    await waitUntil('the provider read in the data cache', async () => (await cachedUrls(page, DATA_CACHE)).some((u) => u.includes('operationName=Provider&')));
    // The idle site caching has kept the rest (a page never visited is checked below).
    await waitUntil('a page never visited kept on the device', async () => (await keptPages(page)).includes(`${site.url}/affiliate-disclosure`));

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

    // A link inside the site, offline: the data read then comes from the data cache (no page load).
    await waitForContent(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator(`main a[href="/providers/${other.slug}"]`).first().click();
    await page.getByRole('heading', { name: other.name }).first().waitFor();
    await page.getByText(other.description.slice(0, 40)).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goto(`${site.url}/providers/${withMap.slug}`);
    await page.getByRole('heading', { name: withMap.name }).first().waitFor();
    await page.getByText(withMap.description.slice(0, 40)).first().waitFor();
    await waitForContent(page);
    await scrollToMap(page);
    await page.locator('.leaflet-container').waitFor({ timeout: 30_000 }); // the lazy map chunk, offline
    await screenshot(page, 'pwa-offline-provider');

    await page.goto(`${site.url}/resources`);
    for (const title of resourceTitles) await page.getByText(title).first().waitFor();

    await page.goto(`${site.url}/faq`);
    for (const question of faqQuestions) await page.getByText(question).first().waitFor();

    // A page never visited loads too: the worker kept it from the sitemap.
    await page.goto(`${site.url}/affiliate-disclosure`);
    await page.getByRole('heading', { name: /Affiliate Disclosure/ }).first().waitFor();

    // Back online: the banner goes.
    await site.restart();
    await context.setOffline(false);
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached' });
    expect(errors.filter((e) => !/Failed to fetch|NetworkError/.test(e))).toEqual([]);
  });
});

describe('every public page, offline after one visit', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
    if (!(await fetch(`${site.url}/healthz`).then((r) => r.ok, () => false))) await site.restart();
  });

  it('once the site was opened and the browser idle, reads every public page offline, also pages and providers never visited', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await watchForProviderNotFound(context);
    const { page, errors } = await trackedPage(context);
    const listed = await sitemapPaths();
    const neverVisited = providers.find((p) => p.slug === 'bullcitycab') ?? providers[1];
    expect(listed).toEqual(expect.arrayContaining(['/', '/faq', '/providers', `/providers/${neverVisited.slug}`]));

    // One visit to the home page, then the browser is idle: the worker keeps every page the
    // sitemap lists.
    await page.goto(site.url);
    await page.getByText(providers[0].name).first().waitFor();
    await waitForServiceWorker(page);
    await waitUntil('every public page kept on the device', async () => {
      const kept = await keptPages(page);
      return listed.every((pathname) => kept.includes(`${site.url}${pathname}`));
    });
    await waitForContent(page);

    await context.setOffline(true);
    await site.stop();

    // Straight to pages never visited: their content, with its data.
    await page.goto(`${site.url}/providers/${neverVisited.slug}`);
    await page.getByRole('heading', { name: neverVisited.name, level: 1 }).waitFor();
    await page.getByText(neverVisited.description.slice(0, 40)).first().waitFor();
    await page.getByText(OFFLINE_TEXT).waitFor();
    await page.goto(`${site.url}/faq`);
    for (const question of faqQuestions) await page.getByText(question).first().waitFor();
    // Every page the sitemap lists is the server's page, kept whole (never the not-saved page).
    for (const pathname of listed) {
      const answer = await page.goto(`${site.url}${pathname}`);
      expect({ pathname, status: answer?.status() }).toEqual({ pathname, status: 200 });
      expect(await page.locator('h1').count()).toBe(1);
      await expect(page.getByText(NOT_SAVED_TITLE).count()).resolves.toBe(0);
    }

    // A link inside the site to a provider never visited: its data is not on the device, but its
    // page is, and the page loads it (never 'Provider Not Found').
    await page.goto(site.url);
    await waitForContent(page);
    const linked = await page.locator('main a[href^="/providers/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const target = providers.find((p) => p.slug !== neverVisited.slug && linked.includes(`/providers/${p.slug}`))!;
    expect(target).toBeDefined();
    expect(await cachedUrls(page, DATA_CACHE).then((keys) => keys.filter((u) => u.includes('operationName=Provider&')))).toEqual([]);
    await page.locator(`main a[href="/providers/${target.slug}"]`).first().click();
    await page.getByRole('heading', { name: target.name, level: 1 }).waitFor();
    await page.getByText(target.description.slice(0, 40)).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/providers/${target.slug}`);
    await screenshot(page, 'pwa-offline-provider-never-visited');
    expect(await sawProviderNotFound(page)).toBeNull();
    expect(errors.filter((e) => !/Failed to fetch|NetworkError/.test(e))).toEqual([]);
  });

  it("says a page that is not saved is not saved, never 'Provider Not Found' for a provider that exists, and loads it when the connection returns", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await watchForProviderNotFound(context);
    // No sitemap (say the browser was never idle long enough): only the page seen is kept.
    await context.route(`${site.url}/sitemap.xml`, (route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    await page.goto(site.url);
    await page.getByText(providers[0].name).first().waitFor();
    await waitForServiceWorker(page);
    await waitUntil('the home page kept on the device', async () => (await keptPages(page)).includes(`${site.url}/`));
    await waitForContent(page);
    const linked = await page.locator('main a[href^="/providers/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const [notKept, notKeptEither] = providers.filter((p) => linked.includes(`/providers/${p.slug}`));
    expect(notKeptEither).toBeDefined();
    expect((await keptPages(page)).filter((u) => u.includes('/providers/'))).toEqual([]);

    await context.setOffline(true);
    // An address the site never had: the worker cannot know, and does not pretend to.
    const unknown = await page.goto(`${site.url}/no-such-page-${Date.now()}`);
    expect(unknown?.status()).toBe(503);
    await page.getByRole('heading', { name: NOT_SAVED_TITLE }).waitFor();
    await page.getByText(NOT_SAVED_TEXT).waitFor();
    await expect(page.title()).resolves.toBe(`${NOT_SAVED_TITLE} | RDU Rides`);
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'pwa-page-not-saved');

    // A provider that exists, straight to its address.
    await page.goto(`${site.url}/providers/${notKeptEither.slug}`);
    await page.getByRole('heading', { name: NOT_SAVED_TITLE }).waitFor();

    // A link inside the site to a provider whose page and data are not on the device.
    await page.goto(site.url);
    await page.getByText(OFFLINE_TEXT).waitFor();
    await waitForContent(page);
    await page.locator(`main a[href="/providers/${notKept.slug}"]`).first().click();
    await page.getByRole('heading', { name: NOT_SAVED_TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/providers/${notKept.slug}`);
    expect(await sawProviderNotFound(page)).toBeNull();

    // The connection returns: the page loads by itself, as it said.
    await Promise.all([page.waitForEvent('load'), context.setOffline(false)]);
    await page.getByRole('heading', { name: notKept.name, level: 1 }).waitFor();
    await expect(page.getByText(NOT_SAVED_TITLE).count()).resolves.toBe(0);
    expect(await sawProviderNotFound(page)).toBeNull();
  });

  it('goes to the network first: a page changed on the server shows its new content although a copy is kept, and a server too slow gets the kept copy', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const provider = providers[providers.length - 1];
    const address = `${site.url}/providers/${provider.slug}`;
    await page.goto(address);
    await waitForServiceWorker(page);
    await page.getByRole('heading', { name: provider.name, level: 1 }).waitFor();
    await waitUntil('the page kept on the device', async () => (await keptPages(page)).includes(address));
    expect(await keptPageHtml(page, `/providers/${provider.slug}`)).toContain(provider.name);

    const renamed = `${provider.name} Renamed ${Date.now()}`;
    const renamedAgain = `${provider.name} Renamed Again ${Date.now()}`;
    try {
      // An admin renames the provider: the next visit shows the new name, not the kept copy.
      await renameProvider(provider.id, renamed);
      await page.goto(address);
      await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
      await expect(page.getByText(OFFLINE_TEXT).count()).resolves.toBe(0);
      await waitUntil('the kept copy updated', async () => ((await keptPageHtml(page, `/providers/${provider.slug}`)) ?? '').includes(renamed));

      // The server changes it again but does not answer (until the test lets it): after the
      // worker's short wait, the kept copy, saying it may be out of date although the device is online.
      await renameProvider(provider.id, renamedAgain);
      let answer!: () => void;
      const serverAnswers = new Promise<void>((resolve) => (answer = resolve));
      await context.route(address, async (route) => {
        await serverAnswers;
        await route.continue().catch(() => undefined);
      });
      await page.goto(address);
      await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await page.getByText(OFFLINE_TEXT).waitFor();
      answer();
      await context.unrouteAll({ behavior: 'wait' });

      // Answering in time again: the server's page.
      await page.goto(address);
      await page.getByRole('heading', { name: renamedAgain, level: 1 }).waitFor();
      await expect(page.getByText(OFFLINE_TEXT).count()).resolves.toBe(0);
    } finally {
      await renameProvider(provider.id, provider.name);
    }
  });
});

describe('a connection that is up but does not work', () => {
  let context: BrowserContext;
  afterEach(async () => {
    await context?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
  });

  it("serves the kept page and data when a proxy answers 503 or a captive portal its own page, says so, and stops saying it once the server answers", async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(`${site.url}/faq`);
    await waitForServiceWorker(page);
    await page.getByText(faqQuestions[0]).first().waitFor();
    await waitUntil('the FAQ page kept on the device', async () => (await keptPages(page)).includes(`${site.url}/faq`));
    // A link inside the site reads the next page's data (the FAQ page's own data is in its HTML):
    // kept in the data cache.
    await waitForContent(page);
    await mainNav.getByRole('link', { name: 'Travel Resources' }).click();
    await page.getByRole('heading', { name: 'RDU Travel Resources', level: 1 }).waitFor();
    await page.getByText(resourceTitles[0]).first().waitFor();
    await waitUntil('the resources read in the data cache', async () => (await cachedUrls(page, DATA_CACHE)).some((u) => u.includes('operationName=Resources&')));

    // Between the device and the server: a proxy while the app server is down, then a captive
    // portal. Both answer pages and data reads (the site's code comes from the worker's precache).
    const PAGES = new Set(['/', '/faq', '/providers', '/resources']);
    let answer: 'server' | 'proxy-503' | 'portal' = 'server';
    const seen: string[] = [];
    await context.route(
      (url) => url.origin === site.url && (url.pathname === '/graphql' || url.pathname.startsWith('/api/') || PAGES.has(url.pathname)),
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
      // The page: the network is asked first, and the kept copy shown.
      await page.goto(`${site.url}/faq`);
      for (const question of faqQuestions) await page.getByText(question).first().waitFor();
      expect(seen).toContain(`${site.url}/faq`);
      await expect(page.getByText('Sign in to Airport Wi-Fi').count()).resolves.toBe(0);
      // The browser thinks it is online; the banner says what the visitor sees may be out of date.
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await page.getByText(OFFLINE_TEXT).waitFor();
      // A link inside the site: its data read gets the kept copy.
      await waitForContent(page);
      await mainNav.getByRole('link', { name: 'Travel Resources' }).click();
      await page.getByRole('heading', { name: 'RDU Travel Resources', level: 1 }).waitFor();
      for (const title of resourceTitles) await page.getByText(title).first().waitFor();
      expect(seen.some((u) => u.includes('operationName=Resources'))).toBe(true); // the network was asked first
      await page.getByText(OFFLINE_TEXT).waitFor();
      // A read with no kept copy gets the answer as it came (its page shows its error), not a hang.
      const never = await page.evaluate(() => fetch('/api/resources').then((r) => `${r.status} ${r.headers.get('content-type')}`));
      expect(never).toBe(mode === 'proxy-503' ? '503 text/html' : '200 text/html');
    }
    await screenshot(page, 'pwa-proxy-error-cached-data');

    // The server answers again: the next read that reaches it clears the notice (a provider's
    // page, through the footer's link: its data is nowhere on this page yet).
    answer = 'server';
    const footerLink = page.locator('footer a[href^="/providers/"]').first();
    const slug = (await footerLink.getAttribute('href'))!.replace('/providers/', '');
    const provider = providers.find((p) => p.slug === slug)!;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await footerLink.click();
    await page.getByRole('heading', { name: provider.name, level: 1 }).waitFor();
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached' });
    // A read, not a new page from the server, cleared it.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
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
    // The map loads once the page has hydrated and its place nears the screen.
    await waitForContent(page);
    await scrollToMap(page);
    await page.locator('.leaflet-container').waitFor({ timeout: 30_000 });
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
    await page.reload(); // the page kept on the device
    await waitForContent(page);
    await scrollToMap(page);
    await page.locator('.leaflet-container').waitFor({ timeout: 30_000 });
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
    const sends = contactSends(context, subject);
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message saved on this device').first().waitFor();
    expect(await outboxSize(page)).toBe(1);
    expect(await storedOnDevice(page, subject)).toEqual(['rdu-rides-outbox/contact-messages']);
    expect(await contactsWithSubject(subject)).toEqual([]);
    await screenshot(page, 'pwa-contact-queued');

    await context.setOffline(false);
    await page.getByText(`Your saved message "${subject}" was delivered.`).waitFor({ timeout: 30_000 });
    await waitUntil('an empty outbox', async () => (await outboxSize(page)) === 0, 30_000);
    // The panel follows the outbox: no more "You appear to be offline" once the message is delivered.
    const panel = page.getByTestId('contact-thank-you');
    await panel.getByText('Thank you for your message. We will get back to you soon!').waitFor();
    expect(await panel.textContent()).not.toContain('You appear to be offline');
    await screenshot(page, 'pwa-contact-delivered');
    // Both the page and the worker's Background Sync may try, under the message's one key: the server keeps one copy.
    await page.reload();
    await expectStoredOnce(subject, sends);
    const stored = await contactsWithSubject(subject);
    expect(stored[0]).toMatchObject({ name: 'Offline Traveller', message: 'Written in the arrivals hall without a connection.' });
  });

  /** Writes a message offline in a tab, then closes the tab while still offline; every send of it is recorded. */
  async function keepMessageAndCloseTab(subject: string): Promise<{ key: string | undefined; byWorker: boolean }[]> {
    const sends = contactSends(context, subject);
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
    return sends;
  }

  it('a tab closed while the message is being sent (Sending...) loses nothing: the worker delivers it once', async () => {
    context = await browser.newContext();
    const subject = `Closed while sending ${Date.now()}`;
    const sends = contactSends(context, subject);
    // A weak link: the page's send gets no answer at all (the worker's, later, goes through).
    await context.route('**/api/contact', (route) => {
      if (!isPageContactPost(route.request(), subject)) return route.fallback();
      return new Promise<void>(() => undefined);
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await waitForServiceWorker(page);
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    await waitUntil('the message kept before it is sent', async () => (await outboxSize(page)) === 1, 30_000);
    await page.close(); // the visitor gives up and closes the tab mid-send

    await waitUntil('the worker to deliver the kept message', async () => (await contactsWithSubject(subject)).length > 0, 30_000);
    const { page: later } = await trackedPage(context);
    await later.goto(site.url);
    await later.getByText(providers[0].name).first().waitFor();
    await waitUntil('an empty outbox', async () => (await outboxSize(later)) === 0, 30_000);
    await expectStoredOnce(subject, sends);
  });

  it('with the tab closed, the service worker delivers the message once the connection returns (Background Sync)', async () => {
    context = await browser.newContext();
    const subject = `Closed tab, synced ${Date.now()}`;
    const sends = await keepMessageAndCloseTab(subject);
    expect(await contactsWithSubject(subject)).toEqual([]); // nothing has left while offline

    await context.setOffline(false); // no tab is open now
    await waitUntil('the worker to deliver the message', async () => (await contactsWithSubject(subject)).length > 0, 30_000);

    // The worker delivered it: no tab was open to do it.
    expect(sends.filter((send) => send.byWorker).length).toBeGreaterThan(0);
    const { page } = await trackedPage(context);
    await page.goto(site.url);
    await page.getByText(providers[0].name).first().waitFor();
    expect(await outboxSize(page)).toBe(0);
    await expectStoredOnce(subject, sends);
  });

  it('with the tab closed and no Background Sync (Safari, Firefox), the site delivers it once when opened again', async () => {
    context = await browser.newContext();
    // A browser without Background Sync: the page cannot hand the outbox to the worker.
    await context.addInitScript(() => {
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
    const subject = `Closed tab, reopened ${Date.now()}`;
    const sends = await keepMessageAndCloseTab(subject);
    await context.setOffline(false);
    // No tab, no sync: it waits on the device. Whatever was tried went while offline; none of it arrived.
    expect(await contactsWithSubject(subject)).toEqual([]);
    const triedOffline = sends.length;

    const { page, errors } = await trackedPage(context);
    await page.goto(site.url);
    await page.getByText(`Your saved message "${subject}" was delivered.`).waitFor({ timeout: 30_000 });
    // The site, opened again, sent it: a page's send, not the worker's.
    expect(sends.slice(triedOffline).filter((send) => !send.byWorker).length).toBeGreaterThan(0);
    expect(await outboxSize(page)).toBe(0);
    await page.reload();
    await page.getByText(providers[0].name).first().waitFor();
    await expectStoredOnce(subject, sends);
    expect(errors).toEqual([]);
  });

  it('stores one copy when the answer to the first send was lost after the server stored it', async () => {
    context = await browser.newContext();
    const { page } = await trackedPage(context);
    const subject = `Lost answer ${Date.now()}`;
    const sends = contactSends(context, subject);
    let lost = 0;
    // The first message the server stores reaches it, but its answer never reaches the page.
    await context.route('**/api/contact', async (route) => {
      if (lost > 0 || !isPageContactPost(route.request(), subject)) return route.fallback();
      const response = await route.fetch();
      if (response.status() === 201) {
        lost += 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });
    await page.goto(`${site.url}/contact`);
    await waitForServiceWorker(page);
    await fillContactForm(page, subject);
    // The page says it kept the message, though the replay may follow within milliseconds (Background
    // Sync starts at once when online) and turn the panel to 'Message Sent': every text the page
    // shows is watched, so a short-lived one is seen too.
    await page.evaluate((title) => {
      const seen = window as unknown as { sawQueued?: boolean };
      const look = () => {
        if (document.body.textContent?.includes(title)) seen.sawQueued = true;
      };
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, 'Message saved on this device');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByTestId('contact-thank-you').waitFor();
    expect(lost).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sawQueued?: boolean }).sawQueued)).toBe(true);
    expect(await contactsWithSubject(subject)).toHaveLength(1); // stored, though the page never heard

    // The retry (Background Sync here; else the page's timer or its next start) replays the key.
    await waitUntil('the kept message to be delivered', async () => (await outboxSize(page)) === 0, 40_000);
    await page.getByTestId('contact-thank-you').getByText('Message Sent').waitFor();
    // The replay carried the first send's key.
    expect(sends.length).toBeGreaterThanOrEqual(2);
    await expectStoredOnce(subject, sends);
  });
});

describe('admin area offline', () => {
  it('says the admin area is online-only instead of failing silently, and loads it when the connection returns', async () => {
    const context = await browser.newContext();
    try {
      const { page } = await trackedPage(context);
      await page.goto(site.url);
      await waitForServiceWorker(page);

      // The admin area was never opened here: neither its page nor its code is on the device (its
      // code is not precached), so the worker answers with its own page, which says so.
      expect((await keptPages(page)).filter((u) => new URL(u).pathname.startsWith('/admin'))).toEqual([]);
      await context.setOffline(true);
      const offlineAnswer = await page.goto(`${site.url}/admin`);
      expect(offlineAnswer?.status()).toBe(503);
      await page.getByText('You are offline. The admin area works only online.').waitFor();
      await page.getByText(/changes cannot be saved/).waitFor();
      await page.getByText('This page will load when your connection returns.').waitFor();
      await expect(page.getByText(OFFLINE_TEXT).count()).resolves.toBe(0);
      await screenshot(page, 'pwa-admin-offline');

      // Back online, the page loads the admin area by itself.
      await Promise.all([page.waitForEvent('load'), context.setOffline(false)]);
      await page.getByText('You are offline. The admin area works only online.').waitFor({ state: 'detached' });
      await page.waitForURL(/\/admin(\/login)?$/);
      await page.getByLabel('Username').waitFor();
      await page.getByText('will load when your connection returns').waitFor({ state: 'detached' });
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

      // Not kept anywhere on the device to be sent later: no database of the site's origin holds it.
      expect(await storedOnDevice(page, question)).toEqual([]);
      await context.setOffline(false);
      await page.getByText('You are offline. The admin area works only online.').waitFor({ state: 'detached' });
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
      await waitUntil('the public read in the cache', faqsCached, 30_000);
    } finally {
      await context.close();
    }
  });
});

/** The files this page's service worker precaches (paths). */
async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
}

interface NextBuild {
  /** What the server is restarted with: the copy's web files and its server renderer. */
  env: Record<string, string>;
  oldMain: string;
  newMain: string;
}

/**
 * A "deployment": a copy of the build (web files and server renderer) in which the main bundle got
 * a new name, as a rebuild gives it, so the pages name another script and the worker precaches
 * another file (a changed sw.js). The old main bundle is gone from the server. With moveMapChunk,
 * the lazy map chunk also gets a new name (the new main bundle asks for it) and the old one is gone.
 */
function deployNextBuild({ moveMapChunk = false } = {}): NextBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-next-build-'));
  tempDirs.push(dir);
  const web = path.join(dir, 'web');
  const ssr = path.join(dir, 'ssr');
  fs.cpSync(WEB_DIR, web, { recursive: true });
  fs.cpSync(path.dirname(SSR_FILE), ssr, { recursive: true });
  const read = (file: string) => fs.readFileSync(path.join(web, file), 'utf8');
  // Every copy of a file goes: the precompressed ones the server prefers, the source map.
  const remove = (file: string) => {
    for (const suffix of ['', '.br', '.gz', '.map']) fs.rmSync(path.join(web, file + suffix), { force: true });
  };
  const write = (file: string, text: string) => {
    remove(file);
    fs.writeFileSync(path.join(web, file), text);
  };
  const assets = fs.readdirSync(path.join(web, 'assets'));
  const hashOf = (re: RegExp) => re.exec(assets.find((f) => re.test(f)) ?? '')?.[1];
  const otherHash = (hash: string) => (hash === 'a1b2c3d4e5' ? 'f6e5d4c3b2' : 'a1b2c3d4e5');
  const oldMain = hashOf(/^main\.([0-9a-f]{10})\.js$/)!;
  expect(oldMain).toBeTruthy();
  const newMain = otherHash(oldMain);
  let main = read(`assets/main.${oldMain}.js`);
  const renamed: [string, string][] = [[`assets/main.${oldMain}.js`, `assets/main.${newMain}.js`]];
  if (moveMapChunk) {
    const oldMap = hashOf(/^map\.([0-9a-f]{10})\.js$/)!;
    const newMap = oldMap === '0f1e2d3c4b' ? '5a6b7c8d9e' : '0f1e2d3c4b';
    expect(main).toContain(`"${oldMap}"`); // the main bundle's table of lazy chunks
    main = main.split(`"${oldMap}"`).join(`"${newMap}"`);
    write(`assets/map.${newMap}.js`, read(`assets/map.${oldMap}.js`));
    remove(`assets/map.${oldMap}.js`);
    renamed.push([`assets/map.${oldMap}.js`, `assets/map.${newMap}.js`]);
  }
  write(`assets/main.${newMain}.js`, main);
  remove(`assets/main.${oldMain}.js`);
  // The build's manifest (the server's script lists) and the worker's precache list follow.
  let manifest = read('manifest.json');
  let sw = read('sw.js');
  for (const [from, to] of renamed) {
    manifest = manifest.split(from).join(to);
    sw = sw.split(`/${from}`).join(`/${to}`);
  }
  expect(manifest).toContain(`assets/main.${newMain}.js`);
  expect(sw).toContain(`/assets/main.${newMain}.js`);
  expect(sw).not.toContain(`main.${oldMain}.js`);
  write('manifest.json', manifest);
  write('sw.js', sw);
  return {
    // The renderer's copy finds the project's packages as the one in dist/ssr does.
    env: { WEB_DIR: web, SSR_FILE: path.join(ssr, path.basename(SSR_FILE)), NODE_PATH: path.join(ROOT, 'node_modules') },
    oldMain: `/assets/main.${oldMain}.js`,
    newMain: `/assets/main.${newMain}.js`,
  };
}

describe('new deployment', () => {
  afterEach(() => site.restart());

  it("shows 'A new version is available' and Reload moves the page onto it", async () => {
    const next = deployNextBuild();
    const context = await browser.newContext();
    try {
      const { page, errors } = await trackedPage(context);
      await page.goto(site.url);
      await waitForServiceWorker(page);
      await page.getByText(providers[0].name).first().waitFor();
      expect(await mainBundleOf(page)).toBe(next.oldMain);
      await expect(page.getByText(UPDATE_TEXT).count()).resolves.toBe(0);
      // The pages kept for offline reading name this version's scripts.
      await waitUntil('a page never visited kept on the device', async () => ((await keptPageHtml(page, '/faq')) ?? '').includes(next.oldMain));

      await site.restart(next.env);
      // The page looks for a new version when the connection returns (also hourly, and when the
      // tab comes back): the new worker installs and waits for the visitor.
      await context.setOffline(true);
      await context.setOffline(false);
      await page.getByText(UPDATE_TEXT).waitFor({ timeout: 30_000 });
      // Until the visitor accepts, the page runs the version it started with.
      expect(await mainBundleOf(page)).toBe(next.oldMain);
      await screenshot(page, 'pwa-update-prompt');

      await reloadedBy(page, 'the page reloaded onto the new version', () => page.getByRole('button', { name: 'Reload' }).click());
      await page.getByText(providers[0].name).first().waitFor();
      expect(await mainBundleOf(page)).toBe(next.newMain);
      // The new worker took over: it keeps the new version's files for offline use, not the old ones.
      const precached = await precachedPaths(page);
      expect(precached).toContain(next.newMain);
      expect(precached).not.toContain(next.oldMain);
      await expect(page.getByText(UPDATE_TEXT).count()).resolves.toBe(0);
      // The pages kept by the old version name scripts the new one no longer has: once the browser
      // is idle, they are kept again from the new deployment (also a page not visited again).
      await waitUntil("the kept pages on the new version's scripts", async () => ((await keptPageHtml(page, '/faq')) ?? '').includes(next.newMain));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000); // two deployments and a worker update; long on a busy machine

  it('a page left on the old bundle whose lazy chunk is gone moves onto the new version', async () => {
    const withMap = providers.find((p) => JSON.parse(p.routePoints || '[]').length > 0)!;
    const next = deployNextBuild({ moveMapChunk: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page: oldTab } = await trackedPage(context);
      await oldTab.goto(site.url);
      await waitForServiceWorker(oldTab);
      await oldTab.getByText(providers[0].name).first().waitFor();
      expect(await mainBundleOf(oldTab)).toBe(next.oldMain);

      // The deployment; another tab opens the site (its page is the server's: the new version's)
      // and accepts the new worker, which takes over and drops the old files.
      await site.restart(next.env);
      const otherTab = await context.newPage();
      await otherTab.goto(site.url);
      expect(await mainBundleOf(otherTab)).toBe(next.newMain);
      await otherTab.getByText(UPDATE_TEXT).waitFor({ timeout: 30_000 });
      await reloadedBy(otherTab, 'the other tab reloaded onto the new version', () => otherTab.getByRole('button', { name: 'Reload' }).click());
      expect(await mainBundleOf(otherTab)).toBe(next.newMain);
      await oldTab.getByText(UPDATE_TEXT).waitFor({ timeout: 30_000 }); // the old tab is told too
      // Nothing left anywhere but on the server, which no longer has the old map chunk.
      expect(await precachedPaths(oldTab)).not.toContain(next.oldMain);
      const cdp = await context.newCDPSession(oldTab);
      await cdp.send('Network.clearBrowserCache');

      // The old tab, ignoring the prompt, opens a provider page and comes to its map: the map
      // chunk it knows cannot load.
      await waitForContent(oldTab);
      await reloadedBy(oldTab, 'the old tab reloaded onto the new version', async () => {
        await oldTab.evaluate((slug) => {
          history.pushState({}, '', `/providers/${slug}`);
          dispatchEvent(new PopStateEvent('popstate'));
        }, withMap.slug);
        await oldTab.getByRole('heading', { name: 'Stops on this route' }).waitFor();
        await scrollToMap(oldTab);
      });
      // It reloaded onto the new version, where the map loads.
      expect(new URL(oldTab.url()).pathname).toBe(`/providers/${withMap.slug}`);
      await oldTab.getByRole('heading', { name: withMap.name }).first().waitFor();
      expect(await mainBundleOf(oldTab)).toBe(next.newMain);
      await waitForContent(oldTab);
      await scrollToMap(oldTab);
      await oldTab.locator('.leaflet-container').waitFor({ timeout: 30_000 });
      await expect(oldTab.getByText('Page not loaded').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  }, 240_000); // two deployments and a worker update; long on a busy machine
});
