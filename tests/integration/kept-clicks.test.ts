// Kept clicks: each counted booking click is kept by its id with the trip its link carried, for as
// long as a network may report a booking for it (CLICK_RETENTION_DAYS), with nothing about the
// person; the daily counts stay as they are. Runs on SQLite and MariaDB.
import { loadConfig } from '../../api/config';
import { BookingClick, IdempotencyKey, KeptClick } from '../../api/entities';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let providerId: number;
let address = 1;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback', CLICK_RETENTION_DAYS: '30' } });
  const admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  providerId = (await admin.post('/api/admin/providers', providerPayload({ name: 'Kept Rides', slug: 'keptrides' }))).body.id;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});
beforeEach(async () => {
  await server.db.getRepository(KeptClick).clear();
  await server.db.getRepository(BookingClick).clear();
});

const beacon = (body: unknown) =>
  new Client(server.url).request('POST', '/api/clicks', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `203.0.113.${address++}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0.0.0 Mobile Safari/537.36' },
  });
const kept = () => server.db.getRepository(KeptClick).find({ order: { createdAt: 'ASC' } });

it('keeps a click by its id with the trip its link carried, and nothing about the person', async () => {
  const trip = { from: 'RDU Airport', to: 'Downtown Raleigh', date: '2026-12-18', time: '14:30', passengers: '3', bags: 2 };
  const answer = await beacon({ providerId, page: 'home', clickId: 'Trip-Click-0001', ...trip });
  expect(answer.status).toBe(202);
  const [row] = await kept();
  expect(row).toMatchObject({ clickId: 'trip-click-0001', providerId, page: 'home', fromPlace: 'RDU Airport', toPlace: 'Downtown Raleigh', tripDate: '2026-12-18', tripTime: '14:30', passengers: 3, bags: 2 });
  expect(Math.abs(row.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  expect(server.db.getMetadata(KeptClick).columns.map((c) => c.databaseName).sort()).toEqual(['bags', 'clickId', 'createdAt', 'fromPlace', 'page', 'partnerId', 'partnerRef', 'partnerShareBasisPoints', 'passengers', 'providerId', 'toPlace', 'tripDate', 'tripTime']);
  // The daily count is made as before.
  expect(await server.db.getRepository(BookingClick).findBy({ providerId })).toEqual([expect.objectContaining({ page: 'home', clicks: 1 })]);
});

it('keeps a click without a trip with empty trip values, and one sent without an id under an id of its own', async () => {
  await beacon({ providerId, page: 'providers', clickId: 'no-trip-click-01' });
  await beacon({ providerId, page: 'comparison' });
  const rows = await kept();
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.page === 'providers')).toMatchObject({ clickId: 'no-trip-click-01', fromPlace: null, toPlace: null, tripDate: null, tripTime: null, passengers: null, bags: null });
  expect(rows.find((r) => r.page === 'comparison')!.clickId).toMatch(/^[0-9a-f-]{36}$/);
});

it.each([
  ['from', { from: 'Mars' }],
  ['date', { date: '2026-02-30' }],
  ['time', { time: '25:00' }],
  ['passengers', { passengers: 0 }],
  ['bags', { bags: -1 }],
])('refuses a bad trip value (%s) with 400 naming it, and keeps and counts nothing', async (field, values) => {
  const answer = await beacon({ providerId, page: 'home', clickId: 'bad-trip-click-1', ...values });
  expect(answer.status).toBe(400);
  expect(Object.keys(answer.body.errors)).toEqual([field]);
  expect(await kept()).toEqual([]);
  expect(await server.db.getRepository(BookingClick).count()).toBe(0);
});

it('knows a click sent again after its short-lived key was swept: the kept click still counts it once', async () => {
  const click = { providerId, page: 'home', clickId: 'late-replay-0001' };
  expect((await beacon(click)).body).toEqual({ counted: true });
  await server.db.getRepository(IdempotencyKey).delete({ idempotencyKey: 'late-replay-0001' });
  expect((await beacon(click)).body).toEqual({ counted: false, reason: 'repeat' });
  expect(await kept()).toHaveLength(1);
});

it('forgets kept clicks older than CLICK_RETENTION_DAYS and keeps the daily counts', async () => {
  await beacon({ providerId, page: 'home', clickId: 'old-kept-click-1' });
  await beacon({ providerId, page: 'home', clickId: 'new-kept-click-1' });
  await server.db.getRepository(KeptClick).update({ clickId: 'old-kept-click-1' }, { createdAt: new Date(Date.now() - 31 * 86_400_000) });
  expect(await server.services.clicks.sweepKeptClicks()).toBe(1);
  expect((await kept()).map((r) => r.clickId)).toEqual(['new-kept-click-1']);
  expect((await server.db.getRepository(BookingClick).findOneByOrFail({ providerId, page: 'home' })).clicks).toBe(2);
});

it('reads CLICK_RETENTION_DAYS with a default of 120, and refuses nonsense at start-up', () => {
  const base = { DATA_DIR: server.dataDir, SESSION_SECRET: 's' };
  expect(loadConfig(base).clickRetentionDays).toBe(120);
  expect(loadConfig({ ...base, CLICK_RETENTION_DAYS: '400' }).clickRetentionDays).toBe(400);
  for (const bad of ['0', '-5', '1.5', 'forever']) expect(() => loadConfig({ ...base, CLICK_RETENTION_DAYS: bad })).toThrow(/CLICK_RETENTION_DAYS must be a whole number/);
});
