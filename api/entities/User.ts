import { BeforeInsert, BeforeUpdate, Column, Entity } from 'typeorm';
import type { Role } from '../domain/roles';
import { VersionedRecord } from './columns';

@Entity('users')
export class User extends VersionedRecord {
  @Column({ type: 'varchar', length: 64, unique: true })
  username!: string;

  /** An argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  /**
   * What the user may do in the back office (api/domain/roles.ts): OWNER or EDITOR; null for a user
   * who is no administrator at all (SPEC's user without isAdmin, refused every admin call).
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  role!: Role | null;

  /**
   * The previous release's admin flag, which it reads on every signed-in call: written here only so
   * that release keeps working beside this one during a rolling upgrade (docs/operations.md,
   * "Upgrades"). Never read by this release; kept equal to `legacyAdminFlag`. Dropped by a later release.
   */
  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  /** Set while an owner has disabled the account: it cannot sign in and its sessions have ended. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  disabledAt!: Date | null;

  /** A one-time password an owner set (or a bootstrap password under the rule): changed at the next sign-in. */
  @Column({ type: 'boolean', default: false })
  mustChangePassword!: boolean;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  passwordChangedAt!: Date | null;

  /** The TOTP secret (base32) of the authenticator in use (set with totpEnabledAt); never leaves the server. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totpSecret!: string | null;

  /**
   * The secret of an enrolment started but not confirmed yet (shown once, as a QR code and a key);
   * it replaces totpSecret when its first code is confirmed, so setting up a new phone never turns
   * two-factor sign-in off in between.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  totpPendingSecret!: string | null;

  /** Set once the first code was confirmed: from then on every sign-in asks for a code. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  totpEnabledAt!: Date | null;

  /** The time step of the last code accepted: a code is never accepted twice. */
  @Column({ type: 'int', nullable: true })
  totpLastStep!: number | null;

  /** SHA-256 hashes (hex) of the recovery codes not used yet, as JSON text; null: none. */
  @Column({ type: 'text', nullable: true })
  recoveryCodes!: string | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  lastSignInAt!: Date | null;

  /**
   * Raised when the password changes, the account is disabled or its holder signs out their other
   * sessions; a session holding an older value has ended.
   */
  @Column({ type: 'integer', default: 0 })
  sessionEpoch!: number;

  @BeforeInsert()
  @BeforeUpdate()
  keepLegacyAdminFlag(): void {
    this.isAdmin = legacyAdminFlag(this);
  }
}

/**
 * What the previous release is told in `isAdmin` (it knows no roles and gives an admin everything):
 * an enabled OWNER only, so a process of that release never grants an EDITOR or a disabled account more.
 */
export function legacyAdminFlag(u: { role: Role | null; disabledAt: Date | null }): boolean {
  return u.role === 'OWNER' && !u.disabledAt;
}
