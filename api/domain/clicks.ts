// Booking clicks, decided once for the beacon, the server and the dashboard: where a booking link
// sits (the `page` a click records), the calendar day a click counts under, the days a report
// covers, and the CSV an admin downloads. Imports nothing, so the visitor's bundle can carry it.

/** Where a traveller's booking click is sent (sendBeacon, JSON body `{ providerId, page, clickId }`). */
export const CLICK_PATH = '/api/clicks';

/** Where an admin downloads the counts (`?days=30`). */
export const CLICK_CSV_PATH = '/api/admin/clicks.csv';

/**
 * The places a booking link sits, as a click records them, with the words the dashboard shows.
 * A fixed list: a click names one of these, never a free URL, so the counts stay few and say nothing
 * about the visitor.
 */
export const CLICK_PAGES = {
  home: 'Home page cards',
  comparison: 'Comparison table',
  providers: 'Providers page',
  provider: 'Provider page',
  /** A partner's booking link (POST /api/booking-links or GraphQL bookingLink), counted server to server. */
  partner: 'Partner links',
} as const;

export type ClickPage = keyof typeof CLICK_PAGES;

export const CLICK_PAGE_NAMES = Object.keys(CLICK_PAGES) as ClickPage[];

/** The reports the dashboard offers, in days (today included). */
export const CLICK_RANGES = [7, 30] as const;

/** A report's length when the CSV's URL names none. */
export const CLICK_DEFAULT_DAYS = 30;

/** The longest report asked for at once (a leap year). */
export const CLICK_MAX_DAYS = 366;

/** A click's own key, made by the page once per click, so a click queued offline and sent twice counts once. */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** How long the server remembers a click's key: a click queued offline must be sent again within this. */
export const CLICK_KEY_KEEP_HOURS = 48;

/** How long a device keeps a click it could not send: well inside the server's memory of its key. */
export const CLICK_QUEUE_KEEP_HOURS = CLICK_KEY_KEEP_HOURS - 12;

/** The operator's day: a click at 11 pm in Raleigh counts under that evening's date, not UTC's next day. */
export const SITE_TIME_ZONE = 'America/New_York';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('2026-11-24') of an instant in a time zone. */
export function dayOf(at: Date, timeZone: string = SITE_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The day before or after a calendar day ('2026-03-01' − 1 = '2026-02-28'), by the calendar alone. */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

/** A calendar month as the CSV downloads name it: '2026-10'. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Every calendar day of a month ('2026-02' → '2026-02-01' … '2026-02-28'), oldest first. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The `days` calendar days up to and including the day of `now`, oldest first. */
export function lastDays(days: number, now: Date, timeZone: string = SITE_TIME_ZONE): string[] {
  const today = dayOf(now, timeZone);
  return Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
}

// ---- CSV ----------------------------------------------------------------------------------------

/**
 * Characters a cell never needs and a spreadsheet may misuse: NUL (cuts the cell short in some
 * readers) and the bidirectional controls (make a cell read other than it is: "\u202Eexe.txt").
 */
// eslint-disable-next-line no-control-regex -- NUL is what this removes
const UNSAFE_IN_CELL = /[\u0000\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return, or ; where it separates cells, first)
 * gets a leading apostrophe, since provider names, messages and postback fields are typed by
 * others and the file is opened in a spreadsheet; NUL and bidirectional controls are dropped first
 * (so none can hide a formula's first character).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = value.replace(UNSAFE_IN_CELL, '');
  const safe = /^[=+\-@\t\r;]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The byte order mark a downloaded CSV starts with: without it a spreadsheet opening the file
 * (Excel above all) guesses a legacy encoding and garbles names such as "Café Shuttle".
 */
export const CSV_BOM = '\uFEFF';

/** A CSV download's text: the BOM, then the rows (csvText). */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return CSV_BOM + csvText(rows);
}

/** Rows of cells as CSV text, with CRLF line ends and a final line end. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const CLICK_CSV_HEADER = ['date', 'provider_id', 'provider', 'slug', 'page', 'clicks'] as const;

/** The download's file name: 'booking-clicks-2026-10-26-to-2026-11-24.csv'. */
export function clickCsvFileName(days: readonly string[]): string {
  return `booking-clicks-${days[0]}-to-${days[days.length - 1]}.csv`;
}
