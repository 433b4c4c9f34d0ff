// The evaluator reads each rule as the server always has: type, then presence and length, then
// the upper bound, then the pattern; one message per field, the spec's where it has one.
import { MESSAGES } from '../rules';
import { AD_SPOT_RULES, LAT_LNG_RULES, PROVIDER_RULES, ZOOM_RULE } from './admin';
import { checkField, checkInput, entryErrors, entryMessages, numberValue, type EntryListRule, type EntryRule, type FieldRule, type Values } from './check';
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
    expect(checkField(SEARCH_RULES.to, 'RDU Airport', { from: 'Durham' })).toBeUndefined();
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

describe('entries and lists of entries', () => {
  const point: EntryRule = {
    kind: 'entry',
    message: 'A point must be { name, at }',
    fields: {
      name: { kind: 'text', label: 'Name', max: 10 },
      at: { kind: 'entry', message: 'At must be { x }', fields: { x: { kind: 'number', min: 0, max: 9, message: 'X must be 0 to 9' } } },
    },
  };
  const points = (over: Partial<EntryListRule> = {}): EntryListRule => ({
    kind: 'entryList', fields: point.fields, maxItems: 2, message: 'Points must be a list of points', tooManyMessage: 'At most 2 points', ...over,
  });

  it('gives the messages of an entry inside an entry at their own places', () => {
    expect(entryErrors(point, { name: 'A', at: { x: 10 } })).toEqual({ 'at.x': 'X must be 0 to 9' });
    expect(entryErrors(point, { name: '', at: 'here' })).toEqual({ name: 'Name is required', at: 'At must be { x }' });
    expect(entryErrors(points(), [{ name: 'A', at: { x: 1 } }, { name: 'B', at: { x: -1 } }])).toEqual({ '1.at.x': 'X must be 0 to 9' });
    // The first of them is the field's one message.
    expect(checkField(points(), [{ name: 'A', at: { x: 1 } }, { name: 'B', at: { x: -1 } }])).toBe('X must be 0 to 9');
  });

  it('refuses a list with an entry that is not an object as a whole, unless entries have their own message', () => {
    const list = [{ name: 'A', at: { x: 1 } }, 3];
    expect(entryErrors(points(), list)).toEqual({ '': 'Points must be a list of points' });
    expect(entryErrors(points({ entryMessage: 'Not a point', maxItems: 3 }), [...list, { name: '' }])).toEqual({
      '1': 'Not a point',
      '2.name': 'Name is required',
      '2.at': 'At must be { x }',
    });
    // In the order found: an object would put the bare index '1' first.
    expect(entryMessages(points({ entryMessage: 'Not a point' }), [{ name: '' }, 3]).map(([at]) => at)).toEqual(['0.name', '0.at', '1']);
    // Too many is told before the entries are looked at.
    expect(entryErrors(points({ entryMessage: 'Not a point' }), [1, 2, 3])).toEqual({ '': 'At most 2 points' });
  });

  it('runs the list\'s last check only when every entry is well', () => {
    const problem = jest.fn((entries: readonly Values[]) => (entries.length > 1 ? 'Too long' : undefined));
    const rule = points({ problem });
    expect(entryErrors(rule, [{ name: 'A', at: { x: 1 } }])).toEqual({});
    expect(entryErrors(rule, [{ name: 'A', at: { x: 1 } }, { name: 'B', at: { x: 2 } }])).toEqual({ '': 'Too long' });
    problem.mockClear();
    expect(entryErrors(rule, [{ name: 'A', at: { x: 1 } }, { name: '', at: { x: 2 } }])).toEqual({ '1.name': 'Name is required' });
    expect(problem).not.toHaveBeenCalled();
  });
});
