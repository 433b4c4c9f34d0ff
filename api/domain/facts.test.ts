// A provider's facts: the basis from SPEC.md's type rule, the price range read strictly, money in
// whole cents, the words for hours, and the rules of the facts (entries checked where they are).
import { ALWAYS_OPEN_TEXT, CLOSED_ALL_WEEK_TEXT, clockText, dayHoursText, firstOverlap, hoursSummary, openingsOf, weekHoursLines, type OpeningHours } from './hours';
import { defaultFacts, derivedPriceRange, derivedServiceArea, fareBasisOf, fareUnit, isPhone, priceRangeOf, readPriceRange } from './facts';
import { PROVIDER_RULES, RULE_MESSAGES, checkField, entryErrors, type EntryListRule, type EntryRule } from './inputs';
import { MESSAGES } from './rules';
import { isWholeCents, toCents, usd } from './money';

describe('the fare basis', () => {
  it.each([
    ['Shared Shuttle', 'PER_PERSON', 'per person'],
    ['Shared & Private', 'PER_PERSON', 'per person'],
    ['Shuttle Van', 'PER_VEHICLE', 'per ride'],
    ['Taxi Service', 'PER_VEHICLE', 'per ride'],
    ['shared van', 'PER_VEHICLE', 'per ride'],
  ] as const)("SPEC.md's rule on the type text: %s is %s", (type, basis, unit) => {
    expect(fareBasisOf(type)).toBe(basis);
    expect(fareUnit(fareBasisOf(type))).toBe(unit);
  });

  it('a provider without facts: the basis from its type, around the clock, on demand, nothing else entered', () => {
    expect(defaultFacts('Shared Shuttle')).toMatchObject({ fareBasis: 'PER_PERSON', fares: [], fees: [], hours: [], minNoticeHours: 0, maxBags: null, accessibility: null, pickupPoints: [] });
  });
});

describe('the price range', () => {
  it.each<[string, { low: number; high: number } | null]>([
    ['$25.99 - $65.99', { low: 2599, high: 6599 }],
    ['$20 - $40', { low: 2000, high: 4000 }],
    ['$18.5 - $18.5', { low: 1850, high: 1850 }],
    ['$65.99 - $25.99', null],
    ['$25.99-$65.99', null],
    ['25.99 - 65.99', null],
    ['$25.999 - $65.99', null],
    ['From $30', null],
    ['', null],
  ])('%s', (text, read) => expect(readPriceRange(text)).toEqual(read));

  it('is refused with a clear message when saved', () => {
    expect(checkField(PROVIDER_RULES.priceRange, '$65.99 - $25.99')).toBe(RULE_MESSAGES.priceRange);
    expect(checkField(PROVIDER_RULES.priceRange, '$25.99 - $65.99')).toBeUndefined();
    // Derived from the fares on save: an older client may leave it out.
    expect(checkField(PROVIDER_RULES.priceRange, '')).toBeUndefined();
  });
});

describe('money', () => {
  it('sums in whole cents and writes dollars', () => {
    expect(toCents(18.5)).toBe(1850);
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(usd(7400)).toBe('$74.00');
    expect(usd(123456)).toBe('$1,234.56');
    expect(usd(5)).toBe('$0.05');
  });

  it.each([
    [18, true],
    [18.5, true],
    [18.55, true],
    [0.07, true],
    [18.555, false],
    [Number.NaN, false],
  ])('%p has at most two decimals: %p', (amount, ok) => expect(isWholeCents(amount)).toBe(ok));
});

