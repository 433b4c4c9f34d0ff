import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { DeviceCookies } from '../auth/deviceCookie';
import type { PasswordHasher } from '../auth/passwords';
import { User } from '../entities';
import type { Role } from '../domain/roles';
import { ANONYMOUS, requireAdmin, requireCapability, type Actor } from './actor';
import type { AuditService } from './audit';
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

/** The request a session came with, as the transport saw it (for the audit trail and the sessions list). */
export interface RequestClient {
  address?: string;
  sessionId?: string;
}

export const BAD_CREDENTIALS = AUTH_TEXTS.badCredentials;

export class UserService {
  private readonly repo;

  constructor(
    db: DataSource,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly devices: DeviceCookies,
    private readonly audit: AuditService,
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
    if (!user || !ok || user.disabledAt) {
      // Only a name that is an account is kept: a mistyped name may be a password typed in the wrong box.
      await this.audit.record(null, { kind: 'anonymous', address: client.address }, {
        action: 'sign-in-failed',
        entityType: 'User',
        entityId: user?.id ?? null,
        entityLabel: user?.username ?? null,
        note: user?.disabledAt && ok ? 'account disabled' : null,
      });
      throw new UnauthenticatedError(BAD_CREDENTIALS);
    }
    await reservation.succeeded();
    user.lastSignInAt = new Date();
    await this.repo.update({ id: user.id }, { lastSignInAt: user.lastSignInAt, version: () => 'version' } as never);
    await this.audit.record(null, { kind: 'user', id: user.id, username: user.username, role: user.role, address: client.address }, {
      action: 'sign-in',
      entityType: 'User',
      entityId: user.id,
      entityLabel: user.username,
    });
    return { user, sessionEpoch: user.sessionEpoch, deviceCookie: this.devices.issue(user.username) };
  }

  /** Records a sign-out (the transport ends the session). */
  async signedOut(actor: Actor): Promise<void> {
    if (actor.kind !== 'user') return;
    await this.audit.record(null, actor, { action: 'sign-out', entityType: 'User', entityId: actor.id, entityLabel: actor.username });
  }

  /**
   * The actor behind a session; a deleted user, or a session older than the user's last password
   * change (its stamp is behind the user's), is anonymous again.
   */
  async actorFor(session: SessionUser | undefined, client: RequestClient = {}): Promise<Actor> {
    const anonymous: Actor = client.address === undefined ? ANONYMOUS : { kind: 'anonymous', address: client.address };
    if (!session?.userId) return anonymous;
    const user = await this.repo.findOneBy({ id: session.userId });
    if (!user || user.disabledAt || user.sessionEpoch !== (session.sessionEpoch ?? 0)) return anonymous;
    return { kind: 'user', id: user.id, username: user.username, role: user.role, address: client.address, sessionId: client.sessionId };
  }

  /** The logged-in user (any user, admin or not), or an error when nobody is logged in. */
  async current(actor: Actor): Promise<User> {
    if (actor.kind !== 'user') throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    const user = await this.repo.findOneBy({ id: actor.id });
    if (!user) throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    return user;
  }

  /** A new account with this role (null: a user who is no administrator). */
  async create(actor: Actor, account: LoginInput, role: Role | null): Promise<User> {
    requireCapability(actor, 'accounts');
    const input = validateInput(LOGIN_RULES, account);
    if (await this.repo.existsBy({ username: input.username })) throw new ConflictError(AUTH_TEXTS.usernameTaken(input.username), 'username');
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.repo.manager.transaction(async (m) => {
        const user = await m.getRepository(User).save(m.getRepository(User).create({ username: input.username, passwordHash, role }));
        await this.audit.record(m, actor, {
          action: 'account-create',
          entityType: 'User',
          entityId: user.id,
          entityLabel: user.username,
          version: user.version,
          changes: [{ field: 'role', before: null, after: role }],
        });
        return user;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(AUTH_TEXTS.usernameTaken(input.username), 'username');
      throw e;
    }
  }

  /** A new password; every session of that user ends (a stolen or forgotten one with it). */
  async resetPassword(actor: Actor, username: string, password: string): Promise<User> {
    requireCapability(actor, 'accounts');
    const input = validateInput(LOGIN_RULES, { username, password });
    const user = await this.repo.findOneBy({ username: input.username });
    if (!user) throw new NotFoundError(AUTH_TEXTS.noSuchUser(input.username));
    user.passwordHash = await this.passwords.hash(input.password);
    user.sessionEpoch += 1;
    user.passwordChangedAt = new Date();
    return this.repo.manager.transaction(async (m) => {
      const saved = await m.getRepository(User).save(user);
      await this.audit.record(m, actor, { action: 'password-change', entityType: 'User', entityId: user.id, entityLabel: user.username, version: saved.version });
      return saved;
    });
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
        await this.create(actor, { username: admin.username, password: admin.password }, 'OWNER');
      } catch (e) {
        if (e instanceof ConflictError) return null; // another process made it first
        throw e;
      }
      return { username: admin.username };
    }
    if ((await this.repo.count()) > 0) return null;
    const generatedPassword = crypto.randomBytes(12).toString('base64url');
    try {
      await this.create(actor, { username: 'admin', password: generatedPassword }, 'OWNER');
    } catch (e) {
      if (e instanceof ConflictError) return null; // another process made it first
      throw e;
    }
    return { username: 'admin', generatedPassword };
  }
}
