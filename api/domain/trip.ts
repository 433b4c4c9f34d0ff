// The trip answer, decided once for the API (GraphQL `trip`, GET /api/trip) and the pages: for a
// traveller's two places, day and time, party, bags and wheelchair, which providers can take the
// trip and what it costs the whole party (in words, line by line), and why each other provider
// cannot. Pure: `now` is passed in. Money is summed in whole cents (./money); hours are read at the
// site (America/New_York, ./hours).
import type { TripInput } from './inputs/public';
import { DISCOUNT_TEXTS, discountCents, discountOf } from './discount';
import { AIRPORT, touchesAirport, type FareBasis, type OpeningHours, type PriceKind, type ProviderFacts } from './facts';
import { DAY_NAMES, MINUTES_PER_DAY, addDays, clockMinutes, clockOf, isOpenAt, lastOpenMinute, openingsOf, siteClock, siteInstants, weekdayOf } from './hours';
import { CURRENCY, toCents, toDollars, usd } from './money';
import { ratingValue } from './provider';
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

/** What the rule reads of a provider: its reach, its facts and its rating. */
export interface TripProvider extends Pick<ProviderFacts, 'fareBasis' | 'fares' | 'fees' | 'maxBags' | 'hours' | 'aroundTheClock' | 'minNoticeHours' | 'accessibility'>, Partial<Pick<ProviderFacts, PriceFact>> {
  servedPlaces: readonly string[];
  maxPassengers: number;
  rating: string | number;
  /** The discount's facts (api/domain/discount.ts): a discount line only for an offer the link applies. */
  bookingUrl?: string;
  discountPercent?: number | null;
  discountCode?: string | null;
  discountUrl?: string | null;
}

/** The facts of what a price is and what it covers (issue 35): left out, none is stated. */
export type PriceFact = 'priceKind' | 'tipIncluded' | 'bagsPerTraveller' | 'extraBagFeeCents' | 'minPassengers';

/**
 * What a line of a total is: the fare for each traveller or for the vehicle, a fee per traveller or
 * per booking, the bags over the party's allowance (EXTRA_BAGS), or the provider's discount (a line
 * of its own, negative, last).
 */
export const TRIP_LINE_KINDS = ['FARE_PER_PERSON', 'FARE_PER_VEHICLE', 'FEE_PER_PERSON', 'FEE_PER_BOOKING', 'EXTRA_BAGS', 'DISCOUNT'] as const;
export type TripLineKind = (typeof TRIP_LINE_KINDS)[number];

/** One line of a total: what it is for (in words and as a kind) and its amount (dollars, and the same in cents). */
export interface TripLine {
  kind: TripLineKind;
  label: string;
  amount: number;
  cents: number;
}

/**
 * What a total is: a fixed price, or an estimate of a metered fare (worded 'Estimated total'), and
 * whether it includes the tip (null: not stated).
 */
export interface PriceTerms {
  priceKind: PriceKind | null;
  /** A metered fare: the total is an estimate. */
  estimate: boolean;
  tipIncluded: boolean | null;
}

export interface TripOption<P> extends PriceTerms {
  provider: P;
  /** The whole party's price in dollars: exactly the sum of the lines. */
  total: number;
  totalCents: number;
  currency: typeof CURRENCY;
  basis: FareBasis;
  lines: TripLine[];
}

/** Why a provider cannot take a trip, as a code a program can read (its words are TRIP_TEXTS'). */
export const TRIP_REASON_CODES = ['NOT_SERVED', 'TOO_MANY_PASSENGERS', 'GROUP_TOO_SMALL', 'TOO_MANY_BAGS', 'CLOSED', 'NOTICE', 'NO_WHEELCHAIR', 'NO_FARE'] as const;
export type TripReasonCode = (typeof TRIP_REASON_CODES)[number];

