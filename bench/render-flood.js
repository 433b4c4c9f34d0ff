#!/usr/bin/env node
// Render flood: 3,000 distinct junk URLs (unknown filter and ?sent= values, other spellings of
// page paths, unknown paths and provider slugs, invalid search values, new Host headers, API query
// variations) sent at 8 concurrent while one visitor reads a kept page. Before the canonical page
// keys each junk URL cost a render of 175-350 ms (6.9 requests/s, a kept page at 355 ms typical).
// Runs the built server (dist/) on a fresh SQLite database, as in production (NODE_ENV=production,
// pages made ready before it listens), in FLOOD_PAIRS (3) pairs of rounds alternated: the visitor
// reading alone, then during a flood of URLs no earlier round sent, then during another, then
// alone, ... The server's RSS is sampled every 100 ms throughout.
// Goals (the full bench): the kept page's p99 during the flood under 50 ms (the median of the
// flood rounds), the server's RSS under 350 MB; prints and writes bench/results/render-flood.md,
// exits 1 on a missed goal.
// --check, CI's short form (`npm run bench:check`): shorter rounds, judged on the median of the
// pairs' ratio (p99 during the flood / p99 alone, measured beside it) and on the peak RSS, against
// CI's ceilings, set outside the spread of 20 runs of the check with one core kept busy
// (bench/ci-floors.js, bench/results/ci-spread.md); prints only.
// Usage: node bench/render-flood.js [--check]   (env FLOOD_URLS, FLOOD_CONCURRENCY, FLOOD_PAIRS,
// FLOOD_QUIET_MS, FLOOD_READER_MS)
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { SERVER_NODE_FLAGS } = require('../scripts/server-flags');
const { abba, median, percentile, recordFigures, withinLimit } = require('./figures');
const { CI_LIMITS } = require('./ci-floors');

const ROOT = path.resolve(__dirname, '..');
const CHECK = process.argv.includes('--check');
const URLS = Number(process.env.FLOOD_URLS || 3000);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY || 8);
/** Pairs of rounds, the kept page alone and during a flood, alternated. */
const PAIRS = Number(process.env.FLOOD_PAIRS || 3);
/** How long the reader reads in a round alone, and in a flood round. */
const QUIET_MS = Number(process.env.FLOOD_QUIET_MS || (CHECK ? 2000 : 3000));
const READER_MS = Number(process.env.FLOOD_READER_MS || (CHECK ? 4000 : 5000));
// The product's goals, judged by the full bench on the median of its flood rounds.
const GOALS = { p99Ms: 50, rssMb: 350 };
// CI's ceilings for --check (bench/ci-floors.js, set from the spread of 20 runs of the check with
// one core kept busy): the kept page's p99 during the flood as a multiple of its p99 alone in the
// pairs of rounds beside it (median of the pairs), and the server's peak RSS.
const CI_CEILINGS = CI_LIMITS.renderFlood;
const KEPT_PAGE = '/providers';

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-flood-'));
  const port = 4760 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'dist', 'api', 'index.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, port, dataDir };
    } catch {}
    await wait(100);
  }
  child.kill();
  throw new Error('server did not start');
}

/** The junk: every kind of URL that used to cost a render, each one distinct. */
function junkRequests(n, offset = 0) {
  const kinds = [
    (i) => ({ path: `/resources?filter=junk${i}` }),
    (i) => ({ path: `/contact?sent=${i}` }),
    (i) => ({ path: `/${i % 2 ? 'Providers' : 'FAQ'}?v=${i}` }),
    (i) => ({ path: `/%66aq?v=${i}` }),
    (i) => ({ path: '/faq', host: `h${i}.flood.example` }),
    (i) => ({ path: `/api/faqs?x=${i}` }),
    (i) => ({ path: `/no/such/page/${i}` }),
    (i) => ({ path: `/providers/nosuch${i}` }),
    (i) => ({ path: `/?from=Narnia${i}&passengers=${i}` }),
    (i) => ({ path: `/about?utm_source=flood${i}` }),
  ];
  return Array.from({ length: n }, (_, k) => kinds[(offset + k) % kinds.length](offset + k));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(port, { path: urlPath, host }) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent, headers: { host: host ?? `127.0.0.1:${port}`, 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, cache: res.headers['x-cache'] ?? null, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', () => resolve({ status: 0, cache: null, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
  });
}

