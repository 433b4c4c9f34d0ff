// The trip rule: what the whole party pays (each basis, fees per booking and per person, fares per
// place), every reason a provider cannot take a trip, hours at and around midnight and past it from
// the previous day, notice, daylight-saving changes, and the trip's input rules at the site's day.
import { checkInput, PAST_TIME_GRACE_MINUTES, RULE_MESSAGES, TRIP_RULES, tripRulesAt, tripRulesOn, type TripInput } from './inputs';
import type { OpeningHours } from './hours';
import { siteClock, siteInstants, siteToday } from './hours';
import { TRIP_TEXTS, answerTrip, tripInputFromQuery, tripOf, tripPrice, tripQueryString, type Trip, type TripProvider, type TripReason } from './trip';

type TestProvider = TripProvider & { name: string };

const SERVED = ['RDU Airport', 'Downtown Raleigh', 'Cary', 'Durham', 'Chapel Hill', 'Wake Forest'];
/** One fare for every place served but the airport. */
const faresAt = (amount: number) => SERVED.filter((place) => place !== 'RDU Airport').map((place) => ({ place, amount }));

/** A provider around the clock unless openings are given (then they say when). */
const provider = (name: string, over: Partial<TestProvider> = {}): TestProvider => {
  const p = {
    name,
    servedPlaces: SERVED,
    maxPassengers: 4,
    maxBags: null,
    rating: '4.5',
    fareBasis: 'PER_VEHICLE' as const,
    fares: faresAt(25.99),
    fees: [],
    hours: [],
    minNoticeHours: 0,
    accessibility: null,
    ...over,
  };
  return { aroundTheClock: p.hours.length === 0, ...p };
};

const everyDay = (opens: string, closes: string): OpeningHours[] => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));

// Wednesday 25 November 2026, 10:00 in Raleigh (EST, UTC-5).
const NOW = new Date('2026-11-25T15:00:00Z');
const trip = (over: Partial<Trip> = {}): Trip => ({
  from: 'RDU Airport',
  to: 'Downtown Raleigh',
  date: '2026-11-26',
  time: null,
  passengers: 1,
  bags: 0,
  wheelchair: false,
  sort: 'RECOMMENDED',
  ...over,
});

const answer = (providers: TestProvider[], t: Partial<Trip> = {}, now = NOW) => answerTrip(providers, trip(t), now);
const reasonsOf = (p: TestProvider, t: Partial<Trip> = {}, now = NOW) => {
  const a = answer([p], t, now);
  return a.excluded.length ? a.excluded[0].reasons : [];
};

