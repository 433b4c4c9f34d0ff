// A knex connection to the same database, for the two libraries that keep infrastructure state
// there: connect-session-knex (sessions) and rate-limiter-flexible (failed-login counters).
// Their tables are created by the TypeORM migrations (entities Session and LoginThrottle).
import knex, { type Knex } from 'knex';
import type { DatabaseConfig } from '../config';

export function createInfraStore(db: DatabaseConfig): Knex {
  if (db.kind === 'sqlite') {
    return knex({
      client: 'better-sqlite3',
      connection: { filename: db.file },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate: (conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) => {
          conn.pragma('journal_mode = WAL');
          conn.pragma('busy_timeout = 10000');
          done(null, conn);
        },
      },
    });
  }
  return knex({
    client: 'mysql2',
    connection: { host: db.host, port: db.port, user: db.user, password: db.password, database: db.database, timezone: 'Z', charset: 'utf8mb4' },
    pool: { min: 0, max: 5 },
  });
}
