import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from './columns';

/**
 * What exists at the airport at any hour (the taxi rank, public transit, accessible transport): a fact
 * the operator keeps, shown under a trip's answer when no provider can take the trip.
 */
// The order visitors see: 1 is first; the service keeps the positions 1..n without gaps.
@Index('IDX_airport_options_position', ['position'])
@Entity('airport_options')
export class AirportOption extends VersionedRecord {
  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ type: 'varchar', length: 1000 })
  description!: string;

  /** When it runs, in the operator's words ('Any hour'). */
  @Column({ type: 'varchar', length: 120 })
  availability!: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  linkUrl!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone!: string | null;

  /** Serves wheelchair users: shown first to a trip that asks for a wheelchair. */
  @Column({ type: 'boolean', default: false })
  accessible!: boolean;

  /** false: kept in the back office, not shown to visitors. */
  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'integer', default: 0 })
  position!: number;
}
