// The audit trail's vocabulary, shared by the server (which writes and pages events) and the admin
// (which filters and shows them).

/** Kinds of record the trail names. */
export const AUDIT_TYPES = ['Provider', 'Resource', 'Faq', 'AdSpot', 'AffiliateProgram', 'Partner', 'ContactSubmission', 'Upload', 'User', 'Setting', 'AirportOption'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export const AUDIT_TYPE_LABELS: Record<AuditType, string> = {
  Provider: 'Provider',
  Resource: 'Resource',
  Faq: 'FAQ',
  AdSpot: 'Ad spot',
  AffiliateProgram: 'Affiliate program',
  Partner: 'Partner',
  ContactSubmission: 'Contact message',
  Upload: 'Image',
  User: 'Account',
  Setting: 'Setting',
  AirportOption: 'Airport option',
};

/** How a message names one record of a kind ('This provider was changed...'). */
export const AUDIT_TYPE_NOUNS: Record<AuditType, string> = {
  Provider: 'provider',
  Resource: 'resource',
  Faq: 'FAQ',
  AdSpot: 'ad spot',
  AffiliateProgram: 'affiliate program',
  Partner: 'partner',
  ContactSubmission: 'message',
  Upload: 'image',
  User: 'account',
  Setting: 'setting',
  AirportOption: 'airport option',
};

/** What happened to a record, each with its label (the Activity page's filter and rows). */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  archive: 'Archived',
  restore: 'Restored',
  revert: 'Reverted',
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'sign-in-failed': 'Failed sign-in',
  'password-change': 'Password changed',
  'secret-rotate': 'Secret rotated',
  'key-rotate': 'Key rotated',
  disable: 'Disabled',
  enable: 'Enabled',
  'account-create': 'Account added',
  'account-update': 'Account changed',
  'account-disable': 'Account disabled',
  'account-enable': 'Account re-enabled',
  'account-remove': 'Account removed',
  'two-factor-enable': 'Two-factor sign-in on',
  'two-factor-disable': 'Two-factor sign-in off',
  'two-factor-reset': 'Two-factor sign-in reset',
  'sessions-end': 'Other sessions signed out',
  read: 'Marked read',
  unread: 'Marked unread',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as readonly AuditAction[];

/** The changes an admin can undo from a record's history (a new change that sets the fields back). */
export const REVERTIBLE_ACTIONS: readonly AuditAction[] = ['update', 'archive', 'restore', 'revert'];

/** The kinds of record whose changes can be reverted (the services HistoryService is given). */
export const REVERTIBLE_TYPES: readonly AuditType[] = ['Provider', 'Resource', 'Faq', 'AdSpot', 'AffiliateProgram', 'AirportOption'];

/** Whether an event offers a Revert: a revertible change to one record of a revertible kind. */
export function isRevertible(event: { action: string; entityType: string; entityId: number | null }): boolean {
  return (
    event.entityId !== null &&
    (REVERTIBLE_ACTIONS as readonly string[]).includes(event.action) &&
    (REVERTIBLE_TYPES as readonly string[]).includes(event.entityType)
  );
}

/** One field's value before and after a change; values are as stored (JSON), secrets never. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** How long events are kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

/** The Activity page's CSV download (GET, the same filters as the list). */
export const AUDIT_CSV_PATH = '/api/admin/audit.csv';

/** The sort fields of the audit list. */
export const AUDIT_SORTS = ['at'] as const;

/** Who made a change when no admin did. */
export const COMMAND_LINE = 'command line';
export const SYSTEM_NAME = 'system';

/**
 * The fields whose values differ between two versions of a record, in `fields`' order. Values are
 * compared as JSON (lists and entries by content), dates by instant.
 */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, fields: readonly string[]): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of fields) {
    const b = storedValue(before?.[field]);
    const a = storedValue(after?.[field]);
    if (JSON.stringify(b) !== JSON.stringify(a)) out.push({ field, before: before ? b : null, after: after ? a : null });
  }
  return out;
}

/** A value as the trail keeps it: JSON-safe, dates as ISO text, undefined as null. */
export function storedValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return JSON.parse(JSON.stringify(value));
}

/** An event's stored changes as a list (an unreadable one as none). */
export function parseChanges(json: string): FieldChange[] {
  try {
    const changes: unknown = JSON.parse(json);
    return Array.isArray(changes) ? (changes as FieldChange[]) : [];
  } catch {
    return [];
  }
}
