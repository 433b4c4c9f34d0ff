// Facts that cannot contradict themselves (issue 31, items 6 and 7), on the real app over both
// transports: the price range and service area follow the fares and the places served, fares only
// for places served, openings that overlap or close when they open refused at the entry, "around
// the clock" as its own choice (no openings: closed), a provider not operating out of every list
// and answer while its page says so, and the migration that keeps what each provider published.
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../../api/config';
import { dataSourceOptions } from '../../api/db/dataSource';
import { MARIADB_MIGRATIONS, SQLITE_MIGRATIONS, type MigrationClass } from '../../api/db/migrations';
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { addDays, siteToday, weekdayOf } from '../../api/domain/hours';
import { TRIP_TEXTS } from '../../api/domain/trip';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, freshDatabase, isMysqlRun, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;
let admin: Client;
const now = Date.now();
const clock = () => new Date(now);

beforeAll(async () => {
  server = await startTestServer({ clock });
  visitor = new Client(server.url);
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const inAWeek = () => addDays(siteToday(clock()), 7);
const CREATE = 'mutation($input: ProviderInput!) { createProvider(input: $input) { id slug priceRange priceFrom priceTo serviceArea fares { place amount } aroundTheClock hours { day } operating } }';
const UPDATE = 'mutation($id: Int!, $input: ProviderInput!) { updateProvider(id: $id, input: $input) { priceRange priceFrom serviceArea aroundTheClock hours { day } operating } }';
const gqlInput = (over: Record<string, unknown> = {}) => ({ ...providerPayload({ rating: 4.2 }), ...over });

const CARY_DURHAM = {
  servedPlaces: ['RDU Airport', 'Cary', 'Durham'],
  fares: [{ place: 'Durham', amount: 52 }, { place: 'Cary', amount: 33 }],
  fees: [{ label: 'Airport access fee', amount: 2.5, per: 'BOOKING' }],
};

describe('prices follow the fares', () => {
  it('REST: the price range is what one traveller pays, cheapest to dearest, and follows a changed fare', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ ...CARY_DURHAM, priceRange: '$32.00 - $75.00', serviceArea: 'Raleigh, Durham' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ priceRange: '$35.50 - $54.50', serviceArea: 'Durham, Cary' });
    const read = await visitor.get(`/api/providers/${created.body.slug}`);
    expect(read.body).toMatchObject({ priceRange: '$35.50 - $54.50', serviceArea: 'Durham, Cary' });
    const trip = await visitor.get(`/api/trip?from=RDU+Airport&to=Cary&date=${inAWeek()}`);
    expect(trip.body.options.find((o: any) => o.provider.slug === created.body.slug).total).toBe(35.5);

    const cheaper = await admin.put(`/api/admin/providers/${created.body.id}`, providerPayload({ slug: created.body.slug, ...CARY_DURHAM, fares: [{ place: 'Cary', amount: 30 }], servedPlaces: ['RDU Airport', 'Cary'] }));
    expect(cheaper.status).toBe(200);
    expect(cheaper.body).toMatchObject({ priceRange: '$32.50 - $32.50', serviceArea: 'Cary' });
  });

  it('GraphQL: priceFrom, priceTo and serviceArea are derived the same way; priceRange and serviceArea sent are not kept', async () => {
    const res = await admin.gql(CREATE, { input: gqlInput({ ...CARY_DURHAM, priceRange: '$1.00 - $2.00', serviceArea: 'Everywhere' }) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createProvider).toMatchObject({ priceRange: '$35.50 - $54.50', priceFrom: 35.5, priceTo: 54.5, serviceArea: 'Durham, Cary' });
    const none = await admin.gql(CREATE, { input: gqlInput({ servedPlaces: ['RDU Airport', 'Apex'], fares: [], priceRange: null, serviceArea: null }) });
    expect(none.body.data.createProvider).toMatchObject({ priceRange: '', priceFrom: null, priceTo: null, serviceArea: 'Apex' });
  });

  it('a new provider from a client without fares gets its price range low end as the fare of every place it serves', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['RDU Airport', 'Apex', 'Cary'], priceRange: '$25.99 - $65.99' }));
    expect(created.body.fares).toEqual([{ place: 'Cary', amount: 25.99 }, { place: 'Apex', amount: 25.99 }]);
    expect(created.body.priceRange).toBe('$25.99 - $25.99');
  });

  it('a served place without a fare has no price: the trip says so instead of pricing it from the range', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['RDU Airport', 'Apex', 'Cary'], fares: [{ place: 'Cary', amount: 20 }] }));
    const trip = await visitor.get(`/api/trip?from=RDU+Airport&to=Apex&date=${inAWeek()}`);
    expect(trip.body.excluded.find((e: any) => e.provider.slug === created.body.slug).reasons).toEqual([TRIP_TEXTS.noFare]);
  });

  it('fares only for places served: REST and GraphQL refuse another place with a message at that fare, nothing stored', async () => {
    const over = { servedPlaces: ['RDU Airport', 'Cary'], fares: [{ place: 'Cary', amount: 20 }, { place: 'Durham', amount: 40 }] };
    const rest = await admin.post('/api/admin/providers', providerPayload(over));
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ 'fares.1.place': RULE_MESSAGES.fareNotServed('Durham') });
    const gql = await admin.gql(CREATE, { input: gqlInput(over) });
    expect(gql.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { 'fares.1.place': RULE_MESSAGES.fareNotServed('Durham') } });
    const list = await visitor.get('/api/providers');
    expect(list.body.some((p: any) => p.fares?.some((f: any) => f.place === 'Durham' && f.amount === 40) && p.servedPlaces.length === 2)).toBe(false);
  });
});

