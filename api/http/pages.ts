// The site's HTML pages. Public pages are rendered on the server (dist/ssr/render.js, built from
// web/server/render.tsx) into a whole document: the <head> facts of the page (title, description,
// canonical, Open Graph, JSON-LD; api/domain/seo.ts), the critical CSS, the markup, the data cache
// for hydration and a small loader for the page's scripts. Admin pages are an empty shell the
// browser renders (they need a session; nothing for crawlers). Anonymous page HTML is the same for
// every visitor, so it is prepared once per path and content version and served from the
// prepared-bytes cache (api/http/publicCache.ts) until any write clears it.
//
// CSP without nonces: the only inline script is the loader, identical on every page and allowed by
// its hash; the scripts it inserts are trusted through 'strict-dynamic' (as are the ad scripts they
// add). Nothing in a cached page is per-answer, so cached bytes are served as they are.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import { ADSENSE_SCRIPT_ORIGIN, EZOIC_SCRIPT_ORIGINS } from '../domain/adCode';
import { EARLY_CLICK_CONTROLS, PAGE_DOCUMENT, rootOpenTag, type ContactFormEcho, type ExecuteOperation, type RenderPage, type RenderResult } from '../domain/render';
import { CONTACT_HONEYPOT } from '../domain/inputs/public';
import { isAdminPage, normalizePageUrl } from '../domain/routes';
import { headTags, safeJsonForScript } from '../domain/seo';
import { ADMIN_META, SITE } from '../domain/site';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { ANONYMOUS } from '../services/actor';
import { isAppError, ValidationError } from '../services/errors';
import { originOrRefuse, requestOrigin } from './origin';
import type { PublicReadCache } from './publicCache';
import { refuseCrossSiteForms } from './sameSite';

/**
 * The page's one inline script, the same text on every page:
 * - inserts the page's scripts (listed in a JSON data block) in order once the page's first
 *   content has been painted (or a second after the page was parsed, where the browser reports no
 *   paints, e.g. in a background tab): the page shows first, then its code downloads. A shell with
 *   nothing rendered in it (the admin pages) has nothing to paint first: its scripts go at once;
 * - until the app takes over, holds clicks on controls that need scripts (buttons other than form
 *   submits, tabs; links and forms work without scripts), for the app to replay once the part of
 *   the page they belong to works (web/components/common/hydration.tsx, replayEarlyClicks).
 */
export const SCRIPT_LOADER = `(function(){var d=document,w=window,q=w.__rduEarlyClicks=[],started=0;function hold(e){var t=e.target&&e.target.closest&&e.target.closest('${EARLY_CLICK_CONTROLS}');if(t&&!t.closest('a[href]')){e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t)}}d.addEventListener('click',hold,true);w.__rduStopHolding=function(){d.removeEventListener('click',hold,true)};function go(){if(started)return;started=1;var l=JSON.parse(d.getElementById('${PAGE_DOCUMENT.scriptListId}').textContent);for(var i=0;i<l.length;i++){var s=d.createElement('script');s.src=l[i];s.async=false;d.head.appendChild(s)}}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true})}catch(e){}d.addEventListener('DOMContentLoaded',function(){var r=d.getElementById('${PAGE_DOCUMENT.rootId}');setTimeout(go,r&&r.hasAttribute('${PAGE_DOCUMENT.serverRenderedAttribute}')?1000:0)})})();`;
export const SCRIPT_LOADER_HASH = `'sha256-${crypto.createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** The pages' CSP: the loader by its hash, what it loads through 'strict-dynamic' ('self' and the ad origins for browsers without it). */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src ${SCRIPT_LOADER_HASH} 'strict-dynamic' 'self' ${ADSENSE_SCRIPT_ORIGIN} ${EZOIC_SCRIPT_ORIGINS.join(' ')}`,
  // MUI's styles are inserted at run time (emotion); styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "frame-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Served pages are revalidated on every use (ETag → 304); shared caches may keep them. */
const PAGE_CACHE_CONTROL = 'public, no-cache';

interface BuildManifest {
  /** Files of the main entry, in load order. */
  entry: string[];
  /** Web fonts to preload. */
  preloadFonts: string[];
}

interface WebBuild {
  manifest: BuildManifest;
  /** The entry's CSS, inlined (small: font faces). */
  css: string;
  render: RenderPage;
}

export interface PagesOptions {
  webDir: string;
  ssrFile: string;
  /** The configured public origin (PUBLIC_URL), or null to use each request's own. */
  publicUrl: string | null;
  services: Services;
  execute: ExecuteOperation;
  cache: PublicReadCache;
  logger: Logger;
}

