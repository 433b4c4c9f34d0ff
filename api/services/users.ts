// Signing in and out (the password, then a code from the authenticator app when the account uses
// two-factor sign-in), the actor behind a session, and the accounts made with a chosen password:
// the command line's, start-up's, and a test's.
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { DeviceCookies } from '../auth/deviceCookie';
import type { PasswordHasher } from '../auth/passwords';
import { User } from '../entities';
import type { Role } from '../domain/roles';
import {
  ACCOUNT_TEXTS,
  NEW_CREDENTIALS_RULES,
  TWO_FACTOR_SIGN_IN_RULES,
  newPasswordRule,
  nextStepOf,
  type NewCredentialsInput,
  type TwoFactorSignInInput,
} from '../domain/accounts';
import { ANONYMOUS, requireAdmin, requireCapability, type Actor } from './actor';
import { aboutUser, type AuditService } from './audit';
import { ConflictError, NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError, isUniqueViolation } from './errors';
import { LOGIN_RULES, checkInput, type LoginInput, type Rules } from '../domain/inputs';
import { AUTH_TEXTS } from '../domain/texts';
import { checkNewPassword, newPasswordProblem } from './passwordPolicy';
import type { AccountView, SettingsService } from './settings';
import type { SignedInSessions } from './signedIn';
import { acceptRecoveryCode, acceptTotpCode } from './twoFactor';
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
  /** The client's address (req.ip as TRUST_PROXY makes it): what the audit trail records. */
  address: string;
  /** What the throttle counts: the address, an IPv6 one by its network (api/http/clientGroup.ts); the address when absent. */
  group?: string;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string;
}

/** A sign-in that is complete: the transport starts the session. */
export interface SignedIn {
  kind: 'signed-in';
  account: AccountView;
  /** The user's session stamp, kept in the session: a session with an older one has ended. */
  sessionEpoch: number;
  /** A new device cookie for this browser (transports set it: httpOnly, SameSite=Lax, Secure over HTTPS). */
  deviceCookie: string;
}

/**
 * The password was right and the account uses two-factor sign-in: the transport keeps `pending` in
 * the (still anonymous) session and asks for a code; completeTwoFactor takes it back.
 */
export interface TwoFactorNeeded {
  kind: 'two-factor';
  pending: PendingSignIn;
}

export type LoginStep = SignedIn | TwoFactorNeeded;

/** What a session holds between the password and the code. */
export interface PendingSignIn {
  userId: number;
  /** The account's stamp when the password was checked: a password change since ends the sign-in. */
  sessionEpoch: number;
  /** When the password was checked (ms): the code must follow within PENDING_SIGN_IN_MS. */
  passwordCheckedAt: number;
}

/** How long the code step waits for its code after the password. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

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

/** Where a new session began (for "signed in elsewhere"). */
export interface SessionClient {
  sid: string;
  address?: string | null;
  userAgent?: string | null;
}

export const BAD_CREDENTIALS = AUTH_TEXTS.badCredentials;

/** Resetting a password at the command line: the account exists, so its name is only read, not judged. */
interface PasswordResetInput {
  username: string;
  password: string;
}
const PASSWORD_RESET_RULES: Rules<PasswordResetInput> = { username: LOGIN_RULES.username, password: newPasswordRule('Password') };

export class UserService {
  private readonly repo;

  constructor(
    private readonly db: DataSource,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly devices: DeviceCookies,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly sessions: SignedInSessions,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = db.getRepository(User);
  }

  /**
   * Checks the credentials; the same answer whether the user or the password was wrong. A browser
   * that signed in as this user before (its device cookie) is counted on its own, so guesses from
   * elsewhere never lock it out; a success hands the browser a new device cookie. An account with
   * two-factor sign-in is not signed in yet: the answer asks for its code (completeTwoFactor).
   */
  async login(_actor: Actor, credentials: LoginInput, client: LoginClient): Promise<LoginStep> {
    const input = validateInput(LOGIN_RULES, credentials);
    const device = this.devices.nonceFor(client.deviceCookie, input.username);
    const reservation = await this.throttle.reserve({ username: input.username, address: client.group ?? client.address, device });
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
    if (user.totpEnabledAt && user.totpSecret) {
      return { kind: 'two-factor', pending: { userId: user.id, sessionEpoch: user.sessionEpoch, passwordCheckedAt: this.now() } };
    }
    return this.signedIn(user, client, null);
  }

