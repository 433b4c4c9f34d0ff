// The home page's trip search: how an address is read (every usable value, every other one with its
// reason and what is shown instead), the key made of it (one per page the address can show), and
// the words of the search and its answer.
import { bookingLink, linkTripOf } from './bookingLink';
import { RULE_MESSAGES } from './inputs';
import { normalizePageUrl } from './pageKeys';
import { TRIP_DEFAULTS, type Trip } from './trip';
import {
  HOME_TRIP_SORT,
  TRIP_SEARCH_TEXTS as T,
  UNUSABLE,
  calendarText,
  canonicalTripParams,
  dayText,
  providerTripQuery,
  readProviderTrip,
  readTripAddress,
  readTripSearch,
  shownInstead,
  tripSearchQuery,
  type UnusedValue,
} from './tripSearch';

const TODAY = '2026-11-25'; // a Wednesday
const q = (query: string) => new URLSearchParams(query);
const read = (query: string, today = TODAY, minute = 0) => readTripSearch(q(query), { date: today, minute });
const key = (query: string) => canonicalTripParams(q(query)).toString();

describe('reading a home page address', () => {
  it('asks for no trip without a trip parameter (the page shows no answer)', () => {
    expect(read('')).toBeNull();
    expect(read('utm_source=mail&date=')).toBeNull();
  });

  it('reads every field of the URL form, the order defaulting to the lowest total', () => {
    const search = read('from=Durham&to=RDU+Airport&date=2026-11-28&time=02%3A00&passengers=6&bags=3&wheelchair=true');
    expect(search).toEqual({
      trip: { from: 'Durham', to: 'RDU Airport', date: '2026-11-28', time: '02:00', passengers: 6, bags: 3, wheelchair: true, sort: HOME_TRIP_SORT },
      dateAsked: true,
      unused: [],
    });
    expect(read('to=Cary&sort=RATING')).toEqual({
      trip: { from: 'RDU Airport', to: 'Cary', date: TODAY, time: null, passengers: 1, bags: 0, wheelchair: false, sort: 'RATING' },
      dateAsked: false,
      unused: [],
    });
  });

  it("reads the search box's passenger options, as links made before the exact number have them", () => {
    expect(read('passengers=1+Passenger')!.trip.passengers).toBe(1);
    expect(read('passengers=3+Passengers')!.trip.passengers).toBe(3);
    expect(read('passengers=4%2B+Passengers')!.trip.passengers).toBe(4);
    // The form sent without scripts: the option, then the exact number (which wins only after 4+).
    expect(read('passengers=4%2B+Passengers&passengers=9')!.trip.passengers).toBe(9);
    expect(read('passengers=4%2B+Passengers&passengers=')!.trip.passengers).toBe(4);
    expect(read('passengers=2+Passengers&passengers=9')!.trip.passengers).toBe(2);
  });

  it.each<[string, string, Partial<UnusedValue>, Partial<Trip>]>([
    ['an unknown place', 'from=Narnia&to=Cary', { field: 'from', value: 'Narnia', reason: 'invalid', message: RULE_MESSAGES.searchPlace }, { from: 'RDU Airport', to: 'Cary' }],
    ['an unknown From before the default place as To', 'from=Narnia&to=RDU+Airport', { field: 'from', reason: 'invalid' }, { from: 'Downtown Raleigh', to: 'RDU Airport' }],
    ['To the same as From', 'from=Durham&to=Durham', { field: 'to', value: 'Durham', reason: 'samePlace', message: RULE_MESSAGES.searchTo }, { from: 'Durham', to: 'RDU Airport' }],
    ['neither place the airport', 'from=Durham&to=Chapel+Hill', { field: 'to', value: 'Chapel Hill', reason: 'notAirport', message: RULE_MESSAGES.tripAirport }, { from: 'Durham', to: 'RDU Airport' }],
    ['a party too large', 'passengers=99', { field: 'passengers', value: '99', message: RULE_MESSAGES.passengerCount }, { passengers: 1 }],
    ['half a passenger', 'passengers=2.5', { field: 'passengers', value: '2.5' }, { passengers: 1 }],
    ['bags past the limit', 'bags=101', { field: 'bags', value: '101', message: RULE_MESSAGES.bags }, { bags: 0 }],
    ['a time that is not one', 'time=25%3A00', { field: 'time', value: '25:00', message: RULE_MESSAGES.tripTime }, { time: null }],
    ['a date that is not one', 'date=2026-02-30', { field: 'date', value: '2026-02-30', message: RULE_MESSAGES.tripDate }, { date: TODAY }],
    ['a date before today', 'date=2026-11-20', { field: 'date', value: '2026-11-20', reason: 'past', message: RULE_MESSAGES.tripDatePast }, { date: TODAY }],
    ['a wheelchair that is not yes or no', 'wheelchair=yes', { field: 'wheelchair', value: 'yes', message: RULE_MESSAGES.wheelchair }, { wheelchair: false }],
    ['an unknown order', 'sort=CHEAPEST', { field: 'sort', value: 'CHEAPEST', message: RULE_MESSAGES.tripSort }, { sort: HOME_TRIP_SORT }],
  ])('says what it could not use and uses the default instead: %s', (_label, query, unused, trip) => {
    const search = read(query)!;
    expect(search.unused).toEqual([expect.objectContaining({ reason: 'invalid', ...unused })]);
    expect(search.trip).toMatchObject(trip);
  });

  it('lists every value it could not use, in the order of the fields', () => {
    const search = read('sort=X&passengers=0&date=2020-01-01&from=Mars');
    expect(search!.unused.map((u) => u.field)).toEqual(['from', 'date', 'passengers', 'sort']);
    expect(search!.dateAsked).toBe(false);
  });

  it('judges "today or later" at the site: the same date is usable the day before and not the day after', () => {
    expect(read('date=2026-11-26', '2026-11-26')!.unused).toEqual([]);
    expect(read('date=2026-11-26', '2026-11-27')!.unused).toEqual([expect.objectContaining({ field: 'date', reason: 'past' })]);
    // Without a clock the date is a date: the key keeps it (whether it has passed is the page's judgement).
    expect(readTripAddress(q('date=2026-11-20')).unused).toEqual([]);
  });

  describe('a time already past today (17:20 at the site)', () => {
    const AT_17_20 = 17 * 60 + 20;
    const pastMessage = RULE_MESSAGES.tripTimePast('17:20');
    it.each<[string, string]>([
      ['no date (today)', 'to=Durham&time=08%3A00'],
      ['today as the date', `to=Durham&date=${TODAY}&time=08%3A00`],
      ['six minutes ago', 'to=Durham&time=17%3A14'],
    ])('is not used, with the rule\'s message naming the next possible time: %s', (_label, query) => {
      const search = read(query, TODAY, AT_17_20)!;
      expect(search.unused).toEqual([{ field: 'time', value: query.includes('17%3A14') ? '17:14' : '08:00', reason: 'past', message: pastMessage }]);
      // The rest of today instead: never an answer for a pickup that has passed.
      expect(search.trip).toMatchObject({ date: TODAY, time: null });
    });

    it('is used when it is now, within the grace, later today or on a later day', () => {
      for (const query of ['time=17%3A20', 'time=17%3A15', 'time=23%3A59', 'time=08%3A00&date=2026-11-26']) {
        expect([query, read(`to=Durham&${query}`, TODAY, AT_17_20)!.unused]).toEqual([query, []]);
      }
    });

    it('on a link whose date has passed too: today instead, and its time judged on today', () => {
      const search = read('to=Durham&date=2026-11-20&time=08%3A00', TODAY, AT_17_20)!;
      expect(search.unused.map((u) => [u.field, u.reason])).toEqual([['date', 'past'], ['time', 'past']]);
      expect(search.trip).toMatchObject({ date: TODAY, time: null });
      expect(read('to=Durham&date=2026-11-20&time=18%3A00', TODAY, AT_17_20)!.trip).toMatchObject({ date: TODAY, time: '18:00' });
    });

    it('is said with what is shown instead and the message', () => {
      const search = read('to=Durham&time=08%3A00', TODAY, AT_17_20)!;
      const [u] = search.unused;
      expect(T.unused(u, shownInstead(u.field, search.trip, TODAY, u.reason), TODAY)).toBe(
        `This link's pickup time (08:00) has passed: showing any time later today. ${pastMessage}.`,
      );
    });
  });
});

