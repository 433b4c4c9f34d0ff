import { Column, Entity, Index, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from './columns';

// The admin list's search and sort columns (api/domain/adminLists.ts), each with its index.
@Index('IDX_resources_title', ['title'])
@Index('IDX_resources_type', ['type'])
@Index('IDX_resources_created', ['createdAt'])
@Index('IDX_resources_updated', ['updatedAt'])
@Entity('resources')
export class Resource {
  @PrimaryGeneratedColumn()
  id!: number;

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

  /** Raised by every save; a save naming an older one stores nothing (api/services/versioned.ts). */
  @VersionColumn({ default: 1 })
  version!: number;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
