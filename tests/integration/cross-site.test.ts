// Posts another site's page makes a visitor's browser send: the no-script contact form refuses
// them (403, nothing stored); the JSON contact route cannot be reached by them at all.
import { Client, loginAs } from '../support/http';
import { contactPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const PUBLIC_URL = 'https://rdurides.example.com';

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const storedCount = async (): Promise<number> => (await admin.get('/api/admin/stats')).body.contactCount;

function postForm(headers: Record<string, string>, subject = `Native form ${Math.random()}`) {
  const body = new URLSearchParams({ ...contactPayload(), subject });
  return fetch(`${server.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body, redirect: 'manual' });
}

describe('POST /contact (the form without scripts)', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://blog.rdurides.example.com' }],
    ['cross-site even with our Origin', { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL }],
    ['no Sec-Fetch-Site, a foreign Origin', { origin: 'https://evil.example' }],
    ['no Sec-Fetch-Site, our host on another scheme', { origin: 'http://rdurides.example.com' }],
  ])('refuses %s with 403 and a short page, storing nothing', async (_label, headers) => {
    const before = await storedCount();
    const res = await postForm(headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('This form was sent from another website, so it was not accepted.');
    expect(html).toContain('href="/contact"');
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'null' }],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }],
    ['no Sec-Fetch-Site, Origin PUBLIC_URL', { origin: PUBLIC_URL }],
    ['no Sec-Fetch-Site, Origin the address it arrived on', { origin: 'ORIGIN_OF_SERVER' }],
    ['no Sec-Fetch-Site, Origin null (no-referrer pages)', { origin: 'null' }],
    ['neither header (old browsers, curl)', {}],
  ])('takes %s: stored, 303 to the thank-you page', async (_label, headers: Record<string, string>) => {
    const before = await storedCount();
    const own = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'ORIGIN_OF_SERVER' ? new URL(server.url).origin : v]));
    const res = await postForm(own);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?sent=1');
    expect(await storedCount()).toBe(before + 1);
  });
});

describe('POST /api/contact (JSON) from another site', () => {
  it('grants no CORS preflight, so a browser never sends another site its JSON post', async () => {
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'does not read what a page may send without asking (%s): 400, nothing stored',
    async (type) => {
      const before = await storedCount();
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': type, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        body: JSON.stringify(contactPayload()),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
      expect(await storedCount()).toBe(before);
    },
  );
});
