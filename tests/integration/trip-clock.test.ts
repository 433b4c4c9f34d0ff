// The trip answer at a fixed moment (the server's clock is the test's: Wednesday 25 November 2026,
// 17:20 in Raleigh), over REST and GraphQL: a time already past today is refused like a past date,
// with a field message naming the next possible time, and a small grace for "now".
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
