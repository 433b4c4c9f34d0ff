import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt } from './columns';

/**
 * Who a session belongs to and where it began, for the "signed in elsewhere" list: written at sign-in
 * beside the session store's own row (which holds only the cookie's data), removed with it. A row
 * whose session has ended (signed out, expired, removed) is never shown and is swept.
 */
@Index('IDX_session_logins_user', ['userId'])
@Entity('session_logins')
export class SessionLogin {
  /** The session's id, as in `sessions.sid`. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  sid!: string;

  @Column({ type: 'int' })
  userId!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  address!: string | null;

  /** The browser's User-Agent at sign-in, cut to fit. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent!: string | null;

  @CreatedAt()
  createdAt!: Date;
}
