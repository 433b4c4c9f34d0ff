// What a proxy's X-Forwarded-Proto and X-Forwarded-Host may say. Express believes them (for
// req.protocol, req.secure, req.host, the session cookie's Secure flag and every origin the pages
// build) whenever TRUST_PROXY trusts the sender, whatever they hold: "javascript" made an origin of
// "null" and every page a 500, "ftp" put ftp:// into canonical links. A value that is not http or
// https, or not a host a URL can hold, is dropped here, so the request reads as if it had none.
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/** The first value (the one Express reads) as 'http' or 'https', or null for anything else. */
export function forwardedProto(header: string | string[] | undefined): 'http' | 'https' | null {
  const first = firstValue(header)?.toLowerCase();
  return first === 'http' || first === 'https' ? first : null;
}

/** A host name (dot-separated labels) or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first value when it is a host name or address with an optional port, else null. */
export function forwardedHost(header: string | string[] | undefined): string | null {
  const first = firstValue(header);
  if (!first || !HOST.test(first)) return null;
  try {
    return new URL(`http://${first}`).host ? first : null;
  } catch {
    return null; // a port above 65535, an address that is no address
  }
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0].trim();
}

/** Drops forwarded headers that cannot be true, keeping what Express reads of good ones as it is. */
export function dropUnusableForwardedHeaders(headers: IncomingHttpHeaders): void {
  if (headers['x-forwarded-proto'] !== undefined) {
    const proto = forwardedProto(headers['x-forwarded-proto']);
    if (proto) headers['x-forwarded-proto'] = proto;
    else delete headers['x-forwarded-proto'];
  }
  if (headers['x-forwarded-host'] !== undefined && !forwardedHost(headers['x-forwarded-host'])) delete headers['x-forwarded-host'];
}

/** The app's first middleware: everything after it sees only usable forwarded headers. */
export const ignoreUnusableForwardedHeaders: RequestHandler = (req, _res, next) => {
  dropUnusableForwardedHeaders(req.headers);
  next();
};
