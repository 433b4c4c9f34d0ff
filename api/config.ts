// Environment → typed configuration, with defaults for the zero-set-up embedded database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_AUDIT_RETENTION_DAYS } from './domain/audit';
import { DEFAULT_WEBHOOK_LOG_RETENTION_DAYS } from './domain/webhooks';
import { DEFAULT_BOOKINGS_PER_CLICK } from './domain/affiliate';
import { DEFAULT_IPV6_CLIENT_PREFIX } from './http/clientGroup';
import { DEFAULT_TRIP_LIMITS, type TripLimits } from './http/tripAllowance';
import { DEFAULT_RENDER_QUEUE_PER_CLIENT } from './http/renderBudget';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'mariadb'; host: string; port: number; user: string; password: string; database: string };

/** How many anonymous writes one client address may make: `burst` per `burstMinutes`, and `perDay`. */
export interface WriteLimits {
  burst: number;
  burstMinutes: number;
  perDay: number;
}

/** Far above what a person writes (a message, a correction, a second question), far below a spam run. */
export const DEFAULT_CONTACT_LIMITS: WriteLimits = { burst: 5, burstMinutes: 10, perDay: 20 };

/**
 * Booking clicks per client address: far above one traveller comparing rides (a dozen links in a
 * visit), with room for travellers sharing an airport's or hotel's address; far below a script
 * inflating one partner's count. Over the limit a click is not counted; the link works as ever.
 */
export const DEFAULT_BOOKING_CLICK_LIMITS: WriteLimits = { burst: 30, burstMinutes: 10, perDay: 300 };

/**
 * Postbacks per affiliate program: a network reports in bursts (a day's bookings at once, a retry
 * storm), far fewer than these; a leaked secret or a broken network loop is stopped before it
 * fills the database. Counted per program, never per address (networks send from many).
 */
export const DEFAULT_POSTBACK_LIMITS: WriteLimits = { burst: 600, burstMinutes: 1, perDay: 20_000 };

/** Longer than any network's claim window (Kiwitaxi confirms 14 days after the trip; trips are booked months ahead). */
export const DEFAULT_CLICK_RETENTION_DAYS = 120;

export { DEFAULT_AUDIT_RETENTION_DAYS };

/** Password hashes and checks per process: `concurrency` at a time, `queue` more waiting, the rest refused. */
export interface HashingLimits {
  concurrency: number;
  queue: number;
}

/**
 * Two at a time: 128 MiB of argon2 memory at most, and two of libuv's four pool threads left for
 * file reads and compression; a sign-in takes well under a second, so eight waiting are answered
 * within a few seconds. A handful of administrators never meet these; a flood of logins does.
 */
export const DEFAULT_HASHING_LIMITS: HashingLimits = { concurrency: 2, queue: 8 };
/** How long a stopping process lets requests in flight finish before it closes their connections. */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 10;

