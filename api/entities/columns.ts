// Column shapes that must read the same on SQLite and MariaDB.
import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn, type ColumnOptions } from 'typeorm';

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
