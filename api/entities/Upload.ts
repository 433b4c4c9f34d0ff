import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from './columns';

/** An image an admin uploaded; the file itself lives under UPLOAD_DIR. */
@Entity('uploads')
export class Upload {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Content-addressed name, e.g. '3f2a…c1.webp'. */
  @Column({ type: 'varchar', length: 128, unique: true })
  fileName!: string;

  @Column({ type: 'varchar', length: 255 })
  originalName!: string;

  @Column({ type: 'varchar', length: 64 })
  mimeType!: string;

  @Column({ type: 'int' })
  byteSize!: number;

  @Column({ type: 'int' })
  width!: number;

  @Column({ type: 'int' })
  height!: number;

  @Column({ type: 'int', nullable: true })
  uploadedBy!: number | null;

  @CreatedAt()
  createdAt!: Date;
}
