import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { classifyApolloError, createContactOutbox, flushWith, onContactOutboxEvent, type ContactOutboxEvent } from './contactOutbox';
import { MemoryOutboxStore } from './outbox';

const input = { name: 'Ada Traveller', email: 'ada@example.com', subject: 'Shuttle at 2am', message: 'Do any shuttles run at 2am from RDU?' };

/** A GraphQL "server" behind an Apollo link: honours idempotency keys; its network can fail. */
function fakeGraphQL() {
  const state = {
    mode: 'up' as 'up' | 'down' | 'invalid' | 'portal',
    stored: new Map<string, unknown>(),
    keys: [] as string[],
  };
  const link = new ApolloLink((operation) => {
    const { input: sent, idempotencyKey } = operation.variables as { input: unknown; idempotencyKey: string };
    state.keys.push(idempotencyKey);
    return new Observable((observer) => {
      if (state.mode === 'down') return observer.error(new TypeError('Failed to fetch'));
      if (state.mode === 'portal') {
        return observer.error(new ServerParseError(new SyntaxError('Unexpected token <'), { response: { status: 200 } as Response, bodyText: '<html>Wi-Fi login</html>' }));
      }
      if (state.mode === 'invalid') {
        observer.next({ errors: [{ message: 'Subject must be at least 5 characters', extensions: { code: 'BAD_USER_INPUT' } }] });
        return observer.complete();
      }
      if (!state.stored.has(idempotencyKey)) state.stored.set(idempotencyKey, sent);
      observer.next({ data: { submitContact: { __typename: 'ContactSubmission', id: state.stored.size, createdAt: '2026-01-01T00:00:00.000Z' } } });
      observer.complete();
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, state };
}

describe('the page outbox over Apollo', () => {
  let online = true;
  const events: ContactOutboxEvent[] = [];
  let stop: () => void;
  beforeEach(() => {
    online = true;
    events.length = 0;
    stop = onContactOutboxEvent((e) => events.push(e));
  });
  afterEach(() => stop());

  it('sends with an idempotency key through the GraphQL mutation', async () => {
    const { client, state } = fakeGraphQL();
    const outbox = createContactOutbox(client, new MemoryOutboxStore(), () => online);
    await expect(outbox.send(input)).resolves.toEqual({ status: 'sent' });
    expect(state.keys).toHaveLength(1);
    expect(state.keys[0]).toMatch(/^contact-[A-Za-z0-9-]{8,}$/);
    expect([...state.stored.values()]).toEqual([input]);
  });

  it('keeps the message on a network failure, then delivers it once with the same key and says so', async () => {
    const { client, state } = fakeGraphQL();
    const store = new MemoryOutboxStore();
    const outbox = createContactOutbox(client, store, () => online);
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
    const { client, state } = fakeGraphQL();
    const outbox = createContactOutbox(client, new MemoryOutboxStore(), () => online);
    state.mode = 'portal';
    await expect(outbox.send(input)).resolves.toEqual({ status: 'queued' });
  });

  it("throws Apollo's own error for a validation failure, so the form can show it", async () => {
    const { client, state } = fakeGraphQL();
    const store = new MemoryOutboxStore();
    const outbox = createContactOutbox(client, store, () => online);
    state.mode = 'invalid';
    const error = await outbox.send(input).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect((error as Error).message).toContain('Subject must be at least 5 characters');
    expect(await store.list()).toEqual([]);
  });

  it('does not call the server when the device is offline', async () => {
    const { client, state } = fakeGraphQL();
    online = false;
    const outbox = createContactOutbox(client, new MemoryOutboxStore(), () => online);
    await expect(outbox.send(input)).resolves.toEqual({ status: 'queued' });
    expect(state.keys).toEqual([]);
  });

  it('reports a kept message the server refuses later, and drops it', async () => {
    const { client, state } = fakeGraphQL();
    const store = new MemoryOutboxStore();
    online = false;
    const outbox = createContactOutbox(client, store, () => online);
    await outbox.send(input);
    online = true;
    state.mode = 'invalid';
    await flushWith(outbox);
    expect(events.at(-1)).toEqual({ type: 'rejected', items: [{ subject: 'Shuttle at 2am', reason: 'Subject must be at least 5 characters' }] });
    expect(await store.list()).toEqual([]);
  });
});

describe('classifyApolloError', () => {
  it("keeps the server's own words from an HTTP error answer's JSON body", () => {
    const throttled = new ServerError('Response not successful: Received status code 429', {
      response: { status: 429 } as Response,
      bodyText: '{"message":"Too many messages. Please try again later."}',
    });
    expect(classifyApolloError(throttled).message).toBe('Too many messages. Please try again later.');
    const proxy = new ServerError('Response not successful: Received status code 502', { response: { status: 502 } as Response, bodyText: '<html>' });
    expect(classifyApolloError(proxy).message).toBe('Response not successful: Received status code 502');
  });


  const serverError = (status: number) => new ServerError('Response not successful', { response: { status } as Response, bodyText: '' });
  it.each([
    ['fetch failed', new TypeError('Failed to fetch'), 'network'],
    ['aborted', Object.assign(new Error('aborted'), { name: 'AbortError' }), 'network'],
    ['HTTP 503', serverError(503), 'unavailable'],
    ['HTTP 429', serverError(429), 'unavailable'],
    ['HTTP 400', serverError(400), 'rejected'],
    ['HTTP 413', serverError(413), 'rejected'],
    ['validation', new CombinedGraphQLErrors({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] }), 'rejected'],
    ['internal error', new CombinedGraphQLErrors({ errors: [{ message: 'oops', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }), 'unavailable'],
    ['throttled', new CombinedGraphQLErrors({ errors: [{ message: 'slow', extensions: { code: 'TOO_MANY_REQUESTS' } }] }), 'unavailable'],
    ['a 502 proxy page', new ServerParseError(new SyntaxError('<'), { response: { status: 502 } as Response, bodyText: '<html>' }), 'unavailable'],
    ['HTTP 409 (key used for a different message)', serverError(409), 'rejected'],
    ['a key conflict', new CombinedGraphQLErrors({ errors: [{ message: 'conflict', extensions: { code: 'CONFLICT' } }] }), 'rejected'],
  ])('%s → %s', (_what, error, kind) => {
    const classified = classifyApolloError(error);
    expect(classified.kind).toBe(kind);
    expect(classified.original).toBe(error);
  });
});
