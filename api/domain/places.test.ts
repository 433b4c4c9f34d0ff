import { PLACES, placeCode, placeName } from './places';
import { SEARCH_LOCATIONS } from './rules';

describe('places', () => {
  it('lists every search location once, in its order, with a unique code; the airport is the only AIRPORT', () => {
    expect(PLACES.map((p) => p.name)).toEqual([...SEARCH_LOCATIONS]);
    expect(new Set(PLACES.map((p) => p.code)).size).toBe(PLACES.length);
    for (const p of PLACES) expect(p.code).toMatch(/^[A-Z][A-Z_]*$/);
    expect(PLACES.filter((p) => p.kind === 'AIRPORT').map((p) => p.name)).toEqual(['RDU Airport']);
  });

  it.each([
    ['RDU', 'RDU Airport'],
    ['rdu', 'RDU Airport'],
    ['CHAPEL_HILL', 'Chapel Hill'],
    ['Chapel Hill', 'Chapel Hill'],
    ['Narnia', 'Narnia'],
    ['', ''],
  ])('reads %j as %j', (given, name) => {
    expect(placeName(given)).toBe(name);
  });

  it('leaves what is not text alone, and names each code back', () => {
    expect(placeName(undefined)).toBeUndefined();
    expect(placeName(3)).toBe(3);
    for (const p of PLACES) expect(placeCode(p.name)).toBe(p.code);
    expect(placeCode('Narnia')).toBeUndefined();
  });
});
