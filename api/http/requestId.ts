import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The caller's X-Request-Id when it is safe to log and echo (a proxy's trace id), else a new one;
 * with `create: false`, none unless the caller sent one (an answer whose line is not logged needs
 * no id of its own).
 */
export function requestIdFor(req: IncomingMessage): string;
export function requestIdFor(req: IncomingMessage, options: { create: boolean }): string | undefined;
export function requestIdFor(req: IncomingMessage, { create = true }: { create?: boolean } = {}): string | undefined {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming;
  return create ? crypto.randomUUID() : undefined;
}
