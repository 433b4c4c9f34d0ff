// GET and HEAD /uploads/NAME: an uploaded image from the upload store (the database, through the
// upload service's in-process cache), so every process on every host serves it, with the headers
// files on disk had: cached for a year as immutable (names are content-addressed), an ETag, 304.
import type { RequestHandler } from 'express';
import { NOT_FOUND_TEXTS } from '../domain/texts';
import type { Services } from '../services';
import { ANONYMOUS } from '../services/actor';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function uploadFilesHandler(services: Services): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).end();
      return;
    }
    let name = '';
    try {
      name = decodeURIComponent(req.path.slice(1));
    } catch {
      // a broken percent-encoding names no file
    }
    let file;
    try {
      file = await services.uploads.read(ANONYMOUS, name);
    } catch (err) {
      // The database is away and this process has not kept the image: the app's error answer.
      next(err);
      return;
    }
    if (!file) {
      res.status(404).json({ message: NOT_FOUND_TEXTS.page });
      return;
    }
    res.set({
      'Content-Type': file.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: file.etag,
      'Last-Modified': file.lastModified.toUTCString(),
      // Public images: partners' pages on other origins show them (helmet's default is same-origin).
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(file.bytes);
  };
}
