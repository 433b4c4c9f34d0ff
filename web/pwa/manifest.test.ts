// The web app manifest (web/public/manifest.webmanifest, copied as is by the build): its shortcuts
// (a long press on the installed app's icon) open pages the router has, My arrival first.
import fs from 'node:fs';
import path from 'node:path';
import { ARRIVAL_TEXTS, MY_ARRIVAL_PATH } from '../../api/domain/arrival';
import { ROUTES } from '../../api/domain/routes';

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'public', 'manifest.webmanifest'), 'utf8')) as {
  shortcuts: { name: string; short_name?: string; url: string; icons: { src: string }[] }[];
};

it('has a "My arrival" shortcut first, to the page that opens offline', () => {
  expect(manifest.shortcuts[0]).toMatchObject({ name: ARRIVAL_TEXTS.navLabel, short_name: ARRIVAL_TEXTS.navLabel, url: MY_ARRIVAL_PATH });
  expect(MY_ARRIVAL_PATH).toBe('/my-arrival');
});

it('opens only pages the router has, each with an icon the site serves', () => {
  const paths = Object.values(ROUTES).map((r) => (r as { path: string }).path);
  for (const shortcut of manifest.shortcuts) {
    expect(paths).toContain(shortcut.url);
    for (const icon of shortcut.icons) expect(fs.existsSync(path.join(__dirname, '..', 'public', icon.src))).toBe(true);
  }
});
