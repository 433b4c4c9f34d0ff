// The trip answer, decided once for the API (GraphQL `trip`, GET /api/trip) and the pages: for a
// traveller's two places, day and time, party, bags and wheelchair, which providers can take the
// trip and what it costs the whole party (in words, line by line), and why each other provider
// cannot. Pure: `now` is passed in. Money is summed in whole cents (./money); hours are read at the
// site (America/New_York, ./hours).
import type { TripInput } from './inputs/public';
import { AIRPORT, touchesAirport, type FareBasis, type ProviderFacts } from './facts';
import { DAY_NAMES, clockMinutes, isOpenAt, lastOpenMinute, siteClock, siteInstants, weekdayOf } from './hours';
import { CURRENCY, toCents, toDollars, usd } from './money';
import { parsePriceRange, ratingValue } from './provider';
import { TRIP_QUERY_FIELDS, TRIP_SORTS } from './rules';

export { TRIP_QUERY_FIELDS, TRIP_SORTS };
export type TripSort = (typeof TRIP_SORTS)[number];

/** A trip as the rule reads it: checked input with its defaults filled in. */
export interface Trip {
  from: string;
  to: string;
  /** The day at the site, 'YYYY-MM-DD' (today when none was given). */
  date: string;
  /** 'HH:MM' at the site, or null: any time that day. */
  time: string | null;
  passengers: number;
  bags: number;
  wheelchair: boolean;
  sort: TripSort;
}

export const TRIP_DEFAULTS = { passengers: 1, bags: 0, wheelchair: false, sort: 'RECOMMENDED' } as const;

/** What the rule reads of a provider: its reach, its facts, its price range and rating. */
export interface TripProvider extends Pick<ProviderFacts, 'fareBasis' | 'fares' | 'fees' | 'maxBags' | 'hours' | 'minNoticeHours' | 'accessibility'> {
  servedPlaces: readonly string[];
  maxPassengers: number;
  priceRange: string;
  rating: string | number;
}

/** One line of a total: what it is for and its amount (dollars, and the same in cents). */
export interface TripLine {
  label: string;
  amount: number;
  cents: number;
}

export interface TripOption<P> {
  provider: P;
  /** The whole party's price in dollars: exactly the sum of the lines. */
  total: number;
  totalCents: number;
  currency: typeof CURRENCY;
  basis: FareBasis;
  lines: TripLine[];
}

export interface TripExclusion<P> {
  provider: P;
  /** Every reason, in words (TRIP_TEXTS). */
  reasons: string[];
}

