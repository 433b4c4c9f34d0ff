// Issue 31, items 14 to 16 on the real app, over both transports: what visitors are sent of the ad
// spots, renamed slugs, and the edges of admin input (long searches, http:// images, FAQ moves).
import { Client, loginAs } from '../support/http';
import { customAdPayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

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

const PUBLIC_SPOT = '{ id location adType adCode imageUrl linkUrl isEnabled dimensions }';

describe('ad spots as visitors get them (issue 31, item 15)', () => {
  const location = 'provider-bottom';
  let shown: number;
  let paused: number;
  beforeAll(async () => {
    const on = await admin.post('/api/admin/adspots', customAdPayload({ name: 'Acme summer deal (internal)', location }));
    const off = await admin.post('/api/admin/adspots', customAdPayload({ name: 'Paused rival banner', location, isEnabled: false }));
    expect([on.status, off.status]).toEqual([201, 201]);
    shown = on.body.id;
    paused = off.body.id;
  });

  it('REST lists only enabled spots, without their private names', async () => {
    const res = await visitor.get(`/api/adspots/location/${location}`);
    expect(res.status).toBe(200);
    const ids = res.body.map((s: any) => s.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(paused);
    for (const spot of res.body) {
      expect(spot).not.toHaveProperty('name');
      expect(spot.isEnabled).toBe(true);
    }
    expect(res.text).not.toContain('Paused rival banner');
    expect(res.text).not.toContain('(internal)');
  });

  it('GraphQL adSpots lists only enabled spots and has no name to ask for', async () => {
    const res = await visitor.gql(`{ adSpots(location: "${location}") ${PUBLIC_SPOT} }`);
    expect(res.body.errors).toBeUndefined();
    const ids = res.body.data.adSpots.map((s: any) => s.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(paused);
    const named = await visitor.gql(`{ adSpots(location: "${location}") { id name } }`);
    expect(named.status).toBe(400);
    expect(named.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a spot disabled later leaves both lists, and the public pages', async () => {
    const toggled = await admin.put(`/api/admin/adspots/${shown}/toggle`);
    expect(toggled.status).toBe(200);
    expect((await visitor.get(`/api/adspots/location/${location}`)).body.map((s: any) => s.id)).not.toContain(shown);
    expect((await visitor.gql(`{ adSpots(location: "${location}") { id } }`)).body.data.adSpots.map((s: any) => s.id)).not.toContain(shown);
    // The admin still sees both, with their names.
    const listed = await admin.get('/api/admin/adspots?limit=500');
    const names = listed.body.map((s: any) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Acme summer deal (internal)', 'Paused rival banner']));
  });
});
