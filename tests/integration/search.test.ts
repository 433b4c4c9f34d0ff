// The search on the real app: the providers' served places and largest party over REST and
// GraphQL (seeded, written, refused with their messages, defaulted for older clients and for rows
// stored before the columns), the same filters on both transports, the home page's answer in the
// server's HTML, and one cached copy per valid search.
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../../api/config';
import { dataSourceOptions } from '../../api/db/dataSource';
import { MARIADB_MIGRATIONS, SQLITE_MIGRATIONS } from '../../api/db/migrations';
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { SEARCH_LOCATIONS } from '../../api/domain/rules';
import { SEARCH_TEXTS } from '../../api/domain/search';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, freshDatabase, isMysqlRun, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const CHAPEL_HILL_FOR_3 = ['bullcitycab', 'carolinaexecutivecar', 'tarheelgrouptransit'];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);
const demoSlugs = (list: { slug: string }[]) => slugs(list).filter((s) => !s.startsWith('testshuttle'));

describe('the new fields', () => {
  it('are seeded for the demo providers and returned by REST beside the spec fields', async () => {
    const res = await visitor.get('/api/providers');
    expect(res.status).toBe(200);
    for (const p of res.body) {
      expect(p.servedPlaces.length).toBeGreaterThan(0);
      expect(p.servedPlaces).toContain('RDU Airport');
      for (const place of p.servedPlaces) expect(SEARCH_LOCATIONS).toContain(place);
      expect(Number.isInteger(p.maxPassengers)).toBe(true);
    }
    const group = res.body.find((p: any) => p.slug === 'tarheelgrouptransit');
    expect(group.maxPassengers).toBe(24);
    expect((await visitor.get('/api/providers/bullcitycab')).body).toMatchObject({ maxPassengers: 4, servedPlaces: expect.arrayContaining(['Durham', 'Chapel Hill']) });
  });

  it('are returned by GraphQL', async () => {
    const res = await visitor.gql('{ provider(slug: "oakcitysharedride") { servedPlaces maxPassengers } }');
    expect(res.body.data.provider).toEqual({ servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary', 'Garner'], maxPassengers: 6 });
  });

  it('are written by the admin over REST, places kept in the list order', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['Cary', 'RDU Airport'], maxPassengers: '8' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ servedPlaces: ['RDU Airport', 'Cary'], maxPassengers: 8 });
    const updated = await admin.put(`/api/admin/providers/${created.body.id}`, { ...providerPayload({ slug: created.body.slug }), servedPlaces: ['Apex'], maxPassengers: 2 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ servedPlaces: ['Apex'], maxPassengers: 2 });
  });

  it('default for a client that leaves them out: a new provider serves every place for 4, an edited one keeps its own', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ servedPlaces: [...SEARCH_LOCATIONS], maxPassengers: 4 });
    const narrowed = await admin.put(`/api/admin/providers/${created.body.id}`, providerPayload({ slug: created.body.slug, servedPlaces: ['Durham'], maxPassengers: 3 }));
    expect(narrowed.status).toBe(200);
    const kept = await admin.put(`/api/admin/providers/${created.body.id}`, providerPayload({ slug: created.body.slug, servedPlaces: null }));
    expect(kept.body).toMatchObject({ servedPlaces: ['Durham'], maxPassengers: 3 });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no place', { servedPlaces: [] }, { servedPlaces: RULE_MESSAGES.servedPlaces }],
    ['a place not in the list', { servedPlaces: ['Cary', 'Myrtle Beach'] }, { servedPlaces: RULE_MESSAGES.servedPlace }],
    ['places that are not a list', { servedPlaces: 'Cary' }, { servedPlaces: RULE_MESSAGES.servedPlaces }],
    ['a party of none', { maxPassengers: 0 }, { maxPassengers: RULE_MESSAGES.maxPassengers }],
    ['a party too large', { maxPassengers: 61 }, { maxPassengers: RULE_MESSAGES.maxPassengers }],
    ['half a passenger', { maxPassengers: '2.5' }, { maxPassengers: RULE_MESSAGES.maxPassengers }],
  ])('are refused with a 400 and the field message: %s', async (_label, over, errors) => {
    const res = await admin.post('/api/admin/providers', providerPayload(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('are refused by GraphQL with the same messages', async () => {
    const input = { ...providerPayload({ rating: 4.2 }), servedPlaces: ['Nowhere'], maxPassengers: 99 };
    const res = await admin.gql('mutation($input: ProviderInput!) { createProvider(input: $input) { id } }', { input });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.errors).toEqual({ servedPlaces: RULE_MESSAGES.servedPlace, maxPassengers: RULE_MESSAGES.maxPassengers });
  });
});

describe('the providers filters', () => {
  it('GraphQL providers(servesPlaces, passengers) lists only those serving every place and carrying the party', async () => {
    const query = 'query($places: [String!], $n: Int) { providers(servesPlaces: $places, passengers: $n) { slug } }';
    const res = await visitor.gql(query, { places: ['RDU Airport', 'Chapel Hill'], n: 3 });
    expect(demoSlugs(res.body.data.providers)).toEqual(CHAPEL_HILL_FOR_3);
    const big = await visitor.gql(query, { n: 20 });
    expect(demoSlugs(big.body.data.providers)).toEqual(['tarheelgrouptransit']);
    const none = await visitor.gql(query, { places: ['Wake Forest', 'Holly Springs'] });
    expect(none.body.data.providers).toEqual([]);
  });

  it('GraphQL refuses a place that is not a search location and a party out of range', async () => {
    const res = await visitor.gql('{ providers(servesPlaces: ["Atlantis"], passengers: 0) { slug } }');
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.errors).toEqual({ servesPlaces: RULE_MESSAGES.searchPlace, passengers: RULE_MESSAGES.passengerCount });
  });

  it('REST GET /api/providers?from&to&passengers gives the same answer, cached apart from the full list', async () => {
    const all = await visitor.get('/api/providers');
    const res = await visitor.get('/api/providers?from=RDU%20Airport&to=Chapel%20Hill&passengers=3');
    expect(res.status).toBe(200);
    expect(demoSlugs(res.body)).toEqual(CHAPEL_HILL_FOR_3);
    const again = await visitor.get('/api/providers?from=RDU%20Airport&to=Chapel%20Hill&passengers=3');
    expect(again.body).toEqual(res.body);
    expect((await visitor.get('/api/providers')).body).toEqual(all.body);
  });

  it('REST refuses an unknown place or party with a 400 and the message', async () => {
    const res = await visitor.get('/api/providers?from=Mars&passengers=lots');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ servesPlaces: RULE_MESSAGES.searchPlace, passengers: RULE_MESSAGES.passengerCount });
  });
});

