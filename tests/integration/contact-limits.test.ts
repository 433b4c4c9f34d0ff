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

  // A body larger than any message within the limits makes (over 88 kB) was refused by the body
  // parser with a bare 413 before the form's rules were read.
  const HUGE = [
    ['message', 'of 100,000 letters', { message: 'M'.repeat(100_000) }, `Message must be at most ${MAX.contactMessage.toLocaleString('en-US')} characters`],
    ['message', 'of 20,000 Chinese characters (180 kB sent)', { message: '路'.repeat(20_000) }, `Message must be at most ${MAX.contactMessage.toLocaleString('en-US')} characters`],
    ['name', 'of 300,000 letters', { name: 'N'.repeat(300_000) }, `Name must be at most ${MAX.shortText} characters`],
    ['subject', 'of 2 MB', { subject: 'S'.repeat(2_000_000) }, `Subject must be at most ${MAX.shortText} characters`],
  ] as const;

  it.each(HUGE)('a %s %s: the contact page again with the field message, the other fields kept, never a bare 413', async (field, _size, over, message) => {
    const before = await stored();
    const fields = contactPayload({ name: 'Pat Traveller', subject: 'Airport pickup', ...over }) as Record<string, string>;
    const res = await form(fields);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Contact Us | RDU Rides</title>');
    expect(html).toContain(message);
    expect(html).toContain(`id="contact-${field}-count"`);
    for (const kept of ['name', 'email', 'subject'] as const) if (kept !== field) expect(html).toContain(`value="${fields[kept]}"`);
    // Only the over-long field is refused.
    for (const other of ['Name', 'Subject', 'Message'].filter((f) => f.toLowerCase() !== field)) expect(html).not.toContain(`${other} must be at most`);
    expect(await stored()).toBe(before);
  });

  it('a body that cannot be read as a form is refused with a 4xx and nothing stored, never a 500', async () => {
    const before = await stored();
    const post = (body: string, type = 'application/x-www-form-urlencoded') => fetch(`${server.url}/contact`, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' });
    expect((await post('name=%zz&message=hi')).status).toBe(400);
    expect((await post('name=Pat', 'application/x-www-form-urlencoded; charset=iso-8859-15')).status).toBe(415);
    // Fields past the twentieth are not read; the form's own five are.
    const many = await post(`${new URLSearchParams(contactPayload() as Record<string, string>)}&${Array.from({ length: 40 }, (_, i) => `x${i}=1`).join('&')}`);
    expect(many.status).toBe(303);
    expect(await stored()).toBe(before + 1);
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
