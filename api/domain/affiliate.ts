// Affiliate programs and the conversions their networks report, decided once for the server, the
// admin pages and the docs: the postback's address and fields, the lifecycle a conversion moves
// along (forward only), the rules of a program's settings and of a postback, the earnings report's
// ranges and the CSV files. Imports nothing of the project but other domain modules.
import { CLICK_ID_PATTERN } from './clicks';
import { NUMBER_TEXT, type Rules } from './inputs/check';
import { AMOUNT_TEXT } from './money';

/** Where a network reports bookings: POST (form, JSON or query) or GET (query) to this path. */
export const POSTBACK_PATH = '/api/postbacks/:slug';

/** The postback address of a program, on an origin: what the operator pastes into the network. */
export function postbackUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}${POSTBACK_PATH.replace(':slug', encodeURIComponent(slug))}`;
}

/**
 * A conversion's lifecycle, in order: a network reports it booked, confirms it after the trip,
 * pays it; or reverses it (cancelled, refunded). It only moves forward. A reversal after `paid` is
 * a clawback (the network takes back a commission it paid); reversed is final.
 */
export const CONVERSION_STATUSES = ['booked', 'confirmed', 'paid', 'reversed'] as const;

export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

const NEXT: Record<ConversionStatus, readonly ConversionStatus[]> = {
  booked: ['confirmed', 'paid', 'reversed'],
  confirmed: ['paid', 'reversed'],
  paid: ['reversed'],
  reversed: [],
};

/** Whether a conversion at `from` may move to `to` (a later report of an earlier status may not). */
export function canMove(from: ConversionStatus, to: ConversionStatus): boolean {
  return NEXT[from].includes(to);
}

/** A status's place in the lifecycle (booked 0 ... reversed 3): the history's order within one moment. */
export const statusRank = (status: string): number => CONVERSION_STATUSES.indexOf(status as ConversionStatus);

/** The dashboard's words for each status. */
export const STATUS_LABELS: Record<ConversionStatus, string> = { booked: 'Pending', confirmed: 'Confirmed', paid: 'Paid', reversed: 'Reversed' };

/** A reversed conversion that had been paid: the network took the commission back. */
export const CLAWBACK_LABEL = 'Clawed back';

/** The dashboard's word for a conversion's status: a reversal after paid is a clawback. */
export function conversionStatusLabel(status: string, reversedFrom?: string | null): string {
  if (status === 'reversed' && reversedFrom === 'paid') return CLAWBACK_LABEL;
  return STATUS_LABELS[status as ConversionStatus] ?? status;
}

/**
 * What a reversal lost: the commission the conversion stood at before it (the last amount its
 * events recorded for an earlier status), whatever amount the reversal itself reports (networks
 * send 0, the original amount or a fee). A conversion reported reversed at once lost what that report
 * states. Sums of these are the report's reversed and clawed-back columns.
 */
export function lostCommission(before: { status: string; commissionCents: number } | null, reportedCents: number): number {
  return before ? before.commissionCents : reportedCents;
}

/**
 * Why a booking is kept unattributed (credited to no click, provider or page), in the order the
 * dashboard names them. A conversion records its reason when it is first reported.
 */
export const UNATTRIBUTED_REASONS = ['no-sub-id', 'not-issued', 'unknown-click', 'outside-window', 'not-covered', 'over-click-cap'] as const;

export type UnattributedReason = (typeof UNATTRIBUTED_REASONS)[number];

export const UNATTRIBUTED_LABELS: Record<UnattributedReason, string> = {
  'no-sub-id': 'no sub-ID',
  'not-issued': 'a sub-ID this site did not issue',
  'unknown-click': 'a click this site did not count (or no longer keeps)',
  'outside-window': 'a click older than the claim window',
  'not-covered': 'the program does not cover this provider',
  'over-click-cap': 'a click already credited with as many bookings as one click may have',
};

/**
 * How many of one program's bookings one click may be credited with (POSTBACK_BOOKINGS_PER_CLICK):
 * a traveller may book a ride there and one back, or for two parties, from one click; a network
 * crediting hundreds of bookings to one click is a fault or a fraud, and those past the cap are
 * kept unattributed ('over-click-cap') and named on the dashboard.
 */
export const DEFAULT_BOOKINGS_PER_CLICK = 5;

/** The click a sub-ID names, as attribution needs it. */
export interface AttributableClick {
  providerId: number;
  createdAt: Date;
}

/**
 * Whether a booking reported `at` is credited to the click its sub-ID names, or why not: no sub-ID;
 * one the site could not have made (CLICK_ID_PATTERN); one it made but has not counted (or forgot
 * after CLICK_RETENTION_DAYS; a click counted after the report counts as not counted then); a click
 * older than the program's claim window; a click on a provider the program does not cover; a click
 * the program has already credited with `cap.bookingsPerClick` bookings (`cap.creditedBefore`).
 */
export function attributionOf(
  subId: string | null,
  click: AttributableClick | null,
  program: { claimWindowDays: number; providerIds: readonly number[] },
  at: Date,
  cap: { creditedBefore: number; bookingsPerClick: number } = { creditedBefore: 0, bookingsPerClick: DEFAULT_BOOKINGS_PER_CLICK },
): { attributed: true } | { attributed: false; reason: UnattributedReason } {
  if (!subId) return { attributed: false, reason: 'no-sub-id' };
  if (!CLICK_ID_PATTERN.test(subId)) return { attributed: false, reason: 'not-issued' };
  if (!click || click.createdAt.getTime() > at.getTime()) return { attributed: false, reason: 'unknown-click' };
  if (at.getTime() - click.createdAt.getTime() > program.claimWindowDays * 86_400_000) return { attributed: false, reason: 'outside-window' };
  if (!programCovers(program.providerIds, click.providerId)) return { attributed: false, reason: 'not-covered' };
  if (cap.creditedBefore >= cap.bookingsPerClick) return { attributed: false, reason: 'over-click-cap' };
  return { attributed: true };
}

/** The currency a postback's amounts are in when it names none. */
export const DEFAULT_CONVERSION_CURRENCY = 'USD';

/** The earnings report's ranges, in days (today included); the dashboard keeps the one shown in `?earnings=`. */
export const EARNINGS_RANGES = [7, 30, 90] as const;
export const EARNINGS_DEFAULT_DAYS = 30;

/** A program that has sent nothing for this many days is named on the dashboard. */
export const SILENT_PROGRAM_DAYS = 14;

/** A program's settings, as an admin writes them. */
export interface AffiliateProgramInput {
  name: string;
  /** Its postback address: /api/postbacks/{slug}. */
  slug: string;
  /** The providers whose booking links this network's bookings come from (none: every provider); see programCovers. */
  providerIds?: (number | string)[] | null;
  /** The name of the parameter the network sends the click id in (e.g. subid, sid, clickref, subId1); `click` is always read too. */
  subIdParam: string;
  /** How many days after a click a booking is still credited to it. */
  claimWindowDays: number | string;
}

/**
 * Whether a program's bookings may be credited to a click on this provider: the program lists it,
 * or lists none (a network covering every provider). A booking whose click was on a provider the
 * program does not cover is kept, unattributed, like one whose click the site never counted.
 */
export function programCovers(providerIds: readonly number[], providerId: number | null): boolean {
  return providerIds.length === 0 || (providerId !== null && providerIds.includes(providerId));
}

/** The postback's own fields other than `click`, and its secret: never a program's sub-ID parameter. */
export const RESERVED_POSTBACK_FIELDS = ['secret', 'order', 'status', 'commission', 'value', 'currency'] as const;

export const PROGRAM_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
export const SUB_ID_PARAM_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
export const MAX_CLAIM_WINDOW_DAYS = 365;

export const AFFILIATE_TEXTS = {
  name: 'Name must be at least 2 characters',
  slug: 'Slug must be lowercase letters, digits and hyphens (not at either end)',
  slugTaken: 'Another program already has this slug',
  subIdParam: 'The sub-ID parameter must be a letter followed by letters, digits or _ (at most 32)',
  subIdParamReserved: (name: string) =>
    `The sub-ID parameter cannot be "${name}": the postback reads that name for something else (${RESERVED_POSTBACK_FIELDS.join(', ')}) or it is a built-in name. Use the parameter the network sends the click id in, such as subid`,
  claimWindow: `The claim window must be a whole number of days from 1 to ${MAX_CLAIM_WINDOW_DAYS}`,
  providerIds: 'providerIds must be a list of provider ids',
  providerUnknown: (id: number) => `No provider has the id ${id}`,
  programNotFound: 'Affiliate program not found',
  postbackProgram: 'No affiliate program has this postback address',
  secret: 'The secret is missing or wrong: send it as Authorization: Bearer {secret} or as secret=',
  order: 'order (the network’s transaction id) is required, at most 100 characters',
  status: `status must be one of ${CONVERSION_STATUSES.join(', ')}`,
  commission: 'commission must be an amount of 0 or more with at most two decimals',
  value: 'value must be an amount of 0 or more with at most two decimals',
  currency: 'currency must be a three-letter code such as USD',
  click: 'click (the sub-ID) must be 1 to 64 letters, digits, _, . or -',
  postbackWait: (minutes: number) => `Too many postbacks for this program. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export const AFFILIATE_PROGRAM_RULES: Rules<Omit<AffiliateProgramInput, 'providerIds'>> = {
  name: { kind: 'text', label: 'Name', min: 2, minMessage: AFFILIATE_TEXTS.name, max: 100 },
  slug: { kind: 'text', label: 'Slug', max: 64, test: (v) => PROGRAM_SLUG_PATTERN.test(v), testMessage: AFFILIATE_TEXTS.slug },
  subIdParam: { kind: 'text', label: 'Sub-ID parameter', max: 32, test: (v) => SUB_ID_PARAM_PATTERN.test(v), testMessage: AFFILIATE_TEXTS.subIdParam },
  claimWindowDays: { kind: 'number', min: 1, max: MAX_CLAIM_WINDOW_DAYS, integer: true, text: NUMBER_TEXT, message: AFFILIATE_TEXTS.claimWindow },
};

