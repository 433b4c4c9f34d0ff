#!/usr/bin/env node
// Webhook deliveries while the public site is read (issue 32): the public pages' and reads' p99
// side by side, alone and while 100 webhook deliveries are sent to partners' receivers, against one
// built server on a fresh SQLite database. Modelled on bench/postbacks.js (the same public paths,
// the same steady rate, alternated pairs, medians, the same goal).
// - The partners' side runs in a process of its own (as a partner's receiver is another machine):
//   a local HTTP server that answers 200 after RECEIVER_DELAY_MS, for four partners, each with its
//   own webhook URL and signing secret; every delivery it receives is counted and its RDU-Signature
//   checked (HMAC-SHA256 of `${t}.${body}` with that partner's secret, as docs/integrators.md tells
//   a partner to). The same process asks for the deliveries: the owner's "Send a test event"
//   (GraphQL `sendTestWebhook`, signed in), 100 per run, four at a time, spread over the run, round
//   robin over the partners. Each is a real delivery (queued in webhook_deliveries, claimed, signed,
//   POSTed, its answer recorded), sent at once rather than at the sender's next round; a provider
//   edit would also tell them, but every edit empties the public caches, which is what the runs
//   would then compare.
// - At a steady rate of readers (WEBHOOK_BENCH_RATE requests/s, default 1,000, as postbacks.js):
//   runs alone and with the deliveries, alternated (WEBHOOK_BENCH_PAIRS pairs, default 3). The runs
//   alone say what the noise is (their spread); the goal is the median public p99 with deliveries
//   within it: at most the median alone plus that spread. Exits 1 otherwise, or when a delivery did
//   not arrive or arrived with a bad signature.
// - At saturation (as many readers as the server answers): shown, not judged.
// `node bench/webhooks.js` after `npm run build` (or `npm run bench:webhooks`); env
// WEBHOOK_BENCH_SECONDS (default 20), WEBHOOK_BENCH_PAIRS, WEBHOOK_BENCH_CONNECTIONS (default 20),
// WEBHOOK_BENCH_RATE, WEBHOOK_BENCH_PORT. Writes bench/results/webhooks.md. Never in CI.
const crypto = require('node:crypto');
const { fork } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { ADMIN, ROOT, logWords, machine, startServer, wait } = require('./harness');
const { PUBLIC_PATHS, judged, publicReads, readsTable } = require('./publicLoad');

const SECONDS = Number(process.env.WEBHOOK_BENCH_SECONDS || 20);
const CONNECTIONS = Number(process.env.WEBHOOK_BENCH_CONNECTIONS || 20);
const PORT = Number(process.env.WEBHOOK_BENCH_PORT || 4830);
const RATE = Number(process.env.WEBHOOK_BENCH_RATE || 1000);
const PAIRS = Number(process.env.WEBHOOK_BENCH_PAIRS || 3);
const DELIVERIES = 100;
const PARTNERS = 4;
/** How long the partners' receiver takes to answer each delivery. */
const RECEIVER_DELAY_MS = 5;
const base = `http://127.0.0.1:${PORT}`;
const reads = publicReads(base, { connections: CONNECTIONS, seconds: SECONDS });
const { withinOneMinute, load: publicLoad } = reads;

// ---------------------------------------------------------------------------------------------
// The partners' side (a process of its own): the receiver, and the owner's test events.

