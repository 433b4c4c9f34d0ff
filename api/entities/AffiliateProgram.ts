import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from './columns';

/**
 * An affiliate network's program: where it posts bookings (/api/postbacks/{slug}), how it proves
 * itself (a secret, kept only as its SHA-256: shown once when made or rotated), the parameter it
 * sends the click id in, the providers it covers and how long after a click a booking is credited.
 */
@Index('UQ_affiliate_programs_slug', ['slug'], { unique: true })
@Entity('affiliate_programs')
export class AffiliateProgram extends VersionedRecord {
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 64 })
  slug!: string;

  /** SHA-256 (hex) of the secret. */
  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  /** The secret's last four characters, so an admin can tell which one a network holds. */
  @Column({ type: 'varchar', length: 4 })
  secretHint!: string;

  /** The provider ids it covers, as JSON text ('[1,4]'). */
  @Column({ type: 'varchar', length: 2000 })
  providerIds!: string;

  @Column({ type: 'varchar', length: 32 })
  subIdParam!: string;

  @Column({ type: 'int' })
  claimWindowDays!: number;

  /** When the last accepted postback arrived (null: never). */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  lastPostbackAt!: Date | null;

  /**
   * Set when the program was archived: its postbacks are refused as for an unknown program, it
   * leaves the pickers, and its conversions stay in every report. Null: active.
   */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  archivedAt!: Date | null;
}
