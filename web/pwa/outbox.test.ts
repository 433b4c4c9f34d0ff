import { ContactOutbox, DeliveryError, MemoryOutboxStore, messageInAnswer, newIdempotencyKey, originLock, restContactTransport, type ContactTransport, type OutboxMessage } from './outbox';

const message = (n: number) => ({ name: `Visitor ${n}`, email: `v${n}@example.com`, subject: `Subject ${n}`, message: `Message number ${n} body` });
const SERVER_KEY_RULE = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * A server that honours idempotency keys like the real one: one stored copy per key. Its network
 * can be down, or lose the answer after storing (the case exactly-once is about).
 */
class FakeServer {
  /** Stored copies by idempotency key. */
  stored = new Map<string, unknown>();
  calls: string[] = [];
  mode: 'up' | 'down' | 'lose-answer' | 'reject' | 'unavailable' | 'store-then-fail' = 'up';
  transport: ContactTransport = async (m) => {
    this.calls.push(m.key);
    if (this.mode === 'down') throw new DeliveryError('network', 'Failed to fetch', new TypeError('Failed to fetch'));
    if (this.mode === 'reject') throw new DeliveryError('rejected', 'Subject must be at least 5 characters', new Error('validation'));
    if (this.mode === 'unavailable') throw new DeliveryError('unavailable', '503', new Error('503'));
    // A replay (known key) is answered with the first copy; nothing new is stored.
    if (!this.stored.has(m.key)) this.stored.set(m.key, m.input);
    if (this.mode === 'lose-answer') throw new DeliveryError('network', 'connection reset', new TypeError('Failed to fetch'));
    // Stored, then a proxy's 504 / a 500 after the commit: the page cannot know it was stored.
    if (this.mode === 'store-then-fail') throw new DeliveryError('unavailable', '504', new Error('504'));
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
  return { server, store, outbox, queued, setOnline: (v: boolean) => (online = v) };
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

  it('throws the server error (validation) and keeps nothing', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'reject';
    await expect(outbox.send(message(1))).rejects.toThrow('validation');
    expect(await store.list()).toEqual([]);
  });