describe('hours mean what they say', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an opening that closes when it opens', { hours: [{ day: 1, opens: '09:00', closes: '09:00' }] }, { 'hours.0.closes': RULE_MESSAGES.hoursSameTime }],
    ['two Monday openings that overlap', { hours: [{ day: 1, opens: '06:00', closes: '14:00' }, { day: 1, opens: '13:00', closes: '22:00' }] }, { 'hours.1.opens': RULE_MESSAGES.hoursOverlap('Monday', '6am–2pm') }],
    ['a Sunday night running into a Monday morning opening', { hours: [{ day: 1, opens: '01:00', closes: '05:00' }, { day: 0, opens: '20:00', closes: '02:00' }] }, { 'hours.1.opens': RULE_MESSAGES.hoursOverlap('Monday', '1am–5am') }],
    ['a Saturday night running into Sunday', { hours: [{ day: 0, opens: '00:00', closes: '03:00' }, { day: 6, opens: '22:00', closes: '01:00' }] }, { 'hours.1.opens': RULE_MESSAGES.hoursOverlap('Sunday', 'midnight–3am') }],
    ['around the clock with openings', { aroundTheClock: true, hours: [{ day: 1, opens: '06:00', closes: '14:00' }] }, { hours: RULE_MESSAGES.aroundTheClockHours }],
    ['around the clock as a word', { aroundTheClock: 'always' }, { aroundTheClock: RULE_MESSAGES.aroundTheClock }],
    ['operating as a word', { operating: 'no' }, { operating: RULE_MESSAGES.operating }],
  ])('REST refuses %s with a 400 and the message at its place', async (_label, over, errors) => {
    const res = await admin.post('/api/admin/providers', providerPayload(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('GraphQL refuses overlapping openings and one that closes when it opens, at their places', async () => {
    const hours = [{ day: 2, opens: '08:00', closes: '08:00' }, { day: 3, opens: '06:00', closes: '14:00' }, { day: 3, opens: '12:00', closes: '18:00' }];
    const closesAtOpening = await admin.gql(CREATE, { input: gqlInput({ hours }) });
    expect(closesAtOpening.body.errors[0].extensions.errors).toEqual({ 'hours.0.closes': RULE_MESSAGES.hoursSameTime });
    const overlapping = await admin.gql(CREATE, { input: gqlInput({ hours: hours.slice(1) }) });
    expect(overlapping.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { 'hours.1.opens': RULE_MESSAGES.hoursOverlap('Wednesday', '6am–2pm') } });
  });

  it('openings that only touch are accepted', async () => {
    const res = await admin.post('/api/admin/providers', providerPayload({ hours: [{ day: 1, opens: '00:00', closes: '12:00' }, { day: 1, opens: '12:00', closes: '00:00' }] }));
    expect(res.status).toBe(201);
  });

  it('removing the last opening means closed, not 24 hours; around the clock is its own choice (both transports)', async () => {
    const date = inAWeek();
    const created = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['RDU Airport', 'Apex'], fares: [{ place: 'Apex', amount: 40 }], hours: [{ day: weekdayOf(date), opens: '06:00', closes: '22:00' }] }));
    expect(created.body).toMatchObject({ aroundTheClock: false });
    const { id, slug } = created.body;
    const answer = async (time: string) => (await visitor.get(`/api/trip?from=RDU+Airport&to=Apex&date=${date}&time=${time}`)).body;
    const isOption = (body: any) => body.options.some((o: any) => o.provider.slug === slug);

    const closed = await admin.put(`/api/admin/providers/${id}`, providerPayload({ slug, servedPlaces: ['RDU Airport', 'Apex'], hours: [] }));
    expect(closed.body).toMatchObject({ hours: [], aroundTheClock: false });
    const closedAnswer = await answer('12:00');
    expect(isOption(closedAnswer)).toBe(false);
    expect(closedAnswer.excluded.find((e: any) => e.provider.slug === slug).reasons).toEqual([TRIP_TEXTS.closedAt('12:00', weekdayOf(date))]);

    const always = await admin.gql(UPDATE, { id, input: gqlInput({ slug, servedPlaces: ['RDU Airport', 'Apex'], aroundTheClock: true }) });
    expect(always.body.data.updateProvider).toMatchObject({ aroundTheClock: true, hours: [] });
    expect(isOption(await answer('03:00'))).toBe(true);

    // Openings given without the choice say when it is open.
    const hours = await admin.put(`/api/admin/providers/${id}`, providerPayload({ slug, servedPlaces: ['RDU Airport', 'Apex'], hours: [{ day: weekdayOf(date), opens: '06:00', closes: '22:00' }] }));
    expect(hours.body.aroundTheClock).toBe(false);
    expect(isOption(await answer('03:00'))).toBe(false);
  });
});

