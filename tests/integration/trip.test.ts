// The trip answer and the providers' facts on the real app (SQLite here, MariaDB in the mysql run):
// the demo providers' answers to a traveller's trips over REST and GraphQL (the same answer from
// both), every refusal with its field message, the clock's Expires, the facts written, defaulted,
// kept, cleared and refused over both transports, a price range stored before it was checked, and
// the migration's defaults for rows stored before the facts.
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../../api/config';
import { dataSourceOptions } from '../../api/db/dataSource';
import { MARIADB_MIGRATIONS, SQLITE_MIGRATIONS, type MigrationClass } from '../../api/db/migrations';
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { DAY_NAMES, addDays, siteToday, weekdayOf } from '../../api/domain/hours';
import { TRIP_TEXTS } from '../../api/domain/trip';
import { FARE_PLACES } from '../../api/domain/facts';
import { QUERY_TEXTS } from '../../api/domain/texts';
import { factsPayload, providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, freshDatabase, isMysqlRun, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;
let admin: Client;

/**
 * The site's clock, in the test's hands: the moment the file started, until a test moves it. The
 * answers that depend on it (today's date, the minute an answer holds to) are then the test's own,
 * however long a request takes and whenever the run falls (a minute's or a day's end).
 */
let now = Date.now();
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

/** A week from today at the site: every demo provider's notice is met, and its hours are the same every day. */
const inAWeek = () => addDays(siteToday(clock()), 7);
const dayName = (date: string) => DAY_NAMES[weekdayOf(date)];

const TRIP_QUERY = `query Trip($input: TripInput!) {
  trip(input: $input) {
    trip { from to date time passengers bags wheelchair sort }
    options { provider { slug } total currency basis lines { label amount } }
    excluded { provider { slug } reasons }
  }
}`;

const DEMO = new Set(['triangleairportexpress', 'oakcitysharedride', 'bullcitycab', 'carolinaexecutivecar', 'tarheelgrouptransit', 'triangleflexrides']);

/** The REST answer in GraphQL's shape, demo providers only (other tests add providers). */
function restShape(body: any) {
  return {
    trip: body.trip,
    options: body.options.filter((o: any) => DEMO.has(o.provider.slug)).map((o: any) => ({ provider: { slug: o.provider.slug }, total: o.total, currency: o.currency, basis: o.basis, lines: o.lines.map((l: any) => ({ label: l.label, amount: l.amount })) })),
    excluded: body.excluded.filter((e: any) => DEMO.has(e.provider.slug)).map((e: any) => ({ provider: { slug: e.provider.slug }, reasons: e.reasons })),
  };
}
const demoOnly = (answer: any) => ({
  ...answer,
  options: answer.options.filter((o: any) => DEMO.has(o.provider.slug)),
  excluded: answer.excluded.filter((e: any) => DEMO.has(e.provider.slug)),
});

async function bothTransports(input: Record<string, unknown>) {
  const rest = await visitor.get(`/api/trip?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`);
  const gql = await visitor.gql(TRIP_QUERY, { input });
  expect(rest.status).toBe(200);
  expect(gql.body.errors).toBeUndefined();
  return { rest: rest.body, restShaped: restShape(rest.body), gql: demoOnly(gql.body.data.trip) };
}

const optionsOf = (answer: any) => answer.options.map((o: any) => `${o.provider.slug} ${o.total}`);
const reasonsBySlug = (answer: any) => Object.fromEntries(answer.excluded.map((e: any) => [e.provider.slug, e.reasons]));

describe('the answer to a trip', () => {
  it("four people from the airport downtown: each provider's total for the party, cheapest first, the same over REST and GraphQL", async () => {
    const date = inAWeek();
    const { rest, restShaped, gql } = await bothTransports({ from: 'RDU Airport', to: 'Downtown Raleigh', date, time: '14:00', passengers: 4, sort: 'PRICE' });
    expect(restShaped).toEqual(gql);
    expect(optionsOf(gql)).toEqual(['triangleairportexpress 39.99', 'oakcitysharedride 74', 'carolinaexecutivecar 119', 'tarheelgrouptransit 195']);
    expect(gql.options[1]).toEqual({ provider: { slug: 'oakcitysharedride' }, total: 74, currency: 'USD', basis: 'PER_PERSON', lines: [{ label: '4 × $18.50 per person', amount: 74 }] });
    expect(gql.options[0]).toMatchObject({ basis: 'PER_VEHICLE', lines: [{ label: TRIP_TEXTS.vehicle, amount: 39.99 }] });
    expect(reasonsBySlug(gql)).toEqual({ bullcitycab: ['Does not serve Downtown Raleigh'], triangleflexrides: ['Does not serve Downtown Raleigh'] });
    expect(gql.trip).toEqual({ from: 'RDU Airport', to: 'Downtown Raleigh', date, time: '14:00', passengers: 4, bags: 0, wheelchair: false, sort: 'PRICE' });
    // REST names each provider by { id, slug, name }; ?expand=provider gives its REST form, facts included.
    expect(Object.keys(rest.options[0].provider).sort()).toEqual(['id', 'name', 'slug']);
    const expanded = await visitor.get(`/api/trip?${new URLSearchParams({ from: 'RDU Airport', to: 'Downtown Raleigh', date, time: '14:00', passengers: '4', sort: 'PRICE', expand: 'provider' })}`);
    expect(expanded.body.options[0].provider).toMatchObject({ slug: 'triangleairportexpress', rating: '4.8', fareBasis: 'PER_VEHICLE', maxBags: 28, hours: [] });
  });

  it('keeps the providers\' own order (RECOMMENDED, the default) or puts the best rated first (RATING)', async () => {
    const base = { from: 'RDU Airport', to: 'Downtown Raleigh', date: inAWeek(), passengers: 4 };
    const listed = await bothTransports(base);
    expect(optionsOf(listed.gql)).toEqual(['triangleairportexpress 39.99', 'oakcitysharedride 74', 'carolinaexecutivecar 119', 'tarheelgrouptransit 195']);
    expect(listed.gql.trip).toMatchObject({ sort: 'RECOMMENDED', time: null, bags: 0, wheelchair: false });
    const rated = await bothTransports({ ...base, sort: 'RATING' });
    expect(rated.restShaped).toEqual(rated.gql);
    expect(optionsOf(rated.gql)).toEqual(['carolinaexecutivecar 119', 'triangleairportexpress 39.99', 'oakcitysharedride 74', 'tarheelgrouptransit 195']);
  });

  it('a party of 8 with 4 bags landing at 1 am: no 4-seat taxi, no closed shuttle, every reason in words', async () => {
    const date = inAWeek();
    const { restShaped, gql } = await bothTransports({ from: 'RDU Airport', to: 'Durham', date, time: '01:00', passengers: 8, bags: 4 });
    expect(restShaped).toEqual(gql);
    expect(gql.options).toEqual([]);
    const closed = `Closed at 01:00 on ${dayName(date)}s`;
    expect(reasonsBySlug(gql)).toEqual({
      triangleairportexpress: ['Does not serve Durham'],
      oakcitysharedride: ['Does not serve Durham', 'Carries at most 6 passengers', closed],
      bullcitycab: ['Carries at most 4 passengers', 'Carries at most 3 large bags'],
      carolinaexecutivecar: ['Carries at most 6 passengers'],
      tarheelgrouptransit: [closed],
      triangleflexrides: ['Does not serve Durham', closed],
    });
  });

  it('adds the airport fee to a taxi fare, line by line', async () => {
    const { gql } = await bothTransports({ from: 'Durham', to: 'RDU Airport', date: inAWeek(), passengers: 2 });
    expect(gql.options.find((o: any) => o.provider.slug === 'bullcitycab')).toEqual({
      provider: { slug: 'bullcitycab' },
      total: 54.5,
      currency: 'USD',
      basis: 'PER_VEHICLE',
      lines: [
        { label: 'Vehicle fare', amount: 52 },
        { label: 'Airport access fee', amount: 2.5 },
      ],
    });
  });

  it('a wheelchair user is offered only the lift minibus; Wake Forest only the provider that serves it', async () => {
    const wheelchair = await bothTransports({ from: 'RDU Airport', to: 'Chapel Hill', date: inAWeek(), wheelchair: true });
    expect(optionsOf(wheelchair.gql)).toEqual(['tarheelgrouptransit 280']);
    expect(reasonsBySlug(wheelchair.gql).carolinaexecutivecar).toEqual([TRIP_TEXTS.noWheelchair]);
    const wakeForest = await bothTransports({ from: 'RDU Airport', to: 'Wake Forest', date: inAWeek() });
    expect(optionsOf(wakeForest.gql)).toEqual(['triangleairportexpress 65.99']);
    for (const reasons of Object.values(reasonsBySlug(wakeForest.gql))) expect(reasons).toContain('Does not serve Wake Forest');
  });

  it('without a date judges today at the site', async () => {
    const { gql } = await bothTransports({ from: 'RDU Airport', to: 'Cary' });
    expect(gql.trip.date).toBe(siteToday(clock()));
  });

  it('says until when it holds: the end of the minute (Expires), kept by the read cache no longer', async () => {
    const minute = Math.floor(now / 60_000) * 60_000;
    now = minute + 10_000;
    const rest = await visitor.get(`/api/trip?from=RDU+Airport&to=Cary&date=${inAWeek()}`);
    expect(Date.parse(rest.headers.get('expires')!)).toBe(minute + 60_000);
    expect(rest.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    // Both asks within one minute: the second is the read cache's copy, with the same Expires.
    const input = { from: 'RDU Airport', to: 'Cary', date: inAWeek(), passengers: 3 };
    const first = await visitor.gql(TRIP_QUERY, { input });
    now = minute + 59_999;
    const again = await visitor.gql(TRIP_QUERY, { input });
    expect(first.headers.get('x-cache')).toBeNull();
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('expires')).toBe(first.headers.get('expires'));
    expect(Date.parse(first.headers.get('expires')!)).toBe(minute + 60_000);
    expect(again.body).toEqual(first.body);

    // The next minute: asked of the app again, holding to that minute's end.
    now = minute + 60_001;
    const next = await visitor.gql(TRIP_QUERY, { input });
    expect(next.headers.get('x-cache')).toBeNull();
    expect(Date.parse(next.headers.get('expires')!)).toBe(minute + 120_000);
    expect(next.body).toEqual(first.body);
  });
});

describe('a trip refused', () => {
  const good = () => ({ from: 'RDU Airport', to: 'Durham', date: inAWeek(), time: '14:30', passengers: '2', bags: '1', wheelchair: 'false', sort: 'PRICE' });
  const yesterday = () => addDays(siteToday(clock()), -1);

  it.each<[string, () => Record<string, string>, Record<string, string>]>([
    ['no places at all', () => ({}), { from: RULE_MESSAGES.searchPlace, to: RULE_MESSAGES.searchPlace }],
    ['an unknown place', () => ({ from: 'Myrtle Beach' }), { from: RULE_MESSAGES.searchPlace }],
    ['from = to', () => ({ to: 'RDU Airport' }), { to: RULE_MESSAGES.searchTo }],
    ['a trip that does not touch the airport', () => ({ from: 'Durham', to: 'Chapel Hill' }), { to: RULE_MESSAGES.tripAirport }],
    // A parameter given twice is refused before the rules: which value would count? (issue 32)
    ['a place given twice', () => ({ to: ['Durham', 'Cary'] as unknown as string }), { to: QUERY_TEXTS.repeated('to') }],
    ['no passengers', () => ({ passengers: '0' }), { passengers: RULE_MESSAGES.passengerCount }],
    ['61 passengers', () => ({ passengers: '61' }), { passengers: RULE_MESSAGES.passengerCount }],
    ['half a passenger', () => ({ passengers: '2.5' }), { passengers: RULE_MESSAGES.passengerCount }],
    ['passengers as a word', () => ({ passengers: 'four' }), { passengers: RULE_MESSAGES.passengerCount }],
    ['negative bags', () => ({ bags: '-1' }), { bags: RULE_MESSAGES.bags }],
    ['101 bags', () => ({ bags: '101' }), { bags: RULE_MESSAGES.bags }],
    ['a time that is not HH:MM', () => ({ time: '2pm' }), { time: RULE_MESSAGES.tripTime }],
    ['a date that is not a date', () => ({ date: '2026-02-30' }), { date: RULE_MESSAGES.tripDate }],
    ['a date before today', () => ({ date: yesterday() }), { date: RULE_MESSAGES.tripDatePast }],
    ['wheelchair as a word', () => ({ wheelchair: 'yes' }), { wheelchair: RULE_MESSAGES.wheelchair }],
    ['an unknown order', () => ({ sort: 'cheapest' }), { sort: RULE_MESSAGES.tripSort }],
  ])('REST: %s is a 400 with the field message', async (_label, change, errors) => {
    const input = { ...good(), ...change() };
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(_label === 'no places at all' ? {} : input)) for (const one of [v].flat()) query.append(k, one);
    const res = await visitor.get(`/api/trip?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: Object.values(errors).join('; '), errors });
  });

  it.each<[string, () => Record<string, unknown>, Record<string, string>]>([
    ['an unknown place and from = to', () => ({ from: 'Atlantis', to: 'Atlantis' }), { from: RULE_MESSAGES.searchPlace, to: RULE_MESSAGES.searchPlace }],
    ['from = to', () => ({ to: 'RDU Airport' }), { to: RULE_MESSAGES.searchTo }],
    ['a trip that does not touch the airport', () => ({ from: 'Durham', to: 'Chapel Hill' }), { to: RULE_MESSAGES.tripAirport }],
    ['61 passengers and -1 bags', () => ({ passengers: 61, bags: -1 }), { passengers: RULE_MESSAGES.passengerCount, bags: RULE_MESSAGES.bags }],
    ['no passengers', () => ({ passengers: 0 }), { passengers: RULE_MESSAGES.passengerCount }],
    ['a time of 24:00', () => ({ time: '24:00' }), { time: RULE_MESSAGES.tripTime }],
    ['a date before today', () => ({ date: yesterday() }), { date: RULE_MESSAGES.tripDatePast }],
    ['a date that is not a date', () => ({ date: 'next Tuesday' }), { date: RULE_MESSAGES.tripDate }],
  ])('GraphQL: %s is BAD_USER_INPUT with the field messages', async (_label, change, errors) => {
    const input = { from: 'RDU Airport', to: 'Durham', date: inAWeek(), time: '14:30', passengers: 2, bags: 1, wheelchair: false, sort: 'PRICE', ...change() };
    const res = await visitor.gql(TRIP_QUERY, { input });
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors });
    expect(res.body.errors[0].message).toBe(Object.values(errors).join('; '));
  });
});

describe('the facts of a provider', () => {
  const FACTS_QUERY = `query($slug: String!) { provider(slug: $slug) {
    fareBasis priceUnit fares { place amount } fees { label amount per } maxBags hours { day opens closes } minNoticeHours
    phone email freeWaitMinutes flightTracking cancellationPolicy
    accessibility { wheelchairVehicle foldingWheelchair serviceAnimals notes } pickupPoints { terminal instructions }
    ratingCount ratingSource factsCheckedOn } }`;

  it('are written over REST and read back the same over REST and GraphQL, lists in a fixed order', async () => {
    const created = await admin.post('/api/admin/providers', { ...providerPayload({ type: 'Shared & Private' }), ...factsPayload() });
    expect(created.status).toBe(201);
    const stored = {
      ...factsPayload(),
      fares: [{ place: 'Downtown Raleigh', amount: 21.5 }, { place: 'Cary', amount: 18 }],
      hours: [{ day: 1, opens: '05:00', closes: '23:00' }, { day: 5, opens: '18:00', closes: '02:00' }],
      pickupPoints: [{ terminal: 'Terminal 1', instructions: 'Baggage claim, carousel 3.' }, { terminal: 'Terminal 2', instructions: 'Door 5, commercial lane.' }],
    };
    expect(created.body).toMatchObject(stored);
    expect((await visitor.get(`/api/providers/${created.body.slug}`)).body).toMatchObject(stored);
    const gql = await visitor.gql(FACTS_QUERY, { slug: created.body.slug });
    expect(gql.body.data.provider).toEqual({ ...stored, priceUnit: 'per person' });
  });

  it('are written over GraphQL', async () => {
    const input = { ...providerPayload({ rating: 4.2 }), ...factsPayload({ fareBasis: 'PER_VEHICLE', accessibility: { wheelchairVehicle: true }, maxBags: null }) };
    const res = await admin.gql('mutation($input: ProviderInput!) { createProvider(input: $input) { slug fareBasis priceUnit maxBags accessibility { wheelchairVehicle foldingWheelchair serviceAnimals notes } } }', { input });
    expect(res.body.data.createProvider).toMatchObject({
      fareBasis: 'PER_VEHICLE', priceUnit: 'per ride', maxBags: null,
      accessibility: { wheelchairVehicle: true, foldingWheelchair: false, serviceAnimals: false, notes: null },
    });
  });

  it('left out by an older client: a new provider gets the defaults (the basis from its type), an edited one keeps its own; null clears what can be not entered', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ type: 'Shared Shuttle' }));
    expect(created.body).toMatchObject({
      // Its price range's low end becomes the fare of every place it serves (every place, left out), around the clock as SPEC's 24 Hours.
      fares: FARE_PLACES.map((place) => ({ place, amount: 25.99 })), aroundTheClock: true,
      fareBasis: 'PER_PERSON', fees: [], maxBags: null, hours: [], minNoticeHours: 0, phone: null, email: null,
      freeWaitMinutes: null, flightTracking: null, cancellationPolicy: null, accessibility: null, pickupPoints: [], ratingCount: null, ratingSource: null, factsCheckedOn: null,
    });
    expect((await admin.post('/api/admin/providers', providerPayload({ type: 'Taxi Service' }))).body.fareBasis).toBe('PER_VEHICLE');

    const id = created.body.id;
    const slug = created.body.slug;
    await admin.put(`/api/admin/providers/${id}`, { ...providerPayload({ slug }), ...factsPayload() });
    const kept = await admin.put(`/api/admin/providers/${id}`, providerPayload({ slug, type: 'Taxi Service' }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ fareBasis: 'PER_PERSON', maxBags: 6, minNoticeHours: 2, phone: '(919) 555-0142', fares: [{ place: 'Downtown Raleigh' }, { place: 'Cary' }] });
    const cleared = await admin.put(`/api/admin/providers/${id}`, { ...providerPayload({ slug }), maxBags: null, phone: '', accessibility: null, fares: null, hours: [] });
    expect(cleared.body).toMatchObject({ maxBags: null, phone: null, accessibility: null, hours: [], fares: [{ place: 'Downtown Raleigh' }, { place: 'Cary' }], email: 'rides@example.com' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a price range high to low', { priceRange: '$65.99 - $25.99' }, { priceRange: RULE_MESSAGES.priceRange }],
    ['a price range without dollars', { priceRange: '25 to 65' }, { priceRange: RULE_MESSAGES.priceRange }],
    ['a fare basis per seat', { fareBasis: 'PER_SEAT' }, { fareBasis: RULE_MESSAGES.fareBasis }],
    ['a fare with three decimals and one to the airport', { fares: [{ place: 'Cary', amount: 18.005 }, { place: 'RDU Airport', amount: 10 }] }, { 'fares.0.amount': RULE_MESSAGES.amount('Fare'), 'fares.1.place': RULE_MESSAGES.farePlace }],
    ['two fares for one place', { fares: [{ place: 'Cary', amount: 18 }, { place: 'Cary', amount: 20 }] }, { 'fares.1.place': RULE_MESSAGES.fareTwice }],
    ['fares that are not a list', { fares: 'Cary $18' }, { fares: RULE_MESSAGES.fares }],
    ['a fee per trip without a name', { fees: [{ label: '', amount: 2, per: 'TRIP' }] }, { 'fees.0.label': 'Fee name is required', 'fees.0.per': RULE_MESSAGES.feePer }],
    ['hours on day 7 closing at 25:00', { hours: [{ day: 7, opens: '05:00', closes: '25:00' }] }, { 'hours.0.day': RULE_MESSAGES.hoursDay, 'hours.0.closes': RULE_MESSAGES.clock('Closes') }],
    ['a month of notice and more', { minNoticeHours: 721 }, { minNoticeHours: RULE_MESSAGES.minNoticeHours }],
    ['half a bag', { maxBags: 2.5 }, { maxBags: RULE_MESSAGES.maxBags }],
    ['a phone that is a word and a bad email', { phone: 'call us', email: 'rides@' }, { phone: RULE_MESSAGES.phone, email: 'Please enter a valid email address' }],
    ['free waiting of -5 minutes', { freeWaitMinutes: -5 }, { freeWaitMinutes: RULE_MESSAGES.freeWaitMinutes }],
    ['flight tracking as a word', { flightTracking: 'yes' }, { flightTracking: RULE_MESSAGES.flightTracking }],
    ['accessibility as a word', { accessibility: 'ramp' }, { accessibility: RULE_MESSAGES.accessibility }],
    ['two meeting points at Terminal 1', { pickupPoints: [{ terminal: 'Terminal 1', instructions: 'A' }, { terminal: 'Terminal 1', instructions: 'B' }] }, { 'pickupPoints.1.terminal': RULE_MESSAGES.terminalTwice }],
    ['a review count of 1.5', { ratingCount: 1.5 }, { ratingCount: RULE_MESSAGES.ratingCount }],
    ['facts checked on 2026-13-01', { factsCheckedOn: '2026-13-01' }, { factsCheckedOn: RULE_MESSAGES.factsCheckedOn }],
  ])('are refused with a 400 and the field message: %s', async (_label, over, errors) => {
    const res = await admin.post('/api/admin/providers', { ...providerPayload(), ...over });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('are refused by GraphQL with the same messages, on the entry that breaks them', async () => {
    const input = { ...providerPayload({ rating: 4.2 }), fares: [{ place: 'Cary', amount: 18.005 }], hours: [{ day: 1, opens: '5am', closes: '23:00' }], factsCheckedOn: 'yesterday' };
    const res = await admin.gql('mutation($input: ProviderInput!) { createProvider(input: $input) { id } }', { input });
    expect(res.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errors: { 'fares.0.amount': RULE_MESSAGES.amount('Fare'), 'hours.0.opens': RULE_MESSAGES.clock('Opens'), factsCheckedOn: RULE_MESSAGES.factsCheckedOn },
    });
  });

  it('a price range stored before it was checked still reads, the trip prices from the fares, and it is refused only when sent back', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['RDU Airport', 'Apex'] }));
    await server.db.query(`UPDATE providers SET priceRange = 'From $40, call for a quote' WHERE id = ${Number(created.body.id)}`);
    const read = await visitor.get(`/api/providers/${created.body.slug}`);
    expect(read.body.priceRange).toBe('From $40, call for a quote');
    const trip = await visitor.get(`/api/trip?from=RDU+Airport&to=Apex&date=${inAWeek()}`);
    expect(trip.body.options.find((o: any) => o.provider.slug === created.body.slug).total).toBe(25.99); // the fare its range gave Apex when it was created, not the text stored since
    const saved = await admin.put(`/api/admin/providers/${created.body.id}`, providerPayload({ slug: created.body.slug, priceRange: read.body.priceRange }));
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toEqual({ priceRange: RULE_MESSAGES.priceRange });
  });
});

describe('the migration', () => {
  it('gives providers stored before it the basis of their type text and the defaults', async () => {
    const dir = server.dataDir;
    const database = await freshDatabase(dir);
    const url = isMysqlRun() ? database.url : `sqlite:${dir}/before-facts.sqlite`;
    const migrations = isMysqlRun() ? MARIADB_MIGRATIONS : SQLITE_MIGRATIONS;
    const at = (list: MigrationClass[]) => new DataSource({ ...dataSourceOptions(parseDatabaseUrl(url, dir)), migrations: list } as never);
    const facts = migrations.findIndex((m) => m.name.startsWith('ProviderFacts'));
    const before = await at(migrations.slice(0, facts)).initialize();
    await before.runMigrations();
    const q = isMysqlRun() ? '`' : '"';
    const cols = ['name', 'slug', 'type', 'imageUrl', 'rating', 'features', 'priceRange', 'serviceArea', 'description', 'shortDescription', 'bookingUrl', 'servedPlaces'];
    const insert = `INSERT INTO ${q}providers${q} (${cols.map((c) => q + c + q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`;
    const row = (name: string, type: string) => [name, name.toLowerCase().replace(/\W/g, ''), type, '/x.png', '4.0', '["Cards"]', '$10.00 - $20.00', 'Raleigh', 'An older row.', 'Older', 'https://example.com', '["RDU Airport"]'];
    for (const [name, type] of [['Old Cab', 'Taxi Service'], ['Old Shuttle', 'Shared Shuttle'], ['Old Flex', 'Shared & Private'], ['Old Van', 'shared van']]) await before.query(insert, row(name, type));
    await before.destroy();

    const after = await at(migrations).initialize();
    await after.runMigrations();
    const rows = await after.query(`SELECT * FROM ${q}providers${q} ORDER BY ${q}id${q}`);
    expect(await after.driver.createSchemaBuilder().log()).toMatchObject({ upQueries: [] });
    await after.destroy();
    await database.drop();
    expect(rows.map((r: any) => [r.name, r.fareBasis])).toEqual([
      ['Old Cab', 'PER_VEHICLE'],
      ['Old Shuttle', 'PER_PERSON'],
      ['Old Flex', 'PER_PERSON'],
      ['Old Van', 'PER_VEHICLE'],
    ]);
    for (const r of rows) {
      expect([r.fares, r.fees, r.hours, r.pickupPoints]).toEqual(['[]', '[]', '[]', '[]']);
      expect(Number(r.minNoticeHours)).toBe(0);
      expect([r.maxBags, r.phone, r.email, r.freeWaitMinutes, r.flightTracking, r.cancellationPolicy, r.accessibility, r.ratingCount, r.ratingSource, r.factsCheckedOn]).toEqual(Array(10).fill(null));
    }
  });
});
