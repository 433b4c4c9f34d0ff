// Accounts in real Chromium: the owner adds an editor, who changes the one-time password at the first
// sign-in and is refused the owner's pages (accounts, affiliate programs and the earnings); the owner
// sets up two-factor sign-in with a code computed here as an authenticator app would, signs out and
// signs in again with the next code; "signed in elsewhere" signs out another browser. Screenshots of
// the account pages at 390 and 1280 px.
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, type Site } from './support/site';

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const EDITOR = { username: 'dana', password: 'a river of paper boats' };
const OWNER_ONLY = 'Access Denied: Only an owner can open this page.';

let site: Site;
let browser: Browser;
let oneTimePassword: string;
let totpSecret: string;
let recoveryCodes: string[];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The code an authenticator app shows for the secret `stepsAhead` periods from now. */
const codeFor = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Waits until nothing moves (dialogs fade in, ripples fade), so a screenshot shows the finished page. */
async function still(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.waitForTimeout(300);
}

/** A page of a fresh browser (its own cookies) at a viewport. */
async function freshPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  return { context, ...(await trackedPage(context)) };
}

async function typeLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts an owner runs', () => {
  let owner: { context: BrowserContext; page: Page; errors: string[] };
  beforeAll(async () => {
    owner = await freshPage(WIDE);
    await loginAsAdmin(owner.page, site.url);
  });
  afterAll(() => owner?.context.close());

  it('adds an editor and shows the one-time password once', async () => {
    const { page, errors } = owner;
    await page.goto(`${site.url}/admin/accounts`);
    const grid = page.getByRole('grid', { name: 'Accounts' });
    await grid.getByRole('row').filter({ hasText: `${ADMIN.username} (you)` }).waitFor();
    await page.getByRole('button', { name: 'Add account' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add account' });
    await dialog.getByLabel('Username').fill(EDITOR.username);
    await dialog.getByRole('button', { name: 'Add account' }).click();
    const handOver = page.getByRole('dialog', { name: 'One-time password' });
    oneTimePassword = (await handOver.getByTestId('one-time-password').textContent())!.trim();
    expect(oneTimePassword).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    await still(page);
    await screenshot(page, 'admin-accounts-one-time-password-1280');
    await handOver.getByRole('button', { name: 'Done' }).click();
    const row = grid.getByRole('row').filter({ hasText: EDITOR.username });
    await row.getByText('Must change password').waitFor();
    expect(await row.textContent()).toContain('Editor');
    await still(page);
    await screenshot(page, 'admin-accounts-1280');
    await page.setViewportSize(PHONE);
    await still(page);
    await screenshot(page, 'admin-accounts-390');
    await page.setViewportSize(WIDE);
    expect(errors).toEqual([]);
  });

  it('the editor changes the one-time password first, then is refused the owner pages and the earnings', async () => {
    const { context, page, errors } = await freshPage(PHONE);
    try {
      await typeLogin(page, EDITOR.username, oneTimePassword);
      await page.getByRole('heading', { name: 'Finish setting up your account' }).waitFor();
      await still(page);
      await screenshot(page, 'admin-setup-password-390');
      await page.getByLabel('One-time password').fill(oneTimePassword);
      await page.getByLabel('New password', { exact: true }).fill('dana');
      await page.getByLabel('New password again').fill('dana');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password must be at least 12 characters').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('password1234');
      await page.getByLabel('New password again').fill('password1234');
      await page.getByRole('button', { name: 'Change password' }).click();
      // The common-password list answers from the server, under the field.
      await page.getByText('This password is on a list of common passwords').waitFor();
      await page.getByLabel('New password', { exact: true }).fill(EDITOR.password);
      await page.getByLabel('New password again').fill(EDITOR.password);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByTestId('count-Providers').waitFor();
      expect(await page.getByRole('heading', { name: 'Earnings' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Booking clicks' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Open admin menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await nav.getByRole('link', { name: 'Providers' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      for (const path of ['/admin/affiliate-programs', '/admin/accounts']) {
        await page.goto(`${site.url}${path}`);
        await page.getByText(OWNER_ONLY).waitFor();
      }
      await still(page);
      await screenshot(page, 'admin-editor-refused-390');
      expect(errors).toEqual([]);
      // The server refuses the same, whatever the page shows (the browser logs that 403).
      const earnings = await page.evaluate(async () => {
        const res = await fetch('/api/admin/earnings?days=7');
        return { status: res.status, body: await res.json() };
      });
      expect(earnings).toEqual({ status: 403, body: { message: 'Only an owner can do this' } });
    } finally {
      await context.close();
    }
  });
});

describe('two-factor sign-in', () => {
  it('is set up with a code computed here, and the next sign-in asks for the next code', async () => {
    const { context, page, errors } = await freshPage(WIDE);
    try {
      await loginAsAdmin(page, site.url);
      await page.goto(`${site.url}/admin/account`);
      await page.getByRole('heading', { name: 'My account' }).waitFor();
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      totpSecret = (await page.getByTestId('totp-key').textContent())!.replace(/\s+/g, '');
      expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
      await still(page);
      await screenshot(page, 'admin-my-account-enrol-1280');
      await page.getByLabel('Code', { exact: true }).fill(codeFor(totpSecret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByTestId('recovery-codes');
      await codes.waitFor();
      recoveryCodes = await codes.getByRole('listitem').allTextContents();
      expect(recoveryCodes).toHaveLength(10);
      await still(page);
      await screenshot(page, 'admin-my-account-recovery-codes-1280');
      await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await page.getByTestId('two-factor-state').getByText(/^On:/).waitFor();
      await still(page);
      await screenshot(page, 'admin-my-account-1280');
      await page.setViewportSize(PHONE);
      await still(page);
      await screenshot(page, 'admin-my-account-390');

      // Out, and in again: the password, then the next code.
      await page.getByRole('button', { name: 'Open admin menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${site.url}/admin/login`);
      await typeLogin(page, ADMIN.username, ADMIN.password);
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      await still(page);
      await screenshot(page, 'admin-login-code-390');
      await page.getByLabel('Code', { exact: true }).fill(codeFor(totpSecret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('You are now logged in as admin').waitFor();
      // Back where the sign-out left (the login page keeps where it was sent from).
      await page.waitForURL(`${site.url}/admin/account`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('signed in elsewhere', () => {
  it('lists the other browser and signs it out', async () => {
    // The editor (no two-factor sign-in) on a laptop and on a phone.
    const phone = await freshPage(PHONE);
    const laptop = await freshPage(WIDE);
    try {
      for (const { page } of [phone, laptop]) {
        await typeLogin(page, EDITOR.username, EDITOR.password);
        await page.waitForURL(`${site.url}/admin`);
      }
      await laptop.page.goto(`${site.url}/admin/account`);
      const rows = laptop.page.getByTestId('session-row');
      await rows.nth(1).waitFor();
      // The phone, and the browser of the first sign-in above (closed, but its session lives on).
      const sessions = await rows.count();
      expect(sessions).toBe(3);
      expect(await rows.first().textContent()).toContain('This browser');
      await still(laptop.page);
      await screenshot(laptop.page, 'admin-my-account-sessions-1280');
      await laptop.page.getByRole('button', { name: 'Sign out all other sessions' }).click();
      await laptop.page.getByText(`${sessions - 1} other sessions signed out`).waitFor();
      await laptop.page.getByText('No other sessions: you are signed in only here.').waitFor();
      expect(await rows.count()).toBe(1);

      await phone.page.goto(`${site.url}/admin`);
      await phone.page.waitForURL(`${site.url}/admin/login`);
      expect(phone.errors).toEqual([]);
      expect(laptop.errors).toEqual([]);
    } finally {
      await phone.context.close();
      await laptop.context.close();
    }
  });
});

describe('two-factor sign-in required for everyone', () => {
  it('the owner signs in with a recovery code and requires it; the editor must set it up before anything else', async () => {
    const owner = await freshPage(WIDE);
    const editor = await freshPage(PHONE);
    try {
      await typeLogin(owner.page, ADMIN.username, ADMIN.password);
      await owner.page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
      await owner.page.getByLabel('Recovery code').fill(recoveryCodes[0].toUpperCase());
      await owner.page.getByRole('button', { name: 'Verify' }).click();
      await owner.page.waitForURL(`${site.url}/admin`);
      await owner.page.goto(`${site.url}/admin/accounts`);
      // Off and disabled until the setting has loaded.
      await owner.page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[role="switch"]')?.disabled === false);
      // It turns on once the server has taken the change (click, not check: the state follows the answer).
      await owner.page.getByRole('switch', { name: 'Require two-factor sign-in for everyone' }).click();
      await owner.page.getByText('Two-factor sign-in is now required for everyone').waitFor();
      await owner.page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[role="switch"]')?.checked === true);

      await typeLogin(editor.page, EDITOR.username, EDITOR.password);
      await editor.page.getByText('This site requires two-factor sign-in for every account.').waitFor();
      await editor.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      await still(editor.page);
      await screenshot(editor.page, 'admin-setup-two-factor-390');
      const secret = (await editor.page.getByTestId('totp-key').textContent())!.replace(/\s+/g, '');
      await editor.page.getByLabel('Code', { exact: true }).fill(codeFor(secret));
      await editor.page.getByRole('button', { name: 'Turn on' }).click();
      await editor.page.getByTestId('recovery-codes').waitFor();
      await still(editor.page);
      await screenshot(editor.page, 'admin-setup-recovery-codes-390');
      await editor.page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await editor.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await editor.page.getByTestId('count-Providers').waitFor();

      await owner.page.reload();
      const row = owner.page.getByRole('grid', { name: 'Accounts' }).getByRole('row').filter({ hasText: EDITOR.username });
      await row.getByText('On', { exact: true }).waitFor();
      expect(owner.errors).toEqual([]);
      expect(editor.errors).toEqual([]);
    } finally {
      await owner.context.close();
      await editor.context.close();
    }
  });
});
