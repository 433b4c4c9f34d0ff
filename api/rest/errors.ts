// Maps every error to the REST answer: status + JSON { message, errors? }. Unknown errors become
// a generic 500 and a log line; no stack, SQL or internal text ever reaches the client.
import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logger';
import { NOT_FOUND_TEXTS, REQUEST_TEXTS, SERVER_ERROR, UPLOAD_RULES } from '../domain/texts';
import { asAppError, shapeCurrentRecord, type AppError, type CurrentRecord, type CurrentRecordShapes } from '../services/errors';
import { programView } from '../services/affiliatePrograms';
import { programJson } from './affiliate';
import { adSpotJson, adminAirportOptionJson, adminFaqJson, adminProviderJson, resourceJson, userJson } from './presenters';
import { providerPath } from '../domain/seo';
import { etagOf } from './versions';

interface RestAnswer {
  status: number;
  body: { message: string; errors?: Record<string, string>; [more: string]: unknown };
  headers?: Record<string, string>;
}

/** A record as it is now, in the REST shape its own routes answer with. */
const REST_SHAPES: CurrentRecordShapes = {
  Provider: adminProviderJson,
  Resource: resourceJson,
  Faq: adminFaqJson,
  AdSpot: adSpotJson,
  AffiliateProgram: (row) => programJson(programView(row)),
  User: userJson,
  AirportOption: adminAirportOptionJson,
};

/** A stale save's 409: the message, the record as it is now (also its ETag), and who changed it when. */
function staleAnswer(message: string, current: CurrentRecord): RestAnswer {
  return {
    status: 409,
    body: { message, current: shapeCurrentRecord(current, REST_SHAPES), version: current.version, changedBy: current.changedBy, changedAt: current.changedAt?.toISOString() ?? null },
    headers: { ETag: etagOf(current.version) },
  };
}

export function restAnswer(error: AppError): RestAnswer {
  switch (error.code) {
    case 'VALIDATION':
      return { status: 400, body: { message: error.message, errors: error.errors } };
    case 'BAD_REQUEST':
      return { status: 400, body: { message: error.message } };
    case 'UNAUTHENTICATED':
      return { status: 401, body: { message: error.message } };
    case 'FORBIDDEN':
      return { status: 403, body: { message: error.message, ...(error.reason ? { reason: error.reason } : {}) } };
    case 'NOT_FOUND':
      // An archived record is gone, not unknown: 410, with the provider its page now sends visitors to.
      if (error.archived) {
        const to = error.archived.redirectTo;
        return { status: 410, body: { message: error.message, archived: true, redirectTo: to && { ...to, page: providerPath(to.slug) } } };
      }
      return { status: 404, body: { message: error.message } };
    case 'CONFLICT':
      if (error.current) return staleAnswer(error.message, error.current);
      return { status: 409, body: { message: error.message, ...(error.field ? { errors: { [error.field]: error.message } } : {}) } };
    case 'PAYLOAD_TOO_LARGE':
      return { status: 413, body: { message: error.message } };
    case 'RATE_LIMITED':
      return { status: 429, body: { message: error.message }, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
    case 'UNAVAILABLE':
      return { status: 503, body: { message: error.message }, headers: { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' } };
    default: {
      const unmapped: never = error;
      throw new Error(`Unmapped error ${String(unmapped)}`);
    }
  }
}

/** body-parser and multer report bad input with their own error shapes. */
function parserAnswer(err: { type?: unknown; code?: unknown; status?: unknown }): RestAnswer | null {
  switch (err.type) {
    case 'entity.parse.failed':
      return { status: 400, body: { message: REQUEST_TEXTS.notJson } };
    case 'entity.too.large':
      return { status: 413, body: { message: REQUEST_TEXTS.tooLarge } };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, body: { message: REQUEST_TEXTS.badEncoding } };
    case 'request.aborted':
      return { status: 400, body: { message: REQUEST_TEXTS.aborted } };
  }
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return { status: 413, body: { message: UPLOAD_RULES.tooLarge } };
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
      return { status: 400, body: { message: UPLOAD_RULES.oneFile } };
  }
  if (err.status === 404) return { status: 404, body: { message: NOT_FOUND_TEXTS.page } };
  if (typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
    return { status: err.status, body: { message: REQUEST_TEXTS.unreadable } };
  }
  return null;
}

/** The answer for a known error, or null for an unexpected one. */
export function answerFor(err: unknown): RestAnswer | null {
  const known = asAppError(err);
  return known ? restAnswer(known) : err && typeof err === 'object' ? parserAnswer(err) : null;
}

/**
 * @param shape lets a route keep its own error shape (the upload answer's { success, error }).
 */
export function restErrorHandler(logger: Logger, shape: (body: RestAnswer['body']) => object = (b) => b): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const answer = answerFor(err);
    if (answer) {
      if (answer.headers) res.set(answer.headers);
      res.status(answer.status).json(shape(answer.body));
      return;
    }
    logger.error({ err, reqId: req.id, url: req.originalUrl }, 'unhandled error');
    if (res.headersSent) return res.end();
    res.status(500).json(shape({ message: SERVER_ERROR }));
  };
}
