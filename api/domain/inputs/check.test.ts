// The evaluator reads each rule as the server always has: type, then presence and length, then
// the upper bound, then the pattern; one message per field, the spec's where it has one.
import { MESSAGES } from '../rules';
import { AD_SPOT_RULES, LAT_LNG_RULES, PROVIDER_RULES, ZOOM_RULE } from './admin';
import { checkField, checkInput, numberValue, type FieldRule } from './check';
import { CONTACT_RULES, SEARCH_RULES } from './public';

describe('checkField', () => {
  it.each<[string, FieldRule, unknown, string | undefined]>([
    ['short text', CONTACT_RULES.name, ' A ', MESSAGES.contact.name],
    ['text that is not text', CONTACT_RULES.name, { first: 'A' }, 'Name must be text'],
    ['text over its bound', CONTACT_RULES.subject, 'x'.repeat(256), 'Subject must be at most 255 characters'],
    ['a bad email', CONTACT_RULES.email, 'a@b', MESSAGES.contact.email],
    ['a good email', CONTACT_RULES.email, 'ada@example.com', undefined],
    ['a missing rating', PROVIDER_RULES.rating, '', 'Rating is required'],
    ['a rating as text', PROVIDER_RULES.rating, '4.5', undefined],
    ['a rating as a number', PROVIDER_RULES.rating, 4.5, undefined],
    ['a rating out of range', PROVIDER_RULES.rating, '5.5', MESSAGES.provider.rating],
    ['a rating that is a word', PROVIDER_RULES.rating, 'great', MESSAGES.provider.rating],
    ['features without a real one', PROVIDER_RULES.features, [' ', ''], MESSAGES.provider.features],
    ['features that are not a list', PROVIDER_RULES.features, 'a', MESSAGES.provider.features],
    ['features that are not text', PROVIDER_RULES.features, [{ a: 1 }], 'Each feature must be text'],
    ['features with one real one', PROVIDER_RULES.features, ['', 'Wi-Fi'], undefined],
    ['a latitude out of range', LAT_LNG_RULES.lat, 90.0001, MESSAGES.route.lat],
    ['a latitude as text', LAT_LNG_RULES.lat, '35', MESSAGES.route.lat],
    ['no zoom', ZOOM_RULE, null, undefined],
    ['a fractional zoom', ZOOM_RULE, '10.5', MESSAGES.route.zoom],
    ['a zoom as text', ZOOM_RULE, '12', undefined],
    ['a location not in the list', AD_SPOT_RULES.location, 'attic', MESSAGES.adSpot.location],
  ])('%s', (_label, rule, value, message) => {
    expect(checkField(rule, value)).toBe(message);
  });

  it('applies a field rule only where the other fields say so', () => {
    expect(checkField(AD_SPOT_RULES.adCode, '', { adType: 'custom' })).toBeUndefined();
    expect(checkField(AD_SPOT_RULES.adCode, '<ins', { adType: 'adsense' })).toBe(MESSAGES.adSpot.adCode);
    expect(checkField(AD_SPOT_RULES.imageUrl, '', { adType: 'custom' })).toBe(MESSAGES.adSpot.imageUrl);
    expect(checkField(SEARCH_RULES.to, 'Durham', { from: 'Durham' })).toBeDefined();
    expect(checkField(SEARCH_RULES.to, 'Cary', { from: 'Durham' })).toBeUndefined();
  });

  it('reads numbers from text only where the rule says so', () => {
    expect(numberValue(ZOOM_RULE, ' 7 ')).toBe(7);
    expect(numberValue(ZOOM_RULE, 'far')).toBeUndefined();
  });
});

describe('checkInput', () => {
  it('gives the first message of every field, and nothing when all is well', () => {
    expect(checkInput(CONTACT_RULES, { name: '', email: 'x', subject: 'Hi', message: 'short' })).toEqual({
      name: MESSAGES.contact.name,
      email: MESSAGES.contact.email,
      subject: MESSAGES.contact.subject,
      message: MESSAGES.contact.message,
    });
    expect(checkInput(CONTACT_RULES, { name: 'Ada', email: 'ada@example.com', subject: 'Hello there', message: 'A long enough message' })).toEqual({});
  });
});
