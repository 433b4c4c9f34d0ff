// The bounded admin lists of providers, resources, FAQs and ad spots: REST (the spec's array with
// X-Total-Count) and GraphQL pages, totals, search (% and _ taken literally), sort, the ad spots'
// type filter and counts, and bad paging answered 400 with the messages of api/domain/paging.ts.
import { PAGE_LIMIT, PAGING_TEXTS } from '../../api/domain/paging';
import { AD_SPOT_SORTS, PROVIDER_SORTS } from '../../api/domain/adminLists';
import { MESSAGES } from '../../api/domain/rules';
import { AdSpot, Faq, Provider, Resource } from '../../api/entities';
import { bulkAdSpot, bulkFaq, bulkProvider, bulkResource, insertRows } from '../support/bulkRows';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let anonymous: Client;

const PREFIX = 'Quokka';
const N = 30;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  anonymous = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  await insertRows(server.db, Provider, N, bulkProvider(PREFIX));
  await insertRows(server.db, Resource, N, bulkResource(PREFIX));
  await insertRows(server.db, Faq, N, bulkFaq(PREFIX));
  await insertRows(server.db, AdSpot, N, bulkAdSpot(PREFIX));
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

/** Each list: its REST path, its entity, the text field its rows are named by, and a field to sort by. */
const LISTS = [
  { path: '/api/admin/providers', entity: Provider, name: 'name', sort: 'name' },
  { path: '/api/admin/resources', entity: Resource, name: 'title', sort: 'title' },
  { path: '/api/admin/faqs', entity: Faq, name: 'question', sort: 'question' },
  { path: '/api/admin/adspots', entity: AdSpot, name: 'name', sort: 'name' },
] as const;

