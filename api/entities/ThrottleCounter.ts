import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The shared limit counters (failed logins, contact messages, booking clicks; keys are `${keyPrefix}:${key}`),
 * in the layout rate-limiter-flexible reads and writes (api/auth/dbLimiter.ts).
 */
@Entity('throttle_counters')
export class ThrottleCounter {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key!: string;

  @Column({ type: 'int', default: 0 })
  points!: number;

  @Column({ type: 'bigint', nullable: true })
  expire!: string | null;
}
