import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CreatedAt } from './columns';
import { Conversion } from './Conversion';

/**
 * A status a conversion took, once: the same order and status reported again is answered from
 * here as the first time, and stored nothing. Goes with its conversion.
 */
@Entity('conversion_events')
export class ConversionEvent {
  @PrimaryColumn({ type: 'int' })
  conversionId!: number;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'int' })
  commissionCents!: number;

  @CreatedAt()
  createdAt!: Date;

  @ManyToOne(() => Conversion, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'conversionId', foreignKeyConstraintName: 'FK_conversion_events_conversion' })
  conversion?: Conversion;
}
