// The audit trail in real Chromium: an admin changes a provider's fact (its free waiting time), sees
// the change in the provider's History panel and on the Activity page (and its detail drawer),
// reverts it from the History panel and sees the value restored, in the form and on the server.
// At 390 px the History panel starts folded and the Activity grid never scrolls sideways.
// Screenshots of both pages (and the dashboard's attention list) at 390 and 1280 px.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, type Site } from './support/site';

let site: Site;
let browser: Browser;
let provider: { id: number; name: string; slug: string; freeWaitMinutes: number | null };

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const FREE_WAIT = 'Free waiting (minutes)';

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const providers = (await (await fetch(`${site.url}/api/providers`)).json()) as (typeof provider)[];
  provider = providers.find((p) => p.freeWaitMinutes !== null) ?? providers[0];
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
}, 40_000);

const editPath = () => `${site.url}/admin/providers/edit/${provider.id}`;
const freeWaitOnServer = async () => ((await (await fetch(`${site.url}/api/providers/${provider.slug}`)).json()) as { freeWaitMinutes: number | null }).freeWaitMinutes;

/** One part of the page (a full-page picture repeats the phone's fixed app bar over it). */
async function partScreenshot(part: Locator, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await part.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** A drawer has finished sliding in (a screenshot mid-slide cuts it off). */
const drawerStill = (page: Page) =>
  page.waitForFunction(() => {
    const paper = document.getElementById('change-drawer-title')?.closest('.MuiDrawer-paper');
    const box = paper?.getBoundingClientRect();
    return box !== undefined && Math.abs(box.right - document.documentElement.clientWidth) < 1;
  });

async function sideways(page: Page) {
  return page.evaluate(() => {
    const scroller = document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement | null;
    return { page: document.documentElement.scrollWidth - window.innerWidth, grid: scroller ? scroller.scrollWidth - scroller.clientWidth : 0 };
  });
}

it('shows a changed fact in the History panel and on the Activity page, and reverts it', async () => {
  const original = provider.freeWaitMinutes;
  const changed = String((original ?? 0) + 15);
  const context = await browser.newContext({ viewport: WIDE });
  context.setDefaultTimeout(20_000);
  try {
    const { page, errors } = await trackedPage(context);
    await loginAsAdmin(page, site.url);
    await page.goto(editPath());
    const field = page.getByLabel(FREE_WAIT);
    await field.waitFor();
    expect(await field.inputValue()).toBe(original === null ? '' : String(original));
    await field.fill(changed);
    await page.getByRole('button', { name: 'Update Provider' }).click();
    await page.waitForURL(`${site.url}/admin/providers`);
    expect(await freeWaitOnServer()).toBe(Number(changed));

    // The History panel on the edit page: open on a wide screen, the change on top.
    await page.goto(editPath());
    const panel = page.getByTestId('history-panel');
    const newest = panel.getByTestId('history-event').first();
    await newest.getByText('Updated').waitFor();
    await newest.getByText('admin', { exact: true }).waitFor();
    await newest.getByText('Owner', { exact: true }).waitFor();
    expect(await newest.getByLabel(`${FREE_WAIT} before`).textContent()).toBe(original === null ? 'not stated' : String(original));
    expect(await newest.getByLabel(`${FREE_WAIT} after`).textContent()).toBe(changed);
    await partScreenshot(panel, 'history-panel-1280');

    // The Activity page: the same change, newest first; its drawer shows every field.
    await page.goto(`${site.url}/admin/activity`);
    const row = page.locator('.MuiDataGrid-row').first();
    await row.getByRole('link', { name: provider.name }).waitFor();
    await row.getByText(FREE_WAIT).waitFor();
    expect((await sideways(page)).page).toBeLessThanOrEqual(0);
    await screenshot(page, 'activity-1280');
    await row.getByText(FREE_WAIT).click();
    const drawer = page.getByRole('dialog', { name: /^Change #\d+$/ });
    expect(await drawer.getByLabel(`${FREE_WAIT} after`).textContent()).toBe(changed);
    await drawer.getByRole('button', { name: /^Revert updated by admin/ }).waitFor();
    await drawerStill(page);
    await screenshot(page, 'activity-drawer-1280');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // Filtering by kind of record and record id keeps them in the address.
    await page.goto(`${site.url}/admin/activity?type=Provider&record=${provider.id}`);
    await page.locator('.MuiDataGrid-row').first().getByText(FREE_WAIT).waitFor();
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/api/admin/audit.csv?entityType=Provider&entityId=${provider.id}`);

    // Revert from the History panel: the form and the server hold the old value again.
    await page.goto(editPath());
    await panel.getByTestId('history-event').first().getByRole('button', { name: /^Revert updated by admin/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revert this change?' });
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await page.getByText('Change reverted').waitFor();
    await panel.getByTestId('history-event').first().getByText('Reverted').waitFor();
    await page.waitForFunction((value) => (document.querySelector('input[name="freeWaitMinutes"]') as HTMLInputElement | null)?.value === value, original === null ? '' : String(original));
    expect(await freeWaitOnServer()).toBe(original);
    // The revert itself is a change that can be seen (and undone) like any other.
    expect(await panel.getByTestId('history-event').first().getByLabel(`${FREE_WAIT} after`).textContent()).toBe(original === null ? 'not stated' : String(original));
    // Reverting the older change now is refused: the record moved on since.
    await panel.getByTestId('history-event').nth(1).getByRole('button', { name: /^Revert updated by admin/ }).click();
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await panel.getByTestId('revert-conflict').getByText(/was changed by admin/).waitFor();
    expect(await freeWaitOnServer()).toBe(original);
    await partScreenshot(panel, 'history-panel-reverted-1280');

    await page.goto(`${site.url}/admin`);
    await page.getByTestId('attention').waitFor();
    await partScreenshot(page.getByTestId('attention'), 'dashboard-attention-1280');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('at 390 px: the History panel starts folded, the Activity grid and its drawer fit the phone', async () => {
  // Something for the dashboard to point at: a wrong password on this account, and a provider whose
  // facts were last checked long ago.
  const wrong = await fetch(`${site.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'not-the-password' }) });
  expect(wrong.status).toBe(401);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(20_000);
  try {
    const { page, errors } = await trackedPage(context);
    await loginAsAdmin(page, site.url);
    const others = ((await (await fetch(`${site.url}/api/providers`)).json()) as { id: number }[]).filter((p) => p.id !== provider.id);
    const stale = (await (await page.request.get(`${site.url}/api/admin/providers/${others[0].id}`)).json()) as Record<string, unknown>;
    const saved = await page.request.put(`${site.url}/api/admin/providers/${others[0].id}`, { data: { ...stale, factsCheckedOn: '2025-06-01' } });
    expect(saved.status()).toBe(200);
    await page.goto(editPath());
    const summary = page.getByRole('button', { name: /^History/ });
    await summary.waitFor();
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    await summary.click();
    await page.getByTestId('history-event').first().waitFor();
    expect((await sideways(page)).page).toBeLessThanOrEqual(0);
    await partScreenshot(page.getByTestId('history-panel'), 'history-panel-390');

    await page.goto(`${site.url}/admin/activity`);
    const row = page.locator('.MuiDataGrid-row').first();
    await row.waitFor();
    const gap = await sideways(page);
    expect(gap.page).toBeLessThanOrEqual(0);
    expect(gap.grid).toBeLessThanOrEqual(0);
    await screenshot(page, 'activity-390');
    // The reverted change: its fields before and after, one under the other.
    await page.locator('.MuiDataGrid-row').filter({ hasText: 'Reverted' }).first().locator('[data-field="at"]').click();
    const drawer = page.getByRole('dialog', { name: /^Change #\d+$/ });
    await drawer.getByLabel(`${FREE_WAIT} after`).waitFor();
    await drawerStill(page);
    expect((await sideways(page)).page).toBeLessThanOrEqual(0);
    await screenshot(page, 'activity-drawer-390');
    await drawer.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${site.url}/admin`);
    const attention = page.getByTestId('attention');
    await attention.getByTestId('attention-sign-ins').getByText('1 failed sign-in on your account since your previous sign-in').waitFor();
    await attention.getByTestId('attention-facts').getByText('checked Jun 1, 2025').waitFor();
    await partScreenshot(attention, 'dashboard-attention-390');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
