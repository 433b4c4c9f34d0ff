// The contract integrators build on (issue 32, item 6), on the real app over both transports:
// places and their codes, reasons as codes and lines with kinds and cents, REST's refusal of
// unknown or repeated query parameters, excluded providers named briefly unless ?expand=provider
// (and the answer's size at 500 providers), and GET /api/openapi.json: valid OpenAPI 3.1 (checked
// by a maintained validator), one row per route Express has, and real answers that match it.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { defaultFacts } from '../../api/domain/facts';
import { addDays, siteToday } from '../../api/domain/hours';
import { PLACES } from '../../api/domain/places';
import { QUERY_TEXTS } from '../../api/domain/texts';
import { Provider } from '../../api/entities';
import { REST_ROUTES, TRIP_REST_QUERY } from '../../api/rest/contract';
import { openApiPath } from '../../api/rest/openapi';
import { adminRoutes, adminRoutesOutsideAdminPath } from '../../api/rest/admin';
import { publicRoutes } from '../../api/rest/public';
import { partnerRoutes } from '../../api/rest/partners';
import { insertRows } from '../support/bulkRows';
import { tripMixProvider } from '../../bench/tripMix';
import { validateOpenApi } from '../support/openApiValidator';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;
let admin: Client;

const PLACE_NAMES = PLACES.map((p) => p.name);
const SCALE = 500;

/** bench/trip.js's mix (bench/tripMix.js): each serves two places in three, with fares, fees, hours and notice varied by its number. */
const scaleProvider = (i: number): Partial<Provider> => {
  const mix = tripMixProvider(i, PLACE_NAMES);
  return {
    ...defaultFacts(mix.type),
    name: `Scale Ride ${i}`,
    slug: `scaleride${i}`,
    shortDescription: 'Rides for the scale test',
    description: 'A provider made by the integrators test to measure the trip answer at scale.',
    bookingUrl: 'https://book.example.com/scale',
    ...mix,
  } as Partial<Provider>;
};

