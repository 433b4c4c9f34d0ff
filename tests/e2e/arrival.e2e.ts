// My arrival in real Chromium with a persistent profile (a real user-data-dir, as a phone keeps
// one): a ride saved from the home answer, the browser closed, reopened with no connection at
// /my-arrival (never opened before) showing the card, its tel: link and the Terminal 2 meeting
// point; its calendar file parsed; a provider changed by an admin offered for update; a card removed
// (and brought back); a ride saved from a provider page; the page without scripts; at the kerb (issue
// 35): the flight number from the search on the card and the driver view, the meeting point and Call
// button in the first screen at 390 x 844, marking it booked with a reference, the home page's saved
// ride (and no layout shift for a visitor without one), offline; axe, 390 px and 1280 px screenshots.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARRIVAL_TEXTS as A, NOBODY_THERE } from '../../api/domain/arrival';
import { MESSAGES } from '../../api/domain/rules';
import { CACHE_NAMES } from '../../web/pwa/protocol';
import { ADMIN, CHROMIUM_ARGS, ROOT, SCREENSHOT_DIR, launchBrowser, screenshot, startSite, trackedPage, waitUntil, type Site } from './support/site';

const AXE = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const SLUG = 'triangleairportexpress';
const NAME = 'Triangle Airport Express';
const T2 = 'Baggage claim: your driver waits by the carousel of your flight with a name sign.';
/** A Saturday years ahead at 14:30 (EDT): every provider's notice is met whenever the suite runs. */
const SEARCH = '/?from=RDU+Airport&to=Downtown+Raleigh&date=2030-05-04&time=14%3A30&passengers=2';

let site: Site;
let browser: Browser | undefined;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-arrival-profile-'));
let context: BrowserContext | undefined;

beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.stop();
  fs.rmSync(profile, { recursive: true, force: true });
});

/** The same profile each time: what one browser keeps survives its closing. */
async function openProfile(width: number, height = 900): Promise<{ page: Page; errors: string[] }> {
  await context?.close();
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width, height },
    acceptDownloads: true,
  });
  // Every layout shift not caused by input, from the first paint (what CLS adds up).
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: number; __shiftObserver: PerformanceObserver };
    w.__shifts = 0;
    const add = (entries: PerformanceEntry[]) => {
      for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shifts += e.value;
    };
    w.__shiftObserver = new PerformanceObserver((list) => add(list.getEntries()));
    w.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
  return trackedPage(context);
}

/** The layout shifts so far (the observer's pending entries included). */
async function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: number; __shiftObserver: PerformanceObserver };
    for (const e of w.__shiftObserver.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shifts += e.value;
    return w.__shifts;
  });
}

/** Whether an element lies wholly inside the first screen (no scrolling). */
async function inFirstScreen(page: Page, locator: import('playwright-core').Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('main > [data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await waitUntil('an activated service worker', () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated'));
}

