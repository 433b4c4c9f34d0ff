// The FAQ order (issue 24, item 17): a place per FAQ (`position`, from 1) that the admin sets over
// REST or GraphQL, kept without gaps by the service, and followed by the public lists and the /faq page.
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { Client, loginAs } from '../support/http';
import { faqPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  anonymous = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

type Listed = { id: number; question: string; position: number };
/** The public list (id, question, answer, in the FAQ order) with each FAQ's position from the admin's answer. */
const publicList = async (): Promise<Listed[]> => {
  const positions = new Map((await admin.get<Listed[]>('/api/admin/faqs?limit=500')).body.map((f) => [f.id, f.position]));
  return (await anonymous.get<Omit<Listed, 'position'>[]>('/api/faqs')).body.map((f) => ({ ...f, position: positions.get(f.id)! }));
};
const questions = async () => (await publicList()).map((f) => f.question);

describe('FAQ order', () => {
  it('puts a new FAQ last, numbers the list 1..n, and lets an admin move one over REST; the public list follows', async () => {
    const before = await publicList();
    expect(before.map((f) => f.position)).toEqual(before.map((_f, i) => i + 1));

    const a = await admin.post('/api/admin/faqs', faqPayload({ question: 'Order test: first added?' }));
    const b = await admin.post('/api/admin/faqs', faqPayload({ question: 'Order test: second added?' }));
    expect(a.status).toBe(201);
    expect(a.body.position).toBe(before.length + 1);
    expect(b.body.position).toBe(before.length + 2);
    expect((await questions()).slice(-2)).toEqual(['Order test: first added?', 'Order test: second added?']);

    // Move the newest to the top: everyone else moves down one.
    const moved = await admin.put(`/api/admin/faqs/${b.body.id}`, faqPayload({ question: 'Order test: second added?', position: 1 }));
    expect(moved.status).toBe(200);
    expect(moved.body.position).toBe(1);
    const after = await publicList();
    expect(after[0].question).toBe('Order test: second added?');
    expect(after.map((f) => f.position)).toEqual(after.map((_f, i) => i + 1));
    expect(after.slice(1).map((f) => f.id)).toEqual([...before.map((f) => f.id), a.body.id]);

    // An edit without a position keeps the place; a position past the end means last.
    await admin.put(`/api/admin/faqs/${b.body.id}`, faqPayload({ question: 'Order test: second added, edited?' }));
    expect((await questions())[0]).toBe('Order test: second added, edited?');
    const last = await admin.put(`/api/admin/faqs/${b.body.id}`, faqPayload({ question: 'Order test: second added, edited?', position: 999 }));
    expect(last.body.position).toBe(after.length);
    expect((await questions()).at(-1)).toBe('Order test: second added, edited?');

    // A delete closes the gap.
    await admin.delete(`/api/admin/faqs/${a.body.id}`);
    const closed = await publicList();
    expect(closed.map((f) => f.position)).toEqual(closed.map((_f, i) => i + 1));
  });

  it('creates an FAQ at a given place', async () => {
    const created = await admin.post('/api/admin/faqs', faqPayload({ question: 'Order test: placed second?', position: 2 }));
    expect(created.body.position).toBe(2);
    expect((await questions())[1]).toBe('Order test: placed second?');
  });

  it.each([0, -1, 1.5, 'first', 100_001])('refuses position %p with a field message and changes nothing', async (position) => {
    const listed = await publicList();
    const res = await admin.put(`/api/admin/faqs/${listed[0].id}`, faqPayload({ question: listed[0].question, position }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ position: RULE_MESSAGES.faqPosition });
    expect(await publicList()).toEqual(listed);
  });

  it('keeps the public REST list to SPEC\'s fields (id, question, answer), in the order', async () => {
    const listed = (await anonymous.get('/api/faqs')).body;
    expect(Object.keys(listed[0]).sort()).toEqual(['answer', 'id', 'question']);
  });

  it('is the same field over GraphQL: read on Faq, set through FaqInput; the public query follows', async () => {
    const listed = await publicList();
    const target = listed.at(-1)!;
    const moved = await admin.gql('mutation ($id: Int!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { id position } }', {
      id: target.id,
      input: { question: target.question, answer: 'At least a day ahead during holidays and big events.', position: 1 },
    });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data.updateFaq).toEqual({ id: target.id, position: 1 });
    const read = await anonymous.gql('{ faqs { id position } }');
    expect(read.body.data.faqs[0]).toEqual({ id: target.id, position: 1 });
    expect(read.body.data.faqs.map((f: Listed) => f.position)).toEqual(listed.map((_f, i) => i + 1));
    const refused = await admin.gql('mutation ($id: Int!, $input: FaqInput!) { updateFaq(id: $id, input: $input) { id } }', {
      id: target.id,
      input: { question: target.question, answer: 'At least a day ahead during holidays and big events.', position: 0 },
    });
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('orders the admin list by position when asked', async () => {
    const page = await admin.gql('{ adminFaqsPage(sort: "position", order: "asc") { items { position } } }');
    const positions = page.body.data.adminFaqsPage.items.map((f: Listed) => f.position);
    expect(positions).toEqual([...positions].sort((x: number, y: number) => x - y));
  });

  it('shows the /faq page in that order', async () => {
    const listed = await questions();
    const html = (await anonymous.get('/faq')).text;
    const places = listed.map((q) => html.indexOf(q.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')));
    expect(places.every((p) => p >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((x, y) => x - y));
  });
});
