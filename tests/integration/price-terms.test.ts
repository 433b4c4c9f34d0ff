// What a provider's price is and covers (issue 35, item 4), on both transports: price kind, tip,
// bags per traveller with an extra-bag fee (cents) and the group minimum are stored and read back;
// bad values are refused with the field's message and nothing stored; the trip's answer applies
// them alike over REST and GraphQL (an EXTRA_BAGS line, TOO_MANY_BAGS naming the allowance,
// GROUP_TOO_SMALL, a metered total as an estimate with the tip said).
import { addDays, siteToday } from '../../api/domain/hours';
import { RULE_MESSAGES } from '../../api/domain/inputs';
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

const PLACE = 'Holly Springs';
const SERVED = ['RDU Airport', PLACE];
const TERMS = { priceKind: 'METERED', tipIncluded: false, bagsPerTraveller: 1, extraBagFeeCents: 1500, minPassengers: 2 };
const count = async () => (await visitor.get('/api/providers')).body.length as number;

const REFUSED: [string, Record<string, unknown>, Record<string, string>][] = [
  ['an unknown price kind', { priceKind: 'HOURLY' }, { priceKind: RULE_MESSAGES.priceKind }],
  ['a tip that is not yes, no or null', { tipIncluded: 'sometimes' }, { tipIncluded: RULE_MESSAGES.yesNo('Tip included') }],
  ['negative bags per traveller', { bagsPerTraveller: -1 }, { bagsPerTraveller: RULE_MESSAGES.bagsPerTraveller }],
  ['an extra-bag fee of part of a cent', { extraBagFeeCents: 12.5 }, { extraBagFeeCents: RULE_MESSAGES.extraBagFee }],
  ['an extra-bag fee over $1,000', { extraBagFeeCents: 100_001 }, { extraBagFeeCents: RULE_MESSAGES.extraBagFee }],
  ['a smallest group above the largest party', { minPassengers: 9, maxPassengers: 8 }, { minPassengers: RULE_MESSAGES.minPassengersAboveMax(8) }],
];

describe('the price terms over REST', () => {
  it('are stored and read back; left out on an edit they are kept, null clears them', async () => {
    const made = await admin.post('/api/admin/providers', providerPayload(TERMS));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject(TERMS);
    expect((await visitor.get(`/api/providers/${made.body.slug}`)).body).toMatchObject(TERMS);
    const kept = await admin.put(`/api/admin/providers/${made.body.id}`, providerPayload({ slug: made.body.slug }));
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject(TERMS);
    const cleared = await admin.put(`/api/admin/providers/${made.body.id}`, providerPayload({ slug: made.body.slug, priceKind: null, extraBagFeeCents: null }));
    expect(cleared.body).toMatchObject({ ...TERMS, priceKind: null, extraBagFeeCents: null });
  });

  it('a new provider states none of them', async () => {
    const made = await admin.post('/api/admin/providers', providerPayload());
    expect(made.body).toMatchObject({ priceKind: null, tipIncluded: null, bagsPerTraveller: null, extraBagFeeCents: null, minPassengers: null });
  });

  it.each(REFUSED)('refuses %s with the field’s message, storing nothing', async (_case, over, errors) => {
    const before = await count();
    const res = await admin.post('/api/admin/providers', providerPayload(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String), errors });
    expect(await count()).toBe(before);
  });
});

describe('the price terms over GraphQL', () => {
  const CREATE = 'mutation($input: ProviderInput!) { createProvider(input: $input) { slug priceKind tipIncluded bagsPerTraveller extraBagFeeCents minPassengers } }';

  it('are stored and read back', async () => {
    const res = await admin.gql(CREATE, { input: providerPayload({ rating: 4.2, ...TERMS }) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createProvider).toMatchObject(TERMS);
  });

  it.each(REFUSED.filter(([, over]) => over.tipIncluded === undefined && over.priceKind === undefined && over.extraBagFeeCents !== 12.5))(
    'refuses %s with the same message, storing nothing',
    async (_case, over, errors) => {
      const before = await count();
      const res = await admin.gql(CREATE, { input: providerPayload({ rating: 4.2, ...over }) });
      expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors });
      expect(await count()).toBe(before);
    },
  );
});

