import { EntitySchema } from 'typeorm';

/**
 * The bytes of an uploaded image, kept in the database so that every server process on every host
 * serves it (the `uploads` row beside it says who uploaded what). Names are content-addressed, so a
 * row never changes once written.
 */
export interface UploadContent {
  /** The name in the image's URL, e.g. '3f2a…c1.webp' for /uploads/3f2a…c1.webp. */
  fileName: string;
  contentType: string;
  bytes: Buffer;
  createdAt: Date;
}

export const UPLOAD_CONTENT = 'UploadContent';

/**
 * Defined per dialect, not as a decorated class, for one column: MariaDB's plain BLOB holds only
 * 64 KB, so the bytes are a MEDIUMBLOB there (16 MB; a 1600-px WebP is at most a few MB), while
 * SQLite has a single BLOB type and TypeORM refuses MariaDB's names for it.
 */
export function uploadContentEntity(dialect: 'sqlite' | 'mariadb'): EntitySchema<UploadContent> {
  return new EntitySchema<UploadContent>({
    name: UPLOAD_CONTENT,
    tableName: 'upload_contents',
    columns: {
      fileName: { type: 'varchar', length: 128, primary: true },
      contentType: { type: 'varchar', length: 64 },
      bytes: { type: dialect === 'mariadb' ? 'mediumblob' : 'blob' },
      createdAt: { type: 'datetime', precision: 6, createDate: true },
    },
  });
}
