// The home page's trip search, decided once for the page (in the server's render, in the browser,
// offline) and for its cache key: how an address is read into a trip (each value the trip's rules
// accept, and each one they do not, with what the page shows instead), the address of a trip, and
// the words of the search and its answer. Built on the trip's input rules (TRIP_RULES,
// tripRulesAt) and its URL form (./trip.ts), so the page, its key and GET /api/trip read alike.
import { linkTripOf, tripAttributeOf, type LinkTrip } from './bookingLink';
import { checkField, NUMBER_TEXT, type NumberRule } from './inputs/check';
import { TRIP_RULES, isPastTime, tripRulesAt, type SiteMinute, type TripInput } from './inputs/public';
import { DAY_SHORT_NAMES, clockOf, isCalendarDate, weekdayOf } from './hours';
import { MAX, PASSENGER_OPTIONS, SEARCH_DEFAULTS, SEARCH_LOCATIONS, TRIP_QUERY_FIELDS } from './rules';
import { nextTo } from './search';
import { TRIP_DEFAULTS, tripOf, tripQueryString, type Trip, type TripSort } from './trip';

export type TripField = (typeof TRIP_QUERY_FIELDS)[number];

/** The home page orders a trip's answer by its total unless the address says otherwise. */
export const HOME_TRIP_SORT: TripSort = 'PRICE';

/** The orders the answer offers, in the order it lists them: its own first. */
export const HOME_TRIP_SORTS: readonly TripSort[] = ['PRICE', 'RATING', 'RECOMMENDED'];

/**
 * A value in a page's key standing for any value the page could not use: they all show the same
 * page (the browser names the value itself once it runs).
 */
export const UNUSABLE = '-';

/** From this party on, the search box asks for the exact number ('4+ Passengers'). */
export const LARGE_PARTY = 4;

/** The exact party behind '4+ Passengers'. */
export const LARGE_PARTY_RULE: NumberRule = {
  kind: 'number',
  min: LARGE_PARTY,
  max: MAX.passengers,
  integer: true,
  text: NUMBER_TEXT,
  message: `For ${LARGE_PARTY} or more passengers, enter a whole number from ${LARGE_PARTY} to ${MAX.passengers}`,
};

/** A value of the address the search could not use, and why. */
export interface UnusedValue {
  field: TripField;
  /** As the address has it; null when not known (the server's copy reads every such value as UNUSABLE). */
  value: string | null;
  /**
   * Not a value the rules accept; To the same place as From; To and From both other places than the
   * airport (a trip the site does not compare); a date before today, or a time already past today.
   */
  reason: 'invalid' | 'samePlace' | 'notAirport' | 'past';
  /** The rule's message for it. */
  message: string;
}

/** A home page address as read without a clock: what a key can be made of. */
export interface TripAddress {
  /** Whether it names any trip parameter: without one the page shows no answer. */
  asked: boolean;
  /** The usable values, in the form the trip's rules read (numbers as text, wheelchair a boolean). */
  input: TripInput;
  unused: UnusedValue[];
}

/** The trip an address asks for, as judged on a day. */
export interface TripSearch {
  trip: Trip;
  /** Whether the address names the day (else the trip is for today, whenever it is opened). */
  dateAsked: boolean;
  unused: UnusedValue[];
}

const present = (value: string | null | undefined): value is string => value !== null && value !== undefined && value !== '';

/**
 * The party an address names: a number, or one of the search box's options ('3 Passengers'; links
 * made before the exact number). A form sent without scripts sends '4+ Passengers' followed by the
 * exact number, which wins.
 */
function partyText(params: URLSearchParams): string | null {
  const [first, ...rest] = params.getAll('passengers');
  if (!present(first)) return null;
  const option = (PASSENGER_OPTIONS as readonly string[]).indexOf(first);
  if (option < 0) return first;
  const exact = rest.find(present);
  return option === PASSENGER_OPTIONS.length - 1 && exact !== undefined ? exact : String(option + 1);
}

/**
 * Reads a home page address by the trip's rules (all but "today or later", which needs a clock):
 * each usable value as the rule reads it, each other one with its reason. From and To fall back to
 * the search box's defaults, To moved off From.
 */
