import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { CreatedAt } from './columns';

// The admin list's search and sort columns (api/domain/adminLists.ts), each with its index.
@Index('IDX_faqs_question', ['question'])
@Index('IDX_faqs_created', ['createdAt'])
// The site's FAQ order: 1 is first; the service keeps the positions 1..n without gaps.
@Index('IDX_faqs_position', ['position'])
@Entity('faqs')
export class Faq {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  question!: string;

  @Column({ type: 'text' })
  answer!: string;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  /** Raised by every save; a save naming an older one stores nothing (api/services/versioned.ts). */
  @VersionColumn({ default: 1 })
  version!: number;

  @CreatedAt()
  createdAt!: Date;
}
