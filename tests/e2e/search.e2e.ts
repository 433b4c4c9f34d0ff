// The home search and its answer in real Chromium on the seeded demo data, read from the page as a
// traveller reads it: a party of 6 with bags at 02:00 (totals for the party, cheapest first, every
// reason), the other orders, a wheelchair-accessible vehicle, the address holding the trip (reload,
// back and forward), no provider fitting, a shared link with values the page cannot use, the server's
// HTML with scripts off (and the form sent without scripts), offline (a trip opened after a visit, and
// a search on the data the page has), and the admin's places; screenshots at 390 and 1280 px.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { AIRPORT_OPTION_TEXTS } from '../../api/domain/airportOptions';
import { DEMO_AIRPORT_OPTIONS } from '../../api/db/seed/demoContent';
import { TRIP_TEXTS } from '../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T } from '../../api/domain/tripSearch';
import { CACHE_NAMES } from '../../web/pwa/protocol';
import { SCREENSHOT_DIR, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';

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

/** A Saturday and a Monday years ahead: every provider's notice is met whenever the suite runs. */
const SATURDAY = '2030-05-04';
const MONDAY = '2030-05-06';
const SATURDAY_6_AT_2 = `/?from=RDU+Airport&to=Downtown+Raleigh&date=${SATURDAY}&time=02%3A00&passengers=6&bags=3`;
const ALL_NAMES = ['Triangle Airport Express', 'Oak City Shared Ride', 'Bull City Cab Co.', 'Carolina Executive Car', 'Tar Heel Group Transit', 'Triangle Flex Rides'];

async function open(width: number, options: { javaScriptEnabled?: boolean } = {}) {
  context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  return trackedPage(context);
}

/** Waits until the page's content has hydrated (the server's HTML works before, as plain HTML). */
async function hydrated(page: Page): Promise<void> {
  await page.locator('main > [data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

const answer = (page: Page) => page.getByTestId('trip-answer');

/** The options as the page shows them, in its order: name and total. */
async function options(page: Page): Promise<{ name: string; total: string }[]> {
  return answer(page)
    .locator('ol > li[data-provider]')
    .evaluateAll((items) =>
      items.map((li) => ({ name: li.querySelector('h3 a')?.textContent ?? '', total: li.querySelector('[data-testid="trip-total"]')?.textContent ?? '' })),
    );
}

/** The breakdown of one option: its lines as the page writes them. */
function lines(page: Page, name: string): Promise<string[]> {
  return answer(page)
    .locator('ol > li[data-provider]', { has: page.getByRole('link', { name, exact: true }) })
    .locator('table tr')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent).join(' ')));
}

/** Every excluded provider with its reasons, as the page lists them. */
async function excluded(page: Page): Promise<Record<string, string[]>> {
  const items = page.getByTestId('trip-excluded').locator('ul > li[data-provider]');
  return Object.fromEntries(
    await items.evaluateAll((lis) => lis.map((li) => [li.querySelector('a')?.textContent ?? '', Array.from(li.querySelectorAll('li'), (r) => r.textContent ?? '')])),
  );
}

const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

/**
 * The answer as a traveller sees it, in one image: the page as a whole (the search box above it) and
 * the answer section alone (the header is kept at the top of the page for this one, or its sticky
 * bar would be drawn across the section).
 */
async function answerScreenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const header = await page.addStyleTag({ content: 'header { position: static !important; }' });
  await answer(page).screenshot({ path: `${SCREENSHOT_DIR}/${name}-answer.png` });
  await header.evaluate((style) => (style as HTMLStyleElement).remove());
}

