// Column shapes that must read the same on SQLite and MariaDB.
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn, type ColumnOptions } from 'typeorm';

/** Millisecond timestamps on both databases (MariaDB's datetime drops them without a precision). */
const timestamp: ColumnOptions = { type: 'datetime', precision: 6 };

export const CreatedAt = () => CreateDateColumn(timestamp);
export const UpdatedAt = () => UpdateDateColumn(timestamp);

/**
 * An editable record's id, version and times. The version is raised by every save; a save naming an older
 * one stores nothing (api/services/versioned.ts). No table of its own: each entity that extends it has these
 * columns, named as before.
 */
export abstract class VersionedRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @VersionColumn({ default: 1 })
  version!: number;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}

/** The partner a booking click came from, kept on the click and copied onto the conversion it is credited with. */
export abstract class PartnerCredit {
  /** The partner whose booking link the click was (null: the site's own pages, or a conversion unattributed). */
  @Column({ type: 'int', nullable: true })
  partnerId!: number | null;

  /** The partner's own sub-ID for the click (PARTNER_REF_PATTERN). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  partnerRef!: string | null;

  /** The partner's share when the click was made, in hundredths of a percent: its deal for this click. */
  @Column({ type: 'int', nullable: true })
  partnerShareBasisPoints!: number | null;
}