/**
 * One reason, with the facts its words name: the place not served (NOT_SERVED), the most
 * passengers or large bags carried (TOO_MANY_PASSENGERS, TOO_MANY_BAGS: with bagsPerTraveller when
 * the limit is the party's allowance and no extra-bag fee is stated), the smallest party taken
 * (GROUP_TOO_SMALL), the day and time closed
 * (CLOSED: time null when closed all that day, or for the rest of today), the hours of notice
 * (NOTICE). A field that does not belong to the code is left out.
 */
export interface TripReason {
  code: TripReasonCode;
  place?: string;
  maxPassengers?: number;
  /** GROUP_TOO_SMALL: the smallest party it takes. */
  minPassengers?: number;
  maxBags?: number;
  /** TOO_MANY_BAGS from the allowance: the bags each traveller may bring (maxBags is then the party's allowance). */
  bagsPerTraveller?: number;
  /** CLOSED: the weekday's name ('Tuesday') and 'HH:MM', or null. */
  day?: string;
  time?: string | null;
  noticeHours?: number;
}

export interface TripExclusion<P> {
  provider: P;
  /** Every reason, in words (TRIP_TEXTS). */
  reasons: string[];
  /** The same reasons as codes with their facts: why[i] is reasons[i]. */
  why: TripReason[];
}

/** What a suggestion changes: the party into two vehicles, the time that day, or the booking to when the notice allows. */
export const TRIP_SUGGESTION_KINDS = ['SPLIT_PARTY', 'LATER_TIME', 'LATER_BOOKING'] as const;
export type TripSuggestionKind = (typeof TRIP_SUGGESTION_KINDS)[number];

/** One booking a suggestion takes: a provider, the part of the party (and its large bags) it carries, and its price. */
export interface TripBooking<P> extends PriceTerms {
  provider: P;
  passengers: number;
  bags: number;
  total: number;
  totalCents: number;
  lines: TripLine[];
}

/**
 * Not the trip as asked, but what would work instead (only when no provider can take it as asked):
 * two vehicles carrying the party between them (SPLIT_PARTY, same day and time), the first later
 * time that day a provider takes it (LATER_TIME), or the earliest pickup a provider's notice allows
 * on a later day (LATER_BOOKING).
 */
export interface TripSuggestion<P> {
  kind: TripSuggestionKind;
  /** The day and time it is for ('YYYY-MM-DD'; 'HH:MM', or null: any time that day, as asked). */
  date: string;
  time: string | null;
  /** Two for a split party (in the providers' order), else one carrying the whole party. */
  bookings: TripBooking<P>[];
  /** The sum of the bookings' totals, in dollars and in cents. */
  total: number;
  totalCents: number;
  currency: typeof CURRENCY;
}

