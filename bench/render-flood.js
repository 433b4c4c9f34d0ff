#!/usr/bin/env node
// Render flood: junk URLs never asked before (unknown filter and ?sent= values, other spellings of
// page paths, unknown paths and provider slugs, invalid search values, new Host headers, API query
// variations: ten kinds) sent at 8 concurrent while one visitor reads a kept page. Before the
// canonical page keys each junk URL cost a render of 175-350 ms (6.9 requests/s, a kept page at
// 355 ms typical). Runs the built server (dist/) on a fresh SQLite database, as in production
// (NODE_ENV=production, pages made ready before it listens):
//   - the visitor reading alone (shown, not judged);
//   - FLOOD_PAIRS (3) pairs of flood rounds, alternated: the same ten kinds of URL but a hundred
//     URLs asked before (seen), then URLs never asked before (new), then new, then seen, ... Every
//     new round goes on where the last one stopped, so no new URL is ever sent twice. A round lasts
//     as long as the visitor reads (FLOOD_ROUND_MS).
// The seen rounds are the reference: the same requests, concurrency and machine, but nothing left
// to render or learn. A busy machine slows both alike; a junk URL that costs more than a known one
// (a render, a new key) shows as the new rounds' p99 over the seen ones'.
// The server's RSS is sampled every 100 ms throughout.
// Goals (the full bench): the kept page's p99 during the flood of new URLs under 50 ms (the median
// of those rounds), the server's RSS under 350 MB; prints and writes bench/results/render-flood.md,
// exits 1 on a missed goal.
// --check, CI's short form (`npm run bench:check`): shorter rounds, judged on the median of the
// pairs' ratio (p99 during new URLs / p99 during seen URLs, measured beside it) and on the peak
// RSS, against CI's ceilings, set outside the spread of 20 runs of the check with one core kept
// busy (bench/ci-floors.js, bench/results/ci-spread.md); prints only.
// --trips (also run after the full bench; not by --check): the fairness run. 12 clients (each its
// own X-Forwarded-For address, the server with TRUST_PROXY=loopback) x 3 connections ask for trip
// pages never asked before for TRIP_FLOOD_MS (15 s) while one normal visitor, from an address of
// its own, searches a new trip one after another (each a render); the visitor alone first, the
// same searches, beside it. Reports the visitor's p95 and its 503s and 429s alone and during the
// flood, the flood's statuses, and the server's RSS before, at its peak and after the flood;
// writes bench/results/render-flood-trips.md. Judges nothing (the machine is shared): goals shown.
// TRIP_FLOOD_BEFORE=path/to/other/dist/api/index.js runs the same on that build first, beside it.
// Usage: node bench/render-flood.js [--check | --trips]   (env FLOOD_CONCURRENCY, FLOOD_PAIRS,
// FLOOD_QUIET_MS, FLOOD_ROUND_MS, TRIP_FLOOD_MS, TRIP_FLOOD_CLIENTS, TRIP_FLOOD_CONNECTIONS)
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { median, percentile, recordFigures, withinLimit } = require('./figures');
const { alternate, logWords, machine, requireBuild, rssMb, startServer } = require('./harness');
const { CI_LIMITS } = require('./ci-floors');

const CHECK = process.argv.includes('--check');
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY || 8);
/** Pairs of flood rounds, URLs seen before and new ones, alternated. */
const PAIRS = Number(process.env.FLOOD_PAIRS || 3);
/** How long the visitor reads alone, and in each flood round. */
const QUIET_MS = Number(process.env.FLOOD_QUIET_MS || (CHECK ? 1500 : 3000));
const ROUND_MS = Number(process.env.FLOOD_ROUND_MS || (CHECK ? 3500 : 5000));
/** How many distinct URLs the seen rounds send, over and over (all asked once before the rounds). */
const SEEN_URLS = 100;
// The product's goals, judged by the full bench on the median of its new-URL flood rounds.
const GOALS = { p99Ms: 50, rssMb: 350 };
// CI's ceilings for --check (bench/ci-floors.js, set from the spread of 20 runs of the check with
// one core kept busy): the kept page's p99 during a flood of new URLs as a multiple of its p99
// during a flood of URLs seen before, in the pairs of rounds beside it (median of the pairs), and
// the server's peak RSS.
const CI_CEILINGS = CI_LIMITS.renderFlood;
const KEPT_PAGE = '/providers';


