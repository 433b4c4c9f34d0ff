// No lost update: every editable record carries a version; a save names the version it was read at
// (If-Match on REST, expectedVersion on GraphQL) and a stale one stores nothing and answers 409 /
// CONFLICT with the record as it is now and who changed it. Every change is an audit event, and one
// change can be reverted. The same suite runs on SQLite and on MariaDB.
import { AUDIT_EVENT } from '../../api/entities/AuditEvent';
import { Client, loginAs } from '../support/http';
import { customAdPayload, faqPayload, providerPayload, resourcePayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let tabA: Client;
let tabB: Client;
let colleague: Client;

beforeAll(async () => {
  server = await startTestServer();
  tabA = new Client(server.url);
  tabB = new Client(server.url);
  colleague = new Client(server.url);
  await loginAs(tabA, ADMIN.username, ADMIN.password);
  await loginAs(tabB, ADMIN.username, ADMIN.password);
  await server.services.users.create({ kind: 'system' }, { username: 'colleague', password: 'colleague-password-9' }, 'EDITOR');
  await loginAs(colleague, 'colleague', 'colleague-password-9');
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

interface Kind {
  name: string;
  path: string;
  type: string;
  payload: () => Record<string, unknown>;
  /** One field to change and two values for it (tab A's, then tab B's). */
  field: string;
  values: [unknown, unknown];
  /** The GET of one record, where the contract has one. */
  get?: (id: number) => string;
}

const KINDS: Kind[] = [
  { name: 'provider', path: '/api/admin/providers', type: 'Provider', payload: () => providerPayload(), field: 'shortDescription', values: ['Raleigh only', 'Durham only'], get: (id) => `/api/admin/providers/${id}` },
  { name: 'resource', path: '/api/admin/resources', type: 'Resource', payload: () => resourcePayload(), field: 'linkText', values: ['Read the guide', 'Open the guide'], get: (id) => `/api/admin/resources/${id}` },
  { name: 'FAQ', path: '/api/admin/faqs', type: 'Faq', payload: () => faqPayload(), field: 'answer', values: ['Book two days ahead in spring.', 'Book a week ahead at Thanksgiving.'] },
  { name: 'ad spot', path: '/api/admin/adspots', type: 'AdSpot', payload: () => customAdPayload(), field: 'name', values: ['Spring banner', 'Autumn banner'] },
  {
    name: 'affiliate program',
    path: '/api/admin/affiliate-programs',
    type: 'AffiliateProgram',
    payload: () => ({ name: `Network ${Math.random().toString(36).slice(2, 8)}`, slug: `net${Math.random().toString(36).slice(2, 8)}`, providerIds: [], subIdParam: 'subid', claimWindowDays: 30 }),
    field: 'claimWindowDays',
    values: [45, 60],
  },
];

describe.each(KINDS)('$name', (kind) => {
  it('starts at version 1 (also its ETag), and a save naming the current version raises it', async () => {
    const made = await tabA.post(kind.path, kind.payload());
    expect(made.status).toBe(201);
    expect(made.body.version).toBe(1);
    expect(made.headers.get('etag')).toBe('"1"');
    const saved = await tabA.request('PUT', `${kind.path}/${made.body.id}`, { json: { ...kind.payload(), [kind.field]: kind.values[0] }, headers: { 'If-Match': '"1"' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, [kind.field]: kind.values[0] });
    expect(saved.headers.get('etag')).toBe('"2"');
  });

  it('refuses a stale save with 409 and the record as it is now, storing nothing', async () => {
    const payload = kind.payload();
    const made = await tabA.post(kind.path, payload);
    const id = made.body.id;
    // Both tabs read version 1; tab A saves first.
    const first = await tabA.request('PUT', `${kind.path}/${id}`, { json: { ...payload, [kind.field]: kind.values[0] }, headers: { 'If-Match': '"1"' } });
    expect(first.status).toBe(200);
    const stale = await tabB.request('PUT', `${kind.path}/${id}`, { json: { ...payload, [kind.field]: kind.values[1] }, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      message: expect.stringContaining('was changed by admin since you opened it'),
      version: 2,
      changedBy: 'admin',
      changedAt: expect.any(String),
      current: { id, version: 2, [kind.field]: kind.values[0] },
    });
    expect(stale.headers.get('etag')).toBe('"2"');
    // Nothing of tab B's save was stored, and the trail holds one update.
    const history = await tabA.get(`/api/admin/history/${kind.type}/${id}`);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    if (kind.get) expect((await tabA.get(kind.get(id))).body[kind.field]).toEqual(kind.values[0]);
    // Naming the version the 409 gave, tab B's save goes through.
    const retried = await tabB.request('PUT', `${kind.path}/${id}`, { json: { ...payload, [kind.field]: kind.values[1] }, headers: { 'If-Match': stale.headers.get('etag')! } });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ version: 3, [kind.field]: kind.values[1] });
  });

  it('keeps the old behaviour for a save without If-Match (or with *): no check', async () => {
    const made = await tabA.post(kind.path, kind.payload());
    await tabA.request('PUT', `${kind.path}/${made.body.id}`, { json: { ...kind.payload(), [kind.field]: kind.values[0] }, headers: { 'If-Match': '"1"' } });
    const unchecked = await tabB.put(`${kind.path}/${made.body.id}`, { ...kind.payload(), [kind.field]: kind.values[1] });
    expect(unchecked.status).toBe(200);
    expect(unchecked.body.version).toBe(3);
    const star = await tabB.request('PUT', `${kind.path}/${made.body.id}`, { json: { ...kind.payload(), [kind.field]: kind.values[0] }, headers: { 'If-Match': '*' } });
    expect(star.status).toBe(200);
  });
});

describe('If-Match', () => {
  it.each(['"abc"', 'W/"x"', '"0"', '"1", "2"', '-3'])('answers 400 with a clear message for If-Match: %s, storing nothing', async (header) => {
    const made = await tabA.post('/api/admin/faqs', faqPayload());
    const res = await tabA.request('PUT', `/api/admin/faqs/${made.body.id}`, { json: faqPayload({ answer: 'Never stored, the header is unreadable.' }), headers: { 'If-Match': header } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'If-Match must name the version the record was read at, e.g. "3"' });
    const history = await tabA.get(`/api/admin/history/Faq/${made.body.id}`);
    expect(history.body).toHaveLength(1);
  });

  it('also guards deletes and the route editor: a stale one changes nothing', async () => {
    const made = await tabA.post('/api/admin/providers', providerPayload());
    const id = made.body.id;
    expect((await tabA.request('PATCH', `/api/providers/${id}`, { json: { routeColor: '#112233' }, headers: { 'If-Match': '"1"' } })).status).toBe(200);
    const staleRoute = await tabB.request('PATCH', `/api/providers/${id}`, { json: { routeColor: '#445566' }, headers: { 'If-Match': '"1"' } });
    expect(staleRoute.status).toBe(409);
    expect(staleRoute.body.current.routeColor).toBe('#112233');
    const staleDelete = await tabB.request('DELETE', `/api/admin/providers/${id}`, { headers: { 'If-Match': '"1"' } });
    expect(staleDelete.status).toBe(409);
    expect((await tabA.get(`/api/admin/providers/${id}`)).status).toBe(200);
  });

  it('lets exactly one of two saves naming the same version through when they arrive together', async () => {
    const payload = providerPayload();
    const made = await tabA.post('/api/admin/providers', payload);
    const [a, b] = await Promise.all([
      tabA.request('PUT', `/api/admin/providers/${made.body.id}`, { json: { ...payload, shortDescription: 'Tab A area' }, headers: { 'If-Match': '"1"' } }),
      tabB.request('PUT', `/api/admin/providers/${made.body.id}`, { json: { ...payload, shortDescription: 'Tab B area' }, headers: { 'If-Match': '"1"' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Tab A area' : 'Tab B area';
    expect((await tabA.get(`/api/admin/providers/${made.body.id}`)).body).toMatchObject({ version: 2, shortDescription: winner });
  });

  it('stores nothing and keeps the version for a save that changes nothing', async () => {
    const payload = faqPayload();
    const made = await tabA.post('/api/admin/faqs', payload);
    const same = await tabA.request('PUT', `/api/admin/faqs/${made.body.id}`, { json: payload, headers: { 'If-Match': '"1"' } });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(1);
    expect((await tabA.get(`/api/admin/history/Faq/${made.body.id}`)).body).toHaveLength(1);
  });
});

describe('GraphQL', () => {
  const UPDATE = `mutation ($id: Int!, $input: ResourceInput!) { updateResource(id: $id, input: $input) { id version linkText } }`;

  it('takes expectedVersion in the update input: CONFLICT with the current record for a stale one, nothing stored', async () => {
    const payload = resourcePayload();
    const made = await tabA.post('/api/admin/resources', payload);
    const ok = await tabA.gql(UPDATE, { id: made.body.id, input: { ...payload, linkText: 'First save', expectedVersion: 1 } });
    expect(ok.body.data.updateResource).toEqual({ id: made.body.id, version: 2, linkText: 'First save' });
    const stale = await tabB.gql(UPDATE, { id: made.body.id, input: { ...payload, linkText: 'Lost save', expectedVersion: 1 } });
    expect(stale.body.data).toBeNull();
    expect(stale.body.errors[0]).toMatchObject({
      message: expect.stringContaining('This resource was changed by admin'),
      extensions: { code: 'CONFLICT', version: 2, changedBy: 'admin', current: { id: made.body.id, version: 2, linkText: 'First save' } },
    });
    expect((await tabA.get(`/api/admin/resources/${made.body.id}`)).body).toMatchObject({ version: 2, linkText: 'First save' });
  });

  it('refuses an expectedVersion below 1 as bad input', async () => {
    const payload = resourcePayload();
    const made = await tabA.post('/api/admin/resources', payload);
    const bad = await tabA.gql(UPDATE, { id: made.body.id, input: { ...payload, expectedVersion: 0 } });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { expectedVersion: 'expectedVersion must be a whole number of 1 or more' } });
  });

  it('gives every record type a version field', async () => {
    const res = await tabA.gql('{ adminProvidersPage(limit: 1) { items { version } } adminResourcesPage(limit: 1) { items { version } } adminFaqsPage(limit: 1) { items { version } } adminAdSpotsPage(limit: 1) { items { version } } affiliatePrograms { version } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.adminProvidersPage.items[0].version).toBeGreaterThanOrEqual(1);
  });
});

describe('the audit trail', () => {
  it('records who changed which field from what to what, from which address, for either transport', async () => {
    const payload = providerPayload({ shortDescription: 'Cary' });
    const made = await colleague.post('/api/admin/providers', payload);
    await colleague.request('PUT', `/api/admin/providers/${made.body.id}`, { json: { ...payload, shortDescription: 'Cary and Apex' }, headers: { 'If-Match': '"1"' } });
    const page = await tabA.get(`/api/admin/audit?entityType=Provider&entityId=${made.body.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('2');
    const [update, create] = page.body;
    expect(update).toMatchObject({
      action: 'update',
      actorName: 'colleague',
      actorRole: 'EDITOR',
      address: expect.stringMatching(/127\.0\.0\.1/),
      entityType: 'Provider',
      entityId: made.body.id,
      entityLabel: payload.name,
      version: 2,
      changes: [{ field: 'shortDescription', before: 'Cary', after: 'Cary and Apex' }],
    });
    expect(create).toMatchObject({ action: 'create', version: 1 });
    expect(create.changes).toEqual(expect.arrayContaining([{ field: 'shortDescription', before: null, after: 'Cary' }]));
    const gql = await tabA.gql('query ($id: Int) { auditEvents(entityType: "Provider", entityId: $id) { total items { action actorName changes { field before after } } } }', { id: made.body.id });
    expect(gql.body.data.auditEvents.total).toBe(2);
    expect(gql.body.data.auditEvents.items[0]).toEqual({ action: 'update', actorName: 'colleague', changes: [{ field: 'shortDescription', before: 'Cary', after: 'Cary and Apex' }] });
  });

  it('never keeps a program secret, only the hint an admin sees', async () => {
    const made = await tabA.post('/api/admin/affiliate-programs', { name: 'Secretive', slug: 'secretive', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    const rotated = await tabA.post(`/api/admin/affiliate-programs/${made.body.id}/rotate-secret`);
    const events = (await tabA.get(`/api/admin/audit?entityType=AffiliateProgram&entityId=${made.body.id}`)).body;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['secret-rotate', 'create']);
    const text = JSON.stringify(events);
    expect(text).not.toContain(made.body.secret);
    expect(text).not.toContain(rotated.body.secret);
    expect(text).not.toContain('secretHash');
  });

  it('records sign-ins, failed sign-ins and sign-outs', async () => {
    const browser = new Client(server.url);
    expect((await browser.post('/api/admin/login', { username: 'colleague', password: 'wrong-password-1' })).status).toBe(401);
    await loginAs(browser, 'colleague', 'colleague-password-9');
    await browser.post('/api/admin/logout');
    const events = (await tabA.get('/api/admin/audit?entityType=User&limit=3')).body;
    expect(events.map((e: { action: string; entityLabel: string }) => [e.action, e.entityLabel])).toEqual([
      ['sign-out', 'colleague'],
      ['sign-in', 'colleague'],
      ['sign-in-failed', 'colleague'],
    ]);
  });

  it('reverts one change as a new change, and refuses once the record moved on', async () => {
    const payload = faqPayload({ answer: 'The original answer, as first written.' });
    const made = await tabA.post('/api/admin/faqs', payload);
    await tabA.request('PUT', `/api/admin/faqs/${made.body.id}`, { json: { ...payload, answer: 'A careless edit that lost the facts.' }, headers: { 'If-Match': '"1"' } });
    const [edit] = (await tabA.get(`/api/admin/history/Faq/${made.body.id}`)).body;
    const reverted = await colleague.post(`/api/admin/audit/${edit.id}/revert`);
    expect(reverted.status).toBe(200);
    expect(reverted.body.event).toMatchObject({ action: 'revert', revertOf: edit.id, actorName: 'colleague', version: 3, changes: [{ field: 'answer', before: 'A careless edit that lost the facts.', after: 'The original answer, as first written.' }] });
    expect((await tabA.get('/api/faqs')).body.find((f: { id: number }) => f.id === made.body.id).answer).toBe('The original answer, as first written.');
    // The edit is no longer the record's last change: reverting it again is refused.
    const again = await tabA.post(`/api/admin/audit/${edit.id}/revert`);
    expect(again.status).toBe(409);
    expect(again.body.current).toMatchObject({ version: 3, answer: 'The original answer, as first written.' });
  });

  it('refuses to revert what is not a change to a record', async () => {
    const signIn = (await tabA.get('/api/admin/audit?action=sign-in&limit=1')).body[0];
    const res = await tabA.post(`/api/admin/audit/${signIn.id}/revert`);
    expect(res.status).toBe(400);
    expect((await tabA.post('/api/admin/audit/999999/revert')).status).toBe(404);
  });

  it('shows the Activity list and its CSV to owners only; editors see the history of what they edit', async () => {
    expect((await colleague.get('/api/admin/audit')).status).toBe(403);
    expect((await colleague.get('/api/admin/audit.csv')).status).toBe(403);
    expect((await colleague.gql('{ auditEvents { total } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const made = await colleague.post('/api/admin/resources', resourcePayload());
    expect((await colleague.get(`/api/admin/history/Resource/${made.body.id}`)).status).toBe(200);
    expect((await colleague.get('/api/admin/history/User/1')).status).toBe(403);
    const csv = await tabA.get('/api/admin/audit.csv?entityType=Resource');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('at,admin,role,address,action,record_type,record_id,record,version,changes,note');
    expect(csv.text).toContain('colleague');
    // UTF-8 with a BOM, as every CSV download is, so a spreadsheet reads names such as "Café" right.
    const bytes = Buffer.from(await (await fetch(`${server.url}/api/admin/audit.csv?entityType=Resource`, { headers: { cookie: tabA.cookieHeader } })).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('answers 400 with every bad filter at once', async () => {
    const res = await tabA.get('/api/admin/audit?entityType=Spaceship&action=fly&from=yesterday&actorId=x');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['action', 'actorId', 'entityType', 'from']);
  });

  it('forgets events older than AUDIT_RETENTION_DAYS when trimmed', async () => {
    const [latest] = (await tabA.get('/api/admin/audit?limit=1')).body;
    await server.db.getRepository(AUDIT_EVENT).update({ id: latest.id }, { at: new Date(Date.now() - 401 * 86_400_000) });
    expect(await server.services.audit.trim()).toBe(1);
    expect((await tabA.get('/api/admin/audit?limit=1')).body[0].id).not.toBe(latest.id);
  });
});
