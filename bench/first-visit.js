#!/usr/bin/env node
// A first visit on a slow phone connection, timed: how long after a fresh Chromium opens the home
// page of the built server (dist/, fresh SQLite, NODE_ENV=production) through a slow link (a TCP
// proxy pacing every connection through one 1.6 Mbit/s downlink and 750 kbit/s uplink with a 150 ms
// round trip: Lighthouse's mobile profile, bench/slowLink.js, as in the browser tests) the service worker has
// kept the main pages (/, /providers, /resources, /contact, /faq) in its pages cache. RUNS runs, each
// in a fresh browser context; medians. Goal (the bound tests/e2e/first-visit.e2e.ts used to assert; it
// now asserts that the worker asks for the main pages before anything else): the median under 10 s.
// Prints a table and writes bench/results/first-visit.md; with --check, writes nothing and exits 1 on
// a miss. Needs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
// Usage: node bench/first-visit.js [--check]   (env FIRST_VISIT_RUNS, default 5)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { median } = require('./figures');
const { ROOT, requireBuild, startServer, wait } = require('./harness');
const { startSlowLink } = require('./slowLink');

const RUNS = Number(process.env.FIRST_VISIT_RUNS || 5);
const GOAL_MS = 10_000;
const MAIN_PAGES = ['/', '/providers', '/resources', '/contact', '/faq'];
const PAGES_CACHE = 'rdu-rides-pages-v1';
const check = process.argv.includes('--check');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];



/** Milliseconds from opening the site until the worker has kept every main page (null: not within 60 s). */
async function firstVisit(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const opened = performance.now();
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    // (Runs in the page, where `caches` is the CacheStorage.)
    const kept = () => page.evaluate(async (name) => ((await globalThis.caches.has(name)) ? (await (await globalThis.caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : []), PAGES_CACHE).catch(() => []);
    while (performance.now() - opened < 60_000) {
      const now = await kept();
      if (MAIN_PAGES.every((p) => now.includes(p))) return performance.now() - opened;
      await wait(100);
    }
    return null;
  } finally {
    await context.close();
  }
}

async function main() {
  requireBuild();
  requireBuild(path.join(ROOT, 'dist', 'web'));
  const server = await startServer({ name: 'first-visit' });
  const link = await startSlowLink(server.port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const cases = [
    { name: 'phone (390 x 844)', viewport: { width: 390, height: 844 }, times: [] },
    { name: 'desktop (1280 x 800)', viewport: { width: 1280, height: 800 }, times: [] },
  ];
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const c of cases) c.times.push(await firstVisit(browser, link.url, c.viewport));
    }
  } finally {
    await browser.close();
    await link.close();
    await server.stop();
  }

  const shown = (ms) => (ms === null ? 'not kept within 60 s' : (ms / 1000).toFixed(1));
  const judged = cases.map((c) => ({ ...c, median: c.times.includes(null) ? null : median(c.times) }));
  const misses = judged.filter((c) => c.median === null || c.median >= GOAL_MS);
  const lines = [
    `# First visit on a slow connection (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`,
    '',
    `Seconds from opening the home page through the slow link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) until the service worker has kept the main pages; ${RUNS} runs each, a fresh browser context every run. Goal: the median under ${GOAL_MS / 1000} s.`,
    '',
    '| viewport | median s | runs s |',
    '|---|---|---|',
    ...judged.map((c) => `| ${c.name} | ${c.median === null ? 'a run missed' : shown(c.median)} | ${c.times.map(shown).join(', ')} |`),
    '',
    misses.length ? `Missed: ${misses.map((c) => c.name).join(', ')}` : 'Every median within the goal.',
  ];
  console.log(lines.join('\n'));
  if (!check) fs.writeFileSync(path.join(__dirname, 'results', 'first-visit.md'), `${lines.join('\n')}\n`);
  process.exit(misses.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
