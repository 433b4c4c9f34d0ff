// The earnings report, the conversions list and the CSV files, over GraphQL and their REST mirrors
// under /api/admin/, and the programs' GraphQL mutations. Runs on SQLite and MariaDB.
import { AffiliateProgram, Conversion } from '../../api/entities';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let alpha: number;
let beta: number;
let program: { id: string; slug: string };
let secret: string;
let address = 1;

const PROGRAM_FIELDS = 'id name slug providerIds subIdParam claimWindowDays secretHint lastPostbackAt';

async function click(clickId: string, providerId: number, page: string) {
  const answer = await new Client(server.url).request('POST', '/api/clicks', {
    body: JSON.stringify({ providerId, page, clickId, from: 'RDU Airport', to: 'Durham', date: '2026-12-20', passengers: 4, bags: 3 }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.18.0.${address++}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
  });
  expect(answer.body).toEqual({ counted: true });
}
const postback = (fields: Record<string, string>) => new Client(server.url).get(`/api/postbacks/${program.slug}?${new URLSearchParams({ ...fields, secret })}`);

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  alpha = (await admin.post('/api/admin/providers', providerPayload({ name: 'Alpha Earner', slug: 'alphaearner' }))).body.id;
  beta = (await admin.post('/api/admin/providers', providerPayload({ name: 'Beta Earner', slug: 'betaearner' }))).body.id;
  const made = await admin.gql(`mutation($input: AffiliateProgramInput!) { createAffiliateProgram(input: $input) { secret program { ${PROGRAM_FIELDS} } } }`, {
    input: { name: 'Ride Network', slug: 'ride-network', providerIds: [alpha, beta], subIdParam: 'subid', claimWindowDays: 30 },
  });
  expect(made.body.errors).toBeUndefined();
  program = made.body.data.createAffiliateProgram.program;
  secret = made.body.data.createAffiliateProgram.secret;

  // Alpha: 4 clicks (3 home, 1 comparison); Beta: 2 clicks on its page.
  for (const [id, provider, page] of [
    ['earn-alpha-0001', alpha, 'home'],
    ['earn-alpha-0002', alpha, 'home'],
    ['earn-alpha-0003', alpha, 'home'],
    ['earn-alpha-0004', alpha, 'comparison'],
    ['earn-beta-00001', beta, 'provider'],
    ['earn-beta-00002', beta, 'provider'],
  ] as const) {
    await click(id, provider, page);
  }
  await postback({ subid: 'earn-alpha-0001', order: 'A1', status: 'booked', commission: '5.00' });
  await postback({ subid: 'earn-alpha-0002', order: 'A2', status: 'confirmed', commission: '7.50' });
  await postback({ subid: 'earn-alpha-0004', order: 'A3', status: 'paid', commission: '2.50' });
  await postback({ subid: 'earn-beta-00001', order: 'B1', status: 'booked', commission: '10' });
  await postback({ subid: 'earn-beta-00001', order: 'B1', status: 'reversed', commission: '0' });
  await postback({ subid: 'never-seen-click', order: 'U1', status: 'booked', commission: '3' });
  await postback({ subid: 'earn-beta-00002', order: 'E1', status: 'booked', commission: '9', currency: 'EUR' });
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const LINE = 'clicks bookings conversionRate pendingCents confirmedCents paidCents reversedCents earningsPerClickCents';
const EARNINGS = `query($days: Int!) { earnings(days: $days) {
  days currency otherCurrencyBookings
  totals { ${LINE} }
  providers { provider { id name slug } ${LINE} }
  pages { page label ${LINE} }
  daily { day clicks commissionCents }
  unattributed { bookings pendingCents confirmedCents paidCents reversedCents }
  silentPrograms { id name }
} }`;

describe('GraphQL earnings(days)', () => {
  it('answers per provider and per page: clicks, bookings, conversion rate, commission by status, earnings per click', async () => {
    const answer = await admin.gql(EARNINGS, { days: 30 });
    expect(answer.body.errors).toBeUndefined();
    const e = answer.body.data.earnings;
    expect(e.days).toHaveLength(30);
    expect(e.currency).toBe('USD');
    expect(e.otherCurrencyBookings).toBe(1);
    const alphaLine = e.providers.find((p: { provider: { id: number } }) => p.provider.id === alpha);
    expect(alphaLine).toEqual({ provider: { id: alpha, name: 'Alpha Earner', slug: 'alphaearner' }, clicks: 4, bookings: 3, conversionRate: 0.75, pendingCents: 500, confirmedCents: 750, paidCents: 250, reversedCents: 0, earningsPerClickCents: 375 });
    const betaLine = e.providers.find((p: { provider: { id: number } }) => p.provider.id === beta);
    // B1 reversed (not a booking; what it lost, the booked 10.00, under reversed) and E1 in euros (listed apart): no dollar booking.
    expect(betaLine).toMatchObject({ clicks: 2, bookings: 0, conversionRate: 0, pendingCents: 0, reversedCents: 1000, earningsPerClickCents: 0 });
    expect(e.providers[0].provider.id).toBe(alpha);
    const home = e.pages.find((p: { page: string }) => p.page === 'home');
    expect(home).toEqual({ page: 'home', label: 'Home page cards', clicks: 3, bookings: 2, conversionRate: 2 / 3, pendingCents: 500, confirmedCents: 750, paidCents: 0, reversedCents: 0, earningsPerClickCents: 1250 / 3 });
    expect(e.pages.map((p: { page: string }) => p.page)).toEqual(['home', 'comparison', 'providers', 'provider', 'partner']);
    expect(e.unattributed).toEqual({ bookings: 1, pendingCents: 300, confirmedCents: 0, paidCents: 0, reversedCents: 0 });
    expect(e.totals).toMatchObject({ clicks: 6, bookings: 3, pendingCents: 800, confirmedCents: 750, paidCents: 250, reversedCents: 1000 });
    expect(e.daily.reduce((sum: number, d: { clicks: number }) => sum + d.clicks, 0)).toBe(6);
    expect(e.daily.reduce((sum: number, d: { commissionCents: number }) => sum + d.commissionCents, 0)).toBe(1800);
    expect(e.silentPrograms).toEqual([]);
  });

  it('names a program that has sent nothing for 14 days', async () => {
    const quiet = await admin.gql(`mutation { createAffiliateProgram(input: { name: "Quiet Network", slug: "quiet", providerIds: [], subIdParam: "sid", claimWindowDays: 30 }) { program { id } } }`);
    const id = Number(quiet.body.data.createAffiliateProgram.program.id);
    expect((await admin.gql(EARNINGS, { days: 7 })).body.data.earnings.silentPrograms).toEqual([]);
    await server.db.getRepository(AffiliateProgram).update({ id }, { createdAt: new Date(Date.now() - 15 * 86_400_000) });
    expect((await admin.gql(EARNINGS, { days: 7 })).body.data.earnings.silentPrograms).toEqual([{ id: String(id), name: 'Quiet Network' }]);
    await admin.gql(`mutation($id: ID!) { deleteAffiliateProgram(id: $id) }`, { id });
  });

  it('is refused to anyone but an admin, and a bad range is BAD_USER_INPUT', async () => {
    const anonymous = await new Client(server.url).gql(EARNINGS, { days: 30 });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await admin.gql(EARNINGS, { days: 0 });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('GraphQL conversions(...) and programs', () => {
  it('pages the conversions newest first, with the program and provider names, and searches order ids', async () => {
    const first = await admin.gql(`{ conversions(limit: 2, sort: "createdAt", order: "desc") { total items { order status commissionCents currency attributed clickId page programName providerName } } }`);
    expect(first.body.data.conversions.total).toBe(6);
    expect(first.body.data.conversions.items).toEqual([
      { order: 'E1', status: 'booked', commissionCents: 900, currency: 'EUR', attributed: true, clickId: 'earn-beta-00002', page: 'provider', programName: 'Ride Network', providerName: 'Beta Earner' },
      { order: 'U1', status: 'booked', commissionCents: 300, currency: 'USD', attributed: false, clickId: 'never-seen-click', page: null, programName: 'Ride Network', providerName: null },
    ]);
    const found = await admin.gql(`{ conversions(q: "A2") { total items { order status } } }`);
    expect(found.body.data.conversions).toEqual({ total: 1, items: [{ order: 'A2', status: 'confirmed' }] });
    const bad = await admin.gql(`{ conversions(sort: "commission") { total } }`);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lists, updates and rotates programs; the secret is answered only by create and rotate', async () => {
    const list = await admin.gql(`{ affiliatePrograms { ${PROGRAM_FIELDS} } }`);
    expect(list.body.data.affiliatePrograms).toEqual([expect.objectContaining({ id: program.id, name: 'Ride Network', providerIds: [alpha, beta], secretHint: secret.slice(-4) })]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const updated = await admin.gql(`mutation($id: ID!, $input: AffiliateProgramInput!) { updateAffiliateProgram(id: $id, input: $input) { name claimWindowDays } }`, {
      id: program.id,
      input: { name: 'Ride Network EU', slug: 'ride-network', providerIds: [alpha, beta], subIdParam: 'subid', claimWindowDays: 60 },
    });
    expect(updated.body.data.updateAffiliateProgram).toEqual({ name: 'Ride Network EU', claimWindowDays: 60 });
    const badUpdate = await admin.gql(`mutation($id: ID!, $input: AffiliateProgramInput!) { updateAffiliateProgram(id: $id, input: $input) { name } }`, {
      id: program.id,
      input: { name: 'X', slug: 'ride-network', providerIds: [], subIdParam: 'subid', claimWindowDays: 60 },
    });
    expect(badUpdate.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const rotated = await admin.gql(`mutation($id: ID!) { rotateAffiliateProgramSecret(id: $id) { secret program { secretHint } } }`, { id: program.id });
    secret = rotated.body.data.rotateAffiliateProgramSecret.secret;
    expect(rotated.body.data.rotateAffiliateProgramSecret.program.secretHint).toBe(secret.slice(-4));
    expect((await postback({ order: 'R9', status: 'booked', commission: '1' })).status).toBe(200);
    await server.db.getRepository(Conversion).delete({ orderId: 'R9' });
    const anonymous = await new Client(server.url).gql(`{ affiliatePrograms { id } }`);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('REST mirrors under /api/admin/', () => {
  it('GET /api/admin/earnings?days=7 answers the same report', async () => {
    const rest = await admin.get('/api/admin/earnings?days=7');
    expect(rest.status).toBe(200);
    expect(rest.body.days).toHaveLength(7);
    expect(rest.body.totals).toMatchObject({ clicks: 6, bookings: 3, pendingCents: 800 });
    expect((await admin.get('/api/admin/earnings?days=abc')).status).toBe(400);
    expect((await new Client(server.url).get('/api/admin/earnings')).status).toBe(401);
  });

  it('GET /api/admin/conversions is an array with X-Total-Count', async () => {
    const rest = await admin.get('/api/admin/conversions?limit=2&offset=0&sort=createdAt&order=asc');
    expect(rest.headers.get('x-total-count')).toBe('6');
    expect(rest.body.map((c: { order: string }) => c.order)).toEqual(['A1', 'A2']);
    expect((await admin.get('/api/admin/conversions?limit=0')).status).toBe(400);
  });

  it('downloads conversions and kept clicks with their ids as CSV', async () => {
    const conversions = await admin.request('GET', '/api/admin/conversions.csv?days=30');
    expect(conversions.status).toBe(200);
    expect(conversions.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(conversions.headers.get('content-disposition')).toMatch(/^attachment; filename="?conversions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const lines = String(conversions.text).trim().split('\r\n');
    expect(lines[0]).toBe(
      'received_at,program,order,status,commission,currency,value,click_id,attributed,provider_id,provider,page,lost_commission,clawback,unattributed_reason,booked_at,confirmed_at,paid_at,reversed_at,history',
    );
    expect(lines).toHaveLength(7);
    expect(lines.find((l) => l.includes(',A2,'))).toMatch(/,Ride Network EU,A2,confirmed,7\.50,USD,,earn-alpha-0002,yes,\d+,Alpha Earner,home,,no,,,(\S+Z),,,\1 confirmed 7\.50$/);
    expect(lines.find((l) => l.includes(',U1,'))).toMatch(/,U1,booked,3\.00,USD,,never-seen-click,no,,,,,no,unknown-click,\S+Z,,,,\S+Z booked 3\.00$/);
    const clicks = await admin.request('GET', '/api/admin/kept-clicks.csv?days=7');
    const clickLines = String(clicks.text).trim().split('\r\n');
    expect(clickLines[0]).toBe('clicked_at,click_id,provider_id,provider,page,from,to,date,time,passengers,bags');
    expect(clickLines).toHaveLength(7);
    expect(clickLines[1]).toMatch(new RegExp(`^\\S+Z,earn-alpha-0001,${alpha},Alpha Earner,home,RDU Airport,Durham,2026-12-20,,4,3$`));
    expect((await new Client(server.url).request('GET', '/api/admin/kept-clicks.csv')).status).toBe(401);
  });
});