export function readTripAddress(params: URLSearchParams): TripAddress {
  const raw: Partial<Record<TripField, string>> = {};
  for (const field of TRIP_QUERY_FIELDS) {
    const value = field === 'passengers' ? partyText(params) : params.get(field);
    if (present(value)) raw[field] = value;
  }
  const asked = Object.keys(raw).length > 0;
  const unused: UnusedValue[] = [];
  const refuse = (field: TripField, message: string, reason: UnusedValue['reason'] = 'invalid') =>
    unused.push({ field, value: raw[field] === UNUSABLE ? null : raw[field]!, reason, message });

  const places = SEARCH_LOCATIONS as readonly string[];
  const toPlace = raw.to !== undefined && places.includes(raw.to) ? raw.to : null;
  let from: string = SEARCH_DEFAULTS.from;
  if (raw.from !== undefined) {
    const message = checkField(TRIP_RULES.from, raw.from);
    if (message) refuse('from', message);
    else from = raw.from;
  }
  // A From the address could not use gives way to its usable To.
  if (from !== raw.from && toPlace === from) from = SEARCH_DEFAULTS.to;
  let to = nextTo(from, SEARCH_DEFAULTS.to);
  if (raw.to !== undefined) {
    const message = checkField(TRIP_RULES.to, raw.to, { from });
    if (message) refuse('to', message, raw.to === from ? 'samePlace' : toPlace !== null ? 'notAirport' : 'invalid');
    else to = raw.to;
  }

  const input: TripInput = { from, to };
  const rest = ['date', 'time', 'passengers', 'bags', 'wheelchair', 'sort'] as const;
  for (const field of rest) {
    const text = raw[field];
    if (text === undefined) continue;
    // As tripInputFromQuery reads it: 'true' and 'false' are the wheelchair's booleans.
    const value = field === 'wheelchair' ? (text === 'true' ? true : text === 'false' ? false : text) : text;
    const message = checkField(TRIP_RULES[field], value);
    if (message) refuse(field, message);
    else (input as unknown as Record<string, unknown>)[field] = value;
  }
  return { asked, input, unused };
}

const fieldOrder = (a: UnusedValue, b: UnusedValue) => TRIP_QUERY_FIELDS.indexOf(a.field) - TRIP_QUERY_FIELDS.indexOf(b.field);

/**
 * The trip a home page address asks for at the site's day and minute (siteClock), or null when it
 * asks for none. A date before that day is not used (today instead), and a time already past on
 * the day judged (isPastTime: a few minutes' grace) is not used either (any time, the rest of that
 * day, instead); each says so with the rule's message (tripRulesAt: the time's names the next
 * possible time).
 */
export function readTripSearch(params: URLSearchParams, clock: SiteMinute): TripSearch | null {
  const { asked, input, unused } = readTripAddress(params);
  if (!asked) return null;
  const today = clock.date;
  const rules = tripRulesAt(clock);
  let judged = input;
  const all = [...unused];
  const dateMessage = present(input.date) ? checkField(rules.date, input.date) : undefined;
  if (dateMessage) {
    all.push({ field: 'date', value: input.date!, reason: 'past', message: dateMessage });
    judged = { ...judged, date: null };
  }
  if (present(judged.time) && isPastTime(present(judged.date) ? judged.date : today, judged.time, clock)) {
    all.push({ field: 'time', value: judged.time, reason: 'past', message: checkField(rules.time, judged.time, { date: today }) ?? '' });
    judged = { ...judged, time: null };
  }
  all.sort(fieldOrder);
  return { trip: tripOf({ ...judged, sort: judged.sort ?? HOME_TRIP_SORT }, today), dateAsked: present(judged.date), unused: all };
}

/**
 * A trip's address on the home page (without '?'): the URL form of ./trip.ts, the date only when
 * one was asked (else the link means today whenever it is opened), the page's own order left out.
 */
export function tripSearchQuery(trip: Trip, dateAsked: boolean): string {
  return tripQueryString(trip, dateAsked ? undefined : trip.date, HOME_TRIP_SORT);
}

/**
 * The home page's cache key parameters: its address as the page shows it, so one copy per trip the
 * page can show. Usable values in their one spelling, defaults left out; a value the page could
 * not use as what the page shows for it: a place To repeats as itself (or one that, with From, does
 * not touch the airport: the page names it), a date as itself (whether it
 * has passed is judged when the page is drawn), anything else as UNUSABLE, so junk never adds a copy.
 */
export function canonicalTripParams(params: URLSearchParams): URLSearchParams {
  const { asked, input, unused } = readTripAddress(params);
  if (!asked) return new URLSearchParams();
  const used = new URLSearchParams(tripSearchQuery(tripOf({ ...input, sort: input.sort ?? HOME_TRIP_SORT }, ''), present(input.date)));
  const key = new URLSearchParams();
  for (const field of TRIP_QUERY_FIELDS) {
    const refused = unused.find((u) => u.field === field);
    const value = refused ? (refused.reason === 'samePlace' || refused.reason === 'notAirport' ? refused.value : UNUSABLE) : used.get(field);
    if (value) key.set(field, value);
  }
  return key;
}

