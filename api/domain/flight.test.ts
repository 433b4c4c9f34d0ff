// The flight number's check and its one spelling, and the booking reference's.
import { FLIGHT_MAX_LENGTH, flightProblem, normalizeFlight, normalizeReference } from './flight';
import { MESSAGES } from './rules';

describe('normalizeFlight', () => {
  it.each([
    ['AA1234', 'AA1234'],
    ['aa1234', 'AA1234'],
    [' dl 8 ', 'DL8'],
    ['B6-123', 'B6123'],
    ['9e4012', '9E4012'],
    ['AAL1234', 'AAL1234'],
    ['ua 0042', 'UA0042'],
    // A letter and a digit is an airline's code too (F9, G4, U2): read as U2 and 234.
    ['U2234', 'U2234'],
  ])('%j is %j', (text, flight) => expect(normalizeFlight(text)).toBe(flight));

  it.each([['AA'], ['1234'], ['AA12345'], ['A'], ['12 34'], ['AA 12 34'], ['AA1234X'], ['ÄA123'], ['AA_123'], ['AAAA1'], ['AA  123'], ['']])('%j is not a flight number', (text) =>
    expect(normalizeFlight(text)).toBeNull(),
  );
});

describe('flightProblem', () => {
  it('takes an empty field (the flight is optional) and any case', () => {
    expect(flightProblem('')).toBeUndefined();
    expect(flightProblem('   ')).toBeUndefined();
    expect(flightProblem('aa1234')).toBeUndefined();
  });
  it('says what a flight number looks like', () => {
    expect(flightProblem('American 12')).toBe(MESSAGES.flightNumber);
    expect(flightProblem('AA12345')).toBe('Enter a flight number as its airline code and 1 to 4 digits, such as AA1234, or leave it empty');
  });
  it('leaves room in the field for the longest spelling it takes', () => expect('AAL-1234'.length).toBeLessThanOrEqual(FLIGHT_MAX_LENGTH));
});

describe('normalizeReference', () => {
  it.each([
    ['ABC123', 'ABC123'],
    ['  tx-88 / 12  ', 'tx-88 / 12'],
    ['#4471', null],
    ['', null],
    ['   ', null],
    ['x'.repeat(41), null],
    ['<script>', null],
  ])('%j is %j', (text, kept) => expect(normalizeReference(text)).toBe(kept));
});
