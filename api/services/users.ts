import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { DeviceCookies } from '../auth/deviceCookie';
import type { PasswordHasher } from '../auth/passwords';
import { User } from '../entities';
import { ANONYMOUS, requireAdmin, type Actor } from './actor';
import { ConflictError, NotFoundError, RateLimitedError, UnauthenticatedError, isUniqueViolation } from './errors';
import { LOGIN_RULES, type LoginInput } from '../domain/inputs';
import { AUTH_TEXTS } from '../domain/texts';
import { validateInput } from './validation';

/** One sign-in attempt as the throttle counts it. */
export interface LoginAttempt {
  username: string;
  /** The client's address (req.ip as TRUST_PROXY makes it). */
  address: string;
  /** The nonce of a device cookie this site issued for this username, or null (api/auth/deviceCookie.ts). */
  device: string | null;
}

/** What the throttle took for one attempt, settled once the password was checked (or could not be). */
export interface LoginReservation {
  /** The password was right: the counts of failures are given back. */
  succeeded(): Promise<void>;
  /** The password was never checked (every hashing slot busy): every point taken is given back. */
  notChecked(): Promise<void>;
}

/** Failed-login counters (api/auth/loginThrottle.ts keeps them in the database). */
export interface LoginThrottle {
  /** Counts one attempt before the password is checked; throws RateLimitedError once over a limit. */
  reserve(attempt: LoginAttempt): Promise<LoginReservation>;
}

/** For a caller that never signs anyone in (the command line). */
export const NO_LOGIN_THROTTLE: LoginThrottle = {
  reserve: async () => ({ succeeded: async () => {}, notChecked: async () => {} }),
};

/** Who is signing in, as the transport saw it. */
export interface LoginClient {
  /** The client's address (req.ip as TRUST_PROXY makes it). */
  address: string;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string;
}

export interface LoginResult {
  user: User;
  /** The user's session stamp, kept in the session: a session with an older one has ended. */
  sessionEpoch: number;
  /** A new device cookie for this browser (transports set it: httpOnly, SameSite=Lax, Secure over HTTPS). */
  deviceCookie: string;
}

/** What a session holds about its user. */
export interface SessionUser {
  userId?: number;
  sessionEpoch?: number;
}

export const BAD_CREDENTIALS = AUTH_TEXTS.badCredentials;

export class UserService {
  private readonly repo;

  constructor(
    db: DataSource,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly devices: DeviceCookies,
  ) {
    this.repo = db.getRepository(User);
  }

  /**
   * Checks the credentials; the same answer whether the user or the password was wrong. A browser
   * that signed in as this user before (its device cookie) is counted on its own, so guesses from
   * elsewhere never lock it out; a success hands the browser a new device cookie.
   */
  async login(_actor: Actor, credentials: LoginInput, client: LoginClient): Promise<LoginResult> {
    const input = validateInput(LOGIN_RULES, credentials);
    const device = this.devices.nonceFor(client.deviceCookie, input.username);
    const reservation = await this.throttle.reserve({ username: input.username, address: client.address, device });
    let user: User | null;
    let ok: boolean;
    try {
      user = await this.repo.findOneBy({ username: input.username });
      ok = user ? await this.passwords.verify(user.passwordHash, input.password) : (await this.passwords.burnVerifyTime(input.password), false);
    } catch (e) {
      if (e instanceof RateLimitedError) await reservation.notChecked();
      throw e;
    }
    if (!user || !ok) throw new UnauthenticatedError(BAD_CREDENTIALS);
    await reservation.succeeded();
    return { user, sessionEpoch: user.sessionEpoch, deviceCookie: this.devices.issue(user.username) };
  }

  /**
   * The actor behind a session; a deleted user, or a session older than the user's last password
   * change (its stamp is behind the user's), is anonymous again.
   */
  async actorFor(session: SessionUser | undefined): Promise<Actor> {
    if (!session?.userId) return ANONYMOUS;
    const user = await this.repo.findOneBy({ id: session.userId });
    if (!user || user.sessionEpoch !== (session.sessionEpoch ?? 0)) return ANONYMOUS;
    return { kind: 'user', id: user.id, username: user.username, isAdmin: user.isAdmin };
  }

  /** The logged-in user (any user, admin or not), or an error when nobody is logged in. */
  async current(actor: Actor): Promise<User> {
    if (actor.kind !== 'user') throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    const user = await this.repo.findOneBy({ id: actor.id });
    if (!user) throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    return user;
  }

  async create(actor: Actor, account: LoginInput, isAdmin: boolean): Promise<User> {
    requireAdmin(actor);
    const input = validateInput(LOGIN_RULES, account);
    if (await this.repo.existsBy({ username: input.username })) throw new ConflictError(AUTH_TEXTS.usernameTaken(input.username), 'username');
    try {
      return await this.repo.save(this.repo.create({ username: input.username, passwordHash: await this.passwords.hash(input.password), isAdmin }));
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(AUTH_TEXTS.usernameTaken(input.username), 'username');
      throw e;
    }
  }

  /** A new password; every session of that user ends (a stolen or forgotten one with it). */
  async resetPassword(actor: Actor, username: string, password: string): Promise<User> {
    requireAdmin(actor);
    const input = validateInput(LOGIN_RULES, { username, password });
    const user = await this.repo.findOneBy({ username: input.username });
    if (!user) throw new NotFoundError(AUTH_TEXTS.noSuchUser(input.username));
    user.passwordHash = await this.passwords.hash(input.password);
    user.sessionEpoch += 1;
    return this.repo.save(user);
  }

  /**
   * Start-up: with ADMIN_USERNAME/ADMIN_PASSWORD, make sure that admin exists; with neither and no
   * users at all, create 'admin' with a random password, returned once for the operator to read.
   */
  async ensureBootstrapAdmin(actor: Actor, admin: { username?: string; password?: string }): Promise<{ username: string; generatedPassword?: string } | null> {
    requireAdmin(actor);
    if (admin.username && admin.password) {
      if (await this.repo.existsBy({ username: admin.username })) return null;
      try {
        await this.create(actor, { username: admin.username, password: admin.password }, true);
      } catch (e) {
        if (e instanceof ConflictError) return null; // another process made it first
        throw e;
      }
      return { username: admin.username };
    }
    if ((await this.repo.count()) > 0) return null;
    const generatedPassword = crypto.randomBytes(12).toString('base64url');
    try {
      await this.create(actor, { username: 'admin', password: generatedPassword }, true);
    } catch (e) {
      if (e instanceof ConflictError) return null; // another process made it first
      throw e;
    }
    return { username: 'admin', generatedPassword };
  }
}