export interface Config {
  port: number;
  nodeEnv: string;
  isProduction: boolean;
  database: DatabaseConfig;
  dataDir: string;
  uploadDir: string;
  webDir: string;
  /** The server-side renderer built from the web app (web/ssr/render.tsx). */
  ssrFile: string;
  sessionSecret: string[];
  admin: { username?: string; password?: string };
  /** Which senders' X-Forwarded-* headers are believed (parseTrustProxy). */
  trustProxy: false | number | string;
  /**
   * IPV6_CLIENT_PREFIX: how many leading bits of an IPv6 address name one client for the per-address
   * limits (api/http/clientGroup.ts); 64 by default, the least one subscriber line is given.
   */
  ipv6ClientPrefix: number;
  /**
   * The site's public origin (PUBLIC_URL, e.g. https://rdurides.example.com) for canonical and Open
   * Graph URLs and the sitemap; null means "the origin each request arrived on".
   */
  publicUrl: string | null;
  /** How often a process looks for content written by another process (ms). */
  contentPollMs: number;
  /** The prepared-bytes cache for anonymous public reads (PUBLIC_READ_CACHE=off disables it, e.g. to measure it). */
  publicReadCache: boolean;
  logLevel: string;
  /** Contact messages per client address (CONTACT_LIMIT_BURST, CONTACT_LIMIT_BURST_MINUTES, CONTACT_LIMIT_PER_DAY). */
  contactLimits: WriteLimits;
  /** Booking clicks per client address (BOOKING_CLICK_LIMIT_BURST, BOOKING_CLICK_LIMIT_BURST_MINUTES, BOOKING_CLICK_LIMIT_PER_DAY). */
  bookingClickLimits: WriteLimits;
  /** Postbacks per affiliate program (POSTBACK_LIMIT_BURST, POSTBACK_LIMIT_BURST_MINUTES, POSTBACK_LIMIT_PER_DAY). */
  postbackLimits: WriteLimits;
  /** Trip answers per client (TRIP_LIMIT_BURST, TRIP_LIMIT_PER_MINUTE; api/http/tripAllowance.ts). */
  tripLimits: TripLimits;
  /** RENDER_QUEUE_PER_CLIENT: page renders one client may have waiting for a turn (api/http/renderBudget.ts). */
  renderQueuePerClient: number;
  /** POSTBACK_BOOKINGS_PER_CLICK: how many of one program's bookings one click may be credited with. */
  bookingsPerClick: number;
  /** CLICK_RETENTION_DAYS: how long each counted click is kept by its id for conversions to find (the daily counts stay). */
  clickRetentionDays: number;
  /** AUDIT_RETENTION_DAYS: how long the audit trail keeps an event (trimmed daily). */
  auditRetentionDays: number;
  /** WEBHOOK_LOG_RETENTION_DAYS: how long delivered and failed webhook deliveries are kept (swept hourly). */
  webhookLogRetentionDays: number;
  /** Password hashing per process (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
  passwordHashing: HashingLimits;
  /**
   * SHUTDOWN_GRACE_SECONDS: on SIGTERM/SIGINT the process stops accepting at once, then gives the
   * requests in flight this long before it closes their connections. A process manager's stop
   * timeout must be longer (systemd's TimeoutStopSec, docs/deploy.md).
   */
  shutdownGraceSeconds: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS: before that, /readyz answers 503 for this long while the process still
   * serves as usual, so a load balancer that checks readiness stops sending to it first (0: no wait).
   */
  shutdownDrainSeconds: number;
  /** Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): null, the default, when BACKUP_DIR is unset. */
  backup: { dir: string; everyHours: number; keep: number } | null;
  /**
   * GET /metrics (Prometheus text): on its own listener at METRICS_PORT (on METRICS_HOST, loopback
   * unless told otherwise), and/or on the site's port for a request carrying METRICS_TOKEN as a
   * bearer token. null when neither is set: nothing is measured, and /metrics is not found.
   */
  metrics: { port: number | null; host: string; token: string | null } | null;
}

export const ROOT = path.resolve(__dirname, '..', fs.existsSync(path.resolve(__dirname, '..', 'package.json')) ? '' : '..');

export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'rdu.sqlite') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/rdu.sqlite');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(ROOT, file) };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    const u = new URL(url);
    const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
    if (!database) throw new Error('DATABASE_URL needs a database name, e.g. mysql://user:pass@127.0.0.1:3306/rdu');
    return {
      kind: 'mariadb',
      host: u.hostname,
      port: u.port ? Number(u.port) : 3306,
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database,
    };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or mysql:// (got "${url.split(':')[0]}:")`);
}

/** The forms TRUST_PROXY takes, named in every message that refuses one. */
const TRUST_PROXY_FORMS =
  'the number of proxies in front of the app (TRUST_PROXY=1 for one nginx), their addresses or subnets ' +
  '(TRUST_PROXY=10.0.0.0/8, or a comma-separated list such as TRUST_PROXY=127.0.0.1,10.0.0.5), or loopback, linklocal or uniquelocal (TRUST_PROXY=loopback)';

