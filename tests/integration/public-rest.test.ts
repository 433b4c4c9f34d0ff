// The public REST contract of SPEC.md section 7 on the real app: shapes in the spec's text forms,
// stable order, lookups by slug and id, caching headers, and the contact form's rules.
import { Writable } from 'node:stream';
import pino from 'pino';
import { FACT_FIELDS } from '../../api/domain/facts';
import { Client, loginAs } from '../support/http';
import { contactPayload, providerPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;
let admin: Client;
/** The request log, one parsed line per entry. */
const logLines: any[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer({ logger: pino({ level: 'info' }, sink) });
  visitor = new Client(server.url);
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

describe('GET /api/providers', () => {
  it('lists every provider with the spec fields in their text forms, in a stable order', async () => {
    const first = await visitor.get('/api/providers');
    expect(first.status).toBe(200);
    expect(first.body.length).toBeGreaterThanOrEqual(6);
    const p = first.body[0];
    expect(Object.keys(p).sort()).toEqual(
      [
        'id', 'name', 'slug', 'type', 'imageUrl', 'badge', 'rating', 'features', 'priceRange', 'serviceArea', 'description',
        'shortDescription', 'bookingUrl', 'discountPercent', 'discountCode', 'discountUrl', 'mapCenter', 'defaultZoom', 'routePoints', 'routeColor', 'version', 'createdAt', 'updatedAt',
        'servedPlaces', 'maxPassengers', 'operating', ...FACT_FIELDS,
      ].sort(),
    );
    expect(typeof p.id).toBe('number');
    expect(typeof p.rating).toBe('string');
    expect(Number.isFinite(Number(p.rating))).toBe(true);
    expect(Array.isArray(p.features)).toBe(true);
    expect(p.priceRange).toMatch(/^\$\d+\.\d{2} - \$\d+\.\d{2}$/);
    const withRoute = first.body.find((x: any) => x.routePoints);
    expect(typeof withRoute.routePoints).toBe('string');
    expect(Array.isArray(JSON.parse(withRoute.routePoints))).toBe(true);
    expect(typeof withRoute.mapCenter).toBe('string');
    expect(JSON.parse(withRoute.mapCenter)).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    const again = await visitor.get('/api/providers');
    expect(again.body.map((x: any) => x.id)).toEqual(first.body.map((x: any) => x.id));
    const ids = first.body.map((x: any) => x.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('answers with an ETag, a short public Cache-Control and 304 on If-None-Match', async () => {
    for (const path of ['/api/providers', '/api/resources', '/api/faqs', '/api/adspots/location/header']) {
      const res = await visitor.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{1,2}\b/);
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      const revalidated = await visitor.get(path, { 'if-none-match': etag! });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
    }
  });

  it('serves repeat anonymous reads from the prepared cache with the same headers', async () => {
    const miss = await visitor.get('/api/faqs');
    const hit = await visitor.get('/api/faqs');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.text).toBe(miss.text);
    for (const h of ['etag', 'cache-control', 'content-type', 'x-content-type-options', 'x-frame-options']) {
      expect(hit.headers.get(h)).toBe(miss.headers.get(h));
    }
    expect(hit.headers.get('x-request-id')).toBeTruthy();
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'));
  });

  it('logs every answer with its request id, those from the prepared cache too', async () => {
    await visitor.get('/api/resources');
    const hit = await visitor.request('GET', '/api/resources', { headers: { 'x-request-id': 'trace-hit-0001' } });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('x-request-id')).toBe('trace-hit-0001');
    const line = logLines.find((l) => l.req?.id === 'trace-hit-0001');
    expect(line).toMatchObject({ msg: 'request completed', cache: 'hit', req: { method: 'GET', url: '/api/resources' }, res: { statusCode: 200 } });
  });

  it('never serves the prepared cache to a request with a session', async () => {
    await visitor.get('/api/faqs');
    const withSession = await admin.get('/api/faqs');
    expect(withSession.headers.get('x-cache')).toBeNull();
  });

  it('shows a write on the very next read, cached or not', async () => {
    await visitor.get('/api/providers');
    await visitor.get('/api/providers'); // now cached
    const created = await admin.post('/api/admin/providers', providerPayload());
    expect(created.status).toBe(201);
    const next = await visitor.get('/api/providers');
    expect(next.headers.get('x-cache')).toBeNull();
    expect(next.body.map((p: any) => p.id)).toContain(created.body.id);
    await admin.delete(`/api/admin/providers/${created.body.id}`);
    const after = await visitor.get('/api/providers');
    expect(after.body.map((p: any) => p.id)).not.toContain(created.body.id);
  });
});

describe('GET /api/providers/{key}', () => {
  it('answers by slug and by numeric id', async () => {
    const list = (await visitor.get('/api/providers')).body;
    const bySlug = await visitor.get(`/api/providers/${list[2].slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(list[2].id);
    const byId = await visitor.get(`/api/providers/${list[2].id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.slug).toBe(list[2].slug);
    expect(byId.body).toHaveProperty('routeColor');
    expect(byId.body).toHaveProperty('defaultZoom');
  });

  it.each(['nosuchprovider', '99999', '%00', 'a'.repeat(300)])('answers 404 { message } for %s', async (key) => {
    const res = await visitor.get(`/api/providers/${key}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/resources, /api/faqs, /api/adspots/location/{location}', () => {
  it('lists resources with their fields', async () => {
    const res = await visitor.get('/api/resources');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(res.body[0]).sort()).toEqual(['createdAt', 'description', 'id', 'imageUrl', 'linkText', 'linkUrl', 'title', 'type', 'updatedAt', 'version']);
  });

  it('lists FAQs as id, question, answer', async () => {
    const res = await visitor.get('/api/faqs');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    for (const f of res.body) expect(Object.keys(f).sort()).toEqual(['answer', 'id', 'question']);
  });

  it('returns the enabled spots of one location only, without their names (issue 31, item 15)', async () => {
    const created = await admin.post('/api/admin/adspots', {
      name: 'Shown footer test', location: 'all-providers-bottom', adType: 'custom',
      imageUrl: 'https://ads.example.com/a.png', linkUrl: 'https://ads.example.com/',
    });
    const paused = await admin.post('/api/admin/adspots', {
      name: 'Paused footer test', location: 'all-providers-bottom', adType: 'custom',
      imageUrl: 'https://ads.example.com/b.png', linkUrl: 'https://ads.example.com/', isEnabled: false,
    });
    expect([created.status, paused.status]).toEqual([201, 201]);
    const res = await visitor.get('/api/adspots/location/all-providers-bottom');
    expect(res.status).toBe(200);
    expect(res.body.map((a: any) => a.id)).toContain(created.body.id);
    expect(res.body.map((a: any) => a.id)).not.toContain(paused.body.id);
    expect(res.body.every((a: any) => a.location === 'all-providers-bottom' && a.isEnabled === true)).toBe(true);
    expect(Object.keys(res.body[0]).sort()).toEqual(['adCode', 'adType', 'createdAt', 'dimensions', 'id', 'imageUrl', 'isEnabled', 'linkUrl', 'location', 'updatedAt', 'version']);
    const none = await visitor.get('/api/adspots/location/nowhere');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });
});

describe('POST /api/contact', () => {
  it('stores only name, email, subject and message; isRead starts false whatever the body says', async () => {
    const res = await visitor.post('/api/contact', { ...contactPayload({ subject: 'Only four fields' }), isRead: true, id: 999, createdAt: '2001-01-01' });
    expect(res.status).toBe(201);
    expect(res.body.isRead).toBe(false);
    const stored = (await admin.get('/api/admin/contacts')).body.find((c: any) => c.subject === 'Only four fields');
    expect(stored).toMatchObject({ name: 'Jordan Traveller', email: 'jordan@example.com', isRead: false });
    expect(stored.id).not.toBe(999);
    expect(new Date(stored.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect(stored).not.toHaveProperty('idempotencyKey');
  });

  it.each([
    ['name', { name: 'J' }, 'Name must be at least 2 characters'],
    ['name', { name: '' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Please enter a valid email address'],
    ['subject', { subject: 'Hey' }, 'Subject must be at least 5 characters'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses a bad %s with the spec message %#', async (field, over, message) => {
    const before = (await admin.get('/api/admin/stats')).body.contactCount;
    const res = await visitor.post('/api/contact', contactPayload(over));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(res.body.message).toContain(message);
    expect((await admin.get('/api/admin/stats')).body.contactCount).toBe(before);
  });

  it('lists every field message when everything is missing', async () => {
    const res = await visitor.post('/api/contact', {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('stores a message sent twice with the same Idempotency-Key once', async () => {
    const key = `outbox-${Date.now()}-abcdef`;
    const body = contactPayload({ subject: `Replayed ${key}` });
    const first = await visitor.post('/api/contact', body, { 'idempotency-key': key });
    const second = await visitor.post('/api/contact', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.id).toBe(first.body.id);
    const stored = (await admin.get('/api/admin/contacts')).body.filter((c: any) => c.subject === body.subject);
    expect(stored).toHaveLength(1);
  });

  it('stores two copies of the same message sent concurrently with one key once', async () => {
    const key = `race-${Date.now()}-abcdef`;
    const body = contactPayload({ subject: `Race ${key}` });
    const answers = await Promise.all(Array.from({ length: 5 }, () => visitor.post('/api/contact', body, { 'idempotency-key': key })));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const stored = (await admin.get('/api/admin/contacts')).body.filter((c: any) => c.subject === body.subject);
    expect(stored).toHaveLength(1);
  });

  it('refuses the same key with other content (409) and stores nothing', async () => {
    const key = `reuse-${Date.now()}-abcdef`;
    const first = await visitor.post('/api/contact', contactPayload({ subject: `First ${key}` }), { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const before = (await admin.get('/api/admin/stats')).body.contactCount;
    const other = await visitor.post('/api/contact', contactPayload({ subject: `Other ${key}` }), { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used for a different message' });
    expect((await admin.get('/api/admin/stats')).body.contactCount).toBe(before);
  });

  it('matches keys whatever their case, on every database', async () => {
    const key = `Case-${Date.now()}-ABCdef`;
    const body = contactPayload({ subject: `Case ${key}` });
    const first = await visitor.post('/api/contact', body, { 'idempotency-key': key });
    const second = await visitor.post('/api/contact', body, { 'idempotency-key': key.toLowerCase() });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.id).toBe(first.body.id);
  });

  it('stores nothing for a replay that arrives after an admin deleted the message', async () => {
    const key = `late-${Date.now()}-abcdef`;
    const body = contactPayload({ subject: `Late ${key}` });
    const first = await visitor.post('/api/contact', body, { 'idempotency-key': key });
    expect((await admin.delete(`/api/admin/contacts/${first.body.id}`)).status).toBe(200);
    const before = (await admin.get('/api/admin/stats')).body.contactCount;
    const late = await visitor.post('/api/contact', body, { 'idempotency-key': key });
    expect(late.status).toBe(200);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    expect(late.body).toMatchObject({ success: true, id: first.body.id, subject: body.subject, isRead: false });
    expect((await admin.get('/api/admin/stats')).body.contactCount).toBe(before);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await visitor.post('/api/contact', contactPayload(), { 'idempotency-key': 'bad key!' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
  });
});