describe.each(LISTS)('GET $path', ({ path, entity, name, sort }) => {
  it('without parameters: the first page, oldest first, with the total of every row', async () => {
    const all = await server.db.getRepository(entity).count();
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(all));
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(Math.min(all, PAGE_LIMIT.default));
    const ids = res.body.map((r: any) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('pages through a search in the order asked, any case', async () => {
    const first = await admin.get(`${path}?q=${PREFIX.toUpperCase()}&sort=${sort}&order=desc&limit=4`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe(String(N));
    expect(first.body.map((r: any) => r[name].match(/\d{5}/)[0])).toEqual(['00029', '00028', '00027', '00026']);

    const last = await admin.get(`${path}?q=${PREFIX.toLowerCase()}&sort=${sort}&limit=10&offset=25`);
    expect(last.headers.get('x-total-count')).toBe(String(N));
    expect(last.body.map((r: any) => r[name].match(/\d{5}/)[0])).toEqual(['00025', '00026', '00027', '00028', '00029']);

    const beyond = await admin.get(`${path}?q=${PREFIX}&offset=${N}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe(String(N));
  });

  it('takes % and _ in a search literally', async () => {
    for (const q of ['%', '_', `${PREFIX}%`]) {
      const res = await admin.get(`${path}?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('0');
    }
  });

  it.each([
    ['limit=0', 'limit', PAGING_TEXTS.limit],
    [`limit=${PAGE_LIMIT.max + 1}`, 'limit', PAGING_TEXTS.limit],
    ['limit=ten', 'limit', PAGING_TEXTS.limit],
    ['offset=-1', 'offset', PAGING_TEXTS.offset],
    [`q=${'x'.repeat(101)}`, 'q', PAGING_TEXTS.q],
    ['sort=password', 'sort', null],
    [`sort=${sort}&order=up`, 'order', PAGING_TEXTS.direction],
  ])('refuses %s with 400 and its message', async (query, field, message) => {
    const res = await admin.get(`${path}?${query}`);
    expect(res.status).toBe(400);
    const expected = message ?? expect.stringMatching(/^sort must be one of /);
    expect(res.body).toEqual({ message: expected, errors: { [field]: expected } });
  });
});

describe('sorting providers', () => {
  it('orders ratings as numbers, and every sort field of the list is accepted', async () => {
    const res = await admin.get(`/api/admin/providers?q=${PREFIX}&sort=rating&order=desc&limit=${N}`);
    const ratings = res.body.map((r: any) => Number(r.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const field of PROVIDER_SORTS) {
      const page = await admin.get(`/api/admin/providers?sort=${field}&order=asc&limit=3`);
      expect(page.status).toBe(200);
      expect(page.body).toHaveLength(3);
    }
    expect((await admin.get('/api/admin/providers?sort=password')).body.errors.sort).toBe(PAGING_TEXTS.sort(PROVIDER_SORTS));
  });

  it('keeps the spec row shape', async () => {
    const [row] = (await admin.get(`/api/admin/providers?q=${PREFIX}&limit=1`)).body;
    expect(Object.keys(row).sort()).toEqual(['badge', 'id', 'name', 'rating', 'serviceArea', 'type']);
  });
});

describe('ad spots by type', () => {
  it('filters by type over REST and refuses an unknown one', async () => {
    const res = await admin.get(`/api/admin/adspots?adType=custom&q=${PREFIX}&limit=500`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(N / 3));
    expect(res.body.every((s: any) => s.adType === 'custom')).toBe(true);
    const bad = await admin.get('/api/admin/adspots?adType=banner');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ adType: MESSAGES.adSpot.adType });
  });

  it('GraphQL: one page of a type, with the counts of every type for the same search', async () => {
    const res = await admin.gql(
      `query($q: String) { adminAdSpotsPage(q: $q, adType: ezoic, limit: 2, sort: "name", order: "desc") { total items { name adType } byType { adsense ezoic custom } } }`,
      { q: PREFIX },
    );
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.adminAdSpotsPage;
    expect(page.total).toBe(N / 3);
    expect(page.items).toEqual([
      { name: `${PREFIX} spot 00028`, adType: 'ezoic' },
      { name: `${PREFIX} spot 00025`, adType: 'ezoic' },
    ]);
    expect(page.byType).toEqual({ adsense: N / 3, ezoic: N / 3, custom: N / 3 });
    expect(AD_SPOT_SORTS).toContain('isEnabled');
  });
});

describe('GraphQL pages', () => {
  const QUERIES = [
    ['adminProvidersPage', 'name', 'name'],
    ['adminResourcesPage', 'title', 'title'],
    ['adminFaqsPage', 'question', 'question'],
    ['adminAdSpotsPage', 'name', 'name'],
  ] as const;

  it.each(QUERIES)('%s pages through a search with its total', async (field, name, sort) => {
    const res = await admin.gql(`query($q: String, $offset: Int) { ${field}(q: $q, limit: 3, offset: $offset, sort: "${sort}") { total items { id ${name} } } }`, {
      q: PREFIX.toLowerCase(),
      offset: 3,
    });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data[field];
    expect(page.total).toBe(N);
    expect(page.items.map((r: any) => r[name].match(/\d{5}/)[0])).toEqual(['00003', '00004', '00005']);
  });

  it.each(QUERIES)('%s refuses bad paging with BAD_USER_INPUT and the field messages', async (field) => {
    const res = await admin.gql(`{ ${field}(limit: 0, offset: -2, order: "up") { total } }`);
    expect(res.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errors: { limit: PAGING_TEXTS.limit, offset: PAGING_TEXTS.offset, order: PAGING_TEXTS.direction },
    });
  });

  it.each(QUERIES)('%s is for admins only', async (field) => {
    const res = await anonymous.gql(`{ ${field} { total } }`);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('adminAdSpots still answers a list for older clients, bounded to its first page', async () => {
    const all = await server.db.getRepository(AdSpot).count();
    const res = await admin.gql('{ adminAdSpots { id } }');
    expect(res.body.data.adminAdSpots).toHaveLength(Math.min(all, PAGE_LIMIT.default));
  });
});
