// How long the built web app's files may be kept, decided by the file a request asked for:
// express-static-gzip answers /sw.js with sw.js.br or sw.js.gz when the browser takes them, and
// the encoding's suffix must not change the answer's lifetime.
import path from 'node:path';
import type { RequestHandler } from 'express';
import { NOT_FOUND_TEXTS } from '../domain/texts';

/** Precompressed copies the build writes beside a file (webpack.config.js). */
const ENCODED_COPY = /\.(br|gz)$/;

/**
 * - fingerprinted bundles (assets/): forever;
 * - the service worker and the web app manifest: revalidated on every use, so a new release
 *   reaches visitors at their next visit (in every encoding);
 * - anything else (icons, robots...): a day.
 */
export function webFileCacheControl(webDir: string, servedFile: string): string {
  const asked = path.relative(webDir, servedFile).split(path.sep).join('/').replace(ENCODED_COPY, '');
  if (asked.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (asked === 'sw.js' || asked.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=86400';
}

const SOURCE_MAP = /\.(js|css)\.map$/i;

/**
 * Source maps are never served, not even one left in the web folder by an older build or a copy
 * made by hand: the build writes them to dist/sourcemaps/ for the operator (webpack.config.js).
 * Answered here with a plain 404, not the site's not-found page (no render for a file request).
 */
export const refuseSourceMaps: RequestHandler = (req, res, next) => {
  if (!SOURCE_MAP.test(req.path)) return next();
  res.status(404).set('Cache-Control', 'public, max-age=86400').type('text/plain').send(NOT_FOUND_TEXTS.page);
};

/** The built app's pictures (demo provider and resource images, icons): partners' pages on other origins may show them. */
const PUBLIC_IMAGE = /\.(svg|webp|png|jpe?g|gif|avif|ico)(\.(br|gz))?$/i;

/** The Cross-Origin-Resource-Policy a built file is served with: cross-origin for pictures, helmet's same-origin otherwise. */
export function webFileResourcePolicy(servedFile: string): 'cross-origin' | null {
  return PUBLIC_IMAGE.test(servedFile) ? 'cross-origin' : null;
}
