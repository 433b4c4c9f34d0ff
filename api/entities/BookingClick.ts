import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Provider } from './Provider';

/**
 * How many booking clicks one provider's link got on one page on one day (the site's calendar day,
 * api/domain/clicks.ts). Counts only: nothing about who clicked is kept. History: a provider with
 * counts is archived, never deleted, and the foreign key refuses a delete that would take them.
 */
@Index('IDX_booking_clicks_day', ['day'])
@Entity('booking_clicks')
export class BookingClick {
  @PrimaryColumn({ type: 'int' })
  providerId!: number;

  /** One of CLICK_PAGES' names ('home', 'comparison', 'providers', 'provider'). */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  page!: string;

  /** 'YYYY-MM-DD': sorts and compares as text on both databases. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'int', default: 0 })
  clicks!: number;

  @ManyToOne(() => Provider, { onDelete: 'RESTRICT', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_booking_clicks_provider' })
  provider?: Provider;
}
