// A knex connection to the same database, for the two libraries that keep infrastructure state
// there: connect-session-knex (sessions) and rate-limiter-flexible (failed-login counters).
// Their tables are created by the TypeORM migrations (entities Session and ThrottleCounter).
import knex, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config';

/** Where knex's own messages go: the server's log instead of the console. */
export interface InfraLog {
  warn(message: string): void;
  debug(message: string): void;
}

/**
 * knex writes a console line for every connection it fails to make (dozens a second while the
 * database restarts); the caller gets the same error and the health watch logs the outage once,
 * so those go to debug. Warnings and deprecations stay warnings.
 */
function knexLog(log: InfraLog | undefined) {
  if (!log) return undefined;
  const text = (message: unknown) => (message instanceof Error ? message.message : String(message));
  return {
    warn: (message: unknown) => log.warn(`knex: ${text(message)}`),
    deprecate: (method: unknown, alternative: unknown) => log.warn(`knex: ${String(method)} is deprecated, use ${String(alternative)}`),
    error: (message: unknown) => log.debug(`knex: ${text(message)}`),
    debug: (message: unknown) => log.debug(`knex: ${text(message)}`),
  };
}

export function createInfraStore(db: DatabaseConfig, log?: InfraLog): Knex {
  if (db.kind === 'sqlite') {
    return knex({
      log: knexLog(log),
      client: 'better-sqlite3',
      connection: { filename: db.file },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate: (conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 10000');
          // As the main connection (api/db/dataSource.ts): in WAL mode, NORMAL syncs the log at
          // checkpoints, not at every commit. Left at SQLite's FULL, every counter a throttle takes
          // (two per postback, booking click or contact message) waited for the disk on the
          // server's only thread, and the public pages waited with it.
          conn.pragma('synchronous = NORMAL');
          done(null, conn);
        },
      },
    });
  }
  return knex({
    log: knexLog(log),
    client: 'mysql2',
    connection: { host: db.host, port: db.port, user: db.user, password: db.password, database: db.database, timezone: 'Z', charset: 'utf8mb4' },
    pool: { min: 0, max: 5 },
  });
}
