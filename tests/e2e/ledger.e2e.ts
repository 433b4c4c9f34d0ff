// The affiliate ledger in real Chromium: a traveller searches for a party, follows Book Now, and the
// new tab's address holds the trip and the click id the server kept; a network's postback for that
// id shows on the dashboard with its commission and earnings per click; a click made offline (queued
// by the service worker) and its postback are attributed too. A conversion's history (a correction,
// a clawback) opens from the conversions grid; the unattributed note names its reasons. Screenshots of
// the dashboard's earnings and of a history at 390 and 1280 px. Booking sites are stood in for by
// context.route: nothing leaves the machine.
import path from 'node:path';
import knex from 'knex';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN, CHROMIUM_ARGS, SCREENSHOT_DIR, loginAsAdmin, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';

jest.setTimeout(180_000);

const BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const TEMPLATE = 'https://book.example.com/{slug}?from={from}&to={to}&date={date}&time={time}&pax={passengers}&bags={bags}&subid={clickId}';
const TRIP = '/?from=RDU+Airport&to=Downtown+Raleigh&passengers=3&bags=1';

let site: Site;
let browser: Browser;
let cookie: string;
let secret: string;

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${site.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
  const { data, errors } = (await res.json()) as { data?: T; errors?: unknown };
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
}

const keptClick = async (clickId: string) => {
  const db = knex({ client: 'better-sqlite3', connection: { filename: site.databaseFile }, useNullAsDefault: true });
  try {
    return await db('kept_clicks').where({ clickId }).first();
  } finally {
    await db.destroy();
  }
};

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startSite(),
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] }),
  ]);
  // Every provider's link becomes a template (as an admin would write it); the version bump tells the
  // server its pages are stale.
  const db = knex({ client: 'better-sqlite3', connection: { filename: site.databaseFile }, useNullAsDefault: true });
  for (const p of await db('providers').select('id', 'slug')) await db('providers').where({ id: p.id }).update({ bookingUrl: TEMPLATE.replace('{slug}', p.slug) });
  await db('content_version').increment('version', 1);
  await db.destroy();
  const login = await fetch(`${site.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const made = await gql<{ createAffiliateProgram: { secret: string } }>(
    'mutation { createAffiliateProgram(input: { name: "Ride Network", slug: "ride-network", providerIds: [], subIdParam: "subid", claimWindowDays: 30 }) { secret } }',
  );
  secret = made.createAffiliateProgram.secret;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function visitor(serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: BROWSER_UA, serviceWorkers });
  const origin = new URL(site.url).origin;
  await context.route((url) => url.origin !== origin, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Booking site</title><h1>Booking site</h1>' }));
  return context;
}

async function openTrip(page: Page): Promise<void> {
  await page.goto(`${site.url}${TRIP}`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[data-testid="trip-answer"]') && (!document.querySelector('#root[data-ssr]') || document.querySelector('main > [data-hydrated]')));
}

/** Follows the first Book Now of the trip answer; the new tab's address. */
async function followBookNow(context: BrowserContext, page: Page): Promise<URL> {
  const link = page.locator('[data-testid="trip-answer"] a[data-click-page="home"]').first();
  // Drawn by the server with the trip and no click id.
  const drawn = new URL((await link.getAttribute('href'))!);
  expect(Object.fromEntries(drawn.searchParams)).toEqual({ from: 'RDU Airport', to: 'Downtown Raleigh', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), pax: '3', bags: '1' });
  const opened = context.waitForEvent('page');
  await link.click();
  const tab = await opened;
  await tab.waitForURL(/^https:/, { waitUntil: 'commit' });
  const url = new URL(tab.url());
  await tab.close();
  return url;
}

const postback = (fields: Record<string, string>) => fetch(`${site.url}/api/postbacks/ride-network?${new URLSearchParams(fields)}`, { headers: { authorization: `Bearer ${secret}` } });

describe('Book Now carries the trip and the click, and the operator sees what it earns', () => {
  let context: BrowserContext;
  afterEach(async () => context?.close());

  it('opens the trip and the click id the server kept; a postback for it shows on the dashboard', async () => {
    context = await visitor();
    const { page, errors } = await trackedPage(context);
    await openTrip(page);
    const url = await followBookNow(context, page);
    expect(url.searchParams.get('from')).toBe('RDU Airport');
    expect(url.searchParams.get('to')).toBe('Downtown Raleigh');
    expect(url.searchParams.get('pax')).toBe('3');
    expect(url.searchParams.get('bags')).toBe('1');
    const clickId = url.searchParams.get('subid')!;
    expect(clickId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    await waitUntil('the click kept', async () => Boolean(await keptClick(clickId.toLowerCase())));
    expect(await keptClick(clickId.toLowerCase())).toMatchObject({ page: 'home', fromPlace: 'RDU Airport', toPlace: 'Downtown Raleigh', passengers: 3, bags: 1 });
    expect(errors).toEqual([]);

    expect((await (await postback({ subid: clickId, order: 'E2E-1', status: 'confirmed', commission: '12.40' })).json()).attributed).toBe(true);

    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await admin.newPage();
    await loginAsAdmin(adminPage, site.url);
    await adminPage.goto(`${site.url}/admin?earnings=7`);
    const earnings = adminPage.locator('section[aria-labelledby="earnings-title"]');
    await earnings.getByTestId('earnings-total').waitFor();
    expect(await earnings.getByTestId('earnings-total').textContent()).toBe('$12.40');
    // One click, so earnings per click is the whole commission.
    expect(await earnings.getByTestId('earnings-per-click').textContent()).toBe('$12.40');
    await earnings.getByText('E2E-1').waitFor();
    await earnings.getByTestId('earnings-chart').locator('svg').first().waitFor();
    await earnings.scrollIntoViewIfNeeded();
    await screenshot(adminPage, 'ledger-dashboard-1280');
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await adminPage.waitForTimeout(500);
    await screenshot(adminPage, 'ledger-dashboard-390');
    await adminPage.goto(`${site.url}/admin/affiliate-programs`);
    await adminPage.getByTestId('program-card').waitFor();
    await screenshot(adminPage, 'ledger-programs-390');
    await admin.close();
  });

  it("carries the trip to a provider page opened from the answer: its Book Now is filled alike, with scripts and without", async () => {
    context = await visitor();
    const { page, errors } = await trackedPage(context);
    await openTrip(page);
    const option = page.locator('[data-testid="trip-answer"] li[data-provider]').first();
    const slug = (await option.getAttribute('data-provider'))!;
    const answerLink = new URL((await option.locator('a[data-click-page="home"]').getAttribute('href'))!);
    await option.locator('h3 a').click();
    await page.waitForURL(new RegExp(`/providers/${slug}\\?`));
    const book = page.locator('a[data-click-page="provider"]');
    await book.locator('visible=true').first().waitFor();
    const hrefs = await book.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toBe(answerLink.href);
    // Followed: the new tab has the same trip and the id of the click the server kept for the provider page.
    const opened = context.waitForEvent('page');
    await book.locator('visible=true').first().click();
    const tab = await opened;
    await tab.waitForURL(/^https:/, { waitUntil: 'commit' });
    const url = new URL(tab.url());
    await tab.close();
    const clickId = url.searchParams.get('subid')!;
    expect(Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'subid'))).toEqual(Object.fromEntries(answerLink.searchParams));
    await waitUntil('the provider page click kept', async () => Boolean(await keptClick(clickId.toLowerCase())));
    expect(await keptClick(clickId.toLowerCase())).toMatchObject({ page: 'provider', fromPlace: 'RDU Airport', toPlace: 'Downtown Raleigh', passengers: 3, bags: 1 });
    expect(errors).toEqual([]);

    // Without scripts: the same address, the same links.
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const plain = await noScripts.newPage();
      await plain.goto(page.url());
      const drawn = await plain.locator('a[data-click-page="provider"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(drawn).toEqual(hrefs);
    } finally {
      await noScripts.close();
    }
  });

  it('attributes a click made offline, queued by the service worker, and its postback', async () => {
    context = await visitor('allow');
    const { page } = await trackedPage(context);
    await openTrip(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await context.setOffline(true);
    const link = page.locator('[data-testid="trip-answer"] a[data-click-page="home"]').first();
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.close();
    // The address the tab was given holds the id the queued beacon carries.
    const clickId = new URL((await link.getAttribute('href'))!).searchParams.get('subid')!;
    expect(clickId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(await keptClick(clickId.toLowerCase())).toBeUndefined();
    await context.setOffline(false);
    await waitUntil('the queued click kept', async () => Boolean(await keptClick(clickId.toLowerCase())), 60_000);
    const answer = await (await postback({ subid: clickId, order: 'E2E-OFFLINE', status: 'booked', commission: '3' })).json();
    expect(answer).toMatchObject({ attributed: true, applied: true });
  });

  it("opens a conversion's history from the grid, and names why bookings are unattributed", async () => {
    // Booked, confirmed, a corrected commission, paid, then taken back: a clawback.
    for (const [status, commission] of [['booked', '8.00'], ['confirmed', '8.00'], ['confirmed', '7.25'], ['paid', '7.25'], ['reversed', '0']]) {
      expect((await postback({ order: 'E2E-HISTORY', status, commission })).status).toBe(200);
    }
    const foreign = await (await postback({ subid: 'tp_987.XYZ', order: 'E2E-FOREIGN', status: 'booked', commission: '2.10' })).json();
    expect(foreign).toMatchObject({ attributed: false, applied: true, outcome: 'stored' });

    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const adminPage = await admin.newPage();
      await loginAsAdmin(adminPage, site.url);
      await adminPage.goto(`${site.url}/admin?earnings=7`);
      const earnings = adminPage.locator('section[aria-labelledby="earnings-title"]');
      const note = earnings.getByTestId('earnings-unattributed');
      await note.waitFor();
      expect(await note.textContent()).toContain('a sub-ID this site did not issue: 1');
      await earnings.getByText('How these numbers are counted').click();
      await screenshot(adminPage, 'ledger-earnings-help-1280');
      await earnings.locator('.MuiDataGrid-root').screenshot({ path: path.join(SCREENSHOT_DIR, 'ledger-conversions-1280.png') });

      await earnings.getByRole('button', { name: 'History of order E2E-HISTORY' }).click();
      const drawer = adminPage.getByTestId('conversion-history');
      await drawer.waitFor();
      expect(await drawer.getByRole('heading', { name: 'Order E2E-HISTORY' }).isVisible()).toBe(true);
      expect(await drawer.textContent()).toContain('Taken back (clawback)$7.25');
      const rows = drawer.locator('table tbody tr');
      expect(await rows.count()).toBe(5);
      expect(await rows.nth(2).textContent()).toContain('Corrected commission');
      await screenshot(adminPage, 'ledger-history-1280');
      await drawer.screenshot({ path: path.join(SCREENSHOT_DIR, 'ledger-history-drawer-1280.png') });
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'hidden' });

      await adminPage.setViewportSize({ width: 390, height: 844 });
      await adminPage.waitForTimeout(500);
      await screenshot(adminPage, 'ledger-earnings-390');
      // The parts this change drew, close up: the tiles and definitions, the note and tables, the grid.
      await earnings.getByTestId('earnings-help').screenshot({ path: path.join(SCREENSHOT_DIR, 'ledger-help-390.png') });
      await note.screenshot({ path: path.join(SCREENSHOT_DIR, 'ledger-unattributed-390.png') });
      await earnings.screenshot({ path: path.join(SCREENSHOT_DIR, 'ledger-earnings-section-390.png') });
      await earnings.locator('.MuiDataGrid-root').screenshot({ path: path.join(SCREENSHOT_DIR, 'ledger-conversions-390.png') });
      await earnings.getByRole('button', { name: 'History of order E2E-HISTORY' }).click();
      await drawer.waitFor();
      // The drawer takes the phone's whole width, nothing scrolls sideways.
      const box = (await drawer.boundingBox())!;
      expect(Math.round(box.width)).toBeLessThanOrEqual(390);
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(adminPage, 'ledger-history-390');
      await drawer.screenshot({ path: path.join(SCREENSHOT_DIR, 'ledger-history-drawer-390.png') });
    } finally {
      await admin.close();
    }
  });
});
