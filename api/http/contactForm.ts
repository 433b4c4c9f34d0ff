// Reads the contact form posted without scripts (application/x-www-form-urlencoded) as a stream:
// each field's value is kept up to CONTACT_FORM_FIELD_BYTES and the rest of a longer one is read
// and dropped. So a form of any size reaches the form's own rules, and a message pasted 100,000
// characters long gets the contact page again with 'Message must be at most 5,000 characters' (what
// the REST route says), never a bare 413, while no request holds more than that per field in memory.
import busboy from 'busboy';
import type { RequestHandler } from 'express';
import { MAX } from '../domain/rules';

/**
 * What is kept of one value: 4 bytes of UTF-8 per character of the longest text the form takes.
 * A value cut there is still longer than any field's limit in every script (ASCII 20,000 characters,
 * Chinese 6,666, emoji 10,000 UTF-16 units), so the rule refuses it with its own message; any
 * value within its limit (at most 3 bytes per UTF-16 unit) is read whole.
 */
export const CONTACT_FORM_FIELD_BYTES = 4 * Math.max(MAX.shortText, MAX.email, MAX.contactMessage);

/** The form has five fields and the trap: more than this are not read (the rest of the body is). */
export const CONTACT_FORM_FIELDS = 20;

/** Express's body-parser error shapes, so the REST error mapper answers them as it did (api/rest/errors.ts). */
const charsetUnsupported = () => Object.assign(new Error('unsupported charset'), { status: 415, type: 'charset.unsupported' });
const unreadable = () => Object.assign(new Error('malformed form body'), { status: 400, type: 'entity.parse.failed.form' });

/** The charset a Content-Type names, or null: only UTF-8 forms are read (as express.urlencoded did). */
function namedCharset(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return match ? match[1].toLowerCase() : null;
}

/**
 * Sets req.body to the posted fields (the first value of a repeated name), each a string cut at
 * CONTACT_FORM_FIELD_BYTES. Any other content type leaves req.body unset, as express.urlencoded does.
 */
export const readContactForm: RequestHandler = (req, _res, next) => {
  if (!req.is('application/x-www-form-urlencoded')) return next();
  const charset = namedCharset(req.headers['content-type'] ?? '');
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') return next(charsetUnsupported());

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let settled = false;
  const settle = (error?: unknown) => {
    if (settled) return;
    settled = true;
    req.unpipe(parser);
    if (error) {
      // Read off the rest, so the answer is not sent while the client is still sending.
      req.resume();
      return next(error);
    }
    req.body = fields;
    next();
  };
  const parser = busboy({ headers: req.headers, defCharset: 'utf8', limits: { fieldSize: CONTACT_FORM_FIELD_BYTES, fields: CONTACT_FORM_FIELDS } });
  parser.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on('close', () => settle());
  parser.on('error', () => settle(unreadable()));
  // A client that gives up mid-body gets no answer; nothing is left waiting.
  req.on('close', () => {
    if (!req.complete && !settled) {
      settled = true;
      parser.destroy();
    }
  });
  req.pipe(parser);
};
