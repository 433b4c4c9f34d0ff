// Bad input never answers 500, on either database: every write route gets odd values as the whole
// body and in each field (wrong types, empty, huge, unicode past column sizes, nested objects);
// route points get them inside each point, over REST and GraphQL; GraphQL and odd paths get
// malformed documents, variables and encodings. Every answer must be a 4xx or a success.
import { Client, loginAs } from '../support/http';
import { contactPayload, customAdPayload, faqPayload, providerPayload, resourcePayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(120_000);

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const ODD: unknown[] = [null, true, 0, -1, 1e308, '', ' ', 'x', 'é'.repeat(300), '😀'.repeat(6000), [], ['a'], [null], {}, { a: { b: 1 } }, '1e3', 'NaN', '<script>', '__proto__'];

const WRITES: { method: string; path: string; valid: Record<string, unknown> }[] = [
  { method: 'POST', path: '/api/contact', valid: contactPayload() },
  { method: 'POST', path: '/api/admin/providers', valid: providerPayload() },
  { method: 'PUT', path: '/api/admin/providers/1', valid: providerPayload() },
  { method: 'PATCH', path: '/api/providers/1', valid: { mapCenter: '{"lat":35.9,"lng":-78.8}', defaultZoom: 11, routeColor: '#123456', routePoints: '[]' } },
  { method: 'POST', path: '/api/admin/resources', valid: resourcePayload() },
  { method: 'PUT', path: '/api/admin/resources/1', valid: resourcePayload() },
  { method: 'POST', path: '/api/admin/faqs', valid: faqPayload() },
  { method: 'PUT', path: '/api/admin/faqs/1', valid: faqPayload() },
  { method: 'POST', path: '/api/admin/adspots', valid: customAdPayload() },
  { method: 'PUT', path: '/api/admin/adspots/1', valid: customAdPayload() },
  { method: 'PUT', path: '/api/admin/adspots/1/toggle', valid: {} },
  { method: 'POST', path: '/api/admin/contacts/1/read', valid: {} },
];

const describeAnswer = (what: string, res: { status: number; text: string }) => `${what} -> ${res.status} ${res.text.slice(0, 160)}`;

it('answers every odd body and field of every write route without a 500', async () => {
  const failures: string[] = [];
  for (const { method, path, valid } of WRITES) {
    for (const value of ODD) {
      const whole = await admin.request(method, path, { json: value });
      if (whole.status >= 500) failures.push(describeAnswer(`${method} ${path} body=${JSON.stringify(value).slice(0, 40)}`, whole));
      for (const field of Object.keys(valid)) {
        const res = await admin.request(method, path, { json: { ...valid, [field]: value } });
        if (res.status >= 500) failures.push(describeAnswer(`${method} ${path} ${field}=${JSON.stringify(value).slice(0, 40)}`, res));
      }
    }
  }
  expect(failures).toEqual([]);
});

it('answers odd login values without a 500', async () => {
  const failures: string[] = [];
  for (const value of ODD) {
    for (const field of ['username', 'password']) {
      // A new address each time, so the throttle does not answer first.
      const res = await new Client(server.url).post('/api/admin/login', { username: 'admin', password: 'wrong-pass', [field]: value }, { 'x-forwarded-for': `10.9.${ODD.indexOf(value)}.${field.length}` });
      if (res.status >= 500) failures.push(describeAnswer(`login ${field}=${JSON.stringify(value).slice(0, 40)}`, res));
    }
  }
  expect(failures).toEqual([]);
});

it('answers odd values inside route points without a 500, over REST and GraphQL', async () => {
  const failures: string[] = [];
  const route = 'mutation($id: Int!, $i: RouteInput!) { updateProviderRoute(id: $id, input: $i) { id } }';
  for (const value of ODD) {
    for (const field of ['name', 'type', 'coordinates', 'lat', 'lng']) {
      const point: Record<string, any> = { name: 'Stop', type: 'pickup', coordinates: { lat: 35.9, lng: -78.8 } };
      if (field === 'lat' || field === 'lng') point.coordinates[field] = value;
      else point[field] = value;
      const rest = await admin.patch('/api/providers/1', { routePoints: JSON.stringify([point]) });
      if (rest.status >= 500) failures.push(describeAnswer(`PATCH point ${field}=${JSON.stringify(value).slice(0, 40)}`, rest));
      const gql = await admin.gql(route, { id: 1, i: { routePoints: [point] } });
      if (gql.status >= 500) failures.push(describeAnswer(`updateProviderRoute point ${field}=${JSON.stringify(value).slice(0, 40)}`, gql));
    }
  }
  expect(failures).toEqual([]);
});

it('answers malformed GraphQL documents, variables and bodies, and odd paths, without a 500', async () => {
  const failures: string[] = [];
  const documents = [
    '{',
    '{ providers(orderBy: 5) { id } }',
    '{ provider(slug: null) { id } }',
    '{ providerById(id: 99999999999) { id } }',
    '{ providers(minRating: 1e400) { id } }',
    '{ providers(area: "%") { id } }',
    '{ adSpots(location: "") { id } }',
    'subscription { faqs { id } }',
    `{ faqs { ${'id '.repeat(2500)} } }`,
  ];
  for (const doc of documents) {
    for (const method of ['GET', 'POST'] as const) {
      const res = await admin.gql(doc, undefined, { method });
      if (res.status >= 500) failures.push(describeAnswer(`${method} ${doc.slice(0, 40)}`, res));
    }
  }
  for (const variables of [{ id: 'x' }, { id: 1e12 }, { id: null }, { id: -5 }, { id: 0 }]) {
    const res = await admin.gql('query($id: Int!) { providerById(id: $id) { id } }', variables as never, { method: 'POST' });
    if (res.status >= 500) failures.push(describeAnswer(`variables ${JSON.stringify(variables)}`, res));
  }
  const bodies = ['null', '[]', '"x"', '{"query": 5}', '{"query": "{faqs{id}}", "variables": "x"}', '{"operationName": 5, "query": "{faqs{id}}"}',
    '{"query": "{faqs{id}}", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "zz"}}}'];
  for (const body of bodies) {
    const res = await admin.request('POST', '/graphql', { body, headers: { 'content-type': 'application/json' } });
    if (res.status >= 500) failures.push(describeAnswer(`POST /graphql ${body}`, res));
  }
  for (const qs of ['query=%7B', 'query={faqs{id}}&variables=%7B', 'extensions=%7Bx', 'query[]=a&query[]=b',
    'query={faqs{id}}&extensions={"persistedQuery":{"version":1,"sha256Hash":"abc"}}']) {
    const res = await admin.request('GET', `/graphql?${qs}`, { headers: { 'apollo-require-preflight': 'true' } });
    if (res.status >= 500) failures.push(describeAnswer(`GET /graphql?${qs}`, res));
  }
  for (const path of ['/api/providers/%E0', '/api/adspots/location/%E0', '/api/admin/providers/%E0', '/uploads/%E0', '/uploads/..%2F..%2Fetc%2Fpasswd',
    `/api/providers/${'a'.repeat(5000)}`, '/%E0', '/providers/%E0', '/assets/%E0', '/ad-frame/abc', '/ad-frame/99999', '/ad-frame/%E0']) {
    const res = await admin.get(path);
    if (res.status >= 500) failures.push(describeAnswer(`GET ${path}`, res));
  }
  expect(failures).toEqual([]);
});
