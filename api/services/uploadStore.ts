// Where uploaded files' bytes live. The database is the only store for now: every process on every
// host reads the same rows, so an image uploaded through one is served by all. Another store (an
// object storage bucket) would implement the same three calls.
import type { DataSource, Repository } from 'typeorm';
import { UPLOAD_CONTENT, type UploadContent } from '../entities/UploadContent';
import { isUniqueViolation } from './errors';

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
  storedAt: Date;
}

export interface UploadStore {
  /** Keeps the bytes under `fileName`. Names are content-addressed: storing a name again keeps the first copy. */
  put(fileName: string, file: { contentType: string; bytes: Buffer }): Promise<void>;
  /** The stored file, or null when there is none by that name. */
  get(fileName: string): Promise<StoredFile | null>;
  /** Every stored name (a few thousand at most: the images an admin uploaded). */
  names(): Promise<Set<string>>;
}

export class DatabaseUploadStore implements UploadStore {
  private readonly repo: Repository<UploadContent>;

  constructor(db: DataSource) {
    this.repo = db.getRepository<UploadContent>(UPLOAD_CONTENT);
  }

  async put(fileName: string, file: { contentType: string; bytes: Buffer }): Promise<void> {
    try {
      await this.repo.insert({ fileName, contentType: file.contentType, bytes: file.bytes });
    } catch (e) {
      if (isUniqueViolation(e)) return; // the same picture stored twice at once: one copy is enough
      if (isPacketTooLarge(e)) {
        throw new Error(
          `An image of ${file.bytes.length} bytes is larger than MariaDB accepts in one statement: raise max_allowed_packet (16 MB by default) on the database server`,
          { cause: e },
        );
      }
      throw e;
    }
  }

  async get(fileName: string): Promise<StoredFile | null> {
    const row = await this.repo.findOne({ where: { fileName } });
    if (!row) return null;
    return { contentType: row.contentType, bytes: Buffer.from(row.bytes), storedAt: row.createdAt };
  }

  async names(): Promise<Set<string>> {
    const rows = await this.repo.find({ select: { fileName: true } });
    return new Set(rows.map((r) => r.fileName));
  }
}

function isPacketTooLarge(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === 'ER_NET_PACKET_TOO_LARGE';
}