/** The ten kinds of junk URL, the i-th of each kind: every kind of URL that used to cost a render. */
const KINDS = [
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
/** The n-th junk URL: each kind in turn, numbered so that no two are alike. */
const junk = (n) => KINDS[n % KINDS.length](n);

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
 * One flood round: CONCURRENCY senders asking for `next()` junk URL after another while the
 * visitor, started with them, reads for ROUND_MS; they stop when the visitor is done.
 */
async function floodRound(port, next) {
  const statuses = {};
  const caches = {};
  let sent = 0;
  let finished = false;
  const started = Date.now();
  const readerDone = reader(port, ROUND_MS).finally(() => (finished = true));
  const worker = async () => {
    while (!finished) {
      const answer = await request(port, next());
      sent++;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      caches[answer.cache ?? 'none'] = (caches[answer.cache ?? 'none'] ?? 0) + 1;
    }
  };
  const [times] = await Promise.all([readerDone, ...Array.from({ length: CONCURRENCY }, worker)]);
  const seconds = (Date.now() - started) / 1000;
  return { times, flood: { sent, seconds, perSecond: sent / seconds, statuses, caches } };
}

const summary = (times) => ({ p50: percentile(times, 50), p99: percentile(times, 99), max: Math.max(...times), n: times.length });

// ---- the fairness run (--trips) -------------------------------------------------------------------

const TRIPS = process.argv.includes('--trips');
const TRIP_FLOOD_MS = Number(process.env.TRIP_FLOOD_MS || 15_000);
const TRIP_CLIENTS = Number(process.env.TRIP_FLOOD_CLIENTS || 12);
const TRIP_CONNECTIONS = Number(process.env.TRIP_FLOOD_CONNECTIONS || 3);
const TRIP_PLACES = ['Downtown+Raleigh', 'Cary', 'Durham', 'Apex', 'Chapel+Hill'];
/** The goals for the visitor during the flood (shown, not judged). */
const TRIP_GOALS = { p95Ms: 1000, unavailable: 0 };

/** The n-th trip page of a series: every n a trip never asked before (its own day and minute). */
function tripUrl(series, n) {
  const day = new Date(Date.UTC(2030, 0, 1) + (n % 700) * 86_400_000).toISOString().slice(0, 10);
  const minute = (Math.floor(n / 700) * 7 + series * 131) % 1440;
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}%3A${String(minute % 60).padStart(2, '0')}`;
  return `/?from=RDU+Airport&to=${TRIP_PLACES[(n + series) % TRIP_PLACES.length]}&date=${day}&time=${time}&passengers=${1 + (series % 6)}`;
}

/** A request from one client (its X-Forwarded-For address), with its own agent's connections. */
function clientRequest(port, agentOf, address, urlPath) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (status) => resolve({ status, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: agentOf, headers: { 'x-forwarded-for': address, 'accept-encoding': 'br', accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode));
    });
    req.on('error', () => done(0));
  });
}

/**
 * The visitor, in a process of its own: new trip searches one after another (each waits for its
 * answer, then 200 ms to read it) for `ms`: each search's status and time.
 */
function searcher(port, ms, series) {
  const code = `
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true });
    const tripUrl = ${tripUrl.toString()};
    const TRIP_PLACES = ${JSON.stringify(TRIP_PLACES)};
    const answers = [];
    const end = Date.now() + ${ms};
    const one = (n) => new Promise((resolve) => {
      const t = process.hrtime.bigint();
      const done = (status) => resolve({ status, ms: Number(process.hrtime.bigint() - t) / 1e6 });
      http.get({ host: '127.0.0.1', port: ${port}, path: tripUrl(${series}, n), agent, headers: { 'x-forwarded-for': '192.0.2.200', 'accept-encoding': 'br', accept: 'text/html' } }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode));
      }).on('error', () => done(0));
    });
    (async () => {
      for (let n = 0; Date.now() < end; n++) { answers.push(await one(n)); await new Promise((r) => setTimeout(r, 200)); }
      process.stdout.write(JSON.stringify(answers));
      agent.destroy();
    })();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (status) => (status === 0 ? resolve(JSON.parse(out)) : reject(new Error(`searcher exited ${status}`))));
  });
}

