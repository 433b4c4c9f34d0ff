// A provider's opening hours and the site's clock (America/New_York): when a provider takes a
// pickup, the words the pages use for its hours, and calendar days and wall-clock times turned into
// instants across daylight-saving changes. Pure: `now` is always passed in. Imports only ./clicks
// (the site's time zone and calendar day).
import { SITE_TIME_ZONE, addDays, dayOf } from './clicks';

export { SITE_TIME_ZONE, addDays, dayOf };

/**
 * One opening: on `day` (0 = Sunday … 6 = Saturday) from `opens` to `closes` ('HH:MM', 24-hour).
 * A closing before the opening runs past midnight into the next day ('18:00'–'02:00'; a closing at
 * '00:00' ends at midnight). Pickups are taken from the opening minute up to, not at, the closing
 * minute. The rules refuse an opening that closes when it opens and openings that overlap
 * (OPENING_HOURS_RULES); a day without openings is closed, and "around the clock" is a choice of
 * its own (`aroundTheClock`, read through openingsOf).
 */
export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const DAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The week as the pages list it: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** SPEC.md's service hours: a provider open around the clock. */
export const ALWAYS_OPEN_TEXT = '24 Hours';
export const CLOSED_TEXT = 'Closed';
/** A week without any opening, as the pages say it. */
export const CLOSED_ALL_WEEK_TEXT = 'Closed every day';

/** A provider's hours as stored: around the clock, or its openings (none: closed). */
export interface WeekHours {
  aroundTheClock: boolean;
  hours: readonly OpeningHours[];
}

/** The whole of one day: an opening from midnight to midnight. Only openingsOf makes one (the rules refuse it as input). */
const WHOLE_DAY = { opens: '00:00', closes: '00:00' } as const;
const isWholeDay = (entry: Pick<OpeningHours, 'opens' | 'closes'>) => entry.opens === WHOLE_DAY.opens && entry.closes === WHOLE_DAY.closes;

/** Every day whole: what around the clock is as openings. */
export const AROUND_THE_CLOCK: readonly OpeningHours[] = Object.freeze([0, 1, 2, 3, 4, 5, 6].map((day) => Object.freeze({ day, ...WHOLE_DAY })));

/** The openings every rule below reads: every day whole when around the clock, else the entered ones (none: closed). */
export const openingsOf = (week: WeekHours): readonly OpeningHours[] => (week.aroundTheClock ? AROUND_THE_CLOCK : week.hours);

export const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

/** A wall-clock time, 'HH:MM' from 00:00 to 23:59. */
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const digit = (text: string, at: number) => {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : -100;
};

/** 'HH:MM' → minutes after midnight, or null when it is not a time of day (read without a regex: it runs per opening). */
export function clockMinutes(text: string): number | null {
  if (typeof text !== 'string' || text.length !== 5 || text.charCodeAt(2) !== 58) return null;
  const h = digit(text, 0) * 10 + digit(text, 1);
  const m = digit(text, 3) * 10 + digit(text, 4);
  return h >= 0 && h <= 23 && m >= 0 && m <= 59 ? h * 60 + m : null;
}

