// The GraphQL API on the real app: queries, every mutation, each error code, the session cookie
// shared with REST, GET for queries / POST for mutations, CSRF prevention, limits, persisted queries.
import crypto from 'node:crypto';
import { Client, loginAs } from '../support/http';
import { adsenseAdPayload, contactPayload, customAdPayload, faqPayload, providerPayload, resourcePayload } from '../support/factories';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let visitor: Client;
let editor: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  visitor = new Client(server.url);
  editor = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  await server.services.users.create({ kind: 'system' }, { username: 'editor', password: 'editor-password-1' }, null);
  await loginAs(editor, 'editor', 'editor-password-1');
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const PROVIDER_FIELDS = `id name slug type imageUrl badge rating features priceRange priceFrom priceTo priceUnit serviceArea
  description shortDescription bookingUrl mapCenter { lat lng } defaultZoom routeColor
  routePoints { name type coordinates { lat lng } } createdAt updatedAt`;

const providerInput = (over: Record<string, unknown> = {}) => {
  const { rating, ...rest } = providerPayload(over);
  return { ...rest, rating: Number(rating) };
};

describe('queries', () => {
  it('lists providers with real types, in the same order as GET /api/providers', async () => {
    const res = await visitor.gql(`{ providers { ${PROVIDER_FIELDS} } }`);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const list = res.body.data.providers;
    const rest = (await visitor.get('/api/providers')).body;
    expect(list.map((p: any) => p.id)).toEqual(rest.map((p: any) => p.id));
    const express = list.find((p: any) => p.slug === 'triangleairportexpress');
    expect(express).toMatchObject({ rating: 4.8, priceFrom: 25.99, priceTo: 65.99, priceUnit: 'per ride', defaultZoom: 11, badge: 'Most Popular' });
    expect(express.features).toEqual(expect.arrayContaining(['Flight tracking']));
    expect(express.mapCenter).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(express.routePoints[0]).toEqual({ name: expect.any(String), type: 'pickup', coordinates: { lat: expect.any(Number), lng: expect.any(Number) } });
    expect(new Date(express.createdAt).toISOString()).toBe(express.createdAt);
    expect(list.find((p: any) => p.type === 'Shared Shuttle').priceUnit).toBe('per person');
  });

  it('filters by type, area and minimum rating, and orders by rating, price or name', async () => {
    const q = async (args: string) => (await visitor.gql(`{ providers${args} { name type serviceArea rating priceFrom } }`)).body.data.providers;
    expect((await q('(type: "shared")')).every((p: any) => /shared/i.test(p.type))).toBe(true);
    expect((await q('(type: "shared")')).length).toBe(2);
    expect((await q('(area: "durham")')).every((p: any) => /durham/i.test(p.serviceArea))).toBe(true);
    expect((await q('(minRating: 4.6)')).every((p: any) => p.rating >= 4.6)).toBe(true);
    const byRating = (await q('(orderBy: rating)')).map((p: any) => p.rating);
    expect(byRating).toEqual([...byRating].sort((x, y) => y - x));
    const byPrice = (await q('(orderBy: price)')).map((p: any) => p.priceFrom);
    expect(byPrice).toEqual([...byPrice].sort((x, y) => x - y));
    const byName = (await q('(orderBy: name)')).map((p: any) => p.name);
    expect(byName).toEqual([...byName].sort((x, y) => x.localeCompare(y)));
  });

  it('finds one provider by slug or id, NOT_FOUND otherwise', async () => {
    const bySlug = await visitor.gql('query($s: String!) { provider(slug: $s) { id name } }', { s: 'bullcitycab' });
    expect(bySlug.body.data.provider.name).toBe('Bull City Cab Co.');
    const byId = await visitor.gql('query($id: Int!) { providerById(id: $id) { slug } }', { id: bySlug.body.data.provider.id });
    expect(byId.body.data.providerById.slug).toBe('bullcitycab');
    const missing = await visitor.gql('{ provider(slug: "nosuch") { id } }');
    expect(missing.body.data.provider).toBeNull();
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await visitor.gql('{ providerById(id: 99999) { id } }')).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('lists resources (optionally by type, any case), FAQs and the ad spots of a location', async () => {
    const all = (await visitor.gql('{ resources { id type title } }')).body.data.resources;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const guides = (await visitor.gql('{ resources(type: "GUIDE") { type } }')).body.data.resources;
    expect(guides.length).toBeGreaterThan(0);
    expect(guides.every((r: any) => r.type === 'Guide')).toBe(true);
    expect((await visitor.gql('{ faqs { id question answer createdAt } }')).body.data.faqs.length).toBeGreaterThanOrEqual(6);
    const spots = (await visitor.gql('{ adSpots(location: "header") { location adType isEnabled dimensions } }')).body.data.adSpots;
    expect(spots.length).toBeGreaterThan(0);
    expect(spots.every((s: any) => s.location === 'header')).toBe(true);
  });

  it('reads malformed stored route JSON as empty', async () => {
    const id = (await admin.post('/api/admin/providers', providerPayload({ slug: 'brokenroute' }))).body.id;
    await server.db.query(`UPDATE providers SET routePoints = '[{"name": "cut', mapCenter = 'nope' WHERE id = ${id}`);
    server.cache.invalidate(); // a raw SQL write does not go through the services
    const res = await admin.gql('{ provider(slug: "brokenroute") { routePoints { name } mapCenter { lat } } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.provider).toEqual({ routePoints: [], mapCenter: null });
  });

  it('answers me as null for visitors and the user for a session', async () => {
    expect((await visitor.gql('{ me { username } }')).body.data.me).toBeNull();
    expect((await admin.gql('{ me { username isAdmin } }')).body.data.me).toEqual({ username: 'admin', isAdmin: true });
  });
});

describe('admin queries and error codes', () => {
  it.each(['{ stats { providerCount } }', '{ contacts { id } }', '{ adminAdSpots { id } }'])('%s: UNAUTHENTICATED for visitors, FORBIDDEN for non-admins', async (query) => {
    const anon = await visitor.gql(query, undefined, { method: 'POST' });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const nonAdmin = await editor.gql(query, undefined, { method: 'POST' });
    expect(nonAdmin.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const ok = await admin.gql(query, undefined, { method: 'POST' });
    expect(ok.body.errors).toBeUndefined();
  });

  it('never includes stack traces', async () => {
    const res = await visitor.gql('{ stats { providerCount } }', undefined, { method: 'POST' });
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at \w+ \(/);
  });
});

describe('mutations', () => {
  it('creates, updates, re-routes and deletes a provider', async () => {
    const input = providerInput();
    const created = await admin.gql(`mutation($i: ProviderInput!) { createProvider(input: $i) { ${PROVIDER_FIELDS} } }`, { i: input });
    expect(created.body.errors).toBeUndefined();
    const p = created.body.data.createProvider;
    expect(p).toMatchObject({ slug: input.slug, rating: 4.2, routePoints: [], mapCenter: null, routeColor: '#FF6B6B' });
    const updated = await admin.gql('mutation($id: Int!, $i: ProviderInput!) { updateProvider(id: $id, input: $i) { name } }', { id: p.id, i: { ...input, name: 'GraphQL Renamed' } });
    expect(updated.body.data.updateProvider.name).toBe('GraphQL Renamed');
    const routed = await admin.gql(
      'mutation($id: Int!, $r: ProviderRouteInput!) { updateProviderRoute(id: $id, input: $r) { defaultZoom routeColor mapCenter { lat lng } routePoints { name type coordinates { lat lng } } } }',
      { id: p.id, r: { defaultZoom: 13, routeColor: '#112233', mapCenter: { lat: 35.9, lng: -78.8 }, routePoints: [{ name: 'RDU', type: 'pickup', coordinates: { lat: 35.88, lng: -78.79 } }] } },
    );
    expect(routed.body.data.updateProviderRoute).toEqual({
      defaultZoom: 13, routeColor: '#112233', mapCenter: { lat: 35.9, lng: -78.8 }, routePoints: [{ name: 'RDU', type: 'pickup', coordinates: { lat: 35.88, lng: -78.79 } }],
    });
    expect(JSON.parse((await visitor.get(`/api/providers/${p.id}`)).body.routePoints)).toHaveLength(1);
    const deleted = await admin.gql('mutation($id: Int!) { deleteProvider(id: $id) }', { id: p.id });
    expect(deleted.body.data.deleteProvider).toBe(true);
    const again = await admin.gql('mutation($id: Int!) { deleteProvider(id: $id) }', { id: p.id });
    expect(again.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('answers BAD_USER_INPUT with the same field messages as REST', async () => {
    const res = await admin.gql('mutation($i: ProviderInput!) { createProvider(input: $i) { id } }', { i: providerInput({ features: [], slug: 'Bad Slug' }) });
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: { features: 'At least one feature is required', slug: 'Slug may only contain lowercase letters and digits, with at least one letter' },
    });
    expect(res.body.errors[0].message).toContain('At least one feature is required');
    const route = await admin.gql('mutation { updateProviderRoute(id: 1, input: { defaultZoom: 30, routePoints: [{ name: "", type: waypoint, coordinates: { lat: 95, lng: 0 } }] }) { id } }');
    expect(route.body.errors[0].extensions.errors).toEqual({
      defaultZoom: 'Zoom must be a number between 1 and 20',
      'routePoints.0.name': 'Name is required',
      'routePoints.0.coordinates.lat': 'Latitude must be a number between -90 and 90',
    });
  });

  it('answers CONFLICT for a duplicate slug', async () => {
    const res = await admin.gql('mutation($i: ProviderInput!) { createProvider(input: $i) { id } }', { i: providerInput({ slug: 'bullcitycab' }) });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', errors: { slug: expect.any(String) } });
  });

  it('creates, updates and deletes resources and FAQs', async () => {
    const r = await admin.gql('mutation($i: ResourceInput!) { createResource(input: $i) { id title } }', { i: resourcePayload({ title: 'GraphQL guide to RDU' }) });
    const rid = r.body.data.createResource.id;
    expect((await admin.gql('mutation($id: Int!, $i: ResourceInput!) { updateResource(id: $id, input: $i) { type } }', { id: rid, i: resourcePayload({ type: 'Hotels' }) })).body.data.updateResource.type).toBe('Hotels');
    expect((await admin.gql('mutation($id: Int!) { deleteResource(id: $id) }', { id: rid })).body.data.deleteResource).toBe(true);
    const bad = await admin.gql('mutation($i: ResourceInput!) { createResource(input: $i) { id } }', { i: resourcePayload({ title: 'Hey' }) });
    expect(bad.body.errors[0].extensions.errors.title).toBe('Title must be at least 5 characters');

    const f = await admin.gql('mutation($i: FaqInput!) { createFaq(input: $i) { id question createdAt } }', { i: faqPayload({ question: 'Via GraphQL?' }) });
    const fid = f.body.data.createFaq.id;
    expect((await admin.gql('mutation($id: Int!, $i: FaqInput!) { updateFaq(id: $id, input: $i) { question } }', { id: fid, i: faqPayload({ question: 'Via GraphQL, updated?' }) })).body.data.updateFaq.question).toBe('Via GraphQL, updated?');
    expect((await admin.gql('mutation($id: Int!) { deleteFaq(id: $id) }', { id: fid })).body.data.deleteFaq).toBe(true);
  });

  it('creates, updates, toggles and deletes ad spots', async () => {
    const c = await admin.gql('mutation($i: AdSpotInput!) { createAdSpot(input: $i) { id isEnabled dimensions } }', { i: customAdPayload() });
    const id = c.body.data.createAdSpot.id;
    expect(c.body.data.createAdSpot).toMatchObject({ isEnabled: true, dimensions: '728x90' });
    expect((await admin.gql('mutation($id: Int!) { toggleAdSpot(id: $id) { isEnabled } }', { id })).body.data.toggleAdSpot.isEnabled).toBe(false);
    const u = await admin.gql('mutation($id: Int!, $i: AdSpotInput!) { updateAdSpot(id: $id, input: $i) { adType adCode imageUrl } }', { id, i: adsenseAdPayload() });
    expect(u.body.data.updateAdSpot).toMatchObject({ adType: 'adsense', imageUrl: null });
    const bad = await admin.gql('mutation($i: AdSpotInput!) { createAdSpot(input: $i) { id } }', { i: adsenseAdPayload({ adCode: '' }) });
    expect(bad.body.errors[0].extensions.errors.adCode).toBe('Ad code is required for AdSense and Ezoic ad types');
    expect((await admin.gql('{ adminAdSpots { id } }')).body.data.adminAdSpots.map((a: any) => a.id)).toContain(id);
    expect((await admin.gql('mutation($id: Int!) { deleteAdSpot(id: $id) }', { id })).body.data.deleteAdSpot).toBe(true);
  });

  it('submits a contact once per idempotency key; admins read and delete it', async () => {
    const key = `gql-${crypto.randomUUID()}`;
    const m = 'mutation($i: ContactInput!, $k: String) { submitContact(input: $i, idempotencyKey: $k) { id isRead } }';
    const first = await visitor.gql(m, { i: contactPayload({ subject: 'GraphQL contact' }), k: key });
    const second = await visitor.gql(m, { i: contactPayload({ subject: 'GraphQL contact' }), k: key });
    expect(first.body.data.submitContact.isRead).toBe(false);
    expect(second.body.data.submitContact.id).toBe(first.body.data.submitContact.id);
    // The same key over REST is the same message, too.
    const rest = await visitor.post('/api/contact', contactPayload({ subject: 'GraphQL contact' }), { 'idempotency-key': key });
    expect(rest.body.id).toBe(first.body.data.submitContact.id);
    const headerKey = `hdr-${crypto.randomUUID()}`;
    const viaHeader1 = await visitor.gql('mutation($i: ContactInput!) { submitContact(input: $i) { id } }', { i: contactPayload() }, { headers: { 'idempotency-key': headerKey } });
    const viaHeader2 = await visitor.gql('mutation($i: ContactInput!) { submitContact(input: $i) { id } }', { i: contactPayload() }, { headers: { 'idempotency-key': headerKey } });
    expect(viaHeader2.body.data.submitContact.id).toBe(viaHeader1.body.data.submitContact.id);

    const contacts = (await admin.gql('{ contacts { id subject isRead } }')).body.data.contacts;
    expect(contacts.filter((c: any) => c.subject === 'GraphQL contact')).toHaveLength(1);
    const id = first.body.data.submitContact.id;
    const unread = (await admin.gql('{ stats { unreadContactCount } }')).body.data.stats.unreadContactCount;
    expect((await admin.gql('mutation($id: Int!) { markContactRead(id: $id) { isRead } }', { id })).body.data.markContactRead.isRead).toBe(true);
    expect((await admin.gql('{ stats { unreadContactCount } }')).body.data.stats.unreadContactCount).toBe(unread - 1);
    expect((await admin.gql('mutation($id: Int!) { deleteContact(id: $id) }', { id })).body.data.deleteContact).toBe(true);
    // A late replay after the delete stores nothing; other content under the same key is refused.
    const late = await visitor.gql(m, { i: contactPayload({ subject: 'GraphQL contact' }), k: key });
    expect(late.body.data.submitContact.id).toBe(id);
    expect((await admin.gql('{ contacts { id subject } }')).body.data.contacts.filter((c: any) => c.subject === 'GraphQL contact')).toHaveLength(0);
    const reused = await visitor.gql(m, { i: contactPayload({ subject: 'Another message' }), k: key });
    expect(reused.body.errors[0]).toMatchObject({ message: 'This Idempotency-Key was already used for a different message', extensions: { code: 'CONFLICT' } });
    const invalid = await visitor.gql('mutation($i: ContactInput!) { submitContact(input: $i) { id } }', { i: contactPayload({ email: 'nope' }) });
    expect(invalid.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { email: 'Please enter a valid email address' } });
  });
});

describe('sessions shared with REST', () => {
  it('a GraphQL login is a REST login and a REST logout ends it for both', async () => {
    const browser = new Client(server.url);
    const login = await browser.gql('mutation { login(input: { username: "admin", password: "admin-password-1" }) { username isAdmin } }');
    expect(login.body.data.login).toEqual({ username: 'admin', isAdmin: true });
    expect(JSON.stringify(login.body)).not.toMatch(/password/i);
    expect((await browser.get('/api/admin/user')).status).toBe(200);
    await browser.post('/api/admin/logout');
    expect((await browser.gql('{ me { username } }')).body.data.me).toBeNull();
  });

  it('a REST login works for GraphQL, and a GraphQL logout ends it', async () => {
    const browser = new Client(server.url);
    await loginAs(browser, ADMIN.username, ADMIN.password);
    expect((await browser.gql('{ stats { providerCount } }')).body.data.stats.providerCount).toBeGreaterThan(0);
    expect((await browser.gql('mutation { logout }')).body.data.logout).toBe(true);
    expect((await browser.get('/api/admin/user')).status).toBe(401);
  });

  it('answers a bad login UNAUTHENTICATED and a throttled one TOO_MANY_REQUESTS with Retry-After', async () => {
    const browser = new Client(server.url);
    const bad = () => browser.gql('mutation { login(input: { username: "editor", password: "wrong-password" }) { id } }');
    expect((await bad()).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (let i = 0; i < 4; i++) await bad();
    const throttled = await bad();
    expect(throttled.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('transport rules', () => {
  it('accepts queries over GET (public and cacheable) and POST', async () => {
    const get = await visitor.gql('{ faqs { id } }', undefined, { method: 'GET' });
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toMatch(/^public/);
    expect(get.headers.get('etag')).toBeTruthy();
    const post = await visitor.gql('{ faqs { id } }', undefined, { method: 'POST' });
    expect(post.body.data.faqs).toEqual(get.body.data.faqs);
    expect(post.headers.get('cache-control')).toMatch(/no-store/);
    const withSession = await admin.gql('{ faqs { id } }', undefined, { method: 'GET' });
    expect(withSession.headers.get('cache-control')).toMatch(/private/);
  });

  it('refuses mutations over GET', async () => {
    const res = await visitor.gql('mutation { logout }', undefined, { method: 'GET' });
    expect(res.status).toBe(405);
  });

  it('refuses a text/plain POST and a GET without the preflight header (CSRF prevention)', async () => {
    const plain = await visitor.request('POST', '/graphql', { body: JSON.stringify({ query: '{ faqs { id } }' }), headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(400);
    expect(plain.text).toMatch(/Cross-Site Request Forgery/);
    await visitor.gql('{ faqs { id } }'); // warm the hot cache for this URL
    const bare = await fetch(`${server.url}/graphql?${new URLSearchParams({ query: '{ faqs { id } }' })}`);
    expect(bare.status).toBe(400);
  });

  it('refuses a query of depth 20 before it runs, and too many aliases', async () => {
    const typeRef = Array.from({ length: 16 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name');
    const deep = await visitor.gql(`{ __schema { types { fields { type { ${typeRef} } } } } }`, undefined, { method: 'POST' });
    expect(deep.status).toBe(400);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors.map((e: any) => e.message).join(' ')).toMatch(/depth/i);
    const standardIntrospection = await visitor.gql((await import('graphql')).getIntrospectionQuery(), undefined, { method: 'POST' });
    expect(standardIntrospection.body.errors).toBeUndefined();
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: faqs { id }`).join(' ');
    const aliased = await visitor.gql(`{ ${aliases} }`, undefined, { method: 'POST' });
    expect(aliased.status).toBe(400);
    expect(aliased.body.errors[0].message).toMatch(/alias/i);
  });

  it('refuses a query that costs too much, or has too many tokens, before it runs', async () => {
    // Few tokens, great cost: one fragment spread many times over nested lists.
    const fields = 'id name slug type rating features priceRange priceFrom priceTo routePoints { name type coordinates { lat lng } } mapCenter { lat lng }';
    const spreads = Array.from({ length: 60 }, () => '...P').join(' ');
    const costly = await visitor.gql(`query { providers { ${spreads} } } fragment P on Provider { ${fields} }`, undefined, { method: 'POST' });
    expect(costly.status).toBe(400);
    expect(costly.body.data).toBeUndefined();
    expect(costly.body.errors[0].message).toMatch(/cost/i);
    const long = await visitor.gql(`{ faqs { ${Array.from({ length: 2100 }, () => 'id').join(' ')} } }`, undefined, { method: 'POST' });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toMatch(/token/i);
  });

  it('refuses batched operations', async () => {
    const res = await visitor.request('POST', '/graphql', { json: [{ query: '{ faqs { id } }' }, { query: '{ faqs { id } }' }], headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(400);
  });

  it('supports automatic persisted queries over GET', async () => {
    const query = '{ resources { id title } }';
    const sha256Hash = crypto.createHash('sha256').update(query).digest('hex');
    const ext = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const headers = { 'apollo-require-preflight': 'true' };
    const first = await visitor.request('GET', `/graphql?${new URLSearchParams({ extensions: ext })}`, { headers });
    expect(first.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const register = await visitor.request('GET', `/graphql?${new URLSearchParams({ query, extensions: ext })}`, { headers });
    expect(register.body.data.resources.length).toBeGreaterThan(0);
    const short = await visitor.request('GET', `/graphql?${new URLSearchParams({ extensions: ext })}`, { headers });
    expect(short.body.data).toEqual(register.body.data);
  });

  it('answers body errors in GraphQL shape', async () => {
    const res = await visitor.request('POST', '/graphql', { body: '{"query": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('efficiency', () => {
  it('lists providers with a fixed number of SQL queries, whatever the number of rows', async () => {
    const count = async () => {
      let n = 0;
      const original = server.db.driver.createQueryRunner.bind(server.db.driver);
      // SQLite hands out one runner for every query: it is wrapped once, not once per query made.
      const wrapped = new Set<{ query: unknown }>();
      const spy = jest.spyOn(server.db.driver, 'createQueryRunner').mockImplementation((mode) => {
        const runner = original(mode);
        if (wrapped.has(runner)) return runner;
        wrapped.add(runner);
        const query = runner.query.bind(runner);
        runner.query = ((...args: Parameters<typeof query>) => {
          // Only statements about providers: the content-version poll runs in the background.
          if (/providers/i.test(String(args[0]))) n++;
          return query(...args);
        }) as typeof runner.query;
        return runner;
      });
      const res = await admin.gql(`{ providers { ${PROVIDER_FIELDS} } }`, undefined, { method: 'POST' });
      spy.mockRestore();
      for (const runner of wrapped) delete (runner as { query?: unknown }).query; // the class's own method again
      expect(res.body.errors).toBeUndefined();
      return { n, rows: res.body.data.providers.length };
    };
    const before = await count();
    for (let i = 0; i < 5; i++) await admin.post('/api/admin/providers', providerPayload());
    const after = await count();
    expect(after.rows).toBe(before.rows + 5);
    expect(after.n).toBe(before.n);
    expect(after.n).toBeLessThanOrEqual(2);
  });
});

/** REST returns stored route text as it is; GraphQL reads malformed text as no points. */
function storedPointCount(text: string | null): number {
  try {
    const list = JSON.parse(text ?? '[]');
    return Array.isArray(list) ? list.length : 0;
  } catch {
    return 0;
  }
}

describe('parity with REST', () => {
  it('describes the same records for every public list', async () => {
    const restProviders = (await visitor.get('/api/providers')).body;
    const gqlProviders = (await visitor.gql('{ providers { id name slug rating priceRange features routeColor defaultZoom routePoints { name } } }')).body.data.providers;
    expect(gqlProviders.map((p: any) => ({ id: p.id, name: p.name, slug: p.slug, rating: p.rating, priceRange: p.priceRange, features: p.features, points: p.routePoints.length })))
      .toEqual(restProviders.map((p: any) => ({ id: p.id, name: p.name, slug: p.slug, rating: Number(p.rating), priceRange: p.priceRange, features: p.features, points: storedPointCount(p.routePoints) })));

    const restResources = (await visitor.get('/api/resources')).body;
    const gqlResources = (await visitor.gql('{ resources { id title description imageUrl type linkUrl linkText version } }')).body.data.resources;
    expect(gqlResources).toEqual(restResources.map(({ createdAt, updatedAt, ...r }: any) => r));

    const restFaqs = (await visitor.get('/api/faqs')).body;
    expect((await visitor.gql('{ faqs { id question answer } }')).body.data.faqs).toEqual(restFaqs);

    for (const location of ['header', 'footer', 'providers-section', 'provider-bottom']) {
      const restSpots = (await visitor.get(`/api/adspots/location/${location}`)).body;
      const gqlSpots = (await visitor.gql(`{ adSpots(location: "${location}") { id location adType adCode imageUrl linkUrl isEnabled dimensions version } }`)).body.data.adSpots;
      expect(gqlSpots).toEqual(restSpots.map(({ createdAt, updatedAt, ...s }: any) => s));
    }
  });
});