describe('the home page answers a search in its HTML', () => {
  const trip = { from: 'RDU Airport', to: 'Chapel Hill', passengers: '3 Passengers' };
  const searchUrl = '/?from=RDU+Airport&to=Chapel+Hill&passengers=3+Passengers';

  it('shows only the providers that fit, with the count naming the trip and a Clear link', async () => {
    const total = (await visitor.get('/api/providers')).body.length;
    const res = await visitor.get(`${searchUrl}&date=2030-05-01`);
    expect(res.status).toBe(200);
    const comparison = res.text.slice(res.text.indexOf('id="comparison"'), res.text.indexOf('id="resources"'));
    expect(comparison).toContain(SEARCH_TEXTS.showing(3, total, trip));
    expect(comparison).toContain(SEARCH_TEXTS.clear);
    for (const name of ['Bull City Cab Co.', 'Carolina Executive Car', 'Tar Heel Group Transit']) expect(comparison).toContain(name);
    for (const name of ['Oak City Shared Ride', 'Triangle Flex Rides', 'Triangle Airport Express']) expect(comparison).not.toContain(name);
    // The form holds the trip, so it can be changed and sent again without scripts.
    expect(res.text).toMatch(/<option value="Chapel Hill" selected="">/);
  });

  it('says so and offers every provider when nothing fits', async () => {
    const res = await visitor.get('/?from=Wake+Forest&to=Holly+Springs');
    const comparison = res.text.slice(res.text.indexOf('id="comparison"'), res.text.indexOf('id="resources"'));
    expect(comparison).toContain(SEARCH_TEXTS.noMatch({ from: 'Wake Forest', to: 'Holly Springs', passengers: '1 Passenger' }));
    for (const name of ['Oak City Shared Ride', 'Triangle Flex Rides', 'Bull City Cab Co.']) expect(comparison).toContain(name);
  });

  it('keeps one copy per valid search: the date, other parameters and invalid values add none', async () => {
    server.cache.invalidate();
    await visitor.get('/');
    await visitor.get(searchUrl);
    const entries = server.cache.size;
    for (const url of [
      `${searchUrl}&date=2030-05-01`,
      `${searchUrl}&date=2031-01-02&utm_source=mail`,
      '/?passengers=3+Passengers&to=Chapel+Hill',
      '/?from=Narnia&to=Chapel+Hill&passengers=3+Passengers',
      '/?from=Narnia',
      '/?passengers=12&date=someday',
    ]) {
      expect((await visitor.get(url)).status).toBe(200);
    }
    expect(server.cache.size).toBe(entries);
  });
});

describe('the migration', () => {
  it('gives providers stored before it every place and a party of 4', async () => {
    const dir = server.dataDir;
    const database = await freshDatabase(dir);
    const url = isMysqlRun() ? database.url : `sqlite:${dir}/before-reach.sqlite`;
    const migrations = isMysqlRun() ? MARIADB_MIGRATIONS : SQLITE_MIGRATIONS;
    const at = (list: Function[]) => new DataSource({ ...dataSourceOptions(parseDatabaseUrl(url, dir)), migrations: list } as never);
    const reach = migrations.findIndex((m) => m.name.startsWith('ProviderReach'));
    const before = await at(migrations.slice(0, reach)).initialize();
    await before.runMigrations();
    const q = isMysqlRun() ? '`' : '"';
    const cols = ['name', 'slug', 'type', 'imageUrl', 'rating', 'features', 'priceRange', 'serviceArea', 'description', 'shortDescription', 'bookingUrl'];
    await before.query(
      `INSERT INTO ${q}providers${q} (${cols.map((c) => q + c + q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      ['Old Cab', 'oldcab', 'Taxi Service', '/x.png', '4.0', '["Cards"]', '$10.00 - $20.00', 'Raleigh', 'An older row.', 'Older', 'https://example.com'],
    );
    await before.destroy();
    const after = await at(migrations).initialize();
    await after.runMigrations();
    const [row] = await after.query(`SELECT ${q}servedPlaces${q} AS places, ${q}maxPassengers${q} AS party FROM ${q}providers${q}`);
    await after.destroy();
    await database.drop();
    expect(JSON.parse(row.places)).toEqual([...SEARCH_LOCATIONS]);
    expect(Number(row.party)).toBe(4);
  });
});
