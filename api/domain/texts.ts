// Every user-facing text the server says outside the validation rules, in one module shared by
// server and web (the validation messages live beside their rules and are re-exported here).
export { MESSAGES, REPLY_PROMISE } from './rules';
export { UPLOAD_RULES } from './inputs';

/** The answer to anything unexpected: no stack, SQL or internal text ever reaches a client. */
export const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

/** What the server says when it will answer again by itself: the situation, then when to try again. */
const tryAgainSoon = (situation: string) => `RDU Rides ${situation}. Please try again in a few seconds.`;

/** A process that is migrating its database or preparing its pages, asked anyway (api/http/health.ts). */
export const STARTING_TEXT = tryAgainSoon('is starting');
/**
 * The answer while the database cannot be reached (a restart takes seconds): writes and admin calls
 * get it with 503 and Retry-After; the contact outbox and the click queue send again by themselves.
 */
export const UNAVAILABLE_TEXT = tryAgainSoon('cannot reach its database for a moment');

/** The server's own small pages, for when it cannot give the page asked for right now. */
export const PAGE_TEXTS = {
  unavailableTitle: 'Back in a moment',
  unavailable: 'RDU Rides cannot load this page right now: our database is restarting. This page tries again by itself in a few seconds.',
  messageNotSent: 'Your message was not sent. Please go back and send it again in a moment.',
  busyTitle: 'Too many pages at once',
  busy: (seconds: number) => `Your connection asked for many new pages in a short time. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tryAgain: 'Try again',
  /** A page asked for by a client that accepts no HTML (Accept: application/json): 406, in JSON. */
  notAcceptable: 'This address is a web page and answers only text/html. Its data is available as JSON from /graphql and the /api routes.',
} as const;

/** 'Too many failed login attempts. Please wait 15 minutes and try again.' */
export function loginWaitText(minutes: number): string {
  return `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** '10 minutes', '1 minute'; in hours past two (a daily bound's wait): '5 hours'. */
function waitOf(minutes: number): string {
  const [n, unit] = minutes >= 120 ? [Math.ceil(minutes / 60), 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** 'Too many messages from your connection. Please try again in 10 minutes.' */
export function contactWaitText(minutes: number): string {
  return `Too many messages from your connection. Please try again in ${waitOf(minutes)}.`;
}

/** 'Too many booking clicks from your connection. Please try again in 10 minutes.' (the beacon's refusal; the link itself always works). */
export function bookingClickWaitText(minutes: number): string {
  return `Too many booking clicks from your connection. Please try again in ${waitOf(minutes)}.`;
}

export const AUTH_TEXTS = {
  loginRequired: 'You must be logged in to do this',
  adminRequired: 'Administrator access is required',
  /** An editor asking for what only owners may do (accounts, affiliate programs, earnings, the audit trail). */
  ownerRequired: 'Only an owner can do this',
  notLoggedIn: 'Not logged in',
  badCredentials: 'Invalid username or password',
  loggedOut: 'Logged out',
  usernameTaken: (username: string) => `The username "${username}" is taken`,
  noSuchUser: (username: string) => `No user named "${username}"`,
  /** Every password-check slot and its queue are taken (api/auth/passwords.ts): answered 429 with Retry-After. */
  hashingBusy: 'The server is busy checking other sign-ins. Please try again in a few seconds.',
} as const;

/** The audit trail's list (the Activity page, GET /api/admin/audit, auditEvents). */
export const AUDIT_TEXTS = {
  badId: (field: string) => `${field} must be a whole number of 1 or more`,
  badType: 'entityType must be one of Provider, Resource, Faq, AdSpot, AffiliateProgram, ContactSubmission, Upload, User, Setting',
  badAction: 'action must be one of the audit actions (create, update, delete, archive, restore, revert, sign-in...)',
  badDate: (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO date and time`,
  notRevertible: 'Only a change to a record can be reverted: an update, an archive or a restore.',
  revertGone: 'The record this change was made to no longer exists.',
  revertSecret: 'This change cannot be reverted: it holds a value the trail does not keep.',
  eventNotFound: 'No such change in the audit trail',
} as const;

/** Two people editing one record: a save names the version it was read at (If-Match, expectedVersion). */
export const CONFLICT_TEXTS = {
  stale: (noun: string, who: string | null) =>
    `This ${noun} was changed${who ? ` by ${who}` : ''} since you opened it. Nothing was saved: compare the changes and choose which to keep.`,
  badIfMatch: 'If-Match must name the version the record was read at, e.g. "3"',
  badExpectedVersion: 'expectedVersion must be a whole number of 1 or more',
} as const;

export const NOT_FOUND_TEXTS = {
  provider: 'Provider not found',
  adSpot: 'Ad spot not found',
  contact: 'Contact submission not found',
  /** 'Resource not found', 'FAQ not found'... for the admin-managed content. */
  content: (label: string) => `${label} not found`,
  page: 'Not found',
  apiRoute: (method: string, path: string) => `No API route ${method} ${path}`,
} as const;

export const REQUEST_TEXTS = {
  badId: (label: string) => `${label} id must be a positive whole number`,
  notJson: 'The request body is not valid JSON',
  tooLarge: 'The request body is too large',
  badEncoding: 'Unsupported request body encoding',
  aborted: 'The request was aborted',
  unreadable: 'The request could not be read',
  badMultipart: 'The upload could not be read: the multipart/form-data body is malformed or cut short',
} as const;

/** A REST route's query string naming what the route does not read (api/domain/queryParameters.ts). */
export const QUERY_TEXTS = {
  unknown: (name: string, known: readonly string[]) => `Unknown query parameter '${name}': this route reads ${known.length ? known.join(', ') : 'none'}`,
  repeated: (name: string) => `Query parameter '${name}' is given more than once`,
  expand: (names: readonly string[]) => `expand takes ${names.join(', ')}`,
} as const;

export const CONTACT_TEXTS = {
  badIdempotencyKey: 'Idempotency-Key must be 8 to 100 letters, digits or - _ . :',
  keyReused: 'This Idempotency-Key was already used for a different message',
} as const;

/** What a GraphQL request Apollo refuses is told (api/graphql/requestErrors.ts). */
export const GRAPHQL_TEXTS = {
  persistedQueryMismatch: 'extensions.persistedQuery.sha256Hash is not the SHA-256 hash of the query sent with it',
  persistedQueryVersion: 'Unsupported persisted query version: send extensions.persistedQuery.version 1',
} as const;

/** How many trip answers one request and one client may ask for (api/http/tripAllowance.ts, api/graphql/tripLimit.ts). */
export const TRIP_LIMIT_TEXTS = {
  perOperation: (n: number) => `At most ${n} trip answers in one request: ask for the others in requests of their own`,
  wait: (seconds: number) => `Too many trip searches from your connection. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

/** The short page a form post from another site's page gets (api/http/sameSite.ts). */
export const CROSS_SITE_TEXTS = {
  title: 'Message not sent',
  formRefused: 'This form was sent from another website, so it was not accepted. To write to us, please use the contact form on our site.',
  backToForm: 'Go to the contact form',
  /** An admin write (a change, an upload, a sign-in) sent from another site's page: 403, nothing changed. */
  adminWriteRefused: 'This request was sent from another website, so nothing was changed. Make changes from the admin pages of this site.',
} as const;

export const PROVIDER_TEXTS = {
  slugTaken: (slug: string) => `A provider with the slug "${slug}" already exists`,
  /** The slug of an archived provider: its old page's address stays its own (410 or its redirect). */
  slugTakenArchived: (slug: string, name: string) => `A provider with the slug "${slug}" already exists: ${name}, archived. Restore it, or choose another slug`,
} as const;
