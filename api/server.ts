// Starts everything in order: database, migrations, first-run content, admin bootstrap, services,
// transports, then listens. Also used by the integration tests, so they run the real thing.
import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import { createInfraStore } from './auth/infraStore';
import { sweepExpired } from './auth/dbLimiter';
import { releaseMemoryNow, releaseMemoryWhenIdle } from './http/idleMemory';
import { deviceCookies } from './auth/deviceCookie';
import { createLoginThrottle, type ThrottleLimits } from './auth/loginThrottle';
import { PasswordHasher } from './auth/passwords';
import { createWriteThrottle } from './auth/writeThrottle';
import { createPartnerQuota } from './auth/partnerQuota';
import { SESSION_COOKIE, createSessions } from './auth/sessions';
import { DEFAULT_SHUTDOWN_GRACE_SECONDS, type Config } from './config';
import { createDataSource } from './db/dataSource';
import { seedNewDatabase } from './db/seed';
import { createGraphQL } from './graphql/server';
import { PublicReadCache, type CacheHit } from './http/publicCache';
import { AFFILIATE_TEXTS } from './domain/affiliate';
import { bookingClickWaitText, contactWaitText } from './domain/texts';
import { createLogger, type Logger } from './logger';
import { DatabaseHealth, type HealthEvents } from './db/health';
import { ScheduledBackups, fileBackupLock, mariadbBackupLock } from './db/backupSchedule';
import { Readiness, beforeReady, type ReadinessState } from './http/health';
import type { RenderLimits } from './http/renderBudget';
import { RateLimitedError, isDatabaseUnavailable } from './services/errors';
import { Metrics, startMetricsServer, type PoolUse } from './http/metrics';
import type { WriteThrottle } from './services/writeThrottle';
import type { LoginThrottle } from './services/users';
import type { Knex } from 'knex';
import { createServices, type Services } from './services';
import { SYSTEM } from './services/actor';
import { WebhookSender, type Scheduler, type WebhookPost } from './services/webhooks';

export interface RunningServer {
  url: string;
  port: number;
  server: http.Server;
  db: DataSource;
  services: Services;
  cache: PublicReadCache;
  logger: Logger;
  /** Where the process is in its life, as /readyz answers it. */
  readiness: Readiness;
  /** Sends the queued webhook deliveries in rounds (tests drive `round()` themselves). */
  webhookSender: WebhookSender;
  /** The operator's metrics (null unless METRICS_PORT or METRICS_TOKEN is set). */
  metrics: Metrics | null;
  /** Where METRICS_PORT's listener answers /metrics (null without METRICS_PORT). */
  metricsUrl: string | null;
  /**
   * Says "not ready" on /readyz at once and keeps serving for `drainMs` (a load balancer that checks
   * readiness stops sending meanwhile), then stops accepting, lets in-flight requests finish (up to
   * `graceMs`) and closes the database.
   */
  close(graceMs?: number, drainMs?: number): Promise<void>;
}

const THROTTLE_SWEEP_MS = 5 * 60_000;
const AUDIT_TRIM_MS = 24 * 60 * 60_000;
/** Quiet time after traffic before the memory V8 pooled during it is given back (api/http/idleMemory.ts). */
const IDLE_RELEASE_MS = 5_000;

export interface StartOptions {
  logger?: Logger;
  throttleLimits?: ThrottleLimits;
  /** Where the one-time generated admin password is printed (stdout by default). */
  announce?: (line: string) => void;
  host?: string;
  /** Render the public pages before listening (default: in production). */
  warm?: boolean;
  /** Page renders per client address and at once (api/http/renderBudget.ts; tests set small ones). */
  renderLimits?: RenderLimits;
  /** The clock the services and the read cache judge time by (the system's; tests may fix it). */
  clock?: () => Date;
  /** Told each start-up phase as it begins, with the address already listening (tests hold a phase to look at /readyz). */
  onPhase?: (phase: ReadinessState, url: string) => void | Promise<void>;
  /** The webhook sender's timer and its POST (a timer every WEBHOOK_ROUND_MS and Node's fetch; tests drive their own). */
  webhooks?: { scheduler?: Scheduler; post?: WebhookPost; timeoutMs?: number };
}