describe('the address of a trip', () => {
  it('is the URL form of the trip, the date only when asked, the lowest-total order left out', () => {
    const trip = read('from=RDU+Airport&to=Cary&passengers=4&bags=2&time=23%3A30')!.trip;
    expect(tripSearchQuery(trip, false)).toBe('from=RDU+Airport&to=Cary&time=23%3A30&passengers=4&bags=2');
    expect(tripSearchQuery({ ...trip, date: '2026-12-01', sort: 'RECOMMENDED', wheelchair: true }, true)).toBe(
      'from=RDU+Airport&to=Cary&date=2026-12-01&time=23%3A30&passengers=4&bags=2&wheelchair=true&sort=RECOMMENDED',
    );
  });

  it('reads back as the same trip', () => {
    const trip = { from: 'Apex', to: 'RDU Airport', date: '2026-12-24', time: '05:15', passengers: 7, bags: 9, wheelchair: true, sort: 'RATING' as const };
    expect(read(tripSearchQuery(trip, true))).toEqual({ trip, dateAsked: true, unused: [] });
  });
});

describe("the page's key", () => {
  it('is the trip in its one spelling: the order of parameters, old passenger options, defaults and other parameters add no copy', () => {
    const cary = 'from=RDU+Airport&to=Cary&passengers=3';
    for (const query of [
      'passengers=3&to=Cary&from=RDU+Airport',
      'from=RDU+Airport&to=Cary&passengers=3+Passengers&utm_source=x',
      'to=Cary&passengers=03&bags=0&wheelchair=false&sort=PRICE&time=',
    ]) {
      expect(key(query)).toBe(cary);
    }
    expect(normalizePageUrl(`/?${cary}&utm_medium=y`).key).toBe(`/?${cary}`);
    // The form sent without scripts: '4+ Passengers', then the exact party.
    expect(normalizePageUrl('/?to=Cary&passengers=4%2B+Passengers&passengers=6&date=&time=&bags=0').key).toBe('/?from=RDU+Airport&to=Cary&passengers=6');
    expect(key('')).toBe('');
    expect(normalizePageUrl('/?utm_source=x').key).toBe('/');
  });

  it('holds every value the page shows: the date, time, party, bags, wheelchair and another order', () => {
    expect(key('to=Cary&date=2026-12-01&time=02%3A00&passengers=6&bags=2&wheelchair=true&sort=RECOMMENDED')).toBe(
      'from=RDU+Airport&to=Cary&date=2026-12-01&time=02%3A00&passengers=6&bags=2&wheelchair=true&sort=RECOMMENDED',
    );
  });

  it('reads every value it cannot use as what the page shows for it: junk never adds a copy', () => {
    const junk = `from=RDU+Airport&to=Downtown+Raleigh&passengers=${UNUSABLE}`;
    for (const query of ['passengers=99', 'passengers=0', 'passengers=lots', 'passengers=2.5&utm_source=z']) expect(key(query)).toBe(junk);
    expect(key('from=Narnia1&to=Durham')).toBe(key('from=Narnia2&to=Durham'));
    expect(key('date=someday')).toBe(key('date=2026-02-30'));
    // A From repeated as To, and a date, are shown as they are: each is its own page.
    expect(key('from=Durham&to=Durham')).toBe('from=Durham&to=Durham');
    expect(key('from=Durham&to=Chapel+Hill')).toBe('from=Durham&to=Chapel+Hill');
    expect(key('date=2020-01-01')).toBe('from=RDU+Airport&to=Downtown+Raleigh&date=2020-01-01');
  });

  it('reads as the same page as the address it was made from (the server renders the key)', () => {
    for (const query of ['passengers=99&bags=-1&from=Durham&to=Durham&time=x', 'from=Mars&to=RDU+Airport&sort=Z', 'date=2020-01-01&wheelchair=1']) {
      const original = read(query)!;
      const fromKey = read(key(query))!;
      expect(fromKey.trip).toEqual(original.trip);
      expect(fromKey.unused.map(({ field, reason }) => ({ field, reason }))).toEqual(original.unused.map(({ field, reason }) => ({ field, reason })));
      expect(key(key(query))).toBe(key(query));
    }
  });

  it('does not know the values it folded: the browser names them from its own address', () => {
    expect(read(key('passengers=99'))!.unused).toEqual([expect.objectContaining({ field: 'passengers', value: null })]);
    expect(read('passengers=99')!.unused).toEqual([expect.objectContaining({ field: 'passengers', value: '99' })]);
  });
});