async function adminCookie(): Promise<string> {
  const login = await fetch(`${site.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Changes a provider as an admin would (REST, every field sent as the form does). */
async function changeProvider(slug: string, change: Record<string, unknown>): Promise<void> {
  const cookie = await adminCookie();
  const { id } = (await (await fetch(`${site.url}/api/providers/${slug}`)).json()) as { id: number };
  const current = (await (await fetch(`${site.url}/api/admin/providers/${id}`, { headers: { cookie } })).json()) as Record<string, unknown>;
  const res = await fetch(`${site.url}/api/admin/providers/${id}`, { method: 'PUT', headers: { cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ ...current, ...change }) });
  if (!res.ok) throw new Error(`changing ${slug}: ${res.status} ${await res.text()}`);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}

/** What the screen shows (a dialog over the page), not the whole page. */
async function viewShot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

const card = (page: Page, name = NAME) => page.locator('article[data-card]', { has: page.getByRole('heading', { name, exact: true }) });

/** Unfolds an iCalendar text (RFC 5545 3.1) into [name with parameters, value] pairs. */
function parseIcs(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      if (at < 1) throw new Error(`not a content line: ${line}`);
      return [line.slice(0, at), line.slice(at + 1)];
    });
}
const unescapeText = (v: string) => v.replace(/\\(n|N|\\|;|,)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('My arrival, on a phone that keeps its browser profile', () => {
  it('saves a ride from the search answer, and after a restart with no connection /my-arrival (never opened) shows it', async () => {
    const { page, errors } = await openProfile(390);
    await page.goto(`${site.url}${SEARCH}`);
    await waitForServiceWorker(page);
    // Kept when the worker installed, before the idle caching of the whole site (2 s later at the earliest).
    const kept = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), CACHE_NAMES.pages);
    expect(kept).toContain('/my-arrival');
    await hydrated(page);

    const option = page.getByTestId('trip-answer').locator(`li[data-provider="${SLUG}"]`);
    await option.getByRole('button', { name: A.save }).click();
    const dialog = page.getByRole('dialog', { name: A.saveTitle(NAME) });
    await dialog.getByText('RDU Airport to Downtown Raleigh · 2 passengers').waitFor();
    await expect(dialog.getByTestId('save-total').textContent()).resolves.toBe('Total $39.99');
    await dialog.getByRole('radio', { name: 'Terminal 2' }).check();
    await viewShot(page, 'arrival-save-390');
    await dialog.getByRole('button', { name: A.save }).click();
    await dialog.getByText(A.savedNote).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(option.getByRole('button', { name: A.saved }).isVisible()).resolves.toBe(true);
    await option.screenshot({ path: path.join(SCREENSHOT_DIR, 'arrival-option-390.png') });
    // The footer now links to My arrival (the phone's nav is in its menu).
    await page.getByRole('contentinfo').getByRole('link', { name: A.navLabel }).waitFor();
    expect(errors).toEqual([]);

    // The browser closes; it opens again with no connection, straight at /my-arrival.
    const { page: offline, errors: offlineErrors } = await openProfile(390);
    await context!.setOffline(true);
    await offline.goto(`${site.url}/my-arrival`);
    const saved = card(offline);
    await saved.waitFor({ timeout: 30_000 });
    // The demo provider gave no phone or e-mail: the card offers neither (no made-up number), and says where to look.
    await expect(saved.getByRole('link', { name: new RegExp(`^${A.call} `) }).count()).resolves.toBe(0);
    await expect(saved.getByText(A.noContact).isVisible()).resolves.toBe(true);
    expect((await saved.getByTestId('arrival-meeting').innerText()).split(/\n+/)).toEqual([A.meetingPoint('Terminal 2'), T2]);
    await expect(saved.getByRole('button', { name: 'Terminal 2', pressed: true }).isVisible()).resolves.toBe(true);
    await expect(saved.getByTestId('arrival-total').textContent()).resolves.toBe('Total $39.99');
    await expect(saved.getByText(NOBODY_THERE.taxi).isVisible()).resolves.toBe(true);
    await expect(saved.getByText(/Details checked on November 20, 2026/).isVisible()).resolves.toBe(true);
    await expect(offline.getByTestId('arrival-privacy').textContent()).resolves.toBe(A.privacy);
    expect(await offline.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(offline, 'arrival-offline-390');

    await saved.getByRole('button', { name: A.showDriver }).click();
    const driver = offline.getByRole('dialog', { name: NAME });
    await driver.getByText(A.party(2), { exact: true }).waitFor();
    await viewShot(offline, 'arrival-driver-390');
    await offline.keyboard.press('Escape');
    await driver.waitFor({ state: 'hidden' });
    expect(offlineErrors).toEqual([]);
  });

  it('downloads the pickup as a calendar event that parses', async () => {
    const { page } = await openProfile(1280);
    await page.goto(`${site.url}/my-arrival`);
    const saved = card(page);
    await saved.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), saved.getByRole('button', { name: A.addToCalendar }).click()]);
    expect(download.suggestedFilename()).toBe(`pickup-${SLUG}-2030-05-04.ics`);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = parseIcs(text);
    const value = (name: string) => lines.find(([n]) => n === name)?.[1];
    expect(lines.map(([n]) => n).filter((n) => n === 'BEGIN' || n === 'END')).toEqual(['BEGIN', 'BEGIN', 'END', 'END']);
    expect(lines.filter(([n]) => n === 'BEGIN').map(([, v]) => v)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(value('VERSION')).toBe('2.0');
    expect(value('DTSTART')).toBe('20300504T183000Z'); // 14:30 in Raleigh, EDT
    expect(unescapeText(value('LOCATION')!)).toBe(`RDU Terminal 2: ${T2}`);
    expect(unescapeText(value('DESCRIPTION')!)).not.toMatch(/555-01\d\d/);
    expect(unescapeText(value('DESCRIPTION')!).split('\n')[0]).toBe(NAME);
    expect(unescapeText(value('SUMMARY')!)).toBe(`Pickup: ${NAME} at RDU`);
  });

  it('says when the provider changed since the card was saved, and updates the card', async () => {
    await changeProvider(SLUG, { phone: '(919) 555-0188' });
    const { page, errors } = await openProfile(1280);
    await page.goto(`${site.url}/my-arrival`);
    const saved = card(page);
    const alert = saved.getByTestId('arrival-changed');
    await alert.waitFor({ timeout: 30_000 });
    await expect(alert.textContent()).resolves.toContain(A.changed(NAME));
    // What changed is said before the update replaces anything.
    await expect(alert.getByTestId('arrival-changes').locator('li').allTextContents()).resolves.toEqual([`Phone: ${A.changeWas} ${A.noneGiven}, ${A.changeNow} (919) 555-0188`]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'arrival-changed-1280');
    await alert.getByRole('button', { name: A.refresh }).click();
    await page.getByRole('status').getByText(A.refreshed(NAME)).waitFor();
    await expect(saved.getByRole('link', { name: `${A.call} (919) 555-0188 (${NAME})` }).getAttribute('href')).resolves.toBe('tel:+19195550188');
    await expect(alert.count()).resolves.toBe(0);
    // The terminal chosen stays with the updated card.
    await expect(saved.getByRole('button', { name: 'Terminal 2', pressed: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('saves a ride from a provider page, lists it first, and removes a card (with an undo)', async () => {
    const { page, errors } = await openProfile(1280);
    await page.goto(`${site.url}/providers/oakcitysharedride`);
    await hydrated(page);
    await page.getByRole('button', { name: A.save }).click();
    const dialog = page.getByRole('dialog', { name: A.saveTitle('Oak City Shared Ride') });
    await dialog.waitFor();
    await dialog.getByLabel('Day you land').fill('2030-05-06');
    // A time the provider does not run is said by the trip rule (5am to midnight here).
    await dialog.getByLabel('Pickup time (Raleigh time)').fill('02:00');
    await expect(dialog.getByTestId('save-reasons').locator('li').allTextContents()).resolves.toEqual(['Closed at 02:00 on Mondays']);
    await dialog.getByLabel('Pickup time (Raleigh time)').fill('09:15');
    await expect(dialog.getByTestId('save-reasons').count()).resolves.toBe(0);
    await dialog.getByRole('radio', { name: 'Terminal 1' }).check();
    await viewShot(page, 'arrival-save-provider-1280');
    await dialog.getByRole('button', { name: A.save }).click();
    await dialog.getByRole('link', { name: A.open }).click();
    await page.waitForURL(`${site.url}/my-arrival`);
    await card(page, 'Oak City Shared Ride').waitFor();
    // Newest first; the nav links here now.
    await expect(page.locator('article[data-card] h2').allTextContents()).resolves.toEqual(['Oak City Shared Ride', NAME]);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: A.navLabel }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(card(page, 'Oak City Shared Ride').getByText('May 6, 2030 at 09:15 (Raleigh time)').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'arrival-list-1280');

    await card(page).getByRole('button', { name: `${A.remove} ${NAME}` }).click();
    const status = page.getByRole('status').filter({ hasText: A.removed(NAME) });
    await status.waitFor();
    await expect(card(page).count()).resolves.toBe(0);
    await status.getByRole('button', { name: A.undo }).click();
    await card(page).waitFor();

    for (const name of [NAME, 'Oak City Shared Ride']) await card(page, name).getByRole('button', { name: `${A.remove} ${name}` }).click();
    await page.getByText(A.empty).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: A.navLabel }).count()).resolves.toBe(0);
    // Still gone after a restart.
    const { page: again } = await openProfile(390);
    await again.goto(`${site.url}/my-arrival`);
    await again.getByText(A.empty).waitFor();
    await screenshot(again, 'arrival-empty-390');
    expect(errors).toEqual([]);
  });

  it('says what it needs without scripts', async () => {
    await context?.close();
    context = undefined;
    browser = await launchBrowser();
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const page = await plain.newPage();
    const res = await page.goto(`${site.url}/my-arrival`);
    expect(res?.status()).toBe(200);
    const needs = page.getByRole('alert').filter({ hasText: 'needs JavaScript' });
    await expect(needs.isVisible()).resolves.toBe(true);
    await expect(needs.textContent()).resolves.toBe(A.noScript);
    await expect(page.getByTestId('arrival-privacy').textContent()).resolves.toBe(A.privacy);
    await plain.close();
  });

  it('at the kerb (390 x 844): flight, meeting point and Call in the first screen, marked booked, on the home page, offline', async () => {
    await context?.close();
    context = undefined;
    // No card saved now (the test before removed them): the home page draws nothing of one, and nothing moves.
    const { page, errors } = await openProfile(390, 844);
    await page.goto(`${site.url}/`);
    await waitForServiceWorker(page);
    await hydrated(page);
    await page.locator('#search-flight').waitFor();
    await expect(page.getByTestId('home-saved-ride').count()).resolves.toBe(0);
    expect(await layoutShifts(page)).toBe(0);

    // The flight typed in the search is checked, kept on the device, and never in the address.
    await page.goto(`${site.url}${SEARCH}`);
    await hydrated(page);
    await page.getByLabel('Flight (optional)').fill('ua 12345');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByText(MESSAGES.flightNumber).waitFor();
    await page.getByLabel('Flight (optional)').fill('ua 42');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await waitUntil('the flight kept', async () => (await page.evaluate(() => localStorage.getItem('rdu-rides:flight:v1'))) === 'UA42');
    expect(page.url()).not.toMatch(/ua|42/i);

    const option = page.getByTestId('trip-answer').locator(`li[data-provider="${SLUG}"]`);
    await option.getByRole('button', { name: A.save }).click();
    const dialog = page.getByRole('dialog', { name: A.saveTitle(NAME) });
    await expect(dialog.getByLabel(A.flightLabel).inputValue()).resolves.toBe('UA42');
    await dialog.getByRole('radio', { name: 'Terminal 2' }).check();
    await dialog.getByRole('button', { name: A.save }).click();
    await dialog.getByRole('link', { name: A.open }).click();
    await page.waitForURL(`${site.url}/my-arrival`);

    // What the traveller needs at the kerb is on the first screen: the flight, the terminal, where to meet, Call.
    const saved = card(page);
    await saved.waitFor();
    const call = saved.getByRole('link', { name: `${A.call} (919) 555-0188 (${NAME})` });
    await expect(call.getAttribute('href')).resolves.toBe('tel:+19195550188');
    await expect(inFirstScreen(page, call)).resolves.toBe(true);
    await expect(inFirstScreen(page, saved.getByTestId('arrival-meeting'))).resolves.toBe(true);
    await expect(inFirstScreen(page, saved.getByRole('button', { name: 'Terminal 2', pressed: true }))).resolves.toBe(true);
    await expect(saved.getByTestId('arrival-flight').innerText()).resolves.toMatch(/Flight UA42/);
    await expect(saved.getByTestId('arrival-wait').textContent()).resolves.toBe(A.waitAfterLanding(NAME, 30, 'UA42'));

    // Marked booked with the confirmation's reference: checked, kept, shown in the first screen.
    await saved.getByRole('button', { name: A.markBooked }).click();
    await saved.getByLabel(A.bookingReference).fill('<none>');
    await saved.getByRole('button', { name: A.saveField }).click();
    await saved.getByText(MESSAGES.bookingReference).waitFor();
    await saved.getByLabel(A.bookingReference).fill('TX-881');
    await saved.getByRole('button', { name: A.saveField }).click();
    await expect(saved.getByTestId('arrival-reference').textContent()).resolves.toBe('TX-881');
    // The focus stays by the reference (its Change button), which a screen reader reads out.
    await expect(saved.getByRole('button', { name: A.changeReference }).evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await viewShot(page, 'arrival-kerb-390');
    await expect(inFirstScreen(page, saved.getByTestId('arrival-reference'))).resolves.toBe(true);
    await expect(inFirstScreen(page, call)).resolves.toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // With no connection: the card as it was left, the driver view with the flight and reference, and the home page's saved ride.
    await context!.setOffline(true);
    await page.reload();
    await saved.getByTestId('arrival-reference').waitFor({ timeout: 30_000 });
    await expect(saved.getByTestId('arrival-flight').innerText()).resolves.toMatch(/Flight UA42/);
    await saved.getByRole('button', { name: A.showDriver }).click();
    await expect(page.getByRole('dialog', { name: NAME }).getByTestId('driver-flight').textContent()).resolves.toBe('Flight UA42 · Booking TX-881');
    await page.keyboard.press('Escape');
    await page.goto(`${site.url}/`);
    const home = page.getByTestId('home-saved-ride');
    await home.waitFor({ timeout: 30_000 });
    await expect(home.getByRole('heading', { name: `${A.homeTitle}: ${NAME}` }).isVisible()).resolves.toBe(true);
    await expect(home.textContent()).resolves.toContain(`Terminal 2: ${T2}`);
    await expect(home.textContent()).resolves.toContain('TX-881');
    await expect(inFirstScreen(page, home.getByRole('link', { name: A.homeOpen }))).resolves.toBe(true);
    await viewShot(page, 'home-saved-ride-390');
    await home.getByRole('link', { name: A.homeOpen }).click();
    await page.waitForURL(`${site.url}/my-arrival`);
    await saved.getByTestId('arrival-reference').waitFor();
    await context!.setOffline(false);
    expect(errors).toEqual([]);

    // A laptop: the same card, the saved ride above the home page's hero.
    const { page: wide, errors: wideErrors } = await openProfile(1280, 800);
    await wide.goto(`${site.url}/`);
    await wide.getByTestId('home-saved-ride').waitFor({ timeout: 30_000 });
    await expect(inFirstScreen(wide, wide.getByTestId('home-saved-ride'))).resolves.toBe(true);
    await viewShot(wide, 'home-saved-ride-1280');
    await wide.goto(`${site.url}/my-arrival`);
    const wideCard = card(wide);
    await wideCard.waitFor();
    await expect(wideCard.getByRole('link', { name: `${A.call} (919) 555-0188 (${NAME})` }).isVisible()).resolves.toBe(true);
    await expect(wideCard.getByTestId('arrival-reference').textContent()).resolves.toBe('TX-881');
    await viewShot(wide, 'arrival-kerb-1280');
    expect(wideErrors).toEqual([]);
  });

  it('puts My arrival first among the installed app’s shortcuts', async () => {
    const manifest = (await (await fetch(`${site.url}/manifest.webmanifest`)).json()) as { shortcuts: { name: string; url: string }[] };
    expect(manifest.shortcuts[0]).toMatchObject({ name: A.navLabel, url: '/my-arrival' });
  });
});