/** A partner's check of RDU-Signature, written from docs/integrators.md rather than the server's code. */
function signatureValid(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(String(header).split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

function partnerSide() {
  /** Signing secret by receiver path. */
  let secrets = {};
  let counts = { received: 0, valid: 0, invalid: 0, unknown: 0 };
  const receiver = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const secret = secrets[req.url];
      counts.received++;
      if (!secret) counts.unknown++;
      else if (signatureValid(secret, req.headers['rdu-signature'], body)) counts.valid++;
      else counts.invalid++;
      setTimeout(() => res.end('ok'), RECEIVER_DELAY_MS);
    });
  });

  async function sendTestEvents({ cookie, partnerIds, seconds, count }) {
    counts = { received: 0, valid: 0, invalid: 0, unknown: 0 };
    const outcomes = {};
    const latencies = [];
    const gap = (seconds * 1000 * 0.8) / (count / 4);
    const one = async (i) => {
      const started = performance.now();
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: 'mutation ($id: ID!) { sendTestWebhook(partnerId: $id) { id status } }', variables: { id: partnerIds[i % partnerIds.length] } }),
      });
      const answer = await res.json().catch(() => null);
      latencies.push(performance.now() - started);
      const outcome = answer?.data?.sendTestWebhook?.status ?? `${res.status} ${answer?.errors?.[0]?.message ?? 'no answer'}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    };
    for (let sent = 0; sent < count; sent += 4) {
      await Promise.all([0, 1, 2, 3].filter((k) => sent + k < count).map((k) => one(sent + k)));
      await wait(gap);
    }
    latencies.sort((a, b) => a - b);
    return { outcomes, ...counts, p50: latencies[Math.floor(latencies.length * 0.5)], p99: latencies[Math.floor(latencies.length * 0.99)] };
  }

  process.on('message', (msg) => {
    if (msg.type === 'secrets') {
      secrets = msg.secrets;
      process.send({ type: 'ok' });
    } else if (msg.type === 'send') {
      sendTestEvents(msg).then(
        (report) => process.send({ type: 'report', report }),
        (err) => process.send({ type: 'error', error: String(err?.stack ?? err) }),
      );
    } else if (msg.type === 'stop') {
      receiver.close(() => process.exit(0));
    }
  });
  // The bench gone (ended or killed): so is its partners' side.
  process.on('disconnect', () => process.exit(0));
  receiver.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: receiver.address().port }));
}

/** The partners' process, and one request to it at a time. */
async function startPartnerSide() {
  const child = fork(__filename, ['--partners'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the partners' process exited ${code}`));
      child.once('exit', onExit);
      child.once('message', (msg) => {
        child.off('exit', onExit);
        if (msg.type === 'error') reject(new Error(msg.error));
        else resolve(msg);
      });
    });
  const { port } = await next();
  return {
    url: `http://127.0.0.1:${port}`,
    ask: (msg) => {
      const answer = next();
      child.send(msg);
      return answer;
    },
    stop: () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.send({ type: 'stop' })))),
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const partners = await startPartnerSide();
  const server = await startServer({ name: 'webhooks', port: PORT });
  const loadBefore = machine();
  try {
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const secrets = {};
    const partnerIds = [];
    for (let i = 1; i <= PARTNERS; i++) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          query: 'mutation ($input: PartnerInput!) { createPartner(input: $input) { webhookSecret partner { id } } }',
          variables: { input: { name: `Bench Partner ${i}`, slug: `bench-partner-${i}`, revenueSharePercent: 20, webhookUrl: `${partners.url}/hook/${i}` } },
        }),
      });
      const answer = await res.json();
      if (answer.errors) throw new Error(`createPartner: ${JSON.stringify(answer.errors)}`);
      secrets[`/hook/${i}`] = answer.data.createPartner.webhookSecret;
      partnerIds.push(answer.data.createPartner.partner.id);
    }
    await partners.ask({ type: 'secrets', secrets });
    const deliver = async (seconds, count) => (await partners.ask({ type: 'send', cookie, partnerIds, seconds, count })).report;

    // Warm the caches; then a warm-up at the same rate with a few deliveries, not counted (a fresh
    // process's first seconds and first deliveries are slower: code not yet compiled, first queries).
    await reads.askEach();
    await Promise.all([publicLoad(RATE, 5), deliver(5, 20)]);
    const { alone, withBeside: withDeliveries, reports: sent } = await reads.alternatePairs(PAIRS, RATE, () => deliver(SECONDS, DELIVERIES));
    await withinOneMinute(SECONDS);
    const saturatedAlone = await publicLoad(0);
    await withinOneMinute(SECONDS);
    const [saturatedWith, saturatedSent] = await Promise.all([publicLoad(0), deliver(SECONDS, DELIVERIES)]);
    const loadAfter = machine();

    const judgement = judged(alone, withDeliveries, [...alone, ...withDeliveries, saturatedAlone, saturatedWith]);
    const { aloneP99, withP99, noise, ceiling } = judgement;
    const allArrived = [...sent, saturatedSent].every((s) => s.received === DELIVERIES && s.valid === DELIVERIES && s.outcomes.DELIVERED === DELIVERIES);
    const met = judgement.within && allArrived;
    const steadyRuns = alone.flatMap((r, i) => [[`alone (${i + 1})`, r], [`with ${DELIVERIES} deliveries (${i + 1})`, withDeliveries[i]]]);
    const sentLine = (s) =>
      `${s.received} received, ${s.valid} signatures valid, ${s.invalid} invalid; test events ${JSON.stringify(s.outcomes)}, each answered (delivery included) p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`;
    const lines = [
      '# Webhook deliveries while the public site is read',
      '',
      `\`node bench/webhooks.js\`, ${new Date().toISOString()}. Machine: ${loadBefore} (before; ${loadAfter.split(' · ').pop()} after). **The machine is shared** (2 cores, other work trees' builds, tests and benches run beside this one), so its load moves during the runs: read the figures side by side, not as absolute times.`,
      '',
      `One built server (SQLite, NODE_ENV=production, ${logWords()}); autocannon on the same machine, ${CONNECTIONS} connections, ${SECONDS} s per run, cycling ${PUBLIC_PATHS.join(', ')} (those of bench/postbacks.js). With deliveries: ${DELIVERIES} webhook deliveries per run to ${PARTNERS} partners whose receiver (a local HTTP server in a process of its own) answers 200 after ${RECEIVER_DELAY_MS} ms; made by the owner's "Send a test event" (GraphQL \`sendTestWebhook\`, four at a time, spread over the run), each queued, claimed, signed, POSTed and recorded by the server; the receiver counts them and checks each RDU-Signature with its partner's secret.`,
      '',
      `## At a steady ${RATE} public requests/s`,
      '',
      'Each run falls within one minute of the clock, starts with every page current and after the server\'s idle-time collection (as in bench/postbacks.js).',
      '',
      `${PAIRS} pairs of runs, alternated (alone first in the odd pairs, with deliveries first in the even ones).`,
      '',
      ...readsTable(steadyRuns),
      '',
      `Deliveries: ${sent.map(sentLine).join('; ')}.`,
      '',
      `Public p99, median of the runs: alone ${aloneP99} ms, with deliveries ${withP99} ms. Noise (the spread of the runs alone): ${noise} ms. Goal: the median with deliveries at most ${ceiling} ms (the median alone plus the noise), every delivery received with a valid signature: ${met ? 'met' : 'MISSED'}.`,
      '',
      '## At saturation (shown, not judged)',
      '',
      ...readsTable([['alone', saturatedAlone], [`with ${DELIVERIES} deliveries`, saturatedWith]]),
      '',
      `Deliveries: ${sentLine(saturatedSent)}. A saturated server has no spare time: whatever else it does comes out of the public rate.`,
      '',
    ];
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'webhooks.md'), lines.join('\n'));
    process.stdout.write(lines.join('\n'));
    if (!met) process.exitCode = 1;
  } finally {
    await server.stop();
    await partners.stop();
  }
}

if (process.argv[2] === '--partners') partnerSide();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