describe('the words', () => {
  it('name the day and the time, or any time', () => {
    expect(calendarText('2026-11-28', TODAY)).toBe('Sat 28 Nov');
    expect(calendarText('2027-01-02', TODAY)).toBe('Sat 2 Jan 2027');
    expect(dayText(TODAY, TODAY)).toBe('Today, Wed 25 Nov');
    expect(T.when({ date: '2026-11-28', time: '02:00' }, TODAY)).toBe('Sat 28 Nov, 02:00');
    expect(T.when({ date: TODAY, time: null }, TODAY)).toBe('Today, Wed 25 Nov, any time');
    expect(T.asOf({ date: TODAY, minute: 14 * 60 + 2 }, TODAY)).toBe('As of 14:02, Wed 25 Nov (Raleigh time)');
  });

  it('give the total for the party', () => {
    expect(T.total('$74.00', 4)).toBe('$74.00 for 4');
    expect(T.totalLabel('$39.99', 1)).toBe('Total $39.99 for 1 passenger');
    expect(T.options(3, 6)).toBe('3 of 6 providers can take this trip');
    expect(T.options(0, 6)).toBe('None of our 6 providers can take this trip as asked');
  });

  it('say what a link held that could not be used, and what is shown instead', () => {
    const say = (query: string) => {
      const search = read(query)!;
      return search.unused.map((u) => T.unused(u, shownInstead(u.field, search.trip, TODAY, u.reason), TODAY));
    };
    expect(say('passengers=99')).toEqual([`This link's party size (99) is not one we can search for: showing 1 passenger. ${RULE_MESSAGES.passengerCount}.`]);
    expect(say(key('passengers=99'))).toEqual([`This link's party size is not one we can search for: showing 1 passenger. ${RULE_MESSAGES.passengerCount}.`]);
    expect(say('date=2026-11-20')).toEqual(["This link's date (Fri 20 Nov) has passed: showing today, Wed 25 Nov."]);
    expect(say('from=Durham&to=Durham')).toEqual(["This link's destination (Durham) is its starting place: showing RDU Airport."]);
    expect(say('from=Durham&to=Chapel+Hill')).toEqual([
      `This link's destination (Chapel Hill) is not RDU Airport, nor is its starting place: showing Durham → RDU Airport. ${RULE_MESSAGES.tripAirport}.`,
    ]);
    expect(say(key('from=Durham&to=Chapel+Hill'))).toEqual(say('from=Durham&to=Chapel+Hill'));
    expect(say(`from=${'x'.repeat(80)}`)[0]).toContain(`(${'x'.repeat(29)}…)`);
    expect(say('bags=500&wheelchair=maybe&sort=up')).toEqual([
      `This link's number of large bags (500) is not one we can search for: showing no large bags. ${RULE_MESSAGES.bags}.`,
      `This link's wheelchair choice (maybe) is not one we can search for: showing no wheelchair-accessible vehicle needed. ${RULE_MESSAGES.wheelchair}.`,
      `This link's order (up) is not one we can search for: showing lowest total. ${RULE_MESSAGES.tripSort}.`,
    ]);
    expect(TRIP_DEFAULTS.passengers).toBe(1);
  });
});