/** A network's report of one booking, as the postback reads it (query, form or JSON fields). */
export interface PostbackInput {
  /** The sub-ID: the click id the booking link carried (or the program's own sub-ID parameter). */
  click?: string | null;
  order: string;
  status: string;
  commission: number | string;
  currency?: string | null;
  value?: number | string | null;
}

/** A sub-ID a postback may carry: letters, digits, `_`, `.` and `-`, up to 64 (the site's own ids are CLICK_ID_PATTERN). */
export const SUB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** The largest amount a postback may state (commission or booking value), in dollars. */
export const MAX_POSTBACK_AMOUNT = 1_000_000;

/**
 * Names a program's sub-ID parameter cannot take: the postback's own fields (and the secret), which
 * the postback reads for something else, in any case; and the names every object has (`constructor`,
 * `toString`...), which a lookup by name would find without the network sending them. `click` is
 * allowed: it is read as the sub-ID anyway.
 */
export function isReservedSubIdParam(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return (RESERVED_POSTBACK_FIELDS as readonly string[]).includes(lower) || Object.getOwnPropertyNames(Object.prototype).some((builtIn) => builtIn.toLowerCase() === lower);
}

export const POSTBACK_RULES: Rules<PostbackInput> = {
  // A sub-ID the site never made (a network's own, another tool's) is kept, unattributed; only one
  // that no sub-ID could be (spaces, slashes, longer than the column) is refused.
  click: { kind: 'text', label: 'click', max: 64, optional: true, test: (v) => SUB_ID_PATTERN.test(v), testMessage: AFFILIATE_TEXTS.click },
  order: { kind: 'text', label: 'order', max: 100, minMessage: AFFILIATE_TEXTS.order },
  status: { kind: 'choice', options: CONVERSION_STATUSES, message: AFFILIATE_TEXTS.status },
  commission: { kind: 'number', min: 0, max: MAX_POSTBACK_AMOUNT, cents: true, text: AMOUNT_TEXT, message: AFFILIATE_TEXTS.commission },
  currency: { kind: 'text', label: 'currency', max: 16, optional: true, test: (v) => /^[A-Za-z]{3}$/.test(v), testMessage: AFFILIATE_TEXTS.currency },
  value: { kind: 'number', min: 0, max: MAX_POSTBACK_AMOUNT, cents: true, optional: true, text: AMOUNT_TEXT, message: AFFILIATE_TEXTS.value },
};