/** The names proxy-addr (Express's "trust proxy") knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** 'a.b.c.d', 'a.b.c.d/8', 'a.b.c.d/255.0.0.0', '::1', 'fd00::/8'; the prefix length of a subnet, or null when not one of these. */
function proxySubnetPrefix(item: string): number | null {
  const slash = item.indexOf('/');
  const address = slash < 0 ? item : item.slice(0, slash);
  const family = net.isIP(address);
  if (!family) return null;
  const bits = family === 4 ? 32 : 128;
  if (slash < 0) return bits;
  const range = item.slice(slash + 1);
  if (/^\d{1,3}$/.test(range)) return Number(range) <= bits ? Number(range) : null;
  if (family !== 4 || net.isIP(range) !== 4) return null;
  // A netmask: ones, then zeros only.
  const binary = range.split('.').map((part) => Number(part).toString(2).padStart(8, '0')).join('');
  return /^1*0*$/.test(binary) ? binary.replace(/0+$/, '').length : null;
}

/**
 * TRUST_PROXY → Express's "trust proxy": off, a hop count, or the proxies' addresses, subnets and
 * range names. "true" (and a /0 subnet) would believe any client's own X-Forwarded-For, so one
 * client could pass every per-address limit by writing a new address each time: it stops the
 * start-up, as does anything Express would not read as one of these forms.
 */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false' || given === '0') return false;
  const trustsEveryone = new Error(
    `TRUST_PROXY=${given} trusts every client to name its own address in X-Forwarded-For, so anyone could pass the per-address limits. ` +
      `Name the proxies to trust instead: ${TRUST_PROXY_FORMS}.`,
  );
  if (given.toLowerCase() === 'true') throw trustsEveryone;
  if (/^\d+$/.test(given)) return Number(given);
  const items = given.split(',').map((item) => item.trim());
  for (const item of items) {
    if (PROXY_RANGE_NAMES.has(item)) continue;
    const prefix = proxySubnetPrefix(item);
    if (prefix === 0) throw trustsEveryone;
    if (prefix === null) throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_FORMS} (got "${value}")`);
  }
  return items.join(',');
}

/**
 * PUBLIC_URL → its origin only ('https://rdurides.example.com/' and '.../any/path' both give
 * 'https://rdurides.example.com'): the app is always served from the root of its host, and links
 * are built as origin + path. Anything but an absolute http(s) URL stops the start-up, since every
 * canonical URL and sitemap entry would otherwise point somewhere wrong.
 */
export function parsePublicUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const invalid = new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://rdurides.example.com (got "${value}")`);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalid;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw invalid;
  return url.origin;
}

