import { Column, Entity, PrimaryColumn } from 'typeorm';
import { UpdatedAt } from './columns';

/** One setting of the back office an owner changes (api/domain/settings.ts names them), as text. */
@Entity('site_settings')
export class SiteSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'varchar', length: 255 })
  value!: string;

  @UpdatedAt()
  updatedAt!: Date;
}
