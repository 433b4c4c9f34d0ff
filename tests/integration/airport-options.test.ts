// Airport options (issue 35, item 8): what exists at the airport at any hour, kept by the operator.
// Both transports: bad input is a 400 (BAD_USER_INPUT) with field messages and stores nothing; the
// public lists carry only enabled options, in the operator's order; writes are versioned and audited.
import { AIRPORT_OPTION_MESSAGES as M } from '../../api/domain/airportOptions';
import { DEMO_AIRPORT_OPTIONS } from '../../api/db/seed/demoContent';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  anonymous = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

type Admin = { id: number; title: string; position: number; enabled: boolean; accessible: boolean; version: number };
const adminList = async () => (await admin.get<Admin[]>('/api/admin/airport-options')).body;
const publicTitles = async () => (await anonymous.get<{ title: string }[]>('/api/airport-options')).body.map((o) => o.title);
const option = (over: Record<string, unknown> = {}) => ({
  title: 'Hotel shuttle board',
  description: 'Courtesy phones for hotel shuttles at baggage claim.',
  availability: 'Any hour',
  linkUrl: 'https://www.example.com/hotels',
  phone: '(919) 555-0142',
  ...over,
});

describe('airport options', () => {
  it('are seeded as demo content: the taxi rank, Route 100 and the accessibility page, in order', async () => {
    expect(await publicTitles()).toEqual(DEMO_AIRPORT_OPTIONS.map((o) => o.title));
    const listed = (await anonymous.get('/api/airport-options')).body;
    expect(Object.keys(listed[0]).sort()).toEqual(['accessible', 'availability', 'description', 'id', 'linkUrl', 'phone', 'title']);
    expect((await anonymous.gql('{ airportOptions { title } }')).body.data.airportOptions.map((o: { title: string }) => o.title)).toEqual(DEMO_AIRPORT_OPTIONS.map((o) => o.title));
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a short title', { title: 'ab' }, { title: M.title }],
    ['no description', { description: '' }, { description: M.description }],
    ['no availability', { availability: undefined }, { availability: M.availability }],
    ['an http link', { linkUrl: 'http://www.example.com/' }, { linkUrl: M.linkUrl }],
    ['a link that is not one', { linkUrl: 'javascript:alert(1)' }, { linkUrl: M.linkUrl }],
    ['a phone that is not one', { phone: 'call us' }, { phone: M.phone }],
    ['accessible as text', { accessible: 'yes' }, { accessible: M.accessible }],
    ['position 0', { position: 0 }, { position: M.position }],
  ])('refuses %s with a 400 and its message, over REST and GraphQL, and stores nothing', async (_name, over, errors) => {
    const before = await adminList();
    const res = await admin.post('/api/admin/airport-options', option(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    const viaGql = await admin.gql('mutation ($input: AirportOptionInput!) { createAirportOption(input: $input) { id } }', { input: option(over) });
    expect(viaGql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // A value of the wrong GraphQL type (text for a Boolean, a missing String!) is refused by the schema, with its own message.
    const wellTyped = Object.values(over).every((v) => v !== undefined) && !('accessible' in over);
    if (wellTyped) expect(viaGql.body.errors[0].extensions.errors).toEqual(errors);
    expect(await adminList()).toEqual(before);
  });

  it('refuses a body that is not an object, and anonymous or unknown writes, storing nothing', async () => {
    const before = await adminList();
    expect((await admin.request('POST', '/api/admin/airport-options', { body: 'not json', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await admin.post('/api/admin/airport-options', [1, 2])).status).toBe(400);
    expect((await anonymous.post('/api/admin/airport-options', option())).status).toBe(401);
    expect((await anonymous.gql('mutation ($input: AirportOptionInput!) { createAirportOption(input: $input) { id } }', { input: option() })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await admin.put('/api/admin/airport-options/99999', option())).status).toBe(404);
    expect((await admin.put('/api/admin/airport-options/abc', option())).status).toBe(400);
    expect(await adminList()).toEqual(before);
  });

  it('lists only enabled options publicly, in the order; moves and hides them on both transports', async () => {
    const created = await admin.post('/api/admin/airport-options', option({ position: 1, accessible: true }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ position: 1, enabled: true, accessible: true, version: 1 });
    expect((await publicTitles())[0]).toBe('Hotel shuttle board');
    expect((await adminList()).map((o) => o.position)).toEqual([1, 2, 3, 4]);

    // Hidden: gone from both public lists, kept in the admin's.
    const hidden = await admin.put(`/api/admin/airport-options/${created.body.id}`, option({ enabled: false }));
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ enabled: false, accessible: true, position: 1, version: 2 });
    expect(await publicTitles()).toEqual(DEMO_AIRPORT_OPTIONS.map((o) => o.title));
    expect((await anonymous.gql('{ airportOptions { title } }')).body.data.airportOptions).toHaveLength(DEMO_AIRPORT_OPTIONS.length);
    expect((await adminList()).map((o) => o.title)).toContain('Hotel shuttle board');

    // A stale save stores nothing (409).
    const stale = await admin.request('PUT', `/api/admin/airport-options/${created.body.id}`, { json: option({ enabled: true }), headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(409);

    // Shown again and moved to the bottom over GraphQL.
    const shown = await admin.gql('mutation ($id: Int!, $input: AirportOptionInput!) { updateAirportOption(id: $id, input: $input) { enabled version } }', {
      id: created.body.id,
      input: { ...option(), enabled: true, expectedVersion: 2 },
    });
    expect(shown.body.data.updateAirportOption).toEqual({ enabled: true, version: 3 });
    const moved = await admin.gql('mutation ($id: Int!) { moveAirportOption(id: $id, to: BOTTOM) { position } }', { id: created.body.id });
    expect(moved.body.data.moveAirportOption).toEqual({ position: 4 });
    expect(await publicTitles()).toEqual([...DEMO_AIRPORT_OPTIONS.map((o) => o.title), 'Hotel shuttle board']);
    // And up one over REST.
    const up = await admin.post(`/api/admin/airport-options/${created.body.id}/move`, { to: 'up' });
    expect(up.body.position).toBe(3);
    expect((await admin.post(`/api/admin/airport-options/${created.body.id}/move`, { to: 'sideways' })).status).toBe(400);

    // Every change is in the trail.
    const trail = await admin.get(`/api/admin/audit?entityType=AirportOption&limit=50`);
    expect(trail.status).toBe(200);
    const actions = trail.body.filter((e: { entityId: number }) => e.entityId === created.body.id).map((e: { action: string }) => e.action);
    expect(actions.sort()).toEqual(['create', 'update', 'update', 'update', 'update'].sort());

    // A delete closes the gap.
    expect((await admin.delete(`/api/admin/airport-options/${created.body.id}`)).status).toBe(200);
    expect((await adminList()).map((o) => o.position)).toEqual([1, 2, 3]);
    expect(await publicTitles()).toEqual(DEMO_AIRPORT_OPTIONS.map((o) => o.title));
  });
});
