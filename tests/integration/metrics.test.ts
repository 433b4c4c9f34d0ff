// GET /metrics (api/http/metrics.ts): Prometheus text, read back by a Prometheus text parser
// (parse-prometheus-text-format); served on METRICS_PORT (loopback) or with METRICS_TOKEN, never
// on the public site; off by default.
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';
import { Client, loginAs } from '../support/http';

const parsePrometheusText = require('parse-prometheus-text-format') as (text: string) => Family[];

interface Sample {
  value?: string;
  labels?: Record<string, string>;
  buckets?: Record<string, string>;
  count?: string;
  sum?: string;
}
interface Family {
  name: string;
  type: string;
  help: string;
  metrics: Sample[];
}

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-for-the-test-0123456789';

const family = (families: Family[], name: string) => {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name} in /metrics`);
  return found;
};
const valueOf = (families: Family[], name: string, labels: Record<string, string> = {}) =>
  Number(family(families, name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? NaN);

describe('/metrics', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_PORT: '0', CONTACT_LIMIT_BURST: '2' } });
  });
  afterAll(async () => {
    await server?.close();
    await server?.cleanup();
  });

  it('answers on METRICS_PORT, bound to loopback, in the Prometheus text format, with what an on-call engineer reads', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const visitor = new Client(server.url);
    // A public read twice (made, then from the cache), a page, a provider page, a replayed outbox
    // message, and a contact throttle refusal.
    for (let i = 0; i < 3; i++) expect((await visitor.get('/api/providers')).status).toBe(200);
    expect((await visitor.get('/faq', { accept: 'text/html' })).status).toBe(200);
    const message = { name: 'Metrics Tester', email: 'metrics@example.com', subject: 'Counted once', message: 'Sent twice by the outbox.' };
    expect((await visitor.post('/api/contact', message, { 'Idempotency-Key': 'metrics-key-0001' })).status).toBe(201);
    expect((await visitor.post('/api/contact', message, { 'Idempotency-Key': 'metrics-key-0001' })).status).toBe(200);
    expect((await visitor.post('/api/contact', { ...message, subject: 'Second message' })).status).toBe(201);
    expect((await visitor.post('/api/contact', { ...message, subject: 'Third message' })).status).toBe(429);
    await loginAs(new Client(server.url), ADMIN.username, ADMIN.password);

    const res = await fetch(`${server.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(await res.text());

    // Requests by route pattern and status, with their latency (the parser folds a labelled
    // histogram's series into one, so the counts per series are read from prom-client's registry).
    expect(family(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
    const histogram = async (name: string) => (await server.metrics!.registry.getSingleMetric(name)!.get()).values as { metricName?: string; labels: Record<string, string | number>; value: number }[];
    const series = await histogram('http_request_duration_seconds');
    const count = (route: string, status: string) =>
      series.filter((v) => v.metricName === 'http_request_duration_seconds_count' && v.labels.route === route && String(v.labels.status) === status).reduce((n, v) => n + v.value, 0);
    expect(count('/api/providers', '200')).toBe(3);
    expect(count('/faq', '200')).toBe(1);
    expect(count('/api/contact', '429')).toBe(1);
    expect(count('/api/admin/login', '200')).toBe(1);
    expect(series.every((v) => !String(v.labels.route).includes('?'))).toBe(true);

    expect(valueOf(families, 'rdu_public_cache_answers_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(families, 'rdu_public_cache_answers_total', { result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(family(families, 'rdu_page_renders_seconds').type).toBe('HISTOGRAM');
    expect(family(families, 'rdu_db_query_duration_seconds').type).toBe('HISTOGRAM');
    expect((await histogram('rdu_db_query_duration_seconds')).find((v) => v.metricName === 'rdu_db_query_duration_seconds_count')?.value).toBeGreaterThan(0);
    expect((await histogram('rdu_page_renders_seconds')).find((v) => v.metricName === 'rdu_page_renders_seconds_count' && v.labels.outcome === 'ok')?.value).toBeGreaterThanOrEqual(1);
    expect(valueOf(families, 'rdu_db_pool_connections', { pool: 'sessions', state: 'waiting' })).toBe(0);
    expect(valueOf(families, 'rdu_throttle_refusals_total', { write: 'contact' })).toBe(1);
    expect(valueOf(families, 'rdu_outbox_replays_total', { write: 'contact' })).toBe(1);
    expect(valueOf(families, 'rdu_postback_queue_length')).toBe(0);
    // Event-loop delay, heap and RSS: prom-client's default metrics.
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) expect(valueOf(families, name)).toBeGreaterThan(0);
  });

  it('is never on the public site without METRICS_TOKEN', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${server.metricsUrl}/anything-else`)).status).toBe(404);
  });

  it('with METRICS_TOKEN: answers a request carrying the token, 404 to anyone else', async () => {
    const withToken = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
    try {
      expect(withToken.metricsUrl).toBeNull();
      expect((await fetch(`${withToken.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${withToken.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
      const res = await fetch(`${withToken.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(parsePrometheusText(await res.text()).map((f) => f.name)).toContain('http_request_duration_seconds');
    } finally {
      await withToken.close();
      await withToken.cleanup();
    }
  });

  it('is off by default: nothing measured, nothing served', async () => {
    const plain = await startTestServer();
    try {
      expect(plain.metrics).toBeNull();
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    } finally {
      await plain.close();
      await plain.cleanup();
    }
  });
});
