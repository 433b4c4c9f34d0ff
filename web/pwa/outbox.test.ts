import { MemoryOutboxStore } from '../../tests/support/memoryOutboxStore';
import { contactTransport } from './contactDelivery';
import { ContactOutbox, newIdempotencyKey, originLock, type ContactTransport, type DeliveryAnswer, type OutboxMessage } from './outbox';

const message = (n: number) => ({ name: `Visitor ${n}`, email: `v${n}@example.com`, subject: `Subject ${n}`, message: `Message number ${n} body` });
const SERVER_KEY_RULE = /^[A-Za-z0-9_.:-]{8,100}$/;
const noAnswer = (message: string): DeliveryAnswer => ({ status: 'later', answered: false, message });
const refused = (message: string, keyConflict = false): DeliveryAnswer => ({ status: 'refused', message, fieldErrors: {}, keyConflict });

/**
 * A server that honours idempotency keys like the real one: one stored copy per key. Its network
 * can be down, or lose the answer after storing (the case exactly-once is about).
 */
class FakeServer {
  /** Stored copies by idempotency key. */
  stored = new Map<string, unknown>();
  calls: string[] = [];
  mode: 'up' | 'down' | 'lose-answer' | 'reject' | 'unavailable' | 'too-many' | 'store-then-fail' = 'up';
  transport: ContactTransport = async (m) => {
    this.calls.push(m.key);
    if (this.mode === 'down') return noAnswer('Failed to fetch');
    if (this.mode === 'reject') return refused('Subject must be at least 5 characters');
    if (this.mode === 'unavailable') return { status: 'later', answered: true, message: '503' };
    // The client's throttle: 429 with Retry-After: 600; nothing stored.
    if (this.mode === 'too-many') return { status: 'later', answered: true, message: 'Too many messages', retryAfterMs: 600_000 };
    // A replay (known key) is answered with the first copy; nothing new is stored.
    if (!this.stored.has(m.key)) this.stored.set(m.key, m.input);
    if (this.mode === 'lose-answer') return noAnswer('connection reset');
    // Stored, then a proxy's 504 / a 500 after the commit: the page cannot know it was stored.
    if (this.mode === 'store-then-fail') return { status: 'later', answered: true, message: '504' };
    return { status: 'sent' };
  };
  get copies(): number {
    return this.stored.size;
  }
}

function setup(opts: { online?: boolean } = {}) {
  const server = new FakeServer();
  const store = new MemoryOutboxStore();
  let online = opts.online ?? true;
  let clock = 1000;
  const queued: OutboxMessage[] = [];
  const outbox = new ContactOutbox({
    store,
    transport: (m, signal) => server.transport(m, signal),
    isOnline: () => online,
    now: () => clock++,
    onQueued: (m) => queued.push(m),
  });
  return { server, store, outbox, queued, setOnline: (v: boolean) => (online = v), advance: (ms: number) => (clock += ms) };
}

