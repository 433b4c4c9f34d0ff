// Admin image uploads: only real images (decoded, not trusted by name), re-encoded to WebP with
// metadata stripped and size bounded, stored under a content-addressed name in the upload store
// (the database), and read back from it through a bounded in-process cache.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { Upload } from '../entities';
import { requireCapability, type Actor } from './actor';
import { UPLOAD_RULES, checkUploadSize } from '../domain/inputs';
import { SHARE_IMAGE_SIZE } from '../domain/head';
import { BadRequestError, PayloadTooLargeError, isUniqueViolation } from './errors';
import type { UploadStore } from './uploadStore';
import { AuditService } from './audit';

export const UPLOAD_LIMITS = {
  maxInputPixels: 50_000_000,
  maxEdge: 1600,
  quality: 82,
} as const;

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const NOT_AN_IMAGE = UPLOAD_RULES.notAnImage;

/**
 * Bytes of images kept in each process. Names are content-addressed, so a kept copy is never out of
 * date, and images already seen are still served while the database is briefly away.
 */
export const UPLOAD_CACHE_BYTES = 32 * 2 ** 20;

/** What serving /uploads/NAME needs: the bytes and their headers' values. */
export interface UploadFile {
  contentType: string;
  bytes: Buffer;
  /** A strong validator from the content (the same on every process). */
  etag: string;
  lastModified: Date;
}

/**
 * The names /uploads serves: one path segment, no dot first (no '..', no hidden files), with an
 * image extension. The site's own uploads are '<32 hex>.webp'; the other image types are there for
 * files an operator put in UPLOAD_DIR by hand, which earlier versions served as they were.
 */
const SERVED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The Content-Type /uploads/NAME is served with, or null for a name it never serves. */
export function uploadContentType(fileName: string): string | null {
  if (!SERVED_NAME.test(fileName)) return null;
  return CONTENT_TYPES[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()] ?? null;
}

/** MEDIUMBLOB's bound on MariaDB; an old file larger than that stays on disk (and is reported). */
const MAX_STORED_BYTES = 16 * 2 ** 20 - 1;

export interface LegacyImport {
  imported: string[];
  skipped: { name: string; reason: string }[];
}

export class UploadService {
  private readonly files: LRUCache<string, UploadFile>;
  /** Share images made (a few dozen at most: one per SVG or WebP picture the site shows). */
  private readonly shareImages = new LRUCache<string, { bytes: Buffer; etag: string }>({ max: 100 });

  constructor(
    private readonly db: DataSource,
    private readonly store: UploadStore,
    cacheBytes = UPLOAD_CACHE_BYTES,
    /** Where each admin upload is recorded (a 'create' of an Upload). */
    private readonly audit: AuditService = new AuditService(db),
  ) {
    this.files = new LRUCache<string, UploadFile>({
      maxSize: cacheBytes,
      // One huge image must not push every other one out: it is served, just not kept.
      maxEntrySize: Math.max(1, Math.floor(cacheBytes / 4)),
      sizeCalculation: (file) => file.bytes.length || 1,
      // Concurrent requests for one name wait for one database read; a name not found is not kept.
      fetchMethod: async (fileName) => (await this.load(fileName)) ?? undefined,
    });
  }

  /** Anyone may read an uploaded image: its URL is public on every page that shows it. */
  async read(_actor: Actor, fileName: string): Promise<UploadFile | null> {
    if (!uploadContentType(fileName)) return null;
    return (await this.files.fetch(fileName)) ?? null;
  }

  private async load(fileName: string): Promise<UploadFile | null> {
    const stored = await this.store.get(fileName);
    if (!stored) return null;
    const etag = `"${crypto.createHash('sha256').update(stored.bytes).digest('base64url').slice(0, 27)}"`;
    return { contentType: stored.contentType, bytes: stored.bytes, etag, lastModified: stored.storedAt };
  }

