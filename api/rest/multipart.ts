// Multipart bodies (the admin image upload) through multer. What its parser cannot read (a body
// cut short, a wrong or missing boundary, a malformed part header) is the sender's fault: a 400
// with a clear message, never an unexpected error with a stack in the log.
import multer from 'multer';
import type { RequestHandler } from 'express';
import { REQUEST_TEXTS } from '../domain/texts';
import { BadRequestError } from '../services/errors';
import { answerFor } from './errors';

/** `parse` (e.g. `multer(...).single('image')`) with its parser's failures answered as bad requests. */
export function readMultipart(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (err === undefined || err === null) return next();
      // multer's limits carry codes api/rest/errors.ts answers (413 for a file too large...);
      // anything else it or its parser reports means the body could not be read as sent.
      next(err instanceof multer.MulterError && answerFor(err) ? err : new BadRequestError(REQUEST_TEXTS.badMultipart));
    });
}
