// Every per-address limit counts an IPv6 client by its /64 (IPV6_CLIENT_PREFIX), as the proxy in
// front of the app reports the address: one subscriber line is handed a whole /64 and may use any
// address in it, so three addresses of one /64 share one allowance (contact messages on both
// transports, booking clicks, sign-in attempts, page renders), while a neighbouring /64 and IPv4
// clients keep their own. Runs on SQLite and, in CI, on MariaDB.
import http from 'node:http';
import { contactPayload, providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

// Sign-in attempts run a real argon2 check each (21 of them here).
jest.setTimeout(180_000);

// Three addresses of one /64, written three ways, and one of the /64 next to it.
const ONE_LINE = ['2001:db8:5:1::10', '2001:db8:5:1:abcd:ef01:2345:6789', '2001:0db8:0005:0001:0000:0000:0000:00ff'];
const NEXT_LINE = '2001:db8:5:2::10';

const LIMITS = {
  TRUST_PROXY: 'loopback',
  CONTACT_LIMIT_BURST: '3',
  CONTACT_LIMIT_BURST_MINUTES: '10',
  CONTACT_LIMIT_PER_DAY: '100',
  BOOKING_CLICK_LIMIT_BURST: '3',
  BOOKING_CLICK_LIMIT_BURST_MINUTES: '10',
  BOOKING_CLICK_LIMIT_PER_DAY: '100',
};
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

let server: TestServer;
let providerId: number;

beforeAll(async () => {
  const stopped = new Date();
  server = await startTestServer({ env: LIMITS, renderLimits: { perAddressBurst: 3, perAddressPerSecond: 0.01, concurrent: 2, queue: 8 }, clock: () => stopped });
  const admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  providerId = (await admin.post('/api/admin/providers', providerPayload({ name: 'Neighbour Rides', slug: 'neighbourrides' }))).body.id;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const from = (address: string) => {
  const client = new Client(server.url);
  const headers = { 'x-forwarded-for': address, 'user-agent': PHONE };
  return {
    contact: (subject: string) => client.post('/api/contact', contactPayload({ subject }), headers),
    contactGql: (subject: string) =>
      client.gql('mutation($i: ContactInput!) { submitContact(input: $i) { id } }', { i: contactPayload({ subject }) }, { headers }),
    click: () => client.post('/api/clicks', { providerId, page: 'comparison' }, headers),
    login: (username: string) => client.post('/api/admin/login', { username, password: 'not-the-password-1' }, headers),
  };
};

/** A page request as a browser makes it, answered by the page handler (render budget). */
const page = (address: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(server.url + path, { headers: { 'x-forwarded-for': address, 'user-agent': PHONE } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });

it('counts contact messages from one /64 together, on REST and GraphQL', async () => {
  const [a, b, c] = ONE_LINE.map(from);
  expect((await a.contact('First from the line')).status).toBe(201);
  expect((await b.contact('Second from the line')).status).toBe(201);
  const third = await c.contactGql('Third from the line');
  expect(third.body.errors).toBeUndefined();
  // The line has had its three: a fourth address of it, on either transport, waits.
  expect((await a.contact('Fourth from the line')).status).toBe(429);
  const refused = await from('2001:db8:5:1::9999').contactGql('Fifth from the line');
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  // The next /64 and an IPv4 client are other subscribers.
  expect((await from(NEXT_LINE).contact('From the next line')).status).toBe(201);
  expect((await from('198.51.100.77').contact('From IPv4')).status).toBe(201);
});

it('counts booking clicks from one /64 together', async () => {
  const answers = [];
  for (const address of [...ONE_LINE, ONE_LINE[0]]) answers.push((await from(address).click()).status);
  expect(answers).toEqual([202, 202, 202, 429]);
  expect((await from(NEXT_LINE).click()).status).toBe(202);
});

it('counts sign-in attempts from one /64 together (20 an hour per address, whatever the username)', async () => {
  for (let i = 0; i < 20; i++) expect((await from(ONE_LINE[i % 3]).login(`sprayed${i}`)).status).toBe(401);
  expect((await from(ONE_LINE[2]).login('sprayed20')).status).toBe(429);
  expect((await from(NEXT_LINE).login('sprayed21')).status).toBe(401);
});

it('counts page renders from one /64 together', async () => {
  const searches = ['Durham', 'Cary', 'Apex', 'Garner'].map((to) => `/?from=RDU+Airport&to=${to}`);
  const answers = [];
  for (let i = 0; i < searches.length; i++) answers.push(await page(ONE_LINE[i % 3], searches[i]));
  expect(answers).toEqual([200, 200, 200, 429]);
  expect(await page(NEXT_LINE, '/?from=RDU+Airport&to=Morrisville')).toBe(200);
});

describe('IPV6_CLIENT_PREFIX', () => {
  let wide: TestServer;
  beforeAll(async () => {
    wide = await startTestServer({ env: { ...LIMITS, IPV6_CLIENT_PREFIX: '56' } });
  });
  afterAll(async () => {
    await wide.close();
    await wide.cleanup();
  });

  it('groups by the prefix it is given (a provider that hands each line a /56)', async () => {
    const post = (address: string) => new Client(wide.url).post('/api/contact', contactPayload(), { 'x-forwarded-for': address });
    const statuses = [];
    for (const address of ['2001:db8:7:100::1', '2001:db8:7:1ff::1', '2001:db8:7:180::1', '2001:db8:7:101::1']) statuses.push((await post(address)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await post('2001:db8:7:200::1')).status).toBe(201);
  });
});
