// Facts that say only what was stated (issue 31, items 4, 5 and 8) on the real app (SQLite here,
// MariaDB in the mysql run), over REST and GraphQL: accessibility three-valued per fact (yes, no,
// not stated), the deprecated yes-only fields older clients read and send, the trip's wheelchair
// rule ("not stated" is not "yes"), the migration of the false values stored before; a check date
// in the future refused with nothing stored; the admin list's filter for facts not checked for 90
// days; a provider page without a phone or e-mail shows neither and points to the booking site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../../api/config';
import { dataSourceOptions } from '../../api/db/dataSource';
import type { MigrationClass } from '../../api/db/migrations';
import { STALE_FILTER_TEXT } from '../../api/domain/attention';
import { CONTACT_WORDS } from '../../api/domain/factTexts';
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { addDays, siteToday } from '../../api/domain/hours';
import { TRIP_TEXTS } from '../../api/domain/trip';
import { factsPayload, providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, freshDatabase, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;
let admin: Client;

/** The site's clock, in the test's hands (today at the site is the test's own). */
const now = Date.now();
const clock = () => new Date(now);
const today = () => siteToday(clock());

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

const ACCESS = 'accessibility { hasWheelchairVehicle takesFoldingWheelchair welcomesServiceAnimals wheelchairVehicle foldingWheelchair serviceAnimals notes }';
const readGql = async (slug: string) => (await visitor.gql(`query($slug: String!) { provider(slug: $slug) { ${ACCESS} } }`, { slug })).body.data.provider.accessibility;
const readRest = async (slug: string) => (await visitor.get(`/api/providers/${slug}`)).body.accessibility;

describe('accessibility, one answer per fact', () => {
  it('stores what was stated and nothing else: one fact yes leaves the others not stated (REST in, both out)', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ accessibility: { hasWheelchairVehicle: true } }));
    expect(created.status).toBe(201);
    const expected = {
      hasWheelchairVehicle: true, takesFoldingWheelchair: null, welcomesServiceAnimals: null,
      // Older clients' yes-only fields: true only where stated yes.
      wheelchairVehicle: true, foldingWheelchair: false, serviceAnimals: false, notes: null,
    };
    expect(created.body.accessibility).toEqual(expected);
    expect(await readRest(created.body.slug)).toEqual(expected);
    expect(await readGql(created.body.slug)).toEqual(expected);
  });

  it('keeps a stated no apart from not stated, written over GraphQL', async () => {
    const input = { ...providerPayload({ rating: 4.2 }), accessibility: { hasWheelchairVehicle: false, welcomesServiceAnimals: true } };
    const res = await admin.gql(`mutation($input: ProviderInput!) { createProvider(input: $input) { slug ${ACCESS} } }`, { input });
    const expected = { hasWheelchairVehicle: false, takesFoldingWheelchair: null, welcomesServiceAnimals: true, wheelchairVehicle: false, foldingWheelchair: false, serviceAnimals: true, notes: null };
    expect(res.body.data.createProvider.accessibility).toEqual(expected);
    expect(await readRest(res.body.data.createProvider.slug)).toEqual(expected);
  });

  it("reads an older client's ticked-or-not fields as they were meant: true is yes, false is not stated", async () => {
    const rest = await admin.post('/api/admin/providers', providerPayload({ accessibility: { wheelchairVehicle: false, foldingWheelchair: true, serviceAnimals: false, notes: null } }));
    expect(rest.body.accessibility).toMatchObject({ hasWheelchairVehicle: null, takesFoldingWheelchair: true, welcomesServiceAnimals: null });
    const input = { ...providerPayload({ rating: 4.2 }), accessibility: { wheelchairVehicle: false, foldingWheelchair: false, serviceAnimals: false } };
    const gql = await admin.gql(`mutation($input: ProviderInput!) { createProvider(input: $input) { ${ACCESS} } }`, { input });
    // Nothing stated at all: accessibility not entered.
    expect(gql.body.data.createProvider.accessibility).toBeNull();
  });

  it('keeps a stated no when a save leaves accessibility out', async () => {
    const created = await admin.post('/api/admin/providers', providerPayload({ accessibility: { hasWheelchairVehicle: false, notes: 'Sedans only.' } }));
    const kept = await admin.put(`/api/admin/providers/${created.body.id}`, providerPayload({ slug: created.body.slug }));
    expect(kept.status).toBe(200);
    expect(kept.body.accessibility).toMatchObject({ hasWheelchairVehicle: false, takesFoldingWheelchair: null, notes: 'Sedans only.' });
  });

  it('refuses a fact that is not yes, no or null, on both transports, and stores nothing', async () => {
    const payload = providerPayload({ accessibility: { hasWheelchairVehicle: 'maybe' } });
    const rest = await admin.post('/api/admin/providers', payload);
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual({ 'accessibility.hasWheelchairVehicle': RULE_MESSAGES.yesNo('Wheelchair-accessible vehicle') });
    expect((await visitor.get(`/api/providers/${payload.slug}`)).status).toBe(404);
    const gql = await admin.gql('mutation($input: ProviderInput!) { createProvider(input: $input) { id } }', { input: { ...payload, rating: 4.2, accessibility: { hasWheelchairVehicle: 'maybe' } } });
    // A String where a Boolean goes is refused by GraphQL's own variable check.
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('tells a wheelchair user "no" from "not stated", and offers neither (REST and GraphQL)', async () => {
    const slugs = {
      yes: (await admin.post('/api/admin/providers', providerPayload({ accessibility: { hasWheelchairVehicle: true } }))).body.slug,
      no: (await admin.post('/api/admin/providers', providerPayload({ accessibility: { hasWheelchairVehicle: false } }))).body.slug,
      unstated: (await admin.post('/api/admin/providers', providerPayload({ accessibility: { welcomesServiceAnimals: true } }))).body.slug,
      never: (await admin.post('/api/admin/providers', providerPayload())).body.slug,
    };
    const trip = { from: 'RDU Airport', to: 'Cary', date: addDays(today(), 7), wheelchair: true };
    const rest = (await visitor.get(`/api/trip?${new URLSearchParams({ ...trip, wheelchair: 'true' })}`)).body;
    const gql = (await visitor.gql('query($input: TripInput!) { trip(input: $input) { options { provider { slug } } excluded { provider { slug } reasons } } }', { input: trip })).body.data.trip;
    for (const answer of [rest, gql]) {
      const options = answer.options.map((o: any) => o.provider.slug);
      const reasons = Object.fromEntries(answer.excluded.map((e: any) => [e.provider.slug, e.reasons]));
      expect(options).toContain(slugs.yes);
      expect(reasons[slugs.no]).toEqual([TRIP_TEXTS.noWheelchair]);
      expect(reasons[slugs.unstated]).toEqual([TRIP_TEXTS.wheelchairNotStated]);
      expect(reasons[slugs.never]).toEqual([TRIP_TEXTS.wheelchairNotStated]);
    }
  });

  it('migrates the false values stored before to not stated: they were unticked boxes, never a "no"', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-mig-'));
    const fresh = await freshDatabase(dir);
    const options = dataSourceOptions(parseDatabaseUrl(fresh.url, dir));
    const all = options.migrations as MigrationClass[];
    const at = all.findIndex((m) => m.name.startsWith('FactsStated'));
    expect(at).toBeGreaterThan(0);
    try {
      const before = new DataSource({ ...options, migrations: all.slice(0, at) });
      await before.initialize();
      await before.runMigrations();
      const rows: [string, string | null][] = [
        ['ticked', JSON.stringify({ wheelchairVehicle: false, foldingWheelchair: true, serviceAnimals: true, notes: 'Ramp on request.' })],
        ['bare', JSON.stringify({ wheelchairVehicle: false, foldingWheelchair: false, serviceAnimals: false, notes: null })],
        ['notes', JSON.stringify({ wheelchairVehicle: false, foldingWheelchair: false, serviceAnimals: false, notes: 'Call ahead.' })],
        ['none', null],
      ];
      for (const [i, [slug, accessibility]] of rows.entries()) {
        await before.query(
          'INSERT INTO providers (id, name, slug, type, imageUrl, rating, features, priceRange, serviceArea, description, shortDescription, bookingUrl, servedPlaces, maxPassengers, fareBasis, fares, fees, hours, minNoticeHours, accessibility, pickupPoints, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [i + 1, slug, slug, 'Taxi Service', 'https://images.example.com/a.jpg', '4', '["A"]', '$10 - $20', 'Raleigh', 'D', 'S', 'https://book.example.com/', '["RDU Airport","Cary"]', 4, 'PER_VEHICLE', '[]', '[]', '[]', 0, accessibility, '[]', '2026-01-01 00:00:00', '2026-01-01 00:00:00'],
        );
      }
      await before.destroy();

      const after = new DataSource(options);
      await after.initialize();
      await after.runMigrations();
      const read = await after.query('SELECT slug, accessibility FROM providers ORDER BY id');
      expect(read.map((r: any) => [r.slug, r.accessibility === null ? null : JSON.parse(r.accessibility)])).toEqual([
        ['ticked', { wheelchairVehicle: null, foldingWheelchair: true, serviceAnimals: true, notes: 'Ramp on request.' }],
        ['bare', null],
        ['notes', { wheelchairVehicle: null, foldingWheelchair: null, serviceAnimals: null, notes: 'Call ahead.' }],
        ['none', null],
      ]);
      await after.destroy();
    } finally {
      await fresh.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('"Details checked on"', () => {
  it('accepts today and refuses tomorrow over REST (400, the message, nothing stored)', async () => {
    const created = await admin.post('/api/admin/providers', { ...providerPayload(), factsCheckedOn: today() });
    expect(created.status).toBe(201);
    expect(created.body.factsCheckedOn).toBe(today());

    const tomorrow = addDays(today(), 1);
    const refused = await admin.post('/api/admin/providers', { ...providerPayload(), factsCheckedOn: tomorrow });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ factsCheckedOn: RULE_MESSAGES.factsCheckedOnFuture(today()) });

    const updated = await admin.put(`/api/admin/providers/${created.body.id}`, { ...providerPayload({ slug: created.body.slug }), factsCheckedOn: tomorrow });
    expect(updated.status).toBe(400);
    expect(updated.body.message).toBe(RULE_MESSAGES.factsCheckedOnFuture(today()));
    expect((await admin.get(`/api/admin/providers/${created.body.id}`)).body.factsCheckedOn).toBe(today());
  });

  it('refuses a day in the future over GraphQL with the same message', async () => {
    const input = { ...providerPayload({ rating: 4.2 }), factsCheckedOn: addDays(today(), 30) };
    const res = await admin.gql('mutation($input: ProviderInput!) { createProvider(input: $input) { id } }', { input });
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { factsCheckedOn: RULE_MESSAGES.factsCheckedOnFuture(today()) } });
    expect((await visitor.get(`/api/providers/${input.slug}`)).status).toBe(404);
  });
});