/**
 * What a postback did, in its answer:
 * - `stored`: a new conversion, or one moved on to the reported status;
 * - `corrected`: a new commission for the status the conversion is at, applied (the earlier amount
 *   stays in its history);
 * - `repeat`: this status with this commission was stored already (a network's retry): nothing changed;
 * - `late`: a status before the one the conversion is at: nothing changed, its commission included.
 */
export const POSTBACK_OUTCOMES = ['stored', 'corrected', 'repeat', 'late'] as const;

export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number];

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const POSTBACK_MESSAGES = {
  stored: (current: ConversionStatus) => `Stored: the conversion is ${current} now.`,
  clawback: 'Stored as a clawback: the conversion was paid and is reversed now.',
  corrected: (status: ConversionStatus, fromCents: number, toCents: number) =>
    `Applied: the ${status} commission was corrected from ${dollars(fromCents)} to ${dollars(toCents)}; both are kept in the history.`,
  repeat: (current: ConversionStatus) => `Already stored: nothing changed. The conversion is ${current} now.`,
  late: (status: ConversionStatus, current: ConversionStatus) => `Not applied: the conversion is ${current} now; a ${status} report (its commission included) cannot change it.`,
} as const;

// ---- CSV ------------------------------------------------------------------------------------------

export const CONVERSIONS_CSV_PATH = '/api/admin/conversions.csv';
export const KEPT_CLICKS_CSV_PATH = '/api/admin/kept-clicks.csv';

