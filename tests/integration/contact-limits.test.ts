// The contact message's upper limits (name and subject 255, e-mail 254, message 5,000 characters) are
// refused with a field message on every way in: REST, GraphQL and the form posted without scripts.
// Nothing over a limit is ever cut to fit and stored (issue 24, item 1).
import { MAX } from '../../api/domain/rules';
import { ContactSubmission } from '../../api/entities';
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

const stored = () => server.db.getRepository(ContactSubmission).count();

const OVER = [
  ['name', { name: 'N'.repeat(MAX.shortText + 1) }, `Name must be at most ${MAX.shortText} characters`],
  ['subject', { subject: 'S'.repeat(MAX.shortText + 1) }, `Subject must be at most ${MAX.shortText} characters`],
  ['email', { email: `${'e'.repeat(MAX.email)}@example.com` }, `Email must be at most ${MAX.email} characters`],
  ['message', { message: 'M'.repeat(MAX.contactMessage + 1) }, `Message must be at most ${MAX.contactMessage.toLocaleString('en-US')} characters`],
] as const;

describe.each(OVER)('a %s over its limit', (field, over, message) => {
  it('REST: 400 with the field message, nothing stored', async () => {
    const before = await stored();
    const res = await visitor.post('/api/contact', contactPayload(over));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('GraphQL: BAD_USER_INPUT with the field message, nothing stored', async () => {
    const before = await stored();
    const res = await visitor.gql('mutation($i: ContactInput!) { submitContact(input: $i) { id } }', { i: contactPayload(over) });
    const error = res.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(error?.extensions)).toContain(message);
    expect(await stored()).toBe(before);
  });
});

it('REST: exactly at every limit is stored whole', async () => {
  const at = { name: 'N'.repeat(MAX.shortText), subject: 'S'.repeat(MAX.shortText), message: 'M'.repeat(MAX.contactMessage) };
  const res = await visitor.post('/api/contact', contactPayload(at));
  expect(res.status).toBe(201);
  const row = await server.db.getRepository(ContactSubmission).findOneByOrFail({ id: res.body.id });
  expect(row.message).toHaveLength(MAX.contactMessage);
  expect(row.name).toHaveLength(MAX.shortText);
});

describe('the form posted without scripts', () => {
  const form = (fields: Record<string, string>) =>
    fetch(`${server.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields), redirect: 'manual' });

  it.each(OVER)('a %s over its limit: the page again with the field message beside what was typed, nothing stored', async (field, over, message) => {
    const before = await stored();
    const res = await form(contactPayload(over) as Record<string, string>);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain(`id="contact-${field}-count"`);
    expect(await stored()).toBe(before);
  });

  it('takes a message at its limit in any script: 5,000 characters of Chinese or emoji text are stored whole', async () => {
    for (const message of ['路'.repeat(MAX.contactMessage), '🚐'.repeat(MAX.contactMessage / 2)]) {
      const subject = `Whole ${message.slice(0, 2)} ${Date.now()}`;
      const res = await form({ ...contactPayload({ subject, name: 'É'.repeat(MAX.shortText) }), message } as Record<string, string>);
      expect(res.status).toBe(303);
      const row = await server.db.getRepository(ContactSubmission).findOneByOrFail({ subject });
      expect(row.message).toBe(message);
    }
  });
});