describe('the words for hours', () => {
  it.each([
    ['05:00', '5am'],
    ['00:00', 'midnight'],
    ['12:00', 'noon'],
    ['17:30', '5:30pm'],
    ['00:30', '12:30am'],
    ['12:05', '12:05pm'],
  ])('%s reads %s', (time, text) => expect(clockText(time)).toBe(text));

  const oak: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '05:00', closes: '00:00' }));
  const office: OpeningHours[] = [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '06:00', closes: '22:00' })),
    { day: 6, opens: '08:00', closes: '12:00' },
    { day: 6, opens: '14:00', closes: '18:00' },
  ];

  it('around the clock: SPEC.md\'s "24 Hours"; no openings at all: closed, never 24 hours', () => {
    const always = openingsOf({ aroundTheClock: true, hours: [] });
    expect(hoursSummary(always)).toBe(ALWAYS_OPEN_TEXT);
    expect(dayHoursText(always, 2)).toBe('24 Hours');
    expect(weekHoursLines(always)).toEqual([{ days: 'Every day', text: '24 Hours' }]);
    const none = openingsOf({ aroundTheClock: false, hours: [] });
    expect(hoursSummary(none)).toBe(CLOSED_ALL_WEEK_TEXT);
    expect(dayHoursText(none, 2)).toBe('Closed');
    expect(weekHoursLines(none)).toEqual([{ days: 'Every day', text: 'Closed' }]);
  });

  it('the same hours every day', () => {
    expect(hoursSummary(oak)).toBe('Every day 5am\u2013midnight');
  });

  it('days run together, Monday first, a day without hours Closed', () => {
    expect(weekHoursLines(office)).toEqual([
      { days: 'Mon\u2013Fri', text: '6am\u201310pm' },
      { days: 'Sat', text: '8am\u2013noon, 2pm\u20136pm' },
      { days: 'Sun', text: 'Closed' },
    ]);
    expect(dayHoursText(office, 0)).toBe('Closed');
  });
});

describe('the facts\' rules', () => {
  const fares = PROVIDER_RULES.fares as EntryListRule;
  it('put each message on its entry', () => {
    expect(
      entryErrors(fares, [
        { place: 'Cary', amount: 30 },
        { place: 'RDU Airport', amount: 10 },
        { place: 'Cary', amount: '12.345' },
      ]),
    ).toEqual({ '1.place': RULE_MESSAGES.farePlace, '2.place': RULE_MESSAGES.fareTwice, '2.amount': RULE_MESSAGES.amount('Fare') });
    expect(checkField(fares, [{ place: 'Cary', amount: -1 }])).toBe(RULE_MESSAGES.amount('Fare'));
    expect(entryErrors(fares, 'Cary $30')).toEqual({ '': RULE_MESSAGES.fares });
    expect(entryErrors(fares, undefined)).toEqual({});
  });

  it.each<[string, keyof typeof PROVIDER_RULES, unknown, string | undefined]>([
    ['a fee per person', 'fees', [{ label: 'Airport fee', amount: '2.50', per: 'PERSON' }], undefined],
    ['a fee per trip', 'fees', [{ label: 'Airport fee', amount: 2.5, per: 'TRIP' }], RULE_MESSAGES.feePer],
    ['a fee without a name', 'fees', [{ label: ' ', amount: 2.5, per: 'BOOKING' }], 'Fee name is required'],
    ['hours past midnight', 'hours', [{ day: 5, opens: '18:00', closes: '02:00' }], undefined],
    ['hours on day 7', 'hours', [{ day: 7, opens: '18:00', closes: '02:00' }], RULE_MESSAGES.hoursDay],
    ['hours at 25:00', 'hours', [{ day: 1, opens: '05:00', closes: '25:00' }], RULE_MESSAGES.clock('Closes')],
    ['two meeting points at one terminal', 'pickupPoints', [{ terminal: 'Terminal 1', instructions: 'Door 3' }, { terminal: 'Terminal 1', instructions: 'Door 5' }], RULE_MESSAGES.terminalTwice],
    ['a meeting point at Terminal 3', 'pickupPoints', [{ terminal: 'Terminal 3', instructions: 'Door 3' }], RULE_MESSAGES.terminal],
    ['accessibility as words', 'accessibility', 'ramp', RULE_MESSAGES.accessibility],
    ['accessibility with a yes as text', 'accessibility', { wheelchairVehicle: 'yes' }, RULE_MESSAGES.yesNo('Wheelchair-accessible vehicle')],
    ['a phone', 'phone', '(919) 555-0123', undefined],
    ['a phone that is a word', 'phone', 'call us', RULE_MESSAGES.phone],
    ['an email', 'email', 'rides@example', MESSAGES.contact.email],
    ['a fare basis', 'fareBasis', 'PER_SEAT', RULE_MESSAGES.fareBasis],
    ['bags', 'maxBags', '2.5', RULE_MESSAGES.maxBags],
    ['notice', 'minNoticeHours', 721, RULE_MESSAGES.minNoticeHours],
    ['free waiting', 'freeWaitMinutes', -5, RULE_MESSAGES.freeWaitMinutes],
    ['flight tracking as text', 'flightTracking', 'yes', RULE_MESSAGES.flightTracking],
    ['a review count', 'ratingCount', 1.5, RULE_MESSAGES.ratingCount],
    ['facts checked on a day that does not exist', 'factsCheckedOn', '2026-02-29', RULE_MESSAGES.factsCheckedOn],
    ['facts checked on', 'factsCheckedOn', '2026-11-20', undefined],
  ])('%s', (_label, field, value, message) => {
    expect(checkField(PROVIDER_RULES[field], value)).toBe(message);
  });

  it('an entry: messages by field', () => {
    expect(entryErrors(PROVIDER_RULES.accessibility as EntryRule, { wheelchairVehicle: true, notes: 'x'.repeat(501) })).toEqual({
      notes: 'Accessibility notes must be at most 500 characters',
    });
  });

  it('a phone has 7 to 15 digits', () => {
    expect(isPhone('+1 919 555 0123')).toBe(true);
    expect(isPhone('555-01')).toBe(false);
  });
});

