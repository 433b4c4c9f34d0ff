import { actorText, changeSummary, fieldLabel, fieldsPhrase, valueLines, whenText } from './auditTexts';

describe('the words of an audit event', () => {
  // 2026-11-29 15:00 UTC is 10:00 in Raleigh (EST).
  const now = new Date('2026-11-29T15:00:00Z');

  it.each([
    ['2026-11-29T14:05:00Z', 'Today, 9:05 AM EST'],
    // 03:30 UTC on the 29th is still the 28th in Raleigh.
    ['2026-11-29T03:30:00Z', 'Yesterday, 10:30 PM EST'],
    ['2026-11-24T20:00:00Z', 'Tue, Nov 24, 3:00 PM EST'],
    ['2026-07-04T16:00:00Z', 'Jul 4, 2026, 12:00 PM EDT'],
  ])('says %s on the site clock as %s', (iso, text) => {
    expect(whenText(iso, now)).toBe(text);
  });

  it('names fields in words', () => {
    expect(fieldLabel('serviceArea')).toBe('Service area');
    expect(fieldLabel('factsCheckedOn')).toBe('Facts checked on');
    expect(fieldLabel('imageUrl')).toBe('Image URL');
    expect(fieldLabel('answer')).toBe('Answer');
    expect(fieldLabel('extraBagFeeCents')).toBe('Extra-bag fee');
    expect(fieldLabel('minPassengers')).toBe('Smallest group');
  });

  it.each<[string, unknown, string[]]>([
    ['fares', [{ place: 'Cary', amount: 18 }, { place: 'Durham', amount: 32.5 }], ['Cary: $18.00', 'Durham: $32.50']],
    ['fees', [{ label: 'Airport fee', amount: 2.5, per: 'BOOKING' }, { label: 'Fuel', amount: 0.75, per: 'PERSON' }], ['Airport fee: $2.50 per booking', 'Fuel: $0.75 per traveller']],
    ['hours', [{ day: 5, opens: '18:00', closes: '02:00' }], ['Fri 6pm–2am']],
    ['hours', [], ['24 Hours (no hours entered)']],
    ['pickupPoints', [{ terminal: 'Terminal 2', instructions: 'Door 5' }], ['Terminal 2: Door 5']],
    ['routePoints', [{ name: 'RDU', type: 'pickup', coordinates: { lat: 35.88, lng: -78.79 } }], ['RDU (pickup) at 35.88, -78.79']],
    ['mapCenter', { lat: 35.9, lng: -78.8 }, ['35.9, -78.8']],
    // The route editor's fields are stored as JSON text.
    ['mapCenter', '{"lat":35.9,"lng":-78.8}', ['35.9, -78.8']],
    ['routePoints', '[{"name":"Durham","type":"dropoff","coordinates":{"lat":36,"lng":-78.9}}]', ['Durham (dropoff) at 36, -78.9']],
    ['answer', '[not JSON', ['[not JSON']],
    ['features', ['Flight tracking', 'Free Wi-Fi'], ['Flight tracking', 'Free Wi-Fi']],
    ['flightTracking', true, ['Yes']],
    ['badge', null, ['not stated']],
    ['answer', 'First line.\nSecond line.', ['First line.', 'Second line.']],
    ['providerIds', [], ['none']],
    // What the price is (issue 35): the fee is stored in cents, the kind as a code, a fact not stated says so.
    ['extraBagFeeCents', 1500, ['$15.00']],
    ['extraBagFeeCents', null, ['not stated']],
    ['priceKind', 'METERED', ['Metered']],
    ['tipIncluded', false, ['No']],
    ['minPassengers', 8, ['8']],
  ])('reads %s %j as lines', (field, value, lines) => {
    expect(valueLines(field, value)).toEqual(lines);
  });

  it('sums up the fields of a change, and says whose change it was', () => {
    expect(changeSummary(['serviceArea'])).toBe('Service area');
    expect(changeSummary(['serviceArea', 'phone', 'hours'])).toBe('Service area, Phone, Hours');
    expect(changeSummary(['serviceArea', 'phone', 'hours', 'fares'])).toBe('Service area, Phone and 2 more');
    expect(fieldsPhrase(['phone'])).toBe('the phone');
    expect(fieldsPhrase(['phone', 'hours', 'fares'])).toBe('the phone, the hours and the fares');
    expect(actorText('dana', 'OWNER')).toBe('dana (Owner)');
    expect(actorText('command line', null)).toBe('command line');
  });
});
