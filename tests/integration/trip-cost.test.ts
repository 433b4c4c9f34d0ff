// A trip answer is priced for every provider, so what one client may ask for is bounded: at most
// MAX_TRIPS_PER_OPERATION trip fields in one GraphQL operation, however they are written (aliases,
// fragments), refused before anything runs; and trip answers the public cache did not hold count
// against a per-client allowance (TRIP_LIMIT_BURST, TRIP_LIMIT_PER_MINUTE) shared by REST and
// GraphQL, past which the client is answered 429 with Retry-After while kept answers still flow and
// other clients are not affected. Runs on SQLite and MariaDB.
import { addDays, siteToday } from '../../api/domain/hours';
import { TRIP_LIMIT_TEXTS } from '../../api/domain/texts';
import { MAX_TRIPS_PER_OPERATION } from '../../api/graphql/tripLimit';
import { Client } from '../support/http';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'loopback', TRIP_LIMIT_BURST: '3', TRIP_LIMIT_PER_MINUTE: '1' } });
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const date = () => addDays(siteToday(new Date()), 7);
const FIELDS = 'options { provider { name } totalCents } excluded { provider { name } }';
const tripField = (alias: string, to: string) => `${alias}: trip(input: { from: "RDU Airport", to: "${to}", date: "${date()}", time: "14:00" }) { ${FIELDS} }`;
const from = (address: string) => {
  const client = new Client(server.url);
  const headers = { 'x-forwarded-for': address };
  return {
    gql: (query: string) => client.gql(query, {}, { method: 'POST', headers }),
    /** As the site's pages ask: a GET the public cache keeps for the rest of the minute. */
    gqlGet: (query: string) => client.gql(query, {}, { method: 'GET', headers }),
    rest: (to: string) => client.get(`/api/trip?${new URLSearchParams({ from: 'RDU Airport', to, date: date(), time: '14:00' })}`, headers),
  };
};

describe('trip fields in one operation', () => {
  it(`allows ${MAX_TRIPS_PER_OPERATION}`, async () => {
    const answer = await from('198.51.100.1').gql(`{ ${tripField('a', 'Cary')} ${tripField('b', 'Durham')} }`);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.a.options.length + answer.body.data.a.excluded.length).toBeGreaterThan(0);
  });

  it.each([
    ['aliases', `{ ${['a', 'b', 'c'].map((alias) => tripField(alias, 'Cary')).join(' ')} }`],
    ['fifteen aliases', `{ ${Array.from({ length: 15 }, (_, i) => tripField(`t${i}`, 'Cary')).join(' ')} }`],
    ['a fragment spread twice beside a trip', `query { ...Two ...Two2 ${tripField('c', 'Apex')} } fragment Two on Query { ${tripField('a', 'Cary')} } fragment Two2 on Query { ${tripField('b', 'Durham')} }`],
    ['inline fragments', `{ ... on Query { ${tripField('a', 'Cary')} } ... on Query { ${tripField('b', 'Durham')} ${tripField('c', 'Apex')} } }`],
  ])('refuses more, written with %s, before anything runs (400, the reason)', async (_how, query) => {
    const answer = await from('198.51.100.2').gql(query);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors.map((e: { message: string }) => e.message)).toContain(TRIP_LIMIT_TEXTS.perOperation(MAX_TRIPS_PER_OPERATION));
    expect(answer.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('trip answers per client', () => {
  it('counts REST and GraphQL trips together; past the allowance 429 with Retry-After, kept answers and other clients unaffected', async () => {
    const client = from('198.51.100.50');
    const kept = `{ ${tripField('a', 'Cary')} }`;
    expect((await client.gqlGet(kept)).body.errors).toBeUndefined();
    expect((await client.rest('Durham')).status).toBe(200);
    const third = await client.gql(`{ ${tripField('a', 'Apex')} }`);
    expect(third.body.errors).toBeUndefined();

    const refused = await client.rest('Garner');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(refused.body).toEqual({ message: TRIP_LIMIT_TEXTS.wait(seconds) });
    const refusedGql = await client.gql(`{ ${tripField('a', 'Morrisville')} }`);
    expect(refusedGql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(refusedGql.headers.get('retry-after')).toBeTruthy();

    // The answer already kept (the same trip in the same minute) is still served to that client.
    const again = await client.gqlGet(kept);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.a.options.length + again.body.data.a.excluded.length).toBeGreaterThan(0);
    // Another client has its own allowance.
    expect((await from('198.51.100.51').rest('Garner')).status).toBe(200);
  });
});
