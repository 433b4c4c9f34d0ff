// Contact messages are throttled per client address in the database: a spam run from one address
// gets a handful stored and 429 with Retry-After for the rest, other addresses are not affected, a
// replay of a stored message is answered as stored even past the limit, and a filled honeypot is
// answered like a success while nothing is stored or counted.
import { loadConfig } from '../../api/config';
import { contactWaitText } from '../../api/domain/texts';
import { ContactSubmission } from '../../api/entities';
import { contactPayload } from '../support/factories';
import { Client } from '../support/http';
import { startTestServer, type TestServer } from '../support/testServer';

// The production defaults: 5 per 10 minutes, 20 per day.
const LIMITS = { CONTACT_LIMIT_BURST: '5', CONTACT_LIMIT_BURST_MINUTES: '10', CONTACT_LIMIT_PER_DAY: '20' };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback', ...LIMITS } });
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

/** A visitor at this address (as the proxy in front of the app reports it). */
const from = (address: string) => ({
  post: (body: unknown, headers: Record<string, string> = {}) =>
    new Client(server.url).post('/api/contact', body, { 'x-forwarded-for': address, ...headers }),
  gql: (query: string, variables: Record<string, unknown>) => new Client(server.url).gql(query, variables, { headers: { 'x-forwarded-for': address } }),
  form: (fields: Record<string, string>) =>
    fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    }),
});

const storedFrom = (email: string) => server.db.getRepository(ContactSubmission).countBy({ email });

it('stores a handful of 30 messages from one client and answers the rest 429 with Retry-After and the form message', async () => {
  const spammer = from('203.0.113.10');
  const email = 'spam-run@example.com';
  const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => spammer.post(contactPayload({ email, subject: `Cheap rides number ${i}` }))));
  const stored = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 429);
  expect(stored).toHaveLength(5);
  expect(refused).toHaveLength(25);
  expect(await storedFrom(email)).toBe(5); // a refused message stores nothing
  for (const answer of refused) {
    const seconds = Number(answer.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(answer.body).toEqual({ message: contactWaitText(Math.ceil(seconds / 60)) });
  }
  expect(refused[0].body.message).toMatch(/^Too many messages from your connection\. Please try again in \d+ minutes?\.$/);
});

it('does not affect another client', async () => {
  const neighbour = await from('203.0.113.11').post(contactPayload({ email: 'neighbour@example.com' }));
  expect(neighbour.status).toBe(201);
  expect(await storedFrom('neighbour@example.com')).toBe(1);
});

