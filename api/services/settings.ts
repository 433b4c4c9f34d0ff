// The back office's settings (site_settings), read by the services that obey them and changed by an
// owner: today "require two-factor sign-in for everyone". Read from the database each time (never
// kept in memory), so every process obeys a change at once.
import type { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_TEXTS, SECURITY_SETTINGS_RULES, nextStepOf, type AccountStep, type SecuritySettingsInput } from '../domain/accounts';
import { SETTINGS } from '../domain/settings';
import { SiteSetting, User } from '../entities';
import { requireCapability, type Actor } from './actor';
import type { AuditService } from './audit';
import { ConflictError, ValidationError } from './errors';
import { recoveryCodesLeft } from './twoFactor';
import { validateInput } from './validation';

/** An account as the transports present it: the stored user, and what it must do before anything else. */
export interface AccountView {
  user: User;
  nextStep: AccountStep | null;
}

/**
 * An account's fields as both transports answer them: SPEC's user (id, username, isAdmin) with its
 * role, its security and what it must do first (`nextStep`). Never a password hash, a secret or a
 * recovery code.
 */
export function accountFields({ user: u, nextStep }: AccountView) {
  return {
    id: u.id,
    username: u.username,
    isAdmin: u.role !== null,
    role: u.role,
    nextStep,
    mustChangePassword: u.mustChangePassword,
    twoFactorEnabled: u.totpEnabledAt !== null,
    recoveryCodesLeft: recoveryCodesLeft(u),
    disabled: u.disabledAt !== null,
    disabledAt: u.disabledAt,
    lastSignInAt: u.lastSignInAt,
    passwordChangedAt: u.passwordChangedAt,
    version: u.version,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

export interface SecuritySettings {
  requireTwoFactor: boolean;
}

export class SettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Whether every account must use two-factor sign-in (no actor: the sign-in and the actor middleware read it). */
  async requireTwoFactor(m?: EntityManager): Promise<boolean> {
    const row = await (m ?? this.db.manager).getRepository(SiteSetting).findOneBy({ key: SETTINGS.requireTwoFactor.key });
    return row ? row.value === 'true' : SETTINGS.requireTwoFactor.default;
  }

  /** A user and whether the site requires two-factor sign-in, read in one query (the actor of every signed-in request). */
  async userWithTwoFactorRule(userId: number): Promise<{ user: User | null; siteRequiresTwoFactor: boolean }> {
    const { entities, raw } = await this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .leftJoin(SiteSetting, 'setting', 'setting.key = :key', { key: SETTINGS.requireTwoFactor.key })
      .addSelect('setting.value', 'requireTwoFactor')
      .where('u.id = :id', { id: userId })
      .getRawAndEntities();
    const value = (raw[0] as { requireTwoFactor?: string | null } | undefined)?.requireTwoFactor;
    return { user: entities[0] ?? null, siteRequiresTwoFactor: value === undefined || value === null ? SETTINGS.requireTwoFactor.default : value === 'true' };
  }

  /** The account with the step it must take first, under the current settings. */
  async viewOf(user: User, m?: EntityManager): Promise<AccountView> {
    // An account with two-factor sign-in never needs the setting read.
    const required = user.totpEnabledAt ? false : await this.requireTwoFactor(m);
    return { user, nextStep: nextStepOf({ mustChangePassword: user.mustChangePassword, twoFactorEnabled: user.totpEnabledAt !== null }, required) };
  }

  async viewsOf(users: User[]): Promise<AccountView[]> {
    const required = await this.requireTwoFactor();
    return users.map((user) => ({ user, nextStep: nextStepOf({ mustChangePassword: user.mustChangePassword, twoFactorEnabled: user.totpEnabledAt !== null }, required) }));
  }

  /** Owners only. */
  async security(actor: Actor): Promise<SecuritySettings> {
    requireCapability(actor, 'settings');
    return { requireTwoFactor: await this.requireTwoFactor() };
  }

  /**
   * Owners only. An owner who has no two-factor sign-in themselves cannot require it (they would be
   * sent to set it up in the middle of their change); accounts without it enrol at their next request.
   */
  async updateSecurity(actor: Actor, input: SecuritySettingsInput): Promise<SecuritySettings> {
    requireCapability(actor, 'settings');
    const values = validateInput(SECURITY_SETTINGS_RULES, input);
    if (typeof values.requireTwoFactor !== 'boolean') throw new ValidationError({ requireTwoFactor: ACCOUNT_TEXTS.requireTwoFactor });
    const wanted = values.requireTwoFactor;
    return this.db.transaction(async (m) => {
      const before = await this.requireTwoFactor(m);
      if (before === wanted) return { requireTwoFactor: wanted };
      if (wanted && actor.kind === 'user') {
        const own = await m.getRepository(User).findOneBy({ id: actor.id });
        if (!own?.totpEnabledAt) throw new ConflictError(ACCOUNT_TEXTS.ownTwoFactorFirst, 'requireTwoFactor');
      }
      await m.getRepository(SiteSetting).save({ key: SETTINGS.requireTwoFactor.key, value: String(wanted) });
      await this.audit.record(m, actor, {
        action: 'update',
        entityType: 'Setting',
        entityId: null,
        entityLabel: SETTINGS.requireTwoFactor.label,
        changes: [{ field: SETTINGS.requireTwoFactor.key, before, after: wanted }],
      });
      return { requireTwoFactor: wanted };
    });
  }
}