async function search(page: Page, trip: { from?: string; to?: string; date?: string; time?: string; passengers?: string; exact?: string; bags?: string; wheelchair?: boolean }) {
  if (trip.from) await field(page, 'From').selectOption(trip.from);
  if (trip.to) await field(page, 'To').selectOption(trip.to);
  if (trip.date) await field(page, 'Date').fill(trip.date);
  if (trip.time) await field(page, T.time).fill(trip.time);
  if (trip.passengers) await field(page, 'Passengers').selectOption(trip.passengers);
  if (trip.exact) await field(page, T.exactParty).fill(trip.exact);
  if (trip.bags) await field(page, T.bags).fill(trip.bags);
  if (trip.wheelchair !== undefined) await field(page, T.wheelchair).setChecked(trip.wheelchair);
  await page.getByRole('button', { name: T.submit, exact: true }).click();
}

const SATURDAY_6_AT_2_OPTIONS = [
  { name: 'Triangle Airport Express', total: 'Total $39.99 for 6 passengers' },
  { name: 'Carolina Executive Car', total: 'Total $119.00 for 6 passengers' },
];
const SATURDAY_6_AT_2_EXCLUDED = {
  'Oak City Shared Ride': [TRIP_TEXTS.closedAt('02:00', 6)],
  'Bull City Cab Co.': [TRIP_TEXTS.notServed('Downtown Raleigh'), TRIP_TEXTS.passengers(4)],
  'Tar Heel Group Transit': [TRIP_TEXTS.closedAt('02:00', 6)],
  'Triangle Flex Rides': [TRIP_TEXTS.notServed('Downtown Raleigh'), TRIP_TEXTS.closedAt('02:00', 6)],
};