  it('throws a server outage too (the visitor can retry) and keeps nothing', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'unavailable';
    await expect(outbox.send(message(1))).rejects.toThrow('503');
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
        return new Promise<void>((resolve) => (confirm = resolve));
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
    const closedTab = new ContactOutbox({ store, transport: (m) => (server.calls.push(m.key), new Promise(() => undefined)) });
    void closedTab.send(message(1)); // never answered: the tab went away
    await new Promise((r) => setTimeout(r, 0));
    const [kept] = await store.list();
    expect(kept.key).toBe(server.calls[0]);

    const laterVisit = new ContactOutbox({ store, transport: server.transport });
    const report = await laterVisit.flush();
    expect(report.delivered.map((m) => m.key)).toEqual([kept.key]);
    expect(server.copies).toBe(1);
    expect(await store.list()).toEqual([]);
  });

  it('sends under the key it is given, so sending the same draft again after an unclear failure stores it once', async () => {
    const { server, store, outbox } = setup();
    server.mode = 'store-then-fail';
    await expect(outbox.send(message(1), { key: 'contact-draft-key-1' })).rejects.toThrow('504');
    expect(await store.list()).toEqual([]); // thrown to the form, which keeps the text: not queued too
    server.mode = 'up';
    await expect(outbox.send(message(1), { key: 'contact-draft-key-1' })).resolves.toEqual({ status: 'sent' });
    expect(server.calls).toEqual(['contact-draft-key-1', 'contact-draft-key-1']);
    expect(server.copies).toBe(1);
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

  it('still sends when the device cannot keep it (no IndexedDB), and throws a network failure it cannot keep', async () => {
    const broken = { put: async () => Promise.reject(new Error('no IndexedDB')), list: async () => [], remove: async () => undefined };
    const server = new FakeServer();
    const outbox = new ContactOutbox({ store: broken, transport: server.transport });
    await expect(outbox.send(message(1))).resolves.toEqual({ status: 'sent' });
    server.mode = 'down';
    await expect(outbox.send(message(2))).rejects.toThrow('Failed to fetch');
  });

  it('rethrows a transport error that carries no original', async () => {
    const outbox = new ContactOutbox({ store: new MemoryOutboxStore(), transport: async () => Promise.reject(new DeliveryError('rejected', 'bad input')) });
    await expect(outbox.send(message(1))).rejects.toThrow('bad input');
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
        return new Promise<void>((resolve) => (confirm = resolve));
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
        if (m.key === 'contact-bad-00') throw new DeliveryError('rejected', 'Message must be at least 10 characters');
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
    const outbox = new ContactOutbox({ store, transport: async () => Promise.reject(new DeliveryError('rejected', 'nope')) });
    await store.put({ key: 'contact-bad-00', input: message(1), queuedAt: 1, attempts: 0 });
    const report = await outbox.flush({ dropRejected: false });
    expect(report).toMatchObject({ rejected: [], delivered: [], pending: 1 });
    expect((await store.list())[0]).toMatchObject({ attempts: 1, lastError: 'nope' });
  });

  it('treats a key conflict (409: the key holds a different message) as final: reported, dropped, never sent again', async () => {
    const store = new MemoryOutboxStore();
    const json = { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) };
    const fetchFn = jest.fn(async () => ({ ok: false, status: 409, headers: json, text: async () => '{"message":"This message was already sent with different content."}' }));
    const outbox = new ContactOutbox({ store, transport: restContactTransport(fetchFn) });
    await store.put({ key: 'contact-conflict-1', input: message(1), queuedAt: 1, attempts: 0 });
    const report = await outbox.flush({ dropRejected: true });
    expect(report).toMatchObject({ pending: 0, stoppedBy: null, delivered: [] });
    expect(report.rejected).toEqual([{ message: expect.objectContaining({ key: 'contact-conflict-1' }), reason: 'This message was already sent with different content.' }]);
    await outbox.flush();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('the worker keeps a conflicting message for the page to report, without stopping or asking to retry', async () => {
    const store = new MemoryOutboxStore();
    const outbox = new ContactOutbox({ store, transport: async () => Promise.reject(new DeliveryError('rejected', 'conflict')) });
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
      transport: async () => undefined,
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

describe('restContactTransport', () => {
  const input = message(7);
  const msg: OutboxMessage = { key: 'contact-rest-key-1', input, queuedAt: 1, attempts: 0 };
  type Headers = { get(name: string): string | null };
  const json: Headers = { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null) };
  const html: Headers = { get: (name) => (name.toLowerCase() === 'content-type' ? 'text/html' : null) };
  const answer = (status: number, headers: Headers = json, body = '{}') => async () => ({ ok: status >= 200 && status < 300, status, headers, text: async () => body });
  const signal = new AbortController().signal;

  it('posts the message as JSON with its Idempotency-Key', async () => {
    const fetchFn = jest.fn(answer(201));
    await restContactTransport(fetchFn)(msg, signal);
    expect(fetchFn).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST', body: JSON.stringify(input), signal }));
    const init = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({ 'Idempotency-Key': 'contact-rest-key-1', 'Content-Type': 'application/json' });
  });

  it('takes a replay (200) as a confirmation', async () => {
    await expect(restContactTransport(answer(200))(msg, signal)).resolves.toBeUndefined();
  });

  it.each([
    ['no connection', async () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a captive portal page', answer(200, html, '<html>Sign in to Airport Wi-Fi</html>'), 'network'],
    ['network authentication required', answer(511), 'network'],
    ['a server outage', answer(503, json, '{"message":"down"}'), 'unavailable'],
    ['too many requests', answer(429, json, '{"message":"slow down"}'), 'unavailable'],
    ['a proxy error page', answer(502, html, '<html>Bad gateway</html>'), 'unavailable'],
    ['a validation error', answer(400, json, '{"message":"Please enter a valid email address"}'), 'rejected'],
    ['a key already used for a different message', answer(409, json, '{"message":"Conflict"}'), 'rejected'],
    ['a message too large', answer(413, json, '{"message":"Too large"}'), 'rejected'],
  ])('sorts %s into %s', async (_what, fetchFn, kind) => {
    const error = await restContactTransport(fetchFn as never)(msg, signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).kind).toBe(kind);
  });

  it("passes the server's message on", async () => {
    const error = await restContactTransport(answer(400, json, '{"message":"Please enter a valid email address"}'))(msg, signal).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Please enter a valid email address');
  });
});

describe('messageInAnswer', () => {
  it.each([
    ['{"message":"Too many messages. Please try again later."}', 'Too many messages. Please try again later.'],
    ['{"errors":[{"message":"Subject must be at least 5 characters"}]}', 'Subject must be at least 5 characters'],
    ['{"message":"  "}', undefined],
    ['{"message":42}', undefined],
    ['<html>Bad gateway</html>', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (body, expected) => {
    expect(messageInAnswer(body)).toBe(expected);
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
