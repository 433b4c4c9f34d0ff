// What a client gets is what it asked for, from the app and from the prepared-bytes cache in front of
// it (api/http/publicCache.ts): a GraphQL GET answers the type its Accept names, and a client asking
// application/json never gets another type (an HTML page, or the JSON type another client asked
// for); and the GraphQL error shapes docs/graphql.md describes: PERSISTED_QUERY_NOT_FOUND is an HTTP
// 200 never kept (the protocol's first step), and a variable of the wrong type names its field in
// extensions.errors.
import crypto from 'node:crypto';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let visitor: Client;

beforeAll(async () => {
  server = await startTestServer();
  visitor = new Client(server.url);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const typeOf = (res: { headers: Headers }) => (res.headers.get('content-type') ?? '').split(';')[0];
const varies = (res: { headers: Headers }) => (res.headers.get('vary') ?? '').split(/\s*,\s*/).map((v) => v.toLowerCase());

describe('the type of an answer, from the app and from the cache', () => {
  it('a GraphQL GET answers the type each client accepts, however the one before it asked, and says it varies on Accept', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ faqs { id question } }')}`;
    const first = await visitor.get(url, { ...PREFLIGHT, accept: GRAPHQL_RESPONSE });
    expect([first.status, typeOf(first)]).toEqual([200, GRAPHQL_RESPONSE]);
    const json = await visitor.get(url, { ...PREFLIGHT, accept: 'application/json' });
    expect([json.status, typeOf(json)]).toEqual([200, 'application/json']);
    expect(json.body).toEqual(first.body);
    // Each kept apart: the second ask of each is the cache's copy, of its own type.
    for (const [accept, type] of [['application/json', 'application/json'], [GRAPHQL_RESPONSE, GRAPHQL_RESPONSE]]) {
      const again = await visitor.get(url, { ...PREFLIGHT, accept });
      expect([again.headers.get('x-cache'), typeOf(again)]).toEqual(['HIT', type]);
      expect(varies(again)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
    }
    expect(varies(first)).toContain('accept');
    // A client that accepts neither JSON type is told so (406), never sent a kept JSON answer.
    const html = await visitor.get(url, { ...PREFLIGHT, accept: 'text/html' });
    expect(html.status).toBe(406);
    expect(html.headers.get('x-cache')).toBeNull();
  });

  it('a client asking application/json for a page is never sent the page HTML, kept or not: 406 with a JSON message', async () => {
    const page = await visitor.get('/faq', { accept: 'text/html' });
    expect([page.status, typeOf(page)]).toEqual([200, 'text/html']);
    const kept = await visitor.get('/faq', { accept: 'text/html' });
    expect(kept.headers.get('x-cache')).toBe('HIT');
    for (const path of ['/faq', '/', '/?from=RDU+Airport&to=Cary&date=2030-05-06', '/providers/no-such-provider']) {
      const res = await visitor.get(path, { accept: 'application/json' });
      expect([path, res.status, typeOf(res)]).toEqual([path, 406, 'application/json']);
      expect(res.body.message).toEqual(expect.any(String));
    }
    // Browsers, the service worker and plain clients still get the page.
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', 'application/json, text/*']) {
      const res = await visitor.get('/faq', { accept });
      expect([accept, res.status, typeOf(res)]).toEqual([accept, 200, 'text/html']);
    }
    const plain = await fetch(`${server.url}/faq`);
    expect(plain.status).toBe(200);
  });

  it('the public REST lists are JSON whatever was asked before', async () => {
    await visitor.get('/api/resources', { accept: 'text/html' });
    const json = await visitor.get('/api/resources', { accept: 'application/json' });
    expect([json.status, typeOf(json), json.headers.get('x-cache')]).toEqual([200, 'application/json', 'HIT']);
  });
});

describe('GraphQL error shapes (docs/graphql.md, Errors)', () => {
  it('PERSISTED_QUERY_NOT_FOUND is a step of the protocol, not a failure: HTTP 200, never kept, over GET and POST; the query then registers', async () => {
    const query = '{ resources { id } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: crypto.createHash('sha256').update(query).digest('hex') } };
    for (const accept of ['application/json', GRAPHQL_RESPONSE, GRAPHQL_RESPONSE]) {
      const get = await visitor.get(`/graphql?${new URLSearchParams({ extensions: JSON.stringify(extensions) })}`, { ...PREFLIGHT, accept });
      expect([accept, get.status, get.body.errors[0].extensions.code]).toEqual([accept, 200, 'PERSISTED_QUERY_NOT_FOUND']);
      expect([get.headers.get('cache-control'), get.headers.get('x-cache')]).toEqual(['private, no-store', null]);
    }
    const post = await visitor.request('POST', '/graphql', { json: { extensions }, headers: PREFLIGHT });
    expect([post.status, post.body.errors[0].extensions.code]).toEqual([200, 'PERSISTED_QUERY_NOT_FOUND']);
    const registered = await visitor.get(`/graphql?${new URLSearchParams({ query, extensions: JSON.stringify(extensions) })}`, PREFLIGHT);
    expect(registered.status).toBe(200);
    const short = await visitor.get(`/graphql?${new URLSearchParams({ extensions: JSON.stringify(extensions) })}`, PREFLIGHT);
    expect([short.status, short.body.data]).toEqual([200, registered.body.data]);
  });

  it('a variable of the wrong type is BAD_USER_INPUT naming its field in extensions.errors, nested fields with dots', async () => {
    const trip = await visitor.gql('query($in: TripInput!) { trip(input: $in) { options { total } } }', { in: { from: 'RDU Airport', to: 3, passengers: 'x' } });
    expect(trip.status).toBe(400);
    expect(trip.body.errors.map((e: any) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', errors: { to: 'String cannot represent a non string value: 3' } },
      { code: 'BAD_USER_INPUT', errors: { passengers: 'Int cannot represent non-integer value: "x"' } },
    ]);
    const id = await visitor.gql('query($id: Int!) { providerById(id: $id) { id } }', { id: 'x' });
    expect(id.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { id: 'Int cannot represent non-integer value: "x"' } });

    const admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
    const faq = await admin.gql('mutation($in: FaqInput!) { createFaq(input: $in) { id } }', { in: { question: 5 } });
    expect(faq.body.errors.map((e: any) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', errors: { question: 'String cannot represent a non string value: 5' } },
      { code: 'BAD_USER_INPUT', errors: { answer: 'Field "answer" of required type "String!" was not provided.' } },
    ]);
    const route = await admin.gql('mutation($in: ProviderRouteInput!) { updateProviderRoute(id: 1, input: $in) { id } }', {
      in: { routePoints: [{ name: 'Terminal 1', type: 'pickup', coordinates: { lat: 35.88, lng: -78.79 } }, { name: 'Hotel', type: 'dropoff', coordinates: { lat: 'north', lng: -78.7 } }], extra: 1 },
    });
    expect(route.body.errors.map((e: any) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', errors: { 'routePoints.1.coordinates.lat': 'Float cannot represent non numeric value: "north"' } },
      { code: 'BAD_USER_INPUT', errors: { extra: 'Field "extra" is not defined by type "ProviderRouteInput".' } },
    ]);
    const missing = await visitor.gql('query($in: TripInput!) { trip(input: $in) { options { total } } }');
    expect(missing.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { in: 'Variable "$in" of required type "TripInput!" was not provided.' } });
  });
});
