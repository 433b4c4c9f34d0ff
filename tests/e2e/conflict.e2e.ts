// Two admins (two browser contexts, each signed in) edit one provider. The tab opened first saves
// second: nothing is lost. The form says who saved first and when, shows the fields that differ, and
// keep mine saves the other admin's phone together with this admin's short description; take theirs
// loads the saved provider instead. Screenshots of the comparison at 1280 and 390 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ROOT, SCREENSHOT_DIR, launchBrowser, startSite, trackedPage, type Site } from './support/site';

let site: Site;
let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[][] = [];

const DANA = { username: 'dana', password: 'dana-e2e-password' };
const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const TITLE = 'This provider was changed since you opened it';

interface StoredProvider {
  id: number;
  version: number;
  name: string;
  phone: string | null;
  shortDescription: string;
}

/** A signed-in admin in a browser context of their own (their own cookies: another person). */
async function signedIn(who: { username: string; password: string }, viewport = WIDE): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  context.setDefaultTimeout(20_000);
  contexts.push(context);
  const tracked = await trackedPage(context);
  errors.push(tracked.errors);
  const page = tracked.page;
  await page.goto(`${site.url}/admin/login`);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.waitForURL(`${site.url}/admin`);
  return page;
}

async function provider(page: Page, id: number): Promise<StoredProvider> {
  const res = await page.request.get(`${site.url}/api/admin/providers/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredProvider;
}

async function openEdit(page: Page, id: number, name: string): Promise<void> {
  await page.goto(`${site.url}/admin/providers/edit/${id}`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe(name);
}

const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone', exact: true });
// The short description: the service area is derived from the places served, not typed.
const areaField = (page: Page) => page.getByRole('textbox', { name: 'Short description', exact: true });

/** The form fields the comparison lists, in its order. */
const differingFields = (dialog: Locator) => dialog.locator('[data-field]').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.field));

async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

/** The dialog once it has faded in, photographed in the window it opened in. */
async function screenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width - 2, 2);
  // Endless ones (the pulse of a keyboard-focused button) never finish: only the others are waited for.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  await page.waitForTimeout(350); // MUI's enter transitions are CSS transitions on inline styles
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

beforeAll(async () => {
  site = await startSite();
  // A second admin: whose name the refused save shows.
  execFileSync(process.execPath, [path.join(ROOT, 'dist', 'api', 'cli', 'admin.js'), 'create', DANA.username, '--password', DANA.password], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: site.dataDir, DATABASE_URL: `sqlite:${site.databaseFile}`, SESSION_SECRET: 'e2e-session-secret', LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  browser = await launchBrowser();
}, 120_000);

const within = <T>(ms: number, work: Promise<T> | undefined) => Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

afterAll(async () => {
  await within(15_000, browser?.close());
  await within(15_000, site?.stop());
}, 40_000);

afterEach(() => {
  for (const list of errors) expect(list).toEqual([]);
});

describe('two admins edit one provider', () => {
  it('the later save shows the conflict with the other admin\'s name and the differing fields; keep mine keeps both changes', async () => {
    const admin = await signedIn(ADMIN);
    const dana = await signedIn(DANA);
    const list = (await (await admin.request.get(`${site.url}/api/admin/providers`)).json()) as { id: number; name: string }[];
    const { id, name } = list[0];
    const before = await provider(admin, id);

    // The admin opens the provider first...
    await openEdit(admin, id, name);
    // ...dana opens it too, changes the phone and saves.
    await openEdit(dana, id, name);
    await phoneField(dana).fill('919-555-0142');
    await dana.getByRole('button', { name: 'Update Provider' }).click();
    await toast(dana, 'Provider updated');
    await dana.waitForURL(`${site.url}/admin/providers`);

    // The admin, still on the version read before, changes the short description and saves.
    await areaField(admin).fill('Raleigh, Durham, Chapel Hill, RTP');
    await admin.getByRole('button', { name: 'Update Provider' }).click();
    const dialog = admin.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    await dialog.getByText('dana', { exact: true }).waitFor();
    await expect(dialog.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
    const phoneRow = dialog.getByRole('row', { name: /^Phone/ });
    await expect(phoneRow.textContent()).resolves.toContain('919-555-0142');
    await expect(phoneRow.textContent()).resolves.toContain('They changed');
    const areaRow = dialog.getByRole('row', { name: /^Short description/ });
    await expect(areaRow.textContent()).resolves.toContain('Raleigh, Durham, Chapel Hill, RTP');
    await expect(areaRow.textContent()).resolves.toContain('You changed');
    // Only the two fields that differ.
    expect(await differingFields(dialog)).toEqual(['shortDescription', 'phone']);
    // Nothing was stored by the refused save, and no generic failure was shown.
    expect(await admin.getByText(/Failed to update provider/).count()).toBe(0);
    expect(await provider(admin, id)).toMatchObject({ version: before.version + 1, phone: '919-555-0142', shortDescription: before.shortDescription });
    await screenshot(admin, 'admin-provider-conflict-1280');

    // Keyboard: the dialog holds the focus and Escape is Cancel, keeping what was typed.
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the button that saved.
    await expect(admin.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Update Provider');
    await expect(areaField(admin).inputValue()).resolves.toBe('Raleigh, Durham, Chapel Hill, RTP');
    const compare = admin.getByRole('button', { name: 'Compare changes' });
    await compare.scrollIntoViewIfNeeded();
    await screenshot(admin, 'admin-provider-conflict-notice-1280');
    await compare.click();
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await toast(admin, 'Provider updated');
    await admin.waitForURL(`${site.url}/admin/providers`);
    // Nothing lost: dana's phone and the admin's short description, one version later.
    expect(await provider(admin, id)).toMatchObject({ version: before.version + 2, phone: '919-555-0142', shortDescription: 'Raleigh, Durham, Chapel Hill, RTP' });
  });

  it('take theirs loads the provider as saved now and saves nothing; on a phone the comparison fills the screen', async () => {
    const admin = await signedIn(ADMIN, PHONE);
    const dana = await signedIn(DANA);
    const list = (await (await admin.request.get(`${site.url}/api/admin/providers`)).json()) as { id: number; name: string }[];
    const { id, name } = list[1];
    const before = await provider(admin, id);

    await openEdit(admin, id, name);
    await openEdit(dana, id, name);
    await phoneField(dana).fill('984-555-0199');
    await areaField(dana).fill('Durham, RTP');
    await dana.getByRole('button', { name: 'Update Provider' }).click();
    await toast(dana, 'Provider updated');

    await areaField(admin).fill('Durham, RTP, Cary');
    await admin.getByRole('button', { name: 'Update Provider' }).click();
    const dialog = admin.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    // Full screen on a 390 px phone, nothing sticking out sideways.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(PHONE.width);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const area = dialog.getByRole('listitem').filter({ hasText: 'Short description' });
    await expect(area.textContent()).resolves.toContain('Both changed');
    expect(await differingFields(dialog)).toEqual(['shortDescription', 'phone']);
    await screenshot(admin, 'admin-provider-conflict-390');

    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(phoneField(admin).inputValue()).resolves.toBe('984-555-0199');
    await expect(areaField(admin).inputValue()).resolves.toBe('Durham, RTP');
    expect(await provider(admin, id)).toMatchObject({ version: before.version + 1, phone: '984-555-0199', shortDescription: 'Durham, RTP' });

    // The form now reads the saved version: the next save goes through.
    await areaField(admin).fill('Durham, RTP, Morrisville');
    await admin.getByRole('button', { name: 'Update Provider' }).click();
    await toast(admin, 'Provider updated');
    expect(await provider(admin, id)).toMatchObject({ version: before.version + 2, phone: '984-555-0199', shortDescription: 'Durham, RTP, Morrisville' });
  });
});
