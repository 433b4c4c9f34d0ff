// Backups that restore (docs/operations.md). One file per backup: a line naming the format, a line
// of JSON (the dialect, the schema's version, the payload's size and SHA-256), then the payload,
// gzipped: SQLite's database file copied by the driver's online backup API, or MariaDB's SQL from
// mariadb-dump in one consistent transaction. Taken while the site serves and writes; a restore
// checks the checksum first and goes only into an empty database unless told otherwise.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PassThrough, Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import mysql from 'mysql2/promise';
import type { DatabaseConfig } from '../config';

export const BACKUP_MAGIC = 'RDU-RIDES-BACKUP 1';
/** The name the scheduled backups take in BACKUP_DIR (the moment in UTC, sortable). */
export const BACKUP_FILE_PATTERN = /^rdu-backup-(\d{8}T\d{6}Z)\.rdubak$/;

export interface BackupHeader {
  format: 1;
  dialect: 'sqlite' | 'mariadb';
  /** The last migration applied when the backup was taken. */
  schemaVersion: string | null;
  createdAt: string;
  /** What the payload holds, gzipped: the SQLite database file, or SQL for the mariadb client. */
  payload: 'sqlite-file' | 'mariadb-sql';
  payloadBytes: number;
  sha256: string;
}

/** A refusal the command line prints as it is (exit code 1): a damaged file, a non-empty database... */
export class BackupError extends Error {}

/** better-sqlite3 has no type declarations in this project: the little of it used here. */
interface SqliteConnection {
  backup(file: string, options: { progress(info: { totalPages: number; remainingPages: number }): number }): Promise<unknown>;
  prepare(sql: string): { get(): unknown; all(): unknown[] };
  pragma(sql: string, options?: { simple: boolean }): unknown;
  close(): void;
}
type SqliteOpen = new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number }) => SqliteConnection;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const openSqlite = (): SqliteOpen => require('better-sqlite3') as SqliteOpen;

const MIGRATIONS_TABLE = 'migrations';

function tempBeside(file: string, tag: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${tag}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
}

/** Counts and hashes what passes through. */
function measure(): Transform & { bytes: number; digest(): string } {
  const hash = crypto.createHash('sha256');
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      (t as unknown as { bytes: number }).bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number; digest(): string };
  t.bytes = 0;
  t.digest = () => hash.digest('hex');
  return t;
}

/** Writes header + payload to `out` (through a temporary file beside it, renamed when whole). */
async function writeBackupFile(out: string, header: Omit<BackupHeader, 'payloadBytes' | 'sha256'>, payload: Readable): Promise<BackupHeader> {
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const body = tempBeside(out, 'payload');
  const whole = tempBeside(out, 'part');
  try {
    const m = measure();
    await pipeline(payload, zlib.createGzip(), m, fs.createWriteStream(body, { mode: 0o600 }));
    const full: BackupHeader = { ...header, payloadBytes: m.bytes, sha256: m.digest() };
    const fd = fs.openSync(whole, 'w', 0o600);
    fs.writeSync(fd, `${BACKUP_MAGIC}\n${JSON.stringify(full)}\n`);
    fs.closeSync(fd);
    await pipeline(fs.createReadStream(body), fs.createWriteStream(whole, { flags: 'a' }));
    fs.renameSync(whole, out);
    return full;
  } finally {
    fs.rmSync(body, { force: true });
    fs.rmSync(whole, { force: true });
  }
}

