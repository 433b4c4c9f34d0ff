// The discount rule: an offer only with its percent and a code the booking URL carries or a link
// that applies it; SPEC.md's labels for it; what it takes off a total, and the rules' checks.
import { DISCOUNT_MESSAGES, discountCents, discountLabel, discountOf } from './discount';
import { PROVIDER_RULES, checkField } from './inputs';
import { tripPrice } from './trip';

const PLAIN = 'https://book.example.com/p?ref=rdurides';
const CARRYING = 'https://book.example.com/p?code={discountCode}';

describe('discountOf', () => {
  it.each([
    ['nothing entered', { bookingUrl: PLAIN }, null],
    ['a percent alone', { bookingUrl: PLAIN, discountPercent: 10 }, null],
    ['a code the booking URL does not carry', { bookingUrl: PLAIN, discountPercent: 10, discountCode: 'RDU10' }, null],
    ['a code and a link without a percent', { bookingUrl: CARRYING, discountCode: 'RDU10', discountUrl: 'https://x.example/o' }, null],
    ['a percent out of range', { bookingUrl: PLAIN, discountPercent: 0, discountUrl: 'https://x.example/o' }, null],
    ['a code the booking URL carries', { bookingUrl: CARRYING, discountPercent: 10, discountCode: 'RDU10' }, { percent: 10, code: 'RDU10', link: CARRYING }],
    ['a link that applies it', { bookingUrl: PLAIN, discountPercent: 5, discountUrl: 'https://x.example/o' }, { percent: 5, code: null, link: 'https://x.example/o' }],
  ])('%s', (_case, facts, offer) => {
    expect(discountOf(facts)).toEqual(offer);
  });

  it("labels an offer as SPEC.md does, and nothing else", () => {
    expect(discountLabel({ percent: 5, code: null, link: '' })).toBe(' - 5% Off');
    expect(discountLabel({ percent: 10, code: 'X', link: '' })).toBe(' - 10% Off');
    expect(discountLabel(null)).toBe('');
  });

  it('takes whole cents off, the half cent to the traveller', () => {
    expect(discountCents(2599, 10)).toBe(260);
    expect(discountCents(4000, 5)).toBe(200);
    expect(discountCents(1, 10)).toBe(1);
  });
});

describe('the total with a discount', () => {
  const van = { fareBasis: 'PER_VEHICLE' as const, fares: [{ place: 'Cary', amount: 40 }], fees: [{ label: 'Airport fee', amount: 5, per: 'BOOKING' as const }], priceRange: '$40 - $60' };
  const trip = { from: 'RDU Airport', to: 'Cary', passengers: 3 };

  it('is the fares and fees less the discount, on a DISCOUNT line of its own, last', () => {
    const price = tripPrice({ ...van, bookingUrl: PLAIN, discountPercent: 10, discountUrl: 'https://x.example/o' }, trip)!;
    expect(price.lines.map((l) => [l.kind, l.cents])).toEqual([['FARE_PER_VEHICLE', 4000], ['FEE_PER_BOOKING', 500], ['DISCOUNT', -450]]);
    expect(price.totalCents).toBe(4050);
  });

  it('has no discount line for facts that make no offer', () => {
    const price = tripPrice({ ...van, bookingUrl: PLAIN, discountPercent: 10 }, trip)!;
    expect(price.lines.map((l) => l.kind)).toEqual(['FARE_PER_VEHICLE', 'FEE_PER_BOOKING']);
    expect(price.totalCents).toBe(4500);
  });
});

describe("the provider rules' discount checks", () => {
  const check = (field: 'discountPercent' | 'discountCode', values: Record<string, unknown>) => checkField(PROVIDER_RULES[field], values[field], values);
  it.each([
    ['discountPercent', { discountPercent: 10 }, DISCOUNT_MESSAGES.percentNeedsWay],
    ['discountPercent', { discountCode: 'RDU10' }, DISCOUNT_MESSAGES.wayNeedsPercent],
    ['discountPercent', { discountPercent: '10', discountUrl: 'https://x.example/o' }, undefined],
    ['discountPercent', { discountPercent: 91, discountUrl: 'https://x.example/o' }, DISCOUNT_MESSAGES.percent],
    ['discountPercent', {}, undefined],
    ['discountCode', { discountPercent: 10, discountCode: 'RDU10', bookingUrl: PLAIN }, DISCOUNT_MESSAGES.codeNotCarried],
    ['discountCode', { discountPercent: 10, discountCode: 'RDU10', bookingUrl: CARRYING }, undefined],
    ['discountCode', { discountPercent: 10, discountCode: 'RDU10', bookingUrl: PLAIN, discountUrl: 'https://x.example/o' }, undefined],
  ] as const)('%s with %j: %s', (field, values, message) => {
    expect(check(field, values)).toBe(message);
  });
});