const countBy = (answers) => answers.reduce((n, a) => ((n[a.status] = (n[a.status] ?? 0) + 1), n), {});
const visitorFigures = (answers) => ({ n: answers.length, p50: percentile(answers.map((a) => a.ms), 50), p95: percentile(answers.map((a) => a.ms), 95), max: Math.max(...answers.map((a) => a.ms)), statuses: countBy(answers) });

/** One fairness run against the build at `entry` (this one's by default): the visitor alone and during the flood, the flood, RSS. */
async function tripFloodRun(entry) {
  const server = await startServer({ name: 'trip-flood', env: { TRUST_PROXY: 'loopback' }, ...(entry ? { entry } : {}) });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.child.pid) ?? 0)), 100);
  const agents = Array.from({ length: TRIP_CLIENTS }, () => new http.Agent({ keepAlive: true, maxSockets: TRIP_CONNECTIONS }));
  let alone;
  let during;
  let flood;
  let rssBefore;
  let rssAfter;
  try {
    await clientRequest(server.port, agents[0], '192.0.2.250', '/'); // the home page rendered once
    rssBefore = rssMb(server.child.pid);
    // The visitor alone, then during the flood: the same kind of searches, never asked before.
    alone = visitorFigures(await searcher(server.port, Math.min(TRIP_FLOOD_MS, 8000), 90));
    let finished = false;
    const statuses = {};
    let sent = 0;
    const floodStarted = Date.now();
    const connection = async (client, c) => {
      let n = c;
      while (!finished) {
        const answer = await clientRequest(server.port, agents[client], `198.51.100.${client + 1}`, tripUrl(client, n));
        n += TRIP_CONNECTIONS;
        sent++;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    };
    const visitor = searcher(server.port, TRIP_FLOOD_MS, 91).finally(() => (finished = true));
    const connections = [];
    for (let client = 0; client < TRIP_CLIENTS; client++) for (let c = 0; c < TRIP_CONNECTIONS; c++) connections.push(connection(client, c));
    const [answers] = await Promise.all([visitor, ...connections]);
    during = visitorFigures(answers);
    flood = { sent, seconds: (Date.now() - floodStarted) / 1000, statuses };
    rssAfter = rssMb(server.child.pid);
  } finally {
    clearInterval(sampler);
    for (const a of agents) a.destroy();
    await server.stop();
  }
  return { alone, during, flood, rssBefore, rssAfter, peakRss };
}

/**
 * The fairness run on this build; with TRIP_FLOOD_BEFORE (another build's dist/api/index.js, e.g.
 * main's before this change) on that build first, then on this one, beside it.
 */
