/// <reference lib="webworker" />
// The worker's global scope, typed, for every module of the worker (web/pwa/worker/).

export type WorkerScope = ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

declare const self: WorkerScope;

export const worker: WorkerScope = self;

/** What a runtime route matches on; `destination` stands in for a warm-up request's (which has none). */
export interface RouteMatch {
  url: URL;
  request: Request;
  sameOrigin: boolean;
  destination?: RequestDestination;
}

/**
 * A runtime route a module registers and offers to the cache warm-up (./warmUp.ts), which replays
 * the page's first reads through the same handler.
 */
export interface RuntimeRoute {
  match(options: RouteMatch): boolean;
  handler: { handle(options: { request: Request; event: ExtendableEvent }): Promise<Response> } | ((options: { request: Request; url: URL; event: ExtendableEvent }) => Promise<Response>);
}

/** The same answer with other headers and body (a page's length and encoding change with it). */
export function answerWith(response: Response, body: BodyInit | null, change: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  change(headers);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
