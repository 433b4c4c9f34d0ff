// The page document: the <head> (./head.ts's tags from api/domain/seo.ts, the site's icons and
// colour, the fonts, the CSS, the script list and its loader) and the body (the rendered markup
// and the data the browser hydrates from). The same for a rendered public page and for the admin
// pages' empty shell. Built into dist/ssr/render.js with the renderer; api/http/pages.ts calls it.
import { PAGE_DOCUMENT, rootOpenTag, type PageDocument } from '../../api/domain/render';
import { headTags, safeJsonForScript } from '../../api/domain/seo';
import { ADMIN_META, SITE } from '../../api/domain/site';

/** The whole document (the admin pages' empty shell without `rendered`). */
export const pageDocument: PageDocument = (parts, origin, pathAndQuery, rendered) => {
  const meta = rendered?.meta ?? { ...ADMIN_META, image: null, jsonLd: [] };
  const head = headTags({ ...meta, path: meta.canonicalPath ?? pathAndQuery }, origin);
  const fonts = parts.preloadFonts.map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`).join('');
  const root = rendered
    ? `${rootOpenTag(true)}${rendered.html}</div>` +
      `<script type="application/json" id="${PAGE_DOCUMENT.apolloStateId}">${safeJsonForScript(rendered.state)}</script>` +
      (Object.keys(rendered.hydration).length ? `<script type="application/json" id="${PAGE_DOCUMENT.hydrationDataId}">${safeJsonForScript(rendered.hydration)}</script>` : '')
    : `${rootOpenTag(false)}</div>`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    head,
    `<meta name="theme-color" content="${SITE.themeColor}">`,
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="icon" type="image/png" sizes="32x32" href="/icons/favicon-32.png"><link rel="icon" type="image/svg+xml" href="/icons/icon.svg">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    fonts,
    parts.css ? `<style>${parts.css}</style>` : '',
    rendered?.styles ?? '',
    `<script type="application/json" id="${PAGE_DOCUMENT.scriptListId}">${safeJsonForScript(parts.scripts)}</script>`,
    `<script>${parts.loader}</script>`,
    '</head><body>',
    root,
    '</body></html>',
  ].join('');
};
