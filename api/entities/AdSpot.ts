import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from './columns';

// The admin list's search and sort columns (api/domain/adminLists.ts), each with its index.
@Index('IDX_ad_spots_name', ['name'])
@Index('IDX_ad_spots_type', ['adType'])
@Index('IDX_ad_spots_enabled', ['isEnabled'])
@Index('IDX_ad_spots_created', ['createdAt'])
@Index('IDX_ad_spots_updated', ['updatedAt'])
@Entity('ad_spots')
export class AdSpot extends VersionedRecord {
  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Index('IDX_ad_spots_location')
  @Column({ type: 'varchar', length: 64 })
  location!: string;

  /** adsense, ezoic or custom. */
  @Column({ type: 'varchar', length: 16 })
  adType!: string;

  /** Raw markup as the admin entered it; never put into a page as-is (see api/domain/adCode.ts). */
  @Column({ type: 'text', nullable: true })
  adCode!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  linkUrl!: string | null;

  @Column({ type: 'boolean', default: true })
  isEnabled!: boolean;

  /** 'WIDTHxHEIGHT' in px. */
  @Column({ type: 'varchar', length: 16, default: '728x90' })
  dimensions!: string;
}
