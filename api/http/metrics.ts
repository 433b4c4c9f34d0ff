// What an on-call engineer reads (GET /metrics, Prometheus text, prom-client): requests by route
// pattern and status with their latency, the public cache's hits and misses, renders, database
// query time and pool use, event-loop delay, heap and RSS (prom-client's default metrics),
// throttle refusals, the postback queue and outbox replays answered. Served on METRICS_PORT
// (loopback unless told otherwise) or with METRICS_TOKEN, never to the public site
// (docs/operations.md). Off, nothing is measured: the cached read's hot path stays as it was.
import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import client from 'prom-client';
import type { DataSource, QueryRunner } from 'typeorm';
import { PUBLIC_REST_LIST, ROUTES } from '../domain/routes';

export const METRICS_PATH = '/metrics';

/** Seconds; from a cached answer (well under a millisecond) to a slow render. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const PAGE_PATTERNS = Object.values(ROUTES)
  .map((r) => r.path)
  .map((pattern) => ({ pattern, re: new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`) }));

/** A path's route pattern ('/providers/:slug'), never the path itself: labels stay few. */
export function routePatternOf(pathname: string): string {
  if (PUBLIC_REST_LIST.test(pathname)) return pathname.startsWith('/api/adspots/location/') ? '/api/adspots/location/:location' : pathname.replace(/\/$/, '');
  if (pathname === '/graphql') return '/graphql';
  const top = /^\/(uploads|assets|demo|icons)\//.exec(pathname);
  if (top) return `/${top[1]}/*`;
  if (pathname.startsWith('/api/')) return '/api/*';
  for (const { pattern, re } of PAGE_PATTERNS) if (re.test(pathname)) return pattern;
  return 'other';
}

/** Remembered per path, bounded: a cached read's label costs one Map lookup. */
const PATTERN_MEMO_MAX = 2000;

export interface PoolUse {
  pool: string;
  used: number;
  free: number;
  waiting: number;
}

export interface MetricsSources {
  /** Connections of each pool (TypeORM's, the session store's), read at scrape time. */
  pools?: () => PoolUse[];
  /** Postback reports waiting for their batch's transaction. */
  postbackQueue?: () => number;
  /** Webhook deliveries waiting or being sent (one query per scrape). */
  webhookQueue?: () => Promise<{ pending: number; sending: number }>;
}

type Observe = (seconds: number) => void;

interface Series {
  labels: Record<string, string>;
  /** Observations per bucket (not cumulative), the last one above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * The requests histogram, kept in plain arrays: an observation is a bucket search and three
 * additions (prom-client's own histogram hashes its labels on every observe, several times the
 * cost of a cached answer's whole bookkeeping). prom-client reads it at scrape time like any of its
 * metrics and writes the exposition.
 */
class RequestHistogram {
  readonly type = 'histogram';
  private readonly series = new Map<string, Series>();
  private readonly observers = new Map<string, Observe>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: number[],
  ) {}

  /** The observer of one route, method and status (made once, then looked up). */
  observer(route: string, method: string, status: number): Observe {
    const key = `${route} ${method} ${status}`;
    let observe = this.observers.get(key);
    if (!observe) {
      const series: Series = { labels: { route, method, status: String(status) }, buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      this.series.set(key, series);
      const bounds = this.bounds;
      observe = (seconds) => {
        let i = 0;
        while (i < bounds.length && seconds > bounds[i]) i++;
        series.buckets[i] += 1;
        series.sum += seconds;
        series.count += 1;
      };
      this.observers.set(key, observe);
    }
    return observe;
  }

  get(): { name: string; help: string; type: string; values: { metricName: string; labels: Record<string, string | number>; value: number }[]; aggregator: 'sum' } {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const s of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += s.buckets[i];
        values.push({ metricName: `${this.name}_bucket`, labels: { ...s.labels, le: bound }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count });
      values.push({ metricName: `${this.name}_sum`, labels: s.labels, value: s.sum });
      values.push({ metricName: `${this.name}_count`, labels: s.labels, value: s.count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: 'sum' };
  }
}

export class Metrics {
  readonly registry = new client.Registry();
  private readonly requests: RequestHistogram;
  /** Answers of the public cache by result, counted in plain numbers (the hot path) and read at scrape time. */
  private readonly cacheCounts: Record<string, number> = { hit: 0, stale: 0, updating: 0, miss: 0 };
  private readonly renders: client.Histogram<'outcome'>;
  private readonly queries: client.Histogram<'dialect'>;
  private readonly throttled: client.Counter<'write'>;
  private readonly replays: client.Counter<'write'>;
  private readonly patterns = new Map<string, string>();
  /** The cached answers' observers by address as asked (the hot path: one lookup and two comparisons). */
  private readonly hot = new Map<string, { method: string; status: number; observe: Observe }>();

  constructor(sources: MetricsSources = {}) {
    const registers = [this.registry];
    client.collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    this.requests = new RequestHistogram('http_request_duration_seconds', 'Requests by route pattern, method and status, and how long the server took to answer them', LATENCY_BUCKETS);
    this.registry.registerMetric(this.requests as unknown as client.Metric);
    const cacheCounts = this.cacheCounts;
    new client.Counter({
      name: 'rdu_public_cache_answers_total',
      help: 'Public reads and pages by how the prepared-bytes cache answered: hit, stale (the database away), updating, miss (made for this answer)',
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        for (const [result, n] of Object.entries(cacheCounts)) this.inc({ result }, n);
      },
    });
    this.renders = new client.Histogram({ name: 'rdu_page_renders_seconds', help: 'Server renders of public pages, by outcome (failed: its data could not be read), and how long they took', labelNames: ['outcome'], buckets: LATENCY_BUCKETS, registers });
    this.queries = new client.Histogram({ name: 'rdu_db_query_duration_seconds', help: 'Time of each database query made through TypeORM', labelNames: ['dialect'], buckets: QUERY_BUCKETS, registers });
    this.throttled = new client.Counter({ name: 'rdu_throttle_refusals_total', help: 'Writes refused by a throttle (login, contact, booking_click, postback)', labelNames: ['write'], registers });
    this.replays = new client.Counter({ name: 'rdu_outbox_replays_total', help: 'Writes sent again under an idempotency key already stored (the offline outbox, the click queue), answered with the first result', labelNames: ['write'], registers });
    const pools = sources.pools;
    new client.Gauge({
      name: 'rdu_db_pool_connections',
      help: 'Database connections by pool and state (used, free, waiting: requests waiting for a connection)',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        for (const p of pools?.() ?? []) {
          this.set({ pool: p.pool, state: 'used' }, p.used);
          this.set({ pool: p.pool, state: 'free' }, p.free);
          this.set({ pool: p.pool, state: 'waiting' }, p.waiting);
        }
      },
    });
    const postbackQueue = sources.postbackQueue;
    new client.Gauge({
      name: 'rdu_postback_queue_length',
      help: 'Postback reports waiting for their batch transaction',
      registers,
      collect() {
        this.set(postbackQueue?.() ?? 0);
      },
    });
    const webhookQueue = sources.webhookQueue;
    new client.Gauge({
      name: 'rdu_webhook_queue_length',
      help: 'Webhook deliveries waiting for a try (pending) or being sent (sending)',
      labelNames: ['status'],
      registers,
      async collect() {
        // A scrape while the database is away still answers (the other series).
        const counts = await webhookQueue?.().catch(() => null);
        if (!counts) return;
        this.set({ status: 'pending' }, counts.pending);
        this.set({ status: 'sending' }, counts.sending);
      },
    });
  }

