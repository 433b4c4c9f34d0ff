import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

@Entity('faqs')
export class Faq {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  question!: string;

  @Column({ type: 'text' })
  answer!: string;

  @CreatedAt()
  createdAt!: Date;
}