async function sqliteBackup(file: string, out: string, now: Date): Promise<BackupHeader> {
  if (!fs.existsSync(file)) throw new BackupError(`No database at ${file}`);
  const Database = openSqlite();
  const copy = tempBeside(out, 'sqlite');
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const source = new Database(file, { fileMustExist: true, timeout: 10_000 });
  try {
    // The driver's online backup: the first step (0 pages) opens it, the second copies every page
    // at once, so the copy is one consistent moment even while another process writes.
    await source.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  try {
    const check = new Database(copy, { readonly: true, fileMustExist: true });
    let schemaVersion: string | null;
    try {
      schemaVersion = lastMigration(check);
    } finally {
      check.close();
    }
    return await writeBackupFile(out, { format: 1, dialect: 'sqlite', schemaVersion, createdAt: now.toISOString(), payload: 'sqlite-file' }, fs.createReadStream(copy));
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

function lastMigration(conn: SqliteConnection): string | null {
  const has = conn.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = '${MIGRATIONS_TABLE}'`).get();
  if (!has) return null;
  const row = conn.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY timestamp DESC, id DESC LIMIT 1`).get() as { name: string } | undefined;
  return row?.name ?? null;
}

type MariaDbConfig = Extract<DatabaseConfig, { kind: 'mariadb' }>;

/** The client's credentials in a file only this user reads (never on the command line, where `ps` shows them). */
function withDefaultsFile<T>(db: MariaDbConfig, work: (file: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-db-'));
  const file = path.join(dir, 'client.cnf');
  const quote = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  fs.writeFileSync(file, `[client]\nuser=${quote(db.user)}\npassword=${quote(db.password)}\nhost=${quote(db.host)}\nport=${db.port}\nprotocol=TCP\n`, { mode: 0o600 });
  return work(file).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** The MariaDB client tools by their current names, or MySQL's older ones. */
function clientTool(names: string[]): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  for (const name of names) for (const dir of dirs) if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  throw new BackupError(`${names[0]} is not installed (Debian: apt-get install mariadb-client)`);
}

function connect(db: MariaDbConfig) {
  return mysql.createConnection({ host: db.host, port: db.port, user: db.user, password: db.password, database: db.database });
}

async function mariadbBackup(db: MariaDbConfig, out: string, now: Date): Promise<BackupHeader> {
  const conn = await connect(db);
  let schemaVersion: string | null = null;
  let binlog = false;
  try {
    const [tables] = await conn.query('SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?', [MIGRATIONS_TABLE]);
    if (Number((tables as { n: number }[])[0].n) > 0) {
      const [rows] = await conn.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY timestamp DESC, id DESC LIMIT 1`);
      schemaVersion = (rows as { name: string }[])[0]?.name ?? null;
    }
    const [log] = await conn.query('SELECT @@log_bin AS on_');
    binlog = Number((log as { on_: number }[])[0].on_) === 1;
  } finally {
    await conn.end();
  }
  const dump = clientTool(['mariadb-dump', 'mysqldump']);
  return withDefaultsFile(db, async (defaults) => {
    const args = [
      `--defaults-extra-file=${defaults}`,
      // One transaction (REPEATABLE READ, consistent snapshot): the site keeps writing meanwhile.
      '--single-transaction',
      '--skip-lock-tables',
      '--quick',
      '--hex-blob',
      '--no-tablespaces',
      '--default-character-set=utf8mb4',
      // With the binary log on, the dump names its position in it: the start of a point-in-time recovery.
      ...(binlog ? ['--master-data=2'] : []),
      db.database,
    ];
    const child = spawn(dump, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code ?? 1));
    });
    const header = await writeBackupFile(out, { format: 1, dialect: 'mariadb', schemaVersion, createdAt: now.toISOString(), payload: 'mariadb-sql' }, child.stdout);
    const code = await exited;
    if (code !== 0) {
      fs.rmSync(out, { force: true });
      throw new BackupError(`${path.basename(dump)} failed (exit ${code}): ${stderr.trim()}`);
    }
    return header;
  });
}

/** Takes a consistent backup of the configured database into `out`. */
export async function takeBackup(db: DatabaseConfig, out: string, now = new Date()): Promise<BackupHeader> {
  if (db.kind === 'sqlite') {
    if (db.file === ':memory:') throw new BackupError('An in-memory database cannot be backed up');
    return sqliteBackup(db.file, out, now);
  }
  return mariadbBackup(db, out, now);
}

/** Reads and checks a backup file's header and payload (size and SHA-256): a damaged file is refused. */
export async function readBackup(file: string): Promise<{ header: BackupHeader; payloadOffset: number }> {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    throw new BackupError(`Cannot read ${file}`);
  }
  let head: string;
  try {
    const buf = Buffer.alloc(4096);
    head = buf.subarray(0, fs.readSync(fd, buf, 0, buf.length, 0)).toString('latin1');
  } finally {
    fs.closeSync(fd);
  }
  const damaged = (why: string) => new BackupError(`${file} is not a usable RDU Rides backup (${why}): nothing was restored`);
  const first = head.indexOf('\n');
  const second = head.indexOf('\n', first + 1);
  if (first < 0 || head.slice(0, first) !== BACKUP_MAGIC || second < 0) throw damaged('no backup header');
  let header: BackupHeader;
  try {
    header = JSON.parse(head.slice(first + 1, second)) as BackupHeader;
  } catch {
    throw damaged('its header is not readable');
  }
  if (header.format !== 1 || (header.dialect !== 'sqlite' && header.dialect !== 'mariadb') || typeof header.sha256 !== 'string') throw damaged('an unknown format');
  const payloadOffset = second + 1;
  const size = fs.statSync(file).size;
  if (size - payloadOffset !== header.payloadBytes) throw damaged(`${size - payloadOffset} payload bytes where ${header.payloadBytes} were written`);
  const m = measure();
  await pipeline(fs.createReadStream(file, { start: payloadOffset }), m, new PassThrough().resume());
  if (m.digest() !== header.sha256) throw damaged('its checksum does not match');
  return { header, payloadOffset };
}

function payloadStream(file: string, payloadOffset: number): Readable {
  return fs.createReadStream(file, { start: payloadOffset }).pipe(zlib.createGunzip());
}

export interface RestoreOptions {
  /** Restore over a database that holds tables (they are dropped first). */
  force?: boolean;
}

/** Restores `file` into the configured database: checked first, refused into a non-empty one unless `force`. */
export async function restoreBackup(db: DatabaseConfig, file: string, options: RestoreOptions = {}): Promise<BackupHeader> {
  const { header, payloadOffset } = await readBackup(file);
  if (header.dialect !== db.kind) throw new BackupError(`${file} is a ${header.dialect} backup; DATABASE_URL names a ${db.kind} database`);
  if (db.kind === 'sqlite') await sqliteRestore(db.file, file, payloadOffset, options);
  else await mariadbRestore(db, file, payloadOffset, options);
  return header;
}

const NOT_EMPTY = (what: string) => new BackupError(`${what} is not empty: nothing was restored. Restore into a new database, or add --force to replace what it holds.`);

async function sqliteRestore(target: string, file: string, payloadOffset: number, { force }: RestoreOptions): Promise<void> {
  if (target === ':memory:') throw new BackupError('Cannot restore into an in-memory database');
  const Database = openSqlite();
  if (fs.existsSync(target) && fs.statSync(target).size > 0) {
    const conn = new Database(target, { readonly: true, fileMustExist: true });
    let tables: number;
    try {
      tables = Number((conn.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }).n);
    } finally {
      conn.close();
    }
    if (tables > 0 && !force) throw NOT_EMPTY(target);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const copy = tempBeside(target, 'restore');
  try {
    await pipeline(payloadStream(file, payloadOffset), fs.createWriteStream(copy, { mode: 0o600 }));
    const check = new Database(copy, { readonly: true, fileMustExist: true });
    try {
      const verdict = check.pragma('integrity_check', { simple: true });
      if (verdict !== 'ok') throw new BackupError(`${file} holds a damaged database (${String(verdict)}): nothing was restored`);
    } finally {
      check.close();
    }
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
    fs.renameSync(copy, target);
  } finally {
    fs.rmSync(copy, { force: true });
  }
}

async function mariadbRestore(db: MariaDbConfig, file: string, payloadOffset: number, { force }: RestoreOptions): Promise<void> {
  const client = clientTool(['mariadb', 'mysql']);
  const conn = await connect(db);
  try {
    const [rows] = await conn.query("SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = DATABASE()");
    const tables = rows as { name: string; type: string }[];
    if (tables.length && !force) throw NOT_EMPTY(`Database ${db.database}`);
    if (tables.length) {
      await conn.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const t of tables) await conn.query(`DROP ${t.type === 'VIEW' ? 'VIEW' : 'TABLE'} IF EXISTS \`${t.name.replace(/`/g, '``')}\``);
      await conn.query('SET FOREIGN_KEY_CHECKS = 1');
    }
  } finally {
    await conn.end();
  }
  await withDefaultsFile(db, async (defaults) => {
    const child = spawn(client, [`--defaults-extra-file=${defaults}`, '--default-character-set=utf8mb4', '--binary-mode', db.database], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code ?? 1));
    });
    await pipeline(payloadStream(file, payloadOffset), child.stdin);
    const code = await exited;
    if (code !== 0) throw new BackupError(`${path.basename(client)} failed (exit ${code}): ${stderr.trim()}`);
  });
}