/** A whole number of at least 1 from the environment, its default when unset; anything else stops the start-up. */
/** IPV6_CLIENT_PREFIX: a prefix length from 1 to 128, 64 when unset. */
function ipv6ClientPrefix(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_IPV6_CLIENT_PREFIX;
  const n = Number(value.trim().replace(/^\//, ''));
  if (!Number.isInteger(n) || n < 1 || n > 128) {
    throw new Error(`IPV6_CLIENT_PREFIX must be an IPv6 prefix length from 1 to 128, such as 64 or 56 (got "${value}")`);
  }
  return n;
}

function positiveWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${value}")`);
  return n;
}

/** A whole number of at least 0 from the environment, its default when unset; anything else stops the start-up. */
function wholeOrZero(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of at least 0 (got "${value}")`);
  return n;
}

function metricsConfig(env: NodeJS.ProcessEnv): Config['metrics'] {
  const given = env.METRICS_PORT?.trim() ?? '';
  const port = given === '' ? null : Number(given);
  if (port !== null && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new Error(`METRICS_PORT must be a port number (got "${env.METRICS_PORT}")`);
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (a long random string: it is all that guards /metrics on the public port)');
  if (port === null && token === null) return null;
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1', token };
}

/** A write's limits from `${prefix}_BURST`, `${prefix}_BURST_MINUTES` and `${prefix}_PER_DAY`. */
function writeLimits(env: NodeJS.ProcessEnv, prefix: string, d: WriteLimits): WriteLimits {
  return {
    burst: positiveWhole(env, `${prefix}_BURST`, d.burst),
    burstMinutes: positiveWhole(env, `${prefix}_BURST_MINUTES`, d.burstMinutes),
    perDay: positiveWhole(env, `${prefix}_PER_DAY`, d.perDay),
  };
}

/** SESSION_SECRET, or one generated once and kept in the data directory so sessions survive restarts. */
function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string[] {
  if (env.SESSION_SECRET) return env.SESSION_SECRET.split(',').map((s) => s.trim()).filter(Boolean);
  const file = path.join(dataDir, 'session-secret');
  try {
    return [fs.readFileSync(file, 'utf8').trim()];
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return [secret];
    } catch {
      return [fs.readFileSync(file, 'utf8').trim()]; // another process wrote it first
    }
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'production';
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'data');
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  return {
    port,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    database: parseDatabaseUrl(env.DATABASE_URL, dataDir),
    dataDir,
    uploadDir: path.resolve(ROOT, env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    webDir: path.resolve(ROOT, env.WEB_DIR || path.join('dist', 'web')),
    ssrFile: path.resolve(ROOT, env.SSR_FILE || path.join('dist', 'ssr', 'render.js')),
    sessionSecret: sessionSecret(env, dataDir),
    admin: { username: env.ADMIN_USERNAME || undefined, password: env.ADMIN_PASSWORD || undefined },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ipv6ClientPrefix: ipv6ClientPrefix(env.IPV6_CLIENT_PREFIX),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    contentPollMs: env.CONTENT_POLL_MS ? Number(env.CONTENT_POLL_MS) : 250,
    publicReadCache: env.PUBLIC_READ_CACHE !== 'off',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    contactLimits: writeLimits(env, 'CONTACT_LIMIT', DEFAULT_CONTACT_LIMITS),
    bookingClickLimits: writeLimits(env, 'BOOKING_CLICK_LIMIT', DEFAULT_BOOKING_CLICK_LIMITS),
    postbackLimits: writeLimits(env, 'POSTBACK_LIMIT', DEFAULT_POSTBACK_LIMITS),
    bookingsPerClick: positiveWhole(env, 'POSTBACK_BOOKINGS_PER_CLICK', DEFAULT_BOOKINGS_PER_CLICK),
    tripLimits: { burst: positiveWhole(env, 'TRIP_LIMIT_BURST', DEFAULT_TRIP_LIMITS.burst), perMinute: positiveWhole(env, 'TRIP_LIMIT_PER_MINUTE', DEFAULT_TRIP_LIMITS.perMinute) },
    renderQueuePerClient: positiveWhole(env, 'RENDER_QUEUE_PER_CLIENT', DEFAULT_RENDER_QUEUE_PER_CLIENT),
    clickRetentionDays: positiveWhole(env, 'CLICK_RETENTION_DAYS', DEFAULT_CLICK_RETENTION_DAYS),
    auditRetentionDays: positiveWhole(env, 'AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS),
    webhookLogRetentionDays: positiveWhole(env, 'WEBHOOK_LOG_RETENTION_DAYS', DEFAULT_WEBHOOK_LOG_RETENTION_DAYS),
    passwordHashing: {
      concurrency: positiveWhole(env, 'PASSWORD_HASH_CONCURRENCY', DEFAULT_HASHING_LIMITS.concurrency),
      queue: positiveWhole(env, 'PASSWORD_HASH_QUEUE', DEFAULT_HASHING_LIMITS.queue),
    },
    shutdownGraceSeconds: positiveWhole(env, 'SHUTDOWN_GRACE_SECONDS', DEFAULT_SHUTDOWN_GRACE_SECONDS),
    shutdownDrainSeconds: wholeOrZero(env, 'SHUTDOWN_DRAIN_SECONDS', 0),
    backup: env.BACKUP_DIR?.trim()
      ? { dir: path.resolve(ROOT, env.BACKUP_DIR.trim()), everyHours: positiveWhole(env, 'BACKUP_EVERY_HOURS', 24), keep: positiveWhole(env, 'BACKUP_KEEP', 7) }
      : null,
    metrics: metricsConfig(env),
  };
}

/**
 * Settings that serve one process well but not several behind a proxy, as start-up warnings (the
 * process still starts: an operator may be trying it out).
 */
export function deploymentWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (!env.SESSION_SECRET && config.database.kind === 'mariadb') {
    warnings.push(
      'SESSION_SECRET is not set: this process signs sessions with a secret kept in its data directory, which processes on other hosts do not share (a visitor signed in through one is unknown to the others); set the same SESSION_SECRET on every process',
    );
  }
  // TRUST_PROXY=true is refused outright (parseTrustProxy): no warning is needed for it.
  return warnings;
}
