// The server's evaluator (class-validator, built from the domain's rules) answers a list of entries
// and the entries inside its entries at their own places, as the pure evaluator and the admin
// forms do (web/pages/admin/rules/ruleSchema.test.ts expects the same messages from the form).
import { PROVIDER_ROUTE_RULES, checkInput, routePointsText } from '../domain/inputs';
import { MAX, MESSAGES } from '../domain/rules';
import { ValidationError } from './errors';
import { fieldErrors, validateInput } from './validation';

const point = { name: 'RDU', type: 'pickup' as const, coordinates: { lat: 35.88, lng: -78.79 } };

it('gives every message of route data at its place, and the first one per field as checkInput does', () => {
  const route = {
    mapCenter: { lat: 95, lng: 0 },
    routePoints: [{ name: ' ', type: 'waypoint', coordinates: { lat: 95, lng: 0 } }, 3, { name: 'RDU', type: 'bus', coordinates: null }],
    defaultZoom: 30,
    routeColor: '#FF6B6B',
  };
  expect(fieldErrors(PROVIDER_ROUTE_RULES, route)).toEqual({
    'mapCenter.lat': MESSAGES.route.lat,
    'routePoints.0.name': MESSAGES.route.name,
    'routePoints.0.coordinates.lat': MESSAGES.route.lat,
    'routePoints.1': MESSAGES.route.routePointsJson,
    'routePoints.2.type': MESSAGES.route.type,
    'routePoints.2.coordinates': MESSAGES.route.lat,
    defaultZoom: MESSAGES.route.zoom,
  });
  expect(checkInput(PROVIDER_ROUTE_RULES, route)).toEqual({ mapCenter: MESSAGES.route.lat, routePoints: MESSAGES.route.name, defaultZoom: MESSAGES.route.zoom });
});

it('measures route points as they are stored, names trimmed, and refuses more than the column holds', () => {
  const long = (n: number) => Array.from({ length: n }, () => ({ ...point, name: ` ${'é'.repeat(255)} ` }));
  // 120 such points are within the point and name limits but over MAX.routeDataBytes.
  expect(Buffer.byteLength(routePointsText(validateInput(PROVIDER_ROUTE_RULES, { routePoints: long(100) }).routePoints!))).toBeLessThanOrEqual(MAX.routeDataBytes);
  expect(() => validateInput(PROVIDER_ROUTE_RULES, { routePoints: long(120) })).toThrow(new ValidationError({ routePoints: MESSAGES.route.routeDataTooLong }));
  expect(fieldErrors(PROVIDER_ROUTE_RULES, { routePoints: Array.from({ length: MAX.routePoints + 1 }, () => point) })).toEqual({
    routePoints: `At most ${MAX.routePoints} route points are allowed`,
  });
});
