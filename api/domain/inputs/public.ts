// The visitor's inputs (contact message, search) and their rules: all the public bundle ships.
import { MAX, MESSAGES, MIN, PASSENGER_OPTIONS, SEARCH_LOCATIONS, TRIP_SORTS, isEmail } from '../rules';
import { CLICK_ID_PATTERN, CLICK_PAGE_NAMES, type ClickPage } from '../clicks';
import { touchesAirport } from '../facts';
import { CLOCK_PATTERN, clockMinutes, clockOf } from '../hours';
import { NUMBER_TEXT, RULE_MESSAGES, type Rules, type TextRule, type Values } from './check';

const M = MESSAGES;

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface SearchInput {
  from: string;
  to: string;
  passengers: string;
}

/** The public providers query's filters (GraphQL `providers`, GET /api/providers): the search's own rule. */
export interface ProviderSearchFilter {
  /** Places every provider listed must serve (names from SEARCH_LOCATIONS). */
  servesPlaces?: string[] | null;
  /** A party every provider listed must carry in one booking. */
  passengers?: number | string | null;
}

export const CONTACT_RULES: Rules<ContactInput> = {
  name: { kind: 'text', label: 'Name', max: MAX.shortText, min: MIN.contactName, minMessage: M.contact.name },
  email: { kind: 'text', label: 'Email', max: MAX.email, minMessage: M.contact.email, test: isEmail, testMessage: M.contact.email },
  subject: { kind: 'text', label: 'Subject', max: MAX.shortText, min: MIN.contactSubject, minMessage: M.contact.subject },
  message: { kind: 'text', label: 'Message', max: MAX.contactMessage, min: MIN.contactMessage, minMessage: M.contact.message },
};

/**
 * The contact form's trap field: hidden from people (off-screen, out of the tab order, unread by
 * screen readers), filled in by naive bots that fill every field. Never a ContactInput field: a
 * message with it filled is answered like a success and stored nowhere.
 */
export const CONTACT_HONEYPOT = 'website';

