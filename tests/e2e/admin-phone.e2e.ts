// Issue 24, item 11: on a 390 px phone the Providers and Ad Spots grids keep every action on screen
// (no sideways scrolling, in the page or inside the grid), service areas are not clipped, and the
// page titles and the grids' own titles stay on one line; at 1280 px every column is there.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, type Site } from './support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
}, 40_000);

/** Nothing scrolls sideways: not the page, not the grid's own scroller. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const scroller = document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement | null;
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      grid: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
    };
  });
}

/** Every row action button lies inside the window. */
async function actionsOffScreen(page: Page, width: number): Promise<string[]> {
  const buttons = page.locator('.MuiDataGrid-row [data-field="actions"] button');
  const off: string[] = [];
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const box = await buttons.nth(i).boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width) off.push((await buttons.nth(i).getAttribute('aria-label')) ?? `button ${i}`);
  }
  return off;
}

/** The h1's height in lines. */
const titleLines = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));

/** A grid toolbar's title ('Ad spots'): its height in lines, and whether its text is cut. */
const gridTitle = (page: Page, text: string) =>
  page.locator('.MuiDataGrid-root').getByText(text, { exact: true }).evaluate((e) => ({
    lines: Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)),
    cut: e.scrollWidth > e.clientWidth + 1,
  }));

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('admin grids at $width px', (viewport) => {
  it('keeps every action of the Providers and Ad Spots grids on screen, without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport });
    context.setDefaultTimeout(30_000);
    try {
      const { page, errors } = await trackedPage(context);
      await loginAsAdmin(page, site.url);

      await page.goto(`${site.url}/admin/providers`);
      await page.getByRole('gridcell', { name: /Bull City Cab/ }).first().waitFor();
      expect(await sideways(page)).toEqual({ page: 0, grid: 0 });
      expect(await actionsOffScreen(page, viewport.width)).toEqual([]);
      expect(await page.locator('.MuiDataGrid-row [data-field="actions"] button').count()).toBeGreaterThanOrEqual(18);
      // The service area is said in full (under the name on a phone, in its column otherwise).
      const bullCity = page.locator('.MuiDataGrid-row', { hasText: 'Bull City Cab' });
      await bullCity.getByText(/Durham/).first().waitFor();
      const clipped = await bullCity.getByText(/Durham/).first().evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped).toBe(false);
      if (viewport.width >= 1280) {
        // SPEC's columns, and "Checked on" where the grid has room beside them (1200 px and wider).
        expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Type', 'Service Area', 'Rating', 'Badge', 'Checked on', 'Actions']);
      } else {
        expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Rating', 'Actions']);
      }
      expect(await gridTitle(page, 'All providers')).toEqual({ lines: 1, cut: false });
      await page.getByRole('button', { name: 'Edit route of Bull City Cab Co.' }).waitFor();
      await screenshot(page, `admin-providers-grid-${viewport.width}`);

      await page.goto(`${site.url}/admin/adspots`);
      await page.locator('.MuiDataGrid-row').first().waitFor();
      expect(await titleLines(page)).toBe(1);
      // The grid's own title beside the columns button and the search: one line, not cut.
      expect(await gridTitle(page, 'Ad spots')).toEqual({ lines: 1, cut: false });
      expect(await sideways(page)).toEqual({ page: 0, grid: 0 });
      expect(await actionsOffScreen(page, viewport.width)).toEqual([]);
      // Status is on screen either way: its column, or under the name on a phone.
      await page.locator('.MuiDataGrid-row').first().getByText(/^(Active|Inactive)$/).waitFor();
      await screenshot(page, `admin-adspots-grid-${viewport.width}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