function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * One visitor reading the kept page, one request after another, in a process of its own (so the
 * flood's client work never delays its timings), for `ms`: its latencies.
 */
function reader(port, ms) {
  const code = `
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true });
    const times = [];
    const end = Date.now() + ${ms};
    const one = () => new Promise((resolve, reject) => {
      const t = process.hrtime.bigint();
      http.get({ host: '127.0.0.1', port: ${port}, path: '${KEPT_PAGE}', agent, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - t) / 1e6) : reject(new Error('status ' + res.statusCode))));
      }).on('error', reject);
    });
    (async () => {
      while (Date.now() < end) { times.push(await one()); await new Promise((r) => setTimeout(r, 5)); }
      process.stdout.write(JSON.stringify(times));
      agent.destroy();
    })().catch((e) => { console.error(e); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (status) => (status === 0 ? resolve(JSON.parse(out)) : reject(new Error(`reader exited ${status}`))));
  });
}

/**
 * One flood round: the junk URLs from `offset` on (URLs no earlier round sent), at CONCURRENCY,
 * sent again (now all known) until the reader, started with it, has read for `readerMs`.
 */
async function floodRound(port, offset, readerMs) {
  const junk = junkRequests(URLS, offset);
  const statuses = {};
  const caches = {};
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < junk.length) {
      const answer = await request(port, junk[next++]);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      caches[answer.cache ?? 'none'] = (caches[answer.cache ?? 'none'] ?? 0) + 1;
    }
  };
  const readerDone = reader(port, readerMs);
  let finished = false;
  readerDone.finally(() => (finished = true));
  let sent = 0;
  const flood = async () => {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    sent += junk.length;
  };
  await flood();
  const seconds = (Date.now() - started) / 1000;
  while (!finished) {
    next = 0;
    await flood();
  }
  return { times: await readerDone, flood: { urls: junk.length, seconds, perSecond: junk.length / seconds, statuses, caches, sent } };
}

const summary = (times) => ({ p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times), n: times.length });

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'api', 'index.js'))) throw new Error('Build first: npm run build');
  const server = await startServer();
  const rounds = [];
  let rssStartMb;
  let rssEndMb;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.child.pid) ?? 0)), 100);
  try {
    await request(server.port, { path: KEPT_PAGE });
    rssStartMb = rssMb(server.child.pid);
    // Quiet rounds (the kept page alone) and flood rounds alternate: quiet, flood, flood, quiet,
    // quiet, flood... Each pair gives the flood's p99 over the quiet one measured beside it.
    let floods = 0;
    for (const order of abba(PAIRS)) {
      const pair = {};
      for (const which of order) {
        if (which === 'a') pair.quiet = summary(await reader(server.port, QUIET_MS));
        else {
          const { times, flood } = await floodRound(server.port, floods++ * URLS, READER_MS);
          pair.during = summary(times);
          pair.flood = flood;
        }
      }
      pair.ratio = pair.during.p99 / pair.quiet.p99;
      rounds.push(pair);
    }
    rssEndMb = rssMb(server.child.pid);
  } finally {
    clearInterval(sampler);
    server.child.kill();
    agent.destroy();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }

  const quietP99 = median(rounds.map((r) => r.quiet.p99));
  const duringP99 = median(rounds.map((r) => r.during.p99));
  const ratio = median(rounds.map((r) => r.ratio));
  const rssGrowthMb = peakRss - (rssStartMb ?? 0);
  const cpu = os.cpus();
  const f = (n) => n.toFixed(1);
  const first = rounds[0];
  let ok;
  let verdict;
  if (CHECK) {
    const figures = [
      { figure: `${KEPT_PAGE} p99 during the flood / alone`, value: ratio, unit: '×', limit: CI_CEILINGS.p99Ratio, limitKey: 'renderFlood.p99Ratio', sense: 'max' },
      { figure: 'server RSS peak', value: peakRss, unit: 'MB', limit: CI_CEILINGS.rssMb, limitKey: 'renderFlood.rssMb', sense: 'max' },
      { figure: `${KEPT_PAGE} p99 alone`, value: quietP99, unit: 'ms', judged: false },
      { figure: `${KEPT_PAGE} p99 during the flood`, value: duringP99, unit: 'ms', judged: false },
      { figure: 'server RSS growth over the idle server', value: rssGrowthMb, unit: 'MB', judged: false },
    ];
    recordFigures('render flood', figures);
    ok = figures.every((x) => x.judged === false || withinLimit(x));
    verdict = `CI ceilings: the median of the pairs' p99 ratios (during the flood / alone) ≤ ${CI_CEILINGS.p99Ratio}× (here ${f(ratio)}×), RSS peak ≤ ${CI_CEILINGS.rssMb} MB (here ${f(peakRss)} MB): ${ok ? 'met' : 'MISSED'}. (The full bench's goals: p99 during the flood < ${GOALS.p99Ms} ms, here the median ${f(duringP99)} ms; RSS < ${GOALS.rssMb} MB.)`;
  } else {
    ok = duringP99 < GOALS.p99Ms && peakRss < GOALS.rssMb;
    verdict = `Goals: p99 during the flood < ${GOALS.p99Ms} ms (the median of the ${PAIRS} flood rounds: ${f(duringP99)} ms), RSS < ${GOALS.rssMb} MB: ${ok ? 'met' : 'MISSED'}.`;
  }
  const report = [
    '# Render flood: junk URLs at 8 concurrent while a visitor reads a kept page',
    '',
    `Run: ${new Date().toISOString()} · machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version}`,
    `Flood: ${URLS} distinct URLs a round (10 kinds, see bench/render-flood.js; new ones each round) at ${CONCURRENCY} concurrent, from one address, keep-alive; the reader, in its own process, asks for ${KEPT_PAGE} (brotli) every 5 ms. ${PAIRS} pairs of rounds, alone (${(QUIET_MS / 1000).toFixed(1)} s) and during the flood (${(READER_MS / 1000).toFixed(1)} s), alternated (alone, flood, flood, alone, ...); medians of the rounds.`,
    '',
    '| | p50 (ms) | p99 (ms), each round | p99, median | requests, first round |',
    '|---|---|---|---|---|',
    `| ${KEPT_PAGE}, alone | ${f(median(rounds.map((r) => r.quiet.p50)))} | ${rounds.map((r) => f(r.quiet.p99)).join(', ')} | ${f(quietP99)} | ${first.quiet.n} |`,
    `| ${KEPT_PAGE}, during the flood | ${f(median(rounds.map((r) => r.during.p50)))} | ${rounds.map((r) => f(r.during.p99)).join(', ')} | ${f(duringP99)} (max ${f(Math.max(...rounds.map((r) => r.during.max)))}) | ${first.during.n} |`,
    `| during / alone | | ${rounds.map((r) => f(r.ratio)).join(', ')} | ${f(ratio)}× | |`,
    '',
    `The flood, first round: the ${first.flood.urls} URLs in ${f(first.flood.seconds)} s (${first.flood.perSecond.toFixed(0)} requests/s), then sent again until the reader's ${(READER_MS / 1000).toFixed(1)} s were over (${first.flood.sent} in all); statuses ${JSON.stringify(first.flood.statuses)}; X-Cache ${JSON.stringify(first.flood.caches)} (MISS = a render).`,
    `Server RSS: ${f(rssStartMb ?? 0)} MB before the first flood, peak ${f(peakRss)} MB, at the end ${f(rssEndMb ?? 0)} MB.`,
    '',
    verdict,
    '',
  ].join('\n');
  console.log(report);
  if (!CHECK) fs.writeFileSync(path.join(__dirname, 'results', 'render-flood.md'), report);
  if (!ok) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
