// What a price is and covers (issue 35, item 4): the bag allowance (an extra-bag line at the stated
// fee, or refused naming the allowance when no fee is stated), the group minimum, and a metered
// fare's total as an estimate with the tip said.
import { TRIP_TEXTS, answerTrip, bagAllowance, priceTermsLines, totalLabelOf, tripPrice, type Trip, type TripProvider } from './trip';

type TestProvider = TripProvider & { name: string };

const SERVED = ['RDU Airport', 'Downtown Raleigh', 'Cary', 'Durham'];
const provider = (name: string, over: Partial<TestProvider> = {}): TestProvider => ({
  name,
  servedPlaces: SERVED,
  maxPassengers: 4,
  maxBags: null,
  rating: '4.5',
  fareBasis: 'PER_VEHICLE',
  fares: [{ place: 'Cary', amount: 40 }, { place: 'Durham', amount: 50 }],
  fees: [],
  hours: [],
  aroundTheClock: true,
  minNoticeHours: 0,
  accessibility: null,
  ...over,
});

// Wednesday 25 November 2026, 10:00 in Raleigh.
const NOW = new Date('2026-11-25T15:00:00Z');
const trip = (over: Partial<Trip> = {}): Trip => ({
  from: 'RDU Airport', to: 'Cary', date: '2026-11-26', time: null, passengers: 2, bags: 0, wheelchair: false, sort: 'RECOMMENDED', ...over,
});
const judge = (p: TestProvider, over: Partial<Trip> = {}) => answerTrip([p], trip(over), NOW);

describe('the bag allowance', () => {
  const withFee = provider('Van', { bagsPerTraveller: 2, extraBagFeeCents: 1500 });
  const noFee = provider('Cab', { bagsPerTraveller: 1 });

  it('is the bags per traveller times the party; none stated: no allowance', () => {
    expect(bagAllowance({ bagsPerTraveller: 2 }, 3)).toBe(6);
    expect(bagAllowance({ bagsPerTraveller: 0 }, 3)).toBe(0);
    expect(bagAllowance({ bagsPerTraveller: null }, 3)).toBeNull();
    expect(bagAllowance({}, 3)).toBeNull();
  });

  it.each([
    ['within the allowance: no extra line', 4, null],
    ['one over: one extra bag', 5, { kind: 'EXTRA_BAGS', label: `1 extra bag \u00d7 $15.00`, cents: 1500 }],
    ['three over: three at the fee', 7, { kind: 'EXTRA_BAGS', label: `3 extra bags \u00d7 $15.00`, cents: 4500 }],
  ])('with an extra-bag fee, %s', (_name, bags, extra) => {
    const [option] = judge(withFee, { bags }).options;
    expect(option.lines.slice(1)).toEqual(extra ? [{ ...extra, amount: extra.cents / 100 }] : []);
    expect(option.totalCents).toBe(4000 + (extra?.cents ?? 0));
  });

  it('without a fee, over the allowance: refused with TOO_MANY_BAGS naming the allowance', () => {
    const a = judge(noFee, { bags: 3 });
    expect(a.options).toEqual([]);
    expect(a.excluded[0].reasons).toEqual([TRIP_TEXTS.bagAllowance(1, 2)]);
    expect(a.excluded[0].reasons[0]).toBe('Allows 1 large bag per traveller (2 for your party) and states no extra-bag fee');
    expect(a.excluded[0].why).toEqual([{ code: 'TOO_MANY_BAGS', maxBags: 2, bagsPerTraveller: 1 }]);
  });

  it('without a fee, within the allowance: taken at the fare alone', () => {
    expect(judge(noFee, { bags: 2 }).options[0].totalCents).toBe(4000);
  });

  it('the booking-wide limit still applies beside the allowance', () => {
    const a = judge(provider('Car', { maxBags: 3, bagsPerTraveller: 1, extraBagFeeCents: 1000 }), { bags: 4 });
    expect(a.excluded[0].why).toEqual([{ code: 'TOO_MANY_BAGS', maxBags: 3 }]);
  });

  it('extra bags come before the discount, which is taken off the whole', () => {
    const offer = { discountPercent: 10, discountUrl: 'https://book.example.com/o', bookingUrl: 'https://book.example.com/b' };
    const price = tripPrice({ ...withFee, ...offer }, { ...trip(), bags: 6 })!;
    expect(price.lines.map((l) => l.kind)).toEqual(['FARE_PER_VEHICLE', 'EXTRA_BAGS', 'DISCOUNT']);
    expect(price.totalCents).toBe(4000 + 3000 - 700);
  });

  it('a split party never gives a provider without a fee more bags than its share allows', () => {
    // 6 travellers, 6 bags; each carries 4 people at 1 bag each and no fee: 4 + 2 people carry 4 + 2 bags.
    const a = answerTrip([provider('A', { bagsPerTraveller: 1 }), provider('B', { bagsPerTraveller: 1 })], trip({ passengers: 6, bags: 6 }), NOW);
    const [split] = a.suggestions;
    expect(split.kind).toBe('SPLIT_PARTY');
    for (const b of split.bookings) expect(b.bags).toBeLessThanOrEqual(b.passengers);
    expect(split.bookings.reduce((n, b) => n + b.bags, 0)).toBe(6);
  });
});