export interface TripAnswer<P> {
  trip: Trip;
  options: TripOption<P>[];
  excluded: TripExclusion<P>[];
  /**
   * The answer holds until this instant (ms) unless the providers change: it is judged by the
   * minute, so a cache may keep it to the end of the current minute.
   */
  validUntil: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The words of the answer: the reasons a provider cannot take a trip, and the lines of a total. */
export const TRIP_TEXTS = {
  notServed: (place: string) => `Does not serve ${place}`,
  passengers: (max: number) => `Carries at most ${plural(max, 'passenger')}`,
  bags: (max: number) => (max === 0 ? 'Takes no large bags' : `Carries at most ${plural(max, 'large bag')}`),
  noWheelchair: 'No wheelchair-accessible vehicle',
  /** 'Closed at 02:00 on Tuesdays' */
  closedAt: (time: string, weekday: number) => `Closed at ${time} on ${DAY_NAMES[weekday]}s`,
  /** 'Closed on Tuesdays': a day without any opening (asked without a time). */
  closedOn: (weekday: number) => `Closed on ${DAY_NAMES[weekday]}s`,
  /** Asked for today without a time, after its last pickup of the day. */
  closedRestOfToday: 'No more pickups today',
  notice: (hours: number) => `Books at least ${plural(hours, 'hour')} ahead`,
  noFare: 'No fare is stated for this trip',
  /** '4 × $18.50 per person' */
  perPerson: (party: number, cents: number) => `${party} \u00d7 ${usd(cents)} per person`,
  vehicle: 'Vehicle fare',
  /** 'Airport fee (4 × $2.00)'; a fee per booking is its label alone. */
  feePerPerson: (label: string, party: number, cents: number) => `${label} (${party} \u00d7 ${usd(cents)})`,
} as const;

/** A checked input (TRIP_RULES / tripRulesOn) as the rule reads it; `today` is the site's day. */
export function tripOf(input: TripInput, today: string): Trip {
  const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  const number = (v: number | string | null | undefined, fallback: number) => (v === null || v === undefined || v === '' ? fallback : Number(v));
  return {
    from: input.from,
    to: input.to,
    date: text(input.date) ?? today,
    time: text(input.time),
    passengers: number(input.passengers, TRIP_DEFAULTS.passengers),
    bags: number(input.bags, TRIP_DEFAULTS.bags),
    wheelchair: input.wheelchair ?? TRIP_DEFAULTS.wheelchair,
    sort: (text(input.sort) as TripSort | null) ?? TRIP_DEFAULTS.sort,
  };
}

// ---- the price --------------------------------------------------------------------------------------

/** The fare of one place in cents: its own fare, else the low end of the price range; null when neither is stated. */
function placeFare(p: Pick<TripProvider, 'fares'>, place: string, low: () => number | null): number | null {
  for (const fare of p.fares) if (fare.place === place) return toCents(fare.amount);
  return low();
}

/**
 * The party's price for a trip, line by line, or null when no fare is stated for it. The fare is
 * the one of the place that is not the airport. A provider's fares and fees are stated for trips to
 * and from the airport (touchesAirport): between two other places nothing stated covers the trip,
 * so it has no price (the trip's rules refuse such a trip before it is judged).
 */
export function tripPrice(p: Pick<TripProvider, 'fareBasis' | 'fares' | 'fees' | 'priceRange'>, trip: Pick<Trip, 'from' | 'to' | 'passengers'>): { totalCents: number; lines: TripLine[] } | null {
  let lowCents: number | null | undefined;
  const low = () => {
    if (lowCents === undefined) {
      const from = parsePriceRange(p.priceRange).from;
      lowCents = from === null ? null : toCents(from);
    }
    return lowCents;
  };
  if (!touchesAirport(trip.from, trip.to)) return null;
  const fare = placeFare(p, trip.from === AIRPORT ? trip.to : trip.from, low);
  if (fare === null) return null;
  const party = trip.passengers;
  const line = (label: string, cents: number): TripLine => ({ label, amount: toDollars(cents), cents });
  const lines = [p.fareBasis === 'PER_PERSON' ? line(TRIP_TEXTS.perPerson(party, fare), fare * party) : line(TRIP_TEXTS.vehicle, fare)];
  for (const fee of p.fees) {
    const cents = toCents(fee.amount);
    lines.push(fee.per === 'PERSON' ? line(TRIP_TEXTS.feePerPerson(fee.label, party, cents), cents * party) : line(fee.label, cents));
  }
  let totalCents = 0;
  for (const l of lines) totalCents += l.cents;
  return { totalCents, lines };
}

// ---- the answer -------------------------------------------------------------------------------------

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Which providers can take the trip, in the trip's order, and why each other one cannot. A
 * provider can when it serves both places, carries the party and its large bags, has a
 * wheelchair-accessible vehicle when one is needed, takes pickups at that day and time (the day's
 * own openings and the previous day's running past midnight) and is booked with its notice. Without
 * a time only a day with no opening at all is refused, and the notice counts to the day's last
 * pickup. A time already past today counts as now for the notice. `now` is judged to the minute.
 */
export function answerTrip<P extends TripProvider>(providers: readonly P[], trip: Trip, now: Date): TripAnswer<P> {
  const nowMs = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const clock = siteClock(now);
  const isToday = trip.date === clock.date;
  const weekday = weekdayOf(trip.date);
  const minute = trip.time === null ? null : clockMinutes(trip.time);
  const instantOf = siteInstants(trip.date);
  const askedInstant = minute === null ? null : Math.max(instantOf(minute), nowMs);

  const options: (TripOption<P> & { index: number; rating: number })[] = [];
  const excluded: TripExclusion<P>[] = [];
  providers.forEach((p, index) => {
    const reasons: string[] = [];
    for (const place of trip.from === trip.to ? [trip.from] : [trip.from, trip.to]) {
      if (!p.servedPlaces.includes(place)) reasons.push(TRIP_TEXTS.notServed(place));
    }
    if (trip.passengers > p.maxPassengers) reasons.push(TRIP_TEXTS.passengers(p.maxPassengers));
    if (p.maxBags !== null && trip.bags > p.maxBags) reasons.push(TRIP_TEXTS.bags(p.maxBags));
    if (trip.wheelchair && !p.accessibility?.wheelchairVehicle) reasons.push(TRIP_TEXTS.noWheelchair);

    let pickup: number | null = askedInstant;
    if (minute !== null) {
      if (!isOpenAt(p.hours, weekday, minute)) reasons.push(TRIP_TEXTS.closedAt(trip.time!, weekday));
    } else {
      const last = lastOpenMinute(p.hours, weekday);
      if (last === null) reasons.push(TRIP_TEXTS.closedOn(weekday));
      else {
        pickup = instantOf(last);
        if (isToday && pickup < nowMs) {
          reasons.push(TRIP_TEXTS.closedRestOfToday);
          pickup = null;
        }
      }
    }
    if (pickup !== null && pickup - nowMs < p.minNoticeHours * HOUR_MS) reasons.push(TRIP_TEXTS.notice(p.minNoticeHours));

    const price = tripPrice(p, trip);
    if (price === null) reasons.push(TRIP_TEXTS.noFare);

    if (reasons.length || price === null) excluded.push({ provider: p, reasons });
    else {
      options.push({
        provider: p,
        total: toDollars(price.totalCents),
        totalCents: price.totalCents,
        currency: CURRENCY,
        basis: p.fareBasis,
        lines: price.lines,
        index,
        rating: ratingValue(p.rating),
      });
    }
  });

  if (trip.sort === 'PRICE') options.sort((a, b) => a.totalCents - b.totalCents || b.rating - a.rating || a.index - b.index);
  else if (trip.sort === 'RATING') options.sort((a, b) => b.rating - a.rating || a.totalCents - b.totalCents || a.index - b.index);

  return {
    trip,
    options: options.map(({ index: _index, rating: _rating, ...option }) => option),
    excluded,
    validUntil: nowMs + MINUTE_MS,
  };
}

// ---- the URL form -----------------------------------------------------------------------------------

/**
 * A trip's input from query parameters as text (missing and empty ones left out): numbers stay
 * text for the rules to read, 'true' and 'false' become booleans (any other text is kept, so the
 * rule refuses it with its message).
 */
export function tripInputFromQuery(get: (name: string) => string | undefined | null): TripInput {
  const input: Record<string, unknown> = {};
  for (const name of TRIP_QUERY_FIELDS) {
    const value = get(name);
    if (value === undefined || value === null || value === '') continue;
    input[name] = name === 'wheelchair' ? (value === 'true' ? true : value === 'false' ? false : value) : value;
  }
  return input as unknown as TripInput;
}

/**
 * A trip's query string (without '?'): its fields in a fixed order, defaults left out (the date
 * when it is `today`; the order when it is `sortDefault`, RECOMMENDED as in the API unless the
 * page that reads the address orders otherwise by default).
 */
export function tripQueryString(trip: Trip, today?: string, sortDefault: TripSort = TRIP_DEFAULTS.sort): string {
  const params = new URLSearchParams({ from: trip.from, to: trip.to });
  if (trip.date !== today) params.set('date', trip.date);
  if (trip.time) params.set('time', trip.time);
  if (trip.passengers !== TRIP_DEFAULTS.passengers) params.set('passengers', String(trip.passengers));
  if (trip.bags !== TRIP_DEFAULTS.bags) params.set('bags', String(trip.bags));
  if (trip.wheelchair) params.set('wheelchair', 'true');
  if (trip.sort !== sortDefault) params.set('sort', trip.sort);
  return params.toString();
}
