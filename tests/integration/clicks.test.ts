// Booking clicks over HTTP: a beacon's click is counted per provider, page and day with nothing
// about the person; unknown providers and bad input are refused; crawlers are ignored; a click sent
// twice under its key counts once; a client is throttled like the contact form; the admin reads the
// counts as CSV and through GraphQL clickStats. Runs on SQLite and, in CI, on MariaDB.
import { loadConfig } from '../../api/config';
import { addDays, dayOf } from '../../api/domain/clicks';
import { bookingClickWaitText } from '../../api/domain/texts';
import { BookingClick, IdempotencyKey, Provider } from '../../api/entities';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  'curl/8.5.0',
];
// A burst small enough to reach in a test; the day bound stays far away.
const LIMITS = { BOOKING_CLICK_LIMIT_BURST: '4', BOOKING_CLICK_LIMIT_BURST_MINUTES: '10', BOOKING_CLICK_LIMIT_PER_DAY: '100' };

let server: TestServer;
let admin: Client;
let providerA: number;
let providerB: number;
let nextAddress = 1;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback', ...LIMITS } });
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  providerA = (await admin.post('/api/admin/providers', providerPayload({ name: 'Alpha Rides', slug: 'alpharides' }))).body.id;
  providerB = (await admin.post('/api/admin/providers', providerPayload({ name: 'Beta Cars', slug: 'betacars' }))).body.id;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

