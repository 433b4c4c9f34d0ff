import { MemoryOutboxStore } from '../../tests/support/memoryOutboxStore';
import type { FetchLike } from './contactDelivery';
import { createPageOutbox, flushWith, onContactOutboxEvent, type ContactOutboxEvent } from './contactOutbox';

const input = { name: 'Ada Traveller', email: 'ada@example.com', subject: 'Shuttle at 2am', message: 'Do any shuttles run at 2am from RDU?' };
type Headers = { get(name: string): string | null };
const JSON_TYPE: Headers = { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null) };

/** POST /api/contact behind a fake fetch: honours idempotency keys like the server; its network can fail. */
function fakeRest() {
  const state = {
    mode: 'up' as 'up' | 'down' | 'invalid' | 'portal' | 'gateway-timeout' | 'internal' | 'conflict',
    stored: new Map<string, unknown>(),
    keys: [] as string[],
  };
  const fetchFn: FetchLike = async (url, init) => {
    expect(url).toBe('/api/contact');
    const key = (init.headers as Record<string, string>)['Idempotency-Key'];
    state.keys.push(key);
    const body = (status: number, text: string, headers: Headers = JSON_TYPE) => ({ status, headers, text: async () => text });
    switch (state.mode) {
      case 'down':
        throw new TypeError('Failed to fetch');
      case 'portal':
        return body(200, '<html>Wi-Fi login</html>', { get: () => 'text/html' });
      case 'invalid':
        return body(400, '{"message":"Subject must be at least 5 characters","errors":{"subject":"Subject must be at least 5 characters"}}');
      case 'gateway-timeout':
        if (!state.stored.has(key)) state.stored.set(key, JSON.parse(String(init.body)));
        return body(504, '<html>Gateway Timeout</html>', { get: () => 'text/html' });
      case 'internal':
        return body(500, '{"message":"Something went wrong on our side. Please try again."}');
      case 'conflict':
        return body(409, '{"message":"This Idempotency-Key was already used for a different message"}');
      case 'up': {
        const replay = state.stored.has(key);
        if (!replay) state.stored.set(key, JSON.parse(String(init.body)));
        return body(replay ? 200 : 201, `{"success":true,"id":${state.stored.size}}`);
      }
    }
  };
  return { fetchFn, state };
}

describe('the page outbox over REST', () => {
  let online = true;
  const events: ContactOutboxEvent[] = [];
  let stop: () => void;
  beforeEach(() => {
    online = true;
    events.length = 0;
    stop = onContactOutboxEvent((e) => events.push(e));
  });
  afterEach(() => stop());
  const pageOutbox = (fetchFn: FetchLike, store = new MemoryOutboxStore()) => createPageOutbox({ store, fetchFn, isOnline: () => online });

  it('sends with an idempotency key to POST /api/contact', async () => {
    const { fetchFn, state } = fakeRest();
    await expect(pageOutbox(fetchFn).send(input)).resolves.toEqual({ status: 'sent' });
    expect(state.keys).toHaveLength(1);
    expect(state.keys[0]).toMatch(/^contact-[A-Za-z0-9-]{8,}$/);
    expect([...state.stored.values()]).toEqual([input]);
  });

  it('keeps the message on a network failure, then delivers it once with the same key and says so', async () => {
    const { fetchFn, state } = fakeRest();
    const store = new MemoryOutboxStore();
    const outbox = pageOutbox(fetchFn, store);
    state.mode = 'down';
    await expect(outbox.send(input)).resolves.toEqual({ status: 'queued' });
    expect(events.map((e) => e.type)).toEqual(['queued']);
    expect(state.stored.size).toBe(0);

    state.mode = 'up';
    const report = await flushWith(outbox);
    expect(report.delivered).toHaveLength(1);
    expect(state.keys).toHaveLength(2);
    expect(state.keys[1]).toBe(state.keys[0]);
    expect(state.stored.size).toBe(1);
    expect(await store.list()).toEqual([]);
    expect(events[1]).toEqual({ type: 'delivered', subjects: ['Shuttle at 2am'] });
  });

  it('treats a captive portal page as no connection yet', async () => {
    const { fetchFn, state } = fakeRest();
    state.mode = 'portal';
    await expect(pageOutbox(fetchFn).send(input)).resolves.toEqual({ status: 'queued' });
  });

  it('hands a validation refusal back with its field messages, so the form can show them', async () => {
    const { fetchFn, state } = fakeRest();
    const store = new MemoryOutboxStore();
    state.mode = 'invalid';
    await expect(pageOutbox(fetchFn, store).send(input)).resolves.toEqual({
      status: 'refused',
      message: 'Subject must be at least 5 characters',
      fieldErrors: { subject: 'Subject must be at least 5 characters' },
      keyConflict: false,
    });
    expect(await store.list()).toEqual([]);
  });

  it('does not call the server when the device is offline', async () => {
    const { fetchFn, state } = fakeRest();
    online = false;
    await expect(pageOutbox(fetchFn).send(input)).resolves.toEqual({ status: 'queued' });
    expect(state.keys).toEqual([]);
  });

  it('reports a kept message the server refuses later, and drops it', async () => {
    const { fetchFn, state } = fakeRest();
    const store = new MemoryOutboxStore();
    online = false;
    const outbox = pageOutbox(fetchFn, store);
    await outbox.send(input);
    online = true;
    state.mode = 'invalid';
    await flushWith(outbox);
    expect(events.at(-1)).toEqual({ type: 'rejected', items: [{ subject: 'Shuttle at 2am', reason: 'Subject must be at least 5 characters' }] });
    expect(await store.list()).toEqual([]);
  });

  it('reuses the draft key after an unclear failure, and makes a new one when the text changes or after success', async () => {
    const { fetchFn, state } = fakeRest();
    const outbox = pageOutbox(fetchFn);
    state.mode = 'gateway-timeout'; // stored, but the answer is a proxy's page
    await expect(outbox.send(input)).resolves.toMatchObject({ status: 'later', message: 'Failed to send message. Please try again.' });
    state.mode = 'internal';
    await expect(outbox.send(input)).resolves.toMatchObject({ status: 'later', message: 'Something went wrong on our side. Please try again.' });
    expect(state.keys[1]).toBe(state.keys[0]); // the server may hold the first try: the same key stores it once

    const changed = { ...input, message: 'Do any shuttles run at 3am from RDU?' };
    state.mode = 'up';
    await expect(outbox.send(changed)).resolves.toEqual({ status: 'sent' });
    expect(state.keys[2]).not.toBe(state.keys[0]); // a different message

    await expect(outbox.send(input)).resolves.toEqual({ status: 'sent' });
    await expect(outbox.send(input)).resolves.toEqual({ status: 'sent' });
    expect(new Set(state.keys.slice(2)).size).toBe(3); // after a success, the next message is new
  });

  it('after a key conflict (409) hands back the server message and sends again under a new key', async () => {
    const { fetchFn, state } = fakeRest();
    const outbox = pageOutbox(fetchFn);
    state.mode = 'conflict';
    await expect(outbox.send(input)).resolves.toMatchObject({ status: 'refused', keyConflict: true, message: 'This Idempotency-Key was already used for a different message' });
    await outbox.send(input);
    state.mode = 'up';
    await expect(outbox.send(input)).resolves.toEqual({ status: 'sent' });
    expect(new Set(state.keys).size).toBe(3);
  });
});
