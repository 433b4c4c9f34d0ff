import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

// The admin list's search and sort columns (api/domain/adminLists.ts), each with its index.
@Index('IDX_faqs_question', ['question'])
@Index('IDX_faqs_created', ['createdAt'])
@Entity('faqs')
export class Faq {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  question!: string;

  @Column({ type: 'text' })
  answer!: string;

  @CreatedAt()
  createdAt!: Date;
}
