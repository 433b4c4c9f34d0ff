// Affiliate programs and postbacks over HTTP: admins make programs (the secret shown once, rotated),
// networks report bookings to /api/postbacks/{slug} by GET or POST with the secret as a bearer token
// or secret=; every status, replays, statuses out of order, wrong secrets, bad fields, unknown
// clicks and the per-program throttle. Runs on SQLite and on MariaDB (npm run test:mysql).
import type { EntitySubscriberInterface, TransactionStartEvent } from 'typeorm';
import { Conversion, ConversionEvent, KeptClick } from '../../api/entities';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const BURST = 6;
let server: TestServer;
let admin: Client;
let providerId: number;
let otherProviderId: number;
let address = 1;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback', POSTBACK_LIMIT_BURST: String(BURST), POSTBACK_LIMIT_BURST_MINUTES: '10' } });
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  providerId = (await admin.post('/api/admin/providers', providerPayload({ name: 'Postback Rides', slug: 'postbackrides' }))).body.id;
  otherProviderId = (await admin.post('/api/admin/providers', providerPayload({ name: 'Other Rides', slug: 'otherrides' }))).body.id;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

let programCount = 0;
async function newProgram(overrides: Record<string, unknown> = {}) {
  programCount++;
  const answer = await admin.post('/api/admin/affiliate-programs', { name: `Network ${programCount}`, slug: `network-${programCount}`, providerIds: [providerId], subIdParam: 'subid', claimWindowDays: 30, ...overrides });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; slug: string; secret: string; secretHint: string };
}

