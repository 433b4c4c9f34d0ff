// A form built from the domain's rules refuses what the server refuses, with the same message.
import { PROVIDER_ROUTE_RULES, PROVIDER_RULES, checkInput, type Rules } from '../../../../api/domain/inputs';
import { MESSAGES } from '../../../../api/domain/rules';
import { ruleSchema } from './ruleSchema';

const valid = {
  name: 'Oak City Ride',
  slug: 'oakcityride',
  shortDescription: 'Door to door',
  imageUrl: '/uploads/oak.webp',
  description: 'Shared rides from RDU',
  type: 'Shared Shuttle',
  priceRange: '$20 - $40',
  serviceArea: 'Raleigh',
  rating: '4.5',
  badge: '',
  bookingUrl: 'https://oak.example.com',
  features: ['Wi-Fi', ''],
};

async function formErrors<T>(values: Record<string, unknown>, rules: Rules<T> = PROVIDER_RULES as Rules<never>): Promise<Record<string, string>> {
  try {
    await ruleSchema(rules).validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
}

it.each([
  ['valid values', {}],
  ['a rating as a number', { rating: 4 }],
  ['a rating out of range', { rating: '7' }],
  ['no real feature', { features: ['', ' '] }],
  ['a slug with capitals', { slug: 'Oak-City' }],
  ['a missing name', { name: '' }],
  ['an http:// image (issue 31, item 16)', { imageUrl: 'http://images.example.com/oak.jpg' }],
])('agrees with the server on %s', async (_label, change) => {
  const values = { ...valid, ...change };
  expect(await formErrors(values)).toEqual(checkInput(PROVIDER_RULES, values));
});

it('agrees with the server on route data: every message at its place, inside points and their coordinates', async () => {
  const route = {
    mapCenter: { lat: 95, lng: 0 },
    routePoints: [{ name: ' ', type: 'waypoint', coordinates: { lat: 95, lng: 0 } }, 3, { name: 'RDU', type: 'bus', coordinates: null }],
    defaultZoom: 30,
    routeColor: '#FF6B6B',
  };
  // As api/services/validation.test.ts expects from the server for the same values.
  expect(await formErrors(route, PROVIDER_ROUTE_RULES)).toEqual({
    'mapCenter.lat': MESSAGES.route.lat,
    'routePoints.0.name': MESSAGES.route.name,
    'routePoints.0.coordinates.lat': MESSAGES.route.lat,
    'routePoints.1': MESSAGES.route.routePointsJson,
    'routePoints.2.type': MESSAGES.route.type,
    'routePoints.2.coordinates': MESSAGES.route.lat,
    defaultZoom: MESSAGES.route.zoom,
  });
});

it('refuses an http:// image with the reason: the CSP blocks it (issue 31, item 16)', async () => {
  const imageError = async (imageUrl: string) => (await formErrors({ ...valid, imageUrl })).imageUrl;
  expect(await imageError('http://images.example.com/oak.jpg')).toBe(MESSAGES.insecureImage);
  expect(await imageError('HTTP://images.example.com/oak.jpg')).toBe(MESSAGES.insecureImage);
  expect(await imageError('https://images.example.com/oak.jpg')).toBeUndefined();
});
