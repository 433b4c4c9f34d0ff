// A request's address as the log writes it: the value of every query parameter named `secret` is
// replaced, whatever way the name was written. The postback route reads `secret` from the query as
// Express's parser decodes it, so `?%73ecret=`, `?secr%65t=` and `?SECRET=` must be masked as
// surely as `?secret=` (docs/abuse-limits.md, "Postbacks").
import querystring from 'node:querystring';

const REDACTED = '[redacted]';

/** True when a raw query parameter name decodes (as the query parser decodes it) to `secret`, in any case. */
function namesSecret(rawName: string): boolean {
  return querystring.unescape(rawName.replace(/\+/g, ' ')).trim().toLowerCase() === 'secret';
}

/** `url` (path and query) with the value of every parameter named `secret` masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url.slice(q + 1);
  // Cheap exit for the common address: no parameter can name the secret without an 's' or a '%'.
  if (!/[s%]/i.test(query)) return url;
  const masked = query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return namesSecret(name) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, q)}?${masked}`;
}
