#!/usr/bin/env node
// The admin pages at scale in Chromium, timed: the Contacts page with 100,000 messages (from the
// click on "Contacts" in the admin menu to the first card, and a cold load of /admin/contacts to the
// first card) and the providers grid with 10,000 more providers (a load of /admin/providers to the
// first row of 'Scale Provider ...'), on the built server (dist/, fresh SQLite, NODE_ENV=production),
// each in a fresh browser context signed in as the admin, RUNS times; medians and the slowest run.
// Goals (the bounds tests/e2e/inbox.e2e.ts and admin-lists.e2e.ts used to assert; they now assert
// one read of one page): the inbox's first page under 2 s, the grid's under 5 s, as medians.
// Prints a table and writes bench/results/admin-pages.md; with --check, writes nothing and exits 1
// on a missed goal. Needs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
// Usage: node bench/admin-pages.js [--check]   (env ADMIN_PAGES_RUNS, default 5)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { median } = require('./figures');
const { ADMIN, ROOT, requireBuild, startServer } = require('./harness');
const { seedAdminRows } = require('./admin-rows');

const MESSAGES = 100_000;
const ROWS = 10_000;
const RUNS = Number(process.env.ADMIN_PAGES_RUNS || 5);
const check = process.argv.includes('--check');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];



/** A fresh context signed in through the admin form, at the dashboard. */
async function signedIn(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.waitForURL(`${url}/admin`);
  return { context, page };
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  requireBuild();
  requireBuild(path.join(ROOT, 'dist', 'web'));
  const server = await startServer({ name: 'admin-pages' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const cases = [
    { name: 'Contacts (100,000 messages): menu click to the first card', goalMs: 2_000, times: [] },
    { name: 'Contacts (100,000 messages): cold load to the first card', goalMs: 2_000, times: [] },
    { name: 'Providers grid (+10,000): load to the first row', goalMs: 5_000, times: [] },
  ];
  try {
    await seedAdminRows(server.sqliteFile, { messages: MESSAGES, rows: ROWS });
    const firstCard = (page) => page.getByRole('article', { name: `Question number ${MESSAGES}` }).waitFor();
    // One run to warm up (the server's first renders, its persisted queries), then RUNS measured.
    for (let run = 0; run <= RUNS; run++) {
      const { context, page } = await signedIn(browser, server.base, 1280);
      try {
        const link = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Contacts/ });
        const click = await timed(async () => {
          await link.click();
          await firstCard(page);
        });
        const cold = await timed(async () => {
          await page.goto(`${server.base}/admin/contacts`);
          await firstCard(page);
        });
        const grid = await timed(async () => {
          await page.goto(`${server.base}/admin/providers`);
          await page.getByRole('gridcell', { name: /^Scale Provider 0000/ }).first().waitFor();
        });
        if (run > 0) [click, cold, grid].forEach((ms, i) => cases[i].times.push(ms));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const misses = cases.filter((c) => median(c.times) >= c.goalMs);
  const lines = [
    `# Admin pages at scale in Chromium (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`,
    '',
    `${RUNS} runs after one to warm up, each in a fresh browser context at 1280 px, on the built server with a fresh SQLite database.`,
    '',
    '| page | goal (median) | median ms | slowest ms | runs ms |',
    '|---|---|---|---|---|',
    ...cases.map((c) => `| ${c.name} | < ${c.goalMs} | ${median(c.times).toFixed(0)} | ${Math.max(...c.times).toFixed(0)} | ${c.times.map((t) => t.toFixed(0)).join(', ')} |`),
    '',
    misses.length ? `Missed: ${misses.map((c) => c.name).join('; ')}` : 'Every median within its goal.',
  ];
  console.log(lines.join('\n'));
  if (!check) fs.writeFileSync(path.join(__dirname, 'results', 'admin-pages.md'), `${lines.join('\n')}\n`);
  process.exit(misses.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
