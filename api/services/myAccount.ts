// What every signed-in account does to itself ("My account"), also while it must change its
// password or set up two-factor sign-in first: change the password (every other session ends),
// set up two-factor sign-in (a QR code, a confirming code, ten recovery codes shown once), turn it
// off or get new recovery codes (with a code or the password), and list and end its sessions.
import type { DataSource } from 'typeorm';
import type { PasswordHasher } from '../auth/passwords';
import {
  ACCOUNT_TEXTS,
  CHANGE_PASSWORD_RULES,
  CONFIRM_IDENTITY_RULES,
  TWO_FACTOR_CODE_RULES,
  isTotpCode,
  type ChangePasswordInput,
  type ConfirmIdentityInput,
  type TwoFactorCodeInput,
} from '../domain/accounts';
import { User } from '../entities';
import { requireSignedIn, type Actor, type UserActor } from './actor';
import { aboutUser, type AuditService } from './audit';
import { ConflictError, NotFoundError, RateLimitedError, UnauthenticatedError, ValidationError } from './errors';
import { checkNewPassword } from './passwordPolicy';
import type { AccountView, SettingsService } from './settings';
import type { SignedInSession, SignedInSessions } from './signedIn';
import { acceptRecoveryCode, acceptTotpCode, matchedStep, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeSvg } from './twoFactor';
import type { LoginThrottle, UserService } from './users';
import { validateInput } from './validation';

/** An enrolment's start: what the authenticator app needs, shown this once. */
export interface TwoFactorEnrolment {
  /** The secret as base32, for typing in when the QR code cannot be scanned. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as SVG text. */
  qrSvg: string;
}

/** New recovery codes, shown this once, and the account as it is now. */
export interface RecoveryCodes {
  codes: string[];
  account: AccountView;
}

/** A change that ends the account's other sessions: the transport stamps the current session again. */
export interface SessionsKept {
  account: AccountView;
  /** The account's new session stamp, for the session this request came with. */
  sessionEpoch: number;
}