describe('prices and area derived from the fares and places (issue 31)', () => {
  it('the price range is what one traveller pays: each fare with every fee for one person', () => {
    const fares = [{ place: 'Durham', amount: 52 }, { place: 'Morrisville', amount: 33 }];
    const fees = [{ label: 'Airport access fee', amount: 2.5, per: 'BOOKING' as const }, { label: 'Fuel', amount: 0.25, per: 'PERSON' as const }];
    expect(priceRangeOf({ fares, fees })).toEqual({ low: 3575, high: 5475 });
    expect(derivedPriceRange({ fares, fees })).toBe('$35.75 - $54.75');
    expect(derivedPriceRange({ fares: [{ place: 'Cary', amount: 1234.5 }], fees: [] })).toBe('$1234.50 - $1234.50');
    expect(readPriceRange(derivedPriceRange({ fares, fees }))).toEqual({ low: 3575, high: 5475 });
    expect(derivedPriceRange({ fares: [], fees })).toBe('');
  });

  it('the service area is the places served without the airport', () => {
    expect(derivedServiceArea(['RDU Airport', 'Durham', 'Cary'])).toBe('Durham, Cary');
    expect(derivedServiceArea(['RDU Airport'])).toBe('RDU Airport');
  });
});

describe('openings that overlap (issue 31)', () => {
  const h = (day: number, opens: string, closes: string): OpeningHours => ({ day, opens, closes });
  it.each<[string, OpeningHours[], { index: number; earlier: number } | null]>([
    ['none', [h(1, '06:00', '12:00'), h(1, '12:00', '18:00'), h(2, '06:00', '18:00')], null],
    ['on one day', [h(1, '06:00', '12:00'), h(1, '11:59', '18:00')], { index: 1, earlier: 0 }],
    ['past midnight into the next day', [h(2, '01:00', '05:00'), h(1, '22:00', '01:30')], { index: 1, earlier: 0 }],
    ['Saturday night into Sunday morning', [h(0, '00:00', '03:00'), h(6, '22:00', '00:30')], { index: 1, earlier: 0 }],
    ['Saturday night ending at Sunday midnight', [h(0, '00:30', '03:00'), h(6, '22:00', '00:30')], null],
  ])('%s', (_label, hours, found) => expect(firstOverlap(hours)).toEqual(found));
});
