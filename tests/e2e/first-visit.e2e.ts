// A short first visit on a slow phone connection (issue 24, item 4): the service worker starts as
// soon as the first page has hydrated and keeps the main pages before anything else (its first
// requests are theirs; the app's files come after), so they are on the device seconds after opening
// the site, and a traveller who then loses the connection can still open /contact (not "This page
// is not saved on this device"). How many seconds is printed as a note: it moves with the machine.
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';
import { startSlowLink, type SlowLink } from './support/slowLink';

const PAGES_CACHE = 'rdu-rides-pages-v1';
const MAIN_PAGES = ['/', '/providers', '/resources', '/contact', '/faq'];
const NOT_SAVED_TITLE = 'This page is not saved on this device';

let site: Site;
let link: SlowLink;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  link = await startSlowLink(site.port);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await link?.close();
  await site?.stop();
});

it.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
])('keeps the main pages first on a first visit on a slow connection, and /contact opens offline (%s)', async (name, viewport) => {
  const context = await browser.newContext({ viewport });
  try {
    // What the service worker asks for, in order (the pages it keeps, the app's files; its own script left out).
    const workerAsked: string[] = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.serviceWorker() && pathname !== '/sw.js') workerAsked.push(pathname);
    });
    const { page, errors } = await trackedPage(context);
    const openedAt = Date.now();
    await page.goto(`${link.url}/`, { waitUntil: 'commit' });
    const kept = () =>
      page.evaluate(async (cacheName) => {
        if (!(await caches.has(cacheName))) return [];
        return (await (await caches.open(cacheName)).keys()).map((r) => new URL(r.url).pathname);
      }, PAGES_CACHE);
    const marks: Record<string, number> = {};
    const stamp = (what: string) => (marks[what] ??= (Date.now() - openedAt) / 1000);
    void waitUntil('registered', async () => (await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))) && Boolean(stamp('registered')), 30_000).catch(() => undefined);
    void page.locator('main > [data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 }).then(() => stamp('content hydrated'), () => undefined);
    void page.waitForLoadState('load').then(() => stamp('load'), () => undefined);
    let keptNow: string[] = [];
    await waitUntil(
      'the main pages kept on the device',
      async () => {
        keptNow = await kept().catch(() => []);
        return MAIN_PAGES.every((p) => keptNow.includes(p));
      },
      30_000,
    );
    stamp('pages kept');
    await waitUntil('an active service worker', () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated'), 30_000);
    const seconds = (Date.now() - openedAt) / 1000;
    console.log(`${name}: main pages kept ${seconds.toFixed(1)} s after the first visit began (${keptNow.length} pages kept)`, marks);
    // Before anything else: the worker's first requests were the main pages, all of them.
    expect(workerAsked.slice(0, MAIN_PAGES.length).sort()).toEqual([...MAIN_PAGES].sort());
    expect(workerAsked.length).toBeGreaterThan(MAIN_PAGES.length); // then the app's files
    console.log(`${name}: the worker asked first for ${workerAsked.slice(0, MAIN_PAGES.length + 3).join(', ')}, ...`);

    await context.setOffline(true);
    await page.goto(`${link.url}/contact`);
    await page.getByLabel('Full Name', { exact: true }).waitFor();
    expect(await page.getByText(NOT_SAVED_TITLE).count()).toBe(0);
    await screenshot(page, `first-visit-contact-offline-${name}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
