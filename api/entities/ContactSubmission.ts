import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

// The inbox reads newest first, all or unread only: each order has its index, so a page and its
// counts read index entries, never the whole table (tests/integration/inbox-scale.test.ts).
@Entity('contact_submissions')
@Index('IDX_contact_submissions_created', ['createdAt', 'id'])
@Index('IDX_contact_submissions_unread', ['isRead', 'createdAt', 'id'])
export class ContactSubmission {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 255 })
  email!: string;

  @Column({ type: 'varchar', length: 255 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'boolean', default: false })
  isRead!: boolean;

  @CreatedAt()
  createdAt!: Date;
}
