// Archive then restore a provider with clicks, in real Chromium: the dashboard's clicks and earnings
// read the same before, while archived and after; while archived the provider is off the public
// list and its page answers 410 with the way to every provider; the admin finds it under the
// Archived tab, sees that deleting it would not delete it, and restores it from its edit page.
// Screenshots at 390 and 1280 px.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARCHIVE_TEXTS } from '../../api/domain/archive';
import { CLICK_PATH, type ClickPage } from '../../api/domain/clicks';
import { ARCHIVE_LIST_TEXTS as A, ARCHIVED_BANNER_TEXTS } from '../../web/pages/admin/providers/archiveTexts';
import { ADMIN, SCREENSHOT_DIR, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, type Site } from './support/site';

jest.setTimeout(240_000);

/** isbot counts HeadlessChrome as a crawler: clicks meant to count come from a phone's browser. */
const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let site: Site;
let browser: Browser;
let cookie: string;
let secret: string;

interface Provider {
  id: number;
  name: string;
  slug: string;
}
let archived: Provider;
let other: Provider;

async function recordClick(providerId: number, page: ClickPage): Promise<string> {
  const clickId = crypto.randomUUID();
  const res = await fetch(`${site.url}${CLICK_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': PHONE_BROWSER },
    body: JSON.stringify({ providerId, page, clickId }),
  });
  expect({ status: res.status, body: await res.json() }).toEqual({ status: 202, body: { counted: true } });
  return clickId;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${site.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
  const { data, errors } = (await res.json()) as { data?: T; errors?: unknown };
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
}

beforeAll(async () => {
  site = await startSite({ BOOKING_CLICK_LIMIT_BURST: '1000', BOOKING_CLICK_LIMIT_PER_DAY: '1000' });
  browser = await launchBrowser();
  const providers = (await (await fetch(`${site.url}/api/providers`)).json()) as Provider[];
  [archived, other] = providers;
  const login = await fetch(`${site.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { createAffiliateProgram } = await gql<{ createAffiliateProgram: { secret: string } }>(
    'mutation { createAffiliateProgram(input: { name: "Ride Network", slug: "ride-network", providerIds: [], subIdParam: "subid", claimWindowDays: 30 }) { secret } }',
  );
  secret = createAffiliateProgram.secret;
  // The provider to archive: 5 clicks, two of them booked ($5.00 booked, $7.50 confirmed); another: 2 clicks.
  const clicks: string[] = [];
  for (const page of ['home', 'home', 'home', 'provider', 'comparison'] as const) clicks.push(await recordClick(archived.id, page));
  for (const page of ['home', 'providers'] as const) await recordClick(other.id, page);
  for (const [clickId, order, status, commission] of [
    [clicks[0], 'ARCH-1', 'booked', '5.00'],
    [clicks[3], 'ARCH-2', 'confirmed', '7.50'],
  ]) {
    const res = await fetch(`${site.url}/api/postbacks/ride-network?${new URLSearchParams({ subid: clickId, order, status, commission })}`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(await res.json()).toMatchObject({ attributed: true });
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The top of a long page (the edit form runs to several screens): what is in view. */
async function screenshotInView(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Waits until nothing moves (bars grow in, ripples fade, dialogs finish opening), for a screenshot. */
async function still(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(300);
}

/** What the dashboard's reports say: the clicks total and table, the earnings tiles and the per-provider table. */
async function dashboardReports(page: Page) {
  await page.goto(`${site.url}/admin?clicks=30&earnings=30`);
  const clicks = page.getByRole('region', { name: 'Booking clicks' });
  await clicks.getByTestId('clicks-total').waitFor();
  const grid = page.getByRole('grid', { name: 'Clicks per provider' });
  await grid.getByRole('row').nth(2).waitFor();
  const earnings = page.locator('section[aria-labelledby="earnings-title"]');
  await earnings.getByTestId('earnings-total').waitFor();
  const table = earnings.getByTestId('earnings-providers');
  await table.locator('tbody tr').first().waitFor();
  return {
    clicksTotal: await clicks.getByTestId('clicks-total').textContent(),
    clicksRows: await grid.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent ?? ''))),
    earned: await earnings.getByTestId('earnings-total').textContent(),
    perClick: await earnings.getByTestId('earnings-per-click').textContent(),
    bookings: await earnings.getByTestId('earnings-bookings').textContent(),
    rate: await earnings.getByTestId('earnings-rate').textContent(),
    byProvider: await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? ''))),
  };
}