describe("a trip's answer with the price terms", () => {
  const TRIP = `query($input: TripInput!) { trip(input: $input) {
    options { provider { slug } totalCents priceKind estimate tipIncluded lines { kind label amountCents } }
    excluded { provider { slug } reasons why { code maxBags bagsPerTraveller minPassengers } }
  } }`;
  const date = () => addDays(siteToday(new Date()), 7);
  const strip = (o: Record<string, unknown>) => JSON.parse(JSON.stringify(o, (k, v) => (k === 'amount' || k === 'id' || k === 'name' || v === null && k !== 'priceKind' && k !== 'tipIncluded' ? undefined : v)));

  /** The same trip over both transports: the answer for one provider, which must agree. */
  async function answerFor(slug: string, passengers: number, bags: number) {
    const input = { from: 'RDU Airport', to: PLACE, date: date(), passengers, bags };
    const rest = await visitor.get(`/api/trip?from=RDU+Airport&to=Holly+Springs&date=${input.date}&passengers=${passengers}&bags=${bags}`);
    const gql = await visitor.gql(TRIP, { input });
    expect(rest.status).toBe(200);
    expect(gql.body.errors).toBeUndefined();
    const pick = (answer: any) => ({
      option: answer.options.find((o: any) => o.provider.slug === slug) ?? null,
      excluded: answer.excluded.find((e: any) => e.provider.slug === slug) ?? null,
    });
    const fromRest = pick(rest.body);
    const fromGql = pick(gql.body.data.trip);
    const restShape = { option: fromRest.option && strip({ ...fromRest.option, total: undefined, currency: undefined, basis: undefined }), excluded: fromRest.excluded && strip(fromRest.excluded) };
    expect(restShape).toEqual({ option: fromGql.option && strip(fromGql.option), excluded: fromGql.excluded && strip(fromGql.excluded) });
    return fromGql;
  }

  it('over the allowance with a fee: an EXTRA_BAGS line; a metered total is an estimate, the tip said', async () => {
    const p = (await admin.post('/api/admin/providers', providerPayload({ servedPlaces: SERVED, ...TERMS }))).body;
    const { option } = await answerFor(p.slug, 2, 5);
    // $25.99 for the vehicle, 3 bags over the allowance of 2 at $15.00.
    expect(option).toEqual({
      provider: { slug: p.slug },
      totalCents: 2599 + 4500,
      priceKind: 'METERED',
      estimate: true,
      tipIncluded: false,
      lines: [
        { kind: 'FARE_PER_VEHICLE', label: expect.any(String), amountCents: 2599 },
        { kind: 'EXTRA_BAGS', label: '3 extra bags \u00d7 $15.00', amountCents: 4500 },
      ],
    });
  });

  it('over the allowance without a fee: TOO_MANY_BAGS naming the allowance', async () => {
    const p = (await admin.post('/api/admin/providers', providerPayload({ servedPlaces: SERVED, bagsPerTraveller: 2 }))).body;
    const { option, excluded } = await answerFor(p.slug, 2, 5);
    expect(option).toBeNull();
    expect(excluded.reasons).toEqual(['Allows 2 large bags per traveller (4 for your party) and states no extra-bag fee']);
    expect(excluded.why).toEqual([{ code: 'TOO_MANY_BAGS', maxBags: 4, bagsPerTraveller: 2, minPassengers: null }]);
  });

  it('a party below the group minimum: GROUP_TOO_SMALL', async () => {
    const p = (await admin.post('/api/admin/providers', providerPayload({ servedPlaces: SERVED, minPassengers: 8, maxPassengers: 24 }))).body;
    const { excluded } = await answerFor(p.slug, 3, 0);
    expect(excluded.reasons).toEqual(['Takes groups of 8 to 24 passengers']);
    expect(excluded.why).toEqual([{ code: 'GROUP_TOO_SMALL', minPassengers: 8, maxBags: null, bagsPerTraveller: null }]);
    expect((await answerFor(p.slug, 8, 0)).option).toMatchObject({ totalCents: 2599, estimate: false, priceKind: null, tipIncluded: null });
  });
});
