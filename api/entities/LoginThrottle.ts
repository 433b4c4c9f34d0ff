import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed-login counters, in the layout rate-limiter-flexible reads and writes. */
@Entity('login_throttle')
export class LoginThrottle {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key!: string;

  @Column({ type: 'int', default: 0 })
  points!: number;

  @Column({ type: 'bigint', nullable: true })
  expire!: string | null;
}