describe('a provider page opened from the answer', () => {
  const query = 'from=RDU+Airport&to=Downtown+Raleigh&date=2026-12-18&time=14%3A30&passengers=3&bags=2';

  it("carries the answer's link values, the date always, and reads them back as the same values", () => {
    const { trip } = readTripSearch(new URLSearchParams('to=Downtown+Raleigh&passengers=3'), { date: TODAY, minute: 0 })!;
    // No date asked: the answer meant today, and the provider page's address says so.
    expect(providerTripQuery(trip)).toBe(`from=RDU+Airport&to=Downtown+Raleigh&date=${TODAY}&passengers=3&bags=0`);
    // The provider page's Book Now is filled as the answer's is.
    const template = 'https://book.example.com/r?from={from}&to={to}&date={date}&time={time}&pax={passengers}&bags={bags}&sub={clickId}';
    expect(bookingLink(template, readProviderTrip(new URLSearchParams(providerTripQuery(trip)))!)).toBe(bookingLink(template, linkTripOf(trip)));
    const asked = readTripSearch(new URLSearchParams(query), { date: TODAY, minute: 0 })!.trip;
    expect(readProviderTrip(new URLSearchParams(providerTripQuery(asked)))).toEqual({ from: 'RDU Airport', to: 'Downtown Raleigh', date: '2026-12-18', time: '14:30', passengers: 3, bags: 2 });
  });

  it('carries no trip without usable places and date; other values are left out one by one', () => {
    for (const bad of ['from=Nowhere', 'to=RDU+Airport', 'date=2026-02-30', 'date=', 'to=']) {
      const params = new URLSearchParams(query);
      const [name, value] = bad.split('=');
      params.set(name, decodeURIComponent(value.replace(/\+/g, ' ')));
      expect([bad, readProviderTrip(params)]).toEqual([bad, null]);
    }
    expect(readProviderTrip(new URLSearchParams('utm_source=mail'))).toBeNull();
    const junk = new URLSearchParams(query);
    junk.set('time', '25:99');
    junk.set('passengers', '0');
    junk.set('bags', 'lots');
    expect(readProviderTrip(junk)).toEqual({ from: 'RDU Airport', to: 'Downtown Raleigh', date: '2026-12-18' });
  });

  it('keys the page on the trip in one spelling: junk and other parameters add no copy', () => {
    const key = (q: string) => normalizePageUrl(`/providers/oakcity?${q}`).key;
    expect(key(query)).toBe(`/providers/oakcity?${query}`);
    expect(key(`bags=2&passengers=03&time=14%3A30&date=2026-12-18&to=Downtown+Raleigh&from=RDU+Airport&utm_source=x`)).toBe(key(query));
    expect(key('from=Nowhere&to=Downtown+Raleigh&date=2026-12-18')).toBe('/providers/oakcity');
    expect(key('wheelchair=true&sort=PRICE')).toBe('/providers/oakcity');
  });
});
