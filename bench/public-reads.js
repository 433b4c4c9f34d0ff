#!/usr/bin/env node
// Hot anonymous reads: how close does the app come to a bare Node http server sending the same
// bytes? For GET /api/providers, the web app's GraphQL GET query and a server-rendered page
// (/providers, asked for with brotli as a browser does). Runs, side by side in one run on this machine:
//   bare      a plain node:http server (bench/bare-server.js, its own process) answering the
//             captured bytes of the same URL
//   cached    the real server (dist/api) with its prepared-bytes cache (the default), logging
//             every request at the production default level (info) to a discarded stdout
//   uncached  the real server with PUBLIC_READ_CACHE=off (Express, session-free route, database,
//             JSON; for the page: rendering it with React on every request)
// and prints req/s and ratios. Goals (the issue "Keeps serving when its database or its visitors
// misbehave"): the cached /api/providers at >= 0.75 of the bare server, the cached page at >= 0.8,
// at 50 connections; a goal missed is measured again up to three rounds and judged on their
// median; still missed, it exits 1.
// Usage: npm run bench   (env BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS; --check: print only,
// do not rewrite bench/results/public-reads.md, for CI's short run)
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SERVER_NODE_FLAGS } = require('../scripts/server-flags');
const autocannon = require('autocannon');

const ROOT = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const GRAPHQL_URL = `/graphql?${new URLSearchParams({ query: '{ providers { id name slug type imageUrl badge rating features priceRange priceFrom priceUnit serviceArea shortDescription bookingUrl } }' })}`;
const TARGETS = {
  rest: { label: 'GET /api/providers', url: '/api/providers', headers: { 'accept-encoding': 'identity' }, goal: 0.75 },
  graphql: { label: 'GET /graphql (providers query)', url: GRAPHQL_URL, headers: { 'apollo-require-preflight': 'true', 'accept-encoding': 'identity' } },
  page: { label: 'GET /providers (rendered page, brotli)', url: '/providers', headers: { 'accept-encoding': 'br' }, goal: 0.8 },
};

function wait(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

async function startApp(port, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-bench-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'dist', 'api', 'index.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return { child, dataDir };
    } catch {}
    await wait(100);
  }
  throw new Error('server did not start');
}

/**
 * A bare server answering exactly the bytes and headers the app sent for each URL. It runs in its
 * own process, like the app, so it never shares a thread with the load generator.
 */
async function startBare(port, captured) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-bench-bare-')), 'captured.json');
  const serializable = Object.fromEntries(Object.entries(captured).map(([url, hit]) => [url, { headers: hit.headers, body: hit.body.toString('base64') }]));
  fs.writeFileSync(file, JSON.stringify(serializable));
  const child = spawn(process.execPath, [path.join(__dirname, 'bare-server.js'), String(port), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout.once('data', resolve);
  });
  return child;
}

/** The exact bytes and headers the app sends for each target (compressed bodies as sent). */
function captureOne(base, { url, headers: requestHeaders }) {
  return new Promise((resolve, reject) => {
    // node:http, not fetch: fetch would decompress the body.
    require('node:http')
      .get(base + url, { headers: requestHeaders }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)) headers[k] = v;
          }
          headers['content-length'] = String(body.length);
          resolve({ headers, body });
        });
      })
      .on('error', reject);
  });
}

async function capture(base) {
  const out = {};
  for (const target of Object.values(TARGETS)) {
    await captureOne(base, target); // the first answer fills the cache; the second is what it serves
    out[target.url] = await captureOne(base, target);
  }
  return out;
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`));
      resolve(result.requests.average);
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'api', 'index.js'))) throw new Error('Build first: npm run build (npm run bench does it)');
  const cached = await startApp(4701, {});
  const uncached = await startApp(4702, { PUBLIC_READ_CACHE: 'off' });
  const bare = await startBare(4700, await capture('http://127.0.0.1:4701'));
  const targets = { bare: 4700, cached: 4701, uncached: 4702 };
  const results = {};
  const round = async (kind) => {
    const { url, headers } = TARGETS[kind];
    for (const [name, port] of Object.entries(targets)) {
      await load(`http://127.0.0.1:${port}${url}`, headers); // a warm-up run before each measured one
      results[kind][name].push(await load(`http://127.0.0.1:${port}${url}`, headers));
    }
  };
  const ratio = (kind) => median(results[kind].cached) / median(results[kind].bare);
  try {
    for (const kind of Object.keys(TARGETS)) {
      results[kind] = { bare: [], cached: [], uncached: [] };
      for (let i = 0; i < ROUNDS; i++) await round(kind);
      // A short run (CI's one round of 4 s) swings by a fifth between runs of the same build on this
      // machine: a goal missed is measured again, side by side, and judged on the median of three.
      while (TARGETS[kind].goal && ratio(kind) < TARGETS[kind].goal && results[kind].bare.length < 3) await round(kind);
    }
  } finally {
    cached.child.kill();
    uncached.child.kill();
    bare.kill();
  }

  const cpu = os.cpus();
  const lines = [
    `# Hot public reads and pages: prepared-bytes cache vs bare node:http vs no cache`,
    ``,
    `Run: ${new Date().toISOString()} · machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()} · Node ${process.version}`,
    `Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per measurement, median of ${ROUNDS} rounds (of three where a goal was missed: ${Object.keys(TARGETS).filter((k) => results[k].bare.length > ROUNDS).map((k) => TARGETS[k].label).join(', ') || 'none'}), client on the same machine.`,
    ``,
    `| URL | bare node:http (req/s) | app, cache on (req/s) | app, cache off (req/s) | cache on / bare | cache on / cache off |`,
    `|---|---|---|---|---|---|`,
  ];
  const missed = [];
  for (const [kind, r] of Object.entries(results)) {
    const b = median(r.bare);
    const c = median(r.cached);
    const u = median(r.uncached);
    const goal = TARGETS[kind].goal;
    if (goal && c / b < goal) missed.push(`${TARGETS[kind].label}: ${(c / b).toFixed(2)} of the bare server, goal ${goal}`);
    lines.push(`| ${TARGETS[kind].label} | ${b.toFixed(0)} | ${c.toFixed(0)} | ${u.toFixed(0)} | ${(c / b).toFixed(2)}${goal ? ` (goal ≥ ${goal})` : ''} | ${(c / u).toFixed(1)}× |`);
  }
  lines.push('', missed.length ? `Goals MISSED: ${missed.join('; ')}.` : 'Goals met.');
  const report = lines.join('\n') + '\n';
  console.log(report);
  if (!process.argv.includes('--check')) fs.writeFileSync(path.join(__dirname, 'results', 'public-reads.md'), report);
  if (missed.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
