import { META_DESCRIPTION_MAX } from './rules';
import { STATIC_PAGES } from './pageMeta';
import { HOME_DESCRIPTION, NOT_FOUND_META, metaDescription, providerMeta } from './site';

const LONG_PROVIDER = {
  name: 'Triangle Airport Express',
  type: 'Shuttle Van',
  shortDescription: 'Door-to-door vans, 24/7',
  serviceArea: 'Raleigh, Cary, Morrisville, Research Triangle Park, Durham, Chapel Hill, Apex, Holly Springs and Wake Forest',
};

describe('meta descriptions', () => {
  it('the home description is one whole sentence of at most 155 characters, used as it is', () => {
    expect(HOME_DESCRIPTION.length).toBeLessThanOrEqual(155);
    expect(HOME_DESCRIPTION).toMatch(/^[A-Z][^.!?]*\.$/);
    expect(HOME_DESCRIPTION).toMatch(/compare/i);
    expect(HOME_DESCRIPTION).toMatch(/book/i);
    expect(HOME_DESCRIPTION).toMatch(/shuttles/);
    expect(STATIC_PAGES['/'].description).toBe(HOME_DESCRIPTION);
    expect(NOT_FOUND_META.description).toBe(HOME_DESCRIPTION);
  });

  it('no static page description is cut', () => {
    for (const [path, meta] of Object.entries(STATIC_PAGES)) {
      expect({ path, length: meta.description.length <= META_DESCRIPTION_MAX, cut: meta.description.endsWith('\u2026') }).toEqual({ path, length: true, cut: false });
    }
  });

  it('leaves a text of 155 characters or fewer alone (whitespace tidied)', () => {
    const exact = `${'a'.repeat(150)} end.`;
    expect(exact).toHaveLength(155);
    expect(metaDescription(exact)).toBe(exact);
    expect(metaDescription('  Two   spaces\nand a line.  ')).toBe('Two spaces and a line.');
  });

  it('keeps the whole sentences that fit when the text is longer', () => {
    const first = 'Triangle Airport Express runs door-to-door vans between RDU and every address in Wake County, day and night.';
    const text = `${first} Drivers track your flight and wait at baggage claim with a sign, so nobody is left behind after a delay.`;
    expect(metaDescription(text)).toBe(first);
  });

  it('otherwise cuts at a clause break, with an ellipsis, within 155 characters', () => {
    const text =
      'Shared vans leave the terminal every thirty minutes for downtown Raleigh, Cary, Garner, Morrisville and the university campuses, stopping at hotels on request and at the convention center';
    const cut = metaDescription(text);
    expect(cut).toBe('Shared vans leave the terminal every thirty minutes for downtown Raleigh, Cary, Garner, Morrisville and the university campuses\u2026');
    expect(cut.length).toBeLessThanOrEqual(155);
  });

  it('falls back to a word boundary without a dangling article, preposition or conjunction', () => {
    // Cut at 155 characters on a word boundary this would end "...book your ride to".
    const text =
      'Compare airport shuttle taxi black car and minibus that serves Raleigh Durham International Airport with prices ratings and routes then book your ride to Chapel Hill and beyond';
    const cut = metaDescription(text);
    expect(cut).toBe('Compare airport shuttle taxi black car and minibus that serves Raleigh Durham International Airport with prices ratings and routes then book your ride\u2026');
    expect(cut.length).toBeLessThanOrEqual(155);
    // The text the audit found: the old home description cut "...routes side by\u2026".
    const oldHome =
      'Compare and book airport shuttles, taxis, black cars and minibuses at Raleigh-Durham International Airport (RDU). See prices, ratings and routes side by side and book your ride to Raleigh, Durham, Chapel Hill and beyond.';
    expect(metaDescription(oldHome)).toBe('Compare and book airport shuttles, taxis, black cars and minibuses at Raleigh-Durham International Airport (RDU).');
  });

  it('never cuts inside a word, even with a custom limit', () => {
    for (let max = 20; max <= 60; max++) {
      const cut = metaDescription('Raleigh-Durham International Airport ground transportation compared honestly', max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect('Raleigh-Durham International Airport ground transportation compared honestly'.split(' ')).toEqual(expect.arrayContaining(cut.replace(/\u2026$/, '').split(' ')));
    }
  });

  it('provider pages: a long provider text is cut to 155 characters at most, on a boundary', () => {
    const meta = providerMeta(LONG_PROVIDER);
    expect(meta.title).toBe('Triangle Airport Express - Shuttle Van | RDU Rides');
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(meta.description.startsWith('Triangle Airport Express: Door-to-door vans, 24/7.')).toBe(true);
    expect(meta.description).not.toMatch(/\b(and|or|by|to|the|of|from)\u2026$/);
    expect(providerMeta({ ...LONG_PROVIDER, shortDescription: 'Metered taxis, no surge.', serviceArea: 'Durham' }).description).toBe(
      'Triangle Airport Express: Metered taxis, no surge. Shuttle Van serving Durham from RDU airport. Compare prices and book online.',
    );
  });
});
