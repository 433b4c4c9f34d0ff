import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AD_LOCATIONS } from '../../../../api/domain/rules';
import { AD_LOCATION_PAGES, SHOWN_NOWHERE } from './adLocations';

/** Every location some public page or the public layout renders an <AdSlot> for. */
function renderedLocations(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/<AdSlot\b[^>]*\blocation="([^"]+)"/g)) found.add(m[1]);
      }
    }
  };
  walk(join(__dirname, '../../../components'));
  walk(join(__dirname, '../../public'));
  return found;
}

describe('ad locations in the admin form', () => {
  const rendered = renderedLocations();

  it.each(AD_LOCATIONS.map((l) => [l]))('says truly whether a page shows %s', (location) => {
    if (rendered.has(location)) expect(AD_LOCATION_PAGES[location]).not.toBe(SHOWN_NOWHERE);
    else expect(AD_LOCATION_PAGES[location]).toBe(SHOWN_NOWHERE);
  });

  it('offers every slot a page renders', () => {
    for (const location of rendered) expect(AD_LOCATIONS).toContain(location);
  });

  it('says that no page shows a sidebar', () => {
    expect(rendered.has('sidebar')).toBe(false);
    expect(AD_LOCATION_PAGES.sidebar).toBe(SHOWN_NOWHERE);
  });
});
