// The home search in real Chromium on the seeded demo data: a search answers on the same page and
// in the address (reload, back and forward, a shared link), no match says so and offers everyone,
// Clear, sorting, the server's HTML with scripts off (and the form sent without scripts), offline
// on the data the page already has, and the admin's places and party; screenshots at 390 and 1280 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEARCH_TEXTS } from '../../api/domain/search';
import { CACHE_NAMES } from '../../web/pwa/cachePolicy';
import { launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';

let site: Site;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const CHAPEL_HILL = { from: 'RDU Airport', to: 'Chapel Hill', passengers: '3 Passengers' };
const CHAPEL_HILL_URL = '/?from=RDU+Airport&to=Chapel+Hill&passengers=3+Passengers';
const CHAPEL_HILL_NAMES = ['Bull City Cab Co.', 'Carolina Executive Car', 'Tar Heel Group Transit'];
const ALL_NAMES = ['Triangle Airport Express', 'Oak City Shared Ride', 'Bull City Cab Co.', 'Carolina Executive Car', 'Tar Heel Group Transit', 'Triangle Flex Rides'];

async function open(width: number, options: { javaScriptEnabled?: boolean } = {}) {
  context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  return trackedPage(context);
}

/** The provider names in the comparison table, in its order. */
function compared(page: Page): Promise<string[]> {
  return page.locator('#comparison tbody tr td[data-label="Provider"] a').allTextContents();
}

const answer = (page: Page) => page.getByTestId('trip-answer');

/** Waits until the page's content has hydrated (the server's HTML works before, as plain HTML). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('main > [data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

async function search(page: Page, trip: { from?: string; to?: string; passengers?: string; date?: string }) {
  if (trip.from) await page.getByLabel('From', { exact: true }).selectOption(trip.from);
  if (trip.to) await page.getByLabel('To', { exact: true }).selectOption(trip.to);
  if (trip.date) await page.getByLabel('Date', { exact: true }).fill(trip.date);
  if (trip.passengers) await page.getByLabel('Passengers', { exact: true }).selectOption(trip.passengers);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('the home search', () => {
  it.each([1280, 390])('answers on the same page and in the address; reload, back and forward follow it (%i px)', async (width) => {
    const { page, errors } = await open(width);
    await page.goto(site.url);
    await hydrated(page);
    expect(await compared(page)).toEqual(ALL_NAMES);

    await search(page, { ...CHAPEL_HILL, date: '2030-05-01' });
    await page.waitForURL(`${site.url}${CHAPEL_HILL_URL}&date=2030-05-01`);
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, CHAPEL_HILL)).waitFor();
    expect(await compared(page)).toEqual(CHAPEL_HILL_NAMES);
    // Keyboard and screen-reader users are taken to the answer, and hear it (a polite live region).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('trip-answer');
    expect(await answer(page).getAttribute('aria-live')).toBe('polite');
    await page.waitForFunction(() => {
      const top = document.querySelector('[data-testid="trip-answer"]')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight;
    });
    await screenshot(page, `search-answer-${width}`);

    // 4+ means at least 4: the cab for 4 stays, and every provider listed carries 4.
    await search(page, { passengers: '4+ Passengers' });
    await page.waitForURL(/passengers=4%2B\+Passengers/);
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, { ...CHAPEL_HILL, passengers: '4+ Passengers' })).waitFor();

    await page.reload();
    await hydrated(page);
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, { ...CHAPEL_HILL, passengers: '4+ Passengers' })).waitFor();
    expect(await page.getByLabel('Passengers', { exact: true }).inputValue()).toBe('4+ Passengers');
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('2030-05-01');

    await page.goBack();
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, CHAPEL_HILL)).waitFor();
    expect(await page.getByLabel('Passengers', { exact: true }).inputValue()).toBe('3 Passengers');
    await page.goBack();
    await page.waitForURL(`${site.url}/`);
    await page.waitForFunction(() => document.querySelectorAll('#comparison tbody tr').length === 6);
    expect(await answer(page).textContent()).toBe('');
    await page.goForward();
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, CHAPEL_HILL)).waitFor();
    expect(errors).toEqual([]);
  });

  it.each([1280, 390])('with no match says so, offers every provider, and Clear goes back to all (%i px)', async (width) => {
    const { page, errors } = await open(width);
    await page.goto(`${site.url}/?from=Wake+Forest&to=Holly+Springs&passengers=2+Passengers`);
    const trip = { from: 'Wake Forest', to: 'Holly Springs', passengers: '2 Passengers' };
    await answer(page).getByText(SEARCH_TEXTS.noMatch(trip)).waitFor();
    await answer(page).getByText(SEARCH_TEXTS.noMatchOffer(6)).waitFor();
    expect(await compared(page)).toEqual(ALL_NAMES);
    await hydrated(page);
    await answer(page).scrollIntoViewIfNeeded();
    await screenshot(page, `search-no-match-${width}`);
    await answer(page).getByRole('link', { name: SEARCH_TEXTS.clear }).click();
    await page.waitForURL(`${site.url}/`);
    await page.waitForFunction(() => document.querySelector('[data-testid="trip-answer"]')?.textContent === '');
    expect(await compared(page)).toEqual(ALL_NAMES);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('RDU Airport');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('Downtown Raleigh');
    expect(errors).toEqual([]);
  });

  it('sorts the comparison by lowest starting price and by rating, also the search answer', async () => {
    const { page, errors } = await open(1280);
    await page.goto(site.url);
    await hydrated(page);
    await page.getByRole('button', { name: SEARCH_TEXTS.sorts.price }).click();
    await page.waitForFunction(() => document.querySelector('#comparison tbody tr td[data-label="Provider"] a')?.textContent === 'Oak City Shared Ride');
    expect(await compared(page)).toEqual(['Oak City Shared Ride', 'Triangle Airport Express', 'Bull City Cab Co.', 'Triangle Flex Rides', 'Carolina Executive Car', 'Tar Heel Group Transit']);
    await page.getByRole('button', { name: SEARCH_TEXTS.sorts.rating }).click();
    await page.waitForFunction(() => document.querySelector('#comparison tbody tr td[data-label="Provider"] a')?.textContent === 'Carolina Executive Car');
    expect(await compared(page)).toEqual(['Carolina Executive Car', 'Triangle Airport Express', 'Bull City Cab Co.', 'Oak City Shared Ride', 'Triangle Flex Rides', 'Tar Heel Group Transit']);
    await search(page, CHAPEL_HILL);
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, CHAPEL_HILL)).waitFor();
    expect(await compared(page)).toEqual(['Carolina Executive Car', 'Bull City Cab Co.', 'Tar Heel Group Transit']);
    await screenshot(page, 'search-sorted-1280');
    expect(errors).toEqual([]);
  });

  it('answers a shared search URL in the server HTML with scripts off, and the form works without scripts', async () => {
    const { page } = await open(390, { javaScriptEnabled: false });
    await page.goto(`${site.url}${CHAPEL_HILL_URL}&utm_source=share`);
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, CHAPEL_HILL)).waitFor();
    expect(await compared(page)).toEqual(CHAPEL_HILL_NAMES);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('Chapel Hill');
    await screenshot(page, 'search-no-script-390');

    await page.getByLabel('To', { exact: true }).selectOption('Durham');
    await page.getByLabel('Passengers', { exact: true }).selectOption('1 Passenger');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?from=RDU\+Airport&to=Durham/);
    const trip = { from: 'RDU Airport', to: 'Durham', passengers: '1 Passenger' };
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, trip)).waitFor();
    expect(await compared(page)).toEqual(['Bull City Cab Co.', 'Carolina Executive Car', 'Tar Heel Group Transit']);
  });

  it('works offline on the data the page already has', async () => {
    const { page, errors } = await open(1280);
    await page.goto(site.url);
    await hydrated(page);
    // The service worker keeps the app's code (the parts a first click wakes); the data is the page's.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await context!.setOffline(true);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await search(page, { to: 'Cary', passengers: '2 Passengers' });
    const trip = { from: 'RDU Airport', to: 'Cary', passengers: '2 Passengers' };
    await answer(page).getByText(SEARCH_TEXTS.showing(4, 6, trip)).waitFor();
    expect(await compared(page)).toEqual(['Triangle Airport Express', 'Oak City Shared Ride', 'Carolina Executive Car', 'Triangle Flex Rides']);
    await page.getByRole('button', { name: SEARCH_TEXTS.sorts.price }).click();
    await page.waitForFunction(() => document.querySelector('#comparison tbody tr td[data-label="Provider"] a')?.textContent === 'Oak City Shared Ride');
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('#comparison tbody tr').length === 6);
    expect(requests.filter((u) => u.includes('/graphql') || u.includes('/api/'))).toEqual([]);
    await context!.setOffline(false);
    expect(errors).toEqual([]);
  });
});

describe('a shared search link opened offline', () => {
  it('answers from the home page kept on the device, though that search was never opened before', async () => {
    const { page, errors } = await open(390);
    await page.goto(site.url);
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // The first visit's page is handed to the worker and kept (what any installed visitor has).
    await waitUntil('the home page kept', () => page.evaluate(async (name) => Boolean(await caches.match(`${location.origin}/`, { cacheName: name })), CACHE_NAMES.pages));
    await context!.setOffline(true);
    await page.goto(`${site.url}${CHAPEL_HILL_URL}&date=2030-05-01`);
    await answer(page).getByText(SEARCH_TEXTS.showing(3, 6, CHAPEL_HILL)).waitFor();
    expect(await compared(page)).toEqual(CHAPEL_HILL_NAMES);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('Chapel Hill');
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('2030-05-01');
    await context!.setOffline(false);
    // Drawn afresh by the browser (not hydrated over the full list's markup): no hydration error.
    expect(errors).toEqual([]);
  });
});

describe('the admin provider form', () => {
  it('edits the places served (chips) and the largest party, and the search follows', async () => {
    const { page } = await open(1280);
    await loginAsAdmin(page, site.url);
    const provider = (await (await fetch(`${site.url}/api/providers/triangleflexrides`)).json()) as { id: number };
    await page.goto(`${site.url}/admin/providers/edit/${provider.id}`);
    const places = page.getByRole('combobox', { name: /Places served/ });
    await places.waitFor();
    await places.click();
    await page.getByRole('option', { name: 'Chapel Hill', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('spinbutton', { name: /Largest party/ }).fill('3');
    await places.scrollIntoViewIfNeeded();
    await screenshot(page, 'search-admin-places-1280');
    await page.getByRole('button', { name: 'Update Provider' }).click();
    await page.waitForURL(`${site.url}/admin/providers`);
    const saved = await (await fetch(`${site.url}/api/providers/triangleflexrides`)).json();
    expect(saved.servedPlaces).toEqual(['RDU Airport', 'Chapel Hill', 'Cary', 'Morrisville', 'Apex', 'Holly Springs']);
    expect(saved.maxPassengers).toBe(3);

    await page.goto(`${site.url}${CHAPEL_HILL_URL}`);
    await answer(page).getByText(SEARCH_TEXTS.showing(4, 6, CHAPEL_HILL)).waitFor();
    expect(await compared(page)).toEqual([...CHAPEL_HILL_NAMES, 'Triangle Flex Rides']);
  });
});
