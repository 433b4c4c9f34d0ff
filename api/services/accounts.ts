// The accounts an owner runs: list them, add one (with a one-time password the new admin changes at
// their first sign-in), change a role, disable and re-enable, remove, reset a password or two-factor
// sign-in. The site always keeps an enabled owner: the last one cannot be demoted, disabled or
// removed. Every change names the version it was read at (a stale one stores nothing: CONFLICT with
// the account as it is now) and is an audit event in the same transaction; secrets never are.
import type { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_RULES, ACCOUNT_TEXTS, NEW_ACCOUNT_RULES, type AccountInput, type NewAccountInput } from '../domain/accounts';
import { AUDIT_TYPE_NOUNS, type AuditAction, type FieldChange } from '../domain/audit';
import { CONFLICT_TEXTS } from '../domain/texts';
import type { PasswordHasher } from '../auth/passwords';
import { User } from '../entities';
import { legacyAdminFlag } from '../entities/User';
import { AUDIT_EVENT, type AuditEvent } from '../entities/AuditEvent';
import { requireCapability, type Actor } from './actor';
import { aboutUser, type AuditService } from './audit';
import { parseId, readExpectedVersion, type ExpectedVersion, type Id } from './content';
import { ConflictError, NotFoundError } from './errors';
import type { AccountView, SettingsService } from './settings';
import type { SignedInSessions } from './signedIn';
import { newOneTimePassword } from './twoFactor';
import type { UserService } from './users';
import { validateInput } from './validation';

/** An account and the one-time password it was given, shown once to the owner who hands it over. */
export interface AccountWithPassword {
  account: AccountView;
  oneTimePassword: string;
}

/** An enabled owner other than the account being changed: without one, the change would leave the site without an owner. */
const ANOTHER_ENABLED_OWNER = "EXISTS (SELECT 1 FROM users o WHERE o.role = 'OWNER' AND o.disabledAt IS NULL AND o.id <> :id)";

const isEnabledOwner = (u: User) => u.role === 'OWNER' && u.disabledAt === null;

