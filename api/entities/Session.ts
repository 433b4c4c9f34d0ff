import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** express-session rows, in the layout connect-session-knex reads and writes. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid!: string;

  @Column({ type: 'text' })
  sess!: string;

  @Index('IDX_sessions_expired')
  @Column({ type: 'datetime' })
  expired!: Date;
}
