// Booking clicks in real Chromium: every booking link (home page cards, comparison table, providers
// page, provider page) still opens the provider's bookingUrl in a new tab and records one click
// under its provider and place, read back as the admin reads it (GraphQL clickStats); a crawler's
// clicks count nothing; a click made offline is queued by the service worker and counted exactly
// once when the connection returns. The booking sites are stood in for by context.route: nothing
// leaves the machine.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { bookingLink } from '../../api/domain/bookingLink';
import { CLICK_PATH, type ClickPage } from '../../api/domain/clicks';
import { CLICK_QUEUE, SW_MESSAGES } from '../../web/pwa/protocol';
import { ADMIN, CHROMIUM_ARGS, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';

/** A phone's browser: isbot counts HeadlessChrome, the default user agent here, as a crawler. */
const BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Provider {
  id: number;
  name: string;
  slug: string;
  bookingUrl: string;
}

let site: Site;
let browser: Browser;
let providers: Provider[];
let cookie: string;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite(),
    // No host name is resolved: a tab the browser opens by itself (middle-click) bypasses the routes.
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2'] }),
  ]);
  // The templates as the site's own pages read them (GraphQL's bookingUrlTemplate; bookingUrl is filled for API clients, issue 32).
  const query = encodeURIComponent('{ providers { id name slug bookingUrl: bookingUrlTemplate } }');
  providers = ((await (await fetch(`${site.url}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': 'true' } })).json()) as { data: { providers: Provider[] } }).data.providers;
  const login = await fetch(`${site.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Today's clicks per provider and page, as the admin dashboard reads them: 'id:page' → count. */
async function todaysClicks(): Promise<Map<string, number>> {
  const res = await fetch(`${site.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ clickStats(days: 1) { provider { id } clicks pages { page clicks } } }' }),
  });
  const { data, errors } = (await res.json()) as { data?: { clickStats: { provider: { id: number }; pages: { page: string; clicks: number }[] }[] }; errors?: unknown };
  if (!data) throw new Error(`clickStats: ${JSON.stringify(errors)}`);
  const counts = new Map<string, number>();
  for (const row of data.clickStats) for (const p of row.pages) if (p.clicks) counts.set(`${row.provider.id}:${p.page}`, p.clicks);
  return counts;
}

const clicksOf = async (provider: Provider, page: ClickPage) => (await todaysClicks()).get(`${provider.id}:${page}`) ?? 0;

/** A visitor's context whose booking sites answer with a stand-in page. */
async function visitorContext(options: { userAgent?: string; serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: options.userAgent ?? BROWSER_UA, serviceWorkers: options.serviceWorkers ?? 'block' });
  const siteOrigin = new URL(site.url).origin;
  await context.route(
    (url) => url.origin !== siteOrigin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking site</title><h1>Booking site</h1>' }),
  );
  return context;
}

/**
 * The link a page without a trip draws from a provider's bookingUrl (the demo's are templates: the
 * trip's placeholders empty, so dropped), and the address it opens: the same with this click's id.
 */
const linkWithoutTrip = (provider: Provider) => bookingLink(provider.bookingUrl, {});
function expectClickAddress(address: string, provider: Provider): void {
  const clickId = new URL(address).searchParams.get('subid') ?? '';
  expect(clickId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  expect(address).toBe(bookingLink(provider.bookingUrl, { clickId }));
}

/** Does `action` and returns the address the new tab it opens loads (the tab is closed). */
async function newTabAddress(context: BrowserContext, action: () => Promise<void>): Promise<string> {
  const opened = context.waitForEvent('page');
  await action();
  const tab = await opened;
  await tab.waitForURL(/^https:/, { waitUntil: 'commit' });
  const address = tab.url();
  await tab.close();
  return address;
}

/**
 * Every click sent from now on, by a page or the worker: its body, and its answer (null when none
 * came). With every send answered, nothing more is on its way to be counted.
 */
function clickSends(context: BrowserContext): { body: string; answered: Promise<unknown> }[] {
  const sends: { body: string; answered: Promise<unknown> }[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === CLICK_PATH) sends.push({ body: request.postData() ?? '', answered: request.response().catch(() => null) });
  });
  return sends;
}

/** How many sends each 'providerId:page' had. */
function sentPerKey(sends: { body: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { body } of sends) {
    const { providerId, page } = JSON.parse(body) as { providerId: number; page: string };
    counts.set(`${providerId}:${page}`, (counts.get(`${providerId}:${page}`) ?? 0) + 1);
  }
  return counts;
}

/** Opens a page and waits until its content has hydrated (the server rendered it). */
async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(`${site.url}${pathname}`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('h1') && (!document.querySelector('#root[data-ssr]') || document.querySelector('main > [data-hydrated]')));
}

/** The visible booking links of one place, each with the provider it names in its accessible name. */
async function bookingLinks(page: Page, place: ClickPage): Promise<{ link: ReturnType<Page['locator']>; provider: Provider }[]> {
  const links = page.locator(`a[data-click-page="${place}"]:visible`);
  await links.first().waitFor();
  const found = [];
  for (const link of await links.all()) {
    const name = (await link.getAttribute('aria-label')) ?? '';
    const provider = providers.find((p) => name.endsWith(`: ${p.name} (opens in a new tab)`));
    if (!provider) throw new Error(`no provider for the booking link "${name}"`);
    found.push({ link, provider });
  }
  return found;
}

describe('booking clicks', () => {
  let context: BrowserContext;
  afterEach(async () => context?.close());

  it('records one click per click in each of the four places, and each link still opens its bookingUrl in a new tab', async () => {
    context = await visitorContext();
    const sends = clickSends(context);
    const { page, errors } = await trackedPage(context);
    const expected = await todaysClicks();
    const made = new Map<string, number>();
    /** One more click expected under provider and place: waits until the server has it. */
    const counted = async (provider: Provider, place: ClickPage, times = 1) => {
      const key = `${provider.id}:${place}`;
      expected.set(key, (expected.get(key) ?? 0) + times);
      made.set(key, (made.get(key) ?? 0) + times);
      await waitUntil(`${times} click(s) on ${key}`, async () => (await todaysClicks()).get(key) === expected.get(key));
    };

    async function clickIn(place: ClickPage, index: number, times = 1): Promise<Provider> {
      const { link, provider } = (await bookingLinks(page, place))[index];
      expect(await link.getAttribute('href')).toBe(linkWithoutTrip(provider));
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('sponsored noopener');
      for (let i = 0; i < times; i++) expectClickAddress(await newTabAddress(context, () => link.click()), provider);
      await counted(provider, place, times);
      return provider;
    }

    await open(page, '/');
    await clickIn('home', 0, 2);
    await clickIn('comparison', 1);
    // A middle-click opens the link in a background tab: it counts too. (The browser opens that tab
    // itself, before routes apply: its address is not seen, and the name is not resolved, see below.)
    const { link, provider } = (await bookingLinks(page, 'comparison'))[2];
    expect(await link.getAttribute('href')).toBe(linkWithoutTrip(provider));
    const backgroundTab = context.waitForEvent('page');
    await link.click({ button: 'middle' });
    await (await backgroundTab).close();
    await counted(provider, 'comparison');
    // A right-click opens the browser's menu, not the link.
    await link.click({ button: 'right' });
    await page.keyboard.press('Escape');

    await open(page, '/providers');
    const onProvidersPage = await clickIn('providers', 3);
    await open(page, `/providers/${onProvidersPage.slug}`);
    await clickIn('provider', 0);
    await screenshot(page, 'clicks-provider-page');

    // Nothing was counted twice or elsewhere: one send per click, every send answered (none is on
    // its way), and the counts are those clicks.
    await Promise.all(sends.map((send) => send.answered));
    expect(sentPerKey(sends)).toEqual(made);
    expect(await todaysClicks()).toEqual(expected);
    expect(errors).toEqual([]);
  });

  it("counts nothing for a crawler's clicks", async () => {
    context = await visitorContext({ userAgent: CRAWLER_UA });
    const { page, errors } = await trackedPage(context);
    const before = await todaysClicks();
    await open(page, '/');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === CLICK_PATH);
    const { link } = (await bookingLinks(page, 'comparison'))[0];
    await link.click();
    expect(await (await answer).json()).toEqual({ counted: false, reason: 'crawler' });
    expect(await todaysClicks()).toEqual(before);
    expect(errors).toEqual([]);
  });

  it("counts nothing that another site's page sends", async () => {
    context = await browser.newContext({ userAgent: BROWSER_UA, serviceWorkers: 'block' });
    const sends = clickSends(context);
    const before = await todaysClicks();
    const body = JSON.stringify({ providerId: providers[0].id, page: 'home' });
    const beacon = (from: Page) => from.evaluate(([url, text]) => navigator.sendBeacon(url, text), [`${site.url}${CLICK_PATH}`, body]);
    // Another site (127.0.0.2 is not the same site as 127.0.0.1; the same server answers both)
    // firing beacons at the endpoint: the browser marks them Sec-Fetch-Site: cross-site.
    const other = await context.newPage();
    await other.goto(site.url.replace('127.0.0.1', '127.0.0.2') + '/robots.txt');
    expect(await beacon(other)).toBe(true);
    expect(await beacon(other)).toBe(true);
    // Then the same beacon from the site's own page, which counts.
    const own = await context.newPage();
    await open(own, '/');
    expect(await beacon(own)).toBe(true);
    const key = `${providers[0].id}:home`;
    const was = before.get(key) ?? 0;
    await waitUntil('the own page’s click counted', async () => ((await todaysClicks()).get(key) ?? 0) > was);
    // The three beacons were sent and answered (none is on its way): only the own page's counted.
    expect(sends).toHaveLength(3);
    await Promise.all(sends.map((send) => send.answered));
    expect((await todaysClicks()).get(key)).toBe(was + 1);
  });
});

describe('a booking click that finds no server', () => {
  let context: BrowserContext;
  afterEach(async () => context?.close());

  /** How many clicks wait in the worker's queue (workbox-background-sync's IndexedDB). */
  const queuedClicks = (page: Page) =>
    page.evaluate(
      (queueName) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('workbox-background-sync');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('requests')) return resolve(0);
            const count = db.transaction('requests').objectStore('requests').index('queueName').count(queueName);
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
      CLICK_QUEUE.name,
    );

  /** Asks the worker to send what it queued, as the page does when the connection returns; its answer. */
  const askWorkerToReplay = (page: Page) =>
    page.evaluate(
      (type) =>
        new Promise<{ sent: number; waiting: boolean }>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller!.postMessage({ type }, [channel.port2]);
        }),
      SW_MESSAGES.replayClicks,
    );

  /** The home page, controlled by an activated service worker. */
  async function controlledHomePage(): Promise<{ page: Page; errors: string[] }> {
    context = await visitorContext({ serviceWorkers: 'allow' });
    const tracked = await trackedPage(context);
    await open(tracked.page, '/');
    await tracked.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await waitUntil('an activated service worker', () => tracked.page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated'), 30_000);
    return tracked;
  }

  it('is queued by the service worker and counted exactly once when the connection returns', async () => {
    const { page, errors } = await controlledHomePage();

    const { link, provider } = (await bookingLinks(page, 'comparison'))[3];
    const before = await clicksOf(provider, 'comparison');
    const sends = clickSends(context);
    await context.setOffline(true);
    const tab = context.waitForEvent('page');
    await link.click();
    await (await tab).close();
    await waitUntil('the click in the queue', async () => (await queuedClicks(page)) === 1);
    expect(await clicksOf(provider, 'comparison')).toBe(before);

    await context.setOffline(false);
    await waitUntil('the queued click counted', async () => (await clicksOf(provider, 'comparison')) === before + 1, 30_000);
    await waitUntil('an empty queue', async () => (await queuedClicks(page)) === 0);

    // Asked again (and after a reload, which asks too): nothing left to send, still one click. (An
    // ask may first join the replay that is finishing, and report its click.)
    await waitUntil('nothing left to send', async () => (await askWorkerToReplay(page)).sent === 0);
    await open(page, '/');
    expect(await askWorkerToReplay(page)).toMatchObject({ sent: 0 });
    // Every send of it (the failed one offline, the replay) carried the same body, so one clickId,
    // and all were answered: none is on its way.
    await Promise.all(sends.map((send) => send.answered));
    expect(sends.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sends.map((send) => send.body)).size).toBe(1);
    expect(await clicksOf(provider, 'comparison')).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  it("is sent again when a proxy's 5xx hid the server's answer, and still counted once (its clickId)", async () => {
    const { page, errors } = await controlledHomePage();
    const { link, provider } = (await bookingLinks(page, 'comparison'))[4];
    const before = await clicksOf(provider, 'comparison');
    // The server counts the first send, but the worker only sees a proxy's 502.
    const sent: string[] = [];
    await context.route(`${site.url}${CLICK_PATH}`, async (route) => {
      sent.push(route.request().postData() ?? '');
      const answer = await route.fetch();
      await route.fulfill(sent.length === 1 ? { status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' } : { response: answer });
    });
    await newTabAddress(context, () => link.click());
    await waitUntil('the click sent again and counted', async () => sent.length >= 2 && (await queuedClicks(page)) === 0 && (await clicksOf(provider, 'comparison')) === before + 1, 30_000);
    // The queue reads empty while its last click is in flight: an ask joins a replay still finishing
    // (and reports it), then nothing is left to send.
    await waitUntil('nothing left to send', async () => (await askWorkerToReplay(page)).sent === 0);
    expect(sent).toHaveLength(2);
    expect(new Set(sent).size).toBe(1); // the same body, so the same clickId
    expect(JSON.parse(sent[0])).toMatchObject({ providerId: provider.id, page: 'comparison' });
    expect(await clicksOf(provider, 'comparison')).toBe(before + 1);
    expect(errors).toEqual([]);
  });
});
