// Without scripts (issue 24, item 5), at 390 and 1280 px: the resource filters are links that
// filter (the server reads ?filter=), the comparison's sort buttons are links to the sorted page
// (?compare=), a refused contact post opens at the form with its messages in view, and no
// "Advertisement" label stands over a box that will never be filled.
import type { Browser, Page } from 'playwright-core';
import { sortProviders } from '../../api/domain/provider';
import { launchBrowser, screenshot, startSite, waitUntil, type Site } from './support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const VIEWPORTS = [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

async function withoutScripts(viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const inView = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight;
  });

describe.each(VIEWPORTS)('without scripts at %s px', (name, viewport) => {
  it('the resource filters are links that filter', async () => {
    await withoutScripts(viewport, async (page) => {
      await page.goto(`${site.url}/resources`);
      const hotels = page.getByRole('group', { name: 'Filter resources by type' }).getByText('Hotels', { exact: true });
      await hotels.click();
      await page.waitForURL(/\/resources\?filter=HOTELS$/);
      const pressed = page.getByRole('group', { name: 'Filter resources by type' }).locator('[aria-pressed="true"]');
      await expect(pressed.textContent()).resolves.toBe('Hotels');
      await screenshot(page, `no-script-resources-hotels-${name}`);
    });
  });

  it("the comparison's sort buttons sort, by the server's page, landing at the buttons", async () => {
    await withoutScripts(viewport, async (page) => {
      const listed = (await (await page.request.get(`${site.url}/api/providers`)).json()) as { name: string; rating: string; priceRange: string }[];
      const names = () => page.locator('#comparison tbody td[data-label="Provider"] a').allTextContents();
      const sortButtons = page.getByRole('group', { name: 'Sort by' });
      await page.goto(`${site.url}/`);
      expect(await names()).toEqual(listed.map((p) => p.name));
      for (const [label, order, param] of [['Lowest price', 'price', 'price'], ['Highest rated', 'rating', 'rating']] as const) {
        const expected = sortProviders(listed, order).map((p) => p.name);
        expect(expected).not.toEqual(listed.map((p) => p.name));
        await sortButtons.getByRole('button', { name: label }).click();
        await page.waitForURL(new RegExp(`/\\?compare=${param}#comparison-sort$`));
        expect(await names()).toEqual(expected);
        await expect(sortButtons.locator('[aria-pressed="true"]').textContent()).resolves.toBe(label);
        expect(await inView(page, '#comparison-sort')).toBe(true);
      }
      await page.screenshot({ path: (await screenshot(page, `no-script-comparison-rating-${name}`)).replace(/\.png$/, '-viewport.png') });
      await sortButtons.getByRole('button', { name: 'Recommended' }).click();
      await page.waitForURL(new RegExp(`${site.url}/#comparison-sort$`));
      expect(await names()).toEqual(listed.map((p) => p.name));
    });
  });

  it('a refused contact post opens at the form, its messages in view', async () => {
    await withoutScripts(viewport, async (page) => {
      await page.goto(`${site.url}/contact`);
      await page.getByLabel('Full Name', { exact: true }).fill('A');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Name must be at least 2 characters').waitFor();
      expect(new URL(page.url()).hash).toBe('#message-form');
      expect(await inView(page, '#contact-name')).toBe(true);
      expect(await page.getByText('Name must be at least 2 characters').evaluate((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      })).toBe(true);
      await page.screenshot({ path: `${await screenshot(page, `no-script-contact-refused-${name}`)}`.replace(/\.png$/, '-viewport.png') });
    });
  });

  it('a message far over its limit (100,000 characters) gets the form again with its field message, not a bare 413', async () => {
    await withoutScripts(viewport, async (page) => {
      await page.goto(`${site.url}/contact`);
      await page.getByLabel('Full Name', { exact: true }).fill('Pat Traveller');
      await page.getByLabel('Email Address', { exact: true }).fill('pat@example.com');
      await page.getByLabel('Subject', { exact: true }).fill('Pasted too much');
      await page.getByLabel('Message', { exact: true }).fill('M'.repeat(100_000));
      const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Send Message' }).click()]);
      expect(answer.status()).toBe(400);
      await page.getByText('Message must be at most 5,000 characters').waitFor();
      expect(await page.getByLabel('Full Name', { exact: true }).inputValue()).toBe('Pat Traveller');
      expect(await inView(page, '#contact-message')).toBe(true);
      await page.screenshot({ path: (await screenshot(page, `no-script-contact-huge-${name}`)).replace(/\.png$/, '-viewport.png') });
    });
  });

  it('shows no Advertisement label over an empty box', async () => {
    await withoutScripts(viewport, async (page) => {
      for (const path of ['/', '/providers', '/contact']) {
        await page.goto(`${site.url}${path}`);
        const labels = page.getByText('Advertisement', { exact: true });
        for (let i = 0; i < (await labels.count()); i += 1) expect(await labels.nth(i).isVisible()).toBe(false);
      }
      await screenshot(page, `no-script-contact-${name}`);
    });
  });
});

it('without scripts the phone menu button opens the menu, and its links work (390 px)', async () => {
  await withoutScripts({ width: 390, height: 844 }, async (page) => {
    await page.goto(`${site.url}/providers`);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Contact' }).waitFor();
    await screenshot(page, 'no-script-phone-menu-390');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/\/contact$/);
  });
});

it('with scripts the same sort buttons sort in place: no page load, the view kept (390 px)', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const listed = (await (await page.request.get(`${site.url}/api/providers`)).json()) as { name: string; rating: string; priceRange: string }[];
    const names = () => page.locator('#comparison tbody td[data-label="Provider"] a').allTextContents();
    await page.goto(`${site.url}/`);
    await page.locator('main > [data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('#comparison-sort').scrollIntoViewIfNeeded();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const top = await page.locator('#comparison-sort').evaluate((e) => e.getBoundingClientRect().top);
    await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Lowest price' }).click();
    await page.waitForURL(`${site.url}/?compare=price`);
    await waitUntil('the table sorted by price', async () => JSON.stringify(await names()) === JSON.stringify(sortProviders(listed, 'price').map((p) => p.name)));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(Math.abs((await page.locator('#comparison-sort').evaluate((e) => e.getBoundingClientRect().top)) - top)).toBeLessThan(2);
  } finally {
    await context.close();
  }
});
