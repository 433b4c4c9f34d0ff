// The first visit's warm-up: the page hands over the reads it made before this worker controlled
// it (SW_MESSAGES.warmCache), to be cached exactly as if they had come through the worker.
import { worker, type RuntimeRoute } from './scope';

/**
 * Replays each read (at most 100) through the first runtime route that matches it. Resolves to
 * how many were kept.
 */
export function cacheWarmUp(routes: readonly RuntimeRoute[]): (event: ExtendableMessageEvent, urls: unknown) => Promise<number> {
  return async (event, urls) => {
    if (!Array.isArray(urls)) return 0;
    const results = await Promise.allSettled(
      urls.slice(0, 100).map(async (entry) => {
        const [href, init, kind] = (Array.isArray(entry) ? entry : [entry]) as [string, RequestInit | undefined, string | undefined];
        const url = new URL(href, worker.location.href);
        const request = new Request(url.href, { ...init, credentials: url.origin === worker.location.origin ? 'same-origin' : 'omit' });
        // A Request made here has no destination: the page says which reads were images or pages.
        const destination: RequestDestination = kind === 'image' ? 'image' : kind === 'page' ? 'document' : request.destination;
        const route = routes.find((r) => r.match({ url, request, sameOrigin: url.origin === worker.location.origin, destination }));
        if (!route) throw new Error('not cacheable');
        const handler = route.handler;
        return typeof handler === 'function' ? handler({ request, url, event }) : handler.handle({ request, event });
      }),
    );
    return results.filter((r) => r.status === 'fulfilled').length;
  };
}
