import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

@Entity('contact_submissions')
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

  /** Set by clients that may send the same message twice (the offline outbox); stored once. */
  @Index('UQ_contact_idempotency_key', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey!: string | null;

  @CreatedAt()
  createdAt!: Date;
}
