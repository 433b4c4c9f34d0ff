// Which answers count as the server's, shared by the data and the page policies.

/** A data read or a page waits this long for the network before the cached copy is used. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** One day in seconds, for the caches' maximum ages. */
export const DAY_SECONDS = 24 * 60 * 60;

/**
 * Only a 200 answer that the server marked public may be kept: answers for a signed-in admin are
 * 'private, no-store', so they are never cached, and never served from the cache to anyone.
 */
export function isPubliclyCacheable(status: number, cacheControl: string | null): boolean {
  if (status !== 200 || !cacheControl) return false;
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim().split('=')[0]);
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}