/** A traveller's phone at its own address (as the proxy in front of the app reports it). */
function traveller(address = `198.51.100.${nextAddress++}`, userAgent = PHONE) {
  const headers = { 'x-forwarded-for': address, 'user-agent': userAgent };
  const client = new Client(server.url);
  return {
    /** What navigator.sendBeacon(url, string) sends: the JSON as text/plain. */
    beacon: (body: unknown) => client.request('POST', '/api/clicks', { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' } }),
    post: (body: unknown) => client.post('/api/clicks', body, headers),
  };
}

const counts = () => server.db.getRepository(BookingClick).find({ order: { providerId: 'ASC', page: 'ASC', day: 'ASC' } });
const countOf = async (providerId: number, page: string) =>
  (await server.db.getRepository(BookingClick).findBy({ providerId, page })).reduce((sum, row) => sum + row.clicks, 0);
const clear = () => server.db.getRepository(BookingClick).clear();

describe('POST /api/clicks', () => {
  beforeEach(clear);

  it('counts a beacon click under the provider, the page and the site’s day, and a second one on the same row', async () => {
    const before = dayOf(new Date());
    const first = await traveller().beacon({ providerId: providerA, page: 'home', clickId: 'click-0001-aaaa' });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ counted: true });
    expect((await traveller().post({ providerId: providerA, page: 'home' })).body).toEqual({ counted: true });
    const rows = await counts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId: providerA, page: 'home', clicks: 2 });
    expect([before, dayOf(new Date())]).toContain(rows[0].day);
  });

  it('keeps counts per page and per provider apart', async () => {
    const t = traveller();
    await t.beacon({ providerId: providerA, page: 'comparison' });
    await t.beacon({ providerId: providerA, page: 'provider' });
    await t.beacon({ providerId: providerB, page: 'provider' });
    await t.beacon({ providerId: providerB, page: 'provider' });
    expect(await countOf(providerA, 'comparison')).toBe(1);
    expect(await countOf(providerA, 'provider')).toBe(1);
    expect(await countOf(providerB, 'provider')).toBe(2);
    expect(await countOf(providerB, 'comparison')).toBe(0);
  });

  it('keeps nothing about the person: counts only, and a click key without address or agent', async () => {
    expect(server.db.getMetadata(BookingClick).columns.map((c) => c.databaseName).sort()).toEqual(['clicks', 'day', 'page', 'providerId']);
    expect(server.db.getMetadata(IdempotencyKey).columns.map((c) => c.databaseName).sort()).toEqual(['createdAt', 'fingerprint', 'idempotencyKey', 'resultId', 'scope']);
    await traveller('198.51.100.200').beacon({ providerId: providerA, page: 'home', clickId: 'person-check-0001' });
    const key = await server.db.getRepository(IdempotencyKey).findOneByOrFail({ idempotencyKey: 'person-check-0001' });
    expect(JSON.stringify(key)).not.toMatch(/198\.51\.100\.200|Android|Pixel/);
    const answer = await traveller().beacon({ providerId: providerA, page: 'home' });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an unknown provider with 400 and stores nothing', async () => {
    const answer = await traveller().beacon({ providerId: 987654, page: 'home' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'providerId must be the id of a provider', errors: { providerId: 'providerId must be the id of a provider' } });
    expect(await counts()).toEqual([]);
  });

  it.each([
    ['no provider', { page: 'home' }, { providerId: 'providerId must be the id of a provider' }],
    ['a provider id that is not a whole number', { providerId: 'abc', page: 'home' }, { providerId: 'providerId must be the id of a provider' }],
    ['an unknown page', { providerId: 1, page: '/providers/x?utm=1' }, { page: 'page must be one of: home, comparison, providers, provider, partner' }],
    ['a malformed click key', { providerId: 1, page: 'home', clickId: 'x y' }, { clickId: 'clickId must be 8 to 64 letters, digits or -' }],
  ])('refuses %s with 400 and its field message', async (_name, body, errors) => {
    const answer = await traveller().beacon(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(await counts()).toEqual([]);
  });

  it('refuses a body that is not JSON, not an object, or too large, with 4xx JSON', async () => {
    const t = traveller();
    const notJson = await t.beacon('providerId=1&page=home');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'The request body is not valid JSON' });
    const list = await t.beacon('[1, 2]');
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ message: 'Expected a JSON object', errors: { body: 'Expected a JSON object' } });
    const large = await t.beacon(JSON.stringify({ providerId: providerA, page: 'home', padding: 'x'.repeat(5000) }));
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: expect.any(String) });
    expect(await counts()).toEqual([]);
  });

  it.each(CRAWLERS)('answers a crawler (%s) without counting or throttling it', async (userAgent) => {
    const address = `198.51.100.${nextAddress++}`;
    const crawler = traveller(address, userAgent);
    for (let i = 0; i < 6; i++) expect((await crawler.beacon({ providerId: providerA, page: 'home' })).body).toEqual({ counted: false, reason: 'crawler' });
    expect(await counts()).toEqual([]);
    // The crawler's clicks used none of the address's allowance.
    const person = traveller(address);
    for (let i = 0; i < 4; i++) expect((await person.beacon({ providerId: providerA, page: 'home' })).body).toEqual({ counted: true });
    expect(await countOf(providerA, 'home')).toBe(4);
  });

  it("ignores a click another site's page sent (Sec-Fetch-Site: cross-site), and counts this site's and a server's", async () => {
    const address = `198.51.100.${nextAddress++}`;
    const post = (fetchSite?: string) =>
      new Client(server.url).request('POST', '/api/clicks', {
        body: JSON.stringify({ providerId: providerB, page: 'home' }),
        headers: { 'x-forwarded-for': address, 'user-agent': PHONE, 'content-type': 'text/plain', ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) },
      });
    for (let i = 0; i < 5; i++) expect((await post('cross-site')).body).toEqual({ counted: false, reason: 'cross-site' });
    expect(await countOf(providerB, 'home')).toBe(0);
    // None of that used the address's allowance.
    expect((await post('same-origin')).body).toEqual({ counted: true });
    expect((await post('same-site')).body).toEqual({ counted: true });
    expect((await post()).body).toEqual({ counted: true });
    expect((await post('none')).body).toEqual({ counted: true });
    expect(await countOf(providerB, 'home')).toBe(4);
  });

  it('counts a click sent twice under its key once, and never throttles the repeat', async () => {
    const t = traveller();
    const click = { providerId: providerB, page: 'comparison', clickId: '5b0b7a52-3c57-4a5e-9e3f-6f1f2f1d9c01' };
    expect((await t.beacon(click)).body).toEqual({ counted: true });
    expect((await t.beacon(click)).body).toEqual({ counted: false, reason: 'repeat' });
    // Keys are matched without regard to case on both databases.
    expect((await t.beacon({ ...click, clickId: click.clickId.toUpperCase() })).body).toEqual({ counted: false, reason: 'repeat' });
    for (let i = 0; i < 3; i++) await t.beacon({ providerId: providerB, page: 'comparison' });
    expect((await t.beacon({ providerId: providerB, page: 'comparison' })).status).toBe(429);
    const repeat = await t.beacon(click);
    expect(repeat.status).toBe(202);
    expect(repeat.body).toEqual({ counted: false, reason: 'repeat' });
    expect(await countOf(providerB, 'comparison')).toBe(4);
  });

  it('counts the same key sent at the same moment once', async () => {
    const t = traveller();
    const click = { providerId: providerA, page: 'providers', clickId: 'race-key-0000001' };
    const answers = await Promise.all([t.beacon(click), t.beacon(click), t.beacon(click)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers.filter((a) => a.body.counted)).toHaveLength(1);
    expect(await countOf(providerA, 'providers')).toBe(1);
  });

  it('throttles one client like the contact form: 429 with Retry-After and the wait text, other clients unaffected', async () => {
    const address = '198.51.100.240';
    const t = traveller(address);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.beacon({ providerId: providerA, page: 'home' })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(4);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(6);
    const seconds = Number(refused[0].headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(refused[0].body).toEqual({ message: bookingClickWaitText(Math.ceil(seconds / 60)) });
    expect(refused[0].body.message).toMatch(/^Too many booking clicks from your connection\. Please try again in \d+ minutes?\.$/);
    expect(await countOf(providerA, 'home')).toBe(4);
    expect((await traveller('198.51.100.241').beacon({ providerId: providerA, page: 'home' })).status).toBe(202);
    // An unknown provider is refused before the throttle: it uses none of the allowance.
    expect((await traveller(address).beacon({ providerId: 987654, page: 'home' })).status).toBe(400);
  });

  it('keeps the counts of a provider deleted after its clicks (it is archived instead) and refuses its new clicks as an unknown provider’s', async () => {
    const kept = (await admin.post('/api/admin/providers', providerPayload({ name: 'Gone Soon', slug: 'gonesoon' }))).body.id;
    await traveller().beacon({ providerId: kept, page: 'provider' });
    expect(await countOf(kept, 'provider')).toBe(1);
    const removed = await admin.delete(`/api/admin/providers/${kept}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, id: kept, archived: true });
    expect(await countOf(kept, 'provider')).toBe(1);
    const refused = await traveller().beacon({ providerId: kept, page: 'provider' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual((await traveller().beacon({ providerId: 987654, page: 'provider' })).body);
    expect(await countOf(kept, 'provider')).toBe(1);
  });

  it('forgets click keys after two days', async () => {
    await traveller().beacon({ providerId: providerA, page: 'home', clickId: 'old-key-00000001' });
    await traveller().beacon({ providerId: providerA, page: 'home', clickId: 'new-key-00000001' });
    const keys = server.db.getRepository(IdempotencyKey);
    await keys.update({ idempotencyKey: 'old-key-00000001' }, { createdAt: new Date(Date.now() - 49 * 3600_000) });
    expect(await server.services.clicks.sweepKeys()).toBe(1);
    expect(await keys.existsBy({ idempotencyKey: 'old-key-00000001' })).toBe(false);
    expect(await keys.existsBy({ idempotencyKey: 'new-key-00000001' })).toBe(true);
  });
});

describe('limits from the environment', () => {
  it('reads BOOKING_CLICK_LIMIT_* with the documented defaults, and refuses nonsense at start-up', () => {
    const base = { DATA_DIR: server.dataDir, SESSION_SECRET: 's' };
    expect(loadConfig(base).bookingClickLimits).toEqual({ burst: 30, burstMinutes: 10, perDay: 300 });
    expect(loadConfig({ ...base, BOOKING_CLICK_LIMIT_BURST: '60', BOOKING_CLICK_LIMIT_BURST_MINUTES: '5', BOOKING_CLICK_LIMIT_PER_DAY: '1000' }).bookingClickLimits).toEqual({
      burst: 60,
      burstMinutes: 5,
      perDay: 1000,
    });
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ ...base, BOOKING_CLICK_LIMIT_BURST: bad })).toThrow(/BOOKING_CLICK_LIMIT_BURST must be a whole number/);
    }
  });
});

describe('the admin’s reports', () => {
  const today = dayOf(new Date());
  let providerQuote: number;

  beforeAll(async () => {
    await clear();
    // A name a spreadsheet would run as a formula, with a comma and a quote.
    providerQuote = (await admin.post('/api/admin/providers', providerPayload({ name: '=Cheap, "fast" cars', slug: 'cheapfastcars' }))).body.id;
    const rows: Partial<BookingClick>[] = [
      { providerId: providerA, page: 'home', day: today, clicks: 3 },
      { providerId: providerA, page: 'comparison', day: addDays(today, -2), clicks: 2 },
      { providerId: providerB, page: 'provider', day: addDays(today, -6), clicks: 1 },
      { providerId: providerB, page: 'provider', day: addDays(today, -10), clicks: 7 },
      { providerId: providerQuote, page: 'providers', day: addDays(today, -29), clicks: 4 },
      { providerId: providerQuote, page: 'providers', day: addDays(today, -30), clicks: 100 },
    ];
    await server.db.getRepository(BookingClick).insert(rows);
  });

  it('CSV: a row per day, provider and page with clicks, oldest first, for the last 30 days by default', async () => {
    const csv = await admin.get('/api/admin/clicks.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename=booking-clicks-${addDays(today, -29)}-to-${today}.csv`);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(csv.text.split('\r\n')).toEqual([
      'date,provider_id,provider,slug,page,clicks',
      `${addDays(today, -29)},${providerQuote},"'=Cheap, ""fast"" cars",cheapfastcars,providers,4`,
      `${addDays(today, -10)},${providerB},Beta Cars,betacars,provider,7`,
      `${addDays(today, -6)},${providerB},Beta Cars,betacars,provider,1`,
      `${addDays(today, -2)},${providerA},Alpha Rides,alpharides,comparison,2`,
      `${today},${providerA},Alpha Rides,alpharides,home,3`,
      '',
    ]);
  });

  it('CSV: ?days=7 keeps the last seven days', async () => {
    const csv = await admin.get('/api/admin/clicks.csv?days=7');
    expect(csv.headers.get('content-disposition')).toContain(`booking-clicks-${addDays(today, -6)}-to-${today}.csv`);
    expect(csv.text.trim().split('\r\n').slice(1).map((line) => line.split(',')[0])).toEqual([addDays(today, -6), addDays(today, -2), today]);
  });

  it.each(['0', '367', '7.5', 'week', '-1'])('CSV: ?days=%s answers 400 with the rule’s message', async (days) => {
    const csv = await admin.get(`/api/admin/clicks.csv?days=${days}`);
    expect(csv.status).toBe(400);
    expect(csv.body).toEqual({ message: 'days must be a whole number from 1 to 366', errors: { days: 'days must be a whole number from 1 to 366' } });
  });

  it('CSV: refused to anyone but an admin', async () => {
    expect((await new Client(server.url).get('/api/admin/clicks.csv?days=30')).status).toBe(401);
  });

  const STATS = `query ($days: Int!) { clickStats(days: $days) { provider { id name slug } clicks daily { day clicks } pages { page label clicks } } }`;

  it('GraphQL clickStats: per provider, most clicked first, with every day and every page', async () => {
    const answer = await admin.gql(STATS, { days: 7 });
    expect(answer.body.errors).toBeUndefined();
    const stats = answer.body.data.clickStats;
    expect(stats.map((s: { provider: { slug: string }; clicks: number }) => [s.provider.slug, s.clicks])).toEqual([
      ['alpharides', 5],
      ['betacars', 1],
    ]);
    expect(stats[0].provider).toEqual({ id: providerA, name: 'Alpha Rides', slug: 'alpharides' });
    expect(stats[0].daily).toHaveLength(7);
    expect(stats[0].daily[0]).toEqual({ day: addDays(today, -6), clicks: 0 });
    expect(stats[0].daily[4]).toEqual({ day: addDays(today, -2), clicks: 2 });
    expect(stats[0].daily[6]).toEqual({ day: today, clicks: 3 });
    expect(stats[0].pages).toEqual([
      { page: 'home', label: 'Home page cards', clicks: 3 },
      { page: 'comparison', label: 'Comparison table', clicks: 2 },
      { page: 'providers', label: 'Providers page', clicks: 0 },
      { page: 'provider', label: 'Provider page', clicks: 0 },
      { page: 'partner', label: 'Partner links', clicks: 0 },
    ]);
    const month = (await admin.gql(STATS, { days: 30 })).body.data.clickStats;
    expect(month.map((s: { provider: { slug: string }; clicks: number }) => [s.provider.slug, s.clicks])).toEqual([
      ['betacars', 8],
      ['alpharides', 5],
      ['cheapfastcars', 4],
    ]);
  });

  it('GraphQL clickStats: refused to anyone but an admin, and a bad range is BAD_USER_INPUT', async () => {
    const anonymous = await new Client(server.url).gql(STATS, { days: 7 });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const bad = await admin.gql(STATS, { days: 400 });
    expect(bad.body.errors[0].message).toBe('days must be a whole number from 1 to 366');
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts reach the reports the moment they are made', async () => {
    await traveller().beacon({ providerId: providerQuote, page: 'home' });
    const stats = (await admin.gql(STATS, { days: 1 })).body.data.clickStats;
    expect(stats.map((s: { provider: { id: number }; clicks: number }) => [s.provider.id, s.clicks])).toEqual([
      [providerA, 3],
      [providerQuote, 1],
    ]);
    expect(await server.db.getRepository(Provider).existsBy({ id: providerQuote })).toBe(true);
  });
});
