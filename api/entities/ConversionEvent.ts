import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CreatedAt } from './columns';
import { Conversion } from './Conversion';

/**
 * One report a conversion took: revision 0 is the report that moved it to `status`; 1, 2... are
 * corrected commissions for that status, applied while the conversion was at it. The same status and
 * commission again is a replay, answered from here and stored nothing; the key makes two processes
 * storing the same revision at once store it once. The conversion's history. Goes with its conversion.
 */
@Entity('conversion_events')
export class ConversionEvent {
  @PrimaryColumn({ type: 'int' })
  conversionId!: number;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  status!: string;

  @PrimaryColumn({ type: 'int', default: 0 })
  revision!: number;

  /** The commission the report stated (a reversal's own amount: what it lost is on the conversion). */
  @Column({ type: 'int' })
  commissionCents!: number;

  @CreatedAt()
  createdAt!: Date;

  @ManyToOne(() => Conversion, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'conversionId', foreignKeyConstraintName: 'FK_conversion_events_conversion' })
  conversion?: Conversion;
}
