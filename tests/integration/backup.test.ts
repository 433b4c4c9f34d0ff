// Backups that restore (api/db/backup.ts, npm run db:backup / db:restore): taken while a writer
// runs, restored into a new database that the server then starts on, holding every write
// acknowledged before the backup began; a restore refuses a non-empty database and a damaged file.
// On SQLite, or on MariaDB when TEST_DATABASE_URL says so (the same test, the other dialect).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDatabaseUrl } from '../../api/config';
import { BackupError, readBackup, restoreBackup, takeBackup } from '../../api/db/backup';
import { parseBackupArgs } from '../../api/cli/backup';
import { ScheduledBackups, backupsIn, fileBackupLock, mariadbBackupLock } from '../../api/db/backupSchedule';
import { ContactSubmission } from '../../api/entities/ContactSubmission';
import { freshDatabase, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(120_000);

/** Contact messages sent one after another until stopped: the subject of each one answered 201. */
function writer(url: string): { acked: string[]; stop(): Promise<void> } {
  const acked: string[] = [];
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      const subject = `Backup writer message ${++n}`;
      const res = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Backup Writer', email: 'writer@example.com', subject, message: 'Written while the backup was taken.' }),
      });
      if (res.status === 201) acked.push(subject);
      await res.arrayBuffer();
    }
  })();
  return {
    acked,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function until(probe: () => boolean): Promise<void> {
  while (!probe()) await new Promise((r) => setTimeout(r, 20));
}

describe('backup and restore', () => {
  let source: TestServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-backup-'));
  const file = path.join(dir, 'site.rdubak');
  const targets: { dataDir: string; url: string; drop(): Promise<void> }[] = [];

  /** A new empty database (and data directory) to restore into. */
  const newTarget = async () => {
    const dataDir = fs.mkdtempSync(path.join(dir, 'target-'));
    const db = await freshDatabase(dataDir);
    const target = { dataDir, ...db };
    targets.push(target);
    return target;
  };

  beforeAll(async () => {
    source = await startTestServer();
  });

  afterAll(async () => {
    await source?.close();
    await source?.cleanup();
    for (const t of targets) await t.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while a writer runs; the server starts on the restore, which holds every write acknowledged before the backup began', async () => {
    const writes = writer(source.url);
    let ackedBefore: string[] = [];
    try {
      await until(() => writes.acked.length >= 10);
      ackedBefore = [...writes.acked];
      const header = await takeBackup(source.config.database, file);
      expect(header).toMatchObject({ format: 1, dialect: source.config.database.kind, schemaVersion: source.readiness.schemaVersion, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(header.schemaVersion).toMatch(/\d{13}$/);
      // The writer went on during the backup.
      await until(() => writes.acked.length > ackedBefore.length);
    } finally {
      await writes.stop();
    }

    const target = await newTarget();
    const restored = await restoreBackup(parseDatabaseUrl(target.url, target.dataDir), file);
    expect(restored.schemaVersion).toBe(source.readiness.schemaVersion);
    const server = await startTestServer({ reuse: { dataDir: target.dataDir, databaseUrl: target.url } });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const subjects = new Set((await server.db.getRepository(ContactSubmission).find({ select: { subject: true } })).map((c) => c.subject));
      expect(ackedBefore.filter((s) => !subjects.has(s))).toEqual([]);
      expect((await fetch(`${server.url}/api/providers`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses to restore into a database that holds tables, unless --force', async () => {
    await expect(restoreBackup(source.config.database, file)).rejects.toThrow(/is not empty: nothing was restored/);
    const target = await newTarget();
    const config = parseDatabaseUrl(target.url, target.dataDir);
    await restoreBackup(config, file);
    await expect(restoreBackup(config, file)).rejects.toBeInstanceOf(BackupError);
    await expect(restoreBackup(config, file, { force: true })).resolves.toMatchObject({ dialect: config.kind });
  });

  it.each([
    ['a changed byte', (bytes: Buffer) => (bytes[bytes.length - 100] ^= 0xff, bytes), /checksum does not match/],
    ['a truncated file', (bytes: Buffer) => bytes.subarray(0, bytes.length - 10), /payload bytes where/],
    ['no header', (bytes: Buffer) => bytes.subarray(40), /no backup header/],
  ])('refuses a damaged file (%s) and restores nothing', async (_what, damage, message) => {
    const damaged = path.join(dir, `damaged-${Math.random().toString(36).slice(2)}.rdubak`);
    fs.writeFileSync(damaged, damage(Buffer.from(fs.readFileSync(file))));
    await expect(readBackup(damaged)).rejects.toThrow(message);
    const target = await newTarget();
    const config = parseDatabaseUrl(target.url, target.dataDir);
    await expect(restoreBackup(config, damaged)).rejects.toThrow(message);
    // Still empty: a good backup goes in without --force.
    await expect(restoreBackup(config, file)).resolves.toBeDefined();
  });

  it('reads its command line strictly', () => {
    expect(parseBackupArgs(['backup', '--out', 'x.rdubak'])).toEqual({ command: 'backup', out: 'x.rdubak' });
    expect(parseBackupArgs(['restore', '--from', 'x.rdubak'])).toEqual({ command: 'restore', from: 'x.rdubak', force: false });
    expect(parseBackupArgs(['restore', '--from', 'x.rdubak', '--force'])).toEqual({ command: 'restore', from: 'x.rdubak', force: true });
    for (const bad of [['backup'], ['backup', '--out'], ['restore', '--force'], ['restore', '--from', 'x', '--forse'], ['backup', '--out', 'x', 'y'], ['drop']]) expect(parseBackupArgs(bad)).toBeNull();
  });

  describe('scheduled (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP)', () => {
    const HOUR = 3_600_000;
    let clock = Date.parse('2026-11-29T03:00:00Z');
    const scheduleDir = path.join(dir, 'scheduled');
    /** One process's scheduler, on the source database, judged by the test's clock. */
    const processScheduler = () => {
      const db = source.config.database;
      const lock = db.kind === 'mariadb' ? mariadbBackupLock(db) : fileBackupLock(scheduleDir);
      return new ScheduledBackups(db, { dir: scheduleDir, everyHours: 6, keep: 2 }, lock, {}, () => new Date(clock));
    };

    it('never takes two at once across processes, one per period, and keeps BACKUP_KEEP', async () => {
      const [a, b] = [processScheduler(), processScheduler()];
      expect((await Promise.all([a.runDue(), b.runDue()])).sort()).toEqual(['busy', 'taken']);
      expect(backupsIn(scheduleDir)).toHaveLength(1);
      clock += 5 * HOUR;
      expect(await b.runDue()).toBe('not-due');
      clock += HOUR;
      expect(await b.runDue()).toBe('taken');
      clock += 6 * HOUR;
      expect(await a.runDue()).toBe('taken');
      const kept = backupsIn(scheduleDir);
      expect(kept.map((k) => new Date(k.at).toISOString())).toEqual(['2026-11-29T09:00:00.000Z', '2026-11-29T15:00:00.000Z']);
      // Each is a backup that restores.
      const target = await newTarget();
      await expect(restoreBackup(parseDatabaseUrl(target.url, target.dataDir), kept[1].file)).resolves.toMatchObject({ createdAt: '2026-11-29T15:00:00.000Z' });
    });

    it('takes over a lock file left by a process that died (SQLite)', async () => {
      const lockDir = path.join(dir, 'stale-lock');
      fs.mkdirSync(lockDir, { recursive: true });
      fs.writeFileSync(path.join(lockDir, '.rdu-backup.lock'), '999999999');
      const release = await fileBackupLock(lockDir)();
      expect(release).not.toBeNull();
      expect(await fileBackupLock(lockDir)()).toBeNull(); // held by this live process now
      await release!();
    });
  });
});
