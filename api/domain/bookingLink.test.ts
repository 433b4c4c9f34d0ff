import { EXAMPLE_LINK_VALUES, bookingLink, filledLinks, templateProblem, tripAttributeOf, tripFromAttribute, unknownPlaceholders } from './bookingLink';
import { checkField } from './inputs';
import { PROVIDER_RULES } from './inputs/admin';

describe('bookingLink', () => {
  it.each([
    ['a URL without placeholders stays as it is', 'https://ex.com/book?ref=rdurides', {}, 'https://ex.com/book?ref=rdurides'],
    ['values are URL-encoded', 'https://ex.com/b?from={from}&to={to}&pax={passengers}', { from: 'RDU Airport', to: 'Chapel Hill & UNC', passengers: 3 }, 'https://ex.com/b?from=RDU%20Airport&to=Chapel%20Hill%20%26%20UNC&pax=3'],
    ['a parameter left empty is dropped', 'https://ex.com/b?ref=rdu&subid={clickId}&date={date}', { date: '2026-12-18' }, 'https://ex.com/b?ref=rdu&date=2026-12-18'],
    ['every parameter empty leaves no question mark', 'https://ex.com/b?subid={clickId}', {}, 'https://ex.com/b'],
    ['a fixed empty parameter is kept', 'https://ex.com/b?ref=&subid={clickId}', { clickId: 'abc12345' }, 'https://ex.com/b?ref=&subid=abc12345'],
    ['a placeholder in the path', 'https://ex.com/go/{clickId}/book', { clickId: 'abc12345' }, 'https://ex.com/go/abc12345/book'],
    ['a placeholder in the path with no value is empty', 'https://ex.com/go/{clickId}', {}, 'https://ex.com/go/'],
    ['a value mixed with text keeps the text', 'https://ex.com/b?q=rdu-{clickId}', {}, 'https://ex.com/b?q=rdu-'],
    ['the fragment is filled too', 'https://ex.com/b?x=1#pax={passengers}', { passengers: 2 }, 'https://ex.com/b?x=1#pax=2'],
    ['null is empty', 'https://ex.com/b?t={time}&x=1', { time: null }, 'https://ex.com/b?x=1'],
  ])('%s', (_name, template, values, expected) => {
    expect(bookingLink(template, values)).toBe(expected);
  });

  it('names unknown placeholders once each, in order', () => {
    expect(unknownPlaceholders('https://e.com/?a={clickid}&b={from}&c={foo}&d={clickid}')).toEqual(['clickid', 'foo']);
    expect(templateProblem('https://e.com/?a={foo}')).toBe('Unknown placeholder {foo}: a booking URL may only use {clickId}, {from}, {to}, {date}, {time}, {passengers}, {bags}, {discountCode}, {flight}');
    expect(templateProblem('https://e.com/?a={from}')).toBeUndefined();
  });

  it("is checked by the provider's booking URL rule", () => {
    expect(checkField(PROVIDER_RULES.bookingUrl, 'https://e.com/?s={sub}', {})).toMatch(/^Unknown placeholder \{sub\}/);
    expect(checkField(PROVIDER_RULES.bookingUrl, 'https://e.com/?s={clickId}&f={from}', {})).toBeUndefined();
    expect(checkField(PROVIDER_RULES.bookingUrl, 'not a url {from}', {})).toBe('Please enter a valid URL');
  });

  it('carries the trip through a data attribute and back', () => {
    const { clickId: _c, ...trip } = EXAMPLE_LINK_VALUES;
    const text = tripAttributeOf({ ...trip, time: null });
    // The discount code travels with the trip, so the link followed with the click id keeps it.
    expect(text).toBe('from=RDU+Airport&to=Downtown+Raleigh&date=2026-12-18&passengers=3&bags=2&discountCode=RDU10');
    expect(tripFromAttribute(text)).toEqual({ from: 'RDU Airport', to: 'Downtown Raleigh', date: '2026-12-18', passengers: '3', bags: '2', discountCode: 'RDU10' });
    expect(tripFromAttribute('clickId=x&evil=1')).toEqual({});
  });

  describe('filledLinks: the links an API answer gives anyone but an administrator', () => {
    const trip = { from: 'RDU Airport', to: 'Cary', date: '2026-12-18', time: null, passengers: 2, bags: 1 };
    const booking = 'https://ex.com/b?sid={clickId}&from={from}&to={to}&pax={passengers}&code={discountCode}';
    it.each([
      ['no trip: every placeholder left out', { bookingUrl: booking }, {}, { bookingUrl: 'https://ex.com/b', discountUrl: null }],
      ['a trip fills its values, never a click id', { bookingUrl: booking }, trip, { bookingUrl: 'https://ex.com/b?from=RDU%20Airport&to=Cary&pax=2', discountUrl: null }],
      ["a standing offer's code is filled in", { bookingUrl: booking, discountPercent: 10, discountCode: 'RDU10' }, {}, { bookingUrl: 'https://ex.com/b?code=RDU10', discountUrl: null }],
      ['a code without a percent is no offer: left out', { bookingUrl: booking, discountCode: 'RDU10' }, {}, { bookingUrl: 'https://ex.com/b', discountUrl: null }],
      [
        'the discount link is filled as the booking link is',
        { bookingUrl: 'https://ex.com/plain', discountPercent: 5, discountUrl: 'https://ex.com/offer?to={to}&sid={clickId}' },
        trip,
        { bookingUrl: 'https://ex.com/plain', discountUrl: 'https://ex.com/offer?to=Cary' },
      ],
    ])('%s', (_name, provider, values, expected) => {
      expect(filledLinks(provider, values)).toEqual(expected);
    });
  });

  it("fills {flight} with the traveller's flight, and drops it with none", () => {
    const template = 'https://ex.com/b?from={from}&flight={flight}&subid={clickId}';
    expect(bookingLink(template, { from: 'RDU Airport', flight: 'AA1234', clickId: 'abc12345' })).toBe('https://ex.com/b?from=RDU%20Airport&flight=AA1234&subid=abc12345');
    expect(bookingLink(template, { from: 'RDU Airport', clickId: 'abc12345' })).toBe('https://ex.com/b?from=RDU%20Airport&subid=abc12345');
    expect(templateProblem(template)).toBeUndefined();
  });

  it('never puts the flight in the trip attribute the beacon sends to the server', () => {
    expect(tripAttributeOf({ from: 'RDU Airport', flight: 'AA1234' })).toBe('from=RDU+Airport');
    expect(tripFromAttribute('from=RDU+Airport&flight=AA1234')).toEqual({ from: 'RDU Airport' });
  });
});