describe('the home search', () => {
  it.each([1280, 390])('answers a party of 6 with 3 bags at 02:00: each total for the party, cheapest first, every reason; the address holds it (%i px)', async (width) => {
    const { page, errors } = await open(width);
    await page.goto(site.url);
    await hydrated(page);
    expect(await answer(page).count()).toBe(0);

    await search(page, { date: SATURDAY, time: '02:00', passengers: '4+ Passengers', exact: '6', bags: '3' });
    await page.waitForURL(`${site.url}${SATURDAY_6_AT_2}`);
    await answer(page).getByText(T.options(2, 6)).waitFor();
    expect(await answer(page).getByTestId('trip-details').textContent()).toBe('Sat 4 May 2030, 02:00 · 6 passengers · 3 large bags');
    expect(await options(page)).toEqual(SATURDAY_6_AT_2_OPTIONS);
    expect(await answer(page).getByText('$39.99', { exact: true }).first().isVisible()).toBe(true);
    expect(await lines(page, 'Triangle Airport Express')).toEqual([`${TRIP_TEXTS.vehicle} $39.99`]);
    expect(await excluded(page)).toEqual(SATURDAY_6_AT_2_EXCLUDED);
    // Keyboard and screen-reader users are taken to the answer, which names its count.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('answer');
    await page.waitForFunction(() => {
      const top = document.getElementById('answer')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight;
    });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await answerScreenshots(page, `search-answer-${width}`);

    // Another order, kept in the address (replaced: Back goes to the page before the search).
    await answer(page).getByRole('link', { name: T.sorts.RATING }).click();
    await page.waitForURL(`${site.url}${SATURDAY_6_AT_2}&sort=RATING`);
    await page.waitForFunction(() => document.querySelector('#answer ol > li h3 a')?.textContent === 'Carolina Executive Car');
    expect((await options(page)).map((o) => o.name)).toEqual(['Carolina Executive Car', 'Triangle Airport Express']);

    await page.reload();
    await hydrated(page);
    expect((await options(page)).map((o) => o.name)).toEqual(['Carolina Executive Car', 'Triangle Airport Express']);
    expect(await field(page, T.exactParty).inputValue()).toBe('6');
    expect(await field(page, T.time).inputValue()).toBe('02:00');
    expect(await field(page, T.bags).inputValue()).toBe('3');
    expect(await field(page, 'Date').inputValue()).toBe(SATURDAY);

    await page.goBack();
    await page.waitForURL(`${site.url}/`);
    await answer(page).waitFor({ state: 'detached' });
    await page.goForward();
    await answer(page).getByText(T.options(2, 6)).waitFor();
    expect(await excluded(page)).toEqual(SATURDAY_6_AT_2_EXCLUDED);
    expect(errors).toEqual([]);
  });

  it('by lowest total counts each traveller on a per-person fare, fees included', async () => {
    const { page, errors } = await open(1280);
    await page.goto(`${site.url}/?from=Cary&to=RDU+Airport&date=${MONDAY}&time=09%3A00&passengers=3`);
    await hydrated(page);
    // Per vehicle vs per person: the shared ride at $24.00 a head is not the cheapest for 3.
    expect(await options(page)).toEqual([
      { name: 'Triangle Airport Express', total: 'Total $32.99 for 3 passengers' },
      { name: 'Triangle Flex Rides', total: 'Total $48.00 for 3 passengers' },
      { name: 'Oak City Shared Ride', total: 'Total $72.00 for 3 passengers' },
      { name: 'Carolina Executive Car', total: 'Total $99.00 for 3 passengers' },
    ]);
    expect(await lines(page, 'Oak City Shared Ride')).toEqual(['3 × $24.00 per person $72.00']);
    expect(await answer(page).getByRole('link', { name: T.sorts.PRICE }).getAttribute('aria-current')).toBe('true');
    expect(errors).toEqual([]);
  });

  it.each([390, 1280])('finds a wheelchair-accessible vehicle, and says which providers have none (%i px)', async (width) => {
    const { page, errors } = await open(width);
    await page.goto(site.url);
    await hydrated(page);
    await search(page, { to: 'Durham', date: MONDAY, time: '10:00', passengers: '2 Passengers', wheelchair: true });
    await page.waitForURL(`${site.url}/?from=RDU+Airport&to=Durham&date=${MONDAY}&time=10%3A00&passengers=2&wheelchair=true`);
    await answer(page).getByText(T.options(1, 6)).waitFor();
    expect(await answer(page).getByTestId('trip-details').textContent()).toBe('Mon 6 May 2030, 10:00 · 2 passengers · no large bags · wheelchair-accessible vehicle');
    expect(await options(page)).toEqual([{ name: 'Tar Heel Group Transit', total: 'Total $165.00 for 2 passengers' }]);
    const reasons = await excluded(page);
    expect(Object.keys(reasons)).toHaveLength(5);
    for (const list of Object.values(reasons)) expect(list).toContain(TRIP_TEXTS.noWheelchair);
    expect(reasons['Triangle Airport Express']).toEqual([TRIP_TEXTS.notServed('Durham'), TRIP_TEXTS.noWheelchair]);
    await answerScreenshots(page, `search-wheelchair-${width}`);
    expect(errors).toEqual([]);
  });

  it('with no provider fitting says so with every reason, and Clear search goes back to the plain page', async () => {
    const { page, errors } = await open(390);
    // A date ahead: "today" would add a booking-notice reason late in a provider's day.
    await page.goto(`${site.url}/?from=Holly+Springs&to=RDU+Airport&passengers=9&date=2030-05-06`);
    await answer(page).getByText(T.options(0, 6)).waitFor();
    const reasons = await excluded(page);
    expect(Object.keys(reasons).sort()).toEqual([...ALL_NAMES].sort());
    expect(reasons['Triangle Airport Express']).toEqual([TRIP_TEXTS.notServed('Holly Springs')]);
    expect(reasons['Triangle Flex Rides']).toEqual([TRIP_TEXTS.passengers(8)]);
    await hydrated(page);
    await answer(page).getByRole('link', { name: T.clear }).click();
    await page.waitForURL(`${site.url}/`);
    await answer(page).waitFor({ state: 'detached' });
    expect(await field(page, 'To').inputValue()).toBe('Downtown Raleigh');
    expect(errors).toEqual([]);
  });

  it.each([390, 1280])('says what a shared link held that it could not use, names it once the page runs, and answers the rest (%i px)', async (width) => {
    const { page, errors } = await open(width);
    await page.goto(`${site.url}/?from=RDU+Airport&to=Cary&passengers=99&date=2020-01-01&sort=CHEAPEST&utm_source=share`);
    const notice = page.getByTestId('trip-unused');
    await notice.getByText("This link's date (Wed 1 Jan 2020) has passed: showing today", { exact: false }).waitFor();
    await hydrated(page);
    await notice.getByText(`This link's party size (99) is not one we can search for: showing 1 passenger. ${RULE_MESSAGES.passengerCount}.`).waitFor();
    await notice.getByText(`This link's order (CHEAPEST) is not one we can search for: showing lowest total. ${RULE_MESSAGES.tripSort}.`).waitFor();
    expect(await answer(page).getByTestId('trip-details').textContent()).toMatch(/^Today, \w{3} \d+ \w{3}, any time · 1 passenger · no large bags$/);
    expect(await field(page, 'Passengers').inputValue()).toBe('1 Passenger');
    expect(await field(page, 'Date').inputValue()).toBe('');
    // Today's answer depends on the hour the suite runs; whoever it lists serves Cary.
    for (const { name } of await options(page)) expect(['Triangle Airport Express', 'Oak City Shared Ride', 'Carolina Executive Car', 'Triangle Flex Rides']).toContain(name);
    await answerScreenshots(page, `search-bad-link-${width}`);
    expect(errors).toEqual([]);
  });

  it("answers a shared trip in the server's HTML with scripts off, and the form works without scripts (4+ shows the exact number)", async () => {
    const { page } = await open(390, { javaScriptEnabled: false });
    await page.goto(`${site.url}${SATURDAY_6_AT_2}&utm_source=share`);
    expect(await options(page)).toEqual(SATURDAY_6_AT_2_OPTIONS);
    expect(await excluded(page)).toEqual(SATURDAY_6_AT_2_EXCLUDED);
    // Without scripts a value the page could not use is named by its field only.
    await page.goto(`${site.url}/?to=Cary&passengers=99`);
    await page.getByTestId('trip-unused').getByText("This link's party size is not one we can search for: showing 1 passenger.", { exact: false }).waitFor();
    await screenshot(page, 'search-no-script-390');

    expect(await field(page, T.exactParty).isVisible()).toBe(false);
    await field(page, 'To').selectOption('Downtown Raleigh');
    await field(page, 'Passengers').selectOption('4+ Passengers');
    expect(await field(page, T.exactParty).isVisible()).toBe(true);
    await field(page, T.exactParty).fill('5');
    await field(page, 'Date').fill(SATURDAY);
    await field(page, T.time).fill('14:30');
    await page.getByRole('button', { name: T.submit, exact: true }).click();
    await page.waitForURL(/passengers=4%2B\+Passengers&passengers=5/);
    expect(await answer(page).getByTestId('trip-details').textContent()).toBe('Sat 4 May 2030, 14:30 · 5 passengers · no large bags');
    expect(await options(page)).toEqual([
      { name: 'Triangle Airport Express', total: 'Total $39.99 for 5 passengers' },
      { name: 'Oak City Shared Ride', total: 'Total $92.50 for 5 passengers' },
      { name: 'Carolina Executive Car', total: 'Total $119.00 for 5 passengers' },
      { name: 'Tar Heel Group Transit', total: 'Total $195.00 for 5 passengers' },
    ]);
  });
});

