// Scheduled backups in the server (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP; off without BACKUP_DIR).
// Every process checks now and then whether a backup is due; one at a time across processes takes
// it: on MariaDB under a named lock (as the migrations are), on SQLite under a lock file in
// BACKUP_DIR. The newest file in BACKUP_DIR says when the last one was taken, so processes sharing
// the directory take one per period between them; the oldest beyond BACKUP_KEEP are removed.
import fs from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';
import type { DatabaseConfig } from '../config';
import { BACKUP_FILE_PATTERN, takeBackup } from './backup';

export interface BackupScheduleConfig {
  dir: string;
  everyHours: number;
  keep: number;
}

export type BackupRound = 'taken' | 'not-due' | 'busy';

type Release = () => Promise<void>;

/** Takes the cross-process backup lock if free: its release, or null when another process holds it. */
export type BackupLock = () => Promise<Release | null>;

/** MariaDB: a named lock, server-wide, so the name carries the database's; it ends with its connection. */
export function mariadbBackupLock(db: Extract<DatabaseConfig, { kind: 'mariadb' }>): BackupLock {
  return async () => {
    const conn = await mysql.createConnection({ host: db.host, port: db.port, user: db.user, password: db.password, database: db.database });
    const name = "CONCAT('rdu_backup_', LEFT(SHA1(DATABASE()), 40))";
    try {
      const [rows] = await conn.query(`SELECT GET_LOCK(${name}, 0) AS got`);
      if (Number((rows as { got: number }[])[0].got) !== 1) {
        await conn.end();
        return null;
      }
    } catch (error) {
      await conn.end().catch(() => {});
      throw error;
    }
    return async () => {
      await conn.query(`SELECT RELEASE_LOCK(${name})`).catch(() => {});
      await conn.end().catch(() => {});
    };
  };
}

/** SQLite: a lock file holding the taker's process id; one left by a process that died is taken over. */
export function fileBackupLock(dir: string): BackupLock {
  const file = path.join(dir, '.rdu-backup.lock');
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  return async () => {
    fs.mkdirSync(dir, { recursive: true });
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = fs.openSync(file, 'wx', 0o600);
        fs.writeSync(fd, String(process.pid));
        fs.closeSync(fd);
        return async () => fs.rmSync(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(fs.readFileSync(file, 'utf8').trim());
        if (Number.isInteger(holder) && holder > 0 && alive(holder)) return null;
        fs.rmSync(file, { force: true });
      }
    }
    return null;
  };
}

const stampOf = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const timeOf = (stamp: string) => Date.parse(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`);

/** The scheduled backups in `dir`, oldest first. */
export function backupsIn(dir: string): { file: string; at: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({ name, m: BACKUP_FILE_PATTERN.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map(({ name, m }) => ({ file: path.join(dir, name), at: timeOf(m[1]) }))
    .sort((a, b) => a.at - b.at);
}

export class ScheduledBackups {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: DatabaseConfig,
    private readonly schedule: BackupScheduleConfig,
    private readonly lock: BackupLock,
    private readonly events: { taken?(file: string, ms: number): void; failed?(error: unknown): void } = {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One round: a backup if one is due and no other process is taking one. */
  async runDue(): Promise<BackupRound> {
    const release = await this.lock();
    if (!release) return 'busy';
    try {
      const now = this.now();
      const newest = backupsIn(this.schedule.dir).at(-1);
      if (newest && now.getTime() - newest.at < this.schedule.everyHours * 3_600_000) return 'not-due';
      const file = path.join(this.schedule.dir, `rdu-backup-${stampOf(now)}.rdubak`);
      const started = Date.now();
      await takeBackup(this.db, file, now);
      this.events.taken?.(file, Date.now() - started);
      for (const old of backupsIn(this.schedule.dir).slice(0, -this.schedule.keep)) fs.rmSync(old.file, { force: true });
      return 'taken';
    } finally {
      await release();
    }
  }

  /** Checks every `checkMs` (and once now); never two rounds at once in this process. */
  start(checkMs = Math.min(this.schedule.everyHours * 3_600_000, 10 * 60_000)): void {
    const round = () => {
      if (this.running) return;
      this.running = this.runDue()
        .catch((error: unknown) => this.events.failed?.(error))
        .finally(() => (this.running = null));
    };
    round();
    this.timer = setInterval(round, checkMs);
    this.timer.unref();
  }

  /** Stops checking; a backup under way is waited for. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
