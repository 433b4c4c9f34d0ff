// Issue 24, item 18: one palette. Every colour the palette names (a badge, a resource or provider
// type, the brand's tints and dark areas, the stars, the route points) is written in
// web/themeColors.ts only; a component reads it from the theme. This fails when one of them is
// written as a literal anywhere else in web/ ('#fff' counts as white).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PALETTE } from './themeColors';

const WEB = __dirname;
/** The palette's own modules. */
const THEME_FILES = new Set(['theme.ts', 'themeColors.ts']);
/**
 * Files being edited on another branch when the palette moved here: their literals (the home hero's
 * gradient and tints, the footer's navy) are brand.* entries already and move when they are next
 * edited. Remove a file from this list once it reads the theme.
 */
const NOT_YET_MOVED = new Set(['pages/public/HomePage.tsx', 'components/layout/SiteFooter.tsx']);

const HEX = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi;
const full = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toUpperCase();

function paletteHexes(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const hex of value.match(HEX) ?? []) into.add(full(hex));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) paletteHexes(v, into);
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one palette', () => {
  const named = paletteHexes(PALETTE);

  it('names the badge, resource-type, provider-type, brand, rating and route colours', () => {
    for (const swatch of [...Object.values(PALETTE.badge), ...Object.values(PALETTE.resourceType), ...Object.values(PALETTE.providerType)]) {
      expect(named.has(full(swatch.main))).toBe(true);
    }
    expect(named.has(full(PALETTE.brand.navy))).toBe(true);
    expect(named.has('#FFFFFF')).toBe(true);
  });

  it('writes none of them as a literal outside the theme files', () => {
    const found: string[] = [];
    for (const file of sourceFiles(WEB)) {
      const name = relative(WEB, file).split('\\').join('/');
      if (THEME_FILES.has(name) || NOT_YET_MOVED.has(name)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const hex of line.match(HEX) ?? []) if (named.has(full(hex))) found.push(`${name}:${i + 1} ${hex}`);
        });
    }
    expect(found).toEqual([]);
  });
});