  private patternOf(pathname: string): string {
    let pattern = this.patterns.get(pathname);
    if (pattern === undefined) {
      pattern = routePatternOf(pathname);
      if (this.patterns.size >= PATTERN_MEMO_MAX) this.patterns.clear();
      this.patterns.set(pathname, pattern);
    }
    return pattern;
  }

  private observe(route: string, method: string, status: number, seconds: number): void {
    this.requests.observer(route, method, status)(seconds);
  }

  /** A request the prepared-bytes cache answered before the app (the hot path: a few lookups). */
  servedFromCache(req: IncomingMessage, res: ServerResponse, startedMs: number, state: 'HIT' | 'STALE'): void {
    const seconds = (performance.now() - startedMs) / 1000;
    this.cacheCounts[state === 'HIT' ? 'hit' : 'stale'] += 1;
    const url = req.url ?? '';
    const method = req.method ?? 'GET';
    const status = res.statusCode;
    const known = this.hot.get(url);
    if (known !== undefined && known.status === status && known.method === method) return known.observe(seconds);
    const q = url.indexOf('?');
    const observe = this.requests.observer(this.patternOf(q < 0 ? url : url.slice(0, q)), method, status);
    if (this.hot.size >= PATTERN_MEMO_MAX) this.hot.clear();
    this.hot.set(url, { method, status, observe });
    observe(seconds);
  }

  /** Express middleware: each answer the app gives, once sent, by its route pattern. */
  requestsMiddleware(): RequestHandler {
    return (req, res, next) => {
      const started = performance.now();
      res.once('finish', () => {
        const route = req.route ? `${req.baseUrl}${String((req.route as { path: unknown }).path)}` : this.patternOf(req.path);
        this.observe(route, req.method, res.statusCode, (performance.now() - started) / 1000);
        const state = res.getHeader('X-Cache');
        const result = typeof state === 'string' ? state.toLowerCase() : req.method === 'GET' && (PUBLIC_REST_LIST.test(req.path) || req.path === '/graphql') ? 'miss' : null;
        if (result) this.cacheCounts[result] = (this.cacheCounts[result] ?? 0) + 1;
      });
      next();
    };
  }

  rendered(seconds: number, outcome: 'ok' | 'failed'): void {
    this.renders.observe({ outcome }, seconds);
  }

  throttleRefused(write: string): void {
    this.throttled.inc({ write });
  }

  replayAnswered(write: string): void {
    this.replays.inc({ write });
  }

  /** Times every query TypeORM makes on `db` (each query runner's `query`, wrapped once). */
  measureQueries(db: DataSource): void {
    const dialect = db.options.type === 'mariadb' ? 'mariadb' : 'sqlite';
    const timed = this.queries.labels(dialect);
    const wrapped = new WeakSet<QueryRunner>();
    const driver = db.driver as { createQueryRunner(mode: 'master' | 'slave'): QueryRunner };
    const create = driver.createQueryRunner.bind(driver);
    driver.createQueryRunner = (mode) => {
      const runner = create(mode);
      if (wrapped.has(runner)) return runner;
      wrapped.add(runner);
      const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
      (runner as { query: unknown }).query = (...args: unknown[]) => {
        const end = timed.startTimer();
        return query(...args).finally(end);
      };
      return runner;
    };
  }

  /** The Prometheus text exposition. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Serves /metrics to a request carrying `Authorization: Bearer <token>`; 404 to anyone else (the path is not advertised). */
export function metricsWithToken(metrics: Metrics, token: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return (req, res, next) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    // Constant time: the token is all that guards it.
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return next();
    metrics.text().then(({ contentType, body }) => res.set('Cache-Control', 'no-store').type(contentType).send(body), next);
  };
}

/** The operator's own listener (METRICS_PORT): /metrics only. */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.text().then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