  /**
   * Sign-in's second step: a code from the authenticator app (one step either side of now, never one
   * accepted before) or one of the recovery codes (each works once). Throttled like the password.
   */
  async completeTwoFactor(_actor: Actor, pending: PendingSignIn | undefined, input: TwoFactorSignInInput, client: LoginClient): Promise<SignedIn> {
    const values = validateInput(TWO_FACTOR_SIGN_IN_RULES, input);
    if (!values.code && !values.recoveryCode) throw new ValidationError({ code: ACCOUNT_TEXTS.codeOrRecoveryCode });
    if (!pending || !(this.now() - pending.passwordCheckedAt < PENDING_SIGN_IN_MS)) throw new UnauthenticatedError(ACCOUNT_TEXTS.signInExpired);
    const user = await this.repo.findOneBy({ id: pending.userId });
    // A password change, a disable or a two-factor reset since the password was checked ends the sign-in.
    if (!user || user.disabledAt || user.sessionEpoch !== pending.sessionEpoch || !user.totpEnabledAt || !user.totpSecret) {
      throw new UnauthenticatedError(ACCOUNT_TEXTS.signInExpired);
    }
    const device = this.devices.nonceFor(client.deviceCookie, user.username);
    const reservation = await this.throttle.reserve({ username: user.username, address: client.group ?? client.address, device });
    const ok = values.code ? await acceptTotpCode(this.db, user, user.totpSecret, values.code, this.now()) : await acceptRecoveryCode(this.db, user, values.recoveryCode ?? '');
    if (!ok) {
      await this.audit.record(null, { kind: 'anonymous', address: client.address }, {
        action: 'sign-in-failed',
        ...aboutUser(user),
        note: values.code ? 'wrong two-factor code' : 'wrong recovery code',
      });
      throw new UnauthenticatedError(values.code ? ACCOUNT_TEXTS.codeWrong : ACCOUNT_TEXTS.recoveryCodeWrong);
    }
    await reservation.succeeded();
    return this.signedIn(user, client, values.code ? 'with a two-factor code' : 'with a recovery code');
  }

  private async signedIn(user: User, client: LoginClient, note: string | null): Promise<SignedIn> {
    user.lastSignInAt = new Date(this.now());
    // Signing in is no edit of the account: its version stays.
    await this.repo.update({ id: user.id }, { lastSignInAt: user.lastSignInAt, version: () => 'version' } as never);
    await this.audit.record(null, { kind: 'user', id: user.id, username: user.username, role: user.role, address: client.address }, {
      action: 'sign-in',
      ...aboutUser(user),
      note,
    });
    return { kind: 'signed-in', account: await this.settings.viewOf(user), sessionEpoch: user.sessionEpoch, deviceCookie: this.devices.issue(user.username) };
  }

  /** Notes where a new session began, for the account's "signed in elsewhere" list. */
  async sessionStarted(userId: number, client: SessionClient): Promise<void> {
    await this.sessions.record({ sid: client.sid, userId, address: client.address, userAgent: client.userAgent });
  }

  /** Records a sign-out (the transport ends the session). */
  async signedOut(actor: Actor): Promise<void> {
    if (actor.kind !== 'user') return;
    await this.sessions.forget(actor.sessionId);
    await this.audit.record(null, actor, { action: 'sign-out', ...aboutUser(actor) });
  }

  /**
   * The actor behind a session; a deleted or disabled user, or a session older than the user's last
   * password change or sign-out of other sessions (its stamp is behind the user's), is anonymous
   * again. An account that must change its password or set up two-factor sign-in first carries that step.
   */
  async actorFor(session: SessionUser | undefined, client: RequestClient = {}): Promise<Actor> {
    const anonymous: Actor = client.address === undefined ? ANONYMOUS : { kind: 'anonymous', address: client.address };
    if (!session?.userId) return anonymous;
    // One query on every signed-in request, as before the setting: the user and the site's rule together.
    const { user, siteRequiresTwoFactor } = await this.settings.userWithTwoFactorRule(session.userId);
    if (!user || user.disabledAt || user.sessionEpoch !== (session.sessionEpoch ?? 0)) return anonymous;
    const nextStep = nextStepOf({ mustChangePassword: user.mustChangePassword, twoFactorEnabled: user.totpEnabledAt !== null }, siteRequiresTwoFactor);
    return { kind: 'user', id: user.id, username: user.username, role: user.role, address: client.address, sessionId: client.sessionId, nextStep };
  }

  /** The logged-in user (any user, admin or not, whatever they must do first), or an error when nobody is logged in. */
  async current(actor: Actor): Promise<AccountView> {
    if (actor.kind !== 'user') throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    const user = await this.repo.findOneBy({ id: actor.id });
    if (!user) throw new UnauthenticatedError(AUTH_TEXTS.notLoggedIn);
    return this.settings.viewOf(user);
  }

  /**
   * A new account with a password its maker chose (the command line, start-up, tests), under the
   * password rule; null role: a user who is no administrator. `mustChangePassword`: the password
   * is for one sign-in only (an owner's new account).
   */
  async create(actor: Actor, account: NewCredentialsInput, role: Role | null, options: { mustChangePassword?: boolean } = {}): Promise<User> {
    requireCapability(actor, 'accounts');
    const input = validateInput(NEW_CREDENTIALS_RULES, account);
    await checkNewPassword(input.password, input.username, 'password');
    return this.insert(actor, input.username, input.password, role, options.mustChangePassword ?? false);
  }

