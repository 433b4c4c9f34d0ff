// Issue 31, items 14 to 16 on the real app, over both transports: what visitors are sent of the ad
// spots, renamed slugs, and the edges of admin input (long searches, http:// images, FAQ moves).
import { MAX_SEARCH_LENGTH, PAGING_TEXTS } from '../../api/domain/paging';
import { MESSAGES } from '../../api/domain/rules';
import { Client, loginAs } from '../support/http';
import { customAdPayload, providerPayload, resourcePayload } from '../support/factories';
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

describe('a providers search over 100 characters (issue 31, item 16)', () => {
  const long = 'x'.repeat(MAX_SEARCH_LENGTH + 1);

  it('REST answers 400 saying so, never the unfiltered list', async () => {
    const res = await admin.get(`/api/admin/providers?q=${long}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), errors: { q: PAGING_TEXTS.q } });
    expect(PAGING_TEXTS.q).toBe('The search must be at most 100 characters: shorten it');
  });

  it('GraphQL answers BAD_USER_INPUT with the same message', async () => {
    const res = await admin.gql('query($q: String) { adminProvidersPage(q: $q) { total items { id } } }', { q: long });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { q: PAGING_TEXTS.q } });
  });

  it('a search of exactly 100 characters is answered', async () => {
    const res = await admin.get(`/api/admin/providers?q=${'x'.repeat(MAX_SEARCH_LENGTH)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('http:// image addresses refused at entry (issue 31, item 16)', () => {
  const insecure = 'http://images.example.com/van.jpg';
  const providerInput = (over: Record<string, unknown>) => {
    const { rating, ...rest } = providerPayload(over);
    return { ...rest, rating: Number(rating) };
  };

  it.each([
    ['provider', '/api/admin/providers', () => providerPayload({ imageUrl: insecure })],
    ['resource', '/api/admin/resources', () => resourcePayload({ imageUrl: insecure })],
    ['ad spot', '/api/admin/adspots', () => customAdPayload({ imageUrl: insecure })],
  ])('REST refuses a %s with an http:// image, saying why, and stores nothing', async (_kind, path, payload) => {
    const before = (await admin.get(`${path}?limit=500`)).body.length;
    const res = await admin.post(path, payload());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ imageUrl: MESSAGES.insecureImage });
    expect((await admin.get(`${path}?limit=500`)).body.length).toBe(before);
  });

  it.each([
    ['provider', 'mutation($i: ProviderInput!) { createProvider(input: $i) { id } }', () => providerInput({ imageUrl: insecure })],
    ['resource', 'mutation($i: ResourceInput!) { createResource(input: $i) { id } }', () => resourcePayload({ imageUrl: insecure })],
    ['ad spot', 'mutation($i: AdSpotInput!) { createAdSpot(input: $i) { id } }', () => customAdPayload({ imageUrl: insecure })],
  ])('GraphQL refuses a %s with an http:// image, saying why', async (_kind, mutation, input) => {
    const res = await admin.gql(mutation, { i: input() });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { imageUrl: MESSAGES.insecureImage } });
  });

  it('an https:// image and one on this site are still taken', async () => {
    expect((await admin.post('/api/admin/resources', resourcePayload({ imageUrl: 'https://images.example.com/a.jpg' }))).status).toBe(201);
    expect((await admin.post('/api/admin/resources', resourcePayload({ imageUrl: '/uploads/a.webp' }))).status).toBe(201);
  });
});

describe('an FAQ moved to the top or bottom in one step (issue 31, item 16)', () => {
  const order = async () => (await admin.get<{ id: number; position: number; version: number }[]>('/api/admin/faqs?limit=500&sort=position')).body;

  it('REST POST /api/admin/faqs/{id}/move takes top and bottom; the others close up, 1..n', async () => {
    const made = await admin.post('/api/admin/faqs', { question: 'Move test: to the top?', answer: 'It goes first, in one step.' });
    expect(made.status).toBe(201);
    const top = await admin.post(`/api/admin/faqs/${made.body.id}/move`, { to: 'top' });
    expect(top.status).toBe(200);
    expect(top.body.position).toBe(1);
    expect(top.body.question).toBe('Move test: to the top?');
    let now = await order();
    expect(now[0].id).toBe(made.body.id);
    expect(now.map((f) => f.position)).toEqual(now.map((_f, i) => i + 1));
    expect((await visitor.get('/api/faqs')).body[0].id).toBe(made.body.id);

    const bottom = await admin.post(`/api/admin/faqs/${made.body.id}/move`, { to: 'bottom' }, { 'If-Match': `"${top.body.version}"` });
    expect(bottom.status).toBe(200);
    now = await order();
    expect(bottom.body.position).toBe(now.length);
    expect(now.at(-1)!.id).toBe(made.body.id);
    expect(now.map((f) => f.position)).toEqual(now.map((_f, i) => i + 1));
  });

  it('REST refuses a place it does not know (400, nothing moved) and a stale version (409)', async () => {
    const [first] = await order();
    const bad = await admin.post(`/api/admin/faqs/${first.id}/move`, { to: 'sideways' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ to: MESSAGES.faq.move });
    const missing = await admin.post(`/api/admin/faqs/${first.id}/move`, {});
    expect(missing.status).toBe(400);
    expect((await order())[0].id).toBe(first.id);
    const stale = await admin.post(`/api/admin/faqs/${first.id}/move`, { to: 'bottom' }, { 'If-Match': `"${first.version + 7}"` });
    expect(stale.status).toBe(409);
    expect((await order())[0].id).toBe(first.id);
    expect((await visitor.post(`/api/admin/faqs/${first.id}/move`, { to: 'bottom' })).status).toBe(401);
  });

  it('GraphQL moveFaq(id, to: TOP | BOTTOM | UP | DOWN)', async () => {
    const all = await order();
    const last = all.at(-1)!;
    const res = await admin.gql('mutation($id: Int!) { moveFaq(id: $id, to: TOP) { id position } }', { id: last.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.moveFaq).toEqual({ id: last.id, position: 1 });
    const down = await admin.gql('mutation($id: Int!) { moveFaq(id: $id, to: DOWN) { position } }', { id: last.id });
    expect(down.body.data.moveFaq.position).toBe(2);
    const bottom = await admin.gql('mutation($id: Int!) { moveFaq(id: $id, to: BOTTOM) { position } }', { id: last.id });
    expect(bottom.body.data.moveFaq.position).toBe(all.length);
    const anonymous = await visitor.gql('mutation($id: Int!) { moveFaq(id: $id, to: TOP) { position } }', { id: last.id });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('renamed slugs keep working (issue 31, item 14)', () => {
  it('an old provider address answers 301 to the new one; the old slug can be taken again', async () => {
    const made = await admin.post('/api/admin/providers', providerPayload({ slug: 'renameme' }));
    expect(made.status).toBe(201);
    const renamed = await admin.put(`/api/admin/providers/${made.body.id}`, { ...providerPayload({ slug: 'renamedone' }), name: made.body.name });
    expect(renamed.status).toBe(200);
    const page = await visitor.get('/providers/renameme');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/providers/renamedone');
    expect((await visitor.get('/providers/renamedone')).status).toBe(200);
    // Renamed again: the first address goes straight to the newest.
    expect((await admin.put(`/api/admin/providers/${made.body.id}`, { ...providerPayload({ slug: 'renamedtwice' }), name: made.body.name })).status).toBe(200);
    expect((await visitor.get('/providers/renameme')).headers.get('location')).toBe('/providers/renamedtwice');
    expect((await visitor.get('/providers/renamedone')).headers.get('location')).toBe('/providers/renamedtwice');
    // Another provider may take an old slug: its page is then that provider's.
    const other = await admin.post('/api/admin/providers', providerPayload({ slug: 'renameme' }));
    expect(other.status).toBe(201);
    expect((await visitor.get('/providers/renameme')).status).toBe(200);
  });

  it('the API finds a renamed provider by its old slug too: REST answers 301 to the new address, GraphQL the provider', async () => {
    const made = await admin.post('/api/admin/providers', providerPayload({ slug: 'apibefore' }));
    expect(made.status).toBe(201);
    expect((await admin.put(`/api/admin/providers/${made.body.id}`, { ...providerPayload({ slug: 'apiafter' }), name: made.body.name })).status).toBe(200);
    const moved = await visitor.get('/api/providers/apibefore');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/providers/apiafter');
    expect(moved.body).toEqual({ message: 'This provider moved to /api/providers/apiafter', movedTo: '/api/providers/apiafter' });
    const followed = await visitor.get('/api/providers/apiafter');
    expect([followed.status, followed.body.id, followed.body.slug]).toEqual([200, made.body.id, 'apiafter']);
    const gql = await visitor.gql('query($s: String!) { provider(slug: $s) { id slug } }', { s: 'apibefore' });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.provider).toEqual({ id: made.body.id, slug: 'apiafter' });
    // A slug no provider ever had is still unknown; one another provider took is that provider's.
    expect((await visitor.get('/api/providers/neverwas')).status).toBe(404);
    const taker = await admin.post('/api/admin/providers', providerPayload({ slug: 'apibefore' }));
    expect(taker.status).toBe(201);
    const now = await visitor.get('/api/providers/apibefore');
    expect([now.status, now.body.id]).toEqual([200, taker.body.id]);
  });

  it('GraphQL renames too (one service): the old page answers 301', async () => {
    const made = await admin.post('/api/admin/providers', providerPayload({ slug: 'gqlbefore' }));
    const { rating, ...input } = providerPayload({ slug: 'gqlafter', name: made.body.name });
    const res = await admin.gql('mutation($id: Int!, $i: ProviderInput!) { updateProvider(id: $id, input: $i) { slug } }', { id: made.body.id, i: { ...input, rating: Number(rating) } });
    expect(res.body.errors).toBeUndefined();
    expect((await visitor.get('/providers/gqlbefore')).headers.get('location')).toBe('/providers/gqlafter');
  });

  it("an affiliate program's old postback address keeps being accepted, and the admin is told it was used", async () => {
    const made = await admin.post('/api/admin/affiliate-programs', { name: 'Rename Network', slug: 'rename-network', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(made.status).toBe(201);
    const { secret } = made.body;
    const renamed = await admin.put(`/api/admin/affiliate-programs/${made.body.id}`, { name: 'Rename Network', slug: 'renamed-network', providerIds: [], subIdParam: 'subid', claimWindowDays: 30 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.oldAddresses).toEqual([{ slug: 'rename-network', lastUsedAt: null }]);

    const posted = await new Client(server.url).post('/api/postbacks/rename-network', { order: 'RN-1', status: 'booked', commission: 3 }, { authorization: `Bearer ${secret}` });
    expect(posted.body).toMatchObject({ order: 'RN-1', status: 'booked', applied: true, outcome: 'stored' });
    const listed = await admin.get('/api/admin/affiliate-programs');
    const program = listed.body.find((p: any) => p.id === made.body.id);
    expect(program.oldAddresses).toEqual([{ slug: 'rename-network', lastUsedAt: expect.any(String) }]);
    const gql = await admin.gql('{ affiliatePrograms { id oldAddresses { slug lastUsedAt } } }');
    expect(gql.body.data.affiliatePrograms.find((p: any) => Number(p.id) === made.body.id).oldAddresses).toEqual([{ slug: 'rename-network', lastUsedAt: expect.any(String) }]);
    // The new address works, and a wrong secret is refused at the old one as anywhere.
    expect((await new Client(server.url).post('/api/postbacks/renamed-network', { order: 'RN-2', status: 'booked', commission: 3 }, { authorization: `Bearer ${secret}` })).body).toMatchObject({ applied: true });
    expect((await new Client(server.url).post('/api/postbacks/rename-network', { order: 'RN-3', status: 'booked', commission: 3 }, { authorization: 'Bearer wrong' })).status).toBe(401);
  });
});