/**
 * One row per conversion (what a statement lists and a pivot table sums), its history in columns:
 * the commission it stands at, what a reversal lost, whether it was a clawback, why it is
 * unattributed, when it reached each status (the first report of it), and every report in order.
 */
export const CONVERSION_CSV_HEADER = [
  'received_at',
  'program',
  'order',
  'status',
  'commission',
  'currency',
  'value',
  'click_id',
  'attributed',
  'provider_id',
  'provider',
  'page',
  'lost_commission',
  'clawback',
  'unattributed_reason',
  'booked_at',
  'confirmed_at',
  'paid_at',
  'reversed_at',
  'history',
] as const;

/** One report in a conversion's history as the CSV writes it: '2026-11-02T15:00:00.000Z confirmed 4.50 (correction)'. */
export function historyEntryText(e: { status: string; commissionCents: number; correction: boolean; createdAt: Date }, lostCents: number | null): string {
  const notes = [e.correction ? 'correction' : '', e.status === 'reversed' && !e.correction && lostCents !== null ? `lost ${dollars(lostCents)}` : ''].filter(Boolean);
  return `${e.createdAt.toISOString()} ${e.status} ${dollars(e.commissionCents)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}
export const KEPT_CLICK_CSV_HEADER = ['clicked_at', 'click_id', 'provider_id', 'provider', 'page', 'from', 'to', 'date', 'time', 'passengers', 'bags'] as const;

export function conversionsCsvFileName(days: readonly string[]): string {
  return `conversions-${days[0]}-to-${days[days.length - 1]}.csv`;
}

export function keptClicksCsvFileName(days: readonly string[]): string {
  return `clicks-with-ids-${days[0]}-to-${days[days.length - 1]}.csv`;
}