async function tripFlood() {
  requireBuild();
  const before = process.env.TRIP_FLOOD_BEFORE ? await tripFloodRun(process.env.TRIP_FLOOD_BEFORE) : null;
  const { alone, during, flood, rssBefore, rssAfter, peakRss } = await tripFloodRun();
  const f = (n) => n.toFixed(0);
  const row = (label, v) => `| ${label} | ${v.n} | ${f(v.p50)} | ${f(v.p95)} | ${f(v.max)} | ${v.statuses[503] ?? 0} | ${v.statuses[429] ?? 0} | ${JSON.stringify(v.statuses)} |`;
  const met = during.p95 <= TRIP_GOALS.p95Ms && (during.statuses[503] ?? 0) === TRIP_GOALS.unavailable;
  const beforeRows = before
    ? [row(`before (${process.env.TRIP_FLOOD_BEFORE}): alone`, before.alone), row('before: during the flood', before.during)]
    : [];
  const beforeLines = before
    ? [`Before: the flood ${before.flood.sent} requests in ${before.flood.seconds.toFixed(1)} s, statuses ${JSON.stringify(before.flood.statuses)}; RSS ${f(before.rssBefore ?? 0)} MB before, peak ${f(before.peakRss)} MB, ${f(before.rssAfter ?? 0)} MB after.`]
    : [];
  const report = [
    `# Render fairness: ${TRIP_CLIENTS} clients x ${TRIP_CONNECTIONS} connections of new trip pages while a visitor searches`,
    '',
    `Run: ${new Date().toISOString()} · machine: ${machine()}`,
    `The server as in production (${logWords()}), \`TRUST_PROXY=loopback\`, each client its own \`X-Forwarded-For\` address, the render limits at their defaults (2 at once, 32 waiting, 2 waiting per client, 30 renders per client in a burst then 1 a second).`,
    `Flood: ${TRIP_CLIENTS} clients x ${TRIP_CONNECTIONS} keep-alive connections, each asking for home-page trips never asked before (each a render), for ${(TRIP_FLOOD_MS / 1000).toFixed(0)} s. The visitor, in its own process and from its own address, searches a new trip (a render), reads it 200 ms, searches again; alone first (${(Math.min(TRIP_FLOOD_MS, 8000) / 1000).toFixed(0)} s), then during the flood.`,
    '',
    '| visitor | searches | p50 (ms) | p95 (ms) | max (ms) | 503 | 429 | statuses |',
    '|---|---|---|---|---|---|---|---|',
    ...beforeRows,
    row('alone', alone),
    row('during the flood', during),
    '',
    ...beforeLines,
    `The flood: ${flood.sent} requests in ${flood.seconds.toFixed(1)} s, statuses ${JSON.stringify(flood.statuses)}.`,
    `Server RSS: ${f(rssBefore ?? 0)} MB before, peak ${f(peakRss)} MB, ${f(rssAfter ?? 0)} MB after the flood.`,
    '',
    `The issue's goals (shown, not judged: this machine is shared with other work, its figures move from run to run): the visitor's p95 during the flood <= ${TRIP_GOALS.p95Ms} ms (here ${f(during.p95)} ms) and never a 503 (here ${during.statuses[503] ?? 0}): ${met ? 'met' : 'not met'} in this run.`,
    '',
  ].join('\n');
  console.log(report);
  fs.writeFileSync(path.join(__dirname, 'results', 'render-flood-trips.md'), report);
}

