// How the admin says an audit event: its time in the site's words (Raleigh's clock), who made it,
// each changed field's name, and its values as readable lines (a provider's hours, fares and
// accessibility are JSON in the trail). Pure: the History panel, the Activity page and their tests use it.
import { AUDIT_ACTION_LABELS, AUDIT_TYPE_LABELS, AUDIT_TYPE_NOUNS, type AuditAction, type AuditType } from '../../../../api/domain/audit';
import { SITE_TIME_ZONE, addDays, dayOf } from '../../../../api/domain/clicks';
import { ALWAYS_OPEN_TEXT, DAY_SHORT_NAMES, openingText } from '../../../../api/domain/hours';
import { ROLE_LABELS, isRole } from '../../../../api/domain/roles';

export const HISTORY_TEXTS = {
  title: 'History',
  count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'change' : 'changes'}`,
  loading: 'Loading history',
  error: 'Failed to fetch the history',
  empty: 'No changes recorded yet.',
  loadMore: (left: number) => `Load more (${left.toLocaleString('en-US')} older)`,
  revert: 'Revert',
  reverting: 'Reverting...',
  revertTitle: 'Revert this change?',
  revertText: (fields: string, who: string, when: string) =>
    `This sets ${fields} back to the values before ${who}'s change (${when}). The revert is itself a change, recorded in this history.`,
  revertFormNote: 'Unsaved edits in the form are replaced by the record as the revert leaves it.',
  reverted: 'Change reverted',
  revertedText: (label: string) => `${label} is back to its values before that change.`,
  revertFailed: 'Failed to revert the change',
  conflictTitle: 'Not reverted: the record has changed since',
  conflict: (noun: string, who: string | null, when: string | null) =>
    `This ${noun} was changed${who ? ` by ${who}` : ''}${when ? ` ${when}` : ''}, after the change you chose. Only a record's latest change can be reverted: revert the later changes first (newest first), or edit the record.`,
  before: 'Before',
  after: 'After',
  showMore: 'Show more',
  showLess: 'Show less',
  moreFields: (n: number) => `Show ${n} more ${n === 1 ? 'field' : 'fields'}`,
  fewerFields: 'Show fewer fields',
  noFields: 'No field values recorded.',
  note: 'Note',
  version: (v: number) => `version ${v}`,
  revertOf: (id: number) => `undoes change #${id}`,
  from: (address: string) => `from ${address}`,
} as const;

/** Values the trail shows for "nothing there". */
const NOT_STATED = 'not stated';

/** Field names the generic rule (camelCase to words) would say badly. */
const FIELD_LABELS: Record<string, string> = {
  imageUrl: 'Image URL',
  linkUrl: 'Link URL',
  linkText: 'Link text',
  bookingUrl: 'Booking URL',
  isRead: 'Read',
  isEnabled: 'Enabled',
  adCode: 'Ad code',
  adType: 'Ad type',
  mapCenter: 'Map centre',
  routePoints: 'Route points',
  routeColor: 'Route colour',
  defaultZoom: 'Map zoom',
  providerIds: 'Providers covered',
  subIdParam: 'Sub-ID parameter',
  claimWindowDays: 'Claim window (days)',
  secretHint: 'Secret (last four)',
  minNoticeHours: 'Notice (hours ahead)',
  freeWaitMinutes: 'Free waiting (minutes)',
  maxPassengers: 'Passengers at most',
  maxBags: 'Large bags',
  priceKind: 'Price kind',
  tipIncluded: 'Tip included',
  bagsPerTraveller: 'Large bags per traveller',
  extraBagFeeCents: 'Extra-bag fee',
  minPassengers: 'Smallest group',
  ratingCount: 'Number of ratings',
  ratingSource: 'Ratings from',
  factsCheckedOn: 'Facts checked on',
  servedPlaces: 'Places served',
  pickupPoints: 'Meeting points',
  shortDescription: 'Short description',
  priceRange: 'Price range',
  serviceArea: 'Service area',
  fareBasis: 'Fare basis',
  cancellationPolicy: 'Cancellation policy',
  flightTracking: 'Flight tracking',
  archivedAt: 'Archived',
  redirectToId: 'Redirects to provider',
  lastPostbackAt: 'Last postback',
};

/** A price kind as the form names it. */
const PRICE_KIND_WORDS: Record<string, string> = { FIXED: 'Fixed price', METERED: 'Metered' };