beforeAll(async () => {
  server = await startTestServer();
  // Before any trip is asked: the answer's providers are read once per content version.
  await insertRows(server.db, Provider, SCALE, scaleProvider);
  visitor = new Client(server.url);
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const inAWeek = () => addDays(siteToday(new Date()), 7);
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

const TRIP = `query Trip($input: TripInput!) {
  trip(input: $input) {
    trip { from to passengers }
    options { provider { slug } totalCents lines { kind label amountCents } }
    excluded { provider { slug } reasons why { code place maxPassengers maxBags day time noticeHours } }
  }
}`;

describe('places', () => {
  it('GraphQL places and GET /api/places answer the same list: code, name, kind', async () => {
    const rest = await visitor.get('/api/places');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(PLACES.map(({ code, name, kind }) => ({ code, name, kind })));
    const gql = await visitor.gql('{ places { code name kind } }');
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.places).toEqual(rest.body);
    expect(rest.body[0]).toEqual({ code: 'RDU', name: 'RDU Airport', kind: 'AIRPORT' });
  });

  it('a trip takes codes or names, on both transports, and answers with the names', async () => {
    const date = inAWeek();
    const byName = await visitor.get(`/api/trip?${qs({ from: 'RDU Airport', to: 'Chapel Hill', date })}`);
    const byCode = await visitor.get(`/api/trip?${qs({ from: 'RDU', to: 'CHAPEL_HILL', date })}`);
    expect(byCode.status).toBe(200);
    expect(byCode.body.trip).toMatchObject({ from: 'RDU Airport', to: 'Chapel Hill' });
    expect(byCode.text).toBe(byName.text);
    const gql = await visitor.gql(TRIP, { input: { from: 'CHAPEL_HILL', to: 'rdu', date } });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.trip.trip).toMatchObject({ from: 'Chapel Hill', to: 'RDU Airport' });
  });

  it('an unknown place is still refused with the rule message, on both transports', async () => {
    const rest = await visitor.get(`/api/trip?${qs({ from: 'RDU', to: 'NARNIA' })}`);
    expect(rest.status).toBe(400);
    expect(rest.body.errors.to).toBe('Please choose a place from the list');
    const gql = await visitor.gql(TRIP, { input: { from: 'RDU', to: 'NARNIA' } });
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('reasons as codes, lines with kinds and cents', () => {
  const input = () => ({ from: 'RDU', to: 'DURHAM', date: inAWeek(), passengers: 9, bags: 3 });

  it('both transports give each exclusion why[] beside its words, and each line a kind and amountCents', async () => {
    const rest = await visitor.get(`/api/trip?${qs({ ...input(), passengers: '9', bags: '3' })}`);
    const gql = await visitor.gql(TRIP, { input: input() });
    expect(rest.status).toBe(200);
    expect(gql.body.errors).toBeUndefined();
    const g = gql.body.data.trip;
    expect(g.excluded.length).toBeGreaterThan(0);
    for (const e of g.excluded) expect(e.why.map((w: { code: string }) => w.code)).toHaveLength(e.reasons.length);
    const tooSmall = g.excluded.find((e: any) => e.why.some((w: any) => w.code === 'TOO_MANY_PASSENGERS'));
    const at = tooSmall.why.findIndex((w: any) => w.code === 'TOO_MANY_PASSENGERS');
    expect(tooSmall.reasons[at]).toBe(`Carries at most ${tooSmall.why[at].maxPassengers} passengers`);
    // REST: the same codes and numbers, with the fields that do not belong left out.
    const restBySlug = new Map(rest.body.excluded.map((e: any) => [e.provider.slug, e]));
    for (const e of g.excluded) {
      const r: any = restBySlug.get(e.provider.slug);
      expect(r.reasons).toEqual(e.reasons);
      expect(r.why).toEqual(e.why.map((w: any) => Object.fromEntries(Object.entries(w).filter(([k, v]) => v !== null || (k === 'time' && w.code === 'CLOSED')))));
    }
    expect(g.options.length).toBeGreaterThan(0);
    for (const o of g.options) {
      expect(o.lines.reduce((sum: number, l: any) => sum + l.amountCents, 0)).toBe(o.totalCents);
      for (const l of o.lines) expect(['FARE_PER_PERSON', 'FARE_PER_VEHICLE', 'FEE_PER_PERSON', 'FEE_PER_BOOKING']).toContain(l.kind);
    }
    const restOption = rest.body.options.find((o: any) => o.provider.slug === g.options[0].provider.slug);
    expect(restOption.totalCents).toBe(g.options[0].totalCents);
    expect(restOption.lines.map((l: any) => ({ kind: l.kind, label: l.label, amountCents: l.amountCents }))).toEqual(g.options[0].lines);
  });

  it('marks the dollar fields kept for older clients @deprecated, with the reason', async () => {
    const answer = await visitor.gql('{ __type(name: "TripLine") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }');
    const amount = answer.body.data.__type.fields.find((f: any) => f.name === 'amount');
    expect(amount.isDeprecated).toBe(true);
    expect(amount.deprecationReason).toMatch(/amountCents|Cents/);
  });
});

describe('GET /api/trip refuses query parameters it does not read', () => {
  it.each([
    ['a misspelt one', 'from=RDU&to=CARY&pax=3', { pax: QUERY_TEXTS.unknown('pax', TRIP_REST_QUERY) }],
    ['one given twice', 'from=RDU&to=CARY&passengers=2&passengers=3', { passengers: QUERY_TEXTS.repeated('passengers') }],
    ['every one at once', 'from=RDU&to=CARY&to=APEX&pax=3&Bags=1', { to: QUERY_TEXTS.repeated('to'), pax: QUERY_TEXTS.unknown('pax', TRIP_REST_QUERY), Bags: QUERY_TEXTS.unknown('Bags', TRIP_REST_QUERY) }],
    ['an expand it does not have', 'from=RDU&to=CARY&expand=everything', { expand: QUERY_TEXTS.expand(['provider']) }],
  ])('%s: 400 naming each', async (_label, query, errors) => {
    const answer = await visitor.get(`/api/trip?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    for (const message of Object.values(errors)) expect(answer.body.message).toContain(message);
  });

  it('GET /api/places and /api/openapi.json read none', async () => {
    expect((await visitor.get('/api/places?lang=fr')).body.errors).toEqual({ lang: QUERY_TEXTS.unknown('lang', []) });
    expect((await visitor.get('/api/openapi.json?v=2')).status).toBe(400);
  });
});

describe('providers named briefly', () => {
  it('names each provider by { id, slug, name } unless ?expand=provider', async () => {
    const query = qs({ from: 'RDU', to: 'DOWNTOWN_RALEIGH', date: inAWeek(), passengers: '9' });
    const brief = await visitor.get(`/api/trip?${query}`);
    const full = await visitor.get(`/api/trip?${query}&expand=provider`);
    expect(brief.body.excluded.length).toBeGreaterThan(0);
    for (const e of brief.body.excluded) expect(Object.keys(e.provider).sort()).toEqual(['id', 'name', 'slug']);
    expect(full.body.excluded.map((e: any) => ({ id: e.provider.id, slug: e.provider.slug, name: e.provider.name }))).toEqual(brief.body.excluded.map((e: any) => e.provider));
    expect(full.body.excluded[0].provider).toHaveProperty('bookingUrl');
    expect(brief.body.options.length).toBeGreaterThan(0);
    for (const o of brief.body.options) expect(Object.keys(o.provider).sort()).toEqual(['id', 'name', 'slug']);
    expect(full.body.options.map((o: any) => o.provider.slug)).toEqual(brief.body.options.map((o: any) => o.provider.slug));
    for (const o of full.body.options) expect(o.provider).toHaveProperty('bookingUrl');
  });

  it.each([
    ['most excluded', { from: 'RDU', to: 'GARNER', passengers: '9' }],
    ['a common trip', { from: 'RDU', to: 'DURHAM', passengers: '2' }],
    ['no time, no party', { from: 'DURHAM', to: 'RDU' }],
  ])(`at ${SCALE} providers and more, one answer stays under 150 KB: %s`, async (_label, params) => {
    const answer = await visitor.get(`/api/trip?${qs({ ...params, date: inAWeek() })}`);
    expect(answer.status).toBe(200);
    expect(answer.body.options.length + answer.body.excluded.length).toBeGreaterThanOrEqual(SCALE);
    expect(Buffer.byteLength(answer.text)).toBeLessThan(150 * 1024);
  });
});

describe('GET /api/openapi.json', () => {
  let doc: any;
  beforeAll(async () => {
    const answer = await visitor.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = validateOpenApi(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(result.version).toBe('3.1');
    // And the validator does refuse a broken one (a response without its description).
    const broken = structuredClone(doc);
    delete broken.paths['/api/places'].get.responses['200'].description;
    expect(validateOpenApi(broken).valid).toBe(false);
  });

  /** Each route Express has on a router, as 'METHOD /path' (routers mounted without a path walked into). */
  function routesOf(router: any, prefix: string): string[] {
    const out: string[] = [];
    for (const layer of router.stack) {
      if (layer.route) for (const method of Object.keys(layer.route.methods)) out.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
      else if (layer.handle?.stack && layer.slash) out.push(...routesOf(layer.handle, prefix));
    }
    return out;
  }

  it('describes every public route Express has, and every route of SPEC.md section 7', () => {
    const described = new Set(REST_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const services = {} as never;
    for (const route of routesOf(publicRoutes(services), '/api')) expect(described).toContain(route);
    const spec = [
      'GET /api/admin/user', 'POST /api/admin/login', 'POST /api/admin/logout', 'GET /api/admin/stats',
      'GET /api/admin/providers', 'GET /api/admin/providers/:id', 'POST /api/admin/providers', 'PUT /api/admin/providers/:id', 'DELETE /api/admin/providers/:id',
      'GET /api/providers/:key', 'PATCH /api/providers/:id',
      'GET /api/admin/resources', 'POST /api/admin/resources', 'PUT /api/admin/resources/:id', 'DELETE /api/admin/resources/:id',
      'GET /api/admin/contacts', 'POST /api/admin/contacts/:id/read', 'DELETE /api/admin/contacts/:id',
      'GET /api/admin/faqs', 'POST /api/admin/faqs', 'PUT /api/admin/faqs/:id', 'DELETE /api/admin/faqs/:id',
      'GET /api/admin/adspots', 'POST /api/admin/adspots', 'PUT /api/admin/adspots/:id', 'PUT /api/admin/adspots/:id/toggle', 'DELETE /api/admin/adspots/:id',
      'GET /api/providers', 'GET /api/resources', 'GET /api/faqs', 'GET /api/adspots/location/:location', 'POST /api/contact',
    ];
    for (const route of spec) expect(described).toContain(route);
    // And each row is a route Express has (none describes a route that is not there).
    const had = new Set([
      ...routesOf(publicRoutes(services), '/api'),
      ...routesOf(adminRoutes(services, {} as never), '/api/admin'),
      ...routesOf(adminRoutesOutsideAdminPath(services), '/api'),
      ...routesOf(partnerRoutes(services), '/api'),
    ]);
    for (const route of described) expect(had).toContain(route);
    for (const route of REST_ROUTES) expect(doc.paths[openApiPath(route.path)][route.method]).toBeDefined();
  });

  /** A real answer checked against the document's schema for that route and status. */
  function expectMatches(path: string, method: string, status: number, body: unknown) {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv); // date-time, uri, email: checked, not ignored
    ajv.addSchema({ $id: 'doc', components: doc.components } as never);
    const schema = doc.paths[path][method].responses[status].content['application/json'].schema;
    const validate = ajv.compile({ $ref: `doc${schema.$ref}` });
    const ok = validate(body);
    expect(ok ? [] : validate.errors).toEqual([]);
  }

  it('real public answers match it', async () => {
    const date = inAWeek();
    const cases: [string, string][] = [
      ['/api/providers', '/api/providers'],
      ['/api/providers/{key}', '/api/providers/scaleride1'],
      ['/api/resources', '/api/resources'],
      ['/api/faqs', '/api/faqs'],
      ['/api/places', '/api/places'],
      ['/api/adspots/location/{location}', '/api/adspots/location/header'],
      ['/api/trip', `/api/trip?${qs({ from: 'RDU', to: 'DURHAM', date, passengers: '2' })}`],
      ['/api/trip', `/api/trip?${qs({ from: 'RDU', to: 'DURHAM', date, passengers: '20', bags: '9' })}&expand=provider`],
      ['/api/trip', `/api/trip?${qs({ from: 'RDU', to: 'DURHAM', date, passengers: '14' })}`],
    ];
    for (const [path, url] of cases) {
      const answer = await visitor.get(url);
      expect(answer.status).toBe(200);
      expectMatches(path, 'get', 200, answer.body);
    }
    const refused = await visitor.get('/api/trip?pax=3');
    expectMatches('/api/trip', 'get', 400, refused.body);
    const click = await visitor.post('/api/clicks', { providerId: 1, page: 'home' }, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });
    expectMatches('/api/clicks', 'post', 202, click.body);
  });

  it('real admin answers match it', async () => {
    const cases: [string, string][] = [
      ['/api/admin/user', '/api/admin/user'],
      ['/api/admin/stats', '/api/admin/stats'],
      ['/api/admin/providers', '/api/admin/providers'],
      ['/api/admin/providers/{id}', '/api/admin/providers/1'],
      ['/api/admin/resources', '/api/admin/resources'],
      ['/api/admin/faqs', '/api/admin/faqs'],
      ['/api/admin/adspots', '/api/admin/adspots'],
      ['/api/admin/contacts', '/api/admin/contacts'],
    ];
    for (const [path, url] of cases) {
      const answer = await admin.get(url);
      expect(answer.status).toBe(200);
      expectMatches(path, 'get', 200, answer.body);
    }
    expectMatches('/api/admin/stats', 'get', 401, (await visitor.get('/api/admin/stats')).body);
  });
});