// ---- the words --------------------------------------------------------------------------------------

const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day in words: 'Sat 28 Nov', with its year when it is not `today`'s ('Sat 28 Nov 2027'). */
export function calendarText(date: string, today: string): string {
  if (!isCalendarDate(date)) return date;
  const [y, m, d] = date.split('-').map(Number);
  return `${DAY_SHORT_NAMES[weekdayOf(date)]} ${d} ${MONTH_SHORT_NAMES[m - 1]}${today.slice(0, 4) === String(y) ? '' : ` ${y}`}`;
}

/** A trip's day in words: 'Sat 28 Nov', or 'Today, Wed 25 Nov'. */
export const dayText = (date: string, today: string): string => (date === today ? `Today, ${calendarText(date, today)}` : calendarText(date, today));

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a field is called in a notice about a value the page could not use. */
const FIELD_NAMES: Record<TripField, string> = {
  from: 'starting place',
  to: 'destination',
  date: 'date',
  time: 'pickup time',
  passengers: 'party size',
  bags: 'number of large bags',
  wheelchair: 'wheelchair choice',
  sort: 'order',
};

/** A value from an address, as a notice quotes it: at most 30 characters. */
const quoted = (value: string) => (value.length > 30 ? `${value.slice(0, 29)}…` : value);

export const TRIP_SEARCH_TEXTS = {
  /** The search box. */
  title: 'Find your ride from RDU',
  exactParty: 'Exact number',
  exactPartyHelp: `${LARGE_PARTY} to ${MAX.passengers} passengers`,
  time: 'Time (optional)',
  timeHelp: 'Empty: any time',
  /** Fills the box's time with the next possible one, after a time already past today. */
  useTime: (time: string) => `Use ${time}`,
  bags: 'Large bags',
  bagsHelp: `Checked-size suitcases, 0 to ${MAX.tripBags}`,
  wheelchair: 'Wheelchair-accessible vehicle',
  submit: 'Search',
  toAnswer: 'See the answer \u2193',
  /** The answer. */
  answerTitle: (trip: Pick<Trip, 'from' | 'to'>) => `${trip.from} \u2192 ${trip.to}`,
  /** Over the answer on screen while the one for a new search is on its way (it is not the trip asked for). */
  updating: (trip: Pick<Trip, 'from' | 'to'>) => `Updating for ${trip.from} \u2192 ${trip.to}\u2026`,
  updatingNote: 'The options below are for your previous search.',
  when: (trip: Pick<Trip, 'date' | 'time'>, today: string) => `${dayText(trip.date, today)}, ${trip.time ?? 'any time'}`,
  party: (n: number) => count(n, 'passenger'),
  bagsCount: (n: number) => (n === 0 ? 'no large bags' : count(n, 'large bag')),
  wheelchairNeeded: 'wheelchair-accessible vehicle',
  /** 'As of 14:02, Wed 25 Nov (Raleigh time)': when the answer was judged. */
  asOf: (clock: { date: string; minute: number }, today: string) =>
    `As of ${clockOf(clock.minute)}, ${calendarText(clock.date, today)} (Raleigh time)`,
  options: (n: number, total: number) => (n === 0 ? `None of our ${count(total, 'provider')} can take this trip as asked` : `${n} of ${count(total, 'provider')} can take this trip`),
  noOptionHelp: 'Each provider below says why. Another time, day or a smaller party may help.',
  total: (totalText: string, party: number) => `${totalText} for ${party}`,
  totalLabel: (totalText: string, party: number) => `Total ${totalText} for ${count(party, 'passenger')}`,
  breakdown: 'How the total adds up',
  excluded: (n: number) => `Cannot take this trip (${n})`,
  sortLabel: 'Order',
  sorts: { PRICE: 'Lowest total', RATING: 'Highest rated', RECOMMENDED: 'Recommended' } satisfies Record<TripSort, string>,
  clear: 'Clear search',
  /** What would work when no provider can take the trip as asked (the rule's suggestions). */
  suggestions: {
    title: 'What would work instead',
    help: 'Not the trip as you asked it: each suggestion changes one thing.',
    /** The mark on each, so none reads as an ordinary option. */
    mark: 'Suggestion',
    splitParty: 'Split the party between two vehicles',
    laterTime: (time: string) => `Pick up at ${time} instead, the same day`,
    /** 'Book for Fri 27 Nov, 17:20: the earliest the notice allows' */
    laterBooking: (date: string, time: string, today: string) => `Book for ${calendarText(date, today)}, ${time}: the earliest the notice allows`,
    inAll: 'in all, for both vehicles',
    forParty: (n: number) => `for ${count(n, 'passenger')}`,
    share: (passengers: number, bags: number) => `${count(passengers, 'passenger')}, ${bags === 0 ? 'no large bags' : count(bags, 'large bag')}`,
    search: (when: string) => `Search for ${when}`,
  },
  /** The offer beside a pickup time already past: the same search at the next possible time. */
  searchAt: (time: string) => `Search for ${time} instead`,
  /** A value the address holds that the page could not use, and what it shows instead. */
  unused: (u: UnusedValue, instead: string, today: string) => {
    const value = u.value === null ? '' : ` (${quoted(u.reason === 'past' && u.field === 'date' ? dayText(u.value, today) : u.value)})`;
    const what = `This link's ${FIELD_NAMES[u.field]}${value}`;
    if (u.reason === 'past' && u.field === 'time') return `${what} has passed: showing ${instead}. ${u.message}.`;
    if (u.reason === 'past') return `${what} has passed: showing ${instead}.`;
    if (u.reason === 'samePlace') return `${what} is its starting place: showing ${instead}.`;
    if (u.reason === 'notAirport') return `${what} is not RDU Airport, nor is its starting place: showing ${instead}. ${u.message}.`;
    return `${what} is not one we can search for: showing ${instead}. ${u.message}.`;
  },
} as const;

