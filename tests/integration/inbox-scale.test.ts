// The inbox at 100,000 messages (seeded straight into the database once): every answer is one page
// with the exact totals, and each costs the same few statements at any size: one read of at most a
// page in an index's order (never a sort of the inbox) and the totals from an index's entries
// (never the messages themselves). How long they take is measured by bench/admin-scale.js.
import { Client, loginAs } from '../support/http';
import { seedContacts, seededContact } from '../support/inbox';
import { countFromIndex, countOfRows, pageInOrder, pageOf, shapesOf, statementsOn, statisticsUpToDate } from '../support/queryShape';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const MESSAGES = 100_000;
const UNREAD = Math.floor(MESSAGES / 3);
const TABLE = 'contact_submissions';

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  await seedContacts(server.db, Array.from({ length: MESSAGES }, (_, i) => seededContact(i + 1)));
  await statisticsUpToDate(server.db, [TABLE]);
}, 120_000);
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const PAGE_QUERY = `query($limit: Int, $offset: Int, $unread: Boolean, $q: String) {
  contactsPage(limit: $limit, offset: $offset, unread: $unread, q: $q) { items { id name email subject message isRead createdAt } total unreadTotal }
}`;

/** The answer to `request`, and the shapes of the statements it cost on the inbox's table. */
async function answered<T>(request: () => Promise<T>): Promise<{ answer: T; shapes: Awaited<ReturnType<typeof shapesOf>> }> {
  const { result, statements } = await statementsOn(server.db, TABLE, request);
  return { answer: result, shapes: await shapesOf(server.db, statements) };
}

it('answers the first REST page, newest messages with the exact total, from one bounded read in index order and the totals from an index', async () => {
  const { answer, shapes } = await answered(() => admin.get('/api/admin/contacts'));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-total-count')).toBe(String(MESSAGES));
  expect(answer.body).toHaveLength(100);
  expect(answer.body[0].subject).toBe(`Question number ${MESSAGES}`);
  expect(answer.text.length).toBeLessThan(60_000);
  expect(shapes).toEqual([countFromIndex(), pageInOrder(100)]);
});

it('answers the first GraphQL page with both totals, the same way', async () => {
  const { answer, shapes } = await answered(() => admin.gql(PAGE_QUERY, { limit: 50 }));
  expect(answer.body.data.contactsPage).toMatchObject({ total: MESSAGES, unreadTotal: UNREAD });
  expect(answer.body.data.contactsPage.items).toHaveLength(50);
  expect(shapes).toEqual([countFromIndex(), pageInOrder(50)]);
});

it('answers the unread filter and the old contacts query the same way', async () => {
  const unread = await answered(() => admin.get('/api/admin/contacts?unread=true&limit=50'));
  expect(unread.answer.headers.get('x-total-count')).toBe(String(UNREAD));
  expect(unread.answer.body).toHaveLength(50);
  expect(unread.answer.body.every((c: any) => !c.isRead)).toBe(true);
  expect(unread.shapes).toEqual([countFromIndex(), pageInOrder(50)]);
  const old = await answered(() => admin.gql('{ contacts { id } }'));
  expect(old.answer.body.data.contacts).toHaveLength(100);
  expect(old.shapes).toEqual([countFromIndex(), pageInOrder(100)]);
});

it('keeps the dashboard counts exact, counted from an index', async () => {
  const { answer, shapes } = await answered(() => admin.get('/api/admin/stats'));
  expect(answer.body).toMatchObject({ contactCount: MESSAGES, unreadContactCount: UNREAD });
  expect(shapes).toEqual([countFromIndex(), countFromIndex()]);
});

it('still pages deep and searches the whole inbox, a page at a time', async () => {
  const last = await answered(() => admin.get(`/api/admin/contacts?limit=3&offset=${MESSAGES - 3}`));
  expect(last.answer.body.map((c: any) => c.subject)).toEqual(['Question number 3', 'Question number 2', 'Question number 1']);
  // (So deep, MariaDB may rather read the table and sort it than walk 100,000 index entries.)
  expect(last.shapes).toEqual([countFromIndex(), pageOf(3)]);
  // A search by part of a name, address or subject reads the messages; its answer is still one page.
  const search = await answered(() => admin.get('/api/admin/contacts?q=sender99999@'));
  expect(search.answer.headers.get('x-total-count')).toBe('1');
  expect(search.answer.body[0].subject).toBe('Question number 99999');
  expect(search.shapes).toEqual([countOfRows(), pageOf(100)]);
});
