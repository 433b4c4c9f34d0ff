import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from './columns';

/**
 * An integrator the site works with: its key (kept only as its SHA-256, shown once when made or
 * rotated; a request presents it and is looked up by that hash), the browser origins allowed to use
 * it, its quota, and its share of the commission its clicks earn. Disabled, never deleted: its
 * clicks and conversions stay in every report.
 */
@Index('UQ_partners_slug', ['slug'], { unique: true })
@Index('UQ_partners_key_hash', ['keyHash'], { unique: true })
@Entity('partners')
export class Partner extends VersionedRecord {
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 64 })
  slug!: string;

  /** Allowed browser origins, lowercased, as JSON text ('["https://app.example.com"]'). */
  @Column({ type: 'varchar', length: 2000 })
  allowedOrigins!: string;

  /** The partner's share of a commission in hundredths of a percent (2500: 25 %). */
  @Column({ type: 'int' })
  revenueShareBasisPoints!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contact!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  webhookUrl!: string | null;

  /**
   * The secret its webhook deliveries are signed with (HMAC-SHA256). Kept as it is, like a TOTP
   * secret, because the server must sign with it; shown once when made or rotated. Null only on a
   * row from before webhooks until its migration filled it.
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  webhookSecret!: string | null;

  /** Requests per minute its key may make. */
  @Column({ type: 'int' })
  quotaPerMinute!: number;

  /** SHA-256 (hex) of the current key. */
  @Column({ type: 'varchar', length: 64 })
  keyHash!: string;

  /** The key's last four characters, so an owner can tell which key a partner holds. */
  @Column({ type: 'varchar', length: 4 })
  keyHint!: string;

  /** When it was disabled (its key refused; its history kept); null: active. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  disabledAt!: Date | null;
}
