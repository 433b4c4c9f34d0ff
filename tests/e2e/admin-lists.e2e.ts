// The admin providers grid with 10,000 more providers (inserted straight into the site's database):
// it shows one page, from one read of one page, and pages, sorts and searches on the server, at
// 1280 px and on a 390 px phone. (How long the first page takes to show is bench/admin-pages.js's.)
import type { Browser, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { answeredReads, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, watchGraphql, type Site } from './support/site';

const BULK = 10_000;

let site: Site;
let browser: Browser;
let total: number;

/** Inserts `count` providers into the running site's SQLite file (raw SQL: this suite compiles no entities). */
async function insertProviders(file: string, count: number): Promise<number> {
  const db = new DataSource({ type: 'better-sqlite3', database: file, enableWAL: true });
  await db.initialize();
  try {
    const types = ['Shuttle Van', 'Shared Shuttle', 'Taxi Service', 'Black Car', 'Minibus'];
    const CHUNK = 500;
    await db.transaction(async (tx) => {
      for (let start = 0; start < count; start += CHUNK) {
        const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => start + k);
        const values = rows.map(() => `(?, ?, ?, 'https://images.example.com/van.jpg', ?, ?, '["Flight tracking"]', '$25.99 - $65.99', ?, 'A provider for the paging test.', 'Bulk rides', 'https://book.example.com/bulk', '["RDU Airport","Durham"]', 'PER_VEHICLE', '[]', '[]', '[]', '[]')`);
        const params = rows.flatMap((i) => [`Bulk Provider ${String(i).padStart(5, '0')}`, `bulkprovider${i}`, types[i % types.length], i % 3 ? null : 'Best Value', String(((i * 37) % 500) / 100), `Area ${i % 50}`]);
        await tx.query(
          `INSERT INTO providers (name, slug, type, imageUrl, badge, rating, features, priceRange, serviceArea, description, shortDescription, bookingUrl, servedPlaces, fareBasis, fares, fees, hours, pickupPoints) VALUES ${values.join(', ')}`,
          params,
        );
      }
    });
    const [{ n }] = await db.query('SELECT COUNT(*) AS n FROM providers');
    return Number(n);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  site = await startSite();
  total = await insertProviders(site.databaseFile, BULK);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
}, 40_000);

/** The rows of the grid's body (the header row left out). */
const bodyRows = (p: Page) => p.locator('.MuiDataGrid-row');

/** Every AdminProviders answer the page receives: how many rows each held. */
function watchPages(p: Page): number[] {
  const sizes: number[] = [];
  p.on('response', async (res) => {
    if (!res.url().includes('operationName=AdminProviders')) return;
    const body = (await res.json().catch(() => null)) as { data?: { adminProvidersPage?: { items: unknown[] } } } | null;
    if (body?.data?.adminProvidersPage) sizes.push(body.data.adminProvidersPage.items.length);
  });
  return sizes;
}

describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('the providers grid with $width px', (viewport) => {
  it(`shows one page of ${BULK.toLocaleString('en-US')}+ providers and pages, sorts and searches on the server`, async () => {
    const context = await browser.newContext({ viewport });
    context.setDefaultTimeout(30_000);
    try {
      const { page, errors } = await trackedPage(context);
      const answers = watchPages(page);
      await loginAsAdmin(page, site.url);
      const firstPage = watchGraphql(page, 'AdminProviders');
      await page.goto(`${site.url}/admin/providers`);
      // Sorted by name: the demo providers' names come before 'Bulk...' or after it; either way a full page.
      await page.getByRole('gridcell', { name: /^Bulk Provider 0000/ }).first().waitFor();
      // One read of the first page.
      const reads = await answeredReads(firstPage.splice(0));
      expect(reads.map((r) => r.variables)).toEqual([expect.objectContaining({ limit: 25, offset: 0 })]);
      expect(reads[0].body.data.adminProvidersPage.items).toHaveLength(25);
      expect(await bodyRows(page).count()).toBe(25);
      const of = `of ${total.toLocaleString('en-US')}`;
      await page.getByText(new RegExp(`^1–25 ${of}$`)).waitFor();

      await page.getByRole('button', { name: 'Go to next page' }).click();
      await page.getByText(new RegExp(`^26–50 ${of}$`)).waitFor();
      expect(await bodyRows(page).count()).toBe(25);

      // Sorting by rating (highest first after two clicks) asks the server and starts again at page 1.
      const rating = page.getByRole('columnheader', { name: 'Rating' });
      await rating.click();
      await page.getByText(new RegExp(`^1–25 ${of}$`)).waitFor();
      await rating.click();
      await page.waitForFunction(() => document.querySelector('[role="columnheader"][aria-sort="descending"]') !== null);
      await bodyRows(page).first().getByText('5.0', { exact: true }).waitFor();

      await page.getByPlaceholder('Search providers').fill('Bulk Provider 0999');
      await page.getByText(/^1–10 of 10$/).waitFor();
      expect(await bodyRows(page).count()).toBe(10);

      // No answer ever held more than a page; the page never scrolls sideways.
      expect(answers.length).toBeGreaterThanOrEqual(4);
      expect(Math.max(...answers)).toBeLessThanOrEqual(25);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      await screenshot(page, `admin-providers-10000-${viewport.width}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
