// The admin inbox over REST and GraphQL: pages newest first with the matching total, the unread
// filter, search (with % and _ taken literally), bad paging answered 400 with its message, bulk
// mark-read and delete, and all of it for admins only.
import { BULK_LIMIT, BULK_TEXTS } from '../../api/domain/bulk';
import { PAGING_TEXTS } from '../../api/domain/paging';
import { Client, loginAs } from '../support/http';
import { seedContacts, seededContact } from '../support/inbox';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let anonymous: Client;
let nonAdmin: Client;

/** 250 messages (ids follow their age), plus three whose subjects hold LIKE's wildcards. */
const SEEDED = 250;
const WILDCARDS = ['Save 50% off the ride', 'Code 50_OFF please', 'Save 500 offers'];

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  anonymous = new Client(server.url);
  nonAdmin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  await server.services.users.create({ kind: 'system' }, { username: 'editor', password: 'editor-password-1' }, null);
  await loginAs(nonAdmin, 'editor', 'editor-password-1');
  const rows = Array.from({ length: SEEDED }, (_, i) => seededContact(i + 1));
  rows.push(...WILDCARDS.map((subject, i) => seededContact(SEEDED + 1 + i, { subject, name: 'Wild Card', isRead: true })));
  await seedContacts(server.db, rows);
}); // three password hashes (64 MiB each) and 300 rows: seconds on a busy 2-core machine (the suite allows for it)
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const TOTAL = SEEDED + WILDCARDS.length;
const UNREAD = Math.floor(SEEDED / 3);
const subjects = (rows: { subject: string }[]) => rows.map((r) => r.subject);
const PAGE_QUERY = `query($limit: Int, $offset: Int, $unread: Boolean, $q: String) {
  contactsPage(limit: $limit, offset: $offset, unread: $unread, q: $q) { items { id subject isRead createdAt } total unreadTotal }
}`;

describe('GET /api/admin/contacts', () => {
  it('answers the first 100, newest first, in the list shape, with the total in X-Total-Count', async () => {
    const res = await admin.get('/api/admin/contacts');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(TOTAL));
    expect(res.body).toHaveLength(100);
    expect(Object.keys(res.body[0]).sort()).toEqual(['createdAt', 'email', 'id', 'isRead', 'message', 'name', 'subject']);
    expect(subjects(res.body.slice(0, 4))).toEqual([...WILDCARDS].reverse().concat('Question number 250'));
    const times = res.body.map((c: any) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with limit and offset: consecutive pages neither overlap nor skip', async () => {
    const first = await admin.get('/api/admin/contacts?limit=30&offset=0');
    const second = await admin.get('/api/admin/contacts?limit=30&offset=30');
    const both = await admin.get('/api/admin/contacts?limit=60');
    expect([...first.body, ...second.body].map((c: any) => c.id)).toEqual(both.body.map((c: any) => c.id));
    const last = await admin.get(`/api/admin/contacts?limit=500&offset=${TOTAL - 2}`);
    expect(subjects(last.body)).toEqual(['Question number 2', 'Question number 1']);
    const past = await admin.get(`/api/admin/contacts?offset=${TOTAL}`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe(String(TOTAL));
  });

  it('sorts oldest first on request', async () => {
    const res = await admin.get('/api/admin/contacts?limit=2&sort=createdAt&order=asc');
    expect(subjects(res.body)).toEqual(['Question number 1', 'Question number 2']);
  });

  it('filters unread (or read) messages', async () => {
    const unread = await admin.get('/api/admin/contacts?unread=true&limit=500');
    expect(unread.headers.get('x-total-count')).toBe(String(UNREAD));
    expect(unread.body).toHaveLength(UNREAD);
    expect(unread.body.every((c: any) => c.isRead === false)).toBe(true);
    expect(unread.body[0].subject).toBe('Question number 249');
    const read = await admin.get('/api/admin/contacts?unread=false&limit=1');
    expect(read.headers.get('x-total-count')).toBe(String(TOTAL - UNREAD));
    expect(read.body[0].isRead).toBe(true);
  });

  it('searches name, e-mail and subject, any case, with the unread filter', async () => {
    const byName = await admin.get('/api/admin/contacts?q=wild%20CARD');
    expect(byName.headers.get('x-total-count')).toBe('3');
    const byEmail = await admin.get('/api/admin/contacts?q=SENDER12@');
    expect(subjects(byEmail.body)).toEqual(['Question number 12']);
    const bySubject = await admin.get('/api/admin/contacts?q=number%2012&limit=500');
    expect(subjects(bySubject.body).sort()).toEqual(['Question number 12', ...Array.from({ length: 10 }, (_, i) => `Question number ${120 + i}`)].sort());
    const unreadOnly = await admin.get('/api/admin/contacts?q=number%2012&unread=true');
    expect(subjects(unreadOnly.body)).toEqual(['Question number 129', 'Question number 126', 'Question number 123', 'Question number 120', 'Question number 12']);
    // The message body is not searched.
    expect((await admin.get('/api/admin/contacts?q=midnight')).body).toEqual([]);
  });

  it.each([
    ['50%', [WILDCARDS[0]]],
    ['50_', [WILDCARDS[1]]],
    ['%', [WILDCARDS[0]]],
    ['_', [WILDCARDS[1]]],
    ['\\', []],
  ])('takes %j literally', async (q, expected) => {
    const res = await admin.get(`/api/admin/contacts?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(subjects(res.body)).toEqual(expected);
  });

  it.each([
    ['limit=0', 'limit', PAGING_TEXTS.limit],
    ['limit=501', 'limit', PAGING_TEXTS.limit],
    ['limit=ten', 'limit', PAGING_TEXTS.limit],
    ['offset=-5', 'offset', PAGING_TEXTS.offset],
    ['offset=1&offset=2', 'offset', PAGING_TEXTS.offset],
    [`q=${'x'.repeat(101)}`, 'q', PAGING_TEXTS.q],
    ['unread=yes', 'unread', PAGING_TEXTS.unread],
    ['sort=email', 'sort', PAGING_TEXTS.sort(['createdAt'])],
    ['sort=createdAt&order=newest', 'order', PAGING_TEXTS.direction],
  ])('answers 400 for ?%s with its message', async (query, field, message) => {
    const res = await admin.get(`/api/admin/contacts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
  });

  it('names every bad parameter at once', async () => {
    const res = await admin.get('/api/admin/contacts?limit=0&unread=maybe');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ limit: PAGING_TEXTS.limit, unread: PAGING_TEXTS.unread });
  });
});

