// The airport options admin page (issue 35, item 8) at a phone's and a laptop's width: the demo
// options in their order, reached from the nav, every card action on screen without sideways
// scrolling, and the add sheet's fields. Screenshots for a look.
import type { Browser } from 'playwright-core';
import { DEMO_AIRPORT_OPTIONS } from '../../api/db/seed/demoContent';
import { launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';

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

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('airport options admin at $width px', (viewport) => {
  it('lists the demo options in order with their actions on screen, and opens the add sheet', async () => {
    const context = await browser.newContext({ viewport });
    context.setDefaultTimeout(30_000);
    try {
      const { page, errors } = await trackedPage(context);
      await loginAsAdmin(page, site.url);
      if (viewport.width < 900) await page.getByRole('button', { name: 'Open admin menu' }).click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Airport options' }).click();
      await page.waitForURL(`${site.url}/admin/airport-options`);
      await page.getByRole('article', { name: DEMO_AIRPORT_OPTIONS[0].title }).waitFor();
      expect(await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual(DEMO_AIRPORT_OPTIONS.map((o) => o.title));

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      const buttons = page.getByRole('article').getByRole('button');
      for (let i = 0; i < (await buttons.count()); i += 1) {
        const box = await buttons.nth(i).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      }
      await screenshot(page, `airport-options-${viewport.width}`);

      await page.getByRole('button', { name: 'Add Airport Option' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add Airport Option' });
      for (const name of [/^Title/, /^Description/, /^When/, /^Link URL/, /^Phone/]) await sheet.getByRole('textbox', { name }).waitFor();
      // The sheet slides in: once in place, its fields lie inside the window.
      const title = sheet.getByRole('textbox', { name: /^Title/ });
      await waitUntil('the sheet in place', async () => {
        const box = await title.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= viewport.width;
      });
      await screenshot(page, `airport-options-sheet-${viewport.width}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
