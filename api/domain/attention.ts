// What the dashboard's "Needs attention" list looks for, decided once for the server (which finds
// it) and the admin (which says it): how far back each kind looks, and the words for each.
import { SILENT_PROGRAM_DAYS } from './affiliate';
import { addDays } from './hours';

/** How far back (days) each kind of item looks, or how old a fact may get. */
export const ATTENTION_DAYS = {
  /** Bookings a network reversed (cancelled, refunded) in the last 7 days. */
  reversed: 7,
  /** A provider's facts not checked for this many days (or never) are named. */
  facts: 90,
  /** Affiliate programs that have sent no postback for this many days. */
  silent: SILENT_PROGRAM_DAYS,
  /** Clicks a program's bookings were reported for past the bookings-per-click cap, in the last 7 days. */
  overClickCap: 7,
} as const;

/**
 * The latest check day ('YYYY-MM-DD') that leaves a provider's facts stale on `today`: checked
 * ATTENTION_DAYS.facts days ago or earlier (never checked is stale too). The attention list and the
 * providers grid's filter read it alike.
 */
export const lastStaleCheck = (today: string): string => addDays(today, -ATTENTION_DAYS.facts);

/** The providers list's filter (`stale=true`: only facts not checked for 90 days or never) when it is neither true nor false. */
export const STALE_FILTER_TEXT = 'stale must be true or false';

/** At most this many of each kind are listed by name; the count says how many there are. */
export const ATTENTION_LIST_LIMIT = 10;

/** The attention list over REST (GraphQL: `attention`). */
export const ATTENTION_PATH = '/api/admin/attention';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const ATTENTION_TEXTS = {
  title: 'Needs attention',
  nothing: 'Nothing needs attention',
  nothingHint: 'Reversed bookings, clicks reported with too many bookings, facts not checked for a while, silent affiliate programs and failed sign-ins on your account show here.',
  loading: 'Loading what needs attention',
  error: 'Failed to fetch what needs attention',
  reversed: (n: number) => `${plural(n, 'booking', 'bookings')} reversed in the last ${ATTENTION_DAYS.reversed} days`,
  reversedHint: 'Cancelled or refunded by the network: their commission will not be paid.',
  staleFacts: (n: number) => `${plural(n, 'provider', 'providers')} with facts not checked for ${ATTENTION_DAYS.facts} days`,
  staleFactsHint: 'Fares, hours and accessibility a traveller acts on: check them with the provider and set "Facts checked on".',
  neverChecked: 'never checked',
  checkedOn: (day: string) => `checked ${day}`,
  silent: (n: number) => `${plural(n, 'affiliate program', 'affiliate programs')} silent for ${ATTENTION_DAYS.silent} days`,
  silentHint: 'No postback: check the postback address and secret at the network.',
  noPostback: 'no postback yet',
  lastPostback: (day: string) => `last postback ${day}`,
  failedSignIns: (n: number) => `${plural(n, 'failed sign-in', 'failed sign-ins')} on your account since your previous sign-in`,
  failedSignInsHint: 'If these were not you, change your password.',
  overClickCap: (n: number) => `${plural(n, 'click', 'clicks')} reported with more bookings than one click may have in the last ${ATTENTION_DAYS.overClickCap} days`,
  overClickCapHint: 'The bookings past the cap are kept, not credited: a network crediting many bookings to one click is a fault or a fraud. Ask the network about them.',
  overCapBookings: (n: number) => `${plural(n, 'booking', 'bookings')} past the cap`,
  more: (n: number) => `and ${n.toLocaleString('en-US')} more`,
} as const;
