#!/usr/bin/env node
// The mixed load (bench/mixed-load.js: public reads, GraphQL queries, contact posts from many client
// addresses, the admin's reads with a session cookie) against one built server on a fresh SQLite
// database, three runs in a row, with the server's resident memory (RSS) read after each: it must
// stay flat, not grow with the messages stored or the requests served.
// Usage: npm run bench (after public-reads), or node bench/mixed-bench.js
//   env MIXED_SECONDS (60), MIXED_CONNECTIONS (100), MIXED_RUNS (3), MIXED_PORT (4810)
// Writes bench/results/mixed-load.md and .json; exits 1 on any error or unexpected status.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { mixedLoad } = require('./mixed-load');
const harness = require('./harness');

const { ADMIN, logWords, wait } = harness;
/** The process's resident memory in whole MB. */
const rssMb = (pid) => Math.round(harness.rssMb(pid));

const SECONDS = Number(process.env.MIXED_SECONDS || 60);
const CONNECTIONS = Number(process.env.MIXED_CONNECTIONS || 100);
const RUNS = Number(process.env.MIXED_RUNS || 3);
const PORT = Number(process.env.MIXED_PORT || 4810);
/** The goal for the server's RSS after every run. */
const RSS_GOAL_MB = 250;
/** How long after a run the RSS is read again: the server's idle release waits 5 s, then checks every 2.5 s. */
const IDLE_SETTLE_MS = 10_000;




function report(conditions, runs) {
  const lines = [
    '# Mixed load: three runs against one server',
    '',
    `\`npm run bench\` (bench/mixed-bench.js), ${conditions.date}. ${CONNECTIONS} connections, ${SECONDS} s per run, ${RUNS} runs in a row against one`,
    `built server (NODE_ENV=production, ${logWords()}, SQLite, TRUST_PROXY=loopback) on a fresh database.`,
    `Each connection cycles through: GET /api/providers, a GraphQL providers query, GET /api/providers/:slug, POST /api/contact`,
    `(each message from its own X-Forwarded-For address), GET /api/resources, a GraphQL provider query, GET /api/faqs, /healthz,`,
    `and with the admin's session cookie GET /api/admin/stats, GET /api/admin/contacts?limit=100 and the /admin/contacts shell.`,
    'Expected statuses: 200 and 201 only (no address posts twice, so the contact throttle never answers 429).',
    '',
    `Machine: ${conditions.cpus} cores (${conditions.cpuModel}), ${conditions.memGb} GB; Node ${conditions.node}; load average ${conditions.loadBefore} before,`,
    `${conditions.loadAfter} after. The load generator (autocannon) runs on the same cores as the server, and other engineers' builds`,
    'and test suites may share them: requests/s are noisy, RSS much less so.',
    '',
    '| run | requests | req/s | p50 ms | p99 ms | max ms | errors | timeouts | statuses | contacts stored so far | RSS at the end (MB) | RSS 10 s later (MB) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|',
    ...runs.map(
      (r, i) =>
        `| ${i + 1} | ${r.requests} | ${Math.round(r.requestsPerSecond)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.errors} | ${r.timeouts} | ${Object.entries(r.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', ')} | ${r.contactsStored} | ${r.rssAtEndMb} | ${r.rssMb} |`,
    ),
    '',
    `RSS before the first run: ${conditions.rssStartMb} MB. Goal: flat and under ${RSS_GOAL_MB} MB after each run, read 10 s after it ends:`,
    'under load V8 grows its heap and, after the burst, keeps the pages it freed pooled for reuse (the "at the end" column);',
    'the server returns them once it has been idle for 5 s (api/http/idleMemory.ts).',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  // The load's visitors come through X-Forwarded-For, one address per message.
  const server = await harness.startServer({ name: 'mixed', port: PORT, env: { TRUST_PROXY: 'loopback' } });
  const { child, base: baseUrl } = server;
  const conditions = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadBefore: os.loadavg().map((l) => l.toFixed(2)).join(' '),
    rssStartMb: rssMb(child.pid),
  };
  const runs = [];
  let contactsStored = 0;
  try {
    for (let i = 0; i < RUNS; i++) {
      const result = await mixedLoad({ baseUrl, seconds: SECONDS, connections: CONNECTIONS, admin: ADMIN });
      contactsStored += result.statuses['201'] ?? 0;
      const rssAtEndMb = rssMb(child.pid);
      // The server gives back what V8 pooled during the burst once it has been idle 5 s (api/http/idleMemory.ts).
      await wait(IDLE_SETTLE_MS);
      runs.push({ ...result, contactsStored, rssAtEndMb, rssMb: rssMb(child.pid) });
      console.log(`run ${i + 1}: ${result.requests} requests, ${Math.round(result.requestsPerSecond)}/s, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(result.statuses)}, RSS ${rssAtEndMb} MB at the end, ${runs[i].rssMb} MB idle`);
    }
  } finally {
    await server.stop();
  }
  conditions.loadAfter = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'mixed-load.json'), `${JSON.stringify({ conditions, connections: CONNECTIONS, seconds: SECONDS, runs }, null, 2)}\n`);
  fs.writeFileSync(path.join(__dirname, 'results', 'mixed-load.md'), report(conditions, runs));
  console.log(`wrote bench/results/mixed-load.md`);
  const clean = runs.every((r) => r.clean);
  const flat = runs.every((r) => r.rssMb < RSS_GOAL_MB);
  if (!clean) console.error('errors, timeouts or unexpected statuses: see the report');
  if (!flat) console.error(`RSS went over ${RSS_GOAL_MB} MB`);
  process.exit(clean && flat ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
