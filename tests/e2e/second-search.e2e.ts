// A second search on a phone over a slow connection (issue 35, item 1): the address changes at
// once, while the router draws the new answer later (the rest of the page renders, and may wait for
// a part's code). At every frame in between, the answer on screen is either the trip in the address
// or marked as updating (a status line, aria-busy, inert; Book Now and Save out of use) and not
// focused; then the new answer is shown, usable and focused. Screenshots at 390 and 1280 px.
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { TRIP_SEARCH_TEXTS as T } from '../../api/domain/tripSearch';
import { startSlowLink, type SlowLink } from './support/slowLink';
import { SCREENSHOT_DIR, launchBrowser, screenshot, startSite, trackedPage, type Site } from './support/site';

let site: Site;
let slow: SlowLink;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  slow = await startSlowLink(site.port);
});
afterAll(async () => {
  await browser?.close();
  await slow?.close();
  await site?.stop();
});

/** What one frame showed: the address's To, the answer's title, its marks, the focus, usable booking links. */
interface Frame {
  addressTo: string;
  title: string;
  busy: boolean;
  inert: boolean;
  status: string;
  focusInAnswer: boolean;
  bookLinks: number;
}

/** Records every frame from now on, in the page: what was drawn, before each paint. */
function recordFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const frames: unknown[] = [];
    (window as unknown as { frames_: unknown[] }).frames_ = frames;
    const record = () => {
      const answer = document.querySelector('[data-testid="trip-answer"]');
      frames.push({
        addressTo: new URLSearchParams(location.search).get('to') ?? '',
        title: answer?.querySelector('#answer-title')?.textContent ?? '',
        busy: answer?.getAttribute('aria-busy') === 'true',
        inert: answer?.hasAttribute('inert') ?? false,
        status: document.querySelector('[data-testid="trip-updating"]')?.textContent ?? '',
        focusInAnswer: Boolean(answer?.contains(document.activeElement)),
        bookLinks: answer?.querySelectorAll('a[data-click-provider]').length ?? 0,
      });
    };
    const everyFrame = () => {
      record();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

/** The screen as the traveller sees it, scrolled to `element`. */
async function screenUnder(page: Page, element: Locator, name: string): Promise<void> {
  await element.evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);

describe.each([390, 1280])('a second search at %i px on a slow connection', (width) => {
  it('never shows the first answer as the current one, then focuses the new answer', async () => {
    const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block' });
    try {
      const { page, errors } = await trackedPage(context);
      await page.goto(`${slow.url}/?from=RDU+Airport&to=Research+Triangle+Park&date=2030-05-04&passengers=2`);
      await page.locator('main > [data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      const answer = page.getByTestId('trip-answer');
      await answer.locator('#answer-title', { hasText: T.answerTitle({ from: 'RDU Airport', to: 'Research Triangle Park' }) }).waitFor();
      // A phone's processor (the page is drawn again over several seconds): the updating answer can be seen.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

      await page.getByLabel('To', { exact: true }).selectOption('Cary');
      await recordFrames(page);
      await page.getByRole('button', { name: T.submit, exact: true }).click();
      const cary = T.answerTitle({ from: 'RDU Airport', to: 'Cary' });
      const updating = page.getByTestId('trip-updating').getByText(T.updating({ from: 'RDU Airport', to: 'Cary' }));
      const sawUpdating = await Promise.race([
        updating.waitFor({ timeout: 60_000 }).then(() => true),
        answer.locator('#answer-title', { hasText: cary }).waitFor({ timeout: 60_000 }).then(() => false),
      ]);
      if (sawUpdating) await screenUnder(page, page.getByTestId('trip-updating'), `second-search-updating-${width}`);
      await page.waitForFunction(
        (title) => {
          const a = document.querySelector('[data-testid="trip-answer"]');
          return a?.querySelector('#answer-title')?.textContent === title && a.getAttribute('aria-busy') === null && document.activeElement === a;
        },
        cary,
        { timeout: 60_000 },
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await screenUnder(page, answer, `second-search-answered-${width}`);
      await screenshot(page, `second-search-page-${width}`);

      const frames = await framesOf(page);
      const stale = frames.filter((f) => f.addressTo === 'Cary' && !f.title.endsWith('Cary'));
      // The old answer, while it is on screen under the new address, is marked and out of use.
      for (const f of stale) {
        expect(f).toMatchObject({ busy: true, inert: true, focusInAnswer: false, bookLinks: 0 });
        expect(f.status).toContain(T.updating({ from: 'RDU Airport', to: 'Cary' }));
      }
      // The new answer is never marked, and is usable.
      for (const f of frames.filter((f) => f.title.endsWith('Cary'))) expect(f).toMatchObject({ busy: false, inert: false, status: '' });
      expect(frames.at(-1)).toMatchObject({ addressTo: 'Cary', focusInAnswer: true });
      expect(frames.at(-1)!.bookLinks).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
