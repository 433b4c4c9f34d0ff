// The origin absolute URLs are built on (canonical links, Open Graph, the sitemap): PUBLIC_URL when
// configured, else the one the request arrived on. req.protocol and req.host follow
// X-Forwarded-Proto/-Host only when TRUST_PROXY trusts the sender.
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { forwardedHost, forwardedProto } from './forwarded';

/**
 * An origin a page may carry as it is: http(s), then a host name, IPv4 or IPv6 address and port.
 * URL parsing alone lets quotes and ampersands through in a host name.
 */
const PLAIN_ORIGIN = /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Null when the Host header (or a trusted proxy's forwarded one) cannot make a plain origin. */
export function requestOrigin(req: Request, publicUrl: string | null): string | null {
  if (publicUrl) return publicUrl;
  try {
    const url = new URL(`${req.protocol}://${req.host ?? ''}`);
    return url.host && PLAIN_ORIGIN.test(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
}

/** The request's origin, or null after answering 400 when its Host header cannot make one. */
export function originOrRefuse(req: Request, res: Response, publicUrl: string | null): string | null {
  const origin = requestOrigin(req, publicUrl);
  if (!origin) res.status(400).type('text/plain').send('Bad Request: no usable Host header');
  return origin;
}

/**
 * What a request's origin may depend on, for keying answers that contain it when PUBLIC_URL is not
 * set: the Host header and the forwarded ones (used only when TRUST_PROXY trusts the sender; keying
 * on them always merely keeps more copies, never serves one request's origin to another). Forwarded
 * values the app ignores (api/http/forwarded.ts) are left out, as the app leaves them out.
 */
export function originKey(req: IncomingMessage): string {
  const h = req.headers;
  return [h.host ?? '', forwardedHost(h['x-forwarded-host']) ?? '', forwardedProto(h['x-forwarded-proto']) ?? ''].join('|');
}
