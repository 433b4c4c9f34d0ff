import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AffiliateProgram } from './AffiliateProgram';
import { CreatedAt, PartnerCredit, UpdatedAt } from './columns';

/**
 * One booking a network reported, by its order id within its program, at the furthest status it
 * reached (api/domain/affiliate.ts: forward only). Attributed when its click id names a click the
 * site kept within the program's claim window: then the click's provider, page and time are copied
 * here, so the earnings stay when the kept click is forgotten; else the reason it is not. Each report
 * it took is a ConversionEvent. History: a program with conversions is archived, never deleted, and
 * the foreign key refuses a delete that would take them.
 */
@Index('UQ_conversions_program_order', ['programId', 'orderId'], { unique: true })
@Index('IDX_conversions_created', ['createdAt'])
@Index('IDX_conversions_program_click', ['programId', 'clickId', 'attributed'])
@Index('IDX_conversions_partner_created', ['partnerId', 'createdAt'])
@Entity('conversions')
export class Conversion extends PartnerCredit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  programId!: number;

  @Column({ type: 'varchar', length: 100 })
  orderId!: string;

  /** The click id the network sent, lowercased (null: it sent none). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clickId!: string | null;

  @Column({ type: 'boolean', default: false })
  attributed!: boolean;

  @Column({ type: 'int', nullable: true })
  providerId!: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  page!: string | null;

  /** One of CONVERSION_STATUSES. */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'int' })
  commissionCents!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'int', nullable: true })
  valueCents!: number | null;

  /** When the credited click was counted (null: unattributed): the conversion rate counts it in that click's period. */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  clickedAt!: Date | null;

  /** Why it is unattributed (UNATTRIBUTED_REASONS; null when attributed). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  unattributedReason!: string | null;

  /** A reversed conversion: the commission it stood at before the reversal (lostCommission), whatever the reversal reported. */
  @Column({ type: 'int', nullable: true })
  lostCents!: number | null;

  /** A reversed conversion: the status it was reversed from ('paid': a clawback; null: reported reversed at once). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  reversedFrom!: string | null;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;

  @ManyToOne(() => AffiliateProgram, { onDelete: 'RESTRICT', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'programId', foreignKeyConstraintName: 'FK_conversions_program' })
  program?: AffiliateProgram;
}