/** The built web app and its server renderer, or null when `npm run build:web` has not run. */
function loadWebBuild(webDir: string, ssrFile: string, logger: Logger): WebBuild | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webDir, 'manifest.json'), 'utf8')) as BuildManifest;
    const css = manifest.entry
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(webDir, file), 'utf8'))
      .join('\n');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the renderer is a build output, found at run time
    const { renderPage } = require(ssrFile) as { renderPage: RenderPage };
    return { manifest, css, render: renderPage };
  } catch (error) {
    logger.warn({ err: error, webDir, ssrFile }, 'web app not built: pages answer 503 until `npm run build:web`');
    return null;
  }
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SITE.shortName}</title></head>
<body><p>The web app has not been built yet. Run <code>npm run build:web</code>.</p></body></html>`;

export function pagesHandler(options: PagesOptions): { get: RequestHandler; contactPost: RequestHandler[] } {
  const { webDir, ssrFile, publicUrl, services, execute, cache, logger } = options;
  let build: WebBuild | null | undefined;
  const web = () => (build === undefined ? (build = loadWebBuild(webDir, ssrFile, logger)) : build);

  // The main bundle only: the page's own chunk and the data client load when its content hydrates.
  const scriptsFor = (b: WebBuild) => b.manifest.entry.filter((f) => f.endsWith('.js')).map((f) => `/${f}`);

  const documentFor = (b: WebBuild, origin: string, pathAndQuery: string, rendered: RenderResult | null): string => {
    const meta = rendered?.meta ?? { ...ADMIN_META, image: null, jsonLd: [] };
    const head = headTags({ ...meta, path: pathAndQuery }, origin);
    const fonts = b.manifest.preloadFonts.map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`).join('');
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
      b.css ? `<style>${b.css}</style>` : '',
      rendered?.styles ?? '',
      `<script type="application/json" id="${PAGE_DOCUMENT.scriptListId}">${safeJsonForScript(scriptsFor(b))}</script>`,
      `<script>${SCRIPT_LOADER}</script>`,
      '</head><body>',
      root,
      '</body></html>',
    ].join('');
  };

  const send = (res: Response, status: number, html: string, cacheControl: string) => {
    res.status(status);
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, 'Content-Security-Policy': PAGE_CSP });
    res.send(html);
  };

  /** One render per page at a time: visitors arriving together after a write share it. */
  const inFlight = new Map<string, Promise<{ status: number; html: string }>>();

  const renderDocument = (b: WebBuild, origin: string, url: string, contactForm?: ContactFormEcho) =>
    b.render({ url, origin, execute, contactForm }).then((rendered) => ({ status: rendered.status, html: documentFor(b, origin, url, rendered) }));

  const get: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const b = web();
    if (!b) return send(res, 503, NOT_BUILT_HTML, 'no-store');
    const origin = originOrRefuse(req, res, publicUrl);
    if (!origin) return;
    if (isAdminPage(req.path)) return send(res, 200, documentFor(b, origin, req.path, null), 'private, no-cache');

    const page = normalizePageUrl(req.originalUrl);
    const key = cache.pageKey(req);
    const generation = cache.currentGeneration();
    try {
      let work = inFlight.get(key);
      if (!work) {
        work = renderDocument(b, origin, page.key).finally(() => inFlight.delete(key));
        inFlight.set(key, work);
      }
      const { status, html } = await work;
      const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
      if (status === 200) cache.storePage(key, generation, { html, etag, headers: pageHeaders(res, etag) });
      res.set('ETag', etag);
      if (status === 200 && req.fresh) return void res.status(304).end();
      send(res, status, html, PAGE_CACHE_CONTROL);
    } catch (error) {
      next(error);
    }
  };

  /**
   * The contact form without scripts (or sent before the page hydrated) posts here. Stored: 303 to
   * the thank-you page. Refused: the contact page again with what was typed and the messages.
   */
  const contactPost: RequestHandler = async (req, res, next) => {
    const b = web();
    if (!b) return send(res, 503, NOT_BUILT_HTML, 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (f: string) => (typeof body[f] === 'string' ? (body[f] as string) : '');
    const values = { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
    try {
      // The honeypot goes to the service, which decides on it; it is never echoed into the form.
      const posted = { ...values, [CONTACT_HONEYPOT]: text(CONTACT_HONEYPOT) };
      await services.contacts.submit(ANONYMOUS, posted, { client: req.ip ?? 'unknown' });
      res.redirect(303, '/contact?sent=1');
    } catch (error) {
      if (!isAppError(error)) return next(error);
      const echo: ContactFormEcho =
        error instanceof ValidationError ? { values, errors: error.errors } : { values, errors: {}, message: error.message };
      const status = error.code === 'RATE_LIMITED' ? 429 : 400;
      if (error.code === 'RATE_LIMITED') res.set('Retry-After', String(error.retryAfterSeconds));
      try {
        const { html } = await renderDocument(b, requestOrigin(req, publicUrl) ?? publicUrl ?? '', '/contact', echo);
        send(res, status, html, 'no-store');
      } catch (renderError) {
        next(renderError);
      }
    }
  };

  return { get, contactPost: [refuseCrossSiteForms(publicUrl), express.urlencoded({ extended: false, limit: '20kb', parameterLimit: 20 }), contactPost] };
}

/** The headers a cached page is served with: what this answer carries (security headers included). */
function pageHeaders(res: Response, etag: string): [string, string][] {
  const headers = Object.entries(res.getHeaders())
    .filter(([name, value]) => value !== undefined && !['content-length', 'x-request-id', 'set-cookie', 'etag'].includes(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]);
  return [
    ...headers,
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', PAGE_CACHE_CONTROL],
    ['content-security-policy', PAGE_CSP],
    ['etag', etag],
  ];
}
