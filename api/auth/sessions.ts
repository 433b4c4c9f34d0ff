// Sessions in the database (connect-session-knex), and the two session moves both transports
// make: start a fresh session at login, destroy it at logout.
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Knex } from 'knex';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { Config } from '../config';

export const SESSION_COOKIE = 'rdu.sid';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    userId?: number;
  }
}

export interface SessionSetup {
  middleware: RequestHandler;
  /** Stops the expired-session sweep and waits for the store's start-up check. */
  close(): Promise<void>;
}

export function createSessions(config: Config, knex: Knex, onStoreError: (err: unknown) => void): SessionSetup {
  let closing = false;
  const store = new ConnectSessionKnexStore({
    knex,
    tableName: 'sessions',
    sidFieldName: 'sid',
    createTable: false,
    cleanupInterval: 15 * 60 * 1000,
    onDbCleanupError: (err: unknown) => {
      if (!closing) onStoreError(err);
    },
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // 'auto': Secure whenever the request came over HTTPS (directly or, with TRUST_PROXY, via the proxy).
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: WEEK_MS },
  });
  return {
    middleware,
    close: async () => {
      closing = true;
      const internals = store as unknown as { nextDbCleanup?: NodeJS.Timeout; ready?: Promise<unknown> };
      await internals.ready?.catch(() => undefined);
      if (internals.nextDbCleanup) clearTimeout(internals.nextDbCleanup);
    },
  };
}

/** A new session id for the logged-in user (no session fixation). */
export function startUserSession(req: Request, userId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

/** Removes the session server-side, so the old cookie stops working. */
export function endUserSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => (err ? reject(err) : resolve()));
  });
}
