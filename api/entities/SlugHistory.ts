import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

/**
 * A slug a record had before a rename (issue 31, item 14): a provider's old page address answers
 * 301 to its page now, and an affiliate program's old postback address keeps being accepted (when
 * it last was is kept, so the admin can be told to give the network the new one). One row per old
 * slug of a kind; a slug taken again by a record drops its row (the live slug wins).
 */
@Index('UQ_slug_history_kind_slug', ['kind', 'oldSlug'], { unique: true })
@Entity('slug_history')
export class SlugHistory {
  @PrimaryGeneratedColumn()
  id!: number;

  /** 'provider' or 'affiliateProgram'. */
  @Column({ type: 'varchar', length: 32 })
  kind!: SlugKind;

  @Column({ type: 'varchar', length: 255 })
  oldSlug!: string;

  /** The record that had it (no foreign key: one table serves two kinds; a deleted record's rows are dropped with it). */
  @Column({ type: 'int' })
  recordId!: number;

  /** When the old address was last used (postbacks; null: never since the rename). */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  lastUsedAt!: Date | null;

  @CreatedAt()
  createdAt!: Date;
}

export type SlugKind = 'provider' | 'affiliateProgram';
