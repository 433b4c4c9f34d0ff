// Moved from web/pwa/cachePolicy.test.ts with the worker's offline page (web/pwa/policy/offlinePage.ts).
import { createHash } from 'node:crypto';
import { SITE } from '../../../api/domain/site';
import { PALETTE } from '../../themeColors';
import { NOT_SAVED_PAGE_SCRIPT, notSavedPageCsp, notSavedPageHtml } from './offlinePage';

describe('the not-saved page', () => {
  it('says a page is not saved (never that it does not exist), and that the admin area is online only', () => {
    const html = notSavedPageHtml('/providers/<x>');
    expect(html).toContain('This page is not saved on this device');
    expect(html).not.toMatch(/not found/i);
    expect(html).not.toContain('<x>');
    // One script, its own: it loads the page when the connection returns, as the page says.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script>']);
    expect(html).toContain(`<script>${NOT_SAVED_PAGE_SCRIPT}</script>`);
    expect(html).toContain('It will load when your connection returns.');
    const admin = notSavedPageHtml('/admin/providers');
    expect(admin).toContain('The admin area works only online.');
    expect(admin).toContain('This page will load when your connection returns.');
  });


  it("allows only the not-saved page's own script, by its hash", () => {
    const hash = `'sha256-${createHash('sha256').update(NOT_SAVED_PAGE_SCRIPT).digest('base64')}'`;
    const csp = notSavedPageCsp(hash);
    const scriptSrc = csp.split(';').map((d) => d.trim()).filter((d) => d.startsWith('script-src'));
    expect(scriptSrc).toEqual([`script-src ${hash}`]);
  });


  it("is drawn in the site's name and colours, not its own", () => {
    const html = notSavedPageHtml('/faq');
    expect(html).toContain(`<title>This page is not saved on this device | ${SITE.shortName}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${SITE.themeColor}">`);
    const [first, ...rest] = SITE.shortName.split(' ');
    expect(html).toContain(`<header><a href="/">${first}<span> ${rest.join(' ')}</span></a></header>`);
    const style = /<style>([^<]*)<\/style>/.exec(html)![1];
    for (const colour of [PALETTE.primary.main, PALETTE.text.primary, PALETTE.text.secondary, PALETTE.background.default]) expect(style).toContain(colour);
    // No colour but the theme's (and the header's divider).
    const theme = new Set<string>([PALETTE.primary.main, PALETTE.primary.contrastText, PALETTE.text.primary, PALETTE.text.secondary, PALETTE.background.default, PALETTE.background.paper].map((c) => c.toLowerCase()));
    for (const colour of style.match(/#[0-9a-f]{3,6}\b/gi) ?? []) expect(theme.has(colour.toLowerCase()) || colour === '#e0e0e0').toBe(true);
  });
});
