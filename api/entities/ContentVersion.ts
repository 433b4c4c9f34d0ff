import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row whose number goes up on every write to public content. Each server process polls it,
 * so a cache in one process drops what another process changed.
 */
@Entity('content_version')
export class ContentVersion {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int', default: 0 })
  version!: number;
}
