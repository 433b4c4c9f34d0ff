// Environment → typed configuration, with defaults for the zero-set-up embedded database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
  /** The server-side renderer built from the web app (web/server/render.tsx). */
  ssrFile: string;
  sessionSecret: string[];
  admin: { username?: string; password?: string };
  trustProxy: boolean | number | string;
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
  /**
   * SHUTDOWN_GRACE_SECONDS: on SIGTERM/SIGINT the process stops accepting at once, then gives the
   * requests in flight this long before it closes their connections. A process manager's stop
   * timeout must be longer (systemd's TimeoutStopSec, docs/deploy.md).
   */
  shutdownGraceSeconds: number;
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

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // e.g. "loopback" or a list of addresses
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
function positiveWhole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${value}")`);
  return n;
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
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    contentPollMs: env.CONTENT_POLL_MS ? Number(env.CONTENT_POLL_MS) : 250,
    publicReadCache: env.PUBLIC_READ_CACHE !== 'off',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    contactLimits: writeLimits(env, 'CONTACT_LIMIT', DEFAULT_CONTACT_LIMITS),
    bookingClickLimits: writeLimits(env, 'BOOKING_CLICK_LIMIT', DEFAULT_BOOKING_CLICK_LIMITS),
    shutdownGraceSeconds: positiveWhole(env, 'SHUTDOWN_GRACE_SECONDS', DEFAULT_SHUTDOWN_GRACE_SECONDS),
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
  if (config.trustProxy === true) {
    warnings.push(
      "TRUST_PROXY=true believes any X-Forwarded-For a client sends, so a visitor can choose the address its limits count; set the proxy's address (loopback for a proxy on this host) or the number of proxies instead",
    );
  }
  return warnings;
}