describe('the group minimum', () => {
  const minibus = provider('Group Transit', { minPassengers: 8, maxPassengers: 24 });

  it.each([
    [7, false],
    [8, true],
    [24, true],
  ])('a party of %i: taken %s', (passengers, taken) => {
    const a = judge(minibus, { passengers });
    expect(a.options.length).toBe(taken ? 1 : 0);
  });

  it('a party below it is refused with GROUP_TOO_SMALL, in words naming the groups it takes', () => {
    const a = judge(minibus, { passengers: 3 });
    expect(a.excluded[0].reasons).toEqual(['Takes groups of 8 to 24 passengers']);
    expect(a.excluded[0].why).toEqual([{ code: 'GROUP_TOO_SMALL', minPassengers: 8 }]);
  });

  it('not stated: any party', () => {
    expect(judge(provider('Van', { minPassengers: null }), { passengers: 1 }).options).toHaveLength(1);
  });

  it('a split party gives each provider at least its minimum', () => {
    // 10 travellers: a minibus for 3 to 8 and a van for 1 to 4.
    const a = answerTrip([provider('Mini', { minPassengers: 3, maxPassengers: 8 }), provider('Van', { maxPassengers: 4 })], trip({ passengers: 10 }), NOW);
    const [split] = a.suggestions;
    expect(split.bookings.map((b) => b.passengers)).toEqual([6, 4]);
    // 11 travellers, two buses for groups of 6 to 10: 6 + 5 would leave one below its minimum.
    const buses = [provider('Bus A', { minPassengers: 6, maxPassengers: 10 }), provider('Bus B', { minPassengers: 6, maxPassengers: 10 })];
    expect(answerTrip(buses, trip({ passengers: 11 }), NOW).suggestions.filter((s) => s.kind === 'SPLIT_PARTY')).toEqual([]);
    expect(answerTrip(buses, trip({ passengers: 12 }), NOW).suggestions[0].bookings.map((b) => b.passengers)).toEqual([6, 6]);
  });
});

describe('what the total is', () => {
  it('a metered fare: an estimate, worded so, with the tip as stated', () => {
    const [option] = judge(provider('Cab', { priceKind: 'METERED', tipIncluded: false })).options;
    expect(option).toMatchObject({ priceKind: 'METERED', estimate: true, tipIncluded: false });
    expect(totalLabelOf(option)).toBe('Estimated total');
    expect(priceTermsLines(option)).toEqual(['Metered fare: the final price is what the meter shows', 'Tip not included']);
  });

  it('a fixed price: the total, tip included', () => {
    const [option] = judge(provider('Car', { priceKind: 'FIXED', tipIncluded: true })).options;
    expect(option).toMatchObject({ priceKind: 'FIXED', estimate: false, tipIncluded: true });
    expect(totalLabelOf(option)).toBe('Total');
    expect(priceTermsLines(option)).toEqual(['Fixed price', 'Tip included']);
  });

  it('nothing stated: a total, and the tip said to be not stated (never "not included")', () => {
    const [option] = judge(provider('Van')).options;
    expect(option).toMatchObject({ priceKind: null, estimate: false, tipIncluded: null });
    expect(priceTermsLines(option)).toEqual(['Tip: not stated']);
  });
});
