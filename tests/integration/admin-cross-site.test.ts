// Admin writes another site's page made a signed-in admin's browser send are refused before
// anything is read: 403 with a JSON message and nothing changed, for writes with a JSON body, with
// none (mark read, rotate a secret) and multipart uploads, judged by Sec-Fetch-Site (cross-site or
// same-site: a sibling subdomain still gets the SameSite=Lax session cookie) or, without it, by an
// Origin that is not the site's. The admin's own pages (same-origin), tools without those headers
// (curl, servers) and every read pass. Runs on SQLite and MariaDB.
import sharp from 'sharp';
import { CROSS_SITE_TEXTS } from '../../api/domain/texts';
import { AffiliateProgram, ContactSubmission, Faq, Provider, Upload } from '../../api/entities';
import { contactPayload, faqPayload, providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let providerId: number;
let faqId: number;
let programId: number;
let messageId: number;
let programSecretHash: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  providerId = (await admin.post('/api/admin/providers', providerPayload({ name: 'Forged Rides', slug: 'forgedrides' }))).body.id;
  faqId = (await admin.post('/api/admin/faqs', faqPayload({ question: 'Kept question?' }))).body.id;
  programId = (await admin.post('/api/admin/affiliate-programs', { name: 'Forged Network', slug: 'forged', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 })).body.id;
  messageId = (await new Client(server.url).post('/api/contact', contactPayload({ subject: 'Unread message' }))).body.id;
  programSecretHash = (await server.db.getRepository(AffiliateProgram).findOneByOrFail({ id: programId })).secretHash;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const FORGED: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://evil.rdurides.example' }],
  ['only an Origin that is not the site’s (an older browser)', { origin: 'https://evil.example' }],
];

async function pngForm() {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#aa2266' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'forged.png');
  return form;
}

describe.each(FORGED)('an admin write with %s', (_label, headers) => {
  const expectRefused = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: CROSS_SITE_TEXTS.adminWriteRefused });
  };

  it('is refused with a JSON message: a JSON body (create, update, delete, the route editor’s PATCH)', async () => {
    expectRefused(await admin.request('POST', '/api/admin/faqs', { json: faqPayload({ question: 'Forged question?' }), headers }));
    expectRefused(await admin.request('PUT', `/api/admin/faqs/${faqId}`, { json: faqPayload({ question: 'Forged edit?' }), headers }));
    expectRefused(await admin.request('DELETE', `/api/admin/faqs/${faqId}`, { headers }));
    expectRefused(await admin.request('PATCH', `/api/providers/${providerId}`, { json: { defaultZoom: 3 }, headers }));
    const questions = (await server.db.getRepository(Faq).find()).map((f) => f.question);
    expect(questions).toContain('Kept question?');
    expect(questions.filter((q) => q.startsWith('Forged'))).toEqual([]);
    expect((await server.db.getRepository(Provider).findOneByOrFail({ id: providerId })).defaultZoom).not.toBe(3);
  });

  it('is refused with no body: mark read, rotate a program’s secret, sign in', async () => {
    expectRefused(await admin.request('POST', `/api/admin/contacts/${messageId}/read`, { headers }));
    expectRefused(await admin.request('POST', `/api/admin/affiliate-programs/${programId}/rotate-secret`, { headers }));
    expectRefused(await new Client(server.url).request('POST', '/api/admin/login', { json: ADMIN, headers }));
    expect((await server.db.getRepository(ContactSubmission).findOneByOrFail({ id: messageId })).isRead).toBe(false);
    expect((await server.db.getRepository(AffiliateProgram).findOneByOrFail({ id: programId })).secretHash).toBe(programSecretHash);
  });

  it('is refused for a multipart upload, and nothing is stored', async () => {
    const before = await server.db.getRepository(Upload).count();
    expectRefused(await admin.request('POST', '/api/admin/uploads', { body: await pngForm(), headers }));
    expect(await server.db.getRepository(Upload).count()).toBe(before);
  });

  it('does not stop reads', async () => {
    expect((await admin.request('GET', '/api/admin/faqs', { headers })).status).toBe(200);
  });
});

describe('the admin’s own writes', () => {
  it('pass from the site’s own pages (same-origin) and from tools that send neither header', async () => {
    const own = await admin.request('POST', '/api/admin/faqs', { json: faqPayload({ question: 'Own question?' }), headers: { 'sec-fetch-site': 'same-origin', origin: server.url } });
    expect(own.status).toBe(201);
    const curl = await admin.post('/api/admin/faqs', faqPayload({ question: 'Curl question?' }));
    expect(curl.status).toBe(201);
    const upload = await admin.request('POST', '/api/admin/uploads', { body: await pngForm(), headers: { 'sec-fetch-site': 'same-origin' } });
    expect(upload.status).toBe(201);
    expect((await admin.request('POST', `/api/admin/contacts/${messageId}/read`, { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });
});