it('answers a replay of a stored key as stored, even past the limit, and never counts it', async () => {
  const client = from('203.0.113.12');
  const email = 'outbox@example.com';
  const message = contactPayload({ email, subject: 'Written offline' });
  const first = await client.post(message, { 'idempotency-key': 'outbox-draft-0001' });
  expect(first.status).toBe(201);
  for (let i = 0; i < 4; i++) expect((await client.post(contactPayload({ email, subject: `Another ${i}` }))).status).toBe(201);
  expect((await client.post(contactPayload({ email, subject: 'Over the limit' }))).status).toBe(429);

  for (let i = 0; i < 3; i++) {
    const replay = await client.post(message, { 'idempotency-key': 'outbox-draft-0001' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  }
  expect(await storedFrom(email)).toBe(5);

  // A new draft over the limit is refused and stores nothing, and its key stays free for later.
  const refused = await client.post(contactPayload({ email, subject: 'Also offline' }), { 'idempotency-key': 'outbox-draft-0002' });
  expect(refused.status).toBe(429);
  expect(await storedFrom(email)).toBe(5);
});

it('renders the trap field in the server-rendered form: off the tab order, hidden from screen readers and autofill', async () => {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const trap = /<input[^>]*name="website"[^>]*>/.exec(html)?.[0] ?? '';
  expect(trap).toMatch(/tabindex="-1"/i);
  expect(trap).toMatch(/autocomplete="off"/i);
  expect(trap).toMatch(/value=""/);
  expect(html).toMatch(/aria-hidden="true"[^>]*>(<label[^>]*>Website<\/label>)?<input[^>]*name="website"/);
});

it('answers a filled honeypot exactly like a success, stores nothing and takes nothing from the budget', async () => {
  const client = from('203.0.113.13');
  const email = 'bot@example.com';
  for (let i = 0; i < 8; i++) {
    const answer = await client.post(contactPayload({ email, subject: `Bot message ${i}`, website: 'http://spam.example' }));
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['createdAt', 'email', 'id', 'isRead', 'message', 'name', 'subject', 'success']);
    expect(answer.body).toMatchObject({ success: true, email, isRead: false });
    expect(answer.body.id).toEqual(expect.any(Number));
  }
  const posted = await client.form({ ...contactPayload({ email, subject: 'Bot by form' }), website: 'http://spam.example' } as Record<string, string>);
  expect(posted.status).toBe(303);
  expect(posted.headers.get('location')).toBe('/contact?sent=1');
  expect(await storedFrom(email)).toBe(0);

  // The same address still has its whole budget for people; an empty trap is a person's message.
  for (let i = 0; i < 5; i++) expect((await client.post(contactPayload({ email: 'person@example.com', subject: `Person ${i}`, website: '' }))).status).toBe(201);
  expect(await storedFrom('person@example.com')).toBe(5);
  const stored = await server.db.getRepository(ContactSubmission).findOneByOrFail({ email: 'person@example.com', subject: 'Person 0' });
  expect(stored).not.toHaveProperty('website');
});

it('dates a message and a filled honeypot’s decoy alike: both to the millisecond they were sent, the stored one as stored', async () => {
  const client = from('203.0.113.15');
  for (let i = 0; i < 3; i++) {
    for (const website of ['', 'http://spam.example']) {
      const before = Date.now();
      const answer = await client.post(contactPayload({ email: 'precision@example.com', subject: `Dated ${i} ${website ? 'bot' : 'person'}`, website }));
      const after = Date.now();
      expect(answer.status).toBe(201);
      // A time cut to the second (SQLite's datetime('now')) would fall before the request 999 times in 1,000.
      const at = new Date(answer.body.createdAt).getTime();
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(after);
      expect(answer.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      if (!website) {
        const stored = await server.db.getRepository(ContactSubmission).findOneByOrFail({ id: answer.body.id });
        expect(stored.createdAt.toISOString()).toBe(answer.body.createdAt);
      }
    }
  }
});

it('refuses the same way over GraphQL (TOO_MANY_REQUESTS, retryAfterSeconds, Retry-After) and in the form posted without scripts', async () => {
  const client = from('203.0.113.14');
  const m = 'mutation($i: ContactInput!) { submitContact(input: $i) { id } }';
  for (let i = 0; i < 5; i++) expect((await client.gql(m, { i: contactPayload({ email: 'graphql@example.com' }) })).body.data.submitContact.id).toEqual(expect.any(Number));
  const refused = await client.gql(m, { i: contactPayload({ email: 'graphql@example.com' }) });
  const [error] = refused.body.errors;
  expect(error.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
  expect(error.message).toBe(contactWaitText(Math.ceil(error.extensions.retryAfterSeconds / 60)));
  expect(refused.headers.get('retry-after')).toBe(String(error.extensions.retryAfterSeconds));
  expect(await storedFrom('graphql@example.com')).toBe(5);

  const form = await client.form(contactPayload({ email: 'graphql@example.com', subject: 'Without scripts' }) as Record<string, string>);
  expect(form.status).toBe(429);
  expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0);
  const html = await form.text();
  expect(html).toContain('Too many messages from your connection.');
  expect(html).toContain('value="Without scripts"'); // what was typed stays
  expect(await storedFrom('graphql@example.com')).toBe(5);
});

describe('limits from the environment', () => {
  it('reads CONTACT_LIMIT_* with the documented defaults, and refuses nonsense at start-up', () => {
    expect(loadConfig({ DATA_DIR: server.dataDir, SESSION_SECRET: 's' }).contactLimits).toEqual({ burst: 5, burstMinutes: 10, perDay: 20 });
    expect(
      loadConfig({ DATA_DIR: server.dataDir, SESSION_SECRET: 's', CONTACT_LIMIT_BURST: '8', CONTACT_LIMIT_BURST_MINUTES: '30', CONTACT_LIMIT_PER_DAY: '50' }).contactLimits,
    ).toEqual({ burst: 8, burstMinutes: 30, perDay: 50 });
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ DATA_DIR: server.dataDir, SESSION_SECRET: 's', CONTACT_LIMIT_PER_DAY: bad })).toThrow(/CONTACT_LIMIT_PER_DAY must be a whole number/);
    }
  });

  it('applies the daily bound, with the wait in hours', async () => {
    const daily = await startTestServer({ env: { TRUST_PROXY: 'loopback', CONTACT_LIMIT_BURST: '10', CONTACT_LIMIT_PER_DAY: '3' } });
    try {
      const post = () => new Client(daily.url).post('/api/contact', contactPayload(), { 'x-forwarded-for': '198.51.100.1' });
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(201);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      expect(refused.body).toEqual({ message: 'Too many messages from your connection. Please try again in 24 hours.' });
    } finally {
      await daily.close();
      await daily.cleanup();
    }
  });
});
