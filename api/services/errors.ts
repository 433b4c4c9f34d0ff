// Typed errors thrown by services; each transport maps them once (api/rest/errors.ts,
// api/graphql/errors.ts) with an exhaustive switch on `code`.

export type ErrorCode =
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED';

export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
}

export class ValidationError extends AppError {
  readonly code = 'VALIDATION' as const;
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors).join('; '));
  }
}

/** Input that cannot even be read (malformed JSON, a file that is not an image). */
export class BadRequestError extends AppError {
  readonly code = 'BAD_REQUEST' as const;
}

export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED' as const;
  constructor(message = 'You must be logged in to do this') {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN' as const;
  constructor(message = 'Administrator access is required') {
    super(message);
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND' as const;
}

export class ConflictError extends AppError {
  readonly code = 'CONFLICT' as const;
  constructor(message: string, readonly field?: string) {
    super(message);
  }
}

export class PayloadTooLargeError extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
}

export class RateLimitedError extends AppError {
  readonly code = 'RATE_LIMITED' as const;
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
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
