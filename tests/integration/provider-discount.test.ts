// A provider's discount is a fact the operator enters (issue 35, item 2): the percent and a code the
// booking URL carries or a link that applies it, on both transports; anything less is refused with
// the field's message and nothing stored; and only such an offer puts a DISCOUNT line in a trip's
// total (REST and GraphQL alike), a badge alone none.
import { DISCOUNT_MESSAGES } from '../../api/domain/discount';
import { addDays, siteToday } from '../../api/domain/hours';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
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

const CARRYING = 'https://book.example.com/test?to={to}&code={discountCode}&subid={clickId}';
const count = async () => (await visitor.get('/api/providers')).body.length as number;

const REFUSED: [string, Record<string, unknown>, Record<string, string>][] = [
  ['a percent with no code or link', { discountPercent: 10 }, { discountPercent: DISCOUNT_MESSAGES.percentNeedsWay }],
  ['a code with no percent', { discountCode: 'RDU10', bookingUrl: CARRYING }, { discountPercent: DISCOUNT_MESSAGES.wayNeedsPercent }],
  ['a link with no percent', { discountUrl: 'https://book.example.com/offer' }, { discountPercent: DISCOUNT_MESSAGES.wayNeedsPercent }],
  ['a code the booking URL does not carry', { discountPercent: 10, discountCode: 'RDU10' }, { discountCode: DISCOUNT_MESSAGES.codeNotCarried }],
  ['a percent over 90', { discountPercent: 95, discountUrl: 'https://book.example.com/offer' }, { discountPercent: DISCOUNT_MESSAGES.percent }],
  ['a code with spaces', { discountPercent: 10, discountCode: 'RDU 10', bookingUrl: CARRYING }, { discountCode: DISCOUNT_MESSAGES.code }],
];

describe('a discount over REST', () => {
  it('is stored and read back with the code the booking URL carries', async () => {
    const made = await admin.post('/api/admin/providers', providerPayload({ bookingUrl: CARRYING, discountPercent: '10', discountCode: 'RDU10' }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ discountPercent: 10, discountCode: 'RDU10', discountUrl: null });
    expect((await visitor.get(`/api/providers/${made.body.slug}`)).body).toMatchObject({ discountPercent: 10, discountCode: 'RDU10', discountUrl: null });
  });

  it.each(REFUSED)('refuses %s with the field’s message, storing nothing', async (_case, over, errors) => {
    const before = await count();
    const res = await admin.post('/api/admin/providers', providerPayload(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), errors });
    expect(await count()).toBe(before);
  });
});

describe('a discount over GraphQL', () => {
  const CREATE = 'mutation($input: ProviderInput!) { createProvider(input: $input) { slug discountPercent discountCode discountUrl } }';

  it('is stored and read back with its link', async () => {
    const res = await admin.gql(CREATE, { input: providerPayload({ rating: 4.2, discountPercent: 5, discountUrl: 'https://book.example.com/offer?to={to}' }) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createProvider).toMatchObject({ discountPercent: 5, discountCode: null, discountUrl: 'https://book.example.com/offer?to={to}' });
  });

  it.each(REFUSED.filter(([, over]) => typeof over.discountPercent !== 'string'))('refuses %s with the same message, storing nothing', async (_case, over, errors) => {
    const before = await count();
    const res = await admin.gql(CREATE, { input: providerPayload({ rating: 4.2, ...over }) });
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors });
    expect(await count()).toBe(before);
  });
});

describe("a trip's total", () => {
  const TRIP = `query($input: TripInput!) { trip(input: $input) { options { provider { slug } totalCents lines { kind label amountCents } } } }`;
  const date = () => addDays(siteToday(new Date()), 7);

  async function linesOf(slug: string) {
    const input = { from: 'RDU Airport', to: 'Apex', date: date(), passengers: 2 };
    const rest = await visitor.get(`/api/trip?from=RDU+Airport&to=Apex&date=${input.date}&passengers=2`);
    const gql = await visitor.gql(TRIP, { input });
    expect(rest.status).toBe(200);
    expect(gql.body.errors).toBeUndefined();
    const restOption = rest.body.options.find((o: any) => o.provider.slug === slug);
    const gqlOption = gql.body.data.trip.options.find((o: any) => o.provider.slug === slug);
    const shape = (o: any) => ({ totalCents: o.totalCents, lines: o.lines.map((l: any) => ({ kind: l.kind, label: l.label, amountCents: l.amountCents })) });
    expect(shape(restOption)).toEqual(shape(gqlOption));
    return shape(restOption);
  }

  it('has a DISCOUNT line of its own, after the fare, only for an offer the link applies', async () => {
    const offered = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['RDU Airport', 'Apex'], discountPercent: 10, discountUrl: 'https://book.example.com/offer' }));
    const badgeOnly = await admin.post('/api/admin/providers', providerPayload({ servedPlaces: ['RDU Airport', 'Apex'], badge: 'Local Favorite' }));
    // The vehicle's fare is the price range's low end, $25.99; 10% is $2.599, the half cent to the traveller.
    expect(await linesOf(offered.body.slug)).toEqual({
      totalCents: 2339,
      lines: [
        { kind: 'FARE_PER_VEHICLE', label: expect.any(String), amountCents: 2599 },
        { kind: 'DISCOUNT', label: '10% off through this link', amountCents: -260 },
      ],
    });
    expect(await linesOf(badgeOnly.body.slug)).toEqual({ totalCents: 2599, lines: [{ kind: 'FARE_PER_VEHICLE', label: expect.any(String), amountCents: 2599 }] });
  });
});
