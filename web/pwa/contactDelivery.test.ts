import { MemoryOutboxStore } from '../../tests/support/memoryOutboxStore';
import { SEND_FAILED_FALLBACK, classifyContactReply, contactTransport, createContactOutbox, messageInAnswer, retryAfterMs, type ContactReply } from './contactDelivery';
import type { OutboxMessage } from './outbox';

const input = { name: 'Visitor 7', email: 'v7@example.com', subject: 'Subject 7', message: 'Message number 7 body' };
const msg: OutboxMessage = { key: 'contact-rest-key-1', input, queuedAt: 1, attempts: 0 };
type Headers = { get(name: string): string | null };
/** Response headers: a Content-Type and any others (names in any case). */
const headers = (type: string, extra: Record<string, string> = {}): Headers => {
  const all = new Map(Object.entries({ 'Content-Type': type, ...extra }).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name) => all.get(name.toLowerCase()) ?? null };
};
const json = (extra?: Record<string, string>): Headers => headers('application/json; charset=utf-8', extra);
const html: Headers = headers('text/html');
const answer = (status: number, h: Headers = json(), body = '{}') => async () => ({ status, headers: h, text: async () => body });
const signal = new AbortController().signal;
const reply = (status: number, body = '{}', contentType: string | null = 'application/json', retryAfter: string | null = null): ContactReply => ({ status, contentType, retryAfter, body });

describe('contactTransport (the page and the worker send the same way)', () => {
  it('posts the message as JSON with its Idempotency-Key to the spec route', async () => {
    const fetchFn = jest.fn(answer(201));
    await expect(contactTransport(fetchFn)(msg, signal)).resolves.toEqual({ status: 'sent' });
    expect(fetchFn).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST', body: JSON.stringify(input), signal }));
    const init = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({ 'Idempotency-Key': 'contact-rest-key-1', 'Content-Type': 'application/json' });
  });

  it('takes a replay (200) as a confirmation', async () => {
    await expect(contactTransport(answer(200))(msg, signal)).resolves.toEqual({ status: 'sent' });
  });

  it.each([
    ['no connection', async () => Promise.reject(new TypeError('Failed to fetch')), 'later', false],
    ['aborted', async () => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })), 'later', false],
    ['a captive portal page', answer(200, html, '<html>Sign in to Airport Wi-Fi</html>'), 'later', false],
    ['network authentication required', answer(511), 'later', false],
    ['a server outage', answer(503, json(), '{"message":"down"}'), 'later', true],
    ['an internal error', answer(500, json(), '{"message":"Something went wrong on our side. Please try again."}'), 'later', true],
    ['too many requests', answer(429, json({ 'Retry-After': '30' }), '{"message":"slow down"}'), 'later', true],
    ['a proxy error page', answer(502, html, '<html>Bad gateway</html>'), 'later', true],
    ['a validation error', answer(400, json(), '{"message":"Please enter a valid email address"}'), 'refused', undefined],
    ['a key already used for a different message', answer(409, json(), '{"message":"Conflict"}'), 'refused', undefined],
    ['a message too large', answer(413, json(), '{"message":"Too large"}'), 'refused', undefined],
  ])('sorts %s into %s', async (_what, fetchFn, status, answered) => {
    const result = await contactTransport(fetchFn as never)(msg, signal);
    expect(result.status).toBe(status);
    if (result.status === 'later') expect(result.answered).toBe(answered);
  });

  it("passes the server's message on, and its field messages to the form's fields", async () => {
    const body = '{"message":"Please enter a valid email address","errors":{"email":"Please enter a valid email address","n":3}}';
    await expect(contactTransport(answer(400, json(), body))(msg, signal)).resolves.toEqual({
      status: 'refused',
      message: 'Please enter a valid email address',
      fieldErrors: { email: 'Please enter a valid email address' },
      keyConflict: false,
    });
  });

  it('a 429 says when to try again (Retry-After), in the server words', async () => {
    const result = await contactTransport(answer(429, json({ 'Retry-After': '30' }), '{"message":"Too many messages. Please try again later."}'))(msg, signal);
    expect(result).toEqual({ status: 'later', answered: true, message: 'Too many messages. Please try again later.', retryAfterMs: 30_000 });
  });

  it('a 409 is a key conflict: refused, and the draft needs a new key', () => {
    expect(classifyContactReply(reply(409, '{"message":"This Idempotency-Key was already used for a different message"}'))).toEqual({
      status: 'refused',
      message: 'This Idempotency-Key was already used for a different message',
      fieldErrors: {},
      keyConflict: true,
    });
  });

  it.each([
    ['no answer', { failed: new TypeError('Failed to fetch') } as ContactReply],
    ['a proxy page', reply(504, '<html>Gateway Timeout</html>', 'text/html')],
    ['an error answer without a message', reply(500, '{}')],
    ['a refusal without a message', reply(400, '')],
  ])('falls back to the spec text when the server gave none (%s)', (_what, r) => {
    expect((classifyContactReply(r) as { message: string }).message).toBe(SEND_FAILED_FALLBACK);
  });

  it('reads the answer even when its body cannot be read', async () => {
    const cut = async () => ({ status: 503, headers: json(), text: async () => Promise.reject(new TypeError('network error')) });
    await expect(contactTransport(cut)(msg, signal)).resolves.toEqual({ status: 'later', answered: true, message: SEND_FAILED_FALLBACK });
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['30', 30_000],
    ['0', 0],
    ['Wed, 01 Jan 2031 00:01:00 GMT', 60_000],
    ['soon', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(retryAfterMs(header, Date.parse('Wed, 01 Jan 2031 00:00:00 GMT'))).toBe(expected);
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

describe('createContactOutbox', () => {
  it('delivers through the REST transport, keeping one key across a lost answer and the replay', async () => {
    const keys: string[] = [];
    let lose = true;
    const fetchFn = jest.fn(async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      if (lose) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return { status: keys.length > 1 ? 200 : 201, headers: json(), text: async () => '{}' };
    });
    const store = new MemoryOutboxStore();
    const outbox = createContactOutbox({ store, fetchFn });
    await expect(outbox.send(input)).resolves.toEqual({ status: 'queued' });
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 0, stoppedBy: null });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await store.list()).toEqual([]);
  });

  it("reports the server's Retry-After when a flush stops at a 429", async () => {
    const store = new MemoryOutboxStore();
    await store.put(msg);
    const outbox = createContactOutbox({ store, fetchFn: answer(429, json({ 'Retry-After': '120' }), '{"message":"slow down"}') });
    await expect(outbox.flush()).resolves.toMatchObject({ pending: 1, stoppedBy: 'unavailable', retryAfterMs: 120_000 });
  });
});