  private async insert(actor: Actor, username: string, password: string, role: Role | null, mustChangePassword: boolean): Promise<User> {
    // Names differing only in case would be two accounts a person cannot tell apart (and one on MariaDB).
    const taken = await this.repo.createQueryBuilder('u').where('LOWER(u.username) = :name', { name: username.toLowerCase() }).getExists();
    if (taken) throw new ConflictError(AUTH_TEXTS.usernameTaken(username), 'username');
    const passwordHash = await this.passwords.hash(password);
    try {
      return await this.db.transaction(async (m) => {
        const users = m.getRepository(User);
        const user = await users.save(users.create({ username, passwordHash, role, mustChangePassword, passwordChangedAt: new Date(this.now()) }));
        await this.audit.record(m, actor, {
          action: 'account-create',
          ...aboutUser(user, user.version),
          changes: [
            { field: 'role', before: null, after: role },
            { field: 'mustChangePassword', before: null, after: mustChangePassword },
          ],
        });
        return user;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(AUTH_TEXTS.usernameTaken(username), 'username');
      throw e;
    }
  }

  /**
   * A new password chosen at the command line (under the rule); every session of that user ends
   * (a stolen or forgotten one with it).
   */
  async resetPassword(actor: Actor, username: string, password: string): Promise<User> {
    requireCapability(actor, 'accounts');
    const input = validateInput(PASSWORD_RESET_RULES, { username, password });
    const user = await this.repo.findOneBy({ username: input.username });
    if (!user) throw new NotFoundError(AUTH_TEXTS.noSuchUser(input.username));
    await checkNewPassword(input.password, user.username, 'password');
    const passwordHash = await this.passwords.hash(input.password);
    return this.db.transaction((m) => this.storePassword(m, actor, user, passwordHash, { oneTime: false, keepSession: undefined, note: 'set at the command line' }));
  }

  /**
   * Stores a new password hash, raises the session stamp (every session ends but `keepSession`,
   * which the transport stamps again) and writes the event. For this service and AccountService.
   */
  async storePassword(m: EntityManager, actor: Actor, user: User, passwordHash: string, how: { oneTime: boolean; keepSession: string | undefined; note: string }): Promise<User> {
    const before = user.mustChangePassword;
    user.passwordHash = passwordHash;
    user.sessionEpoch += 1;
    user.passwordChangedAt = new Date(this.now());
    user.mustChangePassword = how.oneTime;
    const saved = await m.getRepository(User).save(user);
    await this.sessions.endAllBut(user.id, how.keepSession, m);
    await this.audit.record(m, actor, {
      action: 'password-change',
      ...aboutUser(user, saved.version),
      changes: before === how.oneTime ? [] : [{ field: 'mustChangePassword', before, after: how.oneTime }],
      note: how.note,
    });
    return saved;
  }

  /**
   * Start-up: with ADMIN_USERNAME/ADMIN_PASSWORD, make sure that admin exists; with neither and no
   * users at all, create 'admin' with a random password, returned once for the operator to read.
   * An ADMIN_PASSWORD that breaks the password rule still makes the account (start-up never fails
   * for it), but only for one sign-in: the password must be changed first; `weakPassword` says why.
   * One that even the login form refuses (under 6 characters) makes nothing; `notCreated` says why.
   */
  async ensureBootstrapAdmin(
    actor: Actor,
    admin: { username?: string; password?: string },
  ): Promise<{ username: string; generatedPassword?: string; weakPassword?: string; notCreated?: string } | null> {
    requireAdmin(actor);
    if (admin.username && admin.password) {
      if (await this.repo.existsBy({ username: admin.username })) return null;
      // A name or password the login form itself refuses could never sign in: nothing is made.
      const unusable = checkInput(LOGIN_RULES, { username: admin.username, password: admin.password });
      if (Object.keys(unusable).length) return { username: admin.username, notCreated: Object.values(unusable).join('; ') };
      const input = validateInput(LOGIN_RULES, { username: admin.username, password: admin.password });
      const weakPassword = await newPasswordProblem(input.password, input.username);
      try {
        await this.insert(actor, input.username, input.password, 'OWNER', weakPassword !== undefined);
      } catch (e) {
        if (e instanceof ConflictError) return null; // another process made it first
        throw e;
      }
      return { username: input.username, ...(weakPassword ? { weakPassword } : {}) };
    }
    if ((await this.repo.count()) > 0) return null;
    const generatedPassword = crypto.randomBytes(12).toString('base64url');
    try {
      await this.insert(actor, 'admin', generatedPassword, 'OWNER', false);
    } catch (e) {
      if (e instanceof ConflictError) return null; // another process made it first
      throw e;
    }
    return { username: 'admin', generatedPassword };
  }
}
