// The admin Contacts page with 100,000 messages (written straight into the site's SQLite file): the
// first page of cards comes from one request for one page (25 messages, a few kilobytes) and the
// page holds one page of them; the pager, the unread tab, the search and a bulk action work at that
// size, at 1280 and 390 px. (What makes that request cheap at any size is asserted in
// tests/integration/inbox-scale.test.ts; how long the page takes to show is bench/admin-pages.js's.)
import knex from 'knex';
import type { Browser, Page } from 'playwright-core';
import { answeredReads, launchBrowser, loginAsAdmin, screenshot, startSite, trackedPage, watchGraphql, type GraphqlAsk, type Site } from './support/site';

const MESSAGES = 100_000;
const PAGE_SIZE = 25;
/** A page of 25 messages as the inbox asks for it: a few kilobytes (an answer with the whole inbox would be megabytes). */
const PAGE_BYTES = 16 * 1024;

let site: Site;
let browser: Browser;

/** One message a minute from 2025-01-01 (TypeORM's SQLite datetime text), every third one unread. */
async function seed(filename: string): Promise<void> {
  const db = knex({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: MESSAGES }, (_, n) => {
    const i = n + 1;
    const createdAt = new Date(start + i * 60_000).toISOString().replace('T', ' ').replace('Z', '');
    return { name: `Sender ${i}`, email: `sender${i}@example.com`, subject: `Question number ${i}`, message: `Message body ${i}: is there a late shuttle from RDU?`, isRead: i % 3 === 0 ? 0 : 1, createdAt };
  });
  try {
    // SQLite allows 500 terms in the compound SELECT knex builds for a multi-row insert.
    await db.batchInsert('contact_submissions', rows, 400);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  site = await startSite();
  await seed(site.databaseFile);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
}, 40_000);

/**
 * Logs in (the admin app is then loaded, as it is for an admin at work) and opens Contacts from the
 * admin menu, until the first card shows; with the inbox's reads asked since the click.
 */
async function openInbox(width: number): Promise<{ page: Page; errors: string[]; asks: GraphqlAsk[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(30_000);
  const { page, errors } = await trackedPage(context);
  await loginAsAdmin(page, site.url);
  // Phones and tablets reach the sections through the menu's drawer.
  if (width < 900) await page.getByRole('button', { name: 'Open admin menu' }).click();
  const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Contacts/ });
  const asks = watchGraphql(page, 'AdminContacts');
  await link.click();
  await page.getByRole('article', { name: `Question number ${MESSAGES}` }).waitFor();
  return { page, errors, asks, close: () => context.close() };
}

/** The first page came from one read of one page: its first 25 messages and the totals, in a few kilobytes. */
async function expectOnePageRead(asks: GraphqlAsk[]): Promise<void> {
  const reads = await answeredReads(asks);
  expect(reads.map((a) => a.variables)).toEqual([{ limit: PAGE_SIZE, offset: 0 }]);
  const [{ bytes, body }] = reads;
  expect(body.data.contactsPage).toMatchObject({ total: MESSAGES, unreadTotal: expect.any(Number) });
  expect(body.data.contactsPage.items).toHaveLength(PAGE_SIZE);
  expect(bytes).toBeLessThan(PAGE_BYTES);
}

it('shows the first page of 100,000 messages from one read of one page, one page of cards', async () => {
  const { page, errors, asks, close } = await openInbox(1280);
  try {
    await expectOnePageRead(asks);
    expect(await page.getByRole('article').count()).toBe(PAGE_SIZE);
    await page.getByText(`Page 1 of ${(MESSAGES / PAGE_SIZE).toLocaleString('en-US')}`).waitFor();
    await page.getByRole('tab', { name: `Unread (${Math.floor(MESSAGES / 3).toLocaleString('en-US')})` }).waitFor();
    await screenshot(page, 'admin-inbox-100k-1280');

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByRole('article', { name: `Question number ${MESSAGES - PAGE_SIZE}` }).waitFor();
    expect(await page.getByRole('article').count()).toBe(PAGE_SIZE);

    await page.getByRole('tab', { name: /^Unread/ }).click();
    await page.getByRole('article', { name: `Question number ${MESSAGES - 1}` }).waitFor();
    expect(await page.getByText('New', { exact: true }).count()).toBe(PAGE_SIZE);

    await page.getByRole('searchbox', { name: 'Search name, e-mail or subject' }).fill('sender99999@');
    await page.getByRole('article', { name: 'Question number 99999' }).waitFor();
    await page.getByRole('article').nth(1).waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Mark read' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Contacts marked as read' }).waitFor();
    await page.getByText('No contact submissions found.').waitFor();

    // A cold load of the page's address: the first page comes the same way.
    const cold = watchGraphql(page, 'AdminContacts');
    await page.goto(`${site.url}/admin/contacts`);
    await page.getByRole('article', { name: `Question number ${MESSAGES}` }).waitFor();
    await expectOnePageRead(cold);
    expect(await page.getByRole('article').count()).toBe(PAGE_SIZE);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('fits a 390 px phone', async () => {
  const { page, errors, asks, close } = await openInbox(390);
  try {
    await expectOnePageRead(asks);
    expect(await page.getByRole('article').count()).toBe(PAGE_SIZE);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await screenshot(page, 'admin-inbox-100k-390');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
