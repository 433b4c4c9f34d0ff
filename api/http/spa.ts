// The single-page app's HTML: the built index.html with this answer's CSP nonce on every script,
// the page's own title and description (for link previews and search engines), and a 404 status
// for paths the app does not route.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { ADSENSE_SCRIPT_ORIGIN, EZOIC_SCRIPT_ORIGINS } from '../domain/adCode';
import { ADMIN_META, ADMIN_PATHS, NOT_FOUND_META, STATIC_PAGES, providerMeta, type PageMeta } from '../domain/site';
import type { Services } from '../services';
import { ANONYMOUS } from '../services/actor';
import { NotFoundError } from '../services/errors';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PLACEHOLDER_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RDU Rides</title><!--page-meta--></head>
<body><div id="root"><p>The web app has not been built yet. Run <code>npm run build:web</code>.</p></div></body></html>`;

/** The page's CSP: scripts only with this answer's nonce (and what they load: AdSense/Ezoic). */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' ${ADSENSE_SCRIPT_ORIGIN} ${EZOIC_SCRIPT_ORIGINS.join(' ')}`,
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
}

/** A path segment as text, or null when its percent-encoding is broken (e.g. '%E0'). */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function spaHandler(webDir: string, services: Services): RequestHandler {
  const file = path.join(webDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  const template = (): string => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return PLACEHOLDER_HTML;
    }
  };

  const metaFor = async (pathname: string): Promise<{ meta: PageMeta; status: number }> => {
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (clean === '/index.html') return { meta: STATIC_PAGES['/'], status: 200 };
    if (STATIC_PAGES[clean]) return { meta: STATIC_PAGES[clean], status: 200 };
    if (ADMIN_PATHS.some((re) => re.test(pathname))) return { meta: ADMIN_META, status: 200 };
    const provider = /^\/providers\/([^/]+)$/.exec(clean);
    const slug = provider ? safeDecode(provider[1]) : null;
    if (slug !== null) {
      try {
        const p = await services.providers.getBySlug(ANONYMOUS, slug);
        return { meta: providerMeta(p), status: 200 };
      } catch (e) {
        if (!(e instanceof NotFoundError)) throw e;
      }
    }
    return { meta: NOT_FOUND_META, status: 404 };
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { meta, status } = await metaFor(req.path);
    const nonce = crypto.randomBytes(16).toString('base64');
    const head = [
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:type" content="website">`,
      `<meta name="csp-nonce" content="${nonce}">`,
      meta.noindex ? '<meta name="robots" content="noindex">' : '',
    ].join('');
    const html = template()
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace('<!--page-meta-->', head)
      .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
    res.status(status);
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Security-Policy': pageCsp(nonce) });
    res.send(html);
  };
}
