// Typed errors thrown by services. AppError is the union of them, discriminated by `code`, so each
// transport maps them once (api/rest/errors.ts, api/graphql/errors.ts) with a switch that narrows
// without casts and fails to compile when a code is left unmapped.
import { AUTH_TEXTS } from '../domain/texts';

/** The common base, only so one instanceof test recognises every service error. */
abstract class ServiceError extends Error {}

export class ValidationError extends ServiceError {
  readonly code = 'VALIDATION';
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors).join('; '));
  }
}

/** Input that cannot even be read (malformed JSON, a file that is not an image). */
export class BadRequestError extends ServiceError {
  readonly code = 'BAD_REQUEST';
}

export class UnauthenticatedError extends ServiceError {
  readonly code = 'UNAUTHENTICATED';
  constructor(message: string = AUTH_TEXTS.loginRequired) {
    super(message);
  }
}

export class ForbiddenError extends ServiceError {
  readonly code = 'FORBIDDEN';
  constructor(message: string = AUTH_TEXTS.adminRequired) {
    super(message);
  }
}

export class NotFoundError extends ServiceError {
  readonly code = 'NOT_FOUND';
}

export class ConflictError extends ServiceError {
  readonly code = 'CONFLICT';
  constructor(message: string, readonly field?: string) {
    super(message);
  }
}

export class PayloadTooLargeError extends ServiceError {
  readonly code = 'PAYLOAD_TOO_LARGE';
}

export class RateLimitedError extends ServiceError {
  readonly code = 'RATE_LIMITED';
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

export type AppError =
  | ValidationError
  | BadRequestError
  | UnauthenticatedError
  | ForbiddenError
  | NotFoundError
  | ConflictError
  | PayloadTooLargeError
  | RateLimitedError;

export type ErrorCode = AppError['code'];

export function isAppError(error: unknown): error is AppError {
  return error instanceof ServiceError;
}

/** A unique index refused the row (both SQLite and MariaDB wordings). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string }; message?: string } | null;
  const code = e?.driverError?.code ?? e?.code;
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed|Duplicate entry/i.test(e?.message ?? '')
  );
}
