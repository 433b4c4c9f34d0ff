// Sessions in the database (connect-session-knex), and the session moves both transports make:
// start a fresh session at login (and hand the browser its device cookie), destroy it at logout.
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Knex } from 'knex';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { Config } from '../config';
import type { PendingSignIn, SessionUser, SignedIn, UserService } from '../services/users';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from './deviceCookie';

export const SESSION_COOKIE = 'rdu.sid';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** The user's stamp at login; once theirs is raised (a password reset), UserService.actorFor reads the session as ended. */
    sessionEpoch?: number;
    /** Between a right password and the two-factor code: whose sign-in it is (no user is signed in yet). */
    pendingSignIn?: PendingSignIn;
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
export function startUserSession(req: Request, user: Required<SessionUser>): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = user.userId;
      req.session.sessionEpoch = user.sessionEpoch;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

/**
 * A complete sign-in, for both transports: a new session for the user (no session fixation), the
 * browser's new device cookie, and where the session began for the "signed in elsewhere" list.
 */
export async function beginSignedInSession(req: Request, res: Response, users: UserService, signedIn: SignedIn): Promise<void> {
  const { user } = signedIn.account;
  await startUserSession(req, { userId: user.id, sessionEpoch: signedIn.sessionEpoch });
  rememberDevice(req, res, signedIn.deviceCookie);
  await users.sessionStarted(user.id, { sid: req.sessionID, address: req.ip ?? null, userAgent: req.get('user-agent') ?? null });
}

/**
 * The password was right, the code is still to come: a new session holding only that (whoever was
 * signed in on this browser before is signed out), saved before the answer is sent.
 */
export function holdPendingSignIn(req: Request, pending: PendingSignIn): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.pendingSignIn = pending;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

/** The sign-in waiting for its code on this session, if any. */
export const pendingSignInOf = (req: Request): PendingSignIn | undefined => req.session?.pendingSignIn;

/**
 * The account's stamp was raised (a password change, the other sessions signed out): this session
 * takes the new one, so it is the one that stays.
 */
export function restampSession(req: Request, sessionEpoch: number): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.sessionEpoch = sessionEpoch;
    req.session.save((err) => (err ? reject(err) : resolve()));
  });
}

/**
 * Removes a session that has ended (its user is gone or its stamp is stale) from the store. The
 * request goes on as anonymous (req.actor) with the session object untouched, so nothing is saved
 * back; the browser's cookie names nothing from now on.
 */
export function dropEndedSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    const pending: unknown = req.sessionStore.destroy(req.sessionID, (err) => (err ? reject(err) : resolve()));
    // connect-session-knex also rejects its returned promise after calling back with the error.
    if (pending instanceof Promise) pending.catch(() => undefined);
  });
}

/** Removes the session server-side, so the old cookie stops working. */
export function endUserSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => (err ? reject(err) : resolve()));
  });
}

/** The device cookie the browser sent with this request, as sent (UserService.login checks it). */
export function deviceCookieOf(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === DEVICE_COOKIE) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** Gives the browser its new device cookie: script-proof, sent on same-site requests only, Secure over HTTPS. */
export function rememberDevice(req: Request, res: Response, value: string): void {
  res.cookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: DEVICE_COOKIE_MAX_AGE_MS, path: '/' });
}
