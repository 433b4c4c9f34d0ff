// Column shapes that must read the same on SQLite and MariaDB.
import { CreateDateColumn, UpdateDateColumn, type ColumnOptions } from 'typeorm';

/** Millisecond timestamps on both databases (MariaDB's datetime drops them without a precision). */
const timestamp: ColumnOptions = { type: 'datetime', precision: 6 };

export const CreatedAt = () => CreateDateColumn(timestamp);
export const UpdatedAt = () => UpdateDateColumn(timestamp);
