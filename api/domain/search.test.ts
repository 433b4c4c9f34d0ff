import { PROVIDER_RULES, PROVIDER_SEARCH_RULES, RULE_MESSAGES, SEARCH_RULES, TRIP_RULES, checkField } from './inputs';
import { PASSENGER_OPTIONS, SEARCH_LOCATIONS } from './rules';
import { DEFAULT_REACH, fitsTrip, nextTo, partySize, servesAll, toChoices, type Trip } from './search';

const van = { servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary'], maxPassengers: 14 };
const cab = { servedPlaces: ['RDU Airport', 'Durham', 'Chapel Hill'], maxPassengers: 4 };
const sedan = { servedPlaces: ['RDU Airport', 'Chapel Hill'], maxPassengers: 3 };
const trip = (from: string, to: string, passengers = '1 Passenger'): Trip => ({ from, to, passengers });

describe('partySize', () => {
  it.each([
    ['1 Passenger', 1],
    ['2 Passengers', 2],
    ['3 Passengers', 3],
    ['4+ Passengers', 4],
  ])('%s is a party of %i', (option, size) => expect(partySize(option)).toBe(size));

  it('reads every passenger option', () => expect(PASSENGER_OPTIONS.map(partySize)).toEqual([1, 2, 3, 4]));
});

describe('the matching rule', () => {
  it.each<[string, { servedPlaces: string[]; maxPassengers: number }, Trip, boolean]>([
    ['serves both places, carries the party', van, trip('RDU Airport', 'Cary', '3 Passengers'), true],
    ['either direction', van, trip('Cary', 'RDU Airport'), true],
    ['does not serve To', van, trip('RDU Airport', 'Durham'), false],
    ['does not serve From', cab, trip('Cary', 'Durham'), false],
    ['4+ means at least 4: a party of 4 fits a car for 4', cab, trip('RDU Airport', 'Durham', '4+ Passengers'), true],
    ['4+ does not fit a car for 3', sedan, trip('RDU Airport', 'Chapel Hill', '4+ Passengers'), false],
    ['a party of exactly its size fits', sedan, trip('RDU Airport', 'Chapel Hill', '3 Passengers'), true],
    ['serves neither place', sedan, trip('Apex', 'Garner'), false],
  ])('%s', (_label, provider, t, fits) => expect(fitsTrip(provider, t)).toBe(fits));

  it('servesAll: no places asks only about the party', () => {
    expect(servesAll(van, [], 10)).toBe(true);
    expect(servesAll(cab, [], 5)).toBe(false);
  });

  it('a provider with the defaults fits every trip the search can ask for', () => {
    for (const from of SEARCH_LOCATIONS) for (const passengers of PASSENGER_OPTIONS) expect(fitsTrip(DEFAULT_REACH, trip(from, from === 'Apex' ? 'Cary' : 'Apex', passengers))).toBe(true);
  });
});

describe('the To choices', () => {
  it('are exactly the places SEARCH_RULES.to and TRIP_RULES.to accept for each From', () => {
    for (const from of SEARCH_LOCATIONS) {
      expect(toChoices(from)).toEqual(SEARCH_LOCATIONS.filter((to) => checkField(SEARCH_RULES.to, to, { from }) === undefined));
      expect(toChoices(from)).toEqual(SEARCH_LOCATIONS.filter((to) => checkField(TRIP_RULES.to, to, { from }) === undefined));
    }
  });

  it('exclude the From place (SPEC.md), and keep a trip to or from the airport: from it every other place, from any other place the airport alone', () => {
    expect(toChoices('RDU Airport')).toEqual(SEARCH_LOCATIONS.filter((place) => place !== 'RDU Airport'));
    for (const from of SEARCH_LOCATIONS.filter((place) => place !== 'RDU Airport')) expect(toChoices(from)).toEqual(['RDU Airport']);
    expect(checkField(TRIP_RULES.to, 'Chapel Hill', { from: 'Durham' })).toBe(RULE_MESSAGES.tripAirport);
    // An unknown From is its own message's business, not To's.
    expect(checkField(TRIP_RULES.to, 'Chapel Hill', { from: 'Atlantis' })).toBeUndefined();
  });

  it('move To off the From place, or to the airport, and keep it otherwise', () => {
    expect(nextTo('Cary', 'RDU Airport')).toBe('RDU Airport');
    expect(nextTo('Cary', 'Durham')).toBe('RDU Airport');
    expect(nextTo('Durham', 'Durham')).toBe('RDU Airport');
    expect(nextTo('RDU Airport', 'Durham')).toBe('Durham');
    expect(nextTo('RDU Airport', 'RDU Airport')).toBe('Downtown Raleigh');
  });
});

describe('the reach rules', () => {
  it.each<[string, unknown, string | undefined]>([
    ['some places', ['RDU Airport', 'Cary'], undefined],
    ['no place', [], RULE_MESSAGES.servedPlaces],
    ['not a list', 'Cary', RULE_MESSAGES.servedPlaces],
    ['a place not in the list', ['Cary', 'Mars'], RULE_MESSAGES.servedPlace],
    ['a place twice', ['Cary', 'Cary'], RULE_MESSAGES.servedPlace],
    ['a place that is not text', [1], RULE_MESSAGES.servedPlace],
  ])('servedPlaces: %s', (_label, value, message) => expect(checkField(PROVIDER_RULES.servedPlaces, value)).toBe(message));

  it.each<[unknown, string | undefined]>([
    [1, undefined],
    ['24', undefined],
    [60, undefined],
    [0, RULE_MESSAGES.maxPassengers],
    [61, RULE_MESSAGES.maxPassengers],
    [2.5, RULE_MESSAGES.maxPassengers],
    ['many', RULE_MESSAGES.maxPassengers],
    ['', 'Largest party is required'],
  ])('maxPassengers %p', (value, message) => expect(checkField(PROVIDER_RULES.maxPassengers, value)).toBe(message));

  it('the providers query filters are optional and take only search places and a whole party', () => {
    expect(checkField(PROVIDER_SEARCH_RULES.servesPlaces, undefined)).toBeUndefined();
    expect(checkField(PROVIDER_SEARCH_RULES.servesPlaces, [])).toBeUndefined();
    expect(checkField(PROVIDER_SEARCH_RULES.servesPlaces, ['Atlantis'])).toBe(RULE_MESSAGES.searchPlace);
    expect(checkField(PROVIDER_SEARCH_RULES.passengers, null)).toBeUndefined();
    expect(checkField(PROVIDER_SEARCH_RULES.passengers, '3')).toBeUndefined();
    expect(checkField(PROVIDER_SEARCH_RULES.passengers, 0)).toBe(RULE_MESSAGES.passengerCount);
  });
});