describe('the providers list filtered to facts not checked for 90 days', () => {
  const PAGE = `query($q: String, $stale: Boolean, $sort: String) { adminProvidersPage(q: $q, stale: $stale, sort: $sort, limit: 50) { total items { name factsCheckedOn } } }`;

  it('lists only the never checked and those checked 90 days ago or earlier, on both transports', async () => {
    const tag = `staletest${Date.now().toString(36)}`;
    const make = async (name: string, factsCheckedOn: string | null) =>
      expect((await admin.post('/api/admin/providers', { ...providerPayload({ name: `${tag} ${name}` }), factsCheckedOn })).status).toBe(201);
    await make('never', null);
    await make('ninety', addDays(today(), -90));
    await make('eightynine', addDays(today(), -89));
    await make('today', today());

    const rest = await admin.get(`/api/admin/providers?q=${tag}&stale=true&sort=name`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-total-count')).toBe('2');
    expect(rest.body.map((p: any) => p.name)).toEqual([`${tag} never`, `${tag} ninety`]);
    expect((await admin.get(`/api/admin/providers?q=${tag}`)).headers.get('x-total-count')).toBe('4');

    const gql = await admin.gql(PAGE, { q: tag, stale: true, sort: 'factsCheckedOn' });
    expect(gql.body.data.adminProvidersPage).toEqual({
      total: 2,
      items: [{ name: `${tag} never`, factsCheckedOn: null }, { name: `${tag} ninety`, factsCheckedOn: addDays(today(), -90) }],
    });
  });

  it('refuses a filter that is neither true nor false', async () => {
    const res = await admin.get('/api/admin/providers?stale=maybe');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ stale: STALE_FILTER_TEXT });
  });
});

describe('a provider without a phone or e-mail', () => {
  it('is published with neither: no made-up number or address in its data, page or structured data', async () => {
    const created = await admin.post('/api/admin/providers', { ...providerPayload(), ...factsPayload({ phone: null, email: null }) });
    expect(created.body).toMatchObject({ phone: null, email: null });
    const html = await (await fetch(`${server.url}/providers/${created.body.slug}`)).text();
    expect(html).not.toMatch(/555-01\d\d/);
    expect(html).not.toContain(`@${created.body.slug}.example.com`);
    expect(html.replace(/&#x27;|&#39;/g, "'")).toContain(CONTACT_WORDS.none(created.body.name));
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const service = ld.find((item) => item['@type'] === 'Service');
    expect(service.provider).not.toHaveProperty('telephone');
    expect(service.provider).not.toHaveProperty('email');
  });
});