describe('contactsPage (GraphQL)', () => {
  it('answers the same pages as REST, with both totals', async () => {
    const res = await admin.gql(PAGE_QUERY, { limit: 5, offset: 3 });
    const page = res.body.data.contactsPage;
    expect(page.total).toBe(TOTAL);
    expect(page.unreadTotal).toBe(UNREAD);
    const rest = await admin.get('/api/admin/contacts?limit=5&offset=3');
    expect(page.items.map((c: any) => c.id)).toEqual(rest.body.map((c: any) => c.id));

    const unread = (await admin.gql(PAGE_QUERY, { unread: true, q: 'number 12' })).body.data.contactsPage;
    expect(unread).toMatchObject({ total: 5, unreadTotal: 5 });
    const search = (await admin.gql(PAGE_QUERY, { q: '50%' })).body.data.contactsPage;
    expect(search).toMatchObject({ total: 1, unreadTotal: 0, items: [{ subject: WILDCARDS[0] }] });
  });

  it('keeps the old contacts query, bounded to the first page', async () => {
    const res = await admin.gql('{ contacts { id subject } }');
    expect(res.body.data.contacts).toHaveLength(100);
    expect(res.body.data.contacts[0].subject).toBe(WILDCARDS[2]);
  });

  it.each([
    [{ limit: 0 }, 'limit', PAGING_TEXTS.limit],
    [{ limit: 501 }, 'limit', PAGING_TEXTS.limit],
    [{ offset: -1 }, 'offset', PAGING_TEXTS.offset],
    [{ q: 'x'.repeat(101) }, 'q', PAGING_TEXTS.q],
  ])('refuses %j with BAD_USER_INPUT and its message', async (variables, field, message) => {
    const res = await admin.gql(PAGE_QUERY, variables);
    expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', errors: { [field]: message } } });
  });
});

