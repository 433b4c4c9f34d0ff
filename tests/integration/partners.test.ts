// Partners (integrators) over HTTP, on SQLite and on MariaDB: owners make partners and keys (shown
// once, rotated, disabled), keys on both transports (wrong, disabled, rotated out: 401 JSON, never
// anonymous), per-key quotas with the RateLimit headers and 429 + Retry-After, booking links
// (GraphQL and REST) -> one click for the partner -> a network's postback -> the partner's report
// with its share (JSON and CSV) and the owner's per-partner earnings; another partner sees nothing;
// honest server clients with a key are no crawlers; CORS for the partner's allowed origins only.
import { KeptClick } from '../../api/entities';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(90_000);

let server: TestServer;
let owner: Client;
let providerId: number;
const APP_ORIGIN = 'https://app.travelco.example';

beforeAll(async () => {
  server = await startTestServer();
  owner = new Client(server.url);
  await loginAs(owner, ADMIN.username, ADMIN.password);
  const made = await owner.post(
    '/api/admin/providers',
    providerPayload({ name: 'Partner Rides', slug: 'partnerrides', bookingUrl: 'https://book.partnerrides.example/go?sid={clickId}&from={from}&to={to}&pax={passengers}&date={date}' }),
  );
  expect(made.status).toBe(201);
  providerId = made.body.id;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const CREATE = `mutation ($input: PartnerInput!) { createPartner(input: $input) { key partner { id slug keyHint allowedOrigins revenueSharePercent quotaPerMinute disabledAt version } } }`;
let partnerCount = 0;

async function newPartner(over: Record<string, unknown> = {}) {
  partnerCount++;
  const answer = await owner.gql(CREATE, { input: { name: `TravelCo ${partnerCount}`, slug: `travelco-${partnerCount}`, revenueSharePercent: 25, allowedOrigins: [APP_ORIGIN], ...over } });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createPartner as { key: string; partner: { id: string; slug: string; keyHint: string; version: number } };
}

const keyed = (key: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, ...extra });
const REPORT = `query ($days: Int!) { partnerReport(days: $days) { partner { slug } clicks bookings pendingCents confirmedCents shareCents sharePendingCents shareConfirmedCents providers { provider { id } clicks bookings shareCents } refs { partnerRef clicks bookings shareCents } } }`;
const LINK = `mutation ($input: BookingLinkInput!) { bookingLink(input: $input) { url clickId expiresAt } }`;
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

describe('partners and keys (owner)', () => {
  it('makes a partner and shows its key once; the list holds only its last four characters; an editor may not', async () => {
    const { key, partner } = await newPartner();
    expect(key).toMatch(/^rdu_pk_[A-Za-z0-9_-]{43}$/);
    expect(partner.keyHint).toBe(key.slice(-4));
    const list = await owner.gql('{ partners { id slug keyHint } }');
    expect(list.text).not.toContain(key);
    expect(list.body.data.partners).toEqual(expect.arrayContaining([{ id: partner.id, slug: partner.slug, keyHint: key.slice(-4) }]));

    await server.services.users.create({ kind: 'system' }, { username: 'partner-editor', password: 'partner-editor-password-9' }, 'EDITOR');
    const editor = new Client(server.url);
    await loginAs(editor, 'partner-editor', 'partner-editor-password-9');
    const refused = await editor.gql(CREATE, { input: { name: 'Nope Travel', slug: 'nope' } });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await editor.gql('{ partners { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses bad settings with every field message and stores nothing', async () => {
    const before = (await owner.gql('{ partners { id } }')).body.data.partners.length;
    const answer = await owner.gql(CREATE, { input: { name: 'X', slug: 'Bad Slug', revenueSharePercent: 150, allowedOrigins: ['https://app.example.com/path'], webhookUrl: 'ftp://x' } });
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(answer.body.errors[0].extensions.fields ?? answer.body.errors[0].extensions.errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'slug', 'revenueSharePercent', 'allowedOrigins', 'webhookUrl']),
    );
    expect((await owner.gql('{ partners { id } }')).body.data.partners.length).toBe(before);
    const taken = await owner.gql(CREATE, { input: { name: 'Again', slug: 'travelco-1' } });
    expect(taken.body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('refuses a stale update with CONFLICT and the partner as it is now (who changed it, when), storing nothing, as the other admin forms', async () => {
    const { partner } = await newPartner();
    const UPDATE = `mutation ($id: ID!, $input: PartnerInput!) { updatePartner(id: $id, input: $input) { name version } }`;
    const first = await owner.gql(UPDATE, { id: partner.id, input: { name: 'Renamed First', slug: partner.slug, expectedVersion: partner.version } });
    expect(first.body.data.updatePartner).toEqual({ name: 'Renamed First', version: partner.version + 1 });
    const stale = await owner.gql(UPDATE, { id: partner.id, input: { name: 'Renamed Late', slug: partner.slug, expectedVersion: partner.version } });
    const ext = stale.body.errors[0].extensions;
    expect(ext.code).toBe('CONFLICT');
    expect(ext).toMatchObject({ version: partner.version + 1, changedBy: ADMIN.username, current: { name: 'Renamed First', slug: partner.slug, keyHint: partner.keyHint } });
    expect(String(ext.current.id)).toBe(partner.id);
    expect(typeof ext.changedAt).toBe('string');
    expect(JSON.stringify(ext)).not.toMatch(/keyHash/);
    const now = (await owner.gql('{ partners { id name version } }')).body.data.partners.find((p: { id: string }) => p.id === partner.id);
    expect(now).toEqual({ id: partner.id, name: 'Renamed First', version: partner.version + 1 });
  });

  it('writes the audit trail for create, update, key rotation and disable, never the key', async () => {
    const { key, partner } = await newPartner();
    await owner.gql(`mutation { updatePartner(id: "${partner.id}", input: { name: "Renamed Travel", slug: "${partner.slug}", revenueSharePercent: 30 }) { id } }`);
    const rotated = await owner.gql(`mutation { rotatePartnerKey(id: "${partner.id}") { key } }`);
    await owner.gql(`mutation { disablePartner(id: "${partner.id}") { disabledAt } }`);
    const events = await owner.get(`/api/admin/audit?entityType=Partner&entityId=${partner.id}&order=asc`);
    expect(events.status).toBe(200);
    expect((events.body as { action: string }[]).map((e) => e.action)).toEqual(['create', 'update', 'key-rotate', 'disable']);
    expect(events.text).not.toContain(key);
    expect(events.text).not.toContain(rotated.body.data.rotatePartnerKey.key);
  });
});

describe('keys on requests', () => {
  it('lets anonymous reads work as before and a keyed read through with its quota told', async () => {
    const { key } = await newPartner({ quotaPerMinute: 50 });
    const anonymous = await new Client(server.url).get('/api/providers');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('ratelimit')).toBeNull();
    for (const headers of [keyed(key), { 'x-api-key': key }]) {
      const answer = await new Client(server.url).get('/api/providers', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-policy')).toBe('"partner";q=50;w=60');
      expect(answer.headers.get('ratelimit')).toMatch(/^"partner";r=4[0-9];t=\d+$/);
      expect(answer.headers.get('vary')).toMatch(/Origin/);
    }
    const gql = await new Client(server.url).gql('{ providers { id } }', undefined, { headers: keyed(key) });
    expect(gql.status).toBe(200);
    expect(gql.headers.get('ratelimit-policy')).toBe('"partner";q=50;w=60');
  });

  it.each([
    ['a wrong key', async () => 'rdu_pk_' + 'A'.repeat(43)],
    ['something that is no key', async () => 'hello'],
    ['a disabled partner’s key', async () => {
      const { key, partner } = await newPartner();
      await owner.gql(`mutation { disablePartner(id: "${partner.id}") { id } }`);
      return key;
    }],
    ['a rotated-out key', async () => {
      const { key, partner } = await newPartner();
      const fresh = await owner.gql(`mutation { rotatePartnerKey(id: "${partner.id}") { key } }`);
      expect((await new Client(server.url).get('/api/providers', keyed(fresh.body.data.rotatePartnerKey.key))).status).toBe(200);
      return key;
    }],
  ])('answers %s with 401 JSON on REST and GraphQL, never as anonymous', async (_name, keyOf) => {
    const key = await keyOf();
    const rest = await new Client(server.url).get('/api/providers', keyed(key));
    expect(rest.status).toBe(401);
    expect(rest.body.message).toMatch(/API key/);
    const gql = await new Client(server.url).gql('{ providers { id } }', undefined, { headers: { 'x-api-key': key } });
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('takes a disabled partner back with enablePartner', async () => {
    const { key, partner } = await newPartner();
    await owner.gql(`mutation { disablePartner(id: "${partner.id}") { id } }`);
    expect((await new Client(server.url).get('/api/faqs', keyed(key))).status).toBe(401);
    await owner.gql(`mutation { enablePartner(id: "${partner.id}") { id } }`);
    expect((await new Client(server.url).get('/api/faqs', keyed(key))).status).toBe(200);
  });

  it('answers 429 with Retry-After and the RateLimit headers once the key is over its quota, other keys unaffected', async () => {
    const { key } = await newPartner({ quotaPerMinute: 3 });
    const { key: other } = await newPartner({ quotaPerMinute: 3 });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await new Client(server.url).get('/api/faqs', keyed(key));
      expect(answer.status).toBe(200);
      remaining.push(answer.headers.get('ratelimit')!.split(';')[1]);
    }
    expect(remaining).toEqual(['r=2', 'r=1', 'r=0']);
    const over = await new Client(server.url).get('/api/faqs', keyed(key));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit')).toMatch(/^"partner";r=0;t=\d+$/);
    expect(over.body.message).toMatch(/quota/);
    const gqlOver = await new Client(server.url).gql('{ faqs { id } }', undefined, { headers: keyed(key) });
    expect(gqlOver.status).toBe(429);
    expect(gqlOver.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await new Client(server.url).get('/api/faqs', keyed(other))).status).toBe(200);
  });

  it('counts an honest server client’s click with a key (no crawler), and credits it to the partner', async () => {
    const { key } = await newPartner();
    const body = { providerId, page: 'home', clickId: 'a1b2c3d4-partner-click' };
    const anonymous = await new Client(server.url).post('/api/clicks', { ...body, clickId: 'a1b2c3d4-anon-click' }, { 'user-agent': 'python-requests/2.32' });
    expect(anonymous.body).toEqual({ counted: false, reason: 'crawler' });
    for (const agent of ['node', 'python-requests/2.32', 'Go-http-client/1.1', 'okhttp/4.12', 'TravelCo/1.0']) {
      const answer = await new Client(server.url).post('/api/clicks', { ...body, clickId: `${body.clickId}-${agent.replace(/\W/g, '')}` }, keyed(key, { 'user-agent': agent }));
      expect([agent, answer.status, answer.body]).toEqual([agent, 202, { counted: true }]);
    }
    const kept = await server.db.getRepository(KeptClick).findOneBy({ clickId: `${body.clickId}-node` });
    expect(kept?.partnerId).not.toBeNull();
    // The partner page is a partner's alone.
    const sneaky = await new Client(server.url).post('/api/clicks', { providerId, page: 'partner' }, { 'user-agent': 'Mozilla/5.0 Chrome/150' });
    expect(sneaky.status).toBe(400);
  });
});

describe('booking links, postbacks and the partner report', () => {
  it('needs a key: anonymous and signed-in callers get 401', async () => {
    const rest = await new Client(server.url).post('/api/booking-links', { providerId });
    expect(rest.status).toBe(401);
    expect((await owner.gql(LINK, { input: { providerId } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await new Client(server.url).get('/api/partner/report?days=30')).status).toBe(401);
  });

  it('refuses bad input with field messages (400 / BAD_USER_INPUT) and counts nothing', async () => {
    const { key } = await newPartner();
    const before = await server.db.getRepository(KeptClick).count();
    const rest = await new Client(server.url).post('/api/booking-links', { providerId: 999999, partnerRef: 'has space', trip: { from: 'Nowhere', to: 'RDU Airport' } }, keyed(key));
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.errors)).toEqual(expect.arrayContaining(['partnerRef', 'trip.from']));
    const unknown = await new Client(server.url).post('/api/booking-links', { providerId: 999999 }, keyed(key));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.providerId).toBeDefined();
    const gql = await new Client(server.url).gql(LINK, { input: { providerId, partnerRef: 'x'.repeat(65) } }, { headers: keyed(key) });
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await server.db.getRepository(KeptClick).count()).toBe(before);
  });

  it('makes a filled link on both transports, a postback credits the partner its share, and only it sees its report', async () => {
    const { key } = await newPartner({ revenueSharePercent: 25 });
    const { key: otherKey } = await newPartner({ revenueSharePercent: 50 });
    const date = tomorrow();
    const rest = await new Client(server.url).post(
      '/api/booking-links',
      { providerId, trip: { from: 'RDU Airport', to: 'Durham', date, passengers: 3 }, partnerRef: 'newsletter_11' },
      keyed(key, { 'user-agent': 'python-requests/2.32' }),
    );
    expect(rest.status).toBe(201);
    expect(rest.headers.get('ratelimit')).toMatch(/^"partner";/);
    const { url, clickId, expiresAt } = rest.body;
    expect(url).toBe(`https://book.partnerrides.example/go?sid=${clickId}&from=RDU%20Airport&to=Durham&pax=3&date=${date}`);
    expect(url).not.toMatch(/[{}]/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

    const gql = await new Client(server.url).gql(LINK, { input: { providerId, partnerRef: 'app.home' } }, { headers: keyed(key) });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.bookingLink.url).toBe(`https://book.partnerrides.example/go?sid=${gql.body.data.bookingLink.clickId}`);

    const kept = await server.db.getRepository(KeptClick).findOneBy({ clickId });
    expect(kept).toMatchObject({ page: 'partner', partnerRef: 'newsletter_11', passengers: 3, toPlace: 'Durham' });

    // The network reports a booking for the REST link's click, 12.00 commission.
    const program = await owner.post('/api/admin/affiliate-programs', { name: 'Partner Network', slug: `partner-network-${partnerCount}`, providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(program.status).toBe(201);
    const postback = await new Client(server.url).post(`/api/postbacks/${program.body.slug}`, { order: `ord-${partnerCount}`, click: clickId, status: 'booked', commission: '12.00' }, { authorization: `Bearer ${program.body.secret}` });
    expect(postback.body).toMatchObject({ attributed: true, outcome: 'stored' });

    const report = await new Client(server.url).gql(REPORT, { days: 30 }, { headers: keyed(key) });
    expect(report.body.errors).toBeUndefined();
    const r = report.body.data.partnerReport;
    expect(r).toMatchObject({ clicks: 2, bookings: 1, pendingCents: 1200, sharePendingCents: 300, shareCents: 300 });
    expect(r.providers).toEqual([{ provider: { id: String(providerId) }, clicks: 2, bookings: 1, shareCents: 300 }]);
    expect(r.refs).toEqual(
      expect.arrayContaining([
        { partnerRef: 'newsletter_11', clicks: 1, bookings: 1, shareCents: 300 },
        { partnerRef: 'app.home', clicks: 1, bookings: 0, shareCents: 0 },
      ]),
    );

    const restReport = await new Client(server.url).get('/api/partner/report?days=30', { 'x-api-key': key });
    expect(restReport.status).toBe(200);
    expect(restReport.body).toMatchObject({ clicks: 2, bookings: 1, pendingCents: 1200, shareCents: 300 });
    const csv = await new Client(server.url).get('/api/partner/report?days=30', keyed(key, { accept: 'text/csv' }));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('provider_id,provider,partner_ref,clicks,bookings,pending,confirmed,paid,reversed,share_pending,share_confirmed,share_paid');
    expect(lines).toContain(`${providerId},Partner Rides,newsletter_11,1,1,12.00,0.00,0.00,0.00,3.00,0.00,0.00`);

    // Another partner sees nothing of it.
    const other = await new Client(server.url).get('/api/partner/report?days=30', keyed(otherKey));
    expect(other.body).toMatchObject({ clicks: 0, bookings: 0, pendingCents: 0, shareCents: 0, providers: [], refs: [] });

    // The owner's earnings name the partner with its share.
    const earnings = await owner.gql('{ earnings(days: 30) { partners { partner { slug } clicks bookings pendingCents shareCents } } }');
    expect(earnings.body.data.earnings.partners).toEqual(expect.arrayContaining([{ partner: { slug: r.partner.slug }, clicks: 2, bookings: 1, pendingCents: 1200, shareCents: 300 }]));

    // A later change to the share leaves the booked share as it was.
    const id = (await owner.gql('{ partners { id slug } }')).body.data.partners.find((p: { slug: string }) => p.slug === r.partner.slug).id;
    await owner.gql(`mutation { updatePartner(id: "${id}", input: { name: "Changed", slug: "${r.partner.slug}", revenueSharePercent: 90 }) { id } }`);
    expect((await new Client(server.url).get('/api/partner/report?days=30', keyed(key))).body.shareCents).toBe(300);
  });
});

describe('the partner report and currencies', () => {
  it('keeps a booking in another currency apart, one line per currency, on both transports: never added to the dollars', async () => {
    const { key } = await newPartner({ revenueSharePercent: 25 });
    const link = async (partnerRef: string) => (await new Client(server.url).post('/api/booking-links', { providerId, partnerRef }, keyed(key))).body.clickId as string;
    const [usdClick, eurClick] = [await link('usd'), await link('eur')];
    const program = await owner.post('/api/admin/affiliate-programs', { name: 'Currency Network', slug: `currency-network-${partnerCount}`, providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(program.status).toBe(201);
    const post = (body: Record<string, unknown>) => new Client(server.url).post(`/api/postbacks/${program.body.slug}`, body, { authorization: `Bearer ${program.body.secret}` });
    expect((await post({ order: `usd-${partnerCount}`, click: usdClick, status: 'booked', commission: '12.00' })).body).toMatchObject({ attributed: true });
    expect((await post({ order: `eur-${partnerCount}`, click: eurClick, status: 'booked', commission: '10.00', currency: 'eur' })).body).toMatchObject({ attributed: true });

    const eur = { currency: 'EUR', clicks: 0, bookings: 1, pendingCents: 1000, sharePendingCents: 250, shareCents: 250 };
    const gql = await new Client(server.url).gql('{ partnerReport(days: 30) { currency clicks bookings pendingCents shareCents otherCurrencies { currency clicks bookings pendingCents sharePendingCents shareCents } } }', undefined, {
      headers: keyed(key),
    });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.partnerReport).toEqual({ currency: 'USD', clicks: 2, bookings: 1, pendingCents: 1200, shareCents: 300, otherCurrencies: [eur] });
    const rest = await new Client(server.url).get('/api/partner/report?days=30', keyed(key));
    expect(rest.body).toMatchObject({ currency: 'USD', clicks: 2, bookings: 1, pendingCents: 1200, shareCents: 300 });
    expect(rest.body.otherCurrencies).toEqual([expect.objectContaining(eur)]);
  });
});

describe('no API answer holds an unfilled placeholder', () => {
  const placeholder = /\{(clickId|from|to|date|time|passengers|bags|discountCode)\}/;
  const date = () => tomorrow();

  it('REST: lists and the provider fill the template with nothing, the trip answer with the trip; the admin keeps the template', async () => {
    const list = await new Client(server.url).get('/api/providers');
    expect(list.text).not.toMatch(placeholder);
    const one = await new Client(server.url).get('/api/providers/partnerrides');
    expect(one.body.bookingUrl).toBe('https://book.partnerrides.example/go');
    // Named briefly by default ({ id, slug, name }: no link to fill); with ?expand=provider, each provider whole, its link filled.
    const brief = await new Client(server.url).get(`/api/trip?from=RDU%20Airport&to=Durham&date=${date()}&passengers=2`);
    expect(brief.status).toBe(200);
    expect(brief.text).not.toMatch(placeholder);
    const trip = await new Client(server.url).get(`/api/trip?from=RDU%20Airport&to=Durham&date=${date()}&passengers=2&expand=provider`);
    expect(trip.status).toBe(200);
    expect(trip.text).not.toMatch(placeholder);
    const ours = [...trip.body.options, ...trip.body.excluded].find((o: { provider: { id: number } }) => o.provider.id === providerId);
    expect(ours.provider.bookingUrl).toBe(`https://book.partnerrides.example/go?from=RDU%20Airport&to=Durham&pax=2&date=${date()}`);
    const admin = await owner.get(`/api/admin/providers/${providerId}`);
    expect(admin.body.bookingUrl).toContain('{clickId}');
  });

  it('GraphQL with a key: filled with the trip in a trip answer, with nothing elsewhere', async () => {
    const { key } = await newPartner();
    const trip = await new Client(server.url).gql(
      `query ($input: TripInput!) { trip(input: $input) { options { provider { id bookingUrl } } excluded { provider { id bookingUrl } } } }`,
      { input: { from: 'RDU Airport', to: 'Durham', date: date(), passengers: 2 } },
      { headers: keyed(key) },
    );
    expect(trip.body.errors).toBeUndefined();
    expect(trip.text).not.toMatch(placeholder);
    const ours = [...trip.body.data.trip.options, ...trip.body.data.trip.excluded].find((o: { provider: { id: string } }) => Number(o.provider.id) === providerId);
    expect(ours.provider.bookingUrl).toBe(`https://book.partnerrides.example/go?from=RDU%20Airport&to=Durham&pax=2&date=${date()}`);
    const providers = await new Client(server.url).gql('{ providers { id bookingUrl } }', undefined, { headers: keyed(key) });
    expect(providers.text).not.toMatch(placeholder);
  });

  it("GraphQL without a key: the same filled links; the site's own pages read bookingUrlTemplate; a signed-in administrator gets the template", async () => {
    const visitor = new Client(server.url);
    const TRIP = `query ($input: TripInput!) { trip(input: $input) { options { provider { id bookingUrl discountUrl } } excluded { provider { id bookingUrl discountUrl } } } }`;
    const trip = await visitor.gql(TRIP, { input: { from: 'RDU Airport', to: 'Durham', date: date(), passengers: 2 } });
    expect(trip.body.errors).toBeUndefined();
    expect(trip.text).not.toMatch(placeholder);
    const ours = [...trip.body.data.trip.options, ...trip.body.data.trip.excluded].find((o: { provider: { id: string } }) => Number(o.provider.id) === providerId);
    expect(ours.provider.bookingUrl).toBe(`https://book.partnerrides.example/go?from=RDU%20Airport&to=Durham&pax=2&date=${date()}`);

    const one = await visitor.gql('{ provider(slug: "partnerrides") { bookingUrl bookingUrlTemplate discountUrlTemplate } }');
    expect(one.body.data.provider).toEqual({
      bookingUrl: 'https://book.partnerrides.example/go',
      bookingUrlTemplate: 'https://book.partnerrides.example/go?sid={clickId}&from={from}&to={to}&pax={passengers}&date={date}',
      discountUrlTemplate: null,
    });
    const list = await visitor.gql('{ providers { id bookingUrl discountUrl } }');
    expect(list.body.errors).toBeUndefined();
    expect(list.text).not.toMatch(placeholder);

    const admin = await owner.gql(`query ($id: Int!) { providerById(id: $id) { bookingUrl bookingUrlTemplate } }`, { id: providerId });
    expect(admin.body.data.providerById.bookingUrl).toBe(admin.body.data.providerById.bookingUrlTemplate);
    expect(admin.body.data.providerById.bookingUrl).toContain('{clickId}');
  });

  it("a discount link is filled too, with the offer's code where the link carries it; the admin keeps both templates", async () => {
    const made = await owner.post(
      '/api/admin/providers',
      providerPayload({
        name: 'Offer Rides',
        slug: 'offerrides',
        bookingUrl: 'https://book.offer.example/go?sid={clickId}&code={discountCode}',
        discountPercent: '10',
        discountCode: 'RDU10',
        discountUrl: 'https://book.offer.example/deal?sid={clickId}&to={to}',
      }),
    );
    expect(made.status).toBe(201);
    const rest = await new Client(server.url).get('/api/providers/offerrides');
    expect(rest.body).toMatchObject({ bookingUrl: 'https://book.offer.example/go?code=RDU10', discountUrl: 'https://book.offer.example/deal' });
    const gql = await new Client(server.url).gql('{ provider(slug: "offerrides") { bookingUrl discountUrl discountUrlTemplate } }');
    expect(gql.body.data.provider).toEqual({
      bookingUrl: 'https://book.offer.example/go?code=RDU10',
      discountUrl: 'https://book.offer.example/deal',
      discountUrlTemplate: 'https://book.offer.example/deal?sid={clickId}&to={to}',
    });
    const admin = await owner.get(`/api/admin/providers/${made.body.id}`);
    expect(admin.body).toMatchObject({ bookingUrl: 'https://book.offer.example/go?sid={clickId}&code={discountCode}', discountUrl: 'https://book.offer.example/deal?sid={clickId}&to={to}' });
    // Removed again, so the later tests see the providers they saw before.
    expect((await owner.delete(`/api/admin/providers/${made.body.id}`)).status).toBeLessThan(300);
  });
});

describe('browser apps (CORS)', () => {
  const preflight = (origin: string, path = '/graphql', headers = 'authorization, content-type') =>
    new Client(server.url).request('OPTIONS', path, { headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers } });

  it('grants a preflight from an allowed origin for keyed requests, and refuses other origins, unkeyed requests and admin paths', async () => {
    await newPartner();
    for (const path of ['/graphql', '/api/booking-links', '/api/partner/report', '/api/trip']) {
      const ok = await preflight(APP_ORIGIN, path);
      expect([path, ok.status]).toEqual([path, 204]);
      expect(ok.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
      expect(ok.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
      expect(ok.headers.get('access-control-allow-credentials')).toBeNull();
      expect(ok.headers.get('vary')).toMatch(/Origin/);
    }
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.body.message).toMatch(/origin/);
    expect((await preflight(`${APP_ORIGIN}:8443`)).status).toBe(403);
    expect((await preflight(APP_ORIGIN, '/graphql', 'content-type')).status).toBe(403);
    expect((await preflight(APP_ORIGIN, '/api/admin/providers')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a keyed request from an allowed origin with CORS headers (no credentials), and not from another origin', async () => {
    const { key } = await newPartner();
    const allowed = await new Client(server.url).gql('{ faqs { id } }', undefined, { headers: keyed(key, { origin: APP_ORIGIN }) });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toMatch(/RateLimit/);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const rest = await new Client(server.url).get('/api/providers', keyed(key, { origin: APP_ORIGIN }));
    expect(rest.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const elsewhere = await new Client(server.url).get('/api/providers', keyed(key, { origin: 'https://other.example' }));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const anonymous = await new Client(server.url).get('/api/providers', { origin: APP_ORIGIN });
    expect(anonymous.headers.get('access-control-allow-origin')).toBeNull();
  });
});
