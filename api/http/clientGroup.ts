// Who a per-client limit counts: the client's address as TRUST_PROXY makes it (req.ip), with IPv6
// grouped by its network prefix. One IPv6 subscriber is handed a whole /64 (often a /56 or /48), and
// picks a new address in it at will, so counting each IPv6 address alone gave one visitor as many
// allowances as addresses they cared to use. IPv4 addresses (and IPv4-mapped IPv6 ones, as a
// dual-stack socket reports them) stay whole. Used by every per-address limit: contact messages,
// booking clicks, sign-in attempts and page renders (docs/abuse-limits.md).
import ipaddr from 'ipaddr.js';
import type { Express } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** The group a per-client limit counts this request in (clientGroupOf): computed when read. */
    readonly clientGroup: string;
  }
}

/** IPV6_CLIENT_PREFIX's default: the /64 one subscriber line is given at the least. */
export const DEFAULT_IPV6_CLIENT_PREFIX = 64;

/**
 * The key a per-client limit counts `address` under: an IPv4 address as it is, an IPv6 one as its
 * network of `v6Prefix` bits (`2001:db8:1:2::/64`); anything else (no address, a name a test
 * server gave) as it is, or 'unknown'.
 */
export function clientGroupOf(address: string | undefined, v6Prefix: number = DEFAULT_IPV6_CLIENT_PREFIX): string {
  if (!address) return 'unknown';
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address becomes the IPv4 one
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray();
  for (let bit = v6Prefix; bit < 128; bit++) bytes[bit >> 3] &= ~(0x80 >> (bit & 7));
  return `${ipaddr.fromByteArray(bytes).toString()}/${v6Prefix}`;
}

/** Gives every request of `app` its `clientGroup`, read from req.ip when asked for (most requests never are). */
export function installClientGroup(app: Express, v6Prefix: number): void {
  Object.defineProperty(app.request, 'clientGroup', {
    configurable: true,
    enumerable: true,
    get(this: { ip?: string }) {
      return clientGroupOf(this.ip, v6Prefix);
    },
  });
}
