// GET /share-image.jpg?src=/demo/providers/x.svg: the JPEG link previews are given for a site image
// they would not draw (SVG, WebP; api/domain/seo.ts shareImageOf names it in og:image). Made with
// the library the upload path re-encodes with (sharp), by the upload service, kept in memory per
// source, cached by browsers and crawlers for a day. Only the site's own images: the demo pictures
// in the built web app and uploads; nothing is fetched from elsewhere.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { shareImageSource } from '../domain/seo';
import { NOT_FOUND_TEXTS } from '../domain/texts';
import type { Services } from '../services';
import { ANONYMOUS } from '../services/actor';

export function shareImageHandler(services: Services, webDir: string): RequestHandler {
  const root = path.resolve(webDir);
  const readSource = async (src: string): Promise<Buffer | null> => {
    if (src.startsWith('/uploads/')) return (await services.uploads.read(ANONYMOUS, src.slice('/uploads/'.length)))?.bytes ?? null;
    const file = path.resolve(root, `.${src}`);
    if (!file.startsWith(`${root}${path.sep}demo${path.sep}`)) return null;
    return fs.readFile(file).catch(() => null);
  };
  return async (req, res, next) => {
    const src = shareImageSource(typeof req.query.src === 'string' ? req.query.src : '');
    const notFound = () => res.status(404).set('Cache-Control', 'public, max-age=300').json({ message: NOT_FOUND_TEXTS.page });
    if (!src) return notFound();
    try {
      const image = await services.uploads.shareImage(ANONYMOUS, src, readSource);
      if (!image) return notFound();
      res.set({ 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400', ETag: image.etag });
      res.send(image.bytes);
    } catch (err) {
      next(err);
    }
  };
}