/** What the page shows instead of a value it could not use, in words (`reason`: why it could not). */
export function shownInstead(field: TripField, trip: Trip, today: string, reason?: UnusedValue['reason']): string {
  switch (field) {
    case 'from':
      return trip.from;
    case 'to':
      return reason === 'notAirport' ? TRIP_SEARCH_TEXTS.answerTitle(trip) : trip.to;
    case 'date':
      return `today, ${calendarText(today, today)}`;
    case 'time':
      return reason === 'past' ? `any time later ${trip.date === today ? 'today' : calendarText(trip.date, today)}` : 'any time';
    case 'passengers':
      return TRIP_SEARCH_TEXTS.party(TRIP_DEFAULTS.passengers);
    case 'bags':
      return TRIP_SEARCH_TEXTS.bagsCount(TRIP_DEFAULTS.bags);
    case 'wheelchair':
      return 'no wheelchair-accessible vehicle needed';
    case 'sort':
      return TRIP_SEARCH_TEXTS.sorts[HOME_TRIP_SORT].toLowerCase();
  }
}

// ---- a provider page opened from the answer --------------------------------------------------------

/**
 * A provider page's query for a trip (without '?'): the trip's link values (./bookingLink.ts), the
 * date always (the provider page keeps no clock of its own: the link says the day the answer meant).
 */
export function providerTripQuery(trip: Trip): string {
  return tripAttributeOf(linkTripOf(trip));
}

/**
 * The trip a provider page's address carries, read by the trip's rules (all but "today or later":
 * the page judges nothing): none unless From, To and the date are usable; then time, passengers and
 * bags each when usable. What the page's Book Now link is filled with, and its cache key.
 */
export function readProviderTrip(params: URLSearchParams): LinkTrip | null {
  const from = params.get('from');
  const to = params.get('to');
  const date = params.get('date');
  if (!present(from) || checkField(TRIP_RULES.from, from)) return null;
  if (!present(to) || checkField(TRIP_RULES.to, to, { from })) return null;
  if (!present(date) || checkField(TRIP_RULES.date, date)) return null;
  const trip: LinkTrip = { from, to, date };
  const time = params.get('time');
  if (present(time) && !checkField(TRIP_RULES.time, time)) trip.time = time;
  for (const field of ['passengers', 'bags'] as const) {
    const value = params.get(field);
    if (present(value) && !checkField(TRIP_RULES[field], value)) trip[field] = Number(value);
  }
  return trip;
}

/** A provider page's cache key parameters: the trip it carries in one spelling, or none. */
export function canonicalProviderTripParams(params: URLSearchParams): URLSearchParams {
  const trip = readProviderTrip(params);
  return new URLSearchParams(trip ? tripAttributeOf(trip) : '');
}
