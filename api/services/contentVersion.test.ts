// Two processes' views of one content version (two connections to one SQLite file): a write
// through one is seen by the other's poll, which runs every CONTENT_POLL_MS. Only the poll's
// interval timer is jest's; the database answers as usual.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import { ContentVersion } from '../entities';
import { ContentVersionService } from './contentVersion';

let dir: string;
const sources: DataSource[] = [];
const open = async (file: string) => {
  const db = new DataSource({ type: 'better-sqlite3', database: file, enableWAL: true, entities: [ContentVersion], synchronize: sources.length === 0 });
  sources.push(await db.initialize());
  const service = new ContentVersionService(db);
  await service.ensureRow();
  return service;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-version-'));
  jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  jest.useRealTimers();
  for (const db of sources.splice(0)) await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('polls every CONTENT_POLL_MS (250 ms by default: within the 1 s the design allows) and tells its listeners of a write made elsewhere', async () => {
  const pollMs = loadConfig({ SESSION_SECRET: 'unit-test-secret', DATA_DIR: dir }).contentPollMs;
  expect(pollMs).toBe(250);
  const file = path.join(dir, 'shared.sqlite');
  const a = await open(file);
  const b = await open(file);
  const changes: number[] = [];
  b.onChange(() => changes.push(b.version));
  const reports = { success: 0, errors: [] as unknown[] };
  b.startPolling(pollMs, { onSuccess: () => void reports.success++, onError: (e) => void reports.errors.push(e) });
  try {
    const before = b.version;
    await a.bump();
    expect(a.version).toBe(before + 1);
    await jest.advanceTimersByTimeAsync(pollMs - 1);
    expect(reports.success).toBe(0); // no poll yet: B still knows the old version
    expect(b.version).toBe(before);

    await jest.advanceTimersByTimeAsync(1);
    expect(changes).toEqual([before + 1]);
    expect(reports).toEqual({ success: 1, errors: [] });

    // A poll that finds nothing new tells no one.
    await jest.advanceTimersByTimeAsync(pollMs);
    await b.poll();
    expect(changes).toEqual([before + 1]);
  } finally {
    b.stopPolling();
  }
  expect(jest.getTimerCount()).toBe(0);
});

it('poll() looks now, after a check already under way', async () => {
  const file = path.join(dir, 'shared.sqlite');
  const a = await open(file);
  const b = await open(file);
  const changes: number[] = [];
  b.onChange(() => changes.push(b.version));
  await a.bump();
  await b.poll();
  expect(changes).toEqual([a.version]);
  await a.bump();
  await Promise.all([b.poll(), b.poll()]);
  expect(changes).toEqual([a.version - 1, a.version]);
});