describe('ContactOutbox.send', () => {
  it('sends at once when the network allows, with a key the server accepts, and keeps nothing', async () => {
    const { server, store, outbox } = setup();
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'sent' });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatch(SERVER_KEY_RULE);
    expect(await store.list()).toEqual([]);
  });

  it('keeps the message without trying when the device is offline', async () => {
    const { server, store, outbox, queued } = setup({ online: false });
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'queued' });
    expect(server.calls).toEqual([]);
    const kept = await store.list();
    expect(kept).toHaveLength(1);
    expect(kept[0].input).toEqual(message(1));
    expect(kept[0].key).toMatch(SERVER_KEY_RULE);
    expect(queued.map((m) => m.key)).toEqual([kept[0].key]);
  });

  it('keeps the message under the key it was first sent with when the network fails', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'down';
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'queued' });
    const [kept] = await store.list();
    expect(kept.key).toBe(server.calls[0]);
    expect(kept.attempts).toBe(1);
  });

  it('hands the refusal (validation) back and keeps nothing', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'reject';
    await expect(outbox.send(message(1))).resolves.toMatchObject({ status: 'refused', message: 'Subject must be at least 5 characters' });
    expect(await store.list()).toEqual([]);
  });

  it('hands a server outage back too (the visitor can retry) and keeps nothing', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'unavailable';
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'later', answered: true, message: '503' });
    expect(await store.list()).toEqual([]);
  });

  it('counts a send that gets no answer in time as a network failure and aborts it', async () => {
    jest.useFakeTimers();
    try {
      const store = new MemoryOutboxStore();
      let signal: AbortSignal | undefined;
      const outbox = new ContactOutbox({
        store,
        timeoutMs: 1000,
        transport: (_m, s) => {
          signal = s;
          return new Promise(() => undefined);
        },
      });
      const result = outbox.send(message(1));
      await jest.advanceTimersByTimeAsync(1000);
      await expect(result).resolves.toEqual({ status: 'queued' });
      expect(signal?.aborted).toBe(true);
      expect(await store.list()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the message on the device before sending it (write-ahead) and removes it once confirmed', async () => {
    const store = new MemoryOutboxStore();
    let confirm!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const kept: string[] = [];
    const outbox = new ContactOutbox({
      store,
      newKey: () => 'contact-write-ahead-1',
      onKept: (m) => kept.push(m.key),
      transport: () => {
        started();
        return new Promise<DeliveryAnswer>((resolve) => (confirm = () => resolve({ status: 'sent' })));
      },
    });
    const result = outbox.send(message(1));
    await sending;
    // The tab could be closed now: the message is already on the device, under its key.
    expect(await store.list()).toEqual([{ key: 'contact-write-ahead-1', input: message(1), queuedAt: expect.any(Number), attempts: 0 }]);
    expect(kept).toEqual(['contact-write-ahead-1']);
    confirm();
    await expect(result).resolves.toEqual({ status: 'sent' });
    expect(await store.list()).toEqual([]);
  });

  it('delivers a message whose tab was closed while sending once, under its key, from another context', async () => {
    const server = new FakeServer();
    const store = new MemoryOutboxStore(); // the shared IndexedDB
    let sending!: () => void;
    const sent = new Promise<void>((resolve) => (sending = resolve));
    const closedTab = new ContactOutbox({ store, transport: (m) => (server.calls.push(m.key), sending(), new Promise(() => undefined)) });
    void closedTab.send(message(1)); // never answered: the tab went away
    await sent;
    const [kept] = await store.list();
    expect(kept.key).toBe(server.calls[0]);

    const laterVisit = new ContactOutbox({ store, transport: server.transport });
    const report = await laterVisit.flush();
    expect(report.delivered.map((m) => m.key)).toEqual([kept.key]);
    expect(server.copies).toBe(1);
    expect(await store.list()).toEqual([]);
  });

  it('sends the same draft again under its key after an unclear failure, so the server stores it once', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'store-then-fail';
    await expect(outbox.send(message(1))).resolves.toMatchObject({ status: 'later', message: '504' });
    expect(await store.list()).toEqual([]); // handed back to the form, which keeps the text: not queued too
    server.mode = 'up';
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'sent' });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toBe(server.calls[0]);
    expect(server.copies).toBe(1);
  });

  it('gives a changed draft, the next message after a success and a draft after a key conflict a key of their own', async () => {
    const { server, outbox } = setup();
    server.mode = 'unavailable';
    await outbox.send(message(1));
    await outbox.send(message(1));
    expect(server.calls[1]).toBe(server.calls[0]);
    await outbox.send(message(2)); // a different message
    expect(server.calls[2]).not.toBe(server.calls[0]);
    server.mode = 'up';
    await outbox.send(message(2));
    expect(server.calls[3]).toBe(server.calls[2]);
    await outbox.send(message(2)); // after a success, the same text is a new message
    expect(new Set(server.calls).size).toBe(3);

    const conflicts = new ContactOutbox({ store: new MemoryOutboxStore(), transport: async (m) => (server.calls.push(m.key), refused('Conflict', true)) });
    await conflicts.send(message(3));
    await conflicts.send(message(3));
    expect(new Set(server.calls).size).toBe(5); // the key is taken by another message: this one needs its own
  });

  it('sends inside the lock every flusher takes, and a flush in the same context leaves that message alone', async () => {
    const server = new FakeServer();
    const store = new MemoryOutboxStore();
    const events: string[] = [];
    let confirm!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const outbox = new ContactOutbox({
      store,
      withLock: async (fn) => {
        events.push('lock');
        try {
          return await fn();
        } finally {
          events.push('unlock');
        }
      },
      transport: async (m) => {
        events.push('deliver');
        server.calls.push(m.key);
        started();
        await new Promise<void>((resolve) => (confirm = resolve));
        return { status: 'sent' };
      },
    });
    const result = outbox.send(message(1));
    await sending;
    // No Web Locks here (the fake lock does not exclude): the flush must still not send it again.
    const flushed = await outbox.flush();
    expect(flushed.delivered).toEqual([]);
    confirm();
    await expect(result).resolves.toEqual({ status: 'sent' });
    expect(server.calls).toHaveLength(1);
    expect(events.slice(0, 3)).toEqual(['lock', 'deliver', 'lock']);
  });

  it('still sends when the device cannot keep it (no IndexedDB), and hands back a network failure it cannot keep', async () => {
    const broken = { put: async () => Promise.reject(new Error('no IndexedDB')), list: async () => [], remove: async () => undefined };
    const server = new FakeServer();
    const outbox = new ContactOutbox({ store: broken, transport: server.transport });
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'sent' });
    server.mode = 'down';
    await expect(outbox.send(message(2))).resolves.toEqual({ status: 'later', answered: false, message: 'Failed to fetch' });
  });

  it('hands back a transport that throws as "try later", never as sent', async () => {
    const outbox = new ContactOutbox({ store: new MemoryOutboxStore(), transport: async () => Promise.reject(new Error('bad input')) });
    await expect(outbox.send(message(1))).resolves.toMatchObject({ status: 'later', message: 'bad input' });
  });
});

