// The admin lists at 10,000 rows each (inserted directly, once for the file): every REST and GraphQL
// answer holds one page with the right total, and answers fast enough to use (the median of a few
// requests after a warm-up under 100 ms: a bound, not a benchmark).
import { PAGE_LIMIT } from '../../api/domain/paging';
import { AdSpot, Faq, Provider, Resource } from '../../api/entities';
import { bulkAdSpot, bulkFaq, bulkProvider, bulkResource, insertRows } from '../support/bulkRows';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';
import { timed } from '../support/timing';

jest.setTimeout(120_000);

const ROWS = 10_000;
const BOUND_MS = 100;

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  await insertRows(server.db, Provider, ROWS, bulkProvider('Scale'));
  await insertRows(server.db, Resource, ROWS, bulkResource('Scale'));
  await insertRows(server.db, Faq, ROWS, bulkFaq('Scale'));
  await insertRows(server.db, AdSpot, ROWS, bulkAdSpot('Scale'));
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const medianMs = async (request: () => Promise<unknown>) => (await timed(request)).ms;

const LISTS = [
  { path: '/api/admin/providers', entity: Provider, gql: 'adminProvidersPage', sort: 'rating', search: 'Scale Provider 0999' },
  { path: '/api/admin/resources', entity: Resource, gql: 'adminResourcesPage', sort: 'title', search: 'Scale Resource 0999' },
  { path: '/api/admin/faqs', entity: Faq, gql: 'adminFaqsPage', sort: 'createdAt', search: 'Scale question 0999' },
  { path: '/api/admin/adspots', entity: AdSpot, gql: 'adminAdSpotsPage', sort: 'name', search: 'Scale spot 0999' },
] as const;

describe.each(LISTS)('$path with 10,000 rows', ({ path, entity, gql, sort, search }) => {
  it('REST answers one page with the total, fast', async () => {
    const all = await server.db.getRepository(entity).count();
    expect(all).toBeGreaterThanOrEqual(ROWS);
    const first = await admin.get(path);
    expect(first.body).toHaveLength(PAGE_LIMIT.default);
    expect(first.headers.get('x-total-count')).toBe(String(all));

    const sorted = await admin.get(`${path}?sort=${sort}&order=desc&limit=25&offset=5000`);
    expect(sorted.body).toHaveLength(25);
    const found = await admin.get(`${path}?q=${encodeURIComponent(search)}&limit=25`);
    expect(found.headers.get('x-total-count')).toBe('10');

    expect(await medianMs(() => admin.get(path))).toBeLessThan(BOUND_MS);
    expect(await medianMs(() => admin.get(`${path}?sort=${sort}&order=desc&limit=100&offset=9000`))).toBeLessThan(BOUND_MS);
    expect(await medianMs(() => admin.get(`${path}?q=${encodeURIComponent(search)}&limit=25`))).toBeLessThan(BOUND_MS);
  });

  it('GraphQL answers one page with the total, fast', async () => {
    const all = await server.db.getRepository(entity).count();
    const query = `query($q: String) { ${gql}(q: $q, limit: 25, offset: 100, sort: "${sort}") { total items { id } } }`;
    const res = await admin.gql(query);
    expect(res.body.data[gql].items).toHaveLength(25);
    expect(res.body.data[gql].total).toBe(all);
    expect(await medianMs(() => admin.gql(query))).toBeLessThan(BOUND_MS);
    expect(await medianMs(() => admin.gql(query, { q: search }))).toBeLessThan(BOUND_MS);
  });
});

it('adminAdSpots (the unpaged query of older clients) holds its first page only', async () => {
  const res = await admin.gql('{ adminAdSpots { id } }');
  expect(res.body.data.adminAdSpots).toHaveLength(PAGE_LIMIT.default);
});
