import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  username!: string;

  /** An argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  /** Raised when the password is reset; a session holding an older value has ended. */
  @Column({ type: 'integer', default: 0 })
  sessionEpoch!: number;

  @CreatedAt()
  createdAt!: Date;
}
