// The ledger adds up (issue 31, items 9-12), over GraphQL and the REST mirrors under /api/admin/:
// bookings and the conversion rate count distinct, non-reversed bookings in dollars whose click was
// counted (the rate over this period's clicks, so never over 100%); other currencies are listed
// apart with their own sums; a reversal keeps the commission it lost; each conversion's history;
// the CSV files (UTF-8 with a BOM, a chosen month); the unattributed bookings by reason. Runs on
// SQLite and MariaDB.
import { BookingClick, Conversion, ConversionEvent, KeptClick } from '../../api/entities';
import { addDays, dayOf } from '../../api/domain/clicks';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(60_000);

let server: TestServer;
let admin: Client;
let alpha: number;
let beta: number;
let solo: number;
let secret: string;
let address = 1;
const today = dayOf(new Date());
const thisMonth = today.slice(0, 7);
const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
const nextMonth = addDays(`${thisMonth}-28`, 7).slice(0, 7);
/** Noon in Raleigh on the 15th of last month. */
const inLastMonth = new Date(`${lastMonth}-15T16:00:00.000Z`);

async function click(clickId: string, providerId: number, page: string) {
  const answer = await new Client(server.url).request('POST', '/api/clicks', {
    body: JSON.stringify({ providerId, page, clickId, from: 'RDU Airport', to: 'Durham', passengers: 2 }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.51.100.${address++}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
  });
  expect(answer.body).toEqual({ counted: true });
}

/** Moves a counted click (its kept row and its day's count) `days` days back. */
async function backdateClick(clickId: string, at: Date) {
  const kept = (await server.db.getRepository(KeptClick).findOneBy({ clickId }))!;
  await server.db.getRepository(KeptClick).update({ clickId }, { createdAt: at });
  const counts = server.db.getRepository(BookingClick);
  await counts.decrement({ providerId: kept.providerId, page: kept.page, day: today }, 'clicks', 1);
  const day = dayOf(at);
  const row = await counts.findOneBy({ providerId: kept.providerId, page: kept.page, day });
  if (row) await counts.increment({ providerId: kept.providerId, page: kept.page, day }, 'clicks', 1);
  else await counts.insert({ providerId: kept.providerId, page: kept.page, day, clicks: 1 });
}

function postback(fields: Record<string, string>) {
  return new Client(server.url).get(`/api/postbacks/ledger?${new URLSearchParams(fields)}`, { authorization: `Bearer ${secret}` });
}

/** A download's bytes (the test client's text would drop a BOM). */
async function download(path: string): Promise<{ status: number; bytes: Buffer; text: string; headers: Headers }> {
  const res = await fetch(server.url + path, { headers: { cookie: admin.cookieHeader } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes, text: bytes.toString('utf8'), headers: res.headers };
}
const lines = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback' } });
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  alpha = (await admin.post('/api/admin/providers', providerPayload({ name: 'Alpha Ledger', slug: 'alphaledger' }))).body.id;
  beta = (await admin.post('/api/admin/providers', providerPayload({ name: 'Beta Ledger', slug: 'betaledger' }))).body.id;
  solo = (await admin.post('/api/admin/providers', providerPayload({ name: 'Solo Ledger', slug: 'sololedger' }))).body.id;
  // The program covers Alpha and Solo, not Beta.
  const made = await admin.post('/api/admin/affiliate-programs', { name: 'Ledger Network', slug: 'ledger', providerIds: [alpha, solo], subIdParam: 'subid', claimWindowDays: 30 });
  expect(made.status).toBe(201);
  secret = made.body.secret;

  for (const id of ['ledger-a-0001', 'ledger-a-0002', 'ledger-a-0003', 'ledger-a-0004', 'ledger-a-0005', 'ledger-a-0006', 'ledger-a-0007']) await click(id, alpha, 'home');
  await click('ledger-b-0001', beta, 'provider');
  await click('ledger-s-0001', solo, 'provider');
  // a6 was counted 10 days ago (inside the claim window, before a 7-day report); a7 40 days ago (outside it).
  await backdateClick('ledger-a-0006', new Date(Date.now() - 10 * 86_400_000));
  await backdateClick('ledger-a-0007', new Date(Date.now() - 40 * 86_400_000));

  await postback({ subid: 'ledger-a-0001', order: 'O1', status: 'booked', commission: '5.00' });
  await postback({ subid: 'ledger-a-0001', order: 'O2', status: 'booked', commission: '4.00' }); // one click, two orders
  await postback({ subid: 'ledger-a-0002', order: 'O3', status: 'booked', commission: '8.00' });
  await postback({ subid: 'ledger-a-0002', order: 'O3', status: 'confirmed', commission: '7.50' });
  await postback({ subid: 'ledger-a-0002', order: 'O3', status: 'reversed', commission: '0' }); // lost 7.50
  await postback({ subid: 'ledger-a-0003', order: 'O4', status: 'booked', commission: '9.00', currency: 'EUR' });
  await postback({ order: 'O5', status: 'booked', commission: '3.00' }); // no sub-ID
  await postback({ subid: 'tp_123.ABC', order: 'O6', status: 'booked', commission: '2.00' }); // a sub-ID the site did not issue
  await postback({ subid: 'never-counted-1', order: 'O7', status: 'booked', commission: '1.00' }); // a click the site has not counted
  await postback({ subid: 'ledger-b-0001', order: 'O8', status: 'booked', commission: '6.00' }); // Beta: not covered
  await postback({ subid: 'ledger-a-0004', order: 'O9', status: 'confirmed', commission: '10.00' });
  await postback({ subid: 'ledger-a-0006', order: 'O10', status: 'booked', commission: '4.00' }); // its click before the report's days
  await postback({ subid: 'ledger-a-0007', order: 'O11', status: 'booked', commission: '1.50' }); // outside the claim window
  // Solo: one click, one order, every status, a replay.
  for (const status of ['booked', 'confirmed', 'paid', 'confirmed']) await postback({ subid: 'ledger-s-0001', order: 'O12', status, commission: '3.00' });
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const LINE = 'clicks bookings convertedClicks conversionRate pendingCents confirmedCents paidCents reversedCents clawedBackCents earningsPerClickCents';
const EARNINGS = `query($days: Int!) { earnings(days: $days) {
  totals { ${LINE} }
  providers { provider { id name slug } ${LINE} }
  pages { page ${LINE} }
  unattributed { bookings pendingCents confirmedCents paidCents reversedCents clawedBackCents reasons { reason label bookings } }
  otherCurrencyBookings
  otherCurrencies { currency bookings pendingCents confirmedCents paidCents reversedCents clawedBackCents }
} }`;

type Line = { clicks: number; bookings: number; conversionRate: number; provider?: { id: number } };

/** The same report by both transports (GraphQL's errors in place of a report, if any). */
async function reports(days: number) {
  const rest = await admin.get(`/api/admin/earnings?days=${days}`);
  expect(rest.status).toBe(200);
  const graphql = await admin.gql(EARNINGS, { days });
  return [
    ['REST', rest.body],
    ['GraphQL', graphql.body.data?.earnings ?? graphql.body.errors],
  ] as const;
}

describe('9. bookings and the conversion rate', () => {
  it('count distinct, non-reversed dollar bookings whose click was counted; the rate is over this period’s clicks, never over 100%', async () => {
    for (const [transport, e] of await reports(7)) {
      const of = (id: number) => e.providers.find((p: Line) => p.provider!.id === id);
      // Alpha: 5 clicks in the 7 days. O1, O2 (one click, two orders), O9 and O10 (its click 10 days ago)
      // are bookings; O3 was reversed, O4 is in euros. Two of the 5 clicks led to a booking: 40%.
      expect([transport, of(alpha)]).toEqual([
        transport,
        { provider: { id: alpha, name: 'Alpha Ledger', slug: 'alphaledger' }, clicks: 5, bookings: 4, convertedClicks: 2, conversionRate: 0.4, pendingCents: 1300, confirmedCents: 1000, paidCents: 0, reversedCents: 750, clawedBackCents: 0, earningsPerClickCents: 460 },
      ]);
      // One click, one order (booked, confirmed, paid, a replay): 100%.
      expect(of(solo)).toMatchObject({ clicks: 1, bookings: 1, convertedClicks: 1, conversionRate: 1, paidCents: 300 });
      // Beta's booking was on a provider the program does not cover: unattributed, not Beta's.
      expect(of(beta)).toMatchObject({ clicks: 1, bookings: 0, convertedClicks: 0, conversionRate: 0 });
      expect(e.totals).toEqual({ clicks: 7, bookings: 5, convertedClicks: 3, conversionRate: 3 / 7, pendingCents: 2650, confirmedCents: 1000, paidCents: 300, reversedCents: 750, clawedBackCents: 0, earningsPerClickCents: 3950 / 7 });
      for (const line of [e.totals, ...e.providers, ...e.pages]) expect(line.conversionRate).toBeLessThanOrEqual(1);
      const home = e.pages.find((p: { page: string }) => p.page === 'home');
      expect(home).toMatchObject({ clicks: 5, bookings: 4, convertedClicks: 2, conversionRate: 0.4 });
    }
  });

  it('lists bookings in another currency apart, with their own sums', async () => {
    for (const [, e] of await reports(7)) {
      expect(e.otherCurrencyBookings).toBe(1);
      expect(e.otherCurrencies).toEqual([{ currency: 'EUR', bookings: 1, pendingCents: 900, confirmedCents: 0, paidCents: 0, reversedCents: 0, clawedBackCents: 0 }]);
    }
  });

  it('counts a click that led to a booking in the period the click was counted in', async () => {
    // Over 30 days Alpha's sixth click and its booking (O10) are both in: 3 of 6 clicks converted.
    for (const [, e] of await reports(30)) {
      expect(e.providers.find((p: Line) => p.provider!.id === alpha)).toMatchObject({ clicks: 6, bookings: 4, convertedClicks: 3, conversionRate: 0.5 });
    }
  });
});

describe('12. the unattributed bookings', () => {
  it('are named by every reason, the program not covering the provider included', async () => {
    for (const [, e] of await reports(7)) {
      expect(e.unattributed).toEqual({
        bookings: 5,
        pendingCents: 1350,
        confirmedCents: 0,
        paidCents: 0,
        reversedCents: 0,
        clawedBackCents: 0,
        reasons: [
          { reason: 'no-sub-id', label: 'no sub-ID', bookings: 1 },
          { reason: 'not-issued', label: 'a sub-ID this site did not issue', bookings: 1 },
          { reason: 'unknown-click', label: 'a click this site did not count (or no longer keeps)', bookings: 1 },
          { reason: 'outside-window', label: 'a click older than the claim window', bookings: 1 },
          { reason: 'not-covered', label: 'the program does not cover this provider', bookings: 1 },
        ],
      });
    }
  });

  it('gives each unattributed conversion its reason, by both transports', async () => {
    const graphql = await admin.gql(`{ conversions(limit: 50, sort: "createdAt") { items { order attributed unattributedReason clickId } } }`);
    const rest = await admin.get('/api/admin/conversions?limit=50&sort=createdAt');
    for (const items of [graphql.body.data.conversions.items, rest.body]) {
      const reasonOf = Object.fromEntries(items.map((c: { order: string; unattributedReason: string | null }) => [c.order, c.unattributedReason]));
      expect(reasonOf).toMatchObject({ O1: null, O5: 'no-sub-id', O6: 'not-issued', O7: 'unknown-click', O8: 'not-covered', O11: 'outside-window' });
      expect(items.find((c: { order: string }) => c.order === 'O6')).toMatchObject({ attributed: false, clickId: 'tp_123.abc' });
    }
  });
});

const EVENTS = 'events { status commissionCents correction createdAt }';

describe('11. a conversion’s history', () => {
  it('answers each status with its date and amount, and what a reversal lost, by both transports', async () => {
    const graphql = await admin.gql(`{ conversions(q: "O3") { items { order status commissionCents lostCents reversedFrom clawback ${EVENTS} } } }`);
    expect(graphql.body.errors).toBeUndefined();
    const rest = await admin.get('/api/admin/conversions?q=O3');
    for (const [c] of [graphql.body.data.conversions.items, rest.body]) {
      expect(c).toMatchObject({ order: 'O3', status: 'reversed', commissionCents: 0, lostCents: 750, reversedFrom: 'confirmed', clawback: false });
      expect(c.events.map((e: { status: string; commissionCents: number; correction: boolean }) => [e.status, e.commissionCents, e.correction])).toEqual([
        ['booked', 800, false],
        ['confirmed', 750, false],
        ['reversed', 0, false],
      ]);
      for (const e of c.events) expect(Math.abs(Date.parse(e.createdAt) - Date.now())).toBeLessThan(120_000);
    }
  });

  it('writes the history into the conversions CSV, UTF-8 with a BOM', async () => {
    const csv = await download('/api/admin/conversions.csv?days=7');
    expect(csv.status).toBe(200);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(csv.text);
    expect(header).toBe(
      'received_at,program,order,status,commission,currency,value,click_id,attributed,provider_id,provider,page,lost_commission,clawback,unattributed_reason,booked_at,confirmed_at,paid_at,reversed_at,history',
    );
    const cells = (order: string) => rows.find((r) => r.split(',')[2] === order)!.split(',');
    const o3 = cells('O3');
    expect(o3.slice(2, 7)).toEqual(['O3', 'reversed', '0.00', 'USD', '']);
    expect(o3.slice(12, 15)).toEqual(['7.50', 'no', '']);
    expect(o3.slice(15, 19).map((at) => /^\d{4}-\d{2}-\d{2}T\S+Z$/.test(at))).toEqual([true, true, false, true]);
    expect(o3[19]).toMatch(/^\S+Z booked 8\.00; \S+Z confirmed 7\.50; \S+Z reversed 0\.00 \(lost 7\.50\)$/);
    expect(cells('O8').slice(12, 15)).toEqual(['', 'no', 'not-covered']);
  });

  it('keeps the CSV of clicks and of kept clicks in UTF-8 with a BOM', async () => {
    for (const path of ['/api/admin/clicks.csv?days=7', '/api/admin/kept-clicks.csv?days=7']) {
      const csv = await download(path);
      expect([path, csv.status, [...csv.bytes.subarray(0, 3)]]).toEqual([path, 200, [0xef, 0xbb, 0xbf]]);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    }
  });
});

describe('11. the CSV files cover a chosen month', () => {
  beforeAll(async () => {
    // A conversion, a kept click and a day's count in the middle of last month.
    await server.db.getRepository(KeptClick).insert({ clickId: 'ledger-month-01', providerId: beta, page: 'provider', createdAt: inLastMonth });
    await server.db.getRepository(BookingClick).insert({ providerId: beta, page: 'provider', day: dayOf(inLastMonth), clicks: 4 });
    await postback({ order: 'M1', status: 'booked', commission: '2.25' });
    const m1 = (await server.db.getRepository(Conversion).findOneBy({ orderId: 'M1' }))!;
    await server.db.getRepository(Conversion).update({ id: m1.id }, { createdAt: inLastMonth });
    await server.db.getRepository(ConversionEvent).update({ conversionId: m1.id }, { createdAt: inLastMonth });
  });

  it.each([
    ['conversions', (m: string) => `conversions-${m}-01-to-`, (rows: string[]) => rows.map((r) => r.split(',')[2])],
    ['kept-clicks', (m: string) => `clicks-with-ids-${m}-01-to-`, (rows: string[]) => rows.map((r) => r.split(',')[1])],
    ['clicks', (m: string) => `booking-clicks-${m}-01-to-`, (rows: string[]) => rows.map((r) => `${r.split(',')[0]}:${r.split(',')[5]}`)],
  ])('%s.csv?month= keeps that month’s rows only', async (name, fileStart, keys) => {
    const last = await download(`/api/admin/${name}.csv?month=${lastMonth}`);
    expect(last.status).toBe(200);
    expect([...last.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(last.headers.get('content-disposition')).toContain(fileStart(lastMonth));
    const lastKeys = keys(lines(last.text).slice(1));
    const current = keys(lines((await download(`/api/admin/${name}.csv?month=${thisMonth}`)).text).slice(1));
    if (name === 'conversions') {
      expect(lastKeys).toEqual(['M1']);
      expect(current).toContain('O1');
      expect(current).not.toContain('M1');
    } else if (name === 'kept-clicks') {
      expect(lastKeys).toContain('ledger-month-01');
      expect(current).toContain('ledger-a-0001');
      expect(current).not.toContain('ledger-month-01');
    } else {
      expect(lastKeys).toContain(`${dayOf(inLastMonth)}:4`);
      expect(current.every((k) => k.startsWith(thisMonth))).toBe(true);
    }
    // ?days= works as before.
    expect((await download(`/api/admin/${name}.csv?days=7`)).status).toBe(200);
  });

  it.each([
    ['month=2026-13', { month: 'month must be a month written YYYY-MM, e.g. 2026-10' }],
    ['month=October', { month: 'month must be a month written YYYY-MM, e.g. 2026-10' }],
    [`month=${nextMonth}`, { month: 'month must be this month or an earlier one' }],
    [`days=7&month=${lastMonth}`, { month: 'Give either days or month, not both' }],
    ['days=0', { days: 'days must be a whole number from 1 to 366' }],
  ])('answers ?%s with 400 and the field’s message', async (query, errors) => {
    for (const name of ['conversions', 'kept-clicks', 'clicks']) {
      const answer = await admin.get(`/api/admin/${name}.csv?${query}`);
      expect([name, answer.status, answer.body]).toEqual([name, 400, { message: Object.values(errors)[0], errors }]);
    }
  });
});
