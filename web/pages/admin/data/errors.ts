// Reads what went wrong in an Apollo call: the server's extensions.code, its per-field messages
// (BAD_USER_INPUT and CONFLICT carry extensions.errors) and the wait time of a throttled login.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SERVER_ERROR, loginWaitText } from '../../../../api/domain/texts';

export interface Failure {
  /** BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, ... or null for network trouble. */
  code: string | null;
  message: string;
  fieldErrors: Record<string, string>;
  retryAfterSeconds: number | null;
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
    };
  }
  if (ServerError.is(error)) {
    return { code: null, message: `${error.statusCode}: ${error.bodyText || error.message}`, fieldErrors: {}, retryAfterSeconds: null };
  }
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { code: null, message, fieldErrors: {}, retryAfterSeconds: null };
}

export const isForbidden = (error: unknown) => readFailure(error).code === 'FORBIDDEN';

/** The server's own wording for a throttled login, from the minutes left. */
export function waitMessage(retryAfterSeconds: number): string {
  return loginWaitText(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}
