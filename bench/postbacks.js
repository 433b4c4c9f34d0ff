#!/usr/bin/env node
// Postbacks while the public site is read: the public pages' and reads' p99 side by side, alone and
// while 1,000 postbacks (from one affiliate program, a third of them moving an earlier order
// forward) arrive, against one built server on a fresh SQLite database.
// - At a steady rate of readers (POSTBACK_BENCH_RATE requests/s, default 1,000: about a quarter of
//   what this server answers at most on 2 cores, a busy day's peak many times over): runs alone and
//   with the postbacks, alternated (POSTBACK_BENCH_PAIRS pairs, default 3), so drift in the machine
//   falls on both. The runs alone say what the noise is (their spread); the goal is the median
//   public p99 with postbacks within it: at most the median alone plus that spread (a postback
//   never touches the public caches). Exits 1 otherwise.
// - At saturation (as many readers as the server answers, closed loop): what the postbacks take
//   from the most it can serve, shown, not judged (every extra request costs a saturated server).
// `node bench/postbacks.js` after `npm run build`; env POSTBACK_BENCH_SECONDS (default 20), POSTBACK_BENCH_PAIRS,
// POSTBACK_BENCH_CONNECTIONS (default 20), POSTBACK_BENCH_RATE, POSTBACK_BENCH_PORT. Writes
// bench/results/postbacks.md.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ADMIN, logWords, startServer, wait } = require('./harness');
const { PUBLIC_PATHS, judged, publicReads, readsTable } = require('./publicLoad');

const ROOT = path.resolve(__dirname, '..');
const SECONDS = Number(process.env.POSTBACK_BENCH_SECONDS || 20);
const CONNECTIONS = Number(process.env.POSTBACK_BENCH_CONNECTIONS || 20);
const PORT = Number(process.env.POSTBACK_BENCH_PORT || 4820);
const RATE = Number(process.env.POSTBACK_BENCH_RATE || 1000);
const PAIRS = Number(process.env.POSTBACK_BENCH_PAIRS || 3);
const POSTBACKS = 1000;
const base = `http://127.0.0.1:${PORT}`;
const reads = publicReads(base, { connections: CONNECTIONS, seconds: SECONDS });
const { load: publicLoad } = reads;

/**
 * 1,000 postbacks in a process of their own (as they come from another network: the sender's work
 * never delays the readers' client and its timings), four at a time, spread over the run.
 */
function sendPostbacks(secret, seconds, batch, count = POSTBACKS) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [__filename, '--send', secret, String(seconds), batch, String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`postback sender exited ${code}`))));
  });
}

async function sendPostbacksHere(secret, seconds, batch, count) {
  const statuses = {};
  const latencies = [];
  const gap = (seconds * 1000 * 0.8) / (count / 4);
  let sent = 0;
  const one = async (i) => {
    const order = i % 3 === 2 ? `O-${batch}-${i - 1}` : `O-${batch}-${i}`;
    const status = i % 3 === 2 ? 'confirmed' : 'booked';
    const started = performance.now();
    const res = await fetch(`${base}/api/postbacks/bench?${new URLSearchParams({ order, status, commission: '4.50', click: `bench-click-${i % 50}` })}`, { headers: { authorization: `Bearer ${secret}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  };
  while (sent < count) {
    await Promise.all([0, 1, 2, 3].map((k) => one(sent + k)));
    sent += 4;
    await wait(gap);
  }
  latencies.sort((a, b) => a - b);
  return { statuses, p50: latencies[Math.floor(latencies.length * 0.5)], p99: latencies[Math.floor(latencies.length * 0.99)] };
}

async function main() {
  const server = await startServer({ name: 'postbacks', port: PORT, env: { POSTBACK_LIMIT_BURST: '100000', POSTBACK_LIMIT_PER_DAY: '100000' } });
  try {
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const made = await fetch(`${base}/api/admin/affiliate-programs`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Bench Network', slug: 'bench', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 }) });
    const { secret } = await made.json();
    // Warm the caches; then at a steady rate: alone, with postbacks, alone again; then saturated.
    await reads.askEach();
    // A warm-up at the same rate with a few postbacks, not counted: the first seconds of a fresh
    // process are slower, and so are its first postbacks (code not yet compiled, first queries).
    await Promise.all([publicLoad(RATE, 5), sendPostbacks(secret, 5, 'warm-up', 200)]);
    const { alone, withBeside: withPostbacks, reports: sent } = await reads.alternatePairs(PAIRS, RATE, (pair) => sendPostbacks(secret, SECONDS, `steady-${pair}`));
    const saturatedAlone = await publicLoad(0);
    const [saturatedWith, saturatedPostbacks] = await Promise.all([publicLoad(0), sendPostbacks(secret, SECONDS, 'saturated')]);
    const { aloneP99, withP99, noise, ceiling, within: met } = judged(alone, withPostbacks, [...alone, ...withPostbacks, saturatedAlone, saturatedWith]);
    const steadyRuns = alone.flatMap((r, i) => [[`alone (${i + 1})`, r], [`with ${POSTBACKS} postbacks (${i + 1})`, withPostbacks[i]]]);
    const postbackLine = (p) => `${JSON.stringify(p.statuses)}, p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms`;
    const lines = [
      '# Postbacks while the public site is read',
      '',
      `\`node bench/postbacks.js\`, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average before ${os.loadavg()[0].toFixed(2)}. One built server (SQLite, NODE_ENV=production, ${logWords()}); autocannon on the same machine, ${CONNECTIONS} connections, ${SECONDS} s per run, cycling ${PUBLIC_PATHS.join(', ')}. With postbacks: ${POSTBACKS} of them (four at a time, spread over the run; a third move an earlier order to confirmed), sent from the same machine by a process of its own.`,
      '',
      `## At a steady ${RATE} public requests/s`,
      '',
      'Each run falls within one minute of the clock, starts with every page current and after the server\'s idle-time collection: the trip page holds to the end of its minute and is then rendered again (its last copy sent meanwhile), and after 5 s without a request the server gives memory back with a full collection; neither is part of what the runs compare.',
      '',
      `${PAIRS} pairs of runs, alternated (alone first in the odd pairs, with postbacks first in the even ones).`,
      '',
      ...readsTable(steadyRuns),
      '',
      `Postbacks: ${sent.map(postbackLine).join('; ')}.`,
      '',
      `Public p99, median of the runs: alone ${aloneP99} ms, with postbacks ${withP99} ms. Noise (the spread of the runs alone): ${noise} ms. Goal: the median with postbacks at most ${ceiling} ms (the median alone plus the noise): ${met ? 'met' : 'MISSED'}.`,
      '',
      '## At saturation (shown, not judged)',
      '',
      ...readsTable([['alone', saturatedAlone], [`with ${POSTBACKS} postbacks`, saturatedWith]]),
      '',
      `Postbacks: ${postbackLine(saturatedPostbacks)}. A saturated server has no spare time: whatever else arrives (here about 50 postbacks a second, and their sender on the same two cores) comes out of the public rate.`,
      '',
    ];
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'postbacks.md'), lines.join('\n'));
    process.stdout.write(lines.join('\n'));
    if (!met) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

if (process.argv[2] === '--send') {
  sendPostbacksHere(process.argv[3], Number(process.argv[4]), process.argv[5], Number(process.argv[6]))
    .then((result) => process.stdout.write(JSON.stringify(result)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
