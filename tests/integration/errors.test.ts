// Bad input never crashes anything or answers 500: a 4xx with a clear JSON message, nothing
// stored, and no stack trace, SQL, password or hash in any answer.
import crypto from 'node:crypto';
import { Client, loginAs } from '../support/http';
import { providerPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let visitor: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  visitor = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const LEAKS = /at \w+ \(|\.ts:\d+|node_modules|SQLITE|ER_|SELECT |INSERT |argon2|\$argon|passwordHash|QueryFailedError/;

describe('malformed and oversized bodies', () => {
  it.each(['/api/contact', '/api/admin/providers', '/api/admin/login'])('answers 400 with a JSON message for malformed JSON on %s', async (path) => {
    const res = await admin.request('POST', path, { body: '{"name": "unterminated', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers 413 for a body over the limit and stores nothing', async () => {
    const before = (await admin.get('/api/admin/stats')).body.contactCount;
    const res = await visitor.post('/api/contact', { name: 'Big', email: 'big@example.com', subject: 'Large body', message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large' });
    expect((await admin.get('/api/admin/stats')).body.contactCount).toBe(before);
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    for (const body of ['[1,2]', '"text"', 'null']) {
      const res = await visitor.request('POST', '/api/contact', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('answers 400 for a body that is not JSON at all', async () => {
    const res = await visitor.request('POST', '/api/contact', { body: 'name=a&email=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
  });
});

describe('wrong value types', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['POST', '/api/contact', { name: { first: 'A' }, email: ['a@b.co'], subject: 12345, message: true }],
    ['POST', '/api/admin/login', { username: { $ne: null }, password: ['secret'] }],
    ['POST', '/api/admin/providers', providerPayload({ slug: 123, rating: { value: 4 }, features: 'not-a-list', badge: 5 })],
    ['POST', '/api/admin/resources', { title: ['a'], description: {}, imageUrl: 1, type: null, linkUrl: false, linkText: [] }],
    ['POST', '/api/admin/faqs', { question: { q: 1 }, answer: 42 }],
    ['POST', '/api/admin/adspots', { name: {}, location: [], adType: 1, isEnabled: 'yes' }],
    ['PATCH', '/api/providers/1', { routePoints: 42, mapCenter: [1, 2], defaultZoom: { z: 1 }, routeColor: 7 }],
  ];
  it.each(cases)('%s %s answers 400 with field messages and no leak', async (method, path, body) => {
    const res = await admin.request(method, path, { json: body });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
    expect(res.text).not.toMatch(LEAKS);
  });
});

describe('odd paths and ids', () => {
  it.each([
    ['GET', '/api/admin/providers/not-a-number', 400],
    ['PUT', '/api/admin/faqs/1.5', 400],
    ['PATCH', '/api/providers/abc', 400],
    ['DELETE', '/api/admin/resources/-1', 404],
    ['GET', '/api/admin/providers/0', 404],
    ['GET', '/api/admin/providers/99999999999999999999', 404],
    ['GET', '/api/providers/99999999999999999999', 404],
    ['POST', '/api/admin/contacts/0/read', 404],
  ] as const)('%s %s answers %i with a message', async (method, path, status) => {
    const res = await admin.request(method, path, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers 404 JSON for an unknown API route', async () => {
    const res = await visitor.get('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No API route/);
  });
});

describe('headers and secrets', () => {
  it('sends security headers, a request id and no x-powered-by', async () => {
    const res = await visitor.get('/api/providers');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming request id and replaces an unsafe one', async () => {
    expect((await visitor.get('/healthz', { 'x-request-id': 'trace-abc.123' })).headers.get('x-request-id')).toBe('trace-abc.123');
    expect((await visitor.get('/healthz', { 'x-request-id': '<script>' })).headers.get('x-request-id')).not.toBe('<script>');
  });

  it('never returns a password or hash from any user answer', async () => {
    const login = await new Client(server.url).post('/api/admin/login', { username: ADMIN.username, password: ADMIN.password });
    const me = await admin.get('/api/admin/user');
    for (const res of [login, me]) {
      // Facts about the password (mustChangePassword, passwordChangedAt) are named; the password never is.
      expect(Object.keys(res.body).filter((key) => /password|hash|secret|recovery/i.test(key))).toEqual(['mustChangePassword', 'recoveryCodesLeft', 'passwordChangedAt']);
      expect(res.text).not.toMatch(/"password"|passwordHash|totpSecret|\$argon2/i);
      expect(res.text).not.toContain(ADMIN.password);
    }
  });

  it('answers HTML pages with a strict CSP: the one inline script allowed by its hash, no unsafe-inline, no nonce', async () => {
    const a = await visitor.get('/');
    const csp = a.headers.get('content-security-policy')!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1].split(' ');
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).not.toMatch(/nonce-/);
    expect(csp).toContain("object-src 'none'");
    // Every executable inline script is allowed by its hash; the others are data (JSON, JSON-LD).
    const inline = [...a.text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)];
    const executable = inline.filter(([, attrs = '']) => !/type="application\/(ld\+)?json"/.test(attrs));
    expect(executable).toHaveLength(1);
    for (const [, , body] of executable) {
      expect(scriptSrc).toContain(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
    }
    expect(a.text).not.toMatch(/<script[^>]*\ssrc=/); // scripts are added by the loader, trusted through strict-dynamic
    // The same bytes and policy for the next visitor: nothing in a page is per-answer.
    const b = await visitor.get('/');
    expect(b.headers.get('content-security-policy')).toBe(csp);
    expect(b.text).toBe(a.text);
  });

  it('gives pages their own title and description, and 404 for unknown paths', async () => {
    const home = await visitor.get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>RDU Rides | Compare &amp; Book Transportation</title>');
    const desc = /<meta name="description" content="([^"]*)">/.exec(home.text)![1];
    expect(desc.length).toBeLessThanOrEqual(155);
    const provider = await visitor.get('/providers/bullcitycab');
    expect(provider.status).toBe(200);
    expect(provider.text).toContain('Bull City Cab Co.');
    expect((await visitor.get('/providers/%E0%A4')).status).toBe(404); // broken percent-encoding
    expect((await visitor.get('/providers/nosuch')).status).toBe(404);
    expect((await visitor.get('/no/such/page')).status).toBe(404);
    expect((await visitor.get('/admin/unknown-page')).status).toBe(404);
    expect((await visitor.get('/admin/providers/edit/3')).status).toBe(200);
  });
});
