// The admin lists at 10,000 rows each (inserted directly, once for the file): every REST and GraphQL
// answer holds one page with the right total, and costs the same statements at any size: one read
// of at most a page (in an index's order where the database can keep it) and the total counted from
// an index's entries. How long they take is measured by bench/admin-scale.js.
import { PAGE_LIMIT } from '../../api/domain/paging';
import { AdSpot, Faq, Provider, Resource } from '../../api/entities';
import { bulkAdSpot, bulkFaq, bulkProvider, bulkResource, insertRows } from '../support/bulkRows';
import { Client, loginAs } from '../support/http';
import { countFromIndex, countOfRows, isMariaDb, pageInOrder, pageOf, shapesOf, statementsOn, statisticsUpToDate } from '../support/queryShape';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(120_000);

const ROWS = 10_000;

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
  await statisticsUpToDate(server.db, LISTS.map((l) => l.table));
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const LISTS = [
  { path: '/api/admin/providers', table: 'providers', entity: Provider, gql: 'adminProvidersPage', sort: 'rating', search: 'Scale Provider 0999', typeCounts: true },
  { path: '/api/admin/resources', table: 'resources', entity: Resource, gql: 'adminResourcesPage', sort: 'title', search: 'Scale Resource 0999', typeCounts: false },
  { path: '/api/admin/faqs', table: 'faqs', entity: Faq, gql: 'adminFaqsPage', sort: 'createdAt', search: 'Scale question 0999', typeCounts: false },
  // The providers' answer also counts the active and the archived ones (the list's tabs), the ad spots'
  // the spots of each type (for the list's filter).
  { path: '/api/admin/adspots', table: 'ad_spots', entity: AdSpot, gql: 'adminAdSpotsPage', sort: 'name', search: 'Scale spot 0999', typeCounts: true },
] as const;

describe.each(LISTS)('$path with 10,000 rows', ({ path, table, entity, gql, sort, search, typeCounts }) => {
  /** The answer to `request`, and the shapes of the statements it cost on the list's table. */
  async function answered<T>(request: () => Promise<T>) {
    const { result, statements } = await statementsOn(server.db, table, request);
    return { answer: result, shapes: await shapesOf(server.db, statements) };
  }
  /** A sorted page read in the sort column's index order. MariaDB may rather sort the table (10,000 rows) when the page is deep: its own cost model. */
  const sortedPage = (limit: number) => (isMariaDb(server.db) ? pageOf(limit) : pageInOrder(limit));
  const counts = (count: () => object) => (typeCounts ? [count()] : []);

  it('REST answers one page with the total: one bounded read, the total from an index', async () => {
    const all = await server.db.getRepository(entity).count();
    expect(all).toBeGreaterThanOrEqual(ROWS);
    const first = await answered(() => admin.get(path));
    expect(first.answer.body).toHaveLength(PAGE_LIMIT.default);
    expect(first.answer.headers.get('x-total-count')).toBe(String(all));
    expect(first.shapes).toEqual([...counts(countFromIndex), pageInOrder(PAGE_LIMIT.default), countFromIndex()]);

    const sorted = await answered(() => admin.get(`${path}?sort=${sort}&order=desc&limit=100&offset=9000`));
    expect(sorted.answer.body).toHaveLength(100);
    expect(sorted.shapes).toEqual([...counts(countFromIndex), sortedPage(100), countFromIndex()]);

    // A search by part of a text reads the rows; its answer is still one page (here all ten found,
    // which are then their own total: TypeORM counts no further).
    const found = await answered(() => admin.get(`${path}?q=${encodeURIComponent(search)}&limit=25`));
    expect(found.answer.headers.get('x-total-count')).toBe('10');
    expect(found.shapes).toEqual([...counts(countOfRows), pageOf(25)]);
  });

  it('GraphQL answers one page with the total, the same way', async () => {
    const all = await server.db.getRepository(entity).count();
    const query = `query($q: String) { ${gql}(q: $q, limit: 25, offset: 100, sort: "${sort}") { total items { id } } }`;
    const res = await answered(() => admin.gql(query));
    expect(res.answer.body.data[gql].items).toHaveLength(25);
    expect(res.answer.body.data[gql].total).toBe(all);
    expect(res.shapes).toEqual([...counts(countFromIndex), sortedPage(25), countFromIndex()]);
    const found = await answered(() => admin.gql(query, { q: search }));
    expect(found.answer.body.data[gql].total).toBe(10);
    expect(found.shapes).toEqual([...counts(countOfRows), pageOf(25), countOfRows()]);
  });
});

it('adminAdSpots (the unpaged query of older clients) holds its first page only', async () => {
  const res = await admin.gql('{ adminAdSpots { id } }');
  expect(res.body.data.adminAdSpots).toHaveLength(PAGE_LIMIT.default);
});
