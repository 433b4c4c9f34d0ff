import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, PartnerCredit } from './columns';

/**
 * One counted booking click, kept by its id for as long as a network may report a booking for it
 * (CLICK_RETENTION_DAYS): the provider, the place the link sat, the trip the link carried and the
 * moment. Nothing about the person (no address, cookie or agent). The daily counts (BookingClick)
 * are kept apart and stay as they are. No foreign key: a conversion that arrives after the
 * provider was deleted still finds its click.
 */
@Index('IDX_kept_clicks_created', ['createdAt'])
@Index('IDX_kept_clicks_provider_created', ['providerId', 'createdAt'])
@Entity('kept_clicks')
export class KeptClick extends PartnerCredit {
  /** The click's id (CLICK_ID_PATTERN), lowercased: the sub-ID the booking link carried. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  clickId!: string;

  @Column({ type: 'int' })
  providerId!: number;

  /** One of CLICK_PAGES' names. */
  @Column({ type: 'varchar', length: 16 })
  page!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  fromPlace!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  toPlace!: string | null;

  /** 'YYYY-MM-DD' at the site. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  tripDate!: string | null;

  /** 'HH:MM' at the site. */
  @Column({ type: 'varchar', length: 5, nullable: true })
  tripTime!: string | null;

  @Column({ type: 'int', nullable: true })
  passengers!: number | null;

  @Column({ type: 'int', nullable: true })
  bags!: number | null;

  @CreatedAt()
  createdAt!: Date;
}
