// Admin image uploads: only real images (decoded, not trusted by name), re-encoded to WebP with
// metadata stripped and size bounded, stored under a content-addressed name.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { Upload } from '../entities';
import { requireAdmin, type Actor } from './actor';
import { UPLOAD_RULES } from '../domain/inputs';
import { BadRequestError, isUniqueViolation } from './errors';

export const UPLOAD_LIMITS = {
  maxBytes: UPLOAD_RULES.maxBytes,
  maxInputPixels: 50_000_000,
  maxEdge: 1600,
  quality: 82,
} as const;

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const NOT_AN_IMAGE = UPLOAD_RULES.notAnImage;

export class UploadService {
  private readonly repo;

  constructor(db: DataSource, private readonly uploadDir: string) {
    this.repo = db.getRepository(Upload);
  }

  async storeImage(actor: Actor, file: { buffer: Buffer; originalName: string }): Promise<{ url: string; width: number; height: number }> {
    requireAdmin(actor);
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
    await fs.mkdir(this.uploadDir, { recursive: true });
    const target = path.join(this.uploadDir, fileName);
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, output.data);
    await fs.rename(temp, target); // atomic: a reader never sees half a file

    if (!(await this.repo.existsBy({ fileName }))) {
      try {
        await this.repo.save(
          this.repo.create({
            fileName,
            originalName: file.originalName.slice(0, 255),
            mimeType: 'image/webp',
            byteSize: output.data.length,
            width: output.info.width,
            height: output.info.height,
            uploadedBy: actor.kind === 'user' ? actor.id : null,
          }),
        );
      } catch (e) {
        if (!isUniqueViolation(e)) throw e; // the same picture uploaded twice at once
      }
    }
    return { url: `/uploads/${fileName}`, width: output.info.width, height: output.info.height };
  }
}
