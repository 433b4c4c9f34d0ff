// Builds the TypeORM DataSource for the configured database (SQLite file or MariaDB/MySQL).
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config';
import { ENTITIES } from '../entities';
import { auditEventEntity } from '../entities/AuditEvent';
import { uploadContentEntity } from '../entities/UploadContent';
import { MARIADB_MIGRATIONS, SQLITE_MIGRATIONS } from './migrations';

export function dataSourceOptions(db: DatabaseConfig): DataSourceOptions {
  if (db.kind === 'sqlite') {
    if (db.file !== ':memory:') fs.mkdirSync(path.dirname(db.file), { recursive: true });
    return {
      type: 'better-sqlite3',
      database: db.file,
      entities: [...ENTITIES, uploadContentEntity('sqlite'), auditEventEntity('sqlite')],
      migrations: SQLITE_MIGRATIONS,
      migrationsRun: false,
      synchronize: false,
      // WAL lets readers and the one writer proceed together; the busy timeout covers the
      // session store's second connection to the same file.
      enableWAL: true,
      timeout: 10_000,
      prepareDatabase: (conn: { pragma(sql: string): unknown }) => {
        conn.pragma('foreign_keys = ON');
        conn.pragma('synchronous = NORMAL');
      },
    };
  }
  return {
    type: 'mariadb',
    host: db.host,
    port: db.port,
    username: db.user,
    password: db.password,
    database: db.database,
    entities: [...ENTITIES, uploadContentEntity('mariadb'), auditEventEntity('mariadb')],
    migrations: MARIADB_MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    extra: { connectionLimit: 10 },
  };
}

export function createDataSource(db: DatabaseConfig): DataSource {
  return new DataSource(dataSourceOptions(db));
}