/** How often each process's webhook sender looks for due deliveries. */
const WEBHOOK_ROUND_MS = 5_000;

export async function prepareDatabase(config: Config, logger: Logger, opened?: (db: DataSource) => void): Promise<DataSource> {
  const db = createDataSource(config.database);
  await db.initialize();
  opened?.(db);
  await whileHoldingSchemaLock(db, async () => {
    const applied = await db.runMigrations({ transaction: 'each' });
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    if (await seedNewDatabase(db)) logger.info('new database: demo content added');
  });
  return db;
}

/**
 * Several processes may start together on one MySQL database: one migrates and seeds while the
 * others wait for it (MySQL cannot roll back DDL, so they must not race). A named lock lives as long
 * as its connection, so a crashed process never leaves it held. SQLite's file lock does this itself.
 */
async function whileHoldingSchemaLock(db: DataSource, work: () => Promise<void>): Promise<void> {
  if (db.options.type !== 'mariadb') return work();
  const runner = db.createQueryRunner();
  try {
    // Named locks are server-wide: the name carries the database's, so sites (or test runs) on
    // other databases of the same server never wait for each other. Names are at most 64 characters.
    const name = "CONCAT('rdu_schema_', LEFT(SHA1(DATABASE()), 40))";
    const [row] = await runner.query(`SELECT GET_LOCK(${name}, 120) AS got`);
    if (Number(row?.got) !== 1) throw new Error('Timed out waiting for another process to finish migrating the database');
    try {
      await work();
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${name})`);
    }
  } finally {
    await runner.release();
  }
}

/** The last migration recorded in the database: its schema's version. */
export async function schemaVersionOf(db: DataSource): Promise<string | null> {
  const table = db.options.migrationsTableName ?? 'migrations';
  const rows = (await db.query(`SELECT name FROM ${table} ORDER BY timestamp DESC, id DESC LIMIT 1`)) as { name: string }[];
  return rows[0]?.name ?? null;
}

/**
 * Listens first, so /healthz and /readyz answer while the database is migrated and the pages are
 * prepared (everything else answers 503 until then); the app takes over once it is ready.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const readiness = new Readiness();
  let answer: http.RequestListener = beforeReady(readiness);
  const server = http.createServer((req, res) => answer(req, res));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const enter = async (phase: ReadinessState) => {
    readiness.state = phase;
    await options.onPhase?.(phase, url);
  };
  try {
    return await assemble(config, options, logger, { server, port, url, readiness, enter, takeOver: (listener) => (answer = listener) });
  } catch (error) {
    // Start-up failed (database unreachable, a migration refused): nothing is left listening.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
}

interface Listening {
  server: http.Server;
  port: number;
  url: string;
  readiness: Readiness;
  enter(phase: ReadinessState): Promise<void>;
  takeOver(listener: http.RequestListener): void;
}

async function assemble(config: Config, options: StartOptions, logger: Logger, listening: Listening): Promise<RunningServer> {
  const { server, port, readiness, enter } = listening;
  await enter('migrating');
  // The health watch exists from the moment the database is open (/readyz asks it); what it does
  // when the database goes or comes back is said once the cache exists (below).
  const healthEvents: HealthEvents = {};
  let health!: DatabaseHealth;
  const db = await prepareDatabase(config, logger, (opened) => {
    health = new DatabaseHealth(opened, healthEvents);
    readiness.database = { query: (sql) => opened.query(sql), health };
  });
  readiness.schemaVersion = await schemaVersionOf(db);
  await enter('starting');
  const knex = createInfraStore(config.database, { warn: (m) => logger.warn(m), debug: (m) => logger.debug(m) });
  // Measured only when someone can read it (METRICS_PORT or METRICS_TOKEN): otherwise nothing is wrapped.
  let postbackQueue = () => 0;
  let webhookQueue = async () => ({ pending: 0, sending: 0 });
  const metrics = config.metrics ? new Metrics({ pools: () => poolsOf(db, knex), postbackQueue: () => postbackQueue(), webhookQueue: () => webhookQueue() }) : null;
  metrics?.measureQueries(db);
  const counted = <T extends WriteThrottle>(write: string, throttle: T): T => (metrics ? countRefusals(metrics, write, throttle) : throttle);
  const services = createServices(db, {
    throttle: metrics ? countLoginRefusals(metrics, createLoginThrottle(knex, config.database, options.throttleLimits)) : createLoginThrottle(knex, config.database, options.throttleLimits),
    passwords: new PasswordHasher(config.passwordHashing),
    deviceCookies: deviceCookies(config.sessionSecret),
    contactThrottle: counted('contact', createWriteThrottle({ knex, db: config.database }, 'contact', config.contactLimits, contactWaitText)),
    clickThrottle: counted('booking_click', createWriteThrottle({ knex, db: config.database }, 'booking_click', config.bookingClickLimits, bookingClickWaitText)),
    clickRetentionDays: config.clickRetentionDays,
    bookingsPerClick: config.bookingsPerClick,
    auditRetentionDays: config.auditRetentionDays,
    postbackThrottle: counted('postback', createWriteThrottle({ knex, db: config.database }, 'postback', config.postbackLimits, AFFILIATE_TEXTS.postbackWait)),
    partnerQuota: createPartnerQuota({ knex, db: config.database }),
    clock: options.clock,
    webhookPost: options.webhooks?.post,
    webhookTimeoutMs: options.webhooks?.timeoutMs,
    webhookLogRetentionDays: config.webhookLogRetentionDays,
  });
  if (metrics) {
    postbackQueue = () => services.postbacks.queued;
    webhookQueue = () => services.webhooks.queueCounts();
    countReplays(metrics, services);
  }
  // Images an earlier version kept on this host's disk are copied into the database, for every host.
  const legacy = await services.uploads.importLegacyFiles(SYSTEM, config.uploadDir);
  if (legacy.imported.length) logger.info({ uploadDir: config.uploadDir, imported: legacy.imported.length }, 'images from UPLOAD_DIR copied into the database');
  if (legacy.skipped.length) logger.warn({ uploadDir: config.uploadDir, skipped: legacy.skipped }, 'files in UPLOAD_DIR left out of the database (they are no longer served)');
  // Counters of windows long gone (a spam wave leaves one per address), keys of clicks long sent
  // and where ended sessions began are cleared now and then.
  const throttleSweep = setInterval(() => {
    sweepExpired(knex).catch((err: unknown) => logger.warn({ err }, 'expired throttle sweep failed'));
    services.clicks.sweepKeys().catch((err: unknown) => logger.warn({ err }, 'booking click key sweep failed'));
    services.clicks.sweepKeptClicks().catch((err: unknown) => logger.warn({ err }, 'kept click sweep failed'));
    services.signedIn.sweep().catch((err: unknown) => logger.warn({ err }, 'session logins sweep failed'));
  }, THROTTLE_SWEEP_MS);
  throttleSweep.unref();
  // The audit trail keeps AUDIT_RETENTION_DAYS of events: trimmed once a day (and at start-up).
  const trimAudit = () => services.audit.trim().catch((err: unknown) => logger.warn({ err }, 'audit trail trim failed'));
  void trimAudit();
  const auditTrim = setInterval(trimAudit, AUDIT_TRIM_MS);
  auditTrim.unref();
  await services.contentVersion.ensureRow();

  if (Boolean(config.admin.username) !== Boolean(config.admin.password)) {
    logger.warn('ADMIN_USERNAME and ADMIN_PASSWORD only work together: set both to create that admin at start-up');
  }
  const boot = await services.users.ensureBootstrapAdmin(SYSTEM, config.admin);
  if (boot) {
    const announce = options.announce ?? ((line: string) => process.stdout.write(`${line}\n`));
    if (boot.generatedPassword) {
      announce(`\n  Created the first admin account. It is shown this one time only:\n    username: ${boot.username}\n    password: ${boot.generatedPassword}\n  Change it with: npm run admin -- reset-password ${boot.username}\n`);
    } else if (boot.notCreated) {
      logger.error(
        { username: boot.username, reason: boot.notCreated },
        'ADMIN_USERNAME/ADMIN_PASSWORD could never sign in, so no admin account was created from them: set a password of at least 12 characters, or use npm run admin -- create',
      );
    } else if (boot.weakPassword) {
      logger.warn(
        { username: boot.username, reason: boot.weakPassword },
        'ADMIN_PASSWORD breaks the password rule (at least 12 characters, not a common password, not the username): the admin account was created, but its password works for one sign-in only and must be changed then',
      );
    } else {
      logger.info({ username: boot.username }, 'admin account created from ADMIN_USERNAME');
    }
  }

  const sessions = createSessions(config, knex, (err) => logger.warn({ err }, 'expired-session sweep failed'));
  // Cache hits carry no headers or bodies, so their log line skips redaction (half its cost).
  const hitLog = logger.child({}, { redact: { paths: [] } });
  const clock = options.clock;
  const cache = new PublicReadCache({
    ...(clock ? { now: () => clock().getTime() } : {}),
    sessionCookie: SESSION_COOKIE,
    publicUrl: config.publicUrl,
    enabled: config.publicReadCache,
    // The same line pino-http writes for the answers Express gives; none (and no request id made)
    // when the log leaves out answers (LOG_LEVEL above info).
    ...(logger.isLevelEnabled('info') ? { onHit: ({ id, method, url, statusCode }: CacheHit) => hitLog.info({ req: { id, method, url }, res: { statusCode }, cache: 'hit' }, 'request completed') } : {}),
  });
  services.contentVersion.onChange(() => cache.invalidate());
  healthEvents.onDown = (err) => {
    cache.setVerifiable(false);
    logger.warn({ err: { message: (err as Error)?.message, code: (err as { code?: unknown })?.code } }, 'database unreachable: serving kept pages and public reads, refusing writes with 503 until it answers');
  };
  healthEvents.onUp = (downMs) => {
    cache.setVerifiable(true);
    logger.info({ downMs }, 'database reachable again');
  };
  services.contentVersion.startPolling(config.contentPollMs, {
    onSuccess: () => health.reportSuccess(),
    onError: (err) => {
      health.reportFailure(err);
      // An outage is logged once, by the health watch; anything else is worth a line each time.
      if (!isDatabaseUnavailable(err)) logger.warn({ err }, 'content version poll failed');
    },
  });
  const graphql = await createGraphQL(services, logger, { development: config.nodeEnv === 'development' });

  const { app, pages } = createApp({ config, logger, db, services, sessions, graphql: graphql.middleware, execute: graphql.executeAnonymous, cache, health, readiness, renderLimits: options.renderLimits, metrics });
  const handler: http.RequestListener = !config.publicReadCache
    ? app
    : metrics
      ? (req, res) => {
          const started = performance.now();
          if (cache.serve(req, res)) return metrics.servedFromCache(req, res, started, cache.currentState);
          if (!health.isUp && cache.serveStaleRead(req, res)) return metrics.servedFromCache(req, res, started, 'STALE');
          app(req, res);
        }
      : (req, res) => {
          if (cache.serve(req, res)) return;
          // The database is away: a public read kept from before is better than a 503.
          if (!health.isUp && cache.serveStaleRead(req, res)) return;
          app(req, res);
        };
  // Pages are made ready before the app takes visitors (/readyz says 503 meanwhile): a load balancer
  // never sends them to a process that would render every page for its first minute.
  if (options.warm ?? config.isProduction) {
    const started = Date.now();
    const kept = await pages.warm().catch((err: unknown) => (logger.warn({ err }, 'page warm-up failed'), 0));
    // Rendering every page grew the heap: what is garbage now is given back before any visitor comes.
    const memory = releaseMemoryNow();
    logger.info({ pages: kept, ms: Date.now() - started, rssMb: memory && Math.round(memory.after / 2 ** 20) }, 'pages ready');
  }
  listening.takeOver(handler);
  await enter('ready');

  const backups = config.backup
    ? new ScheduledBackups(config.database, config.backup, config.database.kind === 'mariadb' ? mariadbBackupLock(config.database) : fileBackupLock(config.backup.dir), {
        taken: (file, ms) => logger.info({ file, ms }, 'scheduled backup taken'),
        failed: (err) => logger.error({ err }, 'scheduled backup failed'),
      })
    : null;
  backups?.start();
  const webhookSender = new WebhookSender(
    services.webhooks,
    options.webhooks?.scheduler,
    WEBHOOK_ROUND_MS,
    (err) => {
      if (!isDatabaseUnavailable(err)) logger.warn({ err }, 'webhook round failed');
    },
    { now: options.clock },
  );
  webhookSender.start();
  const metricsServer = metrics && config.metrics?.port !== null && config.metrics ? await startMetricsServer(metrics, config.metrics.port, config.metrics.host) : null;
  if (metricsServer) logger.info({ url: `${metricsServer.url}/metrics` }, 'metrics served');
  // Not under tests (many servers share one process there, and they never idle long).
  const idleMemory = config.isProduction
    ? releaseMemoryWhenIdle(server, {
        idleMs: IDLE_RELEASE_MS,
        onRelease: (before, after) => logger.debug({ rssBeforeMb: Math.round(before / 2 ** 20), rssAfterMb: Math.round(after / 2 ** 20) }, 'idle: memory released'),
      })
    : null;

  let closing: Promise<void> | null = null;
  const close = (graceMs = DEFAULT_SHUTDOWN_GRACE_SECONDS * 1000, drainMs = 0) =>
    (closing ??= (async () => {
      readiness.state = 'stopping';
      // Still serving as usual, while /readyz says 503: a load balancer that checks it stops sending first.
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections that finish their request while we drain are closed as they go idle.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await drained;
      clearInterval(sweep);
      clearTimeout(timer);
      services.contentVersion.stopPolling();
      health.stop();
      clearInterval(throttleSweep);
      clearInterval(auditTrim);
      idleMemory?.stop();
      await backups?.stop();
      // A round under way finishes its POSTs (each within its timeout) and records them.
      await webhookSender.stop();
      await metricsServer?.close();
      await sessions.close();
      await graphql.stop();
      // A sweep may still be waiting for a connection; aborting it at shutdown is expected.
      await knex.destroy().catch((err: unknown) => logger.debug({ err }, 'session store pool closed with work pending'));
      await db.destroy();
    })());

  return { url: listening.url, port, server, db, services, cache, logger, readiness, metrics, metricsUrl: metricsServer?.url ?? null, webhookSender, close };
}

/** A write throttle whose refusals are counted (RateLimitedError: the write was refused). */
function countRefusals<T extends WriteThrottle>(metrics: Metrics, write: string, throttle: T): T {
  return {
    ...throttle,
    take: (client: string) =>
      throttle.take(client).catch((error: unknown) => {
        if (error instanceof RateLimitedError) metrics.throttleRefused(write);
        throw error;
      }),
  };
}

function countLoginRefusals(metrics: Metrics, throttle: LoginThrottle): LoginThrottle {
  return {
    reserve: (attempt) =>
      throttle.reserve(attempt).catch((error: unknown) => {
        if (error instanceof RateLimitedError) metrics.throttleRefused('login');
        throw error;
      }),
  };
}

/** Replays answered from an idempotency key already stored (the contact outbox, the click queue). */
function countReplays(metrics: Metrics, services: Services): void {
  const submit = services.contacts.submit.bind(services.contacts);
  services.contacts.submit = async (...args) => {
    const answer = await submit(...args);
    if (answer.replayed) metrics.replayAnswered('contact');
    return answer;
  };
  const record = services.clicks.record.bind(services.clicks);
  services.clicks.record = async (...args) => {
    const answer = await record(...args);
    if (!answer.counted && answer.reason === 'repeat') metrics.replayAnswered('booking_click');
    return answer;
  };
}

interface CountedPool {
  length?: number;
}

/** Connections in use, free and waited for, per pool: TypeORM's (MariaDB: mysql2's pool) and the session store's (knex: tarn). */
function poolsOf(db: DataSource, knex: Knex): PoolUse[] {
  const pools: PoolUse[] = [];
  const mysqlPool = (db.driver as { pool?: { _allConnections?: CountedPool; _freeConnections?: CountedPool; _connectionQueue?: CountedPool } }).pool;
  if (mysqlPool?._allConnections) {
    const all = mysqlPool._allConnections.length ?? 0;
    const free = mysqlPool._freeConnections?.length ?? 0;
    pools.push({ pool: 'typeorm', used: all - free, free, waiting: mysqlPool._connectionQueue?.length ?? 0 });
  }
  const tarn = (knex.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } }).pool;
  if (tarn) pools.push({ pool: 'sessions', used: tarn.numUsed(), free: tarn.numFree(), waiting: tarn.numPendingAcquires() });
  return pools;
}