describe('ContactOutbox.flush', () => {
  it('delivers kept messages oldest first under their original keys and empties the outbox', async () => {
    const { server, store, outbox, setOnline } = setup({ online: false });
    await outbox.send(message(1));
    await outbox.send(message(2));
    const keys = (await store.list()).map((m) => m.key);
    setOnline(true);
    const report = await outbox.flush();
    expect(server.calls).toEqual(keys);
    expect(report.delivered.map((m) => m.input.subject)).toEqual(['Subject 1', 'Subject 2']);
    expect(report).toMatchObject({ pending: 0, stoppedBy: null, rejected: [] });
    expect(await store.list()).toEqual([]);
    expect(server.copies).toBe(2);
  });

  it('stores exactly one copy when the first answer was lost after the server stored the message', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'lose-answer';
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'queued' });
    expect(server.copies).toBe(1); // stored, but the visitor's device never heard back
    server.mode = 'up';
    await outbox.flush();
    await outbox.flush();
    expect(server.calls).toHaveLength(2);
    expect(new Set(server.calls).size).toBe(1); // the retry reused the key...
    expect(server.copies).toBe(1); // ...so the server kept one copy
    expect(await store.list()).toEqual([]);
  });

  it('keeps every message while the network is down and retries them later with the same keys', async () => {
    const { server, store, outbox, setOnline } = setup({ online: false });
    await outbox.send(message(1));
    await outbox.send(message(2));
    setOnline(true);
    server.mode = 'down';
    const failed = await outbox.flush();
    expect(failed).toMatchObject({ delivered: [], pending: 2, stoppedBy: 'network' });
    expect(server.calls).toHaveLength(1); // stops at the first failure
    const afterFailure = await store.list();
    expect(afterFailure.map((m) => m.attempts)).toEqual([1, 0]);
    expect(afterFailure[0].lastError).toBe('Failed to fetch');

    server.mode = 'up';
    const ok = await outbox.flush();
    expect(ok).toMatchObject({ pending: 0, stoppedBy: null });
    expect(server.calls.slice(1)).toEqual(afterFailure.map((m) => m.key));
    expect(server.copies).toBe(2);
  });

  it('removes a message only after the server confirmed it', async () => {
    const store = new MemoryOutboxStore();
    let confirm!: () => void;
    let started!: () => void;
    const delivering = new Promise<void>((resolve) => (started = resolve));
    const outbox = new ContactOutbox({
      store,
      transport: () => {
        started();
        return new Promise<DeliveryAnswer>((resolve) => (confirm = () => resolve({ status: 'sent' })));
      },
    });
    await store.put({ key: 'contact-waiting-1', input: message(1), queuedAt: 1, attempts: 0 });
    const flushing = outbox.flush();
    await delivering;
    expect((await store.list()).map((m) => m.key)).toEqual(['contact-waiting-1']);
    confirm();
    await flushing;
    expect(await store.list()).toEqual([]);
  });

  it('keeps a message when the server is unavailable and stops', async () => {
    const { server, store, outbox, setOnline } = setup({ online: false });
    await outbox.send(message(1));
    setOnline(true);
    server.mode = 'unavailable';
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 1, stoppedBy: 'unavailable' });
    expect(await store.list()).toHaveLength(1);
  });

  it("waits out the server's Retry-After (429): no flush sends before it, a message is never lost, and then it goes", async () => {
    const { server, store, outbox, setOnline, advance } = setup({ online: false });
    await outbox.send(message(1));
    setOnline(true);
    server.mode = 'too-many';
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 1, stoppedBy: 'unavailable', retryAfterMs: 600_000 });
    expect(server.calls).toHaveLength(1);

    server.mode = 'up';
    advance(60_000);
    const early = await outbox.flush();
    expect(early).toMatchObject({ pending: 1, stoppedBy: 'unavailable', delivered: [] });
    expect(early.retryAfterMs).toBeGreaterThan(530_000);
    expect(early.retryAfterMs).toBeLessThanOrEqual(540_000);
    expect(server.calls).toHaveLength(1); // nothing sent while the server asked to wait
    expect(await store.list()).toHaveLength(1);

    advance(540_000);
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 0, stoppedBy: null, delivered: [expect.objectContaining({ input: message(1) })] });
    expect(server.copies).toBe(1);
  });

  it('lets a person send while the outbox waits out a Retry-After, and shows the answer', async () => {
    const { server, outbox } = setup();
    server.mode = 'too-many';
    await expect(outbox.send(message(1))).resolves.toMatchObject({ status: 'later', answered: true, message: 'Too many messages', retryAfterMs: 600_000 });
    server.mode = 'up';
    await expect(outbox.send(message(2))).resolves.toEqual({ status: 'sent' });
    expect(server.calls).toHaveLength(2);
  });

  it('stops when the device goes offline', async () => {
    const { server, outbox, setOnline } = setup({ online: false });
    await outbox.send(message(1));
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 1, stoppedBy: 'offline' });
    expect(server.calls).toEqual([]);
    setOnline(true);
  });

  it('reports and drops a message the server refuses, then goes on with the next', async () => {
    const store = new MemoryOutboxStore();
    const seen: string[] = [];
    const outbox = new ContactOutbox({
      store,
      transport: async (m) => {
        seen.push(m.key);
        return m.key === 'contact-bad-00' ? refused('Message must be at least 10 characters') : { status: 'sent' };
      },
    });
    await store.put({ key: 'contact-bad-00', input: message(1), queuedAt: 1, attempts: 0 });
    await store.put({ key: 'contact-good-0', input: message(2), queuedAt: 2, attempts: 0 });
    const report = await outbox.flush({ dropRejected: true });
    expect(seen).toEqual(['contact-bad-00', 'contact-good-0']);
    expect(report.rejected).toEqual([{ message: expect.objectContaining({ key: 'contact-bad-00' }), reason: 'Message must be at least 10 characters' }]);
    expect(report.delivered.map((m) => m.key)).toEqual(['contact-good-0']);
    expect(await store.list()).toEqual([]);
  });

  it('keeps a refused message when told to (the service worker leaves it for the page to report)', async () => {
    const store = new MemoryOutboxStore();
    const outbox = new ContactOutbox({ store, transport: async () => refused('nope') });
    await store.put({ key: 'contact-bad-00', input: message(1), queuedAt: 1, attempts: 0 });
    const report = await outbox.flush({ dropRejected: false });
    expect(report).toMatchObject({ rejected: [], delivered: [], pending: 1 });
    expect((await store.list())[0]).toMatchObject({ attempts: 1, lastError: 'nope' });
  });

  it('treats a key conflict (409: the key holds a different message) as final: reported, dropped, never sent again', async () => {
    const store = new MemoryOutboxStore();
    const json = { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) };
    const fetchFn = jest.fn(async () => ({ ok: false, status: 409, headers: json, text: async () => '{"message":"This message was already sent with different content."}' }));
    const outbox = new ContactOutbox({ store, transport: contactTransport(fetchFn) });
    await store.put({ key: 'contact-conflict-1', input: message(1), queuedAt: 1, attempts: 0 });
    const report = await outbox.flush({ dropRejected: true });
    expect(report).toMatchObject({ pending: 0, stoppedBy: null, delivered: [] });
    expect(report.rejected).toEqual([{ message: expect.objectContaining({ key: 'contact-conflict-1' }), reason: 'This message was already sent with different content.' }]);
    await outbox.flush();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('the worker keeps a conflicting message for the page to report, without stopping or asking to retry', async () => {
    const store = new MemoryOutboxStore();
    const outbox = new ContactOutbox({ store, transport: async () => refused('conflict', true) });
    await store.put({ key: 'contact-conflict-2', input: message(1), queuedAt: 1, attempts: 0 });
    await expect(outbox.flush({ dropRejected: false })).resolves.toMatchObject({ stoppedBy: null, pending: 1 });
  });

  it('treats an unexpected transport error as "try again later", never as delivered', async () => {
    const store = new MemoryOutboxStore();
    const outbox = new ContactOutbox({ store, transport: async () => Promise.reject(new Error('boom')) });
    await store.put({ key: 'contact-odd-000', input: message(1), queuedAt: 1, attempts: 0 });
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 1, stoppedBy: 'unavailable' });
  });

  it('never delivers a message twice when flushes overlap (start, online event, timer)', async () => {
    const { server, outbox, setOnline } = setup({ online: false });
    await outbox.send(message(1));
    await outbox.send(message(2));
    setOnline(true);
    const reports = await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(server.calls).toHaveLength(2);
    expect(reports.flatMap((r) => r.delivered)).toHaveLength(2);
  });

  it('runs inside the lock it is given', async () => {
    const events: string[] = [];
    const outbox = new ContactOutbox({
      store: new MemoryOutboxStore(),
      transport: async () => ({ status: 'sent' }),
      withLock: async (fn) => {
        events.push('lock');
        const result = await fn();
        events.push('unlock');
        return result;
      },
    });
    await outbox.flush();
    expect(events).toEqual(['lock', 'unlock']);
  });
});

describe('helpers', () => {
  it('makes keys the server accepts, all different', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(SERVER_KEY_RULE);
  });

  it('uses Web Locks when the context has them', async () => {
    const request = jest.fn((_name: string, fn: () => Promise<unknown>) => fn());
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    try {
      await expect(originLock('rdu-test')(async () => 42)).resolves.toBe(42);
      expect(request).toHaveBeenCalledWith('rdu-test', expect.any(Function));
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});
