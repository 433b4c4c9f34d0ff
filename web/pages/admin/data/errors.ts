// Reads what went wrong in an Apollo call: the server's extensions.code, its per-field messages
// (BAD_USER_INPUT and CONFLICT carry extensions.errors), the wait time of a throttled login, and
// for a stale save the record as saved now with who saved it and when.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SERVER_ERROR, loginWaitText } from '../../../../api/domain/texts';

export interface Failure {
  /** BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, ... or null for network trouble. */
  code: string | null;
  message: string;
  fieldErrors: Record<string, string>;
  retryAfterSeconds: number | null;
  /** A save naming an older version: nothing was stored (docs/admin.md, versions). */
  conflict: SaveConflict | null;
}

/** What a CONFLICT answer says about the record as it is saved now. */
export interface SaveConflict {
  /** The record, in the shape of its GraphQL type (dates as ISO text). */
  current: Record<string, unknown>;
  version: number;
  /** The admin who saved it last; null when not known (e.g. the demo content). */
  changedBy: string | null;
  /** ISO date and time of that save, or null. */
  changedAt: string | null;
}

function conflictOf(extensions: Record<string, unknown>): SaveConflict | null {
  const { code, current, version, changedBy, changedAt } = extensions;
  if (code !== 'CONFLICT' || !current || typeof current !== 'object' || typeof version !== 'number') return null;
  return {
    current: current as Record<string, unknown>,
    version,
    changedBy: typeof changedBy === 'string' && changedBy ? changedBy : null,
    changedAt: typeof changedAt === 'string' ? changedAt : null,
  };
}

export function readFailure(error: unknown, fallback = SERVER_ERROR): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
    const fieldErrors: Record<string, string> = {};
    for (const e of error.errors) {
      const errs = (e.extensions as Record<string, unknown> | undefined)?.errors;
      if (errs && typeof errs === 'object') {
        for (const [field, message] of Object.entries(errs as Record<string, unknown>)) {
          if (typeof message === 'string' && !(field in fieldErrors)) fieldErrors[field] = message;
        }
      }
    }
    const retry = extensions.retryAfterSeconds;
    return {
      code: typeof extensions.code === 'string' ? extensions.code : null,
      message: error.errors.map((e) => e.message).filter(Boolean).join('; ') || fallback,
      fieldErrors,
      retryAfterSeconds: typeof retry === 'number' ? retry : null,
      conflict: conflictOf(extensions),
    };
  }
  if (ServerError.is(error)) {
    return { code: null, message: `${error.statusCode}: ${error.bodyText || error.message}`, fieldErrors: {}, retryAfterSeconds: null, conflict: null };
  }
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { code: null, message, fieldErrors: {}, retryAfterSeconds: null, conflict: null };
}

export const isForbidden = (error: unknown) => readFailure(error).code === 'FORBIDDEN';

/** The server's own wording for a throttled login, from the minutes left. */
export function waitMessage(retryAfterSeconds: number): string {
  return loginWaitText(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}
