import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt } from './columns';

/**
 * A write that a client may send more than once (the offline outbox replays), remembered by its
 * key. Kept apart from what the write made, so a replay after an admin deleted that record still
 * stores nothing.
 */
// Keys of short-lived writes (booking clicks) are cleared by scope and age.
@Index('IDX_idempotency_keys_scope_created', ['scope', 'createdAt'])
@Entity('idempotency_keys')
export class IdempotencyKey {
  /** Lowercased by the service, so both databases match keys the same way. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  idempotencyKey!: string;

  /** Which kind of write the key belongs to, e.g. 'contact'. */
  @Column({ type: 'varchar', length: 32 })
  scope!: string;

  /** SHA-256 of the write's content: the same key with other content is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint!: string;

  /** The id of the record the first write made. */
  @Column({ type: 'int', nullable: true })
  resultId!: number | null;

  @CreatedAt()
  createdAt!: Date;
}
