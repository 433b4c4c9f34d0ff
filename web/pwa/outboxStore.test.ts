// The outbox in IndexedDB (fake-indexeddb: the real IndexedDB semantics, in memory). Every test gets
// an empty IndexedDB of its own.
import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { ContactOutbox, type OutboxMessage } from './outbox';
import { IndexedDbOutboxStore, OUTBOX_DB } from './outboxStore';

const input = (n: number) => ({ name: `Visitor ${n}`, email: `v${n}@example.com`, subject: `Subject ${n}`, message: `Message number ${n} body` });
const message = (key: string, queuedAt: number, extra: Partial<OutboxMessage> = {}): OutboxMessage => ({ key, input: input(queuedAt), queuedAt, attempts: 0, ...extra });

// IndexedDB stores structured clones; jsdom does not give tests Node's structuredClone.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('IndexedDbOutboxStore', () => {
  it('keeps messages and lists them oldest first, whatever order they were kept in', async () => {
    const store = new IndexedDbOutboxStore();
    expect(await store.list()).toEqual([]);
    await store.put(message('contact-third-0', 30));
    await store.put(message('contact-first-0', 10));
    await store.put(message('contact-second', 20));
    expect((await store.list()).map((m) => m.key)).toEqual(['contact-first-0', 'contact-second', 'contact-third-0']);
    expect((await store.list())[0]).toEqual(message('contact-first-0', 10));
  });

  it('keeps one entry per idempotency key: a retry updates it', async () => {
    const store = new IndexedDbOutboxStore();
    await store.put(message('contact-retry-01', 1));
    await store.put(message('contact-retry-01', 1, { attempts: 2, lastError: 'Failed to fetch' }));
    expect(await store.list()).toEqual([message('contact-retry-01', 1, { attempts: 2, lastError: 'Failed to fetch' })]);
  });

  it('removes by key, and removing a key it does not hold is harmless', async () => {
    const store = new IndexedDbOutboxStore();
    await store.put(message('contact-keep-001', 1));
    await store.put(message('contact-drop-001', 2));
    await store.remove('contact-drop-001');
    await store.remove('contact-never-held');
    expect((await store.list()).map((m) => m.key)).toEqual(['contact-keep-001']);
  });

  it('is one outbox for the origin: what a closed tab kept, another context (a later tab, the worker) sees', async () => {
    const closedTab = new IndexedDbOutboxStore();
    await closedTab.put(message('contact-from-tab', 1));
    const worker = new IndexedDbOutboxStore();
    expect((await worker.list()).map((m) => m.key)).toEqual(['contact-from-tab']);
    await worker.remove('contact-from-tab');
    expect(await closedTab.list()).toEqual([]);
  });

  it('lets a newer version of the database open instead of blocking it', async () => {
    const store = new IndexedDbOutboxStore();
    await store.put(message('contact-old-vers', 1));
    const upgraded = await new Promise<string>((resolve) => {
      const open = indexedDB.open(OUTBOX_DB, 2);
      open.onblocked = () => resolve('blocked');
      open.onsuccess = () => {
        open.result.close();
        resolve('opened');
      };
      open.onerror = () => resolve('error');
    });
    expect(upgraded).toBe('opened');
  });

  it('carries the outbox end to end: kept before sending, kept after a network failure, gone once delivered', async () => {
    const store = new IndexedDbOutboxStore();
    let up = false;
    const sent: string[] = [];
    const outbox = new ContactOutbox({
      store,
      transport: async (m) => {
        sent.push(m.key);
        return up ? { status: 'sent' } : { status: 'later', answered: false, message: 'Failed to fetch' };
      },
    });
    await expect(outbox.send(input(1))).resolves.toEqual({ status: 'queued' });
    const [kept] = await new IndexedDbOutboxStore().list();
    expect(kept).toMatchObject({ key: sent[0], attempts: 1, lastError: 'Failed to fetch', input: input(1) });
    up = true;
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 0, stoppedBy: null });
    expect(sent).toEqual([kept.key, kept.key]);
    expect(await store.list()).toEqual([]);
  });
});
