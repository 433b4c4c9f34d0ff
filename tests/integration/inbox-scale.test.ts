// The inbox at 100,000 messages (seeded straight into the database once): every answer is one page
// with the exact totals, and the first pages of REST and GraphQL, the unread filter and the dashboard
// counts answer within 100 ms (the median of a few requests after a warm-up: a bound, not a benchmark).
import { Client, loginAs } from '../support/http';
import { seedContacts, seededContact } from '../support/inbox';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';
import { timed } from '../support/timing';

const MESSAGES = 100_000;
const UNREAD = Math.floor(MESSAGES / 3);
const BOUND_MS = 100;

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  await seedContacts(server.db, Array.from({ length: MESSAGES }, (_, i) => seededContact(i + 1)));
}, 120_000);
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const PAGE_QUERY = `query($limit: Int, $offset: Int, $unread: Boolean, $q: String) {
  contactsPage(limit: $limit, offset: $offset, unread: $unread, q: $q) { items { id name email subject message isRead createdAt } total unreadTotal }
}`;

it('answers the first REST page within the bound, one page of newest messages with the exact total', async () => {
  const { ms, answer } = await timed(() => admin.get('/api/admin/contacts'));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-total-count')).toBe(String(MESSAGES));
  expect(answer.body).toHaveLength(100);
  expect(answer.body[0].subject).toBe(`Question number ${MESSAGES}`);
  expect(answer.text.length).toBeLessThan(60_000);
  expect(ms).toBeLessThan(BOUND_MS);
});

it('answers the first GraphQL page within the bound, with both totals', async () => {
  const { ms, answer } = await timed(() => admin.gql(PAGE_QUERY, { limit: 50 }));
  expect(answer.body.data.contactsPage).toMatchObject({ total: MESSAGES, unreadTotal: UNREAD });
  expect(answer.body.data.contactsPage.items).toHaveLength(50);
  expect(ms).toBeLessThan(BOUND_MS);
});

it('answers the unread filter and the old contacts query within the bound', async () => {
  const unread = await timed(() => admin.get('/api/admin/contacts?unread=true&limit=50'));
  expect(unread.answer.headers.get('x-total-count')).toBe(String(UNREAD));
  expect(unread.answer.body.every((c: any) => !c.isRead)).toBe(true);
  expect(unread.ms).toBeLessThan(BOUND_MS);
  const old = await timed(() => admin.gql('{ contacts { id } }'));
  expect(old.answer.body.data.contacts).toHaveLength(100);
  expect(old.ms).toBeLessThan(BOUND_MS);
});

it('keeps the dashboard counts exact within the bound', async () => {
  const { ms, answer } = await timed(() => admin.get('/api/admin/stats'));
  expect(answer.body).toMatchObject({ contactCount: MESSAGES, unreadContactCount: UNREAD });
  expect(ms).toBeLessThan(BOUND_MS);
});

it('still pages deep and searches the whole inbox', async () => {
  const last = await admin.get(`/api/admin/contacts?limit=3&offset=${MESSAGES - 3}`);
  expect(last.body.map((c: any) => c.subject)).toEqual(['Question number 3', 'Question number 2', 'Question number 1']);
  const search = await admin.get('/api/admin/contacts?q=sender99999@');
  expect(search.headers.get('x-total-count')).toBe('1');
  expect(search.body[0].subject).toBe('Question number 99999');
});
