// Typed errors thrown by services. AppError is the union of them, discriminated by `code`, so each
// transport maps them once (api/rest/errors.ts, api/graphql/errors.ts) with a switch that narrows
// without casts and fails to compile when a code is left unmapped.
import type { AccountStep } from '../domain/accounts';
import type { AuditType } from '../domain/audit';
import { AUTH_TEXTS, UNAVAILABLE_TEXT } from '../domain/texts';
import type { AdSpot, AffiliateProgram, AirportOption, Faq, Partner, Provider, Resource } from '../entities';
import type { AccountView } from './settings';

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
  constructor(
    message: string = AUTH_TEXTS.adminRequired,
    /**
     * Set when the account may do nothing else until it takes a step (api/domain/accounts.ts): a
     * client reads it to show the password change or the two-factor enrolment.
     */
    readonly reason?: AccountStep,
  ) {
    super(message);
  }
}

/** Where the page of an archived provider sends its visitors (null: nowhere, its page is gone). */
export interface ArchivedRecord {
  redirectTo: { id: number; name: string; slug: string } | null;
}

export class NotFoundError extends ServiceError {
  readonly code = 'NOT_FOUND';
  constructor(
    message: string,
    /** Set when the record exists but is archived: REST answers 410 Gone, GraphQL says `archived`. */
    readonly archived?: ArchivedRecord,
  ) {
    super(message);
  }
}

/**
 * The record as it is now, answered with a stale save (a save naming a version the record has moved
 * past): each transport presents `record` in its own shape, so the form can show what differs.
 */
export interface CurrentRecord {
  type: AuditType;
  /** The stored row (an entity); transports map it with their presenter. */
  record: object;
  version: number;
  /** Who made the last change and when, from the audit trail (null before it has one). */
  changedBy: string | null;
  changedAt: Date | null;
}

/** The stored rows a stale save can answer with, by their audit type. */
interface CurrentRows {
  Provider: Provider;
  Resource: Resource;
  Faq: Faq;
  AdSpot: AdSpot;
  AffiliateProgram: AffiliateProgram;
  User: AccountView;
  Partner: Partner;
  AirportOption: AirportOption;
}

/** A transport's shape for each of them (its presenter); a record of another type answers only its id. */
export type CurrentRecordShapes = { [T in Exclude<keyof CurrentRows, 'Partner'>]: (row: CurrentRows[T]) => unknown } & {
  /** Partners are changed through GraphQL only. */
  Partner?: (row: Partner) => unknown;
};

export function shapeCurrentRecord(current: CurrentRecord, shapes: CurrentRecordShapes): unknown {
  const shape = (shapes as Partial<Record<AuditType, (row: object) => unknown>>)[current.type];
  return shape ? shape(current.record) : { id: (current.record as { id?: unknown }).id };
}

export class ConflictError extends ServiceError {
  readonly code = 'CONFLICT';
  constructor(
    message: string,
    readonly field?: string,
    /** Set for a stale save: the record as it is now. */
    readonly current?: CurrentRecord,
  ) {
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

/**
 * The database cannot be reached (a restart, a failover, a killed connection): the request may
 * succeed if sent again in a few seconds. Transports answer 503 with Retry-After.
 */
export class ServiceUnavailableError extends ServiceError {
  readonly code = 'UNAVAILABLE';
  constructor(
    message: string = UNAVAILABLE_TEXT,
    readonly retryAfterSeconds: number = DATABASE_RETRY_AFTER_SECONDS,
  ) {
    super(message);
  }
}

/** How long a client is asked to wait when the database is away: a restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export type AppError =
  | ValidationError
  | BadRequestError
  | UnauthenticatedError
  | ForbiddenError
  | NotFoundError
  | ConflictError
  | PayloadTooLargeError
  | RateLimitedError
  | ServiceUnavailableError;

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

/** A foreign key refused a delete: rows still refer to the record (its history). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; errno?: number; driverError?: { code?: string; errno?: number }; message?: string } | null;
  const code = e?.driverError?.code ?? e?.code;
  return (
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'ER_ROW_IS_REFERENCED' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed|a foreign key constraint fails/i.test(e?.message ?? '')
  );
}

/** Driver error codes that mean "the database is not there right now", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  // Node's socket errors (MariaDB/MySQL over TCP)
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  // mysql2's own
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR', 'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'PROTOCOL_ENQUEUE_HANDSHAKE_TWICE',
  // the server's: shutting down, connection killed, too many connections, aborted, lost
  'ER_SERVER_SHUTDOWN', 'ER_CONNECTION_KILLED', 'ER_CON_COUNT_ERROR', 'ER_ABORTING_CONNECTION', 'ER_NET_READ_ERROR',
  'ER_NET_READ_INTERRUPTED', 'ER_NET_ERROR_ON_WRITE', 'ER_QUERY_INTERRUPTED', 'CR_SERVER_LOST', 'CR_SERVER_GONE_ERROR',
  'CR_CONNECTION_ERROR', 'CR_CONN_HOST_ERROR',
  // SQLite: another writer held the file past the busy timeout
  'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT',
]);
/** MySQL/MariaDB error numbers of the same kinds (some drivers report only the number). */
const UNAVAILABLE_ERRNOS = new Set([1040, 1053, 1152, 1158, 1159, 1160, 1161, 1317, 1927, 2002, 2003, 2006, 2013, 2055]);
const UNAVAILABLE_MESSAGE =
  /Connection lost|Pool is closed|connection is in closed state|Can't add new command when connection is in closed state|Timeout acquiring a connection|Connection terminated|socket hang up|read ECONNRESET|connect ECONNREFUSED/i;

/**
 * Whether an error means the database could not be reached (as opposed to a query it refused):
 * such a request is answered 503 with Retry-After, never 500, and nothing is half-stored. TypeORM
 * wraps the driver's error (driverError), knex and mysql2 sometimes pass it as `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; errno?: unknown; fatal?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; originalError?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.errno === 'number' && UNAVAILABLE_ERRNOS.has(e.errno)) return true;
  // mysql2 marks errors that ended the connection as fatal.
  if (e.fatal === true && typeof e.code === 'string') return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  return [e.driverError, e.cause, e.originalError].some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

/**
 * The service error an error stands for: itself when it is one, ServiceUnavailableError when the
 * database could not be reached, null for anything else (a bug: a 500 and a log line).
 */
export function asAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  return isDatabaseUnavailable(error) ? new ServiceUnavailableError() : null;
}