describe('bulk actions', () => {
  const unreadIds = async (limit: number) => (await admin.get(`/api/admin/contacts?unread=true&limit=${limit}`)).body.map((c: any) => c.id as number);
  const stats = async () => (await admin.get('/api/admin/stats')).body;

  it('marks the selected messages read over REST and answers how many changed', async () => {
    const before = await stats();
    const ids = await unreadIds(3);
    const readOne = (await admin.get(`/api/admin/contacts?unread=false&limit=1`)).body[0].id;
    const res = await admin.post('/api/admin/contacts/read', { ids: [...ids, readOne, 999_999] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, updated: 3 });
    expect((await stats()).unreadContactCount).toBe(before.unreadContactCount - 3);
    expect((await admin.post('/api/admin/contacts/read', { ids })).body.updated).toBe(0);
  });

  it('deletes the selected messages over REST and answers how many there were', async () => {
    const before = await stats();
    const ids = (await admin.get('/api/admin/contacts?limit=2&offset=10')).body.map((c: any) => c.id);
    const res = await admin.post('/api/admin/contacts/delete', { ids: [...ids, ids[0], 999_999] });
    expect(res.body).toEqual({ success: true, deleted: 2 });
    expect((await stats()).contactCount).toBe(before.contactCount - 2);
    expect((await admin.get('/api/admin/contacts?limit=500')).body.map((c: any) => c.id)).not.toContain(ids[0]);
    expect((await admin.post(`/api/admin/contacts/${ids[0]}/read`)).status).toBe(404);
  });

  it('does the same over GraphQL', async () => {
    const ids = await unreadIds(2);
    const read = await admin.gql('mutation($ids: [Int!]!) { markContactsRead(ids: $ids) }', { ids });
    expect(read.body.data.markContactsRead).toBe(2);
    const gone = await admin.gql('mutation($ids: [Int!]!) { deleteContacts(ids: $ids) }', { ids });
    expect(gone.body.data.deleteContacts).toBe(2);
    expect((await admin.gql('mutation($ids: [Int!]!) { deleteContacts(ids: $ids) }', { ids })).body.data.deleteContacts).toBe(0);
  });

  it.each([
    ['no body', undefined],
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['a text', { ids: '1,2' }],
    ['a text id', { ids: [1, 'two'] }],
    ['id 0', { ids: [0] }],
    ['a fraction', { ids: [1.5] }],
    [`${BULK_LIMIT + 1} ids`, { ids: Array.from({ length: BULK_LIMIT + 1 }, (_, i) => i + 1) }],
  ])('answers 400 for %s, changing nothing', async (_label, body) => {
    const before = await stats();
    for (const path of ['/api/admin/contacts/read', '/api/admin/contacts/delete']) {
      const res = await admin.post(path, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: BULK_TEXTS.ids, errors: { ids: BULK_TEXTS.ids } });
    }
    expect(await stats()).toEqual(before);
  });

  it('refuses an empty or oversized list over GraphQL', async () => {
    for (const ids of [[], Array.from({ length: BULK_LIMIT + 1 }, (_, i) => i + 1)]) {
      const res = await admin.gql('mutation($ids: [Int!]!) { markContactsRead(ids: $ids) }', { ids });
      expect(res.body.errors[0]).toMatchObject({ message: BULK_TEXTS.ids, extensions: { code: 'BAD_USER_INPUT', errors: { ids: BULK_TEXTS.ids } } });
    }
  });
});

describe('admins only', () => {
  const before = async () => (await admin.get('/api/admin/stats')).body;

  it.each([
    ['GET', '/api/admin/contacts?limit=1&unread=true&q=x'],
    ['POST', '/api/admin/contacts/read'],
    ['POST', '/api/admin/contacts/delete'],
  ])('%s %s: 401 for visitors, 403 for non-admins, nothing changed', async (method, path) => {
    const stats = await before();
    const ids = (await admin.get('/api/admin/contacts?unread=true&limit=3')).body.map((c: any) => c.id);
    const json = method === 'POST' ? { ids } : undefined;
    expect((await anonymous.request(method, path, { json })).status).toBe(401);
    expect((await nonAdmin.request(method, path, { json })).status).toBe(403);
    expect(await before()).toEqual(stats);
  });

  it.each([
    ['contactsPage', PAGE_QUERY, {}],
    ['markContactsRead', 'mutation($ids: [Int!]!) { markContactsRead(ids: $ids) }', { ids: [1] }],
    ['deleteContacts', 'mutation($ids: [Int!]!) { deleteContacts(ids: $ids) }', { ids: [1] }],
  ])('%s: UNAUTHENTICATED for visitors, FORBIDDEN for non-admins', async (_name, query, variables) => {
    expect((await anonymous.gql(query, variables)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await nonAdmin.gql(query, variables)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
