// Images and map tiles: how many the worker keeps and for how long, and which URLs are map tiles.
import { DAY_SECONDS } from './answers';

/** Bounds of the image caches: entries beyond maxEntries go least-recently-used first. */
export const IMAGE_EXPIRATION = {
  images: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS },
  externalImages: { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS },
  mapTiles: { maxEntries: 250, maxAgeSeconds: 30 * DAY_SECONDS },
} as const;

export function isMapTile(url: URL): boolean {
  return url.protocol === 'https:' && /^([abc]\.)?tile\.openstreetmap\.org$/.test(url.hostname);
}
