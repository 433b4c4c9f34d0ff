import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from './columns';

/**
 * One event to send to one partner's webhook URL: the queue (a row waits until `nextAttemptAt`, is
 * claimed by one process with a conditional update that sets `leaseUntil`, then is delivered,
 * retried later or failed) and the delivery log, in one table. The body is kept as sent, so every
 * retry sends the same bytes; only the receiver's status code and a short error are kept.
 */
@Index('IDX_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_partner_created', ['partnerId', 'createdAt'])
@Entity('webhook_deliveries')
export class WebhookDelivery {
  /** The delivery's id (a UUID), sent as RDU-Delivery. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  /** The event's id (a UUID), the payload's `id`: the same for every partner told of one change. */
  @Column({ type: 'varchar', length: 36 })
  eventId!: string;

  @Column({ type: 'int' })
  partnerId!: number;

  @Column({ type: 'varchar', length: 40 })
  type!: string;

  /** The JSON body, exactly as sent. */
  @Column({ type: 'text' })
  body!: string;

  /** pending, sending, delivered or failed (api/domain/webhooks.ts). */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** Tries made (or begun) so far. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** When it may be tried (again); once delivered or failed, when it ended (the log's retention counts from it). */
  @Column({ type: 'datetime', precision: 6 })
  nextAttemptAt!: Date;

  /** While `sending`: until when the process that claimed it holds it (after that another may). */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  leaseUntil!: Date | null;

  /** The receiver's last HTTP status (null: no answer). */
  @Column({ type: 'int', nullable: true })
  lastStatus!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ type: 'datetime', precision: 6, nullable: true })
  deliveredAt!: Date | null;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