async function main() {
  if (TRIPS) return tripFlood();
  requireBuild();
  const server = await startServer({ name: 'flood' });
  const rounds = [];
  let quiet;
  let rssStartMb;
  let rssEndMb;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.child.pid) ?? 0)), 100);
  try {
    await request(server.port, { path: KEPT_PAGE });
    // The seen URLs, asked once each: from now on nothing in them is new to the server.
    for (let i = 0; i < SEEN_URLS; i++) await request(server.port, junk(i));
    rssStartMb = rssMb(server.child.pid);
    quiet = summary(await reader(server.port, QUIET_MS));
    let seen = 0;
    let fresh = SEEN_URLS; // new URLs are numbered after the seen ones: never asked before
    const pairs = await alternate(['seen', 'fresh'], PAIRS, async (which) => {
      const { times, flood } = await floodRound(server.port, which === 'seen' ? () => junk(seen++ % SEEN_URLS) : () => junk(fresh++));
      return { ...summary(times), flood };
    });
    for (const pair of pairs) rounds.push({ ...pair, ratio: pair.fresh.p99 / pair.seen.p99 });
    rssEndMb = rssMb(server.child.pid);
  } finally {
    clearInterval(sampler);
    agent.destroy();
    await server.stop();
  }

  const seenP99 = median(rounds.map((r) => r.seen.p99));
  const freshP99 = median(rounds.map((r) => r.fresh.p99));
  const ratio = median(rounds.map((r) => r.ratio));
  const renders = rounds.reduce((n, r) => n + (r.fresh.flood.caches.MISS ?? 0), 0);
  const newUrls = rounds.reduce((n, r) => n + r.fresh.flood.sent, 0);
  const f = (n) => n.toFixed(1);
  let ok;
  let verdict;
  if (CHECK) {
    const figures = [
      { figure: `${KEPT_PAGE} p99 during new URLs / during seen URLs`, value: ratio, unit: '×', limit: CI_CEILINGS.p99Ratio, limitKey: 'renderFlood.p99Ratio', sense: 'max' },
      { figure: 'server RSS peak', value: peakRss, unit: 'MB', limit: CI_CEILINGS.rssMb, limitKey: 'renderFlood.rssMb', sense: 'max' },
      { figure: `${KEPT_PAGE} p99 alone`, value: quiet.p99, unit: 'ms', judged: false },
      { figure: `${KEPT_PAGE} p99 during seen URLs`, value: seenP99, unit: 'ms', judged: false },
      { figure: `${KEPT_PAGE} p99 during new URLs`, value: freshP99, unit: 'ms', judged: false },
      { figure: 'new URLs answered per second', value: median(rounds.map((r) => r.fresh.flood.perSecond)), unit: 'req/s', judged: false },
    ];
    recordFigures('render flood', figures);
    ok = figures.every((x) => x.judged === false || withinLimit(x));
    verdict = `CI ceilings: the median of the pairs' p99 ratios (during new URLs / during seen URLs) ≤ ${CI_CEILINGS.p99Ratio}× (here ${ratio.toFixed(2)}×), RSS peak ≤ ${CI_CEILINGS.rssMb} MB (here ${f(peakRss)} MB): ${ok ? 'met' : 'MISSED'}. (The full bench's goals: p99 during the flood < ${GOALS.p99Ms} ms, here the median ${f(freshP99)} ms; RSS < ${GOALS.rssMb} MB.)`;
  } else {
    ok = freshP99 < GOALS.p99Ms && peakRss < GOALS.rssMb;
    verdict = `Goals: p99 during the flood of new URLs < ${GOALS.p99Ms} ms (the median of the ${PAIRS} rounds: ${f(freshP99)} ms), RSS < ${GOALS.rssMb} MB: ${ok ? 'met' : 'MISSED'}.`;
  }
  const row = (label, key) => `| ${KEPT_PAGE}, ${label} | ${f(median(rounds.map((r) => r[key].p50)))} | ${rounds.map((r) => f(r[key].p99)).join(', ')} | ${f(median(rounds.map((r) => r[key].p99)))} (max ${f(Math.max(...rounds.map((r) => r[key].max)))}) | ${rounds.map((r) => r[key].flood.perSecond.toFixed(0)).join(', ')} |`;
  const report = [
    '# Render flood: junk URLs at 8 concurrent while a visitor reads a kept page',
    '',
    `Run: ${new Date().toISOString()} · machine: ${machine()}`,
    `The server as in production: ${logWords()} (\`BENCH_LOG\`, bench/harness.js).`,
    `Flood: junk URLs of ten kinds (see bench/render-flood.js) at ${CONCURRENCY} concurrent, from one address, keep-alive, while the reader, in its own process, asks for ${KEPT_PAGE} (brotli) every 5 ms. ${PAIRS} pairs of ${(ROUND_MS / 1000).toFixed(1)} s rounds alternated: ${SEEN_URLS} URLs asked before, over and over (seen), and URLs never asked before (new), in the order seen, new, new, seen, ...; medians of the rounds.`,
    '',
    '| | p50 (ms) | p99 (ms), each round | p99, median | flood requests/s, each round |',
    '|---|---|---|---|---|',
    `| ${KEPT_PAGE}, alone (${(QUIET_MS / 1000).toFixed(1)} s) | ${f(quiet.p50)} | ${f(quiet.p99)} | | |`,
    row('during seen URLs', 'seen'),
    row('during new URLs', 'fresh'),
    `| new / seen | | ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')} | ${ratio.toFixed(2)}× | |`,
    '',
    `The new URLs: ${newUrls} in all, ${renders} of them rendered (X-Cache MISS); the first new round's statuses ${JSON.stringify(rounds[0].fresh.flood.statuses)}, X-Cache ${JSON.stringify(rounds[0].fresh.flood.caches)}.`,
    `Server RSS: ${f(rssStartMb ?? 0)} MB before the floods, peak ${f(peakRss)} MB, at the end ${f(rssEndMb ?? 0)} MB.`,
    '',
    verdict,
    '',
  ].join('\n');
  console.log(report);
  if (!CHECK) fs.writeFileSync(path.join(__dirname, 'results', 'render-flood.md'), report);
  if (!CHECK) await tripFlood();
  if (!ok) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
