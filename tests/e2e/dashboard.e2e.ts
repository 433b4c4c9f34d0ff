// The dashboard's booking clicks in real Chromium: clicks recorded through POST /api/clicks (and one
// older day written straight into the database, so 7 and 30 days differ), then the admin sees the
// chart's bars with the providers' names, the table's counts, switches to 30 days, sorts, and
// downloads the CSV; logged out, the CSV answers 401. Screenshots at 390 and 1280 px.
import fs from 'node:fs';
import knex from 'knex';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, CLICK_CSV_HEADER, CLICK_CSV_PATH, CLICK_PATH, dayOf, lastDays, type ClickPage } from '../../api/domain/clicks';
import { launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, type Site } from './support/site';

/** isbot counts HeadlessChrome as a crawler: clicks meant to count come from a phone's browser. */
const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let site: Site;
let browser: Browser;

interface Provider {
  id: number;
  name: string;
  slug: string;
}
let providers: Provider[];

async function recordClick(providerId: number, page: ClickPage): Promise<void> {
  const res = await fetch(`${site.url}${CLICK_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': PHONE_BROWSER },
    body: JSON.stringify({ providerId, page, clickId: crypto.randomUUID() }),
  });
  expect({ status: res.status, body: await res.json() }).toEqual({ status: 202, body: { counted: true } });
}

/** Clicks of an earlier day, as the server would have counted them then. */
async function clicksOn(day: string, providerId: number, page: ClickPage, clicks: number): Promise<void> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: site.databaseFile }, useNullAsDefault: true });
  try {
    await db('booking_clicks').insert({ providerId, page, day, clicks });
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  site = await startSite({ BOOKING_CLICK_LIMIT_BURST: '1000', BOOKING_CLICK_LIMIT_PER_DAY: '1000' });
  browser = await launchBrowser();
  providers = (await (await fetch(`${site.url}/api/providers`)).json()) as Provider[];
  expect(providers.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = providers;
  // Today: first 3 + 2, second 2 + 1, third 1.
  for (const page of ['home', 'home', 'home', 'comparison', 'comparison'] as const) await recordClick(first.id, page);
  for (const page of ['provider', 'provider', 'providers'] as const) await recordClick(second.id, page);
  await recordClick(third.id, 'comparison');
  // Twelve days ago: the third leads the month with 6 more on its own page.
  await clicksOn(addDays(dayOf(new Date()), -12), third.id, 'provider', 6);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The clicks grid's rows, top to bottom, as their cells' text. */
async function gridRows(page: Page): Promise<string[][]> {
  const grid = page.getByRole('grid', { name: 'Clicks per provider' });
  await grid.getByRole('row').nth(1).waitFor();
  return grid.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent ?? '')));
}

/** The chart once drawn: its bars' count and the names along its axis. */
async function chart(page: Page): Promise<{ bars: number; names: string[] }> {
  const svg = page.getByTestId('clicks-chart').locator('svg').first();
  await svg.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="clicks-chart"] .MuiBarChart-element').length > 0);
  const bars = await svg.locator('.MuiBarChart-element').count();
  const names = await svg.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents();
  return { bars, names };
}

/** A column's title in the clicks grid, by field (its accessible name also holds the sort state). */
const header = (page: Page, field: string) => page.getByRole('grid', { name: 'Clicks per provider' }).locator(`[role="columnheader"][data-field="${field}"]`);

/** The grid's first column once it reads `names` (a sort redraws the rows). */
async function rowsNamed(page: Page, names: string[]): Promise<void> {
  const read = async () => (await gridRows(page)).map((row) => row[0]);
  const deadline = Date.now() + 30_000; // (only stops a hang: a slow machine redraws late, not wrongly)
  while (JSON.stringify(await read()) !== JSON.stringify(names) && Date.now() < deadline) await page.waitForTimeout(100);
  expect(await read()).toEqual(names);
}

/** Waits until nothing moves (bars grow in, ripples fade), so a screenshot shows the finished page. */
async function still(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(400);
}

describe('booking clicks on the dashboard', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: WIDE, serviceWorkers: 'block', acceptDownloads: true });
    ({ page, errors } = await trackedPage(context));
    await loginAsAdmin(page, site.url);
  });
  afterAll(() => context?.close());

  it('shows the last 7 days as a chart and a table, most clicked first', async () => {
    const [first, second, third] = providers;
    await page.goto(`${site.url}/admin`); // past the login's toast
    const section = page.getByRole('region', { name: 'Booking clicks' });
    await section.getByText('9 clicks in the last 7 days').waitFor();
    expect(await section.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');

    expect(await chart(page)).toEqual({ bars: 3, names: [first.name, second.name, third.name] });
    // The last column: partner links (issue 32), none here.
    expect(await gridRows(page)).toEqual([
      [first.name, '5', '3', '2', '0', '0', '0'],
      [second.name, '3', '0', '0', '1', '2', '0'],
      [third.name, '1', '0', '1', '0', '0', '0'],
    ]);
    expect(await section.getByRole('link', { name: second.name }).getAttribute('href')).toBe(`/admin/providers/edit/${second.id}`);
    await still(page);
    await screenshot(page, 'admin-dashboard-clicks-1280');
    expect(errors).toEqual([]);
  });

  it('switches to 30 days (kept in the URL), and sorts the table', async () => {
    const [first, second, third] = providers;
    const section = page.getByRole('region', { name: 'Booking clicks' });
    await section.getByRole('button', { name: '30 days' }).click();
    await section.getByText('15 clicks in the last 30 days').waitFor();
    expect(new URL(page.url()).search).toBe('?clicks=30');
    expect(await gridRows(page)).toEqual([
      [third.name, '7', '0', '1', '0', '6', '0'],
      [first.name, '5', '3', '2', '0', '0', '0'],
      [second.name, '3', '0', '0', '1', '2', '0'],
    ]);
    expect((await chart(page)).names).toEqual([third.name, first.name, second.name]);

    // Clicks: most first already; a click on its title puts the fewest first.
    await header(page, 'clicks').click();
    await rowsNamed(page, [second.name, first.name, third.name]);
    // Home page cards: the first provider's 3 lead, the others' 0 keep their order.
    await header(page, 'home').click();
    await rowsNamed(page, [first.name, third.name, second.name]);

    // A reload keeps the month.
    await page.reload();
    await section.getByText('15 clicks in the last 30 days').waitFor();
    expect(await section.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('downloads the CSV of the chosen range with the browser’s own download', async () => {
    const [first, second, third] = providers;
    const section = page.getByRole('region', { name: 'Booking clicks' });
    const link = section.getByRole('link', { name: 'Download CSV' });
    expect(await link.getAttribute('href')).toBe(`${CLICK_CSV_PATH}?days=30`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const days = lastDays(30, new Date());
    expect(download.suggestedFilename()).toBe(`booking-clicks-${days[0]}-to-${days[29]}.csv`);
    const text = fs.readFileSync(await download.path(), 'utf8');
    // UTF-8 with a byte order mark, so a spreadsheet reads the names as written.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CLICK_CSV_HEADER.join(','));
    const today = days[29];
    const earlier = addDays(today, -12);
    const row = (day: string, p: Provider, where: ClickPage, clicks: number) => [day, p.id, p.name, p.slug, where, clicks].join(',');
    expect(lines.slice(1).sort()).toEqual(
      [
        row(earlier, third, 'provider', 6),
        row(today, first, 'home', 3),
        row(today, first, 'comparison', 2),
        row(today, second, 'provider', 2),
        row(today, second, 'providers', 1),
        row(today, third, 'comparison', 1),
      ].sort(),
    );
    expect(errors).toEqual([]);
  });

  it('fits a phone: the top of the report, the chart and the table within 390 px', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${site.url}/admin`);
    const section = page.getByRole('region', { name: 'Booking clicks' });
    await section.getByText('9 clicks in the last 7 days').waitFor();
    expect((await chart(page)).bars).toBe(3);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await still(page);
    await screenshot(page, 'admin-dashboard-clicks-390');
    expect(errors).toEqual([]);
  });
});