/** A click the site counted, as the beacon sends it. */
async function click(clickId: string, page = 'home', provider = providerId) {
  const answer = await new Client(server.url).request('POST', '/api/clicks', {
    body: JSON.stringify({ providerId: provider, page, clickId, from: 'RDU Airport', to: 'Downtown Raleigh', passengers: 2 }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `192.0.2.${address++}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0.0.0 Mobile Safari/537.36' },
  });
  expect(answer.body).toEqual({ counted: true });
}

const network = () => new Client(server.url);
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
function postForm(slug: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return network().request('POST', `/api/postbacks/${slug}`, { body: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
}
const getQuery = (slug: string, fields: Record<string, string>, headers: Record<string, string> = {}) => network().get(`/api/postbacks/${slug}?${form(fields)}`, headers);
/** How deep the transaction just started is (1: a transaction, 2 and more: a savepoint); TypeORM keeps it on the runner. */
const depthOf = (event: TransactionStartEvent) => (event.queryRunner as unknown as { transactionDepth: number }).transactionDepth;
const conversion = (programId: number, orderId: string) => server.db.getRepository(Conversion).findOneBy({ programId, orderId });
const events = (conversionId: number) => server.db.getRepository(ConversionEvent).find({ where: { conversionId }, order: { createdAt: 'ASC' } });

describe('affiliate programs (admin)', () => {
  it('makes a program and shows its secret once: the list and later answers hold only its last four characters', async () => {
    const made = await newProgram({ name: 'Kiwi Network', slug: 'kiwi' });
    expect(made.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.secretHint).toBe(made.secret.slice(-4));
    const list = await admin.get('/api/admin/affiliate-programs');
    const listed = list.body.find((p: { id: number }) => p.id === made.id);
    expect(listed).toEqual({
      id: made.id,
      name: 'Kiwi Network',
      slug: 'kiwi',
      providerIds: [providerId],
      subIdParam: 'subid',
      claimWindowDays: 30,
      secretHint: made.secretHint,
      lastPostbackAt: null,
      archivedAt: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      oldAddresses: [],
    });
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    const updated = await admin.request('PUT', `/api/admin/affiliate-programs/${made.id}`, { json: { name: 'Kiwi Taxi', slug: 'kiwi', providerIds: [providerId, otherProviderId], subIdParam: 'sid', claimWindowDays: 45 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Kiwi Taxi', providerIds: [providerId, otherProviderId], subIdParam: 'sid', claimWindowDays: 45, version: 2 });
    expect(updated.body.secret).toBeUndefined();
  });

  it('rotates the secret: the new one works at once and the old one no longer does', async () => {
    const made = await newProgram();
    const rotated = await admin.post(`/api/admin/affiliate-programs/${made.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated.body.secret).not.toBe(made.secret);
    const fields = { order: 'R-1', status: 'booked', commission: '5' };
    expect((await postForm(made.slug, fields, bearer(made.secret))).status).toBe(401);
    expect((await postForm(made.slug, fields, bearer(rotated.body.secret))).status).toBe(200);
  });

  it.each([
    [{ name: 'A' }, { name: 'Name must be at least 2 characters' }],
    [{ slug: 'Bad Slug' }, { slug: 'Slug must be lowercase letters, digits and hyphens (not at either end)' }],
    [{ subIdParam: '1sub' }, { subIdParam: 'The sub-ID parameter must be a letter followed by letters, digits or _ (at most 32)' }],
    [{ claimWindowDays: 0 }, { claimWindowDays: 'The claim window must be a whole number of days from 1 to 365' }],
    [{ providerIds: 'all' }, { providerIds: 'providerIds must be a list of provider ids' }],
    [{ providerIds: [987654] }, { providerIds: 'No provider has the id 987654' }],
  ])('refuses bad settings with 400 and field messages, storing nothing: %o', async (bad, errors) => {
    const before = (await admin.get('/api/admin/affiliate-programs')).body.length;
    const answer = await admin.post('/api/admin/affiliate-programs', { name: 'Good Name', slug: 'good-slug', providerIds: [], subIdParam: 'subid', claimWindowDays: 30, ...bad });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect((await admin.get('/api/admin/affiliate-programs')).body.length).toBe(before);
  });

  it('refuses a slug another program has (409), an unknown program (404), and anyone but an admin (401)', async () => {
    const made = await newProgram();
    const again = await admin.post('/api/admin/affiliate-programs', { name: 'Copy', slug: made.slug, providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Another program already has this slug');
    expect((await admin.post('/api/admin/affiliate-programs/999999/rotate-secret')).status).toBe(404);
    expect((await admin.delete('/api/admin/affiliate-programs/999999')).status).toBe(404);
    expect((await network().get('/api/admin/affiliate-programs')).status).toBe(401);
    expect((await network().post(`/api/admin/affiliate-programs/${made.id}/rotate-secret`)).status).toBe(401);
  });

  it('deletes a program without conversions; one with conversions is archived instead, keeping them, and its postbacks are refused', async () => {
    const unused = await newProgram();
    expect((await admin.delete(`/api/admin/affiliate-programs/${unused.id}`)).body).toEqual({ success: true, id: unused.id });
    expect((await postForm(unused.slug, { order: 'D-0', status: 'booked', commission: '3' }, bearer(unused.secret))).status).toBe(404);

    const made = await newProgram();
    await postForm(made.slug, { order: 'D-1', status: 'booked', commission: '3' }, bearer(made.secret));
    expect(await conversion(made.id, 'D-1')).not.toBeNull();
    const removed = await admin.delete(`/api/admin/affiliate-programs/${made.id}`);
    expect(removed.body).toMatchObject({ success: true, id: made.id, archived: true, message: expect.stringContaining('archived instead of deleted: it has 1 conversion') });
    expect(await conversion(made.id, 'D-1')).not.toBeNull();
    expect((await postForm(made.slug, { order: 'D-2', status: 'booked', commission: '3' }, bearer(made.secret))).status).toBe(404);
  });
});

describe('POST|GET /api/postbacks/{slug}', () => {
  it('moves a conversion through every status, each stored once, the commission following', async () => {
    const p = await newProgram();
    await click('life-click-0001', 'comparison');
    const booked = await postForm(p.slug, { click: 'life-click-0001', order: 'L-1', status: 'booked', commission: '4.50', value: '60' }, bearer(p.secret));
    expect(booked.status).toBe(200);
    expect(booked.headers.get('cache-control')).toBe('no-store');
    expect(booked.body).toEqual({ order: 'L-1', status: 'booked', current: 'booked', applied: true, attributed: true, outcome: 'stored', message: 'Stored: the conversion is booked now.' });
    expect(await conversion(p.id, 'L-1')).toMatchObject({ status: 'booked', commissionCents: 450, valueCents: 6000, currency: 'USD', attributed: true, providerId, page: 'comparison', clickId: 'life-click-0001' });
    const confirmed = await getQuery(p.slug, { click: 'life-click-0001', order: 'L-1', status: 'confirmed', commission: '4.25', secret: p.secret });
    expect(confirmed.body).toEqual({ order: 'L-1', status: 'confirmed', current: 'confirmed', applied: true, attributed: true, outcome: 'stored', message: 'Stored: the conversion is confirmed now.' });
    const paid = await network().post(`/api/postbacks/${p.slug}`, { order: 'L-1', status: 'paid', commission: 4.25 }, bearer(p.secret));
    expect(paid.body).toMatchObject({ status: 'paid', current: 'paid', applied: true });
    const row = (await conversion(p.id, 'L-1'))!;
    expect(row).toMatchObject({ status: 'paid', commissionCents: 425, valueCents: 6000 });
    expect((await events(row.id)).map((e) => [e.status, e.commissionCents])).toEqual([['booked', 450], ['confirmed', 425], ['paid', 425]]);
    expect(await server.db.getRepository(Conversion).countBy({ programId: p.id })).toBe(1);
  });

  it('reverses a booked or confirmed conversion, and a reversed one moves no more', async () => {
    const p = await newProgram();
    await postForm(p.slug, { order: 'X-1', status: 'booked', commission: '8' }, bearer(p.secret));
    const reversed = await postForm(p.slug, { order: 'X-1', status: 'reversed', commission: '0' }, bearer(p.secret));
    expect(reversed.body).toMatchObject({ current: 'reversed', applied: true });
    const late = await postForm(p.slug, { order: 'X-1', status: 'confirmed', commission: '8' }, bearer(p.secret));
    expect(late.status).toBe(200);
    expect(late.body).toEqual({
      order: 'X-1',
      status: 'confirmed',
      current: 'reversed',
      applied: false,
      attributed: false,
      outcome: 'late',
      message: 'Not applied: the conversion is reversed now; a confirmed report (its commission included) cannot change it.',
    });
    expect((await conversion(p.id, 'X-1'))!.status).toBe('reversed');
  });

  it('answers the same order, status and commission again as a replay with where the conversion is now, and stores it once', async () => {
    const p = await newProgram();
    const fields = { order: 'RP-1', status: 'booked', commission: '6' };
    const first = await postForm(p.slug, fields, bearer(p.secret));
    await postForm(p.slug, { order: 'RP-1', status: 'confirmed', commission: '6' }, bearer(p.secret));
    const replay = await postForm(p.slug, fields, bearer(p.secret));
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual({ ...first.body, current: 'confirmed', outcome: 'repeat', message: 'Already stored: nothing changed. The conversion is confirmed now.' });
    // Another commission for that earlier status is not applied, and says so.
    expect((await postForm(p.slug, { ...fields, commission: '99' }, bearer(p.secret))).body).toMatchObject({ current: 'confirmed', applied: false, outcome: 'late' });
    const row = (await conversion(p.id, 'RP-1'))!;
    expect(row).toMatchObject({ status: 'confirmed', commissionCents: 600 });
    expect((await events(row.id)).map((e) => e.status)).toEqual(['booked', 'confirmed']);
    // The same report sent at the same moment is stored once too.
    const burst = await Promise.all([1, 2, 3].map(() => postForm(p.slug, { order: 'RP-2', status: 'booked', commission: '2' }, bearer(p.secret))));
    expect(burst.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await server.db.getRepository(Conversion).countBy({ programId: p.id, orderId: 'RP-2' })).toBe(1);
  });

  it('lets an earlier status that arrives late change nothing', async () => {
    const p = await newProgram();
    await postForm(p.slug, { order: 'OO-1', status: 'confirmed', commission: '7' }, bearer(p.secret));
    const late = await postForm(p.slug, { order: 'OO-1', status: 'booked', commission: '9' }, bearer(p.secret));
    expect(late.body).toMatchObject({ order: 'OO-1', status: 'booked', current: 'confirmed', applied: false, attributed: false, outcome: 'late' });
    const row = (await conversion(p.id, 'OO-1'))!;
    expect(row).toMatchObject({ status: 'confirmed', commissionCents: 700 });
    expect((await events(row.id)).map((e) => e.status)).toEqual(['confirmed']);
    // Paid, then the confirmed again (a replay: answered with where it is now), then a late booked: still paid.
    await postForm(p.slug, { order: 'OO-1', status: 'paid', commission: '7' }, bearer(p.secret));
    expect((await postForm(p.slug, { order: 'OO-1', status: 'confirmed', commission: '7' }, bearer(p.secret))).body).toMatchObject({ current: 'paid', applied: true, outcome: 'repeat' });
    expect((await postForm(p.slug, { order: 'OO-1', status: 'booked', commission: '7' }, bearer(p.secret))).body).toMatchObject({ current: 'paid', applied: false, outcome: 'late' });
    expect((await conversion(p.id, 'OO-1'))!.status).toBe('paid');
  });

  it.each([
    ['no secret', {}, {}],
    ['a wrong bearer token', { authorization: 'Bearer not-the-secret' }, {}],
    ['a wrong secret=', {}, { secret: 'not-the-secret' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }, {}],
  ])('answers %s with 401 and stores nothing', async (_name, headers, extra) => {
    const p = await newProgram();
    const answer = await postForm(p.slug, { order: 'S-1', status: 'booked', commission: '1', ...extra }, headers as Record<string, string>);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'The secret is missing or wrong: send it as Authorization: Bearer {secret} or as secret=' });
    expect(await conversion(p.id, 'S-1')).toBeNull();
    // Bad fields with a wrong secret are still 401: nothing is said about the fields.
    expect((await getQuery(p.slug, { status: 'nonsense', secret: 'x' })).status).toBe(401);
  });

  it('answers an unknown program with 404', async () => {
    const answer = await getQuery('no-such-network', { order: 'U-1', status: 'booked', commission: '1', secret: 'x' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No affiliate program has this postback address' });
  });

  it.each([
    [{ order: '' }, { order: 'order (the network’s transaction id) is required, at most 100 characters' }],
    [{ order: 'o'.repeat(101) }, { order: 'order must be at most 100 characters' }],
    [{ status: 'approved' }, { status: 'status must be one of booked, confirmed, paid, reversed' }],
    [{ commission: '-1' }, { commission: 'commission must be an amount of 0 or more with at most two decimals' }],
    [{ commission: '1.234' }, { commission: 'commission must be an amount of 0 or more with at most two decimals' }],
    [{ commission: '' }, { commission: 'commission must be an amount of 0 or more with at most two decimals' }],
    [{ currency: 'dollars' }, { currency: 'currency must be a three-letter code such as USD' }],
    [{ value: 'lots' }, { value: 'value must be an amount of 0 or more with at most two decimals' }],
    [{ click: 'a b' }, { click: 'click (the sub-ID) must be 1 to 64 letters, digits, _, . or -' }],
  ])('refuses bad fields with 400 and field messages, storing nothing: %o', async (bad, errors) => {
    const p = await newProgram();
    const answer = await postForm(p.slug, { order: 'B-1', status: 'booked', commission: '1', ...bad }, bearer(p.secret));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(await server.db.getRepository(Conversion).countBy({ programId: p.id })).toBe(0);
  });

  it('keeps a booking whose click the site never counted (or counted before the claim window) as unattributed', async () => {
    const p = await newProgram({ claimWindowDays: 7 });
    const unknown = await postForm(p.slug, { click: 'never-counted-01', order: 'UA-1', status: 'booked', commission: '5' }, bearer(p.secret));
    expect(unknown.status).toBe(200);
    expect(unknown.body.attributed).toBe(false);
    expect(await conversion(p.id, 'UA-1')).toMatchObject({ attributed: false, clickId: 'never-counted-01', providerId: null, page: null });
    await click('too-old-click-01');
    await server.db.getRepository(KeptClick).update({ clickId: 'too-old-click-01' }, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    expect((await postForm(p.slug, { click: 'too-old-click-01', order: 'UA-2', status: 'booked', commission: '5' }, bearer(p.secret))).body.attributed).toBe(false);
    expect((await postForm(p.slug, { order: 'UA-3', status: 'booked', commission: '5' }, bearer(p.secret))).body.attributed).toBe(false);
  });

  it('keeps a booking whose click was on a provider the program does not cover as unattributed; a program listing none covers every provider', async () => {
    const p = await newProgram(); // covers providerId only
    await click('uncovered-click-01', 'comparison', otherProviderId);
    const answer = await postForm(p.slug, { click: 'uncovered-click-01', order: 'CV-1', status: 'booked', commission: '5' }, bearer(p.secret));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ order: 'CV-1', status: 'booked', current: 'booked', applied: true, attributed: false, outcome: 'stored', message: 'Stored: the conversion is booked now.' });
    expect(await conversion(p.id, 'CV-1')).toMatchObject({ unattributedReason: 'not-covered' });
    expect(await conversion(p.id, 'CV-1')).toMatchObject({ attributed: false, clickId: 'uncovered-click-01', providerId: null, page: null, commissionCents: 500 });
    // It stays unattributed as it moves on.
    expect((await postForm(p.slug, { click: 'uncovered-click-01', order: 'CV-1', status: 'confirmed', commission: '5' }, bearer(p.secret))).body).toMatchObject({ applied: true, attributed: false });
    // The same program's click on a provider it covers is credited.
    await click('covered-click-001', 'comparison', providerId);
    expect((await postForm(p.slug, { click: 'covered-click-001', order: 'CV-2', status: 'booked', commission: '5' }, bearer(p.secret))).body.attributed).toBe(true);
    // Once the program covers the provider, its next booking is credited.
    const updated = await admin.request('PUT', `/api/admin/affiliate-programs/${p.id}`, { json: { name: `Network ${p.id}`, slug: p.slug, providerIds: [providerId, otherProviderId], subIdParam: 'subid', claimWindowDays: 30 } });
    expect(updated.status).toBe(200);
    expect((await postForm(p.slug, { click: 'uncovered-click-01', order: 'CV-3', status: 'booked', commission: '5' }, bearer(p.secret))).body.attributed).toBe(true);
    expect(await conversion(p.id, 'CV-3')).toMatchObject({ providerId: otherProviderId, page: 'comparison' });
    // A program that lists no provider covers them all.
    const all = await newProgram({ providerIds: [] });
    expect((await postForm(all.slug, { click: 'uncovered-click-01', order: 'CV-4', status: 'booked', commission: '5' }, bearer(all.secret))).body.attributed).toBe(true);
  });

  it("reads the click id under the program's own sub-ID parameter, any case, and a JSON body", async () => {
    const p = await newProgram({ subIdParam: 'clickref', providerIds: [otherProviderId] });
    await click('sub-param-click-1', 'provider', otherProviderId);
    const answer = await network().post(`/api/postbacks/${p.slug}`, { clickref: 'SUB-PARAM-CLICK-1', order: 'SP-1', status: 'booked', commission: '2', currency: 'eur' }, bearer(p.secret));
    expect(answer.body.attributed).toBe(true);
    expect(await conversion(p.id, 'SP-1')).toMatchObject({ providerId: otherProviderId, page: 'provider', currency: 'EUR' });
  });

  it('throttles one program (429 with Retry-After) without touching another, and never counts a replay', async () => {
    const p = await newProgram();
    const q = await newProgram();
    const answers = [];
    for (let i = 0; i < BURST + 2; i++) answers.push(await postForm(p.slug, { order: `T-${i}`, status: 'booked', commission: '1' }, bearer(p.secret)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(BURST);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused[0].body.message).toMatch(/^Too many postbacks for this program\. Please try again in \d+ minutes?\.$/);
    expect(await server.db.getRepository(Conversion).countBy({ programId: p.id })).toBe(BURST);
    // A replay of a stored report is answered, not throttled.
    expect((await postForm(p.slug, { order: 'T-0', status: 'booked', commission: '1' }, bearer(p.secret))).status).toBe(200);
    expect((await postForm(q.slug, { order: 'T-0', status: 'booked', commission: '1' }, bearer(q.secret))).status).toBe(200);
  });

  it('writes postbacks arriving together in one transaction, each answered after it is stored', async () => {
    const p = await newProgram();
    let transactions = 0;
    const counter: EntitySubscriberInterface = {
      // Only outer transactions: the batch's savepoints (one per report) start deeper.
      afterTransactionStart: (event: TransactionStartEvent) => void (depthOf(event) === 1 && transactions++),
    };
    server.db.subscribers.push(counter);
    try {
      const orders = ['BW-1', 'BW-2', 'BW-3', 'BW-4', 'BW-5'];
      const answers = await Promise.all(orders.map((order) => postForm(p.slug, { order, status: 'booked', commission: '3' }, bearer(p.secret))));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.map((a) => a.body.order)).toEqual(orders);
      // Fewer transactions than reports (one, unless the five straddle two batches).
      expect(transactions).toBeLessThanOrEqual(2);
      expect(await server.db.getRepository(Conversion).countBy({ programId: p.id })).toBe(5);
      // The same report three times in one batch (another program: the allowance counts each before
      // knowing): stored once, all three answered as the first.
      const q = await newProgram();
      await postForm(q.slug, { order: 'BW-1', status: 'booked', commission: '3' }, bearer(q.secret));
      transactions = 0;
      const same = await Promise.all([1, 2, 3].map(() => postForm(q.slug, { order: 'BW-1', status: 'confirmed', commission: '3' }, bearer(q.secret))));
      for (const a of same) expect(a.body).toMatchObject({ order: 'BW-1', status: 'confirmed', current: 'confirmed', applied: true, attributed: false });
      expect(same.map((a) => a.body.outcome).sort()).toEqual(['repeat', 'repeat', 'stored']);
      expect((await events((await conversion(q.id, 'BW-1'))!.id)).map((e) => e.status)).toEqual(['booked', 'confirmed']);
      expect(transactions).toBeLessThanOrEqual(2);
    } finally {
      server.db.subscribers.splice(server.db.subscribers.indexOf(counter), 1);
    }
  });

  it('records when a program last reported', async () => {
    const p = await newProgram();
    await postForm(p.slug, { order: 'LP-1', status: 'booked', commission: '1' }, bearer(p.secret));
    const listed = (await admin.get('/api/admin/affiliate-programs')).body.find((x: { id: number }) => x.id === p.id);
    expect(Math.abs(Date.parse(listed.lastPostbackAt) - Date.now())).toBeLessThan(60_000);
  });
});

describe('the ledger keeps what happened (issue 31, items 10 and 12)', () => {
  const CONVERSION = 'order status commissionCents lostCents reversedFrom clawback unattributedReason events { status commissionCents correction }';
  /** One conversion as both admin transports answer it. */
  async function viewsOf(order: string) {
    const graphql = await admin.gql(`query($q: String) { conversions(q: $q) { items { ${CONVERSION} } } }`, { q: order });
    expect(graphql.body.errors).toBeUndefined();
    const rest = await admin.get(`/api/admin/conversions?q=${encodeURIComponent(order)}`);
    return [graphql.body.data.conversions.items.find((c: { order: string }) => c.order === order), rest.body.find((c: { order: string }) => c.order === order)];
  }
  const history = (c: { events: { status: string; commissionCents: number; correction: boolean }[] }) => c.events.map((e) => [e.status, e.commissionCents, e.correction]);

  it('keeps the commission a reversal after confirmed lost, whatever amount the reversal reports', async () => {
    for (const [order, reported] of [['LO-1', '0'], ['LO-2', '7.50'], ['LO-3', '2.00']]) {
      const p = await newProgram(); // a program each: the throttle allows BURST reports
      await postForm(p.slug, { order, status: 'booked', commission: '8' }, bearer(p.secret));
      await postForm(p.slug, { order, status: 'confirmed', commission: '7.50' }, bearer(p.secret));
      const reversed = await postForm(p.slug, { order, status: 'reversed', commission: reported }, bearer(p.secret));
      expect(reversed.body).toMatchObject({ status: 'reversed', current: 'reversed', applied: true, outcome: 'stored' });
      for (const view of await viewsOf(order)) {
        expect(view).toMatchObject({ status: 'reversed', commissionCents: Math.round(Number(reported) * 100), lostCents: 750, reversedFrom: 'confirmed', clawback: false });
        expect(history(view)).toEqual([['booked', 800, false], ['confirmed', 750, false], ['reversed', Math.round(Number(reported) * 100), false]]);
      }
    }
    // Reported reversed at once: what it lost is what the report says.
    const p = await newProgram();
    await postForm(p.slug, { order: 'LO-4', status: 'reversed', commission: '3' }, bearer(p.secret));
    for (const view of await viewsOf('LO-4')) expect(view).toMatchObject({ lostCents: 300, reversedFrom: null, clawback: false });
  });

  it('records a reversal after paid as a clawback', async () => {
    const p = await newProgram();
    for (const status of ['booked', 'confirmed', 'paid']) await postForm(p.slug, { order: 'CB-1', status, commission: '4.25' }, bearer(p.secret));
    const clawback = await postForm(p.slug, { order: 'CB-1', status: 'reversed', commission: '0' }, bearer(p.secret));
    expect(clawback.status).toBe(200);
    expect(clawback.body).toMatchObject({ order: 'CB-1', status: 'reversed', current: 'reversed', applied: true, outcome: 'stored', message: 'Stored as a clawback: the conversion was paid and is reversed now.' });
    for (const view of await viewsOf('CB-1')) {
      expect(view).toMatchObject({ status: 'reversed', lostCents: 425, reversedFrom: 'paid', clawback: true });
      expect(history(view)).toEqual([['booked', 425, false], ['confirmed', 425, false], ['paid', 425, false], ['reversed', 0, false]]);
    }
    // A reversed conversion moves no more.
    expect((await postForm(p.slug, { order: 'CB-1', status: 'paid', commission: '4.25' }, bearer(p.secret))).body).toMatchObject({ current: 'reversed', applied: true, outcome: 'repeat' });
  });

  it('applies a corrected commission on the status a conversion is at, keeping the earlier amount in its history', async () => {
    const p = await newProgram();
    await postForm(p.slug, { order: 'CO-1', status: 'confirmed', commission: '7' }, bearer(p.secret));
    const corrected = await postForm(p.slug, { order: 'CO-1', status: 'confirmed', commission: '6.50' }, bearer(p.secret));
    expect(corrected.body).toEqual({
      order: 'CO-1',
      status: 'confirmed',
      current: 'confirmed',
      applied: true,
      attributed: false,
      outcome: 'corrected',
      message: 'Applied: the confirmed commission was corrected from 7.00 to 6.50; both are kept in the history.',
    });
    expect(await conversion(p.id, 'CO-1')).toMatchObject({ status: 'confirmed', commissionCents: 650 });
    // The first report again is a replay: answered, nothing changed; so is the correction again.
    for (const commission of ['7', '6.50']) {
      expect((await postForm(p.slug, { order: 'CO-1', status: 'confirmed', commission }, bearer(p.secret))).body).toMatchObject({ current: 'confirmed', applied: true, outcome: 'repeat' });
    }
    for (const view of await viewsOf('CO-1')) {
      expect(view.commissionCents).toBe(650);
      expect(history(view)).toEqual([['confirmed', 700, false], ['confirmed', 650, true]]);
    }
  });

  it('refuses a new commission for an earlier status with an answer saying it was not applied', async () => {
    const p = await newProgram();
    await postForm(p.slug, { order: 'CR-1', status: 'booked', commission: '5' }, bearer(p.secret));
    await postForm(p.slug, { order: 'CR-1', status: 'confirmed', commission: '5' }, bearer(p.secret));
    const refused = await postForm(p.slug, { order: 'CR-1', status: 'booked', commission: '4' }, bearer(p.secret));
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      order: 'CR-1',
      status: 'booked',
      current: 'confirmed',
      applied: false,
      attributed: false,
      outcome: 'late',
      message: 'Not applied: the conversion is confirmed now; a booked report (its commission included) cannot change it.',
    });
    expect(await conversion(p.id, 'CR-1')).toMatchObject({ status: 'confirmed', commissionCents: 500 });
    expect((await events((await conversion(p.id, 'CR-1'))!.id)).map((e) => [e.status, e.commissionCents])).toEqual([['booked', 500], ['confirmed', 500]]);
  });

  it("answers a replay with the conversion's status now", async () => {
    const p = await newProgram();
    const first = await postForm(p.slug, { order: 'RN-1', status: 'booked', commission: '5' }, bearer(p.secret));
    expect(first.body).toMatchObject({ status: 'booked', current: 'booked', applied: true, outcome: 'stored', message: 'Stored: the conversion is booked now.' });
    await postForm(p.slug, { order: 'RN-1', status: 'confirmed', commission: '5' }, bearer(p.secret));
    const replay = await postForm(p.slug, { order: 'RN-1', status: 'booked', commission: '5' }, bearer(p.secret));
    expect(replay.body).toEqual({ order: 'RN-1', status: 'booked', current: 'confirmed', applied: true, attributed: false, outcome: 'repeat', message: 'Already stored: nothing changed. The conversion is confirmed now.' });
  });

  it('stores a sub-ID the site did not issue as unattributed instead of refusing it', async () => {
    const p = await newProgram();
    const subIds = ['tp_123.ABC', 'x', 'a.b-c_d', 'S.'.repeat(32), 'short-1'];
    for (const [i, subid] of subIds.entries()) {
      const answer = await postForm(p.slug, { subid, order: `NI-${i}`, status: 'booked', commission: '1' }, bearer(p.secret));
      expect([subid, answer.status, answer.body.attributed]).toEqual([subid, 200, false]);
      expect(await conversion(p.id, `NI-${i}`)).toMatchObject({ clickId: subid.toLowerCase(), attributed: false, unattributedReason: 'not-issued' });
    }
    for (const view of await viewsOf('NI-0')) expect(view).toMatchObject({ unattributedReason: 'not-issued' });
    // One the site could have issued but never counted keeps its own reason.
    await postForm(p.slug, { subid: 'never-counted-02', order: 'NI-9', status: 'booked', commission: '1' }, bearer(p.secret));
    expect(await conversion(p.id, 'NI-9')).toMatchObject({ unattributedReason: 'unknown-click' });
    const pattern = 'click (the sub-ID) must be 1 to 64 letters, digits, _, . or -';
    for (const [bad, message] of [['a b', pattern], ['a/b', pattern], ['ü-click-0001', pattern], ['S'.repeat(65), 'click must be at most 64 characters']]) {
      const answer = await postForm(p.slug, { subid: bad, order: 'NI-X', status: 'booked', commission: '1' }, bearer(p.secret));
      expect([bad, answer.status, answer.body.errors]).toEqual([bad, 400, { click: message }]);
    }
    expect(await conversion(p.id, 'NI-X')).toBeNull();
  });
});
