// Partner keys on API requests, for both transports: a request that presents a key (Authorization:
// Bearer or X-Api-Key) is the partner's (req.actor) or is refused 401, never read as anonymous;
// every keyed answer says where its quota stands (RateLimit-Policy, RateLimit) and past it is a 429
// with Retry-After. Browsers: a keyed request from one of the partner's allowed origins (exact
// match) gets CORS headers (no credentials), and a preflight from an origin some active partner lists
// is granted for keyed requests. Postbacks carry an affiliate network's secret as a Bearer token:
// their path is left alone, as are the admin's.
import type { Request, RequestHandler, Response } from 'express';
import { API_KEY_HEADER, PARTNER_TEXTS, presentedKey, rateLimitHeaders } from '../domain/partners';
import type { PartnerService } from '../services/partners';

/** Whether a request under /api or /graphql is one a partner may make (the public routes, the partner routes, GraphQL). */
export function isPartnerPath(originalUrl: string): boolean {
  const path = originalUrl.split('?')[0];
  if (path === '/graphql' || path.startsWith('/graphql/')) return true;
  if (!path.startsWith('/api/')) return false;
  return !(path === '/api/admin' || path.startsWith('/api/admin/') || path.startsWith('/api/postbacks/'));
}

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const ALLOWED_HEADERS = ['Authorization', API_KEY_HEADER, 'Content-Type', 'Accept', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name', 'Idempotency-Key'];
const EXPOSED_HEADERS = 'RateLimit, RateLimit-Policy, Retry-After, X-Request-Id';
/** How long a browser may keep a granted preflight. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function addVaryOrigin(res: Response): void {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/\borigin\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Origin` : 'Origin');
}

function allowOrigin(res: Response, origin: string): void {
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/**
 * Preflights (OPTIONS with Origin and Access-Control-Request-Method) on the partner paths: granted
 * (204) for an origin an active partner lists, when the request will carry a key; else 403 with a
 * JSON message and no Access-Control-* header, so the browser does not send the request.
 */
export function partnerPreflight(partners: PartnerService): RequestHandler {
  return async (req, res, next) => {
    const origin = req.get('Origin');
    if (req.method !== 'OPTIONS' || !origin || !req.get('Access-Control-Request-Method') || !isPartnerPath(req.originalUrl)) return next();
    try {
      res.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
      res.setHeader('Cache-Control', 'no-store');
      const wanted = (req.get('Access-Control-Request-Headers') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
      const keyed = wanted.includes('authorization') || wanted.includes(API_KEY_HEADER.toLowerCase());
      const method = req.get('Access-Control-Request-Method')!.toUpperCase();
      if (!keyed || !['GET', 'POST'].includes(method) || !(await partners.originListed(origin))) {
        return void res.status(403).json({ message: PARTNER_TEXTS.corsRefused });
      }
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '));
      res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  };
}

/** The key a request presents (undefined: none, an anonymous or signed-in request as before). */
function keyOf(req: Request): string | undefined {
  return presentedKey(req.get('Authorization'), req.get(API_KEY_HEADER));
}

/**
 * After the session's actor: a request with a key becomes the partner's, with its quota taken and
 * told. A bad key (or one of a disabled partner, or rotated out) is 401; over the quota, 429.
 */
export function resolvePartnerKey(partners: PartnerService, publicUrl: string | null = null): RequestHandler {
  return async (req, res, next) => {
    const key = keyOf(req);
    if (key === undefined || !isPartnerPath(req.originalUrl)) return next();
    const origin = req.get('Origin');
    addVaryOrigin(res);
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      const admission = await partners.admit(key, req.ip);
      res.set(rateLimitHeaders(admission.quota));
      if (origin && admission.allowedOrigins.includes(origin.toLowerCase())) allowOrigin(res, origin);
      if (admission.refused) return next(admission.refused);
      req.actor = admission.actor;
      if (publicUrl) absoluteImageUrls(res, publicUrl);
      next();
    } catch (error) {
      // A browser app on a listed origin may read why its key was refused.
      if (origin && (await partners.originListed(origin).catch(() => false))) allowOrigin(res, origin);
      next(error);
    }
  };
}

/** `"imageUrl":"/uploads/…"` (a path on this site, not `//host`) in a JSON answer's text. */
const SITE_IMAGE_URL = /"imageUrl":"\/(?!\/)/g;

/**
 * A partner's page on another origin cannot use the site's relative image paths: in its answers
 * (REST and GraphQL alike, both sent as JSON text) every site image is named by its absolute URL on
 * PUBLIC_URL. Visitors' and the admin's answers keep their paths (the admin saves what it reads).
 */
function absoluteImageUrls(res: Response, publicUrl: string): void {
  const prefix = `"imageUrl":${JSON.stringify(publicUrl.replace(/\/+$/, '')).slice(0, -1)}/`;
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => send(typeof body === 'string' && /json/.test(String(res.getHeader('Content-Type') ?? 'json')) ? body.replace(SITE_IMAGE_URL, prefix) : body)) as Response['send'];
}
