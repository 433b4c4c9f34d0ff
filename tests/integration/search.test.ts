// The search on the real app: the providers' served places and largest party over REST and
// GraphQL (seeded, written, refused with their messages, defaulted for older clients and for rows
// stored before the columns), the same filters on both transports, and the home page's trip answer
// in the server's HTML (totals for the party, every reason, what a shared link could not use, the
// render's moment for hydration), kept once per trip it shows and no longer than the answer holds.
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../../api/config';
import { dataSourceOptions } from '../../api/db/dataSource';
import { MARIADB_MIGRATIONS, SQLITE_MIGRATIONS, type MigrationClass } from '../../api/db/migrations';
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { PAGE_DOCUMENT } from '../../api/domain/render';
import { SEARCH_LOCATIONS } from '../../api/domain/rules';
import { TRIP_TEXTS } from '../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T } from '../../api/domain/tripSearch';
import { usd } from '../../api/domain/money';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, freshDatabase, isMysqlRun, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;
let admin: Client;

/**
 * The clock the server's read cache and services go by, stopped where the test puts it: a kept
 * page's time runs out when the test says, not while a request is on its way. (The page renderer
 * reads the system's clock for the moment it judges a page at.)
 */
let now = Date.now();

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(now) });
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

/** The HTML of the page's answer section, and its text with the markup taken out. */
function answerOf(html: string): { html: string; text: string } {
  const start = html.indexOf('id="answer"');
  if (start < 0) return { html: '', text: '' };
  const part = html.slice(start, html.indexOf('id="providers"'));
  const text = part
    .replace(/<style[^>]*>[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return { html: part, text };
}

const hydrationOf = (html: string) => {
  const match = new RegExp(`id="${PAGE_DOCUMENT.hydrationDataId}">([^<]*)<`).exec(html);
  return match ? JSON.parse(match[1]) : null;
};

describe('the home page answers a trip in its HTML', () => {
  // A Saturday years ahead: every provider's notice is met, and 02:00 is past most closing times.
  const LATE_PARTY = '/?from=RDU+Airport&to=Downtown+Raleigh&date=2030-05-04&time=02%3A00&passengers=4&bags=2';

  it('gives each option the total for the party with its lines, cheapest first, and every excluded provider with every reason', async () => {
    const res = await visitor.get(LATE_PARTY);
    expect(res.status).toBe(200);
    const { text } = answerOf(res.text);
    expect(text).toContain('Sat 4 May 2030, 02:00 · 4 passengers · 2 large bags');
    // The answer is the trip rule's: the same as the API gives for the same trip.
    const api = (await visitor.get('/api/trip?from=RDU+Airport&to=Downtown+Raleigh&date=2030-05-04&time=02:00&passengers=4&bags=2&sort=PRICE')).body;
    expect(api.options.length).toBeGreaterThan(0);
    let at = 0;
    for (const option of api.options) {
      const found = text.indexOf(option.provider.name, at);
      expect(found).toBeGreaterThan(at - 1);
      at = found;
      expect(text).toContain(`${usd(Math.round(option.total * 100))} for 4`);
      for (const line of option.lines) expect(text).toContain(line.label);
    }
    expect(text).toContain(T.options(api.options.length, api.options.length + api.excluded.length));
    expect(text).toContain(T.excluded(api.excluded.length));
    for (const { provider, reasons } of api.excluded) {
      expect(text).toContain(provider.name);
      for (const reason of reasons) expect(text).toContain(reason);
    }
    expect(text).toContain(TRIP_TEXTS.closedAt('02:00', 6));
    // Booking links are counted as home page clicks.
    expect(answerOf(res.text).html).toMatch(/data-click-provider="\d+" data-click-page="home"/);
  });

  it('carries the moment it was judged at, for the browser to hydrate the same answer; a page without a trip does not', async () => {
    const before = Date.now();
    const res = await visitor.get('/?from=Durham&to=RDU+Airport&date=2030-05-06');
    const { renderedAt } = hydrationOf(res.text);
    expect(renderedAt).toBeGreaterThanOrEqual(before - 60_000);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    expect(answerOf(res.text).text).toMatch(/As of \d\d:\d\d, /);
    expect(hydrationOf((await visitor.get('/')).text)?.renderedAt).toBeUndefined();
  });

  it('keeps its rendered copy no longer than the answer holds: to the end of the minute it was judged in', async () => {
    const url = '/?from=RDU+Airport&to=Cary&date=2030-05-06&passengers=2';
    const res = await visitor.get(url);
    const { renderedAt } = hydrationOf(res.text);
    const entry = server.cache.page(url, { stale: true });
    expect(entry?.validUntil).toBe(Math.floor(renderedAt / 60_000) * 60_000 + 60_000);
    now = entry!.validUntil! - 1;
    expect((await visitor.get(url)).headers.get('x-cache')).toBe('HIT');
    now = entry!.validUntil!;
    expect((await visitor.get(url)).headers.get('x-cache')).not.toBe('HIT');
    now = Date.now();
  });

  it('sends the copy whose minute just ran out while one render makes the next; past 10 s a visitor waits for the render', async () => {
    const url = '/?from=RDU+Airport&to=Cary&date=2030-05-06&passengers=3';
    const first = await visitor.get(url);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const kept = server.cache.page(url, { stale: true })!;
    kept.validUntil = now - 1;
    const during = await visitor.get(url);
    expect(during.status).toBe(200);
    expect(during.headers.get('x-cache')).toBe('UPDATING');
    expect(hydrationOf(during.text).renderedAt).toBe(hydrationOf(first.text).renderedAt);
    // The next copy, rendered meanwhile, is kept and sent as current.
    const end = Date.now() + 30_000;
    while (server.cache.page(url) === undefined && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await visitor.get(url);
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(server.cache.page(url)).not.toBe(kept);

    server.cache.page(url, { stale: true })!.validUntil = now - 11_000;
    const late = await visitor.get(url);
    expect(late.headers.get('x-cache')).toBe('MISS');
  });

  it('answers a party of 6 with bags and a wheelchair-accessible vehicle, and says why the others cannot', async () => {
    const { text } = answerOf((await visitor.get('/?from=RDU+Airport&to=Durham&date=2030-05-06&time=10%3A00&passengers=6&bags=3&wheelchair=true')).text);
    expect(text).toContain('Mon 6 May 2030, 10:00 · 6 passengers · 3 large bags · wheelchair-accessible vehicle');
    expect(text).toContain('Tar Heel Group Transit');
    expect(text).toContain(`${usd(16500)} for 6`);
    expect(text).toMatch(/ 1 of \d+ providers can take this trip /);
    expect(text).toContain(TRIP_TEXTS.noWheelchair);
    expect(text).toContain(TRIP_TEXTS.passengers(4));
  });

  it('answers the form sent without scripts ("4+ Passengers" then the exact number), and the form holds the trip', async () => {
    const res = await visitor.get('/?from=RDU+Airport&to=Downtown+Raleigh&date=&time=&passengers=4%2B+Passengers&passengers=6&bags=0');
    expect(answerOf(res.text).text).toContain('6 passengers · no large bags');
    expect(res.text).toMatch(/<option value="4\+ Passengers" selected="">/);
    expect(res.text).toMatch(/id="search-exact-party"[^>]*value="6"|value="6"[^>]*id="search-exact-party"/);
  });

  it('says what a shared link held that it could not use, and shows the trip it could read', async () => {
    const res = await visitor.get('/?from=Durham&to=Durham&passengers=99&date=2020-01-01&bags=lots');
    expect(res.status).toBe(200);
    const { text } = answerOf(res.text);
    expect(text).toContain("This link's destination (Durham) is its starting place: showing RDU Airport.");
    expect(text).toContain("This link's date (Wed 1 Jan 2020) has passed: showing today");
    // Folded into the page's key, a value the page could not use is named by the browser once it runs.
    expect(text).toContain(`This link's party size is not one we can search for: showing 1 passenger. ${RULE_MESSAGES.passengerCount}.`);
    expect(text).toContain(`This link's number of large bags is not one we can search for: showing no large bags. ${RULE_MESSAGES.bags}.`);
    expect(text).toContain('Durham → RDU Airport');
  });

  it('answers a shared link between two places neither of which is the airport with what the site compares, never a price for it', async () => {
    const res = await visitor.get('/?from=Durham&to=Chapel+Hill&date=2030-05-06');
    expect(res.status).toBe(200);
    const { text } = answerOf(res.text);
    expect(text).toContain(`This link's destination (Chapel Hill) is not RDU Airport, nor is its starting place: showing Durham → RDU Airport. ${RULE_MESSAGES.tripAirport}.`);
    expect(text).toContain('Durham → RDU Airport');
    // Bull City Cab's Durham fare and its airport fee: the trip the page shows, not Durham to Chapel Hill.
    expect(text).toContain(`${usd(5450)} for 1`);
    expect(text).not.toContain(usd(7750));
    // Its To choices are the airport alone (From is not the airport).
    const to = res.text.slice(res.text.indexOf('id="search-to"'), res.text.indexOf('</select>', res.text.indexOf('id="search-to"')));
    expect([...to.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1])).toEqual(['RDU Airport']);
  });

  it('shows no answer without a trip parameter, and every provider in the comparison', async () => {
    const res = await visitor.get('/?utm_source=mail');
    expect(answerOf(res.text).html).toBe('');
    const comparison = res.text.slice(res.text.indexOf('id="comparison"'), res.text.indexOf('id="resources"'));
    for (const name of ['Oak City Shared Ride', 'Triangle Flex Rides', 'Bull City Cab Co.', 'Tar Heel Group Transit']) expect(comparison).toContain(name);
  });

  it('keeps one copy per trip it shows: other spellings, defaults, other parameters and unusable values add none', async () => {
    server.cache.invalidate();
    const trip = '/?from=RDU+Airport&to=Cary&date=2030-05-06&passengers=3';
    const junk = '/?from=RDU+Airport&to=Downtown+Raleigh&passengers=99';
    for (const url of ['/', trip, junk]) expect((await visitor.get(url)).status).toBe(200);
    const entries = server.cache.size;
    for (const url of [
      '/?utm_source=mail',
      `${trip}&utm_source=mail`,
      '/?passengers=3&date=2030-05-06&to=Cary&from=RDU+Airport',
      '/?to=Cary&date=2030-05-06&passengers=3+Passengers&bags=0&wheelchair=false&sort=PRICE&time=',
      '/?passengers=0',
      '/?passengers=lots&utm_source=x',
      '/?from=RDU+Airport&to=Downtown+Raleigh&passengers=2.5',
    ]) {
      expect((await visitor.get(url)).status).toBe(200);
    }
    expect(server.cache.size).toBe(entries);
    // Every value the page shows makes a page of its own.
    for (const url of [`${trip}&bags=1`, `${trip}&time=09%3A00`, `${trip}&wheelchair=true`, `${trip}&sort=RATING`, '/?from=RDU+Airport&to=Cary&date=2030-05-07&passengers=3']) {
      expect((await visitor.get(url)).status).toBe(200);
    }
    expect(server.cache.size).toBe(entries + 5);
  });

  it('never fails on bad input', async () => {
    for (const url of ['/?from=%00&to=%E2%80%AE', `/?passengers=${'9'.repeat(400)}`, '/?date=9999-99-99&time=99%3A99', '/?wheelchair[]=1&sort=__proto__', '/?bags=-1&bags=2']) {
      const res = await visitor.get(url);
      expect(res.status).toBe(200);
      expect(answerOf(res.text).text).toContain("This link's");
    }
  });
});

describe('the migration', () => {
  it('gives providers stored before it every place and a party of 4', async () => {
    const dir = server.dataDir;
    const database = await freshDatabase(dir);
    const url = isMysqlRun() ? database.url : `sqlite:${dir}/before-reach.sqlite`;
    const migrations = isMysqlRun() ? MARIADB_MIGRATIONS : SQLITE_MIGRATIONS;
    const at = (list: MigrationClass[]) => new DataSource({ ...dataSourceOptions(parseDatabaseUrl(url, dir)), migrations: list } as never);
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
