#!/usr/bin/env node
// Render flood: 3,000 distinct junk URLs (unknown filter and ?sent= values, other spellings of
// page paths, unknown paths and provider slugs, invalid search values, new Host headers, API query
// variations) sent at 8 concurrent while one visitor reads a kept page. Before the canonical page
// keys each junk URL cost a render of 175-350 ms (6.9 requests/s, a kept page at 355 ms typical).
// Goals: the kept page's p99 under 50 ms during the flood, the server's RSS under 350 MB.
// Runs the built server (dist/) on a fresh SQLite database, as in production (NODE_ENV=production,
// pages made ready before it listens). Prints and writes bench/results/render-flood.md; exits 1 on a
// missed goal. Usage: node bench/render-flood.js [--check]   (env FLOOD_URLS, FLOOD_CONCURRENCY)
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { SERVER_NODE_FLAGS } = require('../scripts/server-flags');

const ROOT = path.resolve(__dirname, '..');
const URLS = Number(process.env.FLOOD_URLS || 3000);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY || 8);
const GOALS = { p99Ms: 50, rssMb: 350 };
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
function junkRequests(n) {
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
  return Array.from({ length: n }, (_, i) => kinds[i % kinds.length](i));
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

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

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

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'api', 'index.js'))) throw new Error('Build first: npm run build');
  const server = await startServer();
  const result = {};
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(server.child.pid) ?? 0)), 100);
  try {
    await request(server.port, { path: KEPT_PAGE });
    result.rssStartMb = rssMb(server.child.pid);
    // The kept page alone, for comparison.
    const quiet = await reader(server.port, 3000);

    const junk = junkRequests(URLS);
    const statuses = {};
    const caches = {};
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < junk.length) {
        const answer = await request(server.port, junk[next++]);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        caches[answer.cache ?? 'none'] = (caches[answer.cache ?? 'none'] ?? 0) + 1;
      }
    };
    // The reader runs while the flood does: it starts with it and reads for as long as the flood
    // took in a trial (the flood is sent in rounds until the reader is done).
    const readerMs = Number(process.env.FLOOD_READER_MS || 5000);
    const readerDone = reader(server.port, readerMs);
    let finished = false;
    readerDone.finally(() => (finished = true));
    let sent = 0;
    const flood = async () => {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      sent += junk.length;
    };
    await flood();
    const seconds = (Date.now() - started) / 1000;
    // Keep the pressure on (the same URLs again: now all known) until the reader has finished.
    while (!finished) {
      next = 0;
      await flood();
    }
    const during = await readerDone;
    Object.assign(result, {
      quiet: { p50: percentile(quiet, 50), p99: percentile(quiet, 99), n: quiet.length },
      during: { p50: percentile(during, 50), p99: percentile(during, 99), max: Math.max(...during), n: during.length },
      flood: { urls: junk.length, seconds, perSecond: junk.length / seconds, statuses, caches, sent },
      rssEndMb: rssMb(server.child.pid),
      rssPeakMb: peakRss,
    });
  } finally {
    clearInterval(sampler);
    server.child.kill();
    agent.destroy();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }

  const cpu = os.cpus();
  const ok = result.during.p99 < GOALS.p99Ms && result.rssPeakMb < GOALS.rssMb;
  const f = (n) => n.toFixed(1);
  const report = [
    '# Render flood: junk URLs at 8 concurrent while a visitor reads a kept page',
    '',
    `Run: ${new Date().toISOString()} · machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version}`,
    `Flood: ${result.flood.urls} distinct URLs (10 kinds, see bench/render-flood.js) at ${CONCURRENCY} concurrent, from one address, keep-alive; the reader, in its own process, asks for ${KEPT_PAGE} (brotli) every 5 ms.`,
    '',
    '| | p50 (ms) | p99 (ms) | requests |',
    '|---|---|---|---|',
    `| ${KEPT_PAGE}, alone | ${f(result.quiet.p50)} | ${f(result.quiet.p99)} | ${result.quiet.n} |`,
    `| ${KEPT_PAGE}, during the flood | ${f(result.during.p50)} | ${f(result.during.p99)} (max ${f(result.during.max)}) | ${result.during.n} |`,
    '',
    `The flood: the ${result.flood.urls} URLs in ${f(result.flood.seconds)} s (${result.flood.perSecond.toFixed(0)} requests/s), then sent again until the reader's ${(Number(process.env.FLOOD_READER_MS || 5000) / 1000).toFixed(0)} s were over (${result.flood.sent} in all); statuses ${JSON.stringify(result.flood.statuses)}; X-Cache ${JSON.stringify(result.flood.caches)} (MISS = a render).`,
    `Server RSS: ${f(result.rssStartMb ?? 0)} MB before the flood, peak ${f(result.rssPeakMb)} MB, at the end ${f(result.rssEndMb ?? 0)} MB.`,
    '',
    `Goals: p99 during the flood < ${GOALS.p99Ms} ms, RSS < ${GOALS.rssMb} MB: ${ok ? 'met' : 'MISSED'}.`,
    '',
  ].join('\n');
  console.log(report);
  if (!process.argv.includes('--check')) fs.writeFileSync(path.join(__dirname, 'results', 'render-flood.md'), report);
  if (!ok) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