export class MyAccountService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserService,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly sessions: SignedInSessions,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A new password under the rule, after the current one (tried as often as a sign-in may be: the
   * login throttle counts wrong ones). Every other session of the account ends; this one stays.
   */
  async changePassword(actor: Actor, input: ChangePasswordInput): Promise<SessionsKept> {
    requireSignedIn(actor);
    const values = validateInput(CHANGE_PASSWORD_RULES, input);
    const user = await this.own(actor);
    await this.checkPassword(actor, user, values.currentPassword, 'currentPassword', ACCOUNT_TEXTS.currentPasswordWrong);
    await checkNewPassword(values.newPassword, user.username, 'newPassword');
    if (values.newPassword === values.currentPassword) throw new ValidationError({ newPassword: ACCOUNT_TEXTS.passwordUnchanged });
    const passwordHash = await this.passwords.hash(values.newPassword);
    const saved = await this.db.transaction((m) => this.users.storePassword(m, actor, user, passwordHash, { oneTime: false, keepSession: actor.sessionId, note: 'changed by the account holder' }));
    return { account: await this.settings.viewOf(saved), sessionEpoch: saved.sessionEpoch };
  }

  /**
   * Starts setting up an authenticator: a new secret, kept aside until its first code is confirmed.
   * Replacing the authenticator of an account that has one asks for a code or the password first.
   */
  async startTwoFactor(actor: Actor, identity: ConfirmIdentityInput = {}): Promise<TwoFactorEnrolment> {
    requireSignedIn(actor);
    const user = await this.own(actor);
    if (user.totpEnabledAt) await this.confirmIdentity(actor, user, identity);
    const secret = newTotpSecret();
    await this.db.getRepository(User).update({ id: user.id }, { totpPendingSecret: secret, version: () => 'version' } as never);
    const uri = otpauthUri(secret, user.username);
    return { secret, uri, qrSvg: await qrCodeSvg(uri) };
  }

  /** Confirms the setup with a code from the app: two-factor sign-in is on, with ten new recovery codes (answered this once). */
  async confirmTwoFactor(actor: Actor, input: TwoFactorCodeInput): Promise<RecoveryCodes> {
    requireSignedIn(actor);
    const values = validateInput(TWO_FACTOR_CODE_RULES, input);
    const user = await this.own(actor);
    if (!user.totpPendingSecret) throw new ConflictError(ACCOUNT_TEXTS.notEnrolling, 'code');
    const step = matchedStep(user.totpPendingSecret, values.code, this.now());
    if (step === null) throw new ValidationError({ code: ACCOUNT_TEXTS.codeWrong });
    const replacing = user.totpEnabledAt !== null;
    const { codes, stored } = newRecoveryCodes();
    const saved = await this.db.transaction(async (m) => {
      Object.assign(user, { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: new Date(this.now()), totpLastStep: step, recoveryCodes: stored });
      const saved = await m.getRepository(User).save(user);
      await this.audit.record(m, actor, {
        action: 'two-factor-enable',
        ...aboutUser(user, saved.version),
        changes: replacing ? [] : [{ field: 'twoFactorEnabled', before: false, after: true }],
        note: replacing ? 'a new authenticator' : null,
      });
      return saved;
    });
    return { codes, account: await this.settings.viewOf(saved) };
  }

  /** Turns two-factor sign-in off (not while the site requires it), after a code or the password. */
  async disableTwoFactor(actor: Actor, identity: ConfirmIdentityInput): Promise<AccountView> {
    requireSignedIn(actor);
    const user = await this.own(actor);
    if (!user.totpEnabledAt) throw new ConflictError(ACCOUNT_TEXTS.twoFactorOff);
    if (await this.settings.requireTwoFactor()) throw new ConflictError(ACCOUNT_TEXTS.requiredBySite);
    await this.confirmIdentity(actor, user, identity);
    const saved = await this.db.transaction(async (m) => {
      Object.assign(user, { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: null });
      const saved = await m.getRepository(User).save(user);
      await this.audit.record(m, actor, {
        action: 'two-factor-disable',
        ...aboutUser(user, saved.version),
        changes: [{ field: 'twoFactorEnabled', before: true, after: false }],
      });
      return saved;
    });
    return this.settings.viewOf(saved);
  }

  /** Ten new recovery codes (answered this once) in place of the ones left, after a code or the password. */
  async newRecoveryCodes(actor: Actor, identity: ConfirmIdentityInput): Promise<RecoveryCodes> {
    requireSignedIn(actor);
    const user = await this.own(actor);
    if (!user.totpEnabledAt) throw new ConflictError(ACCOUNT_TEXTS.twoFactorOff);
    await this.confirmIdentity(actor, user, identity);
    const { codes, stored } = newRecoveryCodes();
    const saved = await this.db.transaction(async (m) => {
      user.recoveryCodes = stored;
      const saved = await m.getRepository(User).save(user);
      await this.audit.record(m, actor, { action: 'account-update', ...aboutUser(user, saved.version), note: 'new recovery codes' });
      return saved;
    });
    return { codes, account: await this.settings.viewOf(saved) };
  }

  /** The account's live sessions ("signed in elsewhere"), this one first. */
  async sessionsList(actor: Actor): Promise<SignedInSession[]> {
    requireSignedIn(actor);
    const user = await this.own(actor);
    return this.sessions.list(user.id, user.sessionEpoch, actor.sessionId);
  }

  /** Signs out every other session of the account (a raised stamp ends them all; this one is stamped again). */
  async endOtherSessions(actor: Actor): Promise<SessionsKept & { ended: number }> {
    requireSignedIn(actor);
    const user = await this.own(actor);
    const listed = (await this.sessions.list(user.id, user.sessionEpoch, actor.sessionId)).filter((s) => !s.current).length;
    const saved = await this.db.transaction(async (m) => {
      user.sessionEpoch += 1;
      // Not an edit an owner would see: the version stays.
      await m.getRepository(User).update({ id: user.id }, { sessionEpoch: user.sessionEpoch, version: () => 'version' } as never);
      await this.sessions.endAllBut(user.id, actor.sessionId, m);
      await this.audit.record(m, actor, {
        action: 'sessions-end',
        ...aboutUser(user),
        note: `${listed} other session${listed === 1 ? '' : 's'}`,
      });
      return user;
    });
    return { account: await this.settings.viewOf(saved), sessionEpoch: saved.sessionEpoch, ended: listed };
  }

  /** Signs out one session of the account, by the id the list gave it. */
  async endSession(actor: Actor, id: string): Promise<true> {
    requireSignedIn(actor);
    const user = await this.own(actor);
    const sid = typeof id === 'string' ? await this.sessions.sidOf(user.id, id) : null;
    if (!sid) throw new NotFoundError(ACCOUNT_TEXTS.sessionNotFound);
    await this.db.transaction(async (m) => {
      await this.sessions.end([sid], m);
      await this.audit.record(m, actor, {
        action: 'sessions-end',
        ...aboutUser(user),
        note: sid === actor.sessionId ? 'this session' : '1 other session',
      });
    });
    return true;
  }

  private async own(actor: UserActor): Promise<User> {
    const user = await this.db.getRepository(User).findOneBy({ id: actor.id });
    if (!user) throw new UnauthenticatedError();
    return user;
  }

  /** The password, counted by the login throttle like a sign-in (a taken session cannot guess it freely). */
  private async checkPassword(actor: UserActor, user: User, password: string, field: string, wrong: string): Promise<void> {
    const reservation = await this.throttle.reserve({ username: user.username, address: actor.address ?? 'unknown', device: null });
    let ok: boolean;
    try {
      ok = await this.passwords.verify(user.passwordHash, password);
    } catch (e) {
      if (e instanceof RateLimitedError) await reservation.notChecked();
      throw e;
    }
    if (!ok) throw new ValidationError({ [field]: wrong });
    await reservation.succeeded();
  }

  /** A code from the app, a recovery code (used up) or the password. */
  private async confirmIdentity(actor: UserActor, user: User, identity: ConfirmIdentityInput): Promise<void> {
    const values = validateInput(CONFIRM_IDENTITY_RULES, identity ?? {});
    if (values.code) {
      const ok =
        isTotpCode(values.code) && user.totpSecret
          ? await acceptTotpCode(this.db, user, user.totpSecret, values.code, this.now())
          : await acceptRecoveryCode(this.db, user, values.code);
      if (!ok) throw new ValidationError({ code: ACCOUNT_TEXTS.identityWrong });
      return;
    }
    if (values.password) return this.checkPassword(actor, user, values.password, 'password', ACCOUNT_TEXTS.identityWrong);
    throw new ValidationError({ code: ACCOUNT_TEXTS.codeOrPassword });
  }
}
