// The batch writer on a real SQLite file: writes waiting together share one transaction, one that
// fails fails alone, and each caller hears back only once its write is committed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource, type EntitySubscriberInterface, type TransactionStartEvent } from 'typeorm';
import { BatchWriter } from './batchWriter';

let dir: string;
let file: string;
let db: DataSource;
let transactions: number;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-batch-'));
  file = path.join(dir, 'batch.sqlite');
  db = new DataSource({ type: 'better-sqlite3', database: file, enableWAL: true });
  await db.initialize();
  await db.query('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)');
  transactions = 0;
  const counter: EntitySubscriberInterface = {
    // Savepoints start at depth 2 and more: only the outer transactions are counted.
    afterTransactionStart: (event: TransactionStartEvent) => void (depthOf(event) === 1 && transactions++),
  };
  db.subscribers.push(counter);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** How deep the transaction just started is (1: a transaction, 2 and more: a savepoint); TypeORM keeps it on the runner. */
const depthOf = (event: TransactionStartEvent) => (event.queryRunner as unknown as { transactionDepth: number }).transactionDepth;

const insert = (k: string, v = 1) => (m: import('typeorm').EntityManager) => m.query('INSERT INTO t (k, v) VALUES (?, ?)', [k, v]).then(() => k);
const rows = () => db.query('SELECT k FROM t ORDER BY k') as Promise<{ k: string }[]>;

it('writes what waits together in one transaction and answers each with its own result', async () => {
  const writer = new BatchWriter(db, { windowMs: 20, maxBatch: 100 });
  const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((k) => writer.write(insert(k))));
  expect(answers).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(transactions).toBe(1);
  expect(await rows()).toEqual(['a', 'b', 'c', 'd', 'e'].map((k) => ({ k })));
});

it('lets a failing write fail alone: the others in its transaction are stored', async () => {
  const writer = new BatchWriter(db, { windowMs: 20, maxBatch: 100 });
  await writer.write(insert('taken'));
  const results = await Promise.allSettled([writer.write(insert('x')), writer.write(insert('taken', 2)), writer.write(insert('y'))]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
  expect(await rows()).toEqual([{ k: 'taken' }, { k: 'x' }, { k: 'y' }]);
  expect(await db.query("SELECT v FROM t WHERE k = 'taken'")).toEqual([{ v: 1 }]);
});

it('answers only once the transaction committed: another connection already reads the write', async () => {
  const writer = new BatchWriter(db, { windowMs: 20, maxBatch: 100 });
  const other = await new DataSource({ type: 'better-sqlite3', database: file, readonly: true }).initialize();
  try {
    const seen: unknown[] = [];
    await Promise.all(['p', 'q'].map((k) => writer.write(insert(k)).then(async () => seen.push(...(await other.query('SELECT k FROM t WHERE k = ?', [k]))))));
    expect(seen).toEqual([{ k: 'p' }, { k: 'q' }]);
  } finally {
    await other.destroy();
  }
});

it('sends a full batch at once and the rest in the next transaction, when its window ends', async () => {
  // Only the writer's window timer is the test's; the database's own work runs as usual.
  jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'] });
  try {
    const writer = new BatchWriter(db, { windowMs: 10_000, maxBatch: 2 });
    const full = Promise.all([writer.write(insert('m')), writer.write(insert('n'))]);
    expect(jest.getTimerCount()).toBe(0); // the second write filled the batch: no window to wait for
    await full;
    expect(transactions).toBe(1);

    const late = new BatchWriter(db, { windowMs: 20, maxBatch: 2 });
    const written = Promise.all(['r', 's', 't'].map((k) => late.write(insert(k))));
    const third = late.write(insert('u'));
    expect(jest.getTimerCount()).toBe(0); // r and s went at once; t and u filled the next batch
    const last = late.write(insert('v'));
    expect(jest.getTimerCount()).toBe(1); // v waits for its window
    await Promise.all([written, third]);
    expect(transactions).toBe(3);
    expect(await rows()).not.toContainEqual({ k: 'v' });
    await jest.advanceTimersByTimeAsync(19);
    expect(await rows()).not.toContainEqual({ k: 'v' });
    await jest.advanceTimersByTimeAsync(1);
    await last;
    expect(transactions).toBe(4);
    expect(await rows()).toEqual(['m', 'n', 'r', 's', 't', 'u', 'v'].map((k) => ({ k })));
  } finally {
    jest.useRealTimers();
  }
});
