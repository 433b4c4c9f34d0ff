// The dashboard's "Needs attention" list (GraphQL attention, REST GET /api/admin/attention): bookings
// reversed in the last 7 days and programs silent for 14 days (owners), providers whose facts were
// not checked for 90 days, and failed sign-ins on the asking admin's own account since their
// previous sign-in. Runs on SQLite and MariaDB.
import { addDays, siteToday } from '../../api/domain/hours';
import { AffiliateProgram, Conversion, ConversionEvent, Provider } from '../../api/entities';
import { factsPayload, providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(60_000);

let server: TestServer;
let owner: Client;
let editor: Client;
const EDITOR = { username: 'attention-editor', password: 'attention-editor-password-9' };
const DAY_MS = 86_400_000;

const QUERY = `{ attention {
  reversedBookings { total items { conversionId order programName providerName commissionCents currency reversedAt } }
  staleFacts { total items { id name factsCheckedOn } }
  silentPrograms { total items { id name lastPostbackAt } }
  overClickCap { total items { programName clickId bookings lastAt } }
  failedSignIns { total since items { at address } }
} }`;

beforeAll(async () => {
  server = await startTestServer();
  owner = new Client(server.url);
  editor = new Client(server.url);
  await loginAs(owner, ADMIN.username, ADMIN.password);
  await server.services.users.create({ kind: 'system' }, EDITOR, 'EDITOR');
  await loginAs(editor, EDITOR.username, EDITOR.password);
  // The demo providers' facts count as checked today: each test adds its own.
  await server.db.query('UPDATE providers SET factsCheckedOn = ?', [siteToday(new Date())]);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

describe('facts not checked', () => {
  it('names the providers on the site checked 90 days ago or more, or never: never first, then the oldest', async () => {
    const today = siteToday(new Date());
    const make = async (name: string, factsCheckedOn: string | null) =>
      (await owner.post('/api/admin/providers', { ...providerPayload({ name }), ...factsPayload({ factsCheckedOn }) })).body.id as number;
    const never = await make('Never Checked Cabs', null);
    const old = await make('Old Facts Shuttle', addDays(today, -120));
    const justStale = await make('Ninety Days Van', addDays(today, -90));
    await make('Fresh Facts Limo', addDays(today, -89));
    const archived = await make('Archived Old Facts', addDays(today, -200));
    await server.db.getRepository(Provider).update({ id: archived }, { archivedAt: new Date() });

    for (const client of [owner, editor]) {
      const res = await client.gql(QUERY);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.attention.staleFacts).toEqual({
        total: 3,
        items: [
          { id: never, name: 'Never Checked Cabs', factsCheckedOn: null },
          { id: old, name: 'Old Facts Shuttle', factsCheckedOn: addDays(today, -120) },
          { id: justStale, name: 'Ninety Days Van', factsCheckedOn: addDays(today, -90) },
        ],
      });
    }
    const rest = await editor.get('/api/admin/attention');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toMatch(/no-store/);
    expect(rest.body.staleFacts.total).toBe(3);
    await server.db.query('UPDATE providers SET factsCheckedOn = ?', [today]);
  });
});

describe('the money (owners only)', () => {
  it('lists bookings reversed in the last 7 days and programs silent for 14 days to owners; editors get null', async () => {
    const provider = (await owner.post('/api/admin/providers', providerPayload({ name: 'Reversal Rides' }))).body.id as number;
    const made = await owner.post('/api/admin/affiliate-programs', { name: 'Refund Network', slug: 'refund-network', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(made.status).toBe(201);
    const postback = (fields: Record<string, string>) => new Client(server.url).get(`/api/postbacks/refund-network?${new URLSearchParams({ ...fields, secret: made.body.secret })}`);
    for (const order of ['R-OLD', 'R-NEW', 'KEPT']) expect((await postback({ order, status: 'booked', commission: '12.50' })).status).toBe(200);
    expect((await postback({ order: 'R-OLD', status: 'reversed', commission: '12.50' })).status).toBe(200);
    expect((await postback({ order: 'R-NEW', status: 'reversed', commission: '8.00' })).status).toBe(200);
    // R-OLD was reversed 8 days ago: outside the week.
    const old = await server.db.getRepository(Conversion).findOneByOrFail({ orderId: 'R-OLD' });
    await server.db.getRepository(ConversionEvent).update({ conversionId: old.id, status: 'reversed' }, { createdAt: new Date(Date.now() - 8 * DAY_MS) });
    // A quiet program made 20 days ago that never reported; Refund Network reported just now.
    const quiet = await owner.post('/api/admin/affiliate-programs', { name: 'Quiet Network', slug: 'quiet-network', providerIds: [provider], subIdParam: 'subid', claimWindowDays: 30 });
    await server.db.getRepository(AffiliateProgram).update({ id: quiet.body.id }, { createdAt: new Date(Date.now() - 20 * DAY_MS) });

    const seen = (await owner.gql(QUERY)).body.data.attention;
    expect(seen.reversedBookings).toEqual({
      total: 1,
      items: [{ conversionId: expect.any(Number), order: 'R-NEW', programName: 'Refund Network', providerName: null, commissionCents: 800, currency: 'USD', reversedAt: expect.any(String) }],
    });
    expect(seen.silentPrograms).toEqual({ total: 1, items: [{ id: String(quiet.body.id), name: 'Quiet Network', lastPostbackAt: null }] });
    const rest = (await owner.get('/api/admin/attention')).body;
    expect(rest.reversedBookings.items[0]).toMatchObject({ order: 'R-NEW', commissionCents: 800, reversedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(rest.silentPrograms.items[0]).toMatchObject({ id: quiet.body.id, name: 'Quiet Network', slug: 'quiet-network' });
    expect(JSON.stringify(rest)).not.toContain(made.body.secret);

    const editors = (await editor.gql(QUERY)).body;
    expect(editors.errors).toBeUndefined();
    expect(editors.data.attention.reversedBookings).toBeNull();
    expect(editors.data.attention.silentPrograms).toBeNull();
    expect((await editor.get('/api/admin/attention')).body).toMatchObject({ reversedBookings: null, silentPrograms: null });
  });
});

describe('clicks reported with more bookings than one click may have (owners only)', () => {
  it('names each program and click with its bookings past the cap in the last 7 days, the latest first; editors get null', async () => {
    const made = await owner.post('/api/admin/affiliate-programs', { name: 'Loop Network', slug: 'loop-network', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(made.status).toBe(201);
    const conversions = server.db.getRepository(Conversion);
    let order = 0;
    const store = (clickId: string, fields: Partial<Conversion>) =>
      conversions.save(conversions.create({ programId: made.body.id, orderId: `LOOP-${++order}`, clickId, status: 'booked', commissionCents: 200, currency: 'USD', attributed: false, ...fields }));
    const capped = { unattributedReason: 'over-click-cap' };
    for (let i = 0; i < 3; i++) await store('loop-click-1', capped);
    await store('loop-click-2', capped);
    await store('loop-click-1', { attributed: true }); // credited: not past the cap
    await store('loop-click-3', { unattributedReason: 'unknown-click' });
    const old = await store('loop-click-4', capped);
    await conversions.update({ id: old.id }, { createdAt: new Date(Date.now() - 8 * DAY_MS) }); // outside the week

    const seen = (await owner.gql(QUERY)).body.data.attention.overClickCap;
    expect(seen).toEqual({
      total: 2,
      items: [
        { programName: 'Loop Network', clickId: 'loop-click-2', bookings: 1, lastAt: expect.any(String) },
        { programName: 'Loop Network', clickId: 'loop-click-1', bookings: 3, lastAt: expect.any(String) },
      ],
    });
    const rest = (await owner.get('/api/admin/attention')).body.overClickCap;
    expect(rest.items[1]).toEqual({ programName: 'Loop Network', clickId: 'loop-click-1', bookings: 3, lastAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(Date.now() - Date.parse(rest.items[1].lastAt)).toBeLessThan(DAY_MS);

    expect((await editor.gql(QUERY)).body.data.attention.overClickCap).toBeNull();
    expect((await editor.get('/api/admin/attention')).body.overClickCap).toBeNull();
  });
});

describe('failed sign-ins on your account', () => {
  it('counts the failures since your previous sign-in, on your own account only', async () => {
    const name = 'watched-editor';
    const password = 'watched-editor-password-9';
    await server.services.users.create({ kind: 'system' }, { username: name, password }, 'EDITOR');
    const me = new Client(server.url);
    const attempt = (pw: string) => new Client(server.url).post('/api/admin/login', { username: name, password: pw });
    await loginAs(me, name, password);
    expect((await attempt('wrong-password-1')).status).toBe(401);
    expect((await attempt('wrong-password-2')).status).toBe(401);
    // Someone else's failures are not this account's business.
    expect((await new Client(server.url).post('/api/admin/login', { username: ADMIN.username, password: 'not-the-password' })).status).toBe(401);
    await loginAs(me, name, password);

    const first = (await me.gql(QUERY)).body.data.attention.failedSignIns;
    expect(first).toEqual({ total: 2, since: expect.any(String), items: [expect.objectContaining({ address: expect.stringMatching(/127\.0\.0\.1/) }), expect.any(Object)] });
    expect(Date.parse(first.items[0].at)).toBeGreaterThanOrEqual(Date.parse(first.items[1].at));
    expect(Date.parse(first.since)).toBeLessThanOrEqual(Date.parse(first.items[1].at));

    // One more failure, then a new sign-in: only what came after the previous sign-in counts.
    expect((await attempt('wrong-password-3')).status).toBe(401);
    expect((await me.get('/api/admin/attention')).body.failedSignIns.total).toBe(3);
    await loginAs(me, name, password);
    expect((await me.get('/api/admin/attention')).body.failedSignIns).toMatchObject({ total: 1, items: [{ at: expect.any(String) }] });
  });

  it('says nothing about an account nobody tried', async () => {
    const res = await editor.gql(QUERY);
    expect(res.body.data.attention.failedSignIns).toEqual({ total: 0, since: null, items: [] });
  });
});

it('is for administrators only', async () => {
  expect((await new Client(server.url).get('/api/admin/attention')).status).toBe(401);
  expect((await new Client(server.url).gql(QUERY)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
