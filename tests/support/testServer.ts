// Starts the real server (api/server.ts) for an integration test file: a fresh SQLite file, or a
// throwaway MariaDB database when TEST_DATABASE_URL / DATABASE_URL is mysql://... (the CI run).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { loadConfig, type Config } from '../../api/config';
import type { ThrottleLimits } from '../../api/auth/loginThrottle';
import type { RenderLimits } from '../../api/http/renderBudget';
import type { Logger } from '../../api/logger';
import { startServer, type RunningServer, type StartOptions } from '../../api/server';

export const ADMIN = { username: 'admin', password: 'admin-password-1' };

export interface TestServer extends RunningServer {
  config: Config;
  dataDir: string;
  databaseUrl: string;
  /** Drops the throwaway database / directory after close(). */
  cleanup(): Promise<void>;
}

export function mysqlUrlFromEnv(): string | null {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  return url && /^(mysql|mariadb):\/\//.test(url) ? url : null;
}

export const isMysqlRun = () => mysqlUrlFromEnv() !== null;

/** A fresh empty database for one test file: its URL and how to drop it. */
export async function freshDatabase(dataDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = mysqlUrlFromEnv();
  if (!base) return { url: `sqlite:${path.join(dataDir, 'test.sqlite')}`, drop: async () => {} };
  const u = new URL(base);
  const name = `rdu_t_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

export interface StartTestServerOptions {
  env?: Record<string, string>;
  throttleLimits?: ThrottleLimits;
  /** A logger to read the request log from (silent otherwise). */
  logger?: Logger;
  renderLimits?: RenderLimits;
  /** Reuse an existing data directory and database (restart scenarios). */
  reuse?: { dataDir: string; databaseUrl: string };
  /** The server's clock (StartOptions.clock): the system's unless given. */
  clock?: () => Date;
  /** Told each start-up phase as it begins (StartOptions.onPhase). */
  onPhase?: StartOptions['onPhase'];
  /** The webhook sender's timer and POST (StartOptions.webhooks). */
  webhooks?: StartOptions['webhooks'];
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-it-'));
  const db = options.reuse ? { url: options.reuse.databaseUrl, drop: async () => {} } : await freshDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    SESSION_SECRET: 'integration-test-secret',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    CONTENT_POLL_MS: '100',
    // Tests post many messages from one address; tests of the contact throttle set their own limits.
    CONTACT_LIMIT_BURST: '100000',
    CONTACT_LIMIT_PER_DAY: '100000',
    // ...and ask many trips; tests of the trip allowance set their own.
    TRIP_LIMIT_BURST: '100000',
    ...options.env,
  });
  const running = await startServer(config, { logger: options.logger, throttleLimits: options.throttleLimits, announce: () => {}, host: '127.0.0.1', renderLimits: options.renderLimits, clock: options.clock, onPhase: options.onPhase, webhooks: options.webhooks });
  return {
    ...running,
    config,
    dataDir,
    databaseUrl: db.url,
    cleanup: async () => {
      await db.drop();
      if (!options.reuse) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
