// Liveness and readiness, the two questions a process manager and a load balancer ask.
// /healthz: is the process alive (answering at all)? Restart it only when this fails.
// /readyz: should it be sent visitors now? Not while its migrations run, while it prepares its
// pages, while its database is away, or once it has been told to stop (api/server.ts close()).
// Both are plain Node handlers: they answer before the Express app exists (during migrations) and
// inside it afterwards.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseHealth } from '../db/health';
import { STARTING_TEXT } from '../domain/texts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../services/errors';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

/** Where a process is in its life: each but `ready` answers 503 on /readyz. */
export type ReadinessState = 'migrating' | 'starting' | 'ready' | 'stopping';

/** How long /readyz waits for the database's `SELECT 1` before calling it away. */
const READY_QUERY_TIMEOUT_MS = 2_000;

export class Readiness {
  state: ReadinessState = 'migrating';
  /** Set once the database is open: /readyz then asks it (and its health watch) too. */
  database: { query(sql: string): Promise<unknown>; health: DatabaseHealth } | null = null;
  /** The last migration applied (the schema's version), once known. */
  schemaVersion: string | null = null;
}

function send(res: ServerResponse, status: number, body: unknown, retryAfter = false): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (retryAfter) res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** 200 for as long as the process answers: its database or its readiness do not matter here. */
export function liveness(readiness: Readiness) {
  return (_req: IncomingMessage, res: ServerResponse): void =>
    send(res, 200, { status: 'alive', phase: readiness.state, uptimeSeconds: Math.round(process.uptime()) });
}

/**
 * 200 once the process is ready and its database answers; otherwise 503 naming why (`migrating`,
 * `starting`, `stopping`, `unavailable`), so a load balancer sends visitors to another process.
 */
export function readinessCheck(readiness: Readiness) {
  return async (_req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const db = readiness.database;
    if (readiness.state !== 'ready' || !db) return send(res, 503, { status: readiness.state, database: db ? (db.health.isUp ? 'up' : 'down') : 'unknown' }, true);
    if (!db.health.isUp) return send(res, 503, { status: 'unavailable', database: 'down' }, true);
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(Object.assign(new Error('database timeout'), { code: 'ETIMEDOUT' })), READY_QUERY_TIMEOUT_MS).unref()),
      ]);
      send(res, 200, { status: 'ready', database: 'up', migrations: 'applied', schemaVersion: readiness.schemaVersion, uptimeSeconds: Math.round(process.uptime()) });
    } catch (error) {
      // The health watch settles first (it asks again and, for an outage, marks the database down),
      // so by the time a balancer is told 503 everything this process sends says so too: its pages
      // as the last good copies (X-Cache: STALE), never as current.
      await db.health.confirm(error);
      send(res, 503, { status: 'unavailable', database: 'down' }, true);
    }
  };
}

/**
 * What the process answers before its app exists (migrations, start-up): the two health paths;
 * any other GET or HEAD has its connection closed unanswered, as if the process did not listen yet
 * (nginx's passive check then sends it to the next process and leaves this one out for a while);
 * anything else 503 with Retry-After (nginx never resends a POST a process received).
 */
export function beforeReady(readiness: Readiness) {
  const live = liveness(readiness);
  const ready = readinessCheck(readiness);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '').split('?')[0];
    if (path === LIVENESS_PATH) return live(req, res);
    if (path === READINESS_PATH) return void ready(req, res);
    if (req.method === 'GET' || req.method === 'HEAD') return void req.socket.destroy();
    send(res, 503, { message: STARTING_TEXT }, true);
  };
}