export class AccountService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserService,
    private readonly passwords: PasswordHasher,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly sessions: SignedInSessions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every administrator, by name (users who are no administrator are left out). Owners only. */
  async list(actor: Actor): Promise<AccountView[]> {
    requireCapability(actor, 'accounts');
    const users = await this.db.getRepository(User).createQueryBuilder('u').where('u.role IS NOT NULL').orderBy('u.username', 'ASC').getMany();
    return this.settings.viewsOf(users);
  }

  /** A new administrator with a one-time password, answered this once. Owners only. */
  async add(actor: Actor, input: NewAccountInput): Promise<AccountWithPassword> {
    requireCapability(actor, 'accounts');
    const values = validateInput(NEW_ACCOUNT_RULES, input);
    const oneTimePassword = newOneTimePassword();
    const user = await this.users.create(actor, { username: values.username, password: oneTimePassword }, values.role, { mustChangePassword: true });
    return { account: await this.settings.viewOf(user), oneTimePassword };
  }

  /** Changes an account's role; the last enabled owner stays an owner. Owners only. */
  async update(actor: Actor, id: Id, input: AccountInput, expected?: ExpectedVersion): Promise<AccountView> {
    requireCapability(actor, 'accounts');
    const values = validateInput(ACCOUNT_RULES, input);
    return this.change(actor, id, expected, 'account-update', (u) => (u.role === values.role ? null : { role: values.role }));
  }

  /** Disables an account: it cannot sign in, and every session of it ends. Owners only. */
  async disable(actor: Actor, id: Id, expected?: ExpectedVersion): Promise<AccountView> {
    requireCapability(actor, 'accounts');
    return this.change(actor, id, expected, 'account-disable', (u) => (u.disabledAt ? null : { disabledAt: this.now(), sessionEpoch: u.sessionEpoch + 1 }), {
      within: (m, u) => this.sessions.endAllBut(u.id, undefined, m),
    });
  }

  /** Re-enables a disabled account (with the password it had). Owners only. */
  async enable(actor: Actor, id: Id, expected?: ExpectedVersion): Promise<AccountView> {
    requireCapability(actor, 'accounts');
    return this.change(actor, id, expected, 'account-enable', (u) => (u.disabledAt ? { disabledAt: null } : null));
  }

  /**
   * Turns two-factor sign-in off for an account whose holder lost their authenticator and recovery
   * codes; they sign in with their password and (when the site requires it) set it up again. Owners only.
   */
  async resetTwoFactor(actor: Actor, id: Id, expected?: ExpectedVersion): Promise<AccountView> {
    requireCapability(actor, 'accounts');
    return this.change(actor, id, expected, 'two-factor-reset', (u) =>
      u.totpEnabledAt || u.totpPendingSecret ? { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: null } : null,
    );
  }

  /**
   * A new one-time password for an account whose holder forgot theirs (answered this once): every
   * session of it ends, and its holder chooses a new password at their next sign-in. Owners only.
   */
  async resetPassword(actor: Actor, id: Id, expected?: ExpectedVersion): Promise<AccountWithPassword> {
    requireCapability(actor, 'accounts');
    const version = readExpectedVersion(expected);
    const oneTimePassword = newOneTimePassword();
    const passwordHash = await this.passwords.hash(oneTimePassword);
    const saved = await this.db.transaction(async (m) => {
      const user = await this.findOr404(m, id);
      if (version !== undefined && version !== null && user.version !== version) throw await this.stale(m, user);
      return this.users.storePassword(m, actor, user, passwordHash, { oneTime: true, keepSession: undefined, note: 'one-time password set by an owner' });
    });
    return { account: await this.settings.viewOf(saved), oneTimePassword };
  }

  /**
   * Removes an account and ends its sessions; the audit trail keeps what it did under its name. The
   * last enabled owner cannot be removed. Owners only.
   */
  async remove(actor: Actor, id: Id, expected?: ExpectedVersion): Promise<true> {
    requireCapability(actor, 'accounts');
    const version = readExpectedVersion(expected);
    await this.db.transaction(async (m) => {
      await this.lockOwners(m);
      const user = await this.findOr404(m, id);
      if (version !== undefined && version !== null && user.version !== version) throw await this.stale(m, user);
      const qb = m.getRepository(User).createQueryBuilder().delete().from(User).where('id = :id', { id: user.id }).andWhere('version = :version', { version: user.version });
      if (isEnabledOwner(user)) qb.andWhere(ANOTHER_ENABLED_OWNER, { id: user.id });
      const result = await qb.execute();
      if (result.affected !== 1) throw await this.refused(m, user);
      await this.sessions.endAllBut(user.id, undefined, m);
      await this.audit.record(m, actor, {
        action: 'account-remove',
        ...aboutUser(user, user.version),
        changes: [{ field: 'role', before: user.role, after: null }],
      });
    });
    return true;
  }

  /**
   * One versioned change to an account: `apply` names the columns to write (null: nothing to do, the
   * account is answered as it is). Written with 'WHERE version = ?' and, when an enabled owner would
   * stop being one, only while another enabled owner exists: one statement, so two owners demoting
   * each other at once never leave the site without one (and on MariaDB the owners' rows are locked first).
   */
  private async change(
    actor: Actor,
    id: Id,
    expected: ExpectedVersion,
    action: AuditAction,
    apply: (u: User) => Partial<User> | null,
    options: { within?: (m: EntityManager, u: User) => Promise<unknown> } = {},
  ): Promise<AccountView> {
    const version = readExpectedVersion(expected);
    const saved = await this.db.transaction(async (m) => {
      await this.lockOwners(m);
      const user = await this.findOr404(m, id);
      if (version !== undefined && version !== null && user.version !== version) throw await this.stale(m, user);
      const values = apply(user);
      if (!values) return user;
      const after = Object.assign(m.getRepository(User).create(), user, values);
      const qb = m
        .getRepository(User)
        .createQueryBuilder()
        .update()
        .set({ ...values, isAdmin: legacyAdminFlag(after) } as never)
        .where('id = :id', { id: user.id })
        .andWhere('version = :version', { version: user.version });
      if (isEnabledOwner(user) && !isEnabledOwner(after)) qb.andWhere(ANOTHER_ENABLED_OWNER, { id: user.id });
      const result = await qb.execute();
      if (result.affected !== 1) throw await this.refused(m, user);
      await options.within?.(m, user);
      const stored = await this.findOr404(m, user.id);
      await this.audit.record(m, actor, {
        action,
        ...aboutUser(stored, stored.version),
        changes: auditedChanges(user, stored),
      });
      return stored;
    });
    return this.settings.viewOf(saved);
  }

  /** Why a conditional write stored nothing: the account changed since it was read, or it is the last owner. */
  private async refused(m: EntityManager, read: User): Promise<ConflictError> {
    const now = await m.getRepository(User).findOneBy({ id: read.id });
    if (!now) throw new NotFoundError(ACCOUNT_TEXTS.accountNotFound);
    if (now.version !== read.version) return this.stale(m, now);
    return new ConflictError(ACCOUNT_TEXTS.lastOwner, 'role');
  }

  /** MariaDB: the enabled owners' rows are locked until the change commits (SQLite writes one at a time anyway). */
  private async lockOwners(m: EntityManager): Promise<void> {
    if (this.db.options.type !== 'mariadb') return;
    await m.getRepository(User).createQueryBuilder('u').setLock('pessimistic_write').where("u.role = 'OWNER' AND u.disabledAt IS NULL").getMany();
  }

  private async findOr404(m: EntityManager, id: Id): Promise<User> {
    const key = parseId(id, 'Account');
    const user = key === null ? null : await m.getRepository(User).findOneBy({ id: key });
    if (!user || user.role === null) throw new NotFoundError(ACCOUNT_TEXTS.accountNotFound);
    return user;
  }

  private async stale(m: EntityManager, current: User): Promise<ConflictError> {
    // The event that made this version (sign-ins are events too, but change no version).
    const last = await m.getRepository<AuditEvent>(AUDIT_EVENT).findOne({ where: { entityType: 'User', entityId: current.id, version: current.version }, order: { id: 'DESC' } });
    return new ConflictError(CONFLICT_TEXTS.stale(AUDIT_TYPE_NOUNS.User, last?.actorName ?? null), undefined, {
      type: 'User',
      record: await this.settings.viewOf(current, m),
      version: current.version,
      changedBy: last?.actorName ?? null,
      changedAt: last?.at ?? null,
    });
  }
}

/** What an owner's change did to an account, as the trail keeps it: never a password hash, a secret or a recovery code. */
function auditedChanges(before: User, after: User): FieldChange[] {
  const out: FieldChange[] = [];
  const when = (d: Date | null) => d?.toISOString() ?? null;
  if (before.role !== after.role) out.push({ field: 'role', before: before.role, after: after.role });
  if (when(before.disabledAt) !== when(after.disabledAt)) out.push({ field: 'disabledAt', before: when(before.disabledAt), after: when(after.disabledAt) });
  const twoFactor = (u: User) => u.totpEnabledAt !== null;
  if (twoFactor(before) !== twoFactor(after)) out.push({ field: 'twoFactorEnabled', before: twoFactor(before), after: twoFactor(after) });
  return out;
}
