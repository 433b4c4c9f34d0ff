#!/usr/bin/env node
// A mixed load like a busy day's: public reads (REST and pages), the web app's GraphQL GET queries
// and contact posts, from many connections at once. Used by the load test (tests/load) and on its own:
//   node bench/mixed-load.js URL [SECONDS] [CONNECTIONS]   (the server must already run at URL)
// Prints requests/s, latency percentiles and every status seen; exits 1 on any error or unexpected status.
const autocannon = require('autocannon');

const GRAPHQL_HEADERS = { 'apollo-require-preflight': 'true' };
const gql = (query) => `/graphql?${new URLSearchParams({ query })}`;

/** The requests each connection cycles through, with the statuses each may answer. */
async function mixedRequests(baseUrl) {
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
    // A fresh body per request: the server stores every message.
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        name: 'Load Test',
        email: `load${++sent}@example.com`,
        subject: `Mixed load message ${sent}`,
        message: 'Sent by the mixed load to check the server stays up under writes.',
      }),
    }),
  };
  return [
    { method: 'GET', path: '/api/providers' },
    { method: 'GET', path: gql('{ providers { id name slug type rating priceRange } }'), headers: GRAPHQL_HEADERS },
    { method: 'GET', path: `/api/providers/${slug}` },
    contact,
    { method: 'GET', path: '/api/resources' },
    { method: 'GET', path: gql(`{ provider(slug: "${slug}") { id name description features routePoints { name } } }`), headers: GRAPHQL_HEADERS },
    { method: 'GET', path: '/api/faqs' },
    { method: 'GET', path: '/healthz' },
  ];
}

const EXPECTED_STATUSES = new Set([200, 201]);

/**
 * Runs the mixed load against a running server and reports what it saw. `clean` is true when no
 * request failed, timed out or got a status outside EXPECTED_STATUSES.
 */
async function mixedLoad({ baseUrl, seconds = 30, connections = 100 }) {
  const requests = await mixedRequests(baseUrl);
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
  mixedLoad({ baseUrl: url.replace(/\/$/, ''), seconds: Number(seconds), connections: Number(connections) })
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
      process.exit(r.clean ? 0 : 1);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
