// The trip answer at a fixed moment (the server's clock is the test's: Wednesday 25 November 2026,
// 17:20 in Raleigh), over REST and GraphQL: a time already past today is refused like a past date,
// with a field message naming the next possible time, and a small grace for "now"; when no provider
// fits, the answer suggests what would (two vehicles, a later time, the earliest booking), the same
// over both transports.
import { RULE_MESSAGES } from '../../api/domain/inputs';
import { Client } from '../support/http';
import { startTestServer, type TestServer } from '../support/testServer';

// 22:20 UTC is 17:20 EST.
const NOW = new Date('2026-11-25T22:20:00Z');
const TODAY = '2026-11-25';

let server: TestServer;
let visitor: Client;

beforeAll(async () => {
  server = await startTestServer({ clock: () => NOW });
  visitor = new Client(server.url);
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

const TRIP_QUERY = `query Trip($input: TripInput!) {
  trip(input: $input) {
    trip { from to date time passengers }
    options { provider { slug } total }
    excluded { provider { slug } reasons }
  }
}`;

const rest = (input: Record<string, string>) => visitor.get(`/api/trip?${new URLSearchParams(input)}`);
const gql = (input: Record<string, unknown>) => visitor.gql(TRIP_QUERY, { input });

describe('a time already past today', () => {
  const pastToday = RULE_MESSAGES.tripTimePast('17:20');

  it.each<[string, Record<string, string>]>([
    ['08:00 today (no date: today)', { time: '08:00' }],
    ['08:00 with today as the date', { time: '08:00', date: TODAY }],
    ['17:14, six minutes ago', { time: '17:14' }],
  ])('REST: %s is a 400 with the time field message naming the next possible time', async (_label, over) => {
    const res = await rest({ from: 'RDU Airport', to: 'Durham', ...over });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: pastToday, errors: { time: pastToday } });
  });

  it('GraphQL: BAD_USER_INPUT with the same field message', async () => {
    const res = await gql({ from: 'RDU Airport', to: 'Durham', time: '08:00' });
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].message).toBe(pastToday);
    expect(res.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', errors: { time: pastToday } });
  });

  it('with a bad date too, each field says its own', async () => {
    const res = await rest({ from: 'RDU Airport', to: 'Durham', date: '2026-11-24', time: '08:00' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ date: RULE_MESSAGES.tripDatePast });
  });

  it.each<[string, Record<string, string>]>([
    ['now, to the minute', { time: '17:20' }],
    ['five minutes ago (the grace: a form filled as the minute turned)', { time: '17:15' }],
    ['later today', { time: '17:21' }],
    ['08:00 tomorrow', { time: '08:00', date: '2026-11-26' }],
  ])('%s is answered, the same over both transports', async (_label, over) => {
    const input = { from: 'RDU Airport', to: 'Durham', ...over };
    const [r, g] = await Promise.all([rest(input), gql(input)]);
    expect(r.status).toBe(200);
    expect(g.body.errors).toBeUndefined();
    expect(r.body.trip.time).toBe(over.time);
    expect(g.body.data.trip.trip.time).toBe(over.time);
    expect(r.body.options.map((o: any) => o.provider.slug)).toEqual(g.body.data.trip.options.map((o: any) => o.provider.slug));
  });
});

describe('when no provider fits, what would', () => {
  const SUGGESTIONS = `query Trip($input: TripInput!) {
    trip(input: $input) {
      options { provider { slug } }
      excluded { provider { slug } reasons }
      suggestions { kind date time total totalCents currency bookings { provider { slug name } passengers bags total lines { label amount } priceKind estimate tipIncluded } }
    }
  }`;
  const both = async (input: Record<string, string | number>) => {
    const [r, g] = await Promise.all([
      rest(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]))),
      visitor.gql(SUGGESTIONS, { input }),
    ]);
    expect(r.status).toBe(200);
    expect(g.body.errors).toBeUndefined();
    return { rest: r.body, gql: g.body.data.trip };
  };
  /** The REST answer's suggestions in the shape the GraphQL query above selects (REST names each provider by { id, slug, name }). */
  const restSuggestions = (body: any) =>
    body.suggestions.map((s: any) => ({
      ...s,
      bookings: s.bookings.map(({ totalCents: _cents, ...b }: any) => ({ ...b, provider: { slug: b.provider.slug, name: b.provider.name }, lines: b.lines.map((l: any) => ({ label: l.label, amount: l.amount })) })),
    }));

  it('eight travellers with four bags at 01:00 next Wednesday: two vehicles with the summed total, and the first time that day the minibus runs', async () => {
    const { rest: r, gql: g } = await both({ from: 'RDU Airport', to: 'Durham', date: '2026-12-02', time: '01:00', passengers: 8, bags: 4 });
    expect(g.options).toEqual([]);
    expect(g.excluded).toHaveLength(6);
    expect(g.suggestions).toEqual([
      {
        kind: 'SPLIT_PARTY',
        date: '2026-12-02',
        time: '01:00',
        total: 169.5,
        totalCents: 16950,
        currency: 'USD',
        bookings: [
          { provider: { slug: 'bullcitycab', name: 'Bull City Cab Co.' }, passengers: 4, bags: 2, total: 54.5, lines: [{ label: 'Vehicle fare', amount: 52 }, { label: 'Airport access fee', amount: 2.5 }], priceKind: null, estimate: false, tipIncluded: null },
          { provider: { slug: 'carolinaexecutivecar', name: 'Carolina Executive Car' }, passengers: 4, bags: 2, total: 115, lines: [{ label: 'Vehicle fare', amount: 115 }], priceKind: null, estimate: false, tipIncluded: null },
        ],
      },
      {
        kind: 'LATER_TIME',
        date: '2026-12-02',
        time: '06:00',
        total: 165,
        totalCents: 16500,
        currency: 'USD',
        bookings: [{ provider: { slug: 'tarheelgrouptransit', name: 'Tar Heel Group Transit' }, passengers: 8, bags: 4, total: 165, lines: [{ label: 'Vehicle fare', amount: 165 }], priceKind: null, estimate: false, tipIncluded: null }],
      },
    ]);
    expect(restSuggestions(r)).toEqual(g.suggestions);
    // REST names each provider by { id, slug, name } (its whole REST form with ?expand=provider: tests/integration/integrators.test.ts).
    expect(r.suggestions[0].bookings[0].provider).toEqual({ id: expect.any(Number), slug: 'bullcitycab', name: 'Bull City Cab Co.' });
  });

  it('a minibus for twelve this evening: the earliest booking its 48 hours of notice allow', async () => {
    const { rest: r, gql: g } = await both({ from: 'Durham', to: 'RDU Airport', time: '19:00', passengers: 12 });
    expect(g.options).toEqual([]);
    expect(g.suggestions.map((s: any) => [s.kind, s.date, s.time, s.bookings.map((b: any) => `${b.provider.slug} ${b.passengers}`), s.total])).toEqual([
      ['LATER_BOOKING', '2026-11-27', '17:20', ['tarheelgrouptransit 12'], 165],
    ]);
    expect(restSuggestions(r)).toEqual(g.suggestions);
  });

  it('none while a provider can take the trip as asked', async () => {
    const { rest: r, gql: g } = await both({ from: 'RDU Airport', to: 'Durham', date: '2026-12-02', time: '14:00', passengers: 2 });
    expect(g.options.length).toBeGreaterThan(0);
    expect(g.suggestions).toEqual([]);
    expect(r.suggestions).toEqual([]);
  });
});
