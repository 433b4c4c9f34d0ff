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

  @CreatedAt()
  createdAt!: Date;
}
