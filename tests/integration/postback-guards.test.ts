// The affiliate postback's edges an attacker or a faulty network could use: a secret sent under a
// percent-encoded name is accepted (the query parser decodes it) and masked in the log all the same;
// a program's sub-ID parameter cannot be a name the postback reads for something else, or a name
// every object has; one click is credited with at most POSTBACK_BOOKINGS_PER_CLICK bookings of a
// program, the rest kept unattributed and counted on the dashboard. Runs on SQLite and MariaDB.
import { Writable } from 'node:stream';
import pino from 'pino';
import { AFFILIATE_TEXTS, UNATTRIBUTED_LABELS } from '../../api/domain/affiliate';
import { Conversion } from '../../api/entities';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let providerId: number;
/** Every log line the server wrote, as text. */
const logText: string[] = [];
let address = 1;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logText.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({ logger: pino({ level: 'info' }, sink), env: { TRUST_PROXY: 'loopback', POSTBACK_BOOKINGS_PER_CLICK: '2' } });
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  providerId = (await admin.post('/api/admin/providers', providerPayload({ name: 'Guarded Rides', slug: 'guardedrides' }))).body.id;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

let programs = 0;
async function newProgram(overrides: Record<string, unknown> = {}) {
  programs++;
  const answer = await admin.post('/api/admin/affiliate-programs', { name: `Guard Network ${programs}`, slug: `guard-${programs}`, providerIds: [providerId], subIdParam: 'subid', claimWindowDays: 30, ...overrides });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; slug: string; secret: string };
}

async function click(clickId: string) {
  const answer = await new Client(server.url).request('POST', '/api/clicks', {
    body: JSON.stringify({ providerId, page: 'home', clickId }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `192.0.2.${address++}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0.0.0 Mobile Safari/537.36' },
  });
  expect(answer.body).toEqual({ counted: true });
}

describe('a secret in the address', () => {
  it.each(['secret', '%73ecret', 'secr%65t', '%73%65%63%72%65%74'])('sent as ?%s= is accepted and never written to the log', async (name) => {
    const p = await newProgram();
    const order = `ENC-${name}`;
    const answer = await new Client(server.url).get(`/api/postbacks/${p.slug}?order=${encodeURIComponent(order)}&status=booked&commission=3.50&${name}=${p.secret}`);
    expect(answer.status).toBe(200);
    expect(await server.db.getRepository(Conversion).countBy({ programId: p.id, orderId: order })).toBe(1);
    // The request's own line is written as the answer ends, maybe after the client has it: awaited (the limit only stops a hang).
    const deadline = Date.now() + 30_000;
    while (!logText.join('').includes(encodeURIComponent(order)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const lines = logText.join('');
    expect(lines).toContain(`/api/postbacks/${p.slug}?order=`);
    expect(lines).not.toContain(p.secret);
  });
});

describe("a program's sub-ID parameter", () => {
  const UPDATE = 'mutation($id: ID!, $i: AffiliateProgramInput!) { updateAffiliateProgram(id: $id, input: $i) { id subIdParam } }';
  const CREATE = 'mutation($i: AffiliateProgramInput!) { createAffiliateProgram(input: $i) { program { id } } }';

  it.each(['constructor', 'secret', 'order', 'status', 'Commission', 'toString', 'valueOf', 'hasOwnProperty'])('cannot be %s: 400 on REST, the field message on GraphQL, nothing stored', async (name) => {
    const before = (await admin.get('/api/admin/affiliate-programs')).body.length;
    const rest = await admin.post('/api/admin/affiliate-programs', { name: 'Reserved Network', slug: `reserved-${name.toLowerCase()}`, providerIds: [], subIdParam: name, claimWindowDays: 30 });
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ subIdParam: AFFILIATE_TEXTS.subIdParamReserved(name) });
    const gql = await admin.gql(CREATE, { i: { name: 'Reserved Network', slug: `reserved-g-${name.toLowerCase()}`, providerIds: [], subIdParam: name, claimWindowDays: 30 } });
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(gql.body.errors[0].extensions.errors).toEqual({ subIdParam: AFFILIATE_TEXTS.subIdParamReserved(name) });
    expect((await admin.get('/api/admin/affiliate-programs')).body.length).toBe(before);
  });

  it('cannot be changed to one either, on either transport', async () => {
    const p = await newProgram();
    const settings = { name: `Guard Network ${programs}`, slug: p.slug, providerIds: [providerId], claimWindowDays: 30 };
    expect((await admin.put(`/api/admin/affiliate-programs/${p.id}`, { ...settings, subIdParam: 'constructor' })).status).toBe(400);
    const gql = await admin.gql(UPDATE, { id: String(p.id), i: { ...settings, subIdParam: 'status' } });
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const stored = (await admin.get('/api/admin/affiliate-programs')).body.find((x: { id: number }) => x.id === p.id);
    expect(stored.subIdParam).toBe('subid');
  });

  it('may be click (read as the sub-ID anyway) or a network’s own name', async () => {
    await newProgram({ subIdParam: 'click' });
    await newProgram({ subIdParam: 'clickref' });
  });
});

describe('bookings per click', () => {
  it('credits one click with at most POSTBACK_BOOKINGS_PER_CLICK bookings of a program; the rest are kept unattributed and named on the dashboard', async () => {
    const p = await newProgram();
    await click('cap-click-0001');
    await click('cap-click-0002');
    const report = (order: string, clickId: string) =>
      new Client(server.url).post(`/api/postbacks/${p.slug}`, { order, status: 'booked', commission: '2.00', click: clickId }, { authorization: `Bearer ${p.secret}` });
    for (const order of ['CAP-1', 'CAP-2', 'CAP-3', 'CAP-4']) expect((await report(order, 'cap-click-0001')).status).toBe(200);
    expect((await report('CAP-5', 'cap-click-0002')).status).toBe(200);
    const stored = await server.db.getRepository(Conversion).find({ where: { programId: p.id }, order: { orderId: 'ASC' } });
    expect(stored.map((c) => [c.orderId, c.attributed, c.unattributedReason])).toEqual([
      ['CAP-1', true, null],
      ['CAP-2', true, null],
      ['CAP-3', false, 'over-click-cap'],
      ['CAP-4', false, 'over-click-cap'],
      ['CAP-5', true, null], // another click has its own allowance
    ]);
    // A later status of a capped booking keeps it where it is.
    expect((await report('CAP-3', 'cap-click-0001')).status).toBe(200);
    const earnings = await admin.get('/api/admin/earnings?days=7');
    const reasons = earnings.body.unattributed.reasons as { reason: string; label: string; bookings: number }[];
    expect(reasons.find((r) => r.reason === 'over-click-cap')).toEqual({ reason: 'over-click-cap', label: UNATTRIBUTED_LABELS['over-click-cap'], bookings: 2 });
  });
});