/** The site's wall clock now ('HH:MM', America/New_York), as the page judges "today". */
const siteTimeNow = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** 00:00 today has passed (beyond the 5 minutes' grace) from 00:06 at the site: in the day's first minutes, wait for it. */
async function untilMidnightHasPassed(): Promise<void> {
  const minute = minuteOf(siteTimeNow());
  if (minute < 6) await new Promise((resolve) => setTimeout(resolve, (6 - minute) * 60_000 + 1_000));
}

describe('issue 31: the answer stays true', () => {
  const PAST_LINK = '/?from=RDU+Airport&to=Cary&time=00%3A00';

  it.each([390, 1280])('a pickup time already past today: the message and the next possible time, a click away, in the answer and in the box (%i px)', async (width) => {
    await untilMidnightHasPassed();
    const { page, errors } = await open(width);
    await page.goto(`${site.url}${PAST_LINK}`);
    await hydrated(page);
    const notice = page.getByTestId('trip-unused');
    await notice.getByText("This link's pickup time (00:00) has passed: showing any time later today.", { exact: false }).waitFor();
    const offer = notice.getByTestId('trip-next-time');
    // The message and the offer read together: the next possible time moves on with the clock.
    const said = (await notice.textContent())!;
    const next = /Search for (\d\d:\d\d) instead$/.exec(said)?.[1] ?? '';
    expect(next).toMatch(/^\d\d:\d\d$/);
    expect(said).toContain(RULE_MESSAGES.tripTimePast(next));
    // Never an answer for a pickup that has passed: today, any time.
    expect(await answer(page).getByTestId('trip-details').textContent()).toMatch(/^Today, \w{3} \d+ \w{3}, any time · /);
    await answerScreenshots(page, `issue31-past-time-${width}`);
    await offer.click();
    await page.waitForURL(/[?&]time=\d\d%3A\d\d$/);
    const url = new URL(page.url());
    expect(`${url.origin}${url.pathname}?from=${url.searchParams.get('from')}&to=${url.searchParams.get('to')}`).toBe(`${site.url}/?from=RDU Airport&to=Cary`);
    // The time offered, or the minute after it when the clock turned between reading and clicking.
    const asked = url.searchParams.get('time')!;
    expect([0, 1]).toContain(minuteOf(asked) - minuteOf(next));
    await notice.waitFor({ state: 'detached' });
    expect(await answer(page).getByTestId('trip-details').textContent()).toContain(`, ${asked} · `);

    // The box refuses it on the field, and fills the next possible time with one click.
    await field(page, T.time).fill('00:00');
    await page.getByRole('button', { name: T.submit, exact: true }).click();
    const use = page.getByRole('button', { name: /^Use \d\d:\d\d$/ });
    await use.waitFor();
    expect(await page.locator('#search-time-helper-text').textContent()).toContain('That time has already passed today');
    await screenshot(page, `issue31-past-time-box-${width}`);
    await use.click();
    expect(await field(page, T.time).inputValue()).toMatch(/^\d\d:\d\d$/);
    expect(await use.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a pickup time already past, without scripts: the server says so and its link searches the next possible time', async () => {
    await untilMidnightHasPassed();
    const { page } = await open(390, { javaScriptEnabled: false });
    await page.goto(`${site.url}${PAST_LINK}`);
    const offer = page.getByTestId('trip-unused').getByTestId('trip-next-time');
    await offer.waitFor();
    await screenshot(page, 'issue31-past-time-no-script-390');
    const next = (await offer.textContent())!.replace(/^Search for (\d\d:\d\d) instead$/, '$1');
    await offer.click();
    await page.waitForURL(`${site.url}/?from=RDU+Airport&to=Cary&time=${encodeURIComponent(next)}`);
    expect(await page.getByTestId('trip-unused').count()).toBe(0);
    expect(await answer(page).getByTestId('trip-details').textContent()).toContain(`, ${next} · `);
  });

  it.each([390, 1280])('offers only trips to or from the airport, and a shared link between two other places says what it compares (%i px)', async (width) => {
    const { page, errors } = await open(width);
    await page.goto(`${site.url}/?from=Durham&to=Chapel+Hill&date=${MONDAY}`);
    await page.getByTestId('trip-unused').getByText(`This link's destination (Chapel Hill) is not RDU Airport, nor is its starting place: showing Durham → RDU Airport. ${RULE_MESSAGES.tripAirport}.`).waitFor();
    // Priced Durham to the airport: never Durham to Chapel Hill with an airport fee.
    expect(await options(page)).toContainEqual({ name: 'Bull City Cab Co.', total: 'Total $54.50 for 1 passenger' });
    await hydrated(page);
    expect(await field(page, 'To').evaluate((select) => Array.from((select as HTMLSelectElement).options, (o) => o.value))).toEqual(['RDU Airport']);
    await answerScreenshots(page, `issue31-airport-only-${width}`);
    await field(page, 'From').selectOption('RDU Airport');
    expect(await field(page, 'To').evaluate((select) => (select as HTMLSelectElement).options.length)).toBe(10);
    expect(errors).toEqual([]);
  });

  const EIGHT_AT_ONE = `/?from=RDU+Airport&to=Durham&date=2030-05-08&time=01%3A00&passengers=8&bags=4`;

  it.each([390, 1280])('with no provider fitting, suggests two vehicles with their sum and the first later time, marked as suggestions (%i px)', async (width) => {
    const { page, errors } = await open(width);
    await page.goto(`${site.url}${EIGHT_AT_ONE}`);
    await answer(page).getByText(T.options(0, 6)).waitFor();
    expect(await options(page)).toEqual([]);
    const suggestions = page.getByTestId('trip-suggestions');
    const items = suggestions.locator('li[data-suggestion]');
    expect(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-suggestion')))).toEqual(['SPLIT_PARTY', 'LATER_TIME']);
    expect(await items.getByText(T.suggestions.mark, { exact: true }).count()).toBe(2);
    const split = items.nth(0);
    expect(await split.getByTestId('trip-suggestion-total').textContent()).toBe(`$169.50 ${T.suggestions.inAll}`);
    expect(await split.locator('[data-provider]').evaluateAll((lis) => lis.map((li) => li.querySelector('a.name')?.textContent))).toEqual(['Bull City Cab Co.', 'Carolina Executive Car']);
    await split.getByText(`${T.suggestions.share(4, 2)}: $54.50`).waitFor();
    expect(await split.getByRole('link', { name: /^Book Now/ }).count()).toBe(2);
    const later = items.nth(1);
    expect(await later.getByRole('heading', { level: 4 }).textContent()).toBe(T.suggestions.laterTime('06:00'));
    expect(await later.getByTestId('trip-suggestion-total').textContent()).toBe('$165.00 for 8 passengers');
    // Issue 35, item 8: after the suggestions, what exists at the airport at any hour (the operator's, in order).
    const atAirport = page.getByRole('region', { name: AIRPORT_OPTION_TEXTS.heading });
    expect(await atAirport.getByRole('heading', { level: 4 }).allTextContents()).toEqual(DEMO_AIRPORT_OPTIONS.map((o) => o.title));
    expect(await suggestions.evaluate((el, next) => Boolean(el.compareDocumentPosition(next!) & Node.DOCUMENT_POSITION_FOLLOWING), await atAirport.elementHandle())).toBe(true);
    await atAirport.getByText('Any hour').first().waitFor();
    await hydrated(page);
    await answerScreenshots(page, `issue31-suggestions-${width}`);
    await atAirport.screenshot({ path: `${SCREENSHOT_DIR}/issue35-airport-options-${width}.png` });
    await later.getByRole('link', { name: T.suggestions.search('06:00') }).click();
    await page.waitForURL(`${site.url}${EIGHT_AT_ONE.replace('01%3A00', '06%3A00')}`);
    await answer(page).getByText(T.options(1, 6)).waitFor();
    expect(await options(page)).toEqual([{ name: 'Tar Heel Group Transit', total: 'Total $165.00 for 8 passengers' }]);
    expect(await page.getByTestId('trip-suggestions').count()).toBe(0);
    expect(await page.getByTestId('trip-airport-options').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('suggestions in the server\'s HTML with scripts off, their links working', async () => {
    const { page } = await open(390, { javaScriptEnabled: false });
    await page.goto(`${site.url}${EIGHT_AT_ONE}`);
    const items = page.getByTestId('trip-suggestions').locator('li[data-suggestion]');
    expect(await items.count()).toBe(2);
    // What exists at the airport is in the server's HTML too.
    expect(await page.getByTestId('trip-airport-options').locator('h4').allTextContents()).toEqual(DEMO_AIRPORT_OPTIONS.map((o) => o.title));
    await screenshot(page, 'issue31-suggestions-no-script-390');
    await items.nth(1).getByRole('link', { name: T.suggestions.search('06:00') }).click();
    await page.waitForURL(`${site.url}${EIGHT_AT_ONE.replace('01%3A00', '06%3A00')}`);
    expect(await options(page)).toEqual([{ name: 'Tar Heel Group Transit', total: 'Total $165.00 for 8 passengers' }]);
  });
});

describe('offline', () => {
  it('answers a trip link never opened, from the home page kept on the device, with the rule and the live clock', async () => {
    const { page, errors } = await open(390);
    await page.goto(site.url);
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // The first visit's page is handed to the worker and kept (what any installed visitor has).
    await waitUntil('the home page kept', () => page.evaluate(async (name) => Boolean(await caches.match(`${location.origin}/`, { cacheName: name })), CACHE_NAMES.pages));
    await context!.setOffline(true);
    await page.goto(`${site.url}${SATURDAY_6_AT_2}`);
    await answer(page).getByText(T.options(2, 6)).waitFor();
    expect(await options(page)).toEqual(SATURDAY_6_AT_2_OPTIONS);
    expect(await excluded(page)).toEqual(SATURDAY_6_AT_2_EXCLUDED);
    expect(await field(page, T.exactParty).inputValue()).toBe('6');
    // Judged now, on this device's clock: not at the moment the kept copy was made.
    const asOf = await answer(page).getByTestId('trip-as-of').textContent();
    const now = await page.evaluate(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date()));
    expect(asOf).toContain(`As of ${now}`);
    await answerScreenshots(page, 'search-offline-390');
    await context!.setOffline(false);
    // Drawn afresh by the browser (not hydrated over the plain page's markup): no hydration error.
    expect(errors).toEqual([]);
  });

  it('searches on the data the page already has, without a request', async () => {
    const { page, errors } = await open(1280);
    await page.goto(site.url);
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await context!.setOffline(true);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await search(page, { to: 'Cary', date: MONDAY, passengers: '2 Passengers' });
    await answer(page).getByText(T.options(4, 6)).waitFor();
    // Equal totals: the better rated first.
    expect(await options(page)).toEqual([
      { name: 'Triangle Airport Express', total: 'Total $32.99 for 2 passengers' },
      { name: 'Oak City Shared Ride', total: 'Total $48.00 for 2 passengers' },
      { name: 'Triangle Flex Rides', total: 'Total $48.00 for 2 passengers' },
      { name: 'Carolina Executive Car', total: 'Total $99.00 for 2 passengers' },
    ]);
    await answer(page).getByRole('link', { name: T.sorts.RATING }).click();
    await page.waitForFunction(() => document.querySelector('#answer ol > li h3 a')?.textContent === 'Carolina Executive Car');
    await page.goBack();
    await answer(page).waitFor({ state: 'detached' });
    expect(requests.filter((u) => u.includes('/graphql') || u.includes('/api/'))).toEqual([]);
    await context!.setOffline(false);
    expect(errors).toEqual([]);
  });
});

describe('the admin provider form', () => {
  it('edits the places served (chips) and the largest party, and the answer follows with the same list', async () => {
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

    await page.goto(`${site.url}/?to=Chapel+Hill&date=${MONDAY}&time=12%3A00&passengers=3`);
    // It serves Chapel Hill now, with no fare stated there yet: no price, so not an option, and the
    // reason is the fare, not the place (a served place without a fare has no price).
    await answer(page).getByText(T.options(3, 6)).waitFor();
    expect((await excluded(page))['Triangle Flex Rides']).toEqual([TRIP_TEXTS.noFare]);
    await page.goto(`${site.url}/?to=Chapel+Hill&date=${MONDAY}&time=12%3A00&passengers=4`);
    expect((await excluded(page))['Triangle Flex Rides']).toEqual([TRIP_TEXTS.passengers(3), TRIP_TEXTS.noFare]);
  });
});

describe('issue 35: what the price is, and the provider page from an answer', () => {
  /** A metered cab the operator entered: one bag per traveller in the fare, $5.00 for each more, tip not included. */
  const METERED = {
    name: 'Garner Meter Cab',
    slug: 'garnermetercab',
    shortDescription: 'Metered cabs to Garner',
    imageUrl: '/demo/providers/bullcitycab.svg',
    description: 'Metered taxis between RDU and Garner; one large bag per passenger, each further bag $5.00; tip not included.',
    type: 'Taxi Service',
    rating: '4.1',
    bookingUrl: 'https://book.example.com/garner-meter-cab?to={to}&pax={passengers}&bags={bags}',
    features: ['Metered fares'],
    servedPlaces: ['RDU Airport', 'Garner'],
    maxPassengers: 4,
    maxBags: 8,
    fareBasis: 'PER_VEHICLE',
    fares: [{ place: 'Garner', amount: 45 }],
    fees: [{ label: 'Airport access fee', amount: 2.5, per: 'BOOKING' }],
    priceKind: 'METERED',
    tipIncluded: false,
    bagsPerTraveller: 1,
    extraBagFeeCents: 500,
  };
  // $45.00 for the cab, the $2.50 fee, 2 bags over the allowance of 2 at $5.00.
  const TOTAL = 'Estimated total $57.50 for 2 passengers';
  const TRIP = `/?to=Garner&date=${MONDAY}&time=12%3A00&passengers=2&bags=4`;

  beforeAll(async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await loginAsAdmin(page, site.url);
    const made = await page.request.post(`${site.url}/api/admin/providers`, { data: METERED });
    expect(made.status()).toBe(201);
    await ctx.close();
  });

  it.each([390, 1280])('at %i px: the answer says the estimate, its extra-bag line and the tip; the provider opened from it shows the same total and lines', async (width) => {
    const { page } = await open(width);
    await page.goto(`${site.url}${TRIP}`);
    await hydrated(page);
    const option = answer(page).locator('ol > li[data-provider="garnermetercab"]');
    await expect(option.getByTestId('trip-total').textContent()).resolves.toBe(TOTAL);
    const answerLines = await lines(page, METERED.name);
    expect(answerLines).toEqual(['Vehicle fare $45.00', 'Airport access fee $2.50', '2 extra bags \u00d7 $5.00 $10.00']);
    await expect(option.getByTestId('trip-terms').textContent()).resolves.toBe('Metered fare: the final price is what the meter shows \u00b7 Tip not included');
    await option.scrollIntoViewIfNeeded();
    await screenshot(page, `price-terms-answer-${width}`);
    await option.screenshot({ path: `${SCREENSHOT_DIR}/price-terms-option-${width}.png` });

    await option.getByRole('link', { name: METERED.name, exact: true }).click();
    await page.waitForURL(/\/providers\/garnermetercab\?/);
    await page.getByRole('heading', { level: 1, name: METERED.name }).waitFor();
    // The card (and on a phone the hero too) carries the same total as the answer.
    const card = page.getByRole('complementary', { name: `Book ${METERED.name}` });
    await expect(card.getByTestId('provider-trip-total').textContent()).resolves.toBe('Estimated total$57.50for 2 passengers');
    const cardLines = await card.locator('table tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent).join(' ')));
    expect(cardLines).toEqual(answerLines);
    await expect(card.getByTestId('provider-trip-terms').textContent()).resolves.toContain('Tip not included');
    expect(await card.getByText('Starting from').count()).toBe(0);
    await screenshot(page, `price-terms-provider-${width}`);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/price-terms-provider-top-${width}.png` });
    await card.screenshot({ path: `${SCREENSHOT_DIR}/price-terms-provider-card-${width}.png` });

    // The server's own HTML for that address says the same (server-rendered, before any script).
    const html = await (await fetch(page.url())).text();
    expect(html).toContain('$57.50');
    expect(html).toContain('2 extra bags');
  });
});