/** Minutes after midnight → 'HH:MM'. */
export function clockOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  if (typeof text !== 'string' || !DATE_PATTERN.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** The weekday of a calendar day (0 = Sunday), by the calendar alone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

// ---- when a provider takes pickups ----------------------------------------------------------------

// A day's pickups are its own openings plus the part of the previous day's openings that runs past
// midnight. Both questions below read each opening once, straight from the entered list, without
// building anything: the trip's answer asks them for hundreds of providers at a time.

/**
 * The minutes (first and last, 0 to 1439) of a day with this weekday in which one opening takes
 * pickups: its own day from opening (to midnight when it runs past it), or the morning it runs into
 * from the previous day; null when it takes none that day.
 */
function pickupSpan(entry: OpeningHours, weekday: number): readonly [number, number] | null {
  const today = entry.day === weekday;
  if (!today && entry.day !== (weekday + 6) % 7) return null;
  const opens = clockMinutes(entry.opens);
  const closes = clockMinutes(entry.closes);
  if (opens === null || closes === null) return null;
  const overnight = closes <= opens;
  if (today) return [opens, overnight ? MINUTES_PER_DAY - 1 : closes - 1];
  return overnight && closes > 0 ? [0, closes - 1] : null;
}

/** Takes a pickup at this minute (0 to 1439) of a day with this weekday (openings as openingsOf gives them; none: closed). */
export function isOpenAt(hours: readonly OpeningHours[], weekday: number, minute: number): boolean {
  for (const entry of hours) {
    const span = pickupSpan(entry, weekday);
    if (span && minute >= span[0] && minute <= span[1]) return true;
  }
  return false;
}

/** The last minute of a day with this weekday at which it takes a pickup, or null when it takes none that day. */
export function lastOpenMinute(hours: readonly OpeningHours[], weekday: number): number | null {
  let last: number | null = null;
  for (const entry of hours) {
    const span = pickupSpan(entry, weekday);
    if (span && (last === null || span[1] > last)) last = span[1];
  }
  return last;
}

// ---- the words for hours --------------------------------------------------------------------------

/** '05:00' → '5am', '17:30' → '5:30pm', '00:00' → 'midnight', '12:00' → 'noon'. */
export function clockText(time: string): string {
  const minutes = clockMinutes(time);
  if (minutes === null) return time;
  if (minutes === 0) return 'midnight';
  if (minutes === 12 * 60) return 'noon';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${m < 10 ? '0' : ''}${m}` : ''}${h < 12 ? 'am' : 'pm'}`;
}

/** One opening in words: '5am–midnight'. */
export const openingText = (entry: Pick<OpeningHours, 'opens' | 'closes'>) => `${clockText(entry.opens)}\u2013${clockText(entry.closes)}`;

/**
 * A weekday's hours as entered for it: '5am–midnight', several joined by ', ', 'Closed' when it
 * has none, '24 Hours' for a whole day (around the clock).
 */
export function dayHoursText(hours: readonly OpeningHours[], weekday: number): string {
  if (hours.some((h) => h.day === weekday && isWholeDay(h))) return ALWAYS_OPEN_TEXT;
  const own = hours
    .filter((h) => h.day === weekday)
    .sort((a, b) => (clockMinutes(a.opens) ?? 0) - (clockMinutes(b.opens) ?? 0))
    .map(openingText);
  return own.length ? own.join(', ') : CLOSED_TEXT;
}

/**
 * The week in lines, Monday first, days with the same hours run together:
 * [{ days: 'Every day', text: '5am–midnight' }] or [{ days: 'Mon–Fri', … }, { days: 'Sat–Sun', … }];
 * [{ days: 'Every day', text: '24 Hours' }] around the clock, [{ days: 'Every day', text: 'Closed' }]
 * without any opening.
 */
export function weekHoursLines(hours: readonly OpeningHours[]): { days: string; text: string }[] {
  const texts = WEEK_ORDER.map((day) => dayHoursText(hours, day));
  if (texts.every((t) => t === texts[0])) return [{ days: 'Every day', text: texts[0] }];
  const lines: { days: string; text: string }[] = [];
  let from = 0;
  for (let i = 1; i <= texts.length; i++) {
    if (i < texts.length && texts[i] === texts[from]) continue;
    const first = DAY_SHORT_NAMES[WEEK_ORDER[from]];
    const last = DAY_SHORT_NAMES[WEEK_ORDER[i - 1]];
    lines.push({ days: i - 1 === from ? first : `${first}\u2013${last}`, text: texts[from] });
    from = i;
  }
  return lines;
}

/** The week in one line: '24 Hours', 'Closed every day', 'Every day 5am–midnight', 'Mon–Fri 6am–10pm; Sat–Sun Closed'. */
export function hoursSummary(hours: readonly OpeningHours[]): string {
  const lines = weekHoursLines(hours);
  if (lines.length === 1 && lines[0].text === ALWAYS_OPEN_TEXT) return ALWAYS_OPEN_TEXT;
  if (lines.length === 1 && lines[0].text === CLOSED_TEXT) return CLOSED_ALL_WEEK_TEXT;
  return lines
    .map((line) => `${line.days} ${line.text}`)
    .join('; ');
}

// ---- the site's clock -----------------------------------------------------------------------------

// Made on first use, so a page that only imports these rules pays nothing for it at load.
let wallFormat: Intl.DateTimeFormat | null = null;

/** The site's wall clock at an instant, as if that wall time were UTC (ms), to the minute. */
function wallMs(instant: number): number {
  wallFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const p of wallFormat.formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/** How far the site's wall clock is from UTC at an instant, in minutes (-300 in winter, -240 in summer). */
function offsetMinutes(instant: number): number {
  const minute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return Math.round((wallMs(minute) - minute) / MINUTE_MS);
}

/** The site's calendar day and minute of the day at an instant: { date: '2026-11-24', minute: 875 }. */
export function siteClock(now: Date): { date: string; minute: number } {
  const wall = wallMs(now.getTime());
  return { date: new Date(wall).toISOString().slice(0, 10), minute: Math.floor((wall % DAY_MS) / MINUTE_MS) };
}

/** Today's calendar day at the site. */
export const siteToday = (now: Date): string => dayOf(now, SITE_TIME_ZONE);

/**
 * The instants of a calendar day's wall-clock minutes at the site, as a function of the minute.
 * A day without a daylight-saving change has one offset (the usual case: no clock reading per
 * minute). On a change day a time the clock skips (2:30 on the spring-forward day) reads as the
 * same time after the change (3:30), and a time the clock shows twice (1:30 on the fall-back day)
 * as the first of the two.
 */
export function siteInstants(date: string): (minute: number) => number {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const before = offsetMinutes(midnight - DAY_MS);
  const after = offsetMinutes(midnight + 2 * DAY_MS);
  if (before === after) return (minute) => midnight + (minute - before) * MINUTE_MS;
  // A change day reads the clock for each minute asked, once.
  const known = new Map<number, number>();
  return (minute) => {
    let instant = known.get(minute);
    if (instant === undefined) {
      const wall = midnight + minute * MINUTE_MS;
      const matching = [before, after].map((offset) => wall - offset * MINUTE_MS).filter((at) => wallMs(at) === wall);
      instant = matching.length ? Math.min(...matching) : wall - before * MINUTE_MS;
      known.set(minute, instant);
    }
    return instant;
  };
}

// ---- openings that agree with each other ----------------------------------------------------------

const WEEK_MINUTES = 7 * MINUTES_PER_DAY;

/** An opening's minutes in the week from Sunday 00:00, the end left out; one past midnight runs into the next day (Saturday's into Sunday). */
function weekSpan(entry: OpeningHours): [number, number] | null {
  const opens = clockMinutes(entry.opens);
  const closes = clockMinutes(entry.closes);
  const day = Number(entry.day);
  if (opens === null || closes === null || !Number.isInteger(day)) return null;
  const start = day * MINUTES_PER_DAY + opens;
  return [start, day * MINUTES_PER_DAY + (closes <= opens ? closes + MINUTES_PER_DAY : closes)];
}

/** Whether two spans share a minute, the week wrapping round (Saturday night into Sunday morning). */
function spansMeet(a: [number, number], b: [number, number]): boolean {
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => a[0] < b[1] + shift && b[0] + shift < a[1]);
}

/**
 * The first opening that shares a minute with one listed before it, as their places in the list,
 * or null when none do. Openings that only touch (one closes at 12:00, the next opens at 12:00) agree.
 */
export function firstOverlap(hours: readonly OpeningHours[]): { index: number; earlier: number } | null {
  const spans = hours.map(weekSpan);
  for (let index = 1; index < spans.length; index++) {
    const span = spans[index];
    if (!span) continue;
    for (let earlier = 0; earlier < index; earlier++) {
      const other = spans[earlier];
      if (other && spansMeet(span, other)) return { index, earlier };
    }
  }
  return null;
}
