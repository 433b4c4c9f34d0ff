// Versions on the REST contract: the ETag a record is answered with ("3": its version) and the
// If-Match a save names it by. A save without If-Match (or with `*`) is not checked, as older
// clients of SPEC's routes expect.
import type { Request, Response } from 'express';
import { CONFLICT_TEXTS } from '../domain/texts';
import { BadRequestError } from '../services/errors';

export const etagOf = (version: number): string => `"${version}"`;

/** The version a save names in If-Match ("3", W/"3" or 3); undefined when it names none. */
export function expectedVersionOf(req: Request): number | undefined {
  const header = req.get('If-Match');
  if (header === undefined || header.trim() === '') return undefined;
  const tags = header.split(',').map((t) => t.trim());
  if (tags.includes('*')) return undefined;
  const match = tags.length === 1 ? /^(?:W\/)?"?(\d{1,9})"?$/.exec(tags[0]) : null;
  const version = match ? Number(match[1]) : NaN;
  if (!(version >= 1)) throw new BadRequestError(CONFLICT_TEXTS.badIfMatch);
  return version;
}

/** Sends one record with its version as the ETag. */
export function sendVersioned(res: Response, record: { version: number }, body: object, status = 200): void {
  res.status(status).set('ETag', etagOf(record.version)).json(body);
}
