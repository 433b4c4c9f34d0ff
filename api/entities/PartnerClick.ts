import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * How many booking clicks one partner's links got for one provider under one of its sub-IDs
 * (partnerRef, '' for none) on one day (the site's calendar day). Kept apart from the kept clicks,
 * which are forgotten after CLICK_RETENTION_DAYS: a partner's report for a past period gives the
 * same numbers tomorrow. Counts only, nothing about the traveller.
 */
@Index('IDX_partner_clicks_partner_day', ['partnerId', 'day'])
@Entity('partner_clicks')
export class PartnerClick {
  @PrimaryColumn({ type: 'int' })
  partnerId!: number;

  @PrimaryColumn({ type: 'int' })
  providerId!: number;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  partnerRef!: string;

  /** 'YYYY-MM-DD' at the site. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'int', default: 0 })
  clicks!: number;
}
