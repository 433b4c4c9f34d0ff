import { Column, Entity, Index } from 'typeorm';
import { VersionedRecord } from './columns';

// The admin list's search and sort columns (api/domain/adminLists.ts), each with its index.
@Index('IDX_resources_title', ['title'])
@Index('IDX_resources_type', ['type'])
@Index('IDX_resources_created', ['createdAt'])
@Index('IDX_resources_updated', ['updatedAt'])
@Entity('resources')
export class Resource extends VersionedRecord {
  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 2048 })
  imageUrl!: string;

  /** Guide, Hotels, Attractions, Business or Events. */
  @Column({ type: 'varchar', length: 32 })
  type!: string;

  @Column({ type: 'varchar', length: 2048 })
  linkUrl!: string;

  @Column({ type: 'varchar', length: 255 })
  linkText!: string;
}
