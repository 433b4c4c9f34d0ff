// A bot that fills the contact form's honeypot is answered like any visitor, over REST and by the
// form without scripts: ids where real messages' ids are and never the same twice, the same
// fields, and a replayed key answered as a real replay is; nothing is stored.
import { ContactSubmission } from '../../api/entities';
import { KEY_REUSED } from '../../api/services/contacts';
import { DECOY_MAX_STEP } from '../../api/services/contactDecoys';
import { contactPayload } from '../support/factories';
import { Client } from '../support/http';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const TRAP = { website: 'http://spam.example' };
const stored = () => server.db.getRepository(ContactSubmission).count();
const newestId = async () => (await server.db.getRepository(ContactSubmission).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;

/** An answer's fields and their JSON types, without the values. */
const shapeOf = (answer: Record<string, unknown>) => Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, v === null ? 'null' : typeof v]));

const expectRecentTime = (iso: string) => {
  expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  expect(Math.abs(Date.parse(iso) - Date.now())).toBeLessThan(60_000);
};

it('REST: two trapped messages get different ids just past the newest real one, in the shape of a real answer, and nothing is stored', async () => {
  const real = await visitor.post('/api/contact', contactPayload({ subject: 'A real question' }));
  expect(real.status).toBe(201);
  const before = await stored();

  const first = await visitor.post('/api/contact', contactPayload({ subject: 'Buy followers now', ...TRAP }));
  const second = await visitor.post('/api/contact', contactPayload({ subject: 'Buy followers now', ...TRAP }));
  for (const answer of [first, second]) {
    expect(answer.status).toBe(real.status);
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
    expect(shapeOf(answer.body)).toEqual(shapeOf(real.body));
    expect(answer.body).toMatchObject({ success: true, isRead: false, subject: 'Buy followers now' });
    expectRecentTime(answer.body.createdAt);
  }
  expect(first.body.id).toBeGreaterThan(real.body.id);
  expect(first.body.id).toBeLessThanOrEqual(real.body.id + DECOY_MAX_STEP);
  expect(second.body.id).toBeGreaterThan(first.body.id);
  expect(second.body.id).toBeLessThanOrEqual(first.body.id + DECOY_MAX_STEP);
  expect(await stored()).toBe(before);
  expect(await newestId()).toBe(real.body.id);
});

it('GraphQL has no trap field (the web app checks its form\'s trap itself and sends nothing): a filled one is an unknown field', async () => {
  const m = 'mutation($i: ContactInput!) { submitContact(input: $i) { id } }';
  const before = await stored();
  const answer = await visitor.gql(m, { i: { ...contactPayload(), ...TRAP } });
  expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(answer.body.errors[0].message).toMatch(/"website" is not defined by type "ContactInput"/);
  expect(await stored()).toBe(before);
});

it('the form without scripts: a trapped post is answered with the thank-you redirect, every time, and nothing is stored', async () => {
  const before = await stored();
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...contactPayload(), ...TRAP } as Record<string, string>),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=1');
  }
  expect(await stored()).toBe(before);
});

it('a replayed Idempotency-Key is answered as a real replay is: the first answer again, or 409 for other content', async () => {
  const replayOf = async (body: object, key: string) => {
    const once = await visitor.post('/api/contact', body, { 'Idempotency-Key': key });
    const again = await visitor.post('/api/contact', body, { 'Idempotency-Key': key });
    const other = await visitor.post('/api/contact', { ...body, message: 'Another message entirely, with other words.' }, { 'Idempotency-Key': key });
    return { once, again, other };
  };
  const real = await replayOf(contactPayload(), 'real-key-0001');
  const before = await stored();
  const trapped = await replayOf({ ...contactPayload(), ...TRAP }, 'trap-key-0001');
  for (const answers of [real, trapped]) {
    expect(answers.once.status).toBe(201);
    expect(answers.again.status).toBe(200);
    expect(answers.again.headers.get('idempotent-replayed')).toBe('true');
    expect(answers.again.body).toEqual(answers.once.body);
    expect(answers.other.status).toBe(409);
    expect(answers.other.body.message).toBe(KEY_REUSED);
  }
  expect(await stored()).toBe(before);
});