/** 'factsCheckedOn' → 'Facts checked on' (named exceptions above). */
export function fieldLabel(field: string): string {
  const named = FIELD_LABELS[field];
  if (named) return named;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const money = (v: unknown) => (typeof v === 'number' ? `$${v.toFixed(2)}` : String(v));

/** One value as a short text: yes/no for flags, 'not stated' for nothing, JSON for what has no rule. */
function scalarText(v: unknown): string {
  if (v === null || v === undefined || v === '') return NOT_STATED;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

/** An entry of a list as one line, by the list it is in. */
function entryLine(field: string, entry: unknown): string {
  if (!isRecord(entry)) return scalarText(entry);
  switch (field) {
    case 'hours':
      return typeof entry.day === 'number' && typeof entry.opens === 'string' && typeof entry.closes === 'string'
        ? `${DAY_SHORT_NAMES[entry.day] ?? `Day ${entry.day}`} ${openingText({ opens: entry.opens, closes: entry.closes })}`
        : JSON.stringify(entry);
    case 'fares':
      return `${scalarText(entry.place)}: ${money(entry.amount)}`;
    case 'fees':
      return `${scalarText(entry.label)}: ${money(entry.amount)} ${entry.per === 'PERSON' ? 'per traveller' : 'per booking'}`;
    case 'pickupPoints':
      return `${scalarText(entry.terminal)}: ${scalarText(entry.instructions)}`;
    case 'routePoints': {
      const at = isRecord(entry.coordinates) ? ` at ${scalarText(entry.coordinates.lat)}, ${scalarText(entry.coordinates.lng)}` : '';
      return `${scalarText(entry.name)} (${scalarText(entry.type)})${at}`;
    }
    default:
      return Object.entries(entry)
        .map(([k, v]) => `${fieldLabel(k)}: ${isRecord(v) || Array.isArray(v) ? JSON.stringify(v) : scalarText(v)}`)
        .join(', ');
  }
}

/**
 * A stored value as the lines an admin reads: a list one entry a line (hours as 'Mon 5am–11pm',
 * fares as 'Cary: $18.00'), an entry one field a line (accessibility), text as it is, the trail's
 * JSON for anything else.
 */
export function valueLines(field: string, value: unknown): string[] {
  // Stored as JSON text (a provider's map centre and route points): read as what it holds.
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    const parsed = parseJson(value);
    if (parsed !== undefined) return valueLines(field, parsed);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return [field === 'hours' ? `${ALWAYS_OPEN_TEXT} (no hours entered)` : 'none'];
    return value.map((entry) => entryLine(field, entry));
  }
  if (isRecord(value)) {
    if ('lat' in value && 'lng' in value && Object.keys(value).length === 2) return [`${scalarText(value.lat)}, ${scalarText(value.lng)}`];
    return Object.entries(value).map(([k, v]) => `${fieldLabel(k)}: ${isRecord(v) || Array.isArray(v) ? JSON.stringify(v) : scalarText(v)}`);
  }
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return [whenText(value, new Date(), true)];
  // Stored in cents, read as money.
  if (field === 'extraBagFeeCents' && typeof value === 'number') return [money(value / 100)];
  if (field === 'priceKind' && typeof value === 'string') return [PRICE_KIND_WORDS[value] ?? value];
  // Text keeps its own lines (a policy, an answer written in paragraphs).
  if (typeof value === 'string' && value !== '') return value.split(/\r?\n/);
  return [scalarText(value)];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a value says nothing (shown dimmed). */
export const isNotStated = (value: unknown) => value === null || value === undefined || value === '';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, dateStyle: 'full', timeStyle: 'long' });

/**
 * An instant as the site says it, on Raleigh's clock whatever the admin's own: 'Today, 2:05 PM EST',
 * 'Yesterday, 9:12 AM EST', 'Mon, Nov 24, 3:00 PM EST' within the week, else 'Nov 3, 2026, 3:00 PM EST'.
 * `dateOnly` leaves the time out of older days.
 */
export function whenText(iso: string, now: Date, dateOnly = false): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = dayOf(at, SITE_TIME_ZONE);
  const today = dayOf(now, SITE_TIME_ZONE);
  const time = timeFormat.format(at);
  if (day === today) return `Today, ${time}`;
  if (day === addDays(today, -1)) return `Yesterday, ${time}`;
  if (day > addDays(today, -7) && day < today) return `${weekdayFormat.format(at)}, ${time}`;
  return dateOnly ? dateFormat.format(at) : `${dateFormat.format(at)}, ${time}`;
}

/** The whole instant (a tooltip): 'Saturday, November 29, 2026 at 2:05:11 PM EST'. */
export const fullWhenText = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : fullFormat.format(at);
};

/** 'dana (Owner)', 'command line'. */
export function actorText(name: string, role: string | null): string {
  return role && isRole(role) ? `${name} (${ROLE_LABELS[role]})` : name;
}

/** A client address as people write it: an IPv4 address the server saw as IPv6-mapped ('::ffff:203.0.113.9') without the prefix. */
export const addressText = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export const roleText = (role: string | null) => (role && isRole(role) ? ROLE_LABELS[role] : '');

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
export const typeLabel = (type: string) => AUDIT_TYPE_LABELS[type as AuditType] ?? type;
export const typeNoun = (type: string) => AUDIT_TYPE_NOUNS[type as AuditType] ?? 'record';

/** 'Service area, Phone and 2 more' for a list cell; '' without fields. */
export function changeSummary(fields: readonly string[], shown = 2): string {
  const labels = fields.map(fieldLabel);
  if (labels.length <= shown + 1) return labels.join(', ');
  return `${labels.slice(0, shown).join(', ')} and ${labels.length - shown} more`;
}

/** 'the service area and the phone' for the revert's question. */
export function fieldsPhrase(fields: readonly string[]): string {
  const labels = fields.map((f) => fieldLabel(f).toLowerCase());
  if (labels.length === 0) return 'the record';
  if (labels.length === 1) return `the ${labels[0]}`;
  if (labels.length > 4) return `${labels.length} fields`;
  return `the ${labels.slice(0, -1).join(', the ')} and the ${labels[labels.length - 1]}`;
}