/** A visitor's view of the provider: its page's status and whether /providers lists it. */
async function publicView(context: BrowserContext): Promise<{ status: number | undefined; text: string; listed: boolean }> {
  const page = await context.newPage();
  try {
    const answer = await page.goto(`${site.url}/providers/${archived.slug}`);
    const text = await page.locator('main').innerText();
    const list = await (await fetch(`${site.url}/api/providers`)).json();
    return { status: answer?.status(), text, listed: list.some((p: Provider) => p.id === archived.id) };
  } finally {
    await page.close();
  }
}

describe('archive then restore a provider with clicks', () => {
  let admin: BrowserContext;
  let visitor: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    admin = await browser.newContext({ viewport: WIDE, serviceWorkers: 'block' });
    visitor = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', userAgent: PHONE_BROWSER });
    ({ page, errors } = await trackedPage(admin));
    await loginAsAdmin(page, site.url);
  });
  afterAll(async () => {
    await admin?.close();
    await visitor?.close();
  });

  it('keeps every report the same while the provider is off the site, and after it is back', async () => {
    const before = await dashboardReports(page);
    expect(before.clicksTotal).toBe('7 clicks in the last 30 days');
    expect(before.clicksRows[0].slice(0, 2)).toEqual([archived.name, '5']);
    expect({ earned: before.earned, perClick: before.perClick, bookings: before.bookings, rate: before.rate }).toEqual({ earned: '$12.50', perClick: '$1.79', bookings: '2', rate: '28.6%' });
    expect(before.byProvider[0]).toEqual([archived.name, '5', '2', '40%', '$5.00', '$7.50', '$0.00', '$0.00', '$0.00', '$2.50']);
    expect(await publicView(visitor)).toMatchObject({ status: 200, listed: true });

    // Archive it from the list, its page sent nowhere (410).
    await page.goto(`${site.url}/admin/providers`);
    const row = page.getByRole('row', { name: new RegExp(archived.name) });
    await row.getByRole('button', { name: `Archive ${archived.name}` }).click();
    const dialog = page.getByRole('dialog', { name: A.archiveTitle(archived.name) });
    await dialog.getByText(A.archiveText).waitFor();
    await still(page);
    await screenshot(page, 'archive-dialog-1280');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText(A.archivedText(archived.name)).waitFor();
    await row.waitFor({ state: 'detached' });

    // Under Archived, marked; deleting it would not delete it.
    await page.getByRole('tab', { name: A.archivedTab }).click();
    await page.waitForURL(/status=archived/);
    const archivedRow = page.getByRole('row', { name: new RegExp(archived.name) });
    await archivedRow.getByText(A.pageGone).waitFor();
    await still(page);
    await screenshot(page, 'archive-list-1280');
    await archivedRow.getByRole('button', { name: `Delete ${archived.name}` }).click();
    const explain = page.getByRole('dialog', { name: 'Are you sure?' });
    await explain.getByText(ARCHIVE_TEXTS.cannotDelete('provider', archived.name, { bookingClicks: 5, keptClicks: 5, conversions: 2 })).waitFor();
    expect(await explain.getByRole('button', { name: /^(Delete|Archive instead)$/ }).count()).toBe(0);
    await still(page);
    await screenshot(page, 'archive-delete-explained-1280');
    await explain.getByRole('button', { name: 'Close' }).click();
    await explain.waitFor({ state: 'detached' });

    // Visitors: gone from the list, its page 410 with the way to every provider.
    const gone = await publicView(visitor);
    expect(gone).toMatchObject({ status: 410, listed: false });
    expect(gone.text).toContain('Provider Not Found');
    const goneTab = await visitor.newPage();
    await goneTab.goto(`${site.url}/providers/${archived.slug}`);
    await goneTab.getByRole('link', { name: /providers/i }).first().waitFor();
    await screenshot(goneTab, 'archive-provider-gone-390');
    await goneTab.close();

    // The reports have not moved.
    expect(await dashboardReports(page)).toEqual(before);

    // Restore it from its edit page's banner.
    await page.goto(`${site.url}/admin/providers/edit/${archived.id}`);
    const banner = page.locator('.MuiAlert-root', { hasText: ARCHIVED_BANNER_TEXTS.title });
    await banner.waitFor();
    await still(page);
    await screenshotInView(page, 'archive-edit-banner-1280');
    await banner.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(A.restoredText(archived.name)).first().waitFor();
    await banner.waitFor({ state: 'detached' });

    expect(await publicView(visitor)).toMatchObject({ status: 200, listed: true });
    expect(await dashboardReports(page)).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the archive dialog, the Archived tab and the banner within 390 px', async () => {
    await page.setViewportSize(PHONE);
    const fits = async () => {
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    };
    await page.goto(`${site.url}/admin/providers`);
    const row = page.getByRole('row', { name: new RegExp(other.name) });
    await row.getByRole('button', { name: `Archive ${other.name}` }).click();
    const dialog = page.getByRole('dialog', { name: A.archiveTitle(other.name) });
    // Its visitors sent to the provider restored a moment ago.
    await dialog.getByRole('combobox').fill(archived.name.slice(0, 6));
    await page.getByRole('option', { name: archived.name }).click();
    await still(page);
    await screenshot(page, 'archive-dialog-390');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText(A.archivedText(other.name)).waitFor();
    const moved = await visitor.newPage();
    const answer = await moved.goto(`${site.url}/providers/${other.slug}`);
    expect(answer?.url()).toBe(`${site.url}/providers/${archived.slug}`);
    await moved.close();

    await page.getByRole('tab', { name: A.archivedTab }).click();
    const archivedRow = page.getByRole('row', { name: new RegExp(other.name) });
    await archivedRow.getByText(A.redirectsTo(archived.name)).waitFor();
    await fits();
    await still(page);
    await screenshot(page, 'archive-list-390');

    await page.goto(`${site.url}/admin/providers/edit/${other.id}`);
    await page.locator('.MuiAlert-root', { hasText: ARCHIVED_BANNER_TEXTS.title }).waitFor();
    await fits();
    await still(page);
    await screenshotInView(page, 'archive-edit-banner-390');

    // Back on the site from the list's Restore.
    await page.goto(`${site.url}/admin/providers?status=archived`);
    await page.getByRole('row', { name: new RegExp(other.name) }).getByRole('button', { name: `Restore ${other.name}` }).click();
    await page.getByRole('dialog', { name: A.restoreTitle(other.name) }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText(A.restoredText(other.name)).waitFor();
    expect((await fetch(`${site.url}/providers/${other.slug}`, { redirect: 'manual' })).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('archives the affiliate program: its postbacks are refused, its bookings stay in the earnings; restored, it is heard again', async () => {
    await page.setViewportSize(WIDE);
    const before = await dashboardReports(page);
    await page.goto(`${site.url}/admin/affiliate-programs`);
    const card = page.getByTestId('program-card').filter({ hasText: 'Ride Network' });
    await card.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive Ride Network?' });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Program archived').waitFor();
    await page.getByRole('tab', { name: 'Archived' }).click();
    const archivedCard = page.getByTestId('program-card').filter({ hasText: 'Ride Network' });
    await archivedCard.getByText(/^Archived /).waitFor();
    await still(page);
    await screenshot(page, 'archive-programs-1280');
    await page.setViewportSize(PHONE);
    await still(page);
    await screenshot(page, 'archive-programs-390');

    const refused = await fetch(`${site.url}/api/postbacks/ride-network?${new URLSearchParams({ order: 'ARCH-3', status: 'booked', commission: '1' })}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(404);
    await page.setViewportSize(WIDE);
    expect(await dashboardReports(page)).toEqual(before);

    await page.goto(`${site.url}/admin/affiliate-programs?status=archived`);
    await page.getByTestId('program-card').filter({ hasText: 'Ride Network' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore Ride Network?' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Program restored').waitFor();
    const heard = await fetch(`${site.url}/api/postbacks/ride-network?${new URLSearchParams({ order: 'ARCH-3', status: 'booked', commission: '1' })}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(heard.status).toBe(200);
    expect(errors).toEqual([]);
  });
});