describe('the total for the party', () => {
  it('per person: the fare times the party, in words', () => {
    const shared = provider('Oak City', { fareBasis: 'PER_PERSON', fares: faresAt(18.5) });
    const [option] = answer([shared], { passengers: 4 }).options;
    expect(option).toMatchObject({ total: 74, totalCents: 7400, currency: 'USD', basis: 'PER_PERSON' });
    expect(option.lines).toEqual([{ kind: 'FARE_PER_PERSON', label: '4 × $18.50 per person', amount: 74, cents: 7400 }]);
  });

  it('per vehicle: one fare whatever the party', () => {
    const van = provider('Express', { maxPassengers: 14 });
    const [option] = answer([van], { passengers: 4 }).options;
    expect(option).toMatchObject({ total: 25.99, basis: 'PER_VEHICLE', lines: [{ kind: 'FARE_PER_VEHICLE', label: TRIP_TEXTS.vehicle, amount: 25.99, cents: 2599 }] });
  });

  it('fees: per booking once, per person for each traveller; the lines add up to the total exactly', () => {
    const p = provider('Fees', {
      fareBasis: 'PER_PERSON',
      fares: faresAt(10.1),
      fees: [
        { label: 'Airport fee', amount: 2.5, per: 'BOOKING' },
        { label: 'Fuel surcharge', amount: 0.35, per: 'PERSON' },
      ],
    });
    const [option] = answer([p], { passengers: 3 }).options;
    expect(option.lines).toEqual([
      { kind: 'FARE_PER_PERSON', label: '3 × $10.10 per person', amount: 30.3, cents: 3030 },
      { kind: 'FEE_PER_BOOKING', label: 'Airport fee', amount: 2.5, cents: 250 },
      { kind: 'FEE_PER_PERSON', label: 'Fuel surcharge (3 × $0.35)', amount: 1.05, cents: 105 },
    ]);
    expect(option.totalCents).toBe(3385);
    expect(option.total).toBe(33.85);
    expect(option.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(option.totalCents);
  });

  it.each<[string, Partial<Trip>, number]>([
    ['from the airport: the fare of the other place', { from: 'RDU Airport', to: 'Cary' }, 3000],
    ['to the airport: the same fare', { from: 'Cary', to: 'RDU Airport' }, 3000],
  ])('fares per place: %s', (_label, t, cents) => {
    const p = provider('Zoned', { fares: [{ place: 'Cary', amount: 30 }, { place: 'Chapel Hill', amount: 55 }] });
    expect(tripPrice(p, trip(t))?.totalCents).toBe(cents);
  });

  it('between two places neither of which is the airport: no fare stated covers it, so no price (never one end\'s airport fare and fee)', () => {
    const cab = provider('Cab', { fares: [{ place: 'Durham', amount: 52 }, { place: 'Chapel Hill', amount: 75 }], fees: [{ label: 'Airport access fee', amount: 2.5, per: 'BOOKING' }] });
    expect(tripPrice(cab, trip({ from: 'Durham', to: 'Chapel Hill' }))).toBeNull();
    expect(reasonsOf(cab, { from: 'Durham', to: 'Chapel Hill' })).toEqual([TRIP_TEXTS.noFare]);
    expect(tripPrice(cab, trip({ from: 'Durham', to: 'RDU Airport' }))?.totalCents).toBe(5450);
  });

  it('a place served without its own fare: no price, said so (the price range is derived from the fares, never a fare itself)', () => {
    const p = provider('Zoned', { fares: [{ place: 'Cary', amount: 30 }] });
    expect(tripPrice(p, trip({ to: 'Durham' }))).toBeNull();
    expect(reasonsOf(p, { to: 'Durham' })).toEqual([TRIP_TEXTS.noFare]);
    expect(answer([p], { to: 'Cary' }).options[0].total).toBe(30);
  });
});

describe('why a provider cannot take the trip', () => {
  const lift = { wheelchairVehicle: true, foldingWheelchair: true, serviceAnimals: true, notes: null };
  it.each<[string, Partial<TestProvider>, Partial<Trip>, string[]]>([
    ['takes it', {}, {}, []],
    ['does not serve To', {}, { to: 'Garner' }, ['Does not serve Garner']],
    ['serves neither place', { servedPlaces: ['Durham'] }, { from: 'RDU Airport', to: 'Cary' }, ['Does not serve RDU Airport', 'Does not serve Cary']],
    ['a party too large', { maxPassengers: 4 }, { passengers: 8 }, ['Carries at most 4 passengers']],
    ['a party of exactly its size', { maxPassengers: 4 }, { passengers: 4 }, []],
    ['too many bags', { maxBags: 3 }, { bags: 4 }, ['Carries at most 3 large bags']],
    ['one bag at most', { maxBags: 1 }, { bags: 2 }, ['Carries at most 1 large bag']],
    ['no bags at all', { maxBags: 0 }, { bags: 1 }, ['Takes no large bags']],
    ['bags not entered: not judged', { maxBags: null }, { bags: 40 }, []],
    ['nothing stated about a wheelchair vehicle when one is needed', {}, { wheelchair: true }, ['Wheelchair-accessible vehicle not stated: ask the provider']],
    ['a wheelchair vehicle not stated, the rest stated', { accessibility: { ...lift, wheelchairVehicle: null } }, { wheelchair: true }, ['Wheelchair-accessible vehicle not stated: ask the provider']],
    ['only a folding wheelchair', { accessibility: { ...lift, wheelchairVehicle: false } }, { wheelchair: true }, ['No wheelchair-accessible vehicle']],
    ['a wheelchair vehicle', { accessibility: lift }, { wheelchair: true }, []],
    ['closed at the time', { hours: everyDay('05:00', '00:00') }, { date: '2026-12-01', time: '02:00' }, ['Closed at 02:00 on Tuesdays']],
    ['closed that day (no time given)', { hours: [{ day: 1, opens: '06:00', closes: '22:00' }] }, { date: '2026-12-01' }, ['Closed on Tuesdays']],
    ['no openings and not around the clock: closed, not 24 hours', { hours: [], aroundTheClock: false }, { date: '2026-12-01', time: '12:00' }, ['Closed at 12:00 on Tuesdays']],
    ['no openings and not around the clock, no time given', { hours: [], aroundTheClock: false }, { date: '2026-12-01' }, ['Closed on Tuesdays']],
    ['around the clock: at 3 in the morning too', { hours: [], aroundTheClock: true }, { date: '2026-12-01', time: '03:00' }, []],
    ['not enough notice', { minNoticeHours: 48 }, { date: '2026-11-26', time: '09:00' }, ['Books at least 48 hours ahead']],
    [
      'every reason at once',
      { servedPlaces: ['RDU Airport'], maxPassengers: 4, maxBags: 3, minNoticeHours: 48, hours: [{ day: 1, opens: '06:00', closes: '22:00' }] },
      { to: 'Wake Forest', passengers: 8, bags: 4, wheelchair: true, date: '2026-11-26', time: '02:00' },
      ['Does not serve Wake Forest', 'Carries at most 4 passengers', 'Carries at most 3 large bags', 'Wheelchair-accessible vehicle not stated: ask the provider', 'Closed at 02:00 on Thursdays', 'Books at least 48 hours ahead'],
    ],
  ])('%s', (_label, over, t, reasons) => {
    expect(reasonsOf(provider('P', over), t)).toEqual(reasons);
  });

  // why[i] is reasons[i] as a code with the numbers its words name, for programs (issue 32).
  it.each<[string, Partial<TestProvider>, Partial<Trip>, TripReason[]]>([
    ['not served', {}, { to: 'Garner' }, [{ code: 'NOT_SERVED', place: 'Garner' }]],
    ['a party too large', { maxPassengers: 4 }, { passengers: 8 }, [{ code: 'TOO_MANY_PASSENGERS', maxPassengers: 4 }]],
    ['too many bags', { maxBags: 0 }, { bags: 1 }, [{ code: 'TOO_MANY_BAGS', maxBags: 0 }]],
    ['no wheelchair vehicle', {}, { wheelchair: true }, [{ code: 'NO_WHEELCHAIR' }]],
    ['closed at the time', { hours: everyDay('05:00', '00:00') }, { date: '2026-12-01', time: '02:00' }, [{ code: 'CLOSED', day: 'Tuesday', time: '02:00' }]],
    ['closed that day', { hours: [{ day: 1, opens: '06:00', closes: '22:00' }] }, { date: '2026-12-01' }, [{ code: 'CLOSED', day: 'Tuesday', time: null }]],
    ['no more pickups today', { hours: everyDay('06:00', '09:00') }, { date: '2026-11-25' }, [{ code: 'CLOSED', day: 'Wednesday', time: null }]],
    ['not enough notice', { minNoticeHours: 48 }, { date: '2026-11-26', time: '09:00' }, [{ code: 'NOTICE', noticeHours: 48 }]],
    ['no fare', { fares: [] }, {}, [{ code: 'NO_FARE' }]],
  ])('why, as codes: %s', (_label, over, t, why) => {
    const [excluded] = answer([provider('P', over)], t).excluded;
    expect(excluded.why).toEqual(why);
    expect(excluded.why).toHaveLength(excluded.reasons.length);
  });

  it('puts every provider in options or in excluded, keeping the list order in excluded', () => {
    const a = answer([provider('A', { maxPassengers: 2 }), provider('B'), provider('C', { servedPlaces: ['Cary'] })], { passengers: 3 });
    expect(a.options.map((o) => o.provider.name)).toEqual(['B']);
    expect(a.excluded.map((e) => e.provider.name)).toEqual(['A', 'C']);
  });
});

describe('hours', () => {
  // Oak City's "every 30 minutes from 5am to midnight".
  const oak = provider('Oak City', { hours: everyDay('05:00', '00:00') });
  it.each<[string, string, boolean]>([
    ['04:59', '2026-11-26', false],
    ['05:00', '2026-11-26', true],
    ['23:59', '2026-11-26', true],
    ['00:00', '2026-11-27', false],
    ['00:30', '2026-11-27', false],
    ['12:00', '2026-11-27', true],
  ])('5am to midnight: %s is open %s', (time, date, open) => {
    expect(answer([oak], { date, time }).options.length === 1).toBe(open);
  });

  it('the 1 am arrival is told the shuttle is closed', () => {
    expect(reasonsOf(oak, { date: '2026-11-27', time: '01:00' })).toEqual(['Closed at 01:00 on Fridays']);
  });

  // Friday 18:00 to 02:00, Saturday 20:00 to 23:00; nothing on other days.
  const late = provider('Late', { hours: [{ day: 5, opens: '18:00', closes: '02:00' }, { day: 6, opens: '20:00', closes: '23:00' }] });
  it.each<[string, string, string, boolean]>([
    ['Friday before opening', '2026-11-27', '17:59', false],
    ['Friday evening', '2026-11-27', '23:30', true],
    ['Saturday 01:30, from Friday past midnight', '2026-11-28', '01:30', true],
    ['Saturday 02:00, closed', '2026-11-28', '02:00', false],
    ["Saturday's own evening", '2026-11-28', '21:00', true],
    ['Sunday 01:00: Saturday ends at 23:00', '2026-11-29', '01:00', false],
  ])('past midnight from the previous day: %s', (_label, date, time, open) => {
    expect(answer([late], { date, time }).options.length === 1).toBe(open);
  });

  it('without a time only a day with no opening at all is refused', () => {
    expect(reasonsOf(late, { date: '2026-11-30' })).toEqual(['Closed on Mondays']);
    expect(reasonsOf(late, { date: '2026-11-28' })).toEqual([]);
    // Sunday has only what runs past midnight from Saturday: nothing, since Saturday closes at 23:00.
    expect(reasonsOf(late, { date: '2026-11-29' })).toEqual(['Closed on Sundays']);
  });

  it('a closing at the opening time is the whole day', () => {
    const allDay = provider('All day', { hours: [{ day: 4, opens: '00:00', closes: '00:00' }] });
    expect(answer([allDay], { date: '2026-11-26', time: '00:00' }).options).toHaveLength(1);
    expect(answer([allDay], { date: '2026-11-26', time: '23:59' }).options).toHaveLength(1);
    expect(reasonsOf(allDay, { date: '2026-11-27', time: '00:00' })).toEqual(['Closed at 00:00 on Fridays']);
  });

  it('today without a time, after the last pickup: said so', () => {
    const daytime = provider('Day', { hours: everyDay('06:00', '09:00') });
    expect(reasonsOf(daytime, { date: '2026-11-25' })).toEqual([TRIP_TEXTS.closedRestOfToday]);
    expect(reasonsOf(provider('Day', { hours: everyDay('06:00', '18:00') }), { date: '2026-11-25' })).toEqual([]);
  });
});

describe('notice', () => {
  const dayAhead = provider('Day ahead', { minNoticeHours: 24 });
  it('exactly the notice is enough; a minute less is not', () => {
    expect(reasonsOf(dayAhead, { date: '2026-11-26', time: '10:00' })).toEqual([]);
    expect(reasonsOf(dayAhead, { date: '2026-11-26', time: '09:59' })).toEqual(['Books at least 24 hours ahead']);
    // Judged to the minute: 10:00:59 is still 10:00.
    expect(reasonsOf(dayAhead, { date: '2026-11-26', time: '10:00' }, new Date('2026-11-25T15:00:59Z'))).toEqual([]);
    expect(reasonsOf(dayAhead, { date: '2026-11-26', time: '10:00' }, new Date('2026-11-25T15:01:00Z'))).toEqual(['Books at least 24 hours ahead']);
  });

  it('without a time, to the last pickup of that day', () => {
    const evening = provider('Evening', { minNoticeHours: 24, hours: everyDay('06:00', '18:00') });
    // Last pickup tomorrow 17:59: 31 h 59 min away at 10:00 today.
    expect(reasonsOf(evening, { date: '2026-11-26' })).toEqual([]);
    // At 18:30 today it is 23 h 29 min away.
    expect(reasonsOf(evening, { date: '2026-11-26' }, new Date('2026-11-25T23:30:00Z'))).toEqual(['Books at least 24 hours ahead']);
  });

  it('on demand takes a time that is a few minutes past (counted as now)', () => {
    expect(reasonsOf(provider('Cab'), { date: '2026-11-25', time: '09:55' })).toEqual([]);
    expect(reasonsOf(provider('Car', { minNoticeHours: 1 }), { date: '2026-11-25', time: '09:55' })).toEqual(['Books at least 1 hour ahead']);
  });
});

describe('when no provider fits: suggestions, marked as such', () => {
  // Modelled on the demo: a 4-seat taxi with a fee, a 6-seat car, a minibus from 06:00 with a lift.
  const cab = provider('Cab', { maxPassengers: 4, maxBags: 3, fares: [{ place: 'Durham', amount: 52 }], fees: [{ label: 'Airport access fee', amount: 2.5, per: 'BOOKING' }] });
  const car = provider('Car', { maxPassengers: 6, maxBags: 6, minNoticeHours: 4, fares: [{ place: 'Durham', amount: 115 }] });
  const bus = provider('Bus', {
    maxPassengers: 24,
    maxBags: 48,
    minNoticeHours: 48,
    hours: everyDay('06:00', '23:00'),
    fares: [{ place: 'Durham', amount: 165 }],
    accessibility: { wheelchairVehicle: true, foldingWheelchair: true, serviceAnimals: true, notes: null },
  });
  const kinds = (a: { suggestions: { kind: string }[] }) => a.suggestions.map((s) => s.kind);
  const names = <P extends { name: string }>(s: { bookings: { provider: P }[] }) => s.bookings.map((b) => b.provider.name);

  it('none while a provider can take the trip as asked', () => {
    const a = answer([cab, car], { to: 'Durham', date: '2026-12-02', time: '14:00', passengers: 4 });
    expect(a.options).toHaveLength(2);
    expect(a.suggestions).toEqual([]);
  });

  it('a party too large for any one vehicle: two that carry it and its bags between them, with the summed total', () => {
    // Eight with four bags a week ahead at 01:00: the bus is closed, the cab and the car are too small.
    const a = answer([cab, car, bus], { to: 'Durham', date: '2026-12-02', time: '01:00', passengers: 8, bags: 4 });
    expect(a.options).toEqual([]);
    const [split] = a.suggestions;
    expect(split.kind).toBe('SPLIT_PARTY');
    expect(split).toMatchObject({ date: '2026-12-02', time: '01:00', total: 169.5, totalCents: 16950, currency: 'USD' });
    expect(split.bookings.map(({ provider, passengers, bags, totalCents }) => [provider.name, passengers, bags, totalCents])).toEqual([
      ['Cab', 4, 2, 5450],
      ['Car', 4, 2, 11500],
    ]);
    expect(split.bookings[0].lines).toEqual([
      { kind: 'FARE_PER_VEHICLE', label: TRIP_TEXTS.vehicle, amount: 52, cents: 5200 },
      { kind: 'FEE_PER_BOOKING', label: 'Airport access fee', amount: 2.5, cents: 250 },
    ]);
    expect(split.bookings.reduce((sum, b) => sum + b.totalCents, 0)).toBe(split.totalCents);
  });

  it('splits the party where the sum is lowest: per-person fares count each traveller', () => {
    const shared = provider('Shared', { fareBasis: 'PER_PERSON', maxPassengers: 6, fares: [{ place: 'Durham', amount: 20 }] });
    const van = provider('Van', { maxPassengers: 5, fares: [{ place: 'Durham', amount: 60 }] });
    const [split] = answer([shared, van], { to: 'Durham', date: '2026-12-02', passengers: 9 }).suggestions;
    // 4 shared at $20 and 5 in the van ($140) beat 6 shared and 3 in the van ($180).
    expect(split.bookings.map((b) => [b.provider.name, b.passengers, b.totalCents])).toEqual([
      ['Shared', 4, 8000],
      ['Van', 5, 6000],
    ]);
  });

  it('no split: for one traveller, when two vehicles still cannot carry the party or its bags, or when neither has a wheelchair lift a rider needs', () => {
    expect(answer([cab, car], { to: 'Durham', date: '2026-12-02', passengers: 11 }).suggestions).toEqual([]);
    expect(answer([cab, car], { to: 'Durham', date: '2026-12-02', passengers: 8, bags: 10 }).suggestions).toEqual([]);
    expect(answer([cab, car], { to: 'Durham', date: '2026-12-02', passengers: 8, wheelchair: true }).suggestions).toEqual([]);
    expect(answer([provider('Tiny', { maxPassengers: 1, maxBags: 0 })], { bags: 1 }).suggestions).toEqual([]);
    // A lift in one of the two is enough: the rider travels in it.
    const lift = provider('Lift', { maxPassengers: 3, accessibility: { wheelchairVehicle: true, foldingWheelchair: false, serviceAnimals: false, notes: null } });
    expect(names(answer([lift, provider('Plain', { maxPassengers: 3 })], { passengers: 5, wheelchair: true }).suggestions[0])).toEqual(['Lift', 'Plain']);
  });

  it('a time it is closed at: the first later time that day a provider takes it, with its total', () => {
    const a = answer([cab, car, bus], { to: 'Durham', date: '2026-12-02', time: '01:00', passengers: 10, bags: 4 });
    expect(kinds(a)).toEqual(['SPLIT_PARTY', 'LATER_TIME']);
    const later = a.suggestions[1];
    expect(later).toMatchObject({ kind: 'LATER_TIME', date: '2026-12-02', time: '06:00', total: 165, totalCents: 16500 });
    expect(later.bookings.map((b) => [b.provider.name, b.passengers, b.bags])).toEqual([['Bus', 10, 4]]);
  });

  it('a later time also waits for the notice on the day itself', () => {
    // At 10:00 today a car needing 4 hours is first bookable at 14:00; asked for 11:00.
    const a = answer([car], { to: 'Durham', date: '2026-11-25', time: '11:00' });
    expect(a.suggestions.map((s) => [s.kind, s.date, s.time])).toEqual([['LATER_TIME', '2026-11-25', '14:00']]);
    // The earliest of several, the cheaper at the same minute.
    const dear = provider('Dear', { minNoticeHours: 4, fares: [{ place: 'Durham', amount: 200 }] });
    expect(names(answer([dear, car], { to: 'Durham', date: '2026-11-25', time: '11:00' }).suggestions[0])).toEqual(['Car']);
  });

  it('no later time when nothing opens later that day, or without a time', () => {
    expect(answer([bus], { to: 'Durham', date: '2026-12-02', time: '23:30' }).suggestions).toEqual([]);
    expect(answer([provider('Closed Tue', { hours: [{ day: 1, opens: '06:00', closes: '22:00' }] })], { date: '2026-12-01' }).suggestions).toEqual([]);
  });

  it("a notice it cannot meet: the earliest booking the notice allows, at an hour it takes pickups", () => {
    // At 10:00 on Wednesday the bus (48 hours, 06:00 to 23:00) can be booked for Friday 10:00.
    const a = answer([bus], { to: 'Durham', date: '2026-11-25', time: '12:00' });
    expect(a.suggestions.map((s) => [s.kind, s.date, s.time, names(s)])).toEqual([['LATER_BOOKING', '2026-11-27', '10:00', ['Bus']]]);
    expect(a.suggestions[0]).toMatchObject({ total: 165, bookings: [{ passengers: 1, bags: 0, totalCents: 16500 }] });
    // At 22:30 the notice ends Friday 22:30: open until 23:00, so then.
    expect(answer([bus], { to: 'Durham', date: '2026-11-26' }, new Date('2026-11-26T03:30:00Z')).suggestions.map((s) => [s.date, s.time])).toEqual([['2026-11-27', '22:30']]);
    // At 23:30 it ends Friday 23:30, after closing: Saturday at 06:00.
    expect(answer([bus], { to: 'Durham', date: '2026-11-26' }, new Date('2026-11-26T04:30:00Z')).suggestions.map((s) => [s.date, s.time])).toEqual([['2026-11-28', '06:00']]);
  });

  it('each kind at most once, in the order split, later time, later booking; the answer\'s own fields unchanged', () => {
    // Five at 11:00 today (it is 10:00): two 4-seat cabs between them, the car at 14:00, the bus on Friday.
    const otherCab = provider('Other cab', { maxPassengers: 4, fares: [{ place: 'Durham', amount: 60 }] });
    const a = answer([cab, otherCab, car, bus], { to: 'Durham', date: '2026-11-25', time: '11:00', passengers: 5 });
    expect(kinds(a)).toEqual(['SPLIT_PARTY', 'LATER_TIME', 'LATER_BOOKING']);
    expect(a.suggestions.map((s) => [s.date, s.time, names(s).join(' + '), s.totalCents])).toEqual([
      ['2026-11-25', '11:00', 'Cab + Other cab', 11450],
      ['2026-11-25', '14:00', 'Car', 11500],
      ['2026-11-27', '10:00', 'Bus', 16500],
    ]);
    expect(a.options).toEqual([]);
    expect(a.excluded.map((e) => e.provider.name)).toEqual(['Cab', 'Other cab', 'Car', 'Bus']);
    expect(Object.keys(a)).toEqual(['trip', 'options', 'excluded', 'suggestions', 'validUntil']);
  });
});

describe('the site time zone', () => {
  it('reads the day and minute in Raleigh, not UTC', () => {
    // 03:00 UTC on the 26th is 22:00 on the 25th in Raleigh.
    expect(siteClock(new Date('2026-11-26T03:00:00Z'))).toEqual({ date: '2026-11-25', minute: 22 * 60 });
    expect(siteToday(new Date('2026-11-26T03:00:00Z'))).toBe('2026-11-25');
    // Summer time: UTC-4.
    expect(siteClock(new Date('2026-07-04T03:30:00Z'))).toEqual({ date: '2026-07-03', minute: 23 * 60 + 30 });
  });

  it('turns wall-clock times into instants across the spring-forward change (8 March 2026)', () => {
    const at = siteInstants('2026-03-08');
    expect(new Date(at(60)).toISOString()).toBe('2026-03-08T06:00:00.000Z'); // 01:00 EST
    expect(new Date(at(150)).toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 02:30 does not exist: 03:30 EDT
    expect(new Date(at(180)).toISOString()).toBe('2026-03-08T07:00:00.000Z'); // 03:00 EDT
  });

  it('and across the fall-back change (1 November 2026): a time shown twice is the first', () => {
    const at = siteInstants('2026-11-01');
    expect(new Date(at(90)).toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
    expect(new Date(at(120)).toISOString()).toBe('2026-11-01T07:00:00.000Z'); // 02:00 EST
  });

  it('counts notice in real hours over a daylight-saving change', () => {
    const dayAhead = provider('Day ahead', { minNoticeHours: 24 });
    // Saturday 7 March 03:00 EST; Sunday 03:30 EDT is 23.5 real hours later (24.5 on the wall clock).
    const saturday = new Date('2026-03-07T08:00:00Z');
    expect(reasonsOf(dayAhead, { date: '2026-03-08', time: '03:30' }, saturday)).toEqual(['Books at least 24 hours ahead']);
    expect(reasonsOf(dayAhead, { date: '2026-03-08', time: '04:00' }, saturday)).toEqual([]);
    // Saturday 31 October 01:30 EDT; Sunday 01:30 (EDT, the first) is exactly 24 hours later.
    const halloween = new Date('2026-10-31T05:30:00Z');
    expect(reasonsOf(dayAhead, { date: '2026-11-01', time: '01:30' }, halloween)).toEqual([]);
    expect(reasonsOf(dayAhead, { date: '2026-11-01', time: '01:29' }, halloween)).toEqual(['Books at least 24 hours ahead']);
  });

  it('reads opening hours on the wall clock on a change day', () => {
    const early = provider('Early', { hours: everyDay('01:00', '03:00') });
    expect(answer([early], { date: '2026-03-08', time: '01:30' }, new Date('2026-03-01T12:00:00Z')).options).toHaveLength(1);
    expect(reasonsOf(early, { date: '2026-03-08', time: '03:00' }, new Date('2026-03-01T12:00:00Z'))).toEqual(['Closed at 03:00 on Sundays']);
  });
});

describe('the order of the answer', () => {
  const cheapShared = provider('Shared', { fareBasis: 'PER_PERSON', fares: faresAt(18.5), rating: '4.5' });
  const van = provider('Van', { fares: faresAt(25.99), rating: '4.8', maxPassengers: 14 });
  const car = provider('Car', { fares: faresAt(89), rating: '4.9', maxPassengers: 6 });
  const cab = provider('Cab', { fares: faresAt(25.99), rating: '4.6' });
  const names = (sort: Trip['sort'], passengers = 4) => answer([cheapShared, van, car, cab], { sort, passengers }).options.map((o) => `${o.provider.name} ${o.total}`);

  it('PRICE: by the party total, ties by rating', () => {
    expect(names('PRICE')).toEqual(['Van 25.99', 'Cab 25.99', 'Shared 74', 'Car 89']);
    expect(names('PRICE', 1)).toEqual(['Shared 18.5', 'Van 25.99', 'Cab 25.99', 'Car 89']);
  });
  it('RATING: best rated first', () => expect(names('RATING')).toEqual(['Car 89', 'Van 25.99', 'Cab 25.99', 'Shared 74']));
  it('RECOMMENDED: the list order', () => expect(names('RECOMMENDED')).toEqual(['Shared 74', 'Van 25.99', 'Car 89', 'Cab 25.99']));

  it('holds to the end of the minute it was judged in', () => {
    expect(answerTrip([], trip(), new Date('2026-11-25T15:00:42Z')).validUntil).toBe(Date.parse('2026-11-25T15:01:00Z'));
  });
});

describe('the trip input', () => {
  const ok: TripInput = { from: 'RDU Airport', to: 'Durham', date: '2026-11-25', time: '14:30', passengers: 4, bags: 2, wheelchair: false, sort: 'PRICE' };
  const rules = tripRulesOn('2026-11-25');

  it.each<[string, Partial<TripInput> | Record<string, unknown>, Record<string, string>]>([
    ['a good trip', {}, {}],
    ['only the places', { date: null, time: null, passengers: null, bags: null, wheelchair: null, sort: null }, {}],
    ['numbers as text', { passengers: '3', bags: '0' }, {}],
    ['an unknown place', { from: 'Myrtle Beach' }, { from: RULE_MESSAGES.searchPlace }],
    ['an unknown destination', { to: 'Atlantis' }, { to: RULE_MESSAGES.searchPlace }],
    ['from = to', { to: 'RDU Airport' }, { to: RULE_MESSAGES.searchTo }],
    ['to the airport', { from: 'Durham', to: 'RDU Airport' }, {}],
    ['between two places neither of which is the airport', { from: 'Durham', to: 'Chapel Hill' }, { to: RULE_MESSAGES.tripAirport }],
    ['no passengers', { passengers: 0 }, { passengers: RULE_MESSAGES.passengerCount }],
    ['too many passengers', { passengers: 61 }, { passengers: RULE_MESSAGES.passengerCount }],
    ['half a passenger', { passengers: '2.5' }, { passengers: RULE_MESSAGES.passengerCount }],
    ['negative bags', { bags: -1 }, { bags: RULE_MESSAGES.bags }],
    ['too many bags', { bags: 101 }, { bags: RULE_MESSAGES.bags }],
    ['a time that is not HH:MM', { time: '2pm' }, { time: RULE_MESSAGES.tripTime }],
    ['24:00 is not a time of day', { time: '24:00' }, { time: RULE_MESSAGES.tripTime }],
    ['a date that is not a date', { date: '2026-02-30' }, { date: RULE_MESSAGES.tripDate }],
    ['a date in another form', { date: '11/25/2026' }, { date: RULE_MESSAGES.tripDate }],
    ['a date before today', { date: '2026-11-24' }, { date: RULE_MESSAGES.tripDatePast }],
    ['wheelchair as a word', { wheelchair: 'yes' }, { wheelchair: RULE_MESSAGES.wheelchair }],
    ['an unknown order', { sort: 'CHEAPEST' }, { sort: RULE_MESSAGES.tripSort }],
  ])('%s', (_label, change, errors) => {
    expect(checkInput(rules, { ...ok, ...change })).toEqual(errors);
  });

  it('"before today" is the site\'s today: late evening in Raleigh is already tomorrow in UTC', () => {
    const lateEvening = new Date('2026-11-26T03:00:00Z');
    expect(checkInput(tripRulesOn(siteToday(lateEvening)), { ...ok, date: '2026-11-25' })).toEqual({});
    expect(checkInput(tripRulesOn(siteToday(lateEvening)), { ...ok, date: '2026-11-24' })).toEqual({ date: RULE_MESSAGES.tripDatePast });
  });

  describe('a time already past today (17:20 at the site), refused as a date before today is', () => {
    const rules = tripRulesAt({ date: '2026-11-25', minute: 17 * 60 + 20 });
    const past = { time: RULE_MESSAGES.tripTimePast('17:20') };
    it.each<[string, Partial<TripInput>, Record<string, string>]>([
      ['08:00 today', { time: '08:00' }, past],
      ['08:00 with no date (today)', { date: null, time: '08:00' }, past],
      ['08:00 with an empty date (today)', { date: ' ', time: '08:00' }, past],
      ['just past the grace', { time: '17:14' }, past],
      ['within the grace: read as now', { time: '17:15' }, {}],
      ['now', { time: '17:20' }, {}],
      ['later today', { time: '23:59' }, {}],
      ['no time: the rest of today', { time: null }, {}],
      ['08:00 tomorrow', { date: '2026-11-26', time: '08:00' }, {}],
      ['a date before today: the date says so, not the time', { date: '2026-11-24', time: '08:00' }, { date: RULE_MESSAGES.tripDatePast }],
      ['a time that is not one', { time: '8am' }, { time: RULE_MESSAGES.tripTime }],
    ])('%s', (_label, change, errors) => {
      expect(checkInput(rules, { ...ok, date: '2026-11-25', ...change })).toEqual(errors);
    });

    it('names the next possible time: now, to the minute; the grace is a few minutes', () => {
      expect(RULE_MESSAGES.tripTimePast('17:20')).toBe('That time has already passed today: please choose 17:20 or later, or a later date');
      expect(PAST_TIME_GRACE_MINUTES).toBe(5);
      // Just after midnight nothing of the new day has passed yet.
      expect(checkInput(tripRulesAt({ date: '2026-11-25', minute: 2 }), { ...ok, date: '2026-11-25', time: '00:00' })).toEqual({});
      // The same rules object all minute long (the server's checks are built once per rules object).
      expect(tripRulesAt({ date: '2026-11-25', minute: 600 })).toBe(tripRulesAt({ date: '2026-11-25', minute: 600 }));
    });
  });

  it('without the day, a form checks everything but the date being past', () => {
    expect(checkInput(TRIP_RULES, { ...ok, date: '2020-01-01' })).toEqual({});
  });

  it('fills in the defaults: today, any time, one passenger, no bags, RECOMMENDED', () => {
    expect(tripOf({ from: 'RDU Airport', to: 'Cary' }, '2026-11-25')).toEqual({
      from: 'RDU Airport', to: 'Cary', date: '2026-11-25', time: null, passengers: 1, bags: 0, wheelchair: false, sort: 'RECOMMENDED',
    });
    expect(tripOf({ ...ok, passengers: '3', bags: '1' }, '2026-11-20')).toMatchObject({ date: '2026-11-25', time: '14:30', passengers: 3, bags: 1, sort: 'PRICE' });
  });

  it('reads and writes the URL form', () => {
    const params = new URLSearchParams('from=RDU+Airport&to=Durham&passengers=3&wheelchair=true&bags=&utm=x');
    expect(tripInputFromQuery((n) => params.get(n))).toEqual({ from: 'RDU Airport', to: 'Durham', passengers: '3', wheelchair: true });
    expect(tripInputFromQuery(() => 'maybe').wheelchair).toBe('maybe');
    const t = tripOf({ from: 'RDU Airport', to: 'Durham', passengers: 3, time: '01:00' }, '2026-11-25');
    expect(tripQueryString(t, '2026-11-25')).toBe('from=RDU+Airport&to=Durham&time=01%3A00&passengers=3');
    expect(tripQueryString(t)).toBe('from=RDU+Airport&to=Durham&date=2026-11-25&time=01%3A00&passengers=3');
  });
});
