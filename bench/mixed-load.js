#!/usr/bin/env node
// A mixed load like a busy day's: public reads (REST and pages), the web app's GraphQL GET queries,
// contact posts from many client addresses and, given an admin's credentials, the admin's reads
// with a logged-in session cookie, from many connections at once. Used by the load test
// (tests/load), the bench (bench/mixed-bench.js) and on its own:
//   node bench/mixed-load.js URL [SECONDS] [CONNECTIONS]   (the server must already run at URL;
//   env ADMIN_USERNAME / ADMIN_PASSWORD add the admin's reads)
// Contact posts carry X-Forwarded-For, each from its own address, as visitors behind the site's
// proxy would: the server must trust it (TRUST_PROXY=loopback), or its per-client contact throttle
// sees one client and answers 429, which counts as unexpected here.
// Prints requests/s, latency percentiles and every status seen; exits 1 on any error or unexpected status.
const autocannon = require('autocannon');

const GRAPHQL_HEADERS = { 'apollo-require-preflight': 'true' };
const gql = (query) => `/graphql?${new URLSearchParams({ query })}`;

/** 10.0.0.1, 10.0.0.2, ...: a different visitor for every message. */
const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Logs in and returns the session cookie. */
async function adminCookie(baseUrl, { username, password }) {
  const res = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`admin login answered ${res.status}`);
  return cookie;
}

/** The requests each connection cycles through (every one answers 200 or 201). */
async function mixedRequests(baseUrl, admin) {
  const res = await fetch(`${baseUrl}/api/providers`);
  if (!res.ok) throw new Error(`GET /api/providers answered ${res.status}`);
  const providers = await res.json();
  const slug = providers[0]?.slug;
  if (!slug) throw new Error('the server has no provider to read');
  let sent = 0;
  const contact = {
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json' },
    // A fresh body per request, from a fresh address: the server stores every message.
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'x-forwarded-for': visitorAddress(sent + 1) },
      body: JSON.stringify({
        name: 'Load Test',
        email: `load${++sent}@example.com`,
        subject: `Mixed load message ${sent}`,
        message: 'Sent by the mixed load to check the server stays up under writes.',
      }),
    }),
  };
  const adminReads = [];
  if (admin) {
    const headers = { cookie: await adminCookie(baseUrl, admin) };
    // The dashboard's counts, the inbox's first page (the limit is the inbox's paging), the admin shell.
    adminReads.push(
      { method: 'GET', path: '/api/admin/stats', headers },
      { method: 'GET', path: '/api/admin/contacts?limit=100', headers },
      { method: 'GET', path: '/admin/contacts', headers },
    );
  }
  return [
    { method: 'GET', path: '/api/providers' },
    { method: 'GET', path: gql('{ providers { id name slug type rating priceRange } }'), headers: GRAPHQL_HEADERS },
    { method: 'GET', path: `/api/providers/${slug}` },
    contact,
    { method: 'GET', path: '/api/resources' },
    { method: 'GET', path: gql(`{ provider(slug: "${slug}") { id name description features routePoints { name } } }`), headers: GRAPHQL_HEADERS },
    { method: 'GET', path: '/api/faqs' },
    { method: 'GET', path: '/healthz' },
    ...adminReads,
  ];
}

const EXPECTED_STATUSES = new Set([200, 201]);

/**
 * Runs the mixed load against a running server and reports what it saw. `clean` is true when no
 * request failed, timed out or got a status outside EXPECTED_STATUSES.
 */
async function mixedLoad({ baseUrl, seconds = 30, connections = 100, admin = null }) {
  const requests = await mixedRequests(baseUrl, admin);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url: baseUrl, connections, duration: seconds, requests }, (err, r) => (err ? reject(err) : resolve(r)));
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const unexpected = Object.entries(statuses).filter(([code]) => !EXPECTED_STATUSES.has(Number(code)));
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    unexpected: Object.fromEntries(unexpected),
    clean: result.errors === 0 && result.timeouts === 0 && unexpected.length === 0,
  };
}

module.exports = { mixedLoad };

if (require.main === module) {
  const [url, seconds = '30', connections = '100'] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: node bench/mixed-load.js URL [SECONDS] [CONNECTIONS]');
    process.exit(2);
  }
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = process.env;
  const admin = username && password ? { username, password } : null;
  mixedLoad({ baseUrl: url.replace(/\/$/, ''), seconds: Number(seconds), connections: Number(connections), admin })
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
      process.exit(r.clean ? 0 : 1);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