describe('the CSV without a session', () => {
  it('answers 401', async () => {
    const res = await fetch(`${site.url}${CLICK_CSV_PATH}?days=30`);
    expect(res.status).toBe(401);
  });
});

describe('many providers with long names on a phone', () => {
  it('draws the top 10 with their names cut to fit, and says how many more the table holds', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      const { page, errors } = await trackedPage(context);
      await loginAsAdmin(page, site.url);
      // Copies of a seeded provider under long names, created as the admin form would (the session's cookie).
      const template = (await (await context.request.get(`${site.url}/api/admin/providers/${providers[0].id}`)).json()) as Record<string, unknown>;
      for (let i = 1; i <= 9; i++) {
        const res = await context.request.post(`${site.url}/api/admin/providers`, {
          data: { ...template, id: undefined, name: `Research Triangle Executive Airport Transfers ${i}`, slug: `researchtriangleexecutive${i}` },
        });
        expect(res.status()).toBe(201);
        const { id } = (await res.json()) as { id: number };
        for (let k = 0; k < i; k++) await recordClick(id, 'comparison');
      }
      await page.goto(`${site.url}/admin`);
      const section = page.getByRole('region', { name: 'Booking clicks' });
      await section.getByText('54 clicks in the last 7 days').waitFor();
      const drawn = await chart(page);
      expect(drawn.bars).toBe(10);
      expect(drawn.names[0]).toMatch(/^Research Triangle.*…$/);
      await section.getByText('The top 10 are drawn; 2 more providers are in the table below.').waitFor();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      await still(page);
      await screenshot(page, 'admin-dashboard-clicks-many-390');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