describe('a provider not operating', () => {
  it('leaves every list and trip answer on both transports, and its page says so; turned on again it is back', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['RDU Airport', 'Apex'], fares: [{ place: 'Apex', amount: 40 }] }));
    const { id, slug } = created.body;
    expect(created.body.operating).toBe(true);
    const paused = await admin.put(`/api/admin/providers/${id}`, providerPayload({ slug, operating: false }));
    expect(paused.body.operating).toBe(false);

    const listed = async () => {
      const rest = (await visitor.get('/api/providers')).body.some((p: any) => p.slug === slug);
      const gql = (await visitor.gql('{ providers { slug } }')).body.data.providers.some((p: any) => p.slug === slug);
      const trip = (await visitor.get(`/api/trip?from=RDU+Airport&to=Apex&date=${inAWeek()}`)).body;
      const gqlTrip = (await visitor.gql('query($input: TripInput!) { trip(input: $input) { options { provider { slug } } excluded { provider { slug } } } }', { input: { from: 'RDU Airport', to: 'Apex', date: inAWeek() } })).body.data.trip;
      const inTrip = (body: any) => [...body.options, ...body.excluded].some((o: any) => o.provider.slug === slug);
      return [rest, gql, inTrip(trip), inTrip(gqlTrip)];
    };
    expect(await listed()).toEqual([false, false, false, false]);

    const api = await visitor.get(`/api/providers/${slug}`);
    expect(api.status).toBe(200);
    expect(api.body.operating).toBe(false);
    // Its page still answers (not 404 as an unknown one, not 410 as an archived one) and says so.
    const page = await fetch(`${server.url}/providers/${slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Not operating at the moment');
    expect((await visitor.gql(`{ provider(slug: "${slug}") { operating } }`)).body.data.provider).toEqual({ operating: false });

    // Left out, it stays as it is; true puts it back.
    expect((await admin.put(`/api/admin/providers/${id}`, providerPayload({ slug }))).body.operating).toBe(false);
    await admin.gql(UPDATE, { id, input: gqlInput({ slug, operating: true }) });
    expect(await listed()).toEqual([true, true, true, true]);
  });
});

describe('the migration', () => {
  it('keeps what each provider published: no openings become around the clock, served places keep their price, the range and area are derived', async () => {
    const dir = server.dataDir;
    const database = await freshDatabase(dir);
    const url = isMysqlRun() ? database.url : `sqlite:${dir}/before-facts-agree.sqlite`;
    const migrations = isMysqlRun() ? MARIADB_MIGRATIONS : SQLITE_MIGRATIONS;
    const at = (list: MigrationClass[]) => new DataSource({ ...dataSourceOptions(parseDatabaseUrl(url, dir)), migrations: list } as never);
    const step = migrations.findIndex((m) => m.name.startsWith('FactsAgree'));
    const before = await at(migrations.slice(0, step)).initialize();
    await before.runMigrations();
    const q = isMysqlRun() ? '`' : '"';
    const cols = ['name', 'slug', 'type', 'imageUrl', 'rating', 'features', 'priceRange', 'serviceArea', 'description', 'shortDescription', 'bookingUrl', 'servedPlaces', 'fareBasis', 'fares', 'fees', 'hours', 'pickupPoints'];
    const insert = `INSERT INTO ${q}providers${q} (${cols.map((c) => q + c + q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`;
    const row = (name: string, served: string[], fares: object[], fees: object[], hours: object[], priceRange: string) => [
      name, name.toLowerCase().replace(/\W/g, ''), 'Taxi Service', '/x.png', '4.0', '["Cards"]', priceRange, 'Typed by hand', 'An older row.', 'Older', 'https://example.com',
      JSON.stringify(served), 'PER_VEHICLE', JSON.stringify(fares), JSON.stringify(fees), JSON.stringify(hours), '[]',
    ];
    await before.query(insert, row('Always Cab', ['RDU Airport', 'Cary', 'Durham'], [{ place: 'Durham', amount: 52 }, { place: 'Apex', amount: 70 }], [{ label: 'Fee', amount: 2.5, per: 'BOOKING' }], [], '$32.00 - $75.00'));
    await before.query(insert, row('Day Van', ['RDU Airport', 'Cary'], [{ place: 'Cary', amount: 30 }], [], [{ day: 1, opens: '06:00', closes: '22:00' }], '$30.00 - $30.00'));
    await before.query(insert, row('Odd Range', ['RDU Airport', 'Apex'], [], [], [], 'From $40, call for a quote'));
    await before.destroy();

    const after = await at(migrations).initialize();
    await after.runMigrations();
    const rows = await after.query(`SELECT * FROM ${q}providers${q} ORDER BY ${q}id${q}`);
    expect(await after.driver.createSchemaBuilder().log()).toMatchObject({ upQueries: [] });
    await after.destroy();
    await database.drop();
    expect(rows.map((r: any) => ({ name: r.name, aroundTheClock: Boolean(Number(r.aroundTheClock)), operating: Boolean(Number(r.operating)), fares: JSON.parse(r.fares), priceRange: r.priceRange, serviceArea: r.serviceArea }))).toEqual([
      { name: 'Always Cab', aroundTheClock: true, operating: true, fares: [{ place: 'Durham', amount: 52 }, { place: 'Cary', amount: 32 }], priceRange: '$34.50 - $54.50', serviceArea: 'Cary, Durham' },
      { name: 'Day Van', aroundTheClock: false, operating: true, fares: [{ place: 'Cary', amount: 30 }], priceRange: '$30.00 - $30.00', serviceArea: 'Cary' },
      { name: 'Odd Range', aroundTheClock: true, operating: true, fares: [{ place: 'Apex', amount: 40 }], priceRange: '$40.00 - $40.00', serviceArea: 'Apex' },
    ]);
  });
});