export interface TripAnswer<P> {
  trip: Trip;
  options: TripOption<P>[];
  excluded: TripExclusion<P>[];
  /** Empty unless no provider can take the trip as asked: at most one of each kind, in TRIP_SUGGESTION_KINDS' order. */
  suggestions: TripSuggestion<P>[];
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
  /** 'Takes groups of 8 to 24 passengers' */
  groupTooSmall: (min: number, max: number) => `Takes groups of ${min} to ${plural(max, 'passenger')}`,
  /** 'Allows 2 large bags per traveller (4 for your party) and states no extra-bag fee' */
  bagAllowance: (perTraveller: number, allowance: number) =>
    `Allows ${plural(perTraveller, 'large bag')} per traveller (${allowance} for your party) and states no extra-bag fee`,
  /** '2 extra bags × $15.00' */
  extraBags: (bags: number, cents: number) => `${plural(bags, 'extra bag')} \u00d7 ${usd(cents)}`,
  bags: (max: number) => (max === 0 ? 'Takes no large bags' : `Carries at most ${plural(max, 'large bag')}`),
  noWheelchair: 'No wheelchair-accessible vehicle',
  /** The provider has not said whether it has one: not stated is not yes. */
  wheelchairNotStated: 'Wheelchair-accessible vehicle not stated: ask the provider',
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

/** The words of what a total is: fixed or an estimate, and the tip (a fact not stated says so, never no). */
export const PRICE_TEXTS = {
  total: 'Total',
  estimatedTotal: 'Estimated total',
  fixed: 'Fixed price',
  metered: 'Metered fare: the final price is what the meter shows',
  tipIncluded: 'Tip included',
  tipNotIncluded: 'Tip not included',
  tipNotStated: 'Tip: not stated',
} as const;

/** The total's label: 'Estimated total' for a metered fare, else 'Total'. */
export const totalLabelOf = (terms: Pick<PriceTerms, 'estimate'>): string => (terms.estimate ? PRICE_TEXTS.estimatedTotal : PRICE_TEXTS.total);

/** What the price is, in words, in the order a traveller reads them: its kind (when stated) and the tip. */
export function priceTermsLines(terms: Pick<PriceTerms, 'priceKind' | 'tipIncluded'>): string[] {
  const kind = terms.priceKind === 'METERED' ? PRICE_TEXTS.metered : terms.priceKind === 'FIXED' ? PRICE_TEXTS.fixed : null;
  const tip = terms.tipIncluded === true ? PRICE_TEXTS.tipIncluded : terms.tipIncluded === false ? PRICE_TEXTS.tipNotIncluded : PRICE_TEXTS.tipNotStated;
  return kind ? [kind, tip] : [tip];
}

/** A provider's price terms (facts left out: not stated). */
export function priceTermsOf(p: Partial<Pick<ProviderFacts, 'priceKind' | 'tipIncluded'>>): PriceTerms {
  const priceKind = p.priceKind ?? null;
  return { priceKind, estimate: priceKind === 'METERED', tipIncluded: p.tipIncluded ?? null };
}

/** The large bags a party may bring in the price (bagsPerTraveller × party), or null when no allowance is stated. */
export function bagAllowance(p: Partial<Pick<ProviderFacts, 'bagsPerTraveller'>>, passengers: number): number | null {
  return p.bagsPerTraveller == null ? null : p.bagsPerTraveller * passengers;
}

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

/** The fare of one place in cents, or null when none is stated for it (the price range is derived from the fares: it stands for none). */
function placeFare(p: Pick<TripProvider, 'fares'>, place: string): number | null {
  for (const fare of p.fares) if (fare.place === place) return toCents(fare.amount);
  return null;
}

/**
 * The party's price for a trip, line by line, or null when no fare is stated for it. The fare is
 * the one of the place that is not the airport. A provider's fares and fees are stated for trips to
 * and from the airport (touchesAirport): between two other places nothing stated covers the trip,
 * so it has no price (the trip's rules refuse such a trip before it is judged).
 */
export function tripPrice(
  p: Pick<TripProvider, 'fareBasis' | 'fares' | 'fees' | 'bookingUrl' | 'discountPercent' | 'discountCode' | 'discountUrl' | 'bagsPerTraveller' | 'extraBagFeeCents'>,
  trip: Pick<Trip, 'from' | 'to' | 'passengers'> & { bags?: number },
): { totalCents: number; lines: TripLine[] } | null {
  if (!touchesAirport(trip.from, trip.to)) return null;
  const fare = placeFare(p, trip.from === AIRPORT ? trip.to : trip.from);
  if (fare === null) return null;
  const party = trip.passengers;
  const line = (kind: TripLineKind, label: string, cents: number): TripLine => ({ kind, label, amount: toDollars(cents), cents });
  const lines = [p.fareBasis === 'PER_PERSON' ? line('FARE_PER_PERSON', TRIP_TEXTS.perPerson(party, fare), fare * party) : line('FARE_PER_VEHICLE', TRIP_TEXTS.vehicle, fare)];
  for (const fee of p.fees) {
    const cents = toCents(fee.amount);
    lines.push(fee.per === 'PERSON' ? line('FEE_PER_PERSON', TRIP_TEXTS.feePerPerson(fee.label, party, cents), cents * party) : line('FEE_PER_BOOKING', fee.label, cents));
  }
  // Bags over the party's allowance, at the stated fee (without a fee the trip's rule refuses them).
  const allowance = bagAllowance(p, party);
  const extra = allowance === null ? 0 : (trip.bags ?? 0) - allowance;
  if (extra > 0 && p.extraBagFeeCents != null) lines.push(line('EXTRA_BAGS', TRIP_TEXTS.extraBags(extra, p.extraBagFeeCents), extra * p.extraBagFeeCents));
  let totalCents = 0;
  for (const l of lines) totalCents += l.cents;
  // Only an offer the booking link applies is taken off (discountOf), on a line of its own.
  const discount = discountOf({ ...p, bookingUrl: p.bookingUrl ?? '' });
  const off = discount ? discountCents(totalCents, discount.percent) : 0;
  if (discount && off > 0) {
    lines.push(line('DISCOUNT', DISCOUNT_TEXTS.line(discount), -off));
    totalCents -= off;
  }
  return { totalCents, lines };
}

// ---- the answer -------------------------------------------------------------------------------------

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// What kept a provider from the trip, as bits: the suggestions read which ones.
const PLACE = 1;
const PARTY = 2;
const BAGS = 4;
const WHEELCHAIR = 8;
const HOURS = 16;
const NOTICE = 32;
const FARE = 64;
/** Over the party's bag allowance with no extra-bag fee stated. */
const ALLOWANCE = 128;
/** A party smaller than the group minimum. */
const GROUP = 256;

/** A provider the trip was refused by, as the suggestions read it. */
interface Refusal<P> {
  provider: P;
  index: number;
  why: number;
}

/**
 * Which providers can take the trip, in the trip's order, and why each other one cannot. A
 * provider can when it serves both places, carries the party and its large bags, has a
 * wheelchair-accessible vehicle when one is needed, takes pickups at that day and time (the day's
 * own openings and the previous day's running past midnight) and is booked with its notice. Without
 * a time only a day with no opening at all is refused, and the notice counts to the day's last
 * pickup. A time already past today counts as now for the notice. `now` is judged to the minute.
 * When none can, the answer suggests what would work instead (tripSuggestions).
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
  const refusals: Refusal<P>[] = [];
  providers.forEach((p, index) => {
    const reasons: string[] = [];
    const because: TripReason[] = [];
    let why = 0;
    const refuse = (bit: number, reason: string, code: TripReason) => {
      why |= bit;
      reasons.push(reason);
      because.push(code);
    };
    for (const place of trip.from === trip.to ? [trip.from] : [trip.from, trip.to]) {
      if (!p.servedPlaces.includes(place)) refuse(PLACE, TRIP_TEXTS.notServed(place), { code: 'NOT_SERVED', place });
    }
    if (trip.passengers > p.maxPassengers) refuse(PARTY, TRIP_TEXTS.passengers(p.maxPassengers), { code: 'TOO_MANY_PASSENGERS', maxPassengers: p.maxPassengers });
    if (p.minPassengers != null && trip.passengers < p.minPassengers) refuse(GROUP, TRIP_TEXTS.groupTooSmall(p.minPassengers, p.maxPassengers), { code: 'GROUP_TOO_SMALL', minPassengers: p.minPassengers });
    if (p.maxBags !== null && trip.bags > p.maxBags) refuse(BAGS, TRIP_TEXTS.bags(p.maxBags), { code: 'TOO_MANY_BAGS', maxBags: p.maxBags });
    // Over the allowance: charged at the stated extra-bag fee (a line of the total), else refused naming the allowance.
    const allowance = bagAllowance(p, trip.passengers);
    if (allowance !== null && trip.bags > allowance && p.extraBagFeeCents == null) {
      refuse(ALLOWANCE, TRIP_TEXTS.bagAllowance(p.bagsPerTraveller!, allowance), { code: 'TOO_MANY_BAGS', maxBags: allowance, bagsPerTraveller: p.bagsPerTraveller! });
    }
    // Only a stated yes carries a wheelchair user; a stated no and a fact not stated are told apart in words.
    const lift = p.accessibility?.wheelchairVehicle ?? null;
    if (trip.wheelchair && lift !== true) refuse(WHEELCHAIR, lift === false ? TRIP_TEXTS.noWheelchair : TRIP_TEXTS.wheelchairNotStated, { code: 'NO_WHEELCHAIR' });

    const closed = (time: string | null) => ({ code: 'CLOSED', day: DAY_NAMES[weekday], time }) as const;
    let pickup: number | null = askedInstant;
    const hours = openingsOf(p);
    if (minute !== null) {
      if (!isOpenAt(hours, weekday, minute)) refuse(HOURS, TRIP_TEXTS.closedAt(trip.time!, weekday), closed(trip.time));
    } else {
      const last = lastOpenMinute(hours, weekday);
      if (last === null) refuse(HOURS, TRIP_TEXTS.closedOn(weekday), closed(null));
      else {
        pickup = instantOf(last);
        if (isToday && pickup < nowMs) {
          refuse(HOURS, TRIP_TEXTS.closedRestOfToday, closed(null));
          pickup = null;
        }
      }
    }
    if (pickup !== null && pickup - nowMs < p.minNoticeHours * HOUR_MS) refuse(NOTICE, TRIP_TEXTS.notice(p.minNoticeHours), { code: 'NOTICE', noticeHours: p.minNoticeHours });

    const price = tripPrice(p, trip);
    // A place it does not serve has no fare either: that reason says it already.
    if (price === null) {
      if (why & PLACE) why |= FARE;
      else refuse(FARE, TRIP_TEXTS.noFare, { code: 'NO_FARE' });
    }

    if (reasons.length || price === null) {
      excluded.push({ provider: p, reasons, why: because });
      refusals.push({ provider: p, index, why });
    } else {
      options.push({
        provider: p,
        total: toDollars(price.totalCents),
        totalCents: price.totalCents,
        currency: CURRENCY,
        basis: p.fareBasis,
        lines: price.lines,
        ...priceTermsOf(p),
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
    suggestions: options.length === 0 ? tripSuggestions(refusals, trip, nowMs) : [],
    validUntil: nowMs + MINUTE_MS,
  };
}

// ---- what would work instead ------------------------------------------------------------------------

/** A booking of `provider` for `passengers` and `bags` of the trip (its price is stated: the refusal had no FARE). */
function bookingOf<P extends TripProvider>(provider: P, trip: Trip, passengers: number, bags: number): TripBooking<P> {
  const price = tripPrice(provider, { from: trip.from, to: trip.to, passengers, bags })!;
  return { provider, passengers, bags, total: toDollars(price.totalCents), totalCents: price.totalCents, lines: price.lines, ...priceTermsOf(provider) };
}

function suggestionOf<P>(kind: TripSuggestionKind, date: string, time: string | null, bookings: TripBooking<P>[]): TripSuggestion<P> {
  let totalCents = 0;
  for (const b of bookings) totalCents += b.totalCents;
  return { kind, date, time, bookings, total: toDollars(totalCents), totalCents, currency: CURRENCY };
}

/** What would work when no provider takes the trip as asked: at most one suggestion of each kind. */
function tripSuggestions<P extends TripProvider>(refusals: readonly Refusal<P>[], trip: Trip, nowMs: number): TripSuggestion<P>[] {
  const out: TripSuggestion<P>[] = [];
  const split = splitParty(refusals, trip);
  if (split) out.push(split);
  const later = laterTime(refusals, trip, nowMs);
  if (later) out.push(later);
  const booking = laterBooking(refusals, trip, nowMs);
  if (booking) out.push(booking);
  return out;
}

/**
 * Two vehicles that carry the party and its large bags between them, each taking at least one
 * traveller, at the day and time asked: of the providers refused only for the party, its bags or a
 * wheelchair-accessible vehicle (the rider travels in the one that has it), the pair and the split
 * with the lowest sum (ties: the more even split, then the providers' order). Two providers, not
 * one twice: how many vehicles a provider has is not a fact the site holds.
 */
function splitParty<P extends TripProvider>(refusals: readonly Refusal<P>[], trip: Trip): TripSuggestion<P> | null {
  const party = trip.passengers;
  if (party < 2) return null;
  // A price is linear in the party: a + b × passengers (per person fares and fees; booking fees; a vehicle fare).
  const fits = refusals
    .filter((r) => (r.why & ~(PARTY | BAGS | WHEELCHAIR)) === 0)
    .map((r) => {
      const one = tripPrice(r.provider, { from: trip.from, to: trip.to, passengers: 1 })!.totalCents;
      const two = tripPrice(r.provider, { from: trip.from, to: trip.to, passengers: 2 })!.totalCents;
      // A bag allowance without an extra-bag fee limits the bags by the share of the party carried.
      const perTraveller = r.provider.extraBagFeeCents == null ? (r.provider.bagsPerTraveller ?? null) : null;
      const maxBags = r.provider.maxBags ?? Infinity;
      const bagsFor = (share: number) => (perTraveller === null ? maxBags : Math.min(maxBags, perTraveller * share));
      return { ...r, perHead: two - one, base: 2 * one - two, seats: r.provider.maxPassengers, least: r.provider.minPassengers ?? 1, bagsFor, lift: r.provider.accessibility?.wheelchairVehicle === true };
    });
  let best: { i: number; j: number; first: number; cents: number } | null = null;
  const even = (first: number) => Math.abs(2 * first - party);
  for (let i = 0; i < fits.length; i++) {
    const a = fits[i];
    for (let j = i + 1; j < fits.length; j++) {
      const b = fits[j];
      if (trip.wheelchair && !a.lift && !b.lift) continue;
      // Each takes at least one traveller, and at least its group minimum.
      const lo = Math.max(1, a.least, party - b.seats);
      const hi = Math.min(a.seats, party - 1, party - b.least);
      if (lo > hi) continue;
      const cents = (first: number) => a.base + a.perHead * first + b.base + b.perHead * (party - first);
      let first: number;
      if (cents(lo) !== cents(hi)) first = cents(lo) < cents(hi) ? lo : hi;
      else first = Math.min(hi, Math.max(lo, Math.ceil(party / 2)));
      if (a.bagsFor(first) + b.bagsFor(party - first) < trip.bags) continue;
      const total = cents(first);
      if (!best || total < best.cents || (total === best.cents && even(first) < even(best.first))) best = { i, j, first, cents: total };
    }
  }
  if (!best) return null;
  const a = fits[best.i];
  const b = fits[best.j];
  const second = party - best.first;
  // The bags as the party is split, within what each carries.
  const bagsLow = Math.max(0, trip.bags - b.bagsFor(second));
  const bagsHigh = Math.min(trip.bags, a.bagsFor(best.first));
  const firstBags = Math.min(bagsHigh, Math.max(bagsLow, Math.round((trip.bags * best.first) / party)));
  return suggestionOf('SPLIT_PARTY', trip.date, trip.time, [
    bookingOf(a.provider, trip, best.first, firstBags),
    bookingOf(b.provider, trip, second, trip.bags - firstBags),
  ]);
}

/**
 * The first minute at or after `from` (of a day with this weekday) at which the hours take a
 * pickup, or null: `from` itself or the start of one of that day's own openings.
 */
function firstOpenMinute(hours: readonly OpeningHours[], weekday: number, from: number): number | null {
  if (from >= MINUTES_PER_DAY) return null;
  if (isOpenAt(hours, weekday, from)) return from;
  let first: number | null = null;
  for (const entry of hours) {
    const opens = entry.day === weekday ? clockMinutes(entry.opens) : null;
    if (opens !== null && opens > from && (first === null || opens < first) && isOpenAt(hours, weekday, opens)) first = opens;
  }
  return first;
}

/** The first minute of a day whose instant is at or after `at` (0 when the whole day is), or null when none is. */
function firstMinuteFrom(instantOf: (minute: number) => number, at: number): number | null {
  if (instantOf(MINUTES_PER_DAY - 1) < at) return null;
  let lo = 0;
  let hi = MINUTES_PER_DAY - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (instantOf(mid) >= at) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The cheaper of two bookings found at the same moment, else the earlier; the providers' order on a tie. */
const sooner = (a: { at: number; cents: number; index: number }, b: { at: number; cents: number; index: number }) => a.at - b.at || a.cents - b.cents || a.index - b.index;

/**
 * The first later time that day at which a provider takes the whole trip (asked with a time): of
 * the providers refused only for their hours or notice, the earliest minute after the one asked
 * at which it takes pickups and its notice is met; the cheaper at the same minute.
 */
function laterTime<P extends TripProvider>(refusals: readonly Refusal<P>[], trip: Trip, nowMs: number): TripSuggestion<P> | null {
  const asked = trip.time === null ? null : clockMinutes(trip.time);
  if (asked === null) return null;
  const weekday = weekdayOf(trip.date);
  const instantOf = siteInstants(trip.date);
  let best: { provider: P; at: number; minute: number; cents: number; index: number } | null = null;
  for (const r of refusals) {
    if ((r.why & ~(HOURS | NOTICE)) !== 0) continue;
    const noticed = firstMinuteFrom(instantOf, nowMs + r.provider.minNoticeHours * HOUR_MS);
    if (noticed === null) continue;
    const minute = firstOpenMinute(openingsOf(r.provider), weekday, Math.max(asked + 1, noticed));
    if (minute === null) continue;
    const found = { provider: r.provider, at: instantOf(minute), minute, cents: tripPrice(r.provider, trip)!.totalCents, index: r.index };
    if (!best || sooner(found, best) < 0) best = found;
  }
  return best && suggestionOf('LATER_TIME', trip.date, clockOf(best.minute), [bookingOf(best.provider, trip, trip.passengers, trip.bags)]);
}

/** How many days past the notice's end a provider's next opening is looked for (its week, and one more day). */
const OPENING_SEARCH_DAYS = 8;

/**
 * The earliest booking a provider's notice allows, on a later day than the one asked (a later time
 * that day is laterTime's): of the providers refused for their notice (and perhaps their hours
 * then) only, the first minute at or after now plus the notice at which it takes pickups; the
 * cheaper at the same moment.
 */
function laterBooking<P extends TripProvider>(refusals: readonly Refusal<P>[], trip: Trip, nowMs: number): TripSuggestion<P> | null {
  let best: { provider: P; at: number; date: string; minute: number; cents: number; index: number } | null = null;
  for (const r of refusals) {
    if ((r.why & NOTICE) === 0 || (r.why & ~(HOURS | NOTICE)) !== 0) continue;
    const earliest = nowMs + r.provider.minNoticeHours * HOUR_MS;
    let date = siteClock(new Date(earliest)).date;
    for (let day = 0; day < OPENING_SEARCH_DAYS; day++, date = addDays(date, 1)) {
      const instantOf = siteInstants(date);
      const from = firstMinuteFrom(instantOf, earliest);
      const minute = from === null ? null : firstOpenMinute(openingsOf(r.provider), weekdayOf(date), from);
      if (minute === null) continue;
      if (date > trip.date) {
        const found = { provider: r.provider, at: instantOf(minute), date, minute, cents: tripPrice(r.provider, trip)!.totalCents, index: r.index };
        if (!best || sooner(found, best) < 0) best = found;
      }
      break;
    }
  }
  return best && suggestionOf('LATER_BOOKING', best.date, clockOf(best.minute), [bookingOf(best.provider, trip, trip.passengers, trip.bags)]);
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
