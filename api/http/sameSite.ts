// Refuses form posts another site's page made a visitor's browser send (cross-site request forgery
// of the no-script contact form: a classic HTML form or a no-cors fetch needs no permission from us).
import type { Request, RequestHandler } from 'express';
import { CROSS_SITE_TEXTS } from '../domain/texts';
import { requestOrigin } from './origin';

/** The headers a browser sets on a request, which a page cannot set or change. */
export interface FetchHeaders {
  secFetchSite?: string;
  origin?: string;
}

/**
 * Whether a browser sent this request from a page that is not one of `ownOrigins`.
 * - Sec-Fetch-Site decides when present: 'same-origin' and 'none' (the user's own action, such as
 *   a bookmark) pass; 'cross-site' and 'same-site' do not. Same-site means a sibling subdomain of
 *   the same registrable domain, which may be someone else's; the site's own forms always post to
 *   the origin they were served from (action="/contact"), so they send 'same-origin'.
 * - Without it (browsers older than 2023), Origin decides: it must be one of `ownOrigins`.
 *   'null' is not judged: the site's pages are served with Referrer-Policy: no-referrer, under
 *   which browsers send 'Origin: null' on their own same-origin form posts.
 * - Neither header (old browsers, curl, servers): nothing to judge by; allowed, as before.
 */
export function isCrossSite(headers: FetchHeaders, ownOrigins: readonly string[]): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin?.trim();
  if (!origin || origin === 'null') return false;
  return !ownOrigins.includes(origin.toLowerCase());
}

/**
 * The site's own origins for a request: PUBLIC_URL when set, and the origin the request arrived
 * on (api/http/origin.ts). The second is safe to trust: a browser on another site's page sends
 * that page's origin in Origin whatever Host it sends, so the two never match for a forged post.
 */
export function ownOrigins(req: Request, publicUrl: string | null): string[] {
  const own = [publicUrl, requestOrigin(req, null)].filter((o): o is string => !!o);
  return own.map((o) => o.toLowerCase());
}

export function isCrossSiteRequest(req: Request, publicUrl: string | null): boolean {
  return isCrossSite({ secFetchSite: req.get('Sec-Fetch-Site'), origin: req.get('Origin') }, ownOrigins(req, publicUrl));
}

const REFUSED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${CROSS_SITE_TEXTS.title}</title></head>
<body><h1>${CROSS_SITE_TEXTS.title}</h1><p>${CROSS_SITE_TEXTS.formRefused}</p><p><a href="/contact">${CROSS_SITE_TEXTS.backToForm}</a></p></body></html>`;

/** Methods that change something; the others only read. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Put before the admin API (every /api/admin route, and the admin routes SPEC.md places outside it):
 * a write another site's page made a signed-in admin's browser send is answered 403 with a JSON
 * message before its body (JSON, multipart upload, or none: mark read, rotate a secret, a toggle)
 * is read, and nothing changes. The session cookie is SameSite=Lax, which a sibling subdomain's
 * page (same-site) still gets sent with a post; the Sec-Fetch-Site and Origin rules of isCrossSite
 * refuse that one too. Reads pass (they change nothing, and exports are downloaded by links).
 */
export function refuseCrossSiteWrites(publicUrl: string | null): RequestHandler {
  return (req, res, next) => {
    if (!WRITES.has(req.method) || !isCrossSiteRequest(req, publicUrl)) return next();
    res.status(403).set('Cache-Control', 'no-store').json({ message: CROSS_SITE_TEXTS.adminWriteRefused });
  };
}

/**
 * Put before a form's body parser: a post from another site's page is answered 403 with a short
 * page (the visitor's browser shows it) before its body is read, and nothing is stored.
 */
export function refuseCrossSiteForms(publicUrl: string | null): RequestHandler {
  return (req, res, next) => {
    if (!isCrossSiteRequest(req, publicUrl)) return next();
    res.status(403).set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'" }).type('html').send(REFUSED_PAGE);
  };
}
