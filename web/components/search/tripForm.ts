// The home search box's values as it holds them (text, as typed), to and from the trip it asks for,
// and its check: the trip's own rules (TRIP_RULES with "today or later" and "not a time already past
// today" at the site, tripRulesAt) plus the exact party behind '4+ Passengers' (LARGE_PARTY_RULE),
// with their field messages.
import { checkField, checkInput } from '../../../api/domain/inputs/check';
import { isPastTime, nextTripTime, tripRulesAt, type SiteMinute, type TripInput } from '../../../api/domain/inputs/public';
import { PASSENGER_OPTIONS, SEARCH_DEFAULTS } from '../../../api/domain/rules';
import { tripOf, type Trip } from '../../../api/domain/trip';
import { LARGE_PARTY, LARGE_PARTY_RULE, type TripSearch } from '../../../api/domain/tripSearch';

export interface SearchFormValues {
  from: string;
  to: string;
  /** 'YYYY-MM-DD', or '' for today. */
  date: string;
  /** 'HH:MM', or '' for any time. */
  time: string;
  /** One of PASSENGER_OPTIONS (SPEC.md's choices). */
  party: string;
  /** The exact number behind '4+ Passengers'. */
  exactParty: string;
  /** Large bags, as typed. */
  bags: string;
  wheelchair: boolean;
}

export type SearchFormField = keyof SearchFormValues;
export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

export const LARGE_PARTY_OPTION = PASSENGER_OPTIONS[PASSENGER_OPTIONS.length - 1];

/** SPEC.md's defaults: RDU Airport → Downtown Raleigh, '1 Passenger', today, any time, no bags. */
export const EMPTY_SEARCH: SearchFormValues = { ...SEARCH_DEFAULTS, date: '', time: '', party: SEARCH_DEFAULTS.passengers, exactParty: '', bags: '0', wheelchair: false };

/** What the box shows for the trip an address asks for (the values it could not use show as what the page uses). */
export function searchFormValues(search: TripSearch | null): SearchFormValues {
  if (!search) return EMPTY_SEARCH;
  const { trip, dateAsked } = search;
  const large = trip.passengers >= LARGE_PARTY;
  return {
    from: trip.from,
    to: trip.to,
    date: dateAsked ? trip.date : '',
    time: trip.time ?? '',
    party: large ? LARGE_PARTY_OPTION : PASSENGER_OPTIONS[trip.passengers - 1],
    exactParty: large ? String(trip.passengers) : '',
    bags: String(trip.bags),
    wheelchair: trip.wheelchair,
  };
}

/** The trip's input the box's values stand for (before any check). */
export function tripInputOf(values: SearchFormValues): TripInput {
  const option = (PASSENGER_OPTIONS as readonly string[]).indexOf(values.party);
  return {
    from: values.from,
    to: values.to,
    date: values.date.trim() || null,
    time: values.time.trim() || null,
    passengers: option >= 0 && values.party !== LARGE_PARTY_OPTION ? option + 1 : values.exactParty,
    bags: values.bags.trim() === '' ? null : values.bags,
    wheelchair: values.wheelchair,
  };
}

/**
 * The box's field messages at the site's day and minute (an empty object when the trip can be
 * asked): the trip's rules, their passengers message on the exact party, which must also be at
 * least 4.
 */
export function checkSearch(values: SearchFormValues, clock: SiteMinute): SearchFormErrors {
  const input = tripInputOf(values);
  const { passengers, ...errors } = checkInput(tripRulesAt(clock), input as unknown as Record<string, unknown>);
  const out: SearchFormErrors = { ...errors };
  if (values.party === LARGE_PARTY_OPTION) {
    const large = checkField(LARGE_PARTY_RULE, values.exactParty);
    if (large || passengers) out.exactParty = large ?? passengers;
  } else if (passengers) out.party = passengers;
  return out;
}

/** The next possible pickup time to offer when the box's time has already passed today ('17:20'), else null. */
export function nextTimeOffer(values: SearchFormValues, clock: SiteMinute): string | null {
  const { date, time } = tripInputOf(values);
  return time && (date ?? clock.date) === clock.date && isPastTime(clock.date, time, clock) ? nextTripTime(clock) : null;
}

/** The checked box's trip, in the order of the answer on screen. */
export function tripOfSearch(values: SearchFormValues, today: string, sort: Trip['sort']): { trip: Trip; dateAsked: boolean } {
  const input = tripInputOf(values);
  return { trip: tripOf({ ...input, sort }, today), dateAsked: input.date !== null };
}