  /**
   * Copies the images an earlier version wrote under UPLOAD_DIR into the store, so that every
   * process serves them (before, only the host holding the file could). Run at every start-up:
   * names already stored are skipped after one query, so only the first start after the upgrade
   * reads files; processes starting together may copy a file twice, and the store keeps one.
   */
  async importLegacyFiles(actor: Actor, dir: string): Promise<LegacyImport> {
    requireCapability(actor, 'content');
    const result: LegacyImport = { imported: [], skipped: [] };
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return result; // a new install: nothing to import
      throw e;
    }
    const stored = await this.store.names();
    for (const name of names.sort()) {
      if (stored.has(name) || name.endsWith('.tmp')) continue; // .tmp: a write the old version never finished
      const contentType = uploadContentType(name);
      if (!contentType) {
        result.skipped.push({ name, reason: 'not an image name /uploads serves' });
        continue;
      }
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) {
        result.skipped.push({ name, reason: 'not a file' });
        continue;
      }
      if (stat.size > MAX_STORED_BYTES) {
        result.skipped.push({ name, reason: `larger than ${MAX_STORED_BYTES} bytes` });
        continue;
      }
      await this.store.put(name, { contentType, bytes: await fs.readFile(file) });
      result.imported.push(name);
    }
    return result;
  }

  /**
   * The JPEG a link preview is given for one of the site's SVG or WebP images (`src`, checked by the
   * caller with shareImageSource): drawn on white at 1200×630 (the picture whole, centred), with the
   * same pixel limit as uploads. Kept per source and content; null when the source has no bytes or
   * is no image.
   */
  async shareImage(_actor: Actor, src: string, readSource: (src: string) => Promise<Buffer | null>): Promise<{ bytes: Buffer; etag: string } | null> {
    const source = await readSource(src);
    if (!source) return null;
    const key = `${src}\n${crypto.createHash('sha256').update(source).digest('hex')}`;
    const kept = this.shareImages.get(key);
    if (kept) return kept;
    let bytes: Buffer;
    try {
      bytes = await sharp(source, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, density: 192 })
        .resize({ ...SHARE_IMAGE_SIZE, fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: UPLOAD_LIMITS.quality, mozjpeg: true })
        .toBuffer();
    } catch {
      return null;
    }
    const image = { bytes, etag: `"${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"` };
    this.shareImages.set(key, image);
    return image;
  }

  async storeImage(actor: Actor, file: { buffer: Buffer; originalName: string }): Promise<{ url: string; width: number; height: number }> {
    requireCapability(actor, 'content');
    // The REST route's multipart limit stops a larger body early; the rule itself is kept here.
    const tooLarge = checkUploadSize(file.buffer.length);
    if (tooLarge) throw new PayloadTooLargeError(tooLarge);
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
    try {
      meta = await sharp(file.buffer, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels }).metadata();
    } catch {
      throw new BadRequestError(NOT_AN_IMAGE);
    }
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new BadRequestError(NOT_AN_IMAGE);

    let output: { data: Buffer; info: { width: number; height: number } };
    try {
      output = await sharp(file.buffer, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels })
        .rotate() // apply the camera's orientation before the EXIF data is dropped
        .resize({ width: UPLOAD_LIMITS.maxEdge, height: UPLOAD_LIMITS.maxEdge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: UPLOAD_LIMITS.quality })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new BadRequestError(NOT_AN_IMAGE);
    }

    const fileName = `${crypto.createHash('sha256').update(output.data).digest('hex').slice(0, 32)}.webp`;
    // The bytes first: the URL answered below must work on every process as soon as it is known.
    await this.store.put(fileName, { contentType: 'image/webp', bytes: output.data });

    await this.recordUpload(actor, fileName, file.originalName, output);
    return { url: `/uploads/${fileName}`, width: output.info.width, height: output.info.height };
  }

  /**
   * The upload's row (once per picture: names are content-addressed) and its audit event, in one
   * transaction. The same picture uploaded again stores no second row; its event says so.
   */
  private async recordUpload(actor: Actor, fileName: string, originalName: string, output: { data: Buffer; info: { width: number; height: number } }): Promise<void> {
    const write = () =>
      this.db.transaction(async (m) => {
        const repo = m.getRepository(Upload);
        const earlier = await repo.findOneBy({ fileName });
        const row =
          earlier ??
          (await repo.save(
            repo.create({
              fileName,
              originalName: originalName.slice(0, 255),
              mimeType: 'image/webp',
              byteSize: output.data.length,
              width: output.info.width,
              height: output.info.height,
              uploadedBy: actor.kind === 'user' ? actor.id : null,
            }),
          ));
        await this.audit.record(m, actor, {
          action: 'create',
          entityType: 'Upload',
          entityId: row.id,
          entityLabel: originalName || fileName,
          changes: earlier
            ? []
            : [
                { field: 'url', before: null, after: `/uploads/${fileName}` },
                { field: 'size', before: null, after: `${row.width}×${row.height}, ${row.byteSize} bytes` },
              ],
          note: earlier ? `The same image was already stored as /uploads/${fileName}` : null,
        });
      });
    try {
      await write();
    } catch (e) {
      // The same picture uploaded twice at once: one row was kept; record this upload against it.
      if (!isUniqueViolation(e)) throw e;
      await write();
    }
  }
}
