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

/**
 * connect-session-knex, made safe to run while the database is away. Its methods call back with
 * an error and then throw it again (and `touch`, run on every signed-in request, catches nothing);
 * express-session ignores the returned promises, so each failure became an unhandled rejection
 * that ended the process. Here every method's promise settles without rejecting, and the callback
 * runs exactly once, outside the store's try block (so an exception thrown further down the
 * middleware chain is not taken for a store failure and called back a second time).
 * express-session hands a store error to the error handlers, which answer 503 while the database
 * cannot be reached.
 */
export class SafeKnexStore extends ConnectSessionKnexStore {
  constructor(options: ConstructorParameters<typeof ConnectSessionKnexStore>[0]) {
    super(options);
    // The store's start-up check ("does the table exist?") may fail if the database goes away at
    // that moment; the migrations made the table, so that failure matters to nobody.
    this.ready = this.ready.catch(() => undefined);
  }

  /** Runs one of the store's methods without its callback, then calls back once with the outcome. */
  private settle<T>(work: Promise<T>, callback: ((err: unknown, value?: T) => void) | undefined): Promise<T> {
    return work.then(
      (value) => {
        callback?.(null, value);
        return value;
      },
      (err: unknown) => {
        callback?.(err);
        return undefined as T;
      },
    );
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void) {
    return this.settle(super.get(sid, noCallback), callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void) {
    return this.settle(super.set(sid, sess), callback && ((err) => callback(err ?? undefined)));
  }

  override touch(sid: string, sess: session.SessionData, callback?: () => void) {
    // A failed touch only means this session's expiry was not pushed back this time.
    return this.settle(super.touch(sid, sess), callback && (() => callback()));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void) {
    return this.settle(super.destroy(sid), callback && ((err) => callback(err ?? undefined)));
  }

  override length(callback: (err: unknown, length?: number) => void) {
    return this.settle<number | undefined>(super.length(noCallback), callback);
  }

  override clear(callback?: (err?: unknown) => void) {
    return this.settle(super.clear(), callback && ((err) => callback(err ?? undefined)));
  }

  override all(callback: (err: unknown, sessions?: session.SessionData[] | null) => void) {
    return this.settle(super.all(noCallback), callback);
  }
}

/** The parent methods are called without a callback: SafeKnexStore calls back itself. */
const noCallback = (): void => undefined;

export function createSessions(config: Config, knex: Knex, onStoreError: (err: unknown) => void): SessionSetup {
  let closing = false;
  const store = new SafeKnexStore({
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
