// On a phone the home page's search is in the first screen (issue 24, item 6): at 390 × 844, with
// and without scripts, the whole search form down to its Search button is visible without
// scrolling, below the header, its ad and a short hero; from 600 px up the hero is as before.
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, startSite, type Site } from './support/site';

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

const box = (page: import('playwright-core').Page, selector: string) => page.locator(selector).first().boundingBox();

it.each([
  ['scripts on', true],
  ['scripts off', false],
])('puts the whole search form in the first screen at 390 x 844 (%s)', async (name, javaScriptEnabled) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.locator('#search-title').waitFor();
    const form = await box(page, 'form[role="search"]');
    const search = await box(page, 'form[role="search"] button[type="submit"]');
    expect(form!.y).toBeLessThan(500);
    expect(search!.y + search!.height).toBeLessThanOrEqual(844);
    // The hero keeps SPEC's buttons and claim, on screen above it.
    for (const text of ['Compare All Services', 'View Shuttle Providers', 'Trusted by 10,000+ travelers monthly']) {
      const b = await page.getByText(text, { exact: true }).first().boundingBox();
      expect(b!.y + b!.height).toBeLessThan(form!.y);
    }
    await page.screenshot({ path: (await screenshot(page, `home-first-screen-390-${javaScriptEnabled ? 'js' : 'nojs'}`)).replace(/\.png$/, '-viewport.png') });
  } finally {
    await context.close();
  }
});

it('keeps the full hero from 600 px up (1280 x 800)', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    await page.getByText('Raleigh-Durham International Airport (RDU)', { exact: true }).waitFor();
    await page.getByText(/Compare airport shuttles, taxis, black cars/).waitFor();
    const h1 = await page.locator('#hero-title').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(h1).toBeGreaterThan(30);
    await screenshot(page, 'home-first-screen-1280');
  } finally {
    await context.close();
  }
});

it('tells an autofilled field by its animation with one set of keyframes for the page (the label moves up)', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    await page.locator('[data-hydrated] > form[aria-label="Contact form"]').waitFor({ timeout: 30_000 });
    const input = page.getByLabel('Full Name', { exact: true });
    // MUI watches for the animation a browser's :-webkit-autofill rule starts on the input.
    expect(await input.evaluate((e) => getComputedStyle(e).animationName)).toBe('mui-auto-fill-cancel');
    const keyframes = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((r) => r instanceof CSSKeyframesRule).map((r) => (r as CSSKeyframesRule).name),
    );
    expect(keyframes).toEqual(expect.arrayContaining(['mui-auto-fill', 'mui-auto-fill-cancel']));
    // Not one global style per field (there are four on this form).
    expect(keyframes.filter((name) => name === 'mui-auto-fill').length).toBeLessThanOrEqual(2);
    const label = page.locator('label', { hasText: 'Full Name' }).first();
    expect(await label.getAttribute('data-shrink')).toBe('false');
    // What the browser does when it fills the field in: the autofill animation starts.
    await input.evaluate((e) => e.dispatchEvent(new AnimationEvent('animationstart', { animationName: 'mui-auto-fill', bubbles: true })));
    await page.locator('label[data-shrink="true"]', { hasText: 'Full Name' }).first().waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
  }
});