export function isHoneypotFilled(values: unknown): boolean {
  const value = values !== null && typeof values === 'object' ? (values as Record<string, unknown>)[CONTACT_HONEYPOT] : undefined;
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * A search's To with its From: the site compares rides to and from the airport, so when From is
 * another place To must be the airport (touchesAirport). Only judged when From is a place.
 */
const airportEnd = (to: string, values: Values): string | undefined => {
  const from = values.from;
  return typeof from === 'string' && (SEARCH_LOCATIONS as readonly string[]).includes(from) && !touchesAirport(from, to) ? RULE_MESSAGES.tripAirport : undefined;
};

export const SEARCH_RULES: Rules<SearchInput> = {
  from: { kind: 'choice', options: SEARCH_LOCATIONS, message: RULE_MESSAGES.searchPlace },
  to: { kind: 'choice', options: SEARCH_LOCATIONS, message: RULE_MESSAGES.searchTo, differentFrom: 'from', problem: airportEnd },
  passengers: { kind: 'choice', options: PASSENGER_OPTIONS, message: RULE_MESSAGES.passengers },
};

export const PROVIDER_SEARCH_RULES: Rules<ProviderSearchFilter> = {
  servesPlaces: { kind: 'choiceList', options: SEARCH_LOCATIONS, minItems: 0, optional: true, message: RULE_MESSAGES.searchPlace, optionMessage: RULE_MESSAGES.searchPlace },
  passengers: { kind: 'number', min: 1, max: MAX.passengers, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.passengerCount },
};

/** A booking click as the page's beacon sends it (POST /api/clicks). */
export interface BookingClickInput {
  providerId: number;
  page: ClickPage;
  /** The click's own key (CLICK_ID_PATTERN): a click sent again, from the offline queue, counts once. */
  clickId?: string | null;
  /** The trip the link carried, when the page had one (bookingLink.ts): kept with the click for its earnings. */
  from?: string | null;
  to?: string | null;
  date?: string | null;
  time?: string | null;
  passengers?: number | string | null;
  bags?: number | string | null;
}

export const BOOKING_CLICK_RULES: Rules<BookingClickInput> = {
  providerId: { kind: 'number', min: 1, max: 2_147_483_647, integer: true, text: NUMBER_TEXT, message: RULE_MESSAGES.clickProvider },
  page: { kind: 'choice', options: CLICK_PAGE_NAMES, message: RULE_MESSAGES.clickPage },
  clickId: { kind: 'text', label: 'clickId', max: 64, optional: true, test: (id) => CLICK_ID_PATTERN.test(id), testMessage: RULE_MESSAGES.clickId },
  // A trip's values as the page had them; no 'today or later' here: a click queued offline may arrive the day after.
  from: { kind: 'choice', options: SEARCH_LOCATIONS, optional: true, message: RULE_MESSAGES.searchPlace },
  to: { kind: 'choice', options: SEARCH_LOCATIONS, optional: true, message: RULE_MESSAGES.searchPlace },
  date: { kind: 'date', label: 'Date', optional: true, message: RULE_MESSAGES.tripDate },
  time: { kind: 'text', label: 'Time', max: 5, optional: true, test: (v) => CLOCK_PATTERN.test(v), testMessage: RULE_MESSAGES.tripTime },
  passengers: { kind: 'number', min: 1, max: MAX.passengers, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.passengerCount },
  bags: { kind: 'number', min: 0, max: MAX.tripBags, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.bags },
};

/**
 * A traveller's trip as the trip answer takes it (GraphQL `trip(input)`, GET /api/trip): two search
 * locations, a day and time at the site (America/New_York), the party, its large bags, whether a
 * wheelchair-accessible vehicle is needed, and the order of the answer. Left out: today, any time
 * of that day, 1 passenger, no bags, no wheelchair, RECOMMENDED.
 */
export interface TripInput {
  from: string;
  to: string;
  /** 'YYYY-MM-DD', today or later. */
  date?: string | null;
  /** 'HH:MM', 24-hour. */
  time?: string | null;
  passengers?: number | string | null;
  bags?: number | string | null;
  wheelchair?: boolean | null;
  /** RECOMMENDED, PRICE or RATING. */
  sort?: string | null;
}

/** The trip's rules, but for "today or later" (see tripRulesOn): what a form can check without a clock. */
export const TRIP_RULES: Rules<TripInput> = {
  from: { kind: 'choice', options: SEARCH_LOCATIONS, message: RULE_MESSAGES.searchPlace },
  to: { kind: 'choice', options: SEARCH_LOCATIONS, message: RULE_MESSAGES.searchPlace, differentFrom: 'from', differentMessage: RULE_MESSAGES.searchTo, problem: airportEnd },
  date: { kind: 'date', label: 'Date', optional: true, message: RULE_MESSAGES.tripDate },
  time: { kind: 'text', label: 'Time', max: 5, optional: true, test: (v) => CLOCK_PATTERN.test(v), testMessage: RULE_MESSAGES.tripTime },
  passengers: { kind: 'number', min: 1, max: MAX.passengers, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.passengerCount },
  bags: { kind: 'number', min: 0, max: MAX.tripBags, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.bags },
  wheelchair: { kind: 'boolean', message: RULE_MESSAGES.wheelchair },
  sort: { kind: 'choice', options: TRIP_SORTS, optional: true, message: RULE_MESSAGES.tripSort },
};

/** The site's clock as the trip's rules read it: its day ('YYYY-MM-DD') and minute of the day (siteClock in ../hours). */
export interface SiteMinute {
  date: string;
  minute: number;
}

/**
 * How many minutes a time of day may be behind the site's clock and still be asked for today (read
 * as "now"): a time typed as the clock showed it, sent as the minute turned, or a "next possible
 * time" followed a few minutes after the page offered it, is not refused.
 */
export const PAST_TIME_GRACE_MINUTES = 5;

/** The earliest time of day a trip for today is still offered at: now, to the minute ('17:20'). */
export const nextTripTime = (clock: SiteMinute): string => clockOf(clock.minute);

/**
 * Whether `time` ('HH:MM') on `date` has passed by the site's clock, beyond the grace: a past day's
 * every time, today's before now less PAST_TIME_GRACE_MINUTES, never a later day's.
 */
export function isPastTime(date: string, time: string, clock: SiteMinute): boolean {
  if (date !== clock.date) return date < clock.date;
  const minute = clockMinutes(time);
  return minute !== null && minute < clock.minute - PAST_TIME_GRACE_MINUTES;
}

let tripRulesToday: { today: string; rules: Rules<TripInput> } | null = null;
let tripRulesNow: { date: string; minute: number; rules: Rules<TripInput> } | null = null;

/**
 * The trip's rules on a day at the site ('YYYY-MM-DD', see siteToday in ../hours): a date before
 * it is refused. The same object all day long, so the server builds its checks once a day.
 */
export function tripRulesOn(today: string): Rules<TripInput> {
  if (tripRulesToday?.today !== today) {
    tripRulesToday = { today, rules: { ...TRIP_RULES, date: { kind: 'date', label: 'Date', optional: true, message: RULE_MESSAGES.tripDate, notBefore: today, notBeforeMessage: RULE_MESSAGES.tripDatePast } } };
  }
  return tripRulesToday.rules;
}

/**
 * The trip's rules at the site's day and minute: tripRulesOn's, and a time already past on a trip
 * for today (no date is today) is refused with the next possible time (isPastTime: a few minutes'
 * grace). The same object all minute long, so the server builds its checks once a minute.
 */
export function tripRulesAt(clock: SiteMinute): Rules<TripInput> {
  if (tripRulesNow?.date !== clock.date || tripRulesNow.minute !== clock.minute) {
    const onDay = tripRulesOn(clock.date);
    const now = { date: clock.date, minute: clock.minute };
    const time: TextRule = {
      ...(TRIP_RULES.time as TextRule),
      problem: (value, values) => {
        const date = typeof values.date === 'string' && values.date.trim() !== '' ? values.date.trim() : now.date;
        return date === now.date && isPastTime(date, value, now) ? RULE_MESSAGES.tripTimePast(nextTripTime(now)) : undefined;
      },
    };
    tripRulesNow = { ...now, rules: { ...onDay, time } };
  }
  return tripRulesNow.rules;
}
