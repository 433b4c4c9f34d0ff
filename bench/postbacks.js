#!/usr/bin/env node
// Postbacks while the public site is read: the public pages' and reads' p99 side by side, first
// alone and then while 1,000 postbacks (from one affiliate program, a third of them moving an
// earlier order forward, a few replays) arrive, against one built server on a fresh SQLite
// database. The goal: the public p99 unchanged within noise (a postback never touches the public
// caches). `node bench/postbacks.js` after `npm run build`; env POSTBACK_BENCH_SECONDS (default 20),
// POSTBACK_BENCH_CONNECTIONS (default 20), POSTBACK_BENCH_PORT. Writes bench/results/postbacks.md.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SERVER_NODE_FLAGS } = require('../scripts/server-flags');
const autocannon = require('autocannon');

const ROOT = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.POSTBACK_BENCH_SECONDS || 20);
const CONNECTIONS = Number(process.env.POSTBACK_BENCH_CONNECTIONS || 20);
const PORT = Number(process.env.POSTBACK_BENCH_PORT || 4820);
const POSTBACKS = 1000;
const ADMIN = { username: 'bench', password: 'bench-password' };
const PUBLIC_PATHS = ['/', '/providers', '/api/providers', '/api/faqs', '/?from=RDU+Airport&to=Downtown+Raleigh&passengers=3'];
const base = `http://127.0.0.1:${PORT}`;
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-postbacks-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'dist', 'api', 'index.js')], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, POSTBACK_LIMIT_BURST: '100000', POSTBACK_LIMIT_PER_DAY: '100000' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, dataDir };
    } catch {}
    await wait(100);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function publicLoad() {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: PUBLIC_PATHS.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br' } })) }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/** 1,000 postbacks, four at a time, spread over the run: each answered 200. */
async function sendPostbacks(secret, seconds) {
  const statuses = {};
  const latencies = [];
  const gap = (seconds * 1000 * 0.8) / (POSTBACKS / 4);
  let sent = 0;
  const one = async (i) => {
    const order = i % 3 === 2 ? `O-${i - 1}` : `O-${i}`;
    const status = i % 3 === 2 ? 'confirmed' : 'booked';
    const started = performance.now();
    const res = await fetch(`${base}/api/postbacks/bench?${new URLSearchParams({ order, status, commission: '4.50', click: `bench-click-${i % 50}` })}`, { headers: { authorization: `Bearer ${secret}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  };
  while (sent < POSTBACKS) {
    await Promise.all([0, 1, 2, 3].map((k) => one(sent + k)));
    sent += 4;
    await wait(gap);
  }
  latencies.sort((a, b) => a - b);
  return { statuses, p50: latencies[Math.floor(latencies.length * 0.5)], p99: latencies[Math.floor(latencies.length * 0.99)] };
}

async function main() {
  const { child, dataDir } = await startServer();
  try {
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const made = await fetch(`${base}/api/admin/affiliate-programs`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Bench Network', slug: 'bench', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 }) });
    const { secret } = await made.json();
    // Warm the caches, then public reads alone, then public reads with postbacks.
    for (const p of PUBLIC_PATHS) await (await fetch(`${base}${p}`)).arrayBuffer();
    const alone = await publicLoad();
    const [withPostbacks, postbacks] = await Promise.all([publicLoad(), sendPostbacks(secret, SECONDS)]);
    const row = (name, r) => `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} |`;
    const lines = [
      '# Postbacks while the public site is read',
      '',
      `\`node bench/postbacks.js\`, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. One built server (SQLite, NODE_ENV=production, LOG_LEVEL=info to a discarded stdout); autocannon on the same machine, ${CONNECTIONS} connections, ${SECONDS} s per run, cycling ${PUBLIC_PATHS.join(', ')}. The second run has ${POSTBACKS} postbacks (four at a time, spread over the run; a third move an earlier order to confirmed) arriving from the same machine.`,
      '',
      '| public reads | req/s | p50 ms | p99 ms | non-2xx | errors |',
      '|---|---|---|---|---|---|',
      row('alone', alone),
      row(`with ${POSTBACKS} postbacks`, withPostbacks),
      '',
      `Postbacks: ${JSON.stringify(postbacks.statuses)}, p50 ${postbacks.p50.toFixed(1)} ms, p99 ${postbacks.p99.toFixed(1)} ms.`,
      '',
    ];
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'postbacks.md'), lines.join('\n'));
    process.stdout.write(lines.join('\n'));
  } finally {
    child.kill('SIGTERM');
    await wait(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
