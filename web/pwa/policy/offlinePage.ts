// The worker's own page for a page it cannot get and has not kept, built from the site's name
// (api/domain/site.ts) and colours (web/themeColors.ts) and the app's offline texts.
import { isAdminPath } from '../../../api/domain/routes';
import { SITE } from '../../../api/domain/site';
import { ADMIN_OFFLINE_PAGE_DETAIL, ADMIN_OFFLINE_PAGE_TEXT, PAGE_NOT_SAVED_TEXT, PAGE_NOT_SAVED_TITLE } from '../../components/pwa/offlineTexts';
import { BORDER_RADIUS, FONT_FAMILY, PALETTE } from '../../themeColors';

/**
 * The not-saved page's only script: it keeps the page's promise to load when the connection
 * returns (it is the worker's page, not the app's, so nothing else would). Allowed by its hash.
 * It waits a moment and asks again: Chromium can fire 'online' in a page as it is being left for
 * another one, and a reload then would cancel that navigation.
 */
export const NOT_SAVED_PAGE_SCRIPT =
  "addEventListener('online',function(){setTimeout(function(){if(navigator.onLine)location.reload()},1000)});";

/** The not-saved page's CSP: no scripts but its own (by its hash, 'sha256-…'), styles inline. */
export function notSavedPageCsp(scriptHash: string): string {
  return `default-src 'self'; style-src 'unsafe-inline'; script-src ${scriptHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
}

const escapeText = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The site's name as the header shows it: the first word plain, the rest in the theme colour ("RDU Rides"). */
function brandMark(): string {
  const [first, ...rest] = SITE.shortName.split(' ');
  return rest.length ? `${escapeText(first)}<span> ${escapeText(rest.join(' '))}</span>` : escapeText(first);
}

const STYLE = (() => {
  const { primary, background, text } = PALETTE;
  return (
    `body{margin:0;font-family:${FONT_FAMILY};color:${text.primary};background:${background.default}}` +
    `header{background:${background.paper};border-bottom:1px solid #e0e0e0;padding:14px 20px;font-weight:800;font-size:1.3rem}header a{color:inherit;text-decoration:none}header span{color:${primary.main}}` +
    'main{max-width:560px;margin:0 auto;padding:64px 20px;text-align:center}h1{font-size:1.6rem;margin:0 0 16px}' +
    `p{color:${text.secondary};line-height:1.6}` +
    `a.button{display:inline-block;margin-top:24px;background:${primary.main};color:${primary.contrastText};padding:12px 24px;border-radius:${BORDER_RADIUS}px;text-decoration:none;font-weight:600}` +
    `a.button:focus-visible{outline:3px solid ${primary.main};outline-offset:2px}`
  );
})();

/**
 * What the worker answers for a page it cannot get and has not kept: a small page of its own
 * (styles inline, one script: reload when the connection returns), saying so and linking to the
 * home page, which is kept. Never that the page does not exist: the worker cannot know.
 */
export function notSavedPageHtml(pathname: string): string {
  const admin = isAdminPath(pathname);
  const title = admin ? ADMIN_OFFLINE_PAGE_TEXT : PAGE_NOT_SAVED_TITLE;
  const text = admin ? ADMIN_OFFLINE_PAGE_DETAIL : PAGE_NOT_SAVED_TEXT;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)} | ${escapeText(SITE.shortName)}</title><meta name="robots" content="noindex"><meta name="theme-color" content="${SITE.themeColor}">
<style>${STYLE}</style></head>
<body><header><a href="/">${brandMark()}</a></header><main><h1>${escapeText(title)}</h1><p>${escapeText(text)}</p><a class="button" href="/">Go to the home page</a></main><script>${NOT_SAVED_PAGE_SCRIPT}</script></body></html>`;
}
