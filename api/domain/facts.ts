// The facts that decide a traveller's choice of provider, as typed data (DESIGN.md: "facts about a
// provider are data, not prose"): how the fare is counted, fares per place, fees, luggage,
// policies, accessibility, meeting points, reviews and when they were checked. Their shapes, fixed
// lists and defaults live here; their input rules in ./inputs/admin.ts; the trip's answer built
// from them in ./trip.ts. Imports only ./rules, ./money and ./hours.
import type { OpeningHours } from './hours';
import { toCents, usd } from './money';
import { SEARCH_LOCATIONS } from './rules';

export type { OpeningHours };

/** How a fare is counted: for each traveller, or for the whole vehicle whatever the party. */
export const FARE_BASES = ['PER_PERSON', 'PER_VEHICLE'] as const;
export type FareBasis = (typeof FARE_BASES)[number];

/** A fee is charged once per booking, or once per traveller. */
export const FEE_PER = ['BOOKING', 'PERSON'] as const;
export type FeePer = (typeof FEE_PER)[number];

/**
 * What a price is (issue 35): a fixed price, or a metered fare whose total the site can only
 * estimate. null: not stated.
 */
export const PRICE_KINDS = ['FIXED', 'METERED'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** RDU's terminals, where a provider meets its travellers. */
export const TERMINALS = ['Terminal 1', 'Terminal 2'] as const;
export type Terminal = (typeof TERMINALS)[number];

/** The airport: every fare is between it and another search location. */
export const AIRPORT = 'RDU Airport';

/**
 * Whether a trip between two places is one the site compares: to or from the airport (the fares,
 * fees and reach providers state are for those). Two other places are not a trip it can price.
 */
export const touchesAirport = (from: string, to: string): boolean => from === AIRPORT || to === AIRPORT;

/** The places a fare can name: every search location but the airport itself. */
export const FARE_PLACES: readonly string[] = SEARCH_LOCATIONS.filter((place) => place !== AIRPORT);

/** The fare between RDU Airport and `place` (dollars, at most two decimals). */
export interface Fare {
  place: string;
  amount: number;
}

/** Fares in the search locations' order: how every save stores them (and the demo content), so a save that changes no fare records no change. */
export const inFarePlaceOrder = <F extends Pick<Fare, 'place'>>(fares: readonly F[]): F[] => [...fares].sort((x, y) => FARE_PLACES.indexOf(x.place) - FARE_PLACES.indexOf(y.place));

/** A charge on top of the fare, e.g. { label: 'Airport fee', amount: 2.5, per: 'BOOKING' }. */
export interface Fee {
  label: string;
  amount: number;
  per: FeePer;
}

/**
 * Accessibility, one answer per fact as flight tracking has: true (yes), false (no) or null (not
 * stated). A fact not stated is never "no" (DESIGN.md: a fact never invents itself).
 */
export interface Accessibility {
  /** A vehicle with a ramp or lift: the rider stays in the wheelchair. */
  wheelchairVehicle: boolean | null;
  /** A folding wheelchair travels with the luggage. */
  foldingWheelchair: boolean | null;
  serviceAnimals: boolean | null;
  notes: string | null;
}

/** The three accessibility facts, in the order a traveller asks them. */
export const ACCESSIBILITY_FACTS = ['wheelchairVehicle', 'foldingWheelchair', 'serviceAnimals'] as const;
export type AccessibilityFact = (typeof ACCESSIBILITY_FACTS)[number];

/**
 * Each fact's three-valued name on the wire (GraphQL and REST, read and written): true, false or
 * null (not stated). The stored names (wheelchairVehicle...) stay on the wire too, deprecated, in
 * the shape older clients know: a Boolean that is true only when the fact is stated yes.
 */
export const ACCESSIBILITY_WIRE = {
  wheelchairVehicle: 'hasWheelchairVehicle',
  foldingWheelchair: 'takesFoldingWheelchair',
  serviceAnimals: 'welcomesServiceAnimals',
} as const satisfies Record<AccessibilityFact, string>;

/** Accessibility as both transports answer it: the three-valued facts, and the deprecated yes-only Booleans. */
export interface AccessibilityWire {
  hasWheelchairVehicle: boolean | null;
  takesFoldingWheelchair: boolean | null;
  welcomesServiceAnimals: boolean | null;
  /** @deprecated true only when stated yes: read hasWheelchairVehicle. */
  wheelchairVehicle: boolean;
  /** @deprecated true only when stated yes: read takesFoldingWheelchair. */
  foldingWheelchair: boolean;
  /** @deprecated true only when stated yes: read welcomesServiceAnimals. */
  serviceAnimals: boolean;
  notes: string | null;
}

export function accessibilityWire(a: Accessibility | null): AccessibilityWire | null {
  if (!a) return null;
  const fact = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : null);
  return {
    hasWheelchairVehicle: fact(a.wheelchairVehicle),
    takesFoldingWheelchair: fact(a.foldingWheelchair),
    welcomesServiceAnimals: fact(a.serviceAnimals),
    wheelchairVehicle: a.wheelchairVehicle === true,
    foldingWheelchair: a.foldingWheelchair === true,
    serviceAnimals: a.serviceAnimals === true,
    notes: a.notes ?? null,
  };
}

/** Whether anything about accessibility is stated: a fact yes or no, or notes. Nothing: not entered (null). */
export const statesAccessibility = (a: Accessibility): boolean => ACCESSIBILITY_FACTS.some((fact) => a[fact] !== null) || (a.notes ?? '') !== '';

/** Where a provider meets travellers at one terminal. */
export interface PickupPoint {
  terminal: Terminal;
  instructions: string;
}

/**
 * The facts of a provider as the trip's rule and the pages read them (the stored provider and both
 * wire shapes have these fields). null means "not entered": the pages then fall back to SPEC.md's
 * fixed texts or say nothing.
 */
export interface ProviderFacts {
  fareBasis: FareBasis;
  fares: Fare[];
  fees: Fee[];
  /** Large bags one booking carries; null: not entered (no trip is refused for its bags). */
  maxBags: number | null;
  /** Fixed price or metered (the total is then an estimate); null: not stated. */
  priceKind: PriceKind | null;
  /** Whether the price includes the driver's tip; null: not stated. */
  tipIncluded: boolean | null;
  /** Large bags each traveller may bring in the price; null: not stated (no allowance applied). */
  bagsPerTraveller: number | null;
  /** What each bag over the allowance costs, in cents; null: not stated (a party over its allowance is refused). */
  extraBagFeeCents: number | null;
  /** The smallest party it takes ('groups of 8 to 24': 8, the largest is maxPassengers); null: any party. */
  minPassengers: number | null;
  /** Openings per weekday (none: closed; see aroundTheClock). */
  hours: OpeningHours[];
  /** Takes pickups at every hour of every day ('24 Hours'): then it has no openings of its own. */
  aroundTheClock: boolean;
  /** Hours between booking and pickup; 0: on demand. */
  minNoticeHours: number;
  phone: string | null;
  email: string | null;
  freeWaitMinutes: number | null;
  flightTracking: boolean | null;
  cancellationPolicy: string | null;
  accessibility: Accessibility | null;
  pickupPoints: PickupPoint[];
  ratingCount: number | null;
  ratingSource: string | null;
  /** 'YYYY-MM-DD'. */
  factsCheckedOn: string | null;
}

/** SPEC.md's rule (provider cards): a type including 'Shared' is priced per person, any other per ride. */
export function fareBasisOf(type: string): FareBasis {
  return type.includes('Shared') ? 'PER_PERSON' : 'PER_VEHICLE';
}

/** The unit a fare is quoted in, in the cards' words. */
export function fareUnit(basis: FareBasis): 'per person' | 'per ride' {
  return basis === 'PER_PERSON' ? 'per person' : 'per ride';
}

/**
 * What a provider saved without its facts gets: the basis from its type text, no fares or fees,
 * around the clock (SPEC's '24 Hours') on demand, nothing else entered.
 */
export function defaultFacts(type: string): ProviderFacts {
  return {
    fareBasis: fareBasisOf(type),
    fares: [],
    fees: [],
    maxBags: null,
    priceKind: null,
    tipIncluded: null,
    bagsPerTraveller: null,
    extraBagFeeCents: null,
    minPassengers: null,
    hours: [],
    aroundTheClock: true,
    minNoticeHours: 0,
    phone: null,
    email: null,
    freeWaitMinutes: null,
    flightTracking: null,
    cancellationPolicy: null,
    accessibility: null,
    pickupPoints: [],
    ratingCount: null,
    ratingSource: null,
    factsCheckedOn: null,
  };
}

/** The facts' field names, in the order the forms and the docs list them. */
export const FACT_FIELDS = Object.keys(defaultFacts('')) as (keyof ProviderFacts)[];

// ---- the price range ------------------------------------------------------------------------------

/** '$25.99 - $65.99': dollars with at most two decimals at each end, low first. */
const PRICE_RANGE = /^\$(\d{1,6}(?:\.\d{1,2})?) - \$(\d{1,6}(?:\.\d{1,2})?)$/;

/** The two ends of a price range in whole cents, or null when the text is not '$low - $high' with low ≤ high. */
export function readPriceRange(text: string): { low: number; high: number } | null {
  const match = typeof text === 'string' ? PRICE_RANGE.exec(text) : null;
  if (!match) return null;
  const low = Math.round(Number(match[1]) * 100);
  const high = Math.round(Number(match[2]) * 100);
  return low <= high ? { low, high } : null;
}

/** '$25.99 - $65.99' from two amounts in cents. */
export const priceRangeText = (range: { low: number; high: number }): string => `${usd(range.low)} - ${usd(range.high)}`.replace(/,/g, '');

/**
 * What one traveller pays, cheapest and dearest, in cents: each fare with every fee for one
 * person (a fee per booking once, a fee per person once), as the trip's answer adds them up for a
 * party of one. null when no fare is stated. The stored price range is this (ProviderService
 * writes it on every save): the "Starting from" of the cards never disagrees with the fares.
 */
export function priceRangeOf(p: Pick<ProviderFacts, 'fares' | 'fees'>): { low: number; high: number } | null {
  if (p.fares.length === 0) return null;
  let fees = 0;
  for (const fee of p.fees) fees += toCents(fee.amount);
  const totals = p.fares.map((fare) => toCents(fare.amount) + fees);
  return { low: Math.min(...totals), high: Math.max(...totals) };
}

/** What the cards and the provider page say instead of a price when no fare is stated. */
export const NO_FARE_TEXT = 'Fares not stated yet';

/** The stored price range: priceRangeText of priceRangeOf, or '' when no fare is stated. */
export function derivedPriceRange(p: Pick<ProviderFacts, 'fares' | 'fees'>): string {
  const range = priceRangeOf(p);
  return range ? priceRangeText(range) : '';
}

/**
 * The stored service area: the places served in words, the airport left out when the list holds
 * others (every trip starts or ends there). Written on every save from servedPlaces, so the two
 * cannot drift apart.
 */
export function derivedServiceArea(servedPlaces: readonly string[]): string {
  const others = servedPlaces.filter((place) => place !== AIRPORT);
  return (others.length ? others : servedPlaces).join(', ');
}

/** An older client's price range as fares: its low end for every place served but the airport (what the trip charged for them). */
export function faresFromPriceRange(priceRange: unknown, servedPlaces: readonly string[]): Fare[] {
  const range = typeof priceRange === 'string' ? readPriceRange(priceRange.trim()) : null;
  if (!range) return [];
  return FARE_PLACES.filter((place) => servedPlaces.includes(place)).map((place) => ({ place, amount: range.low / 100 }));
}

// ---- contact --------------------------------------------------------------------------------------

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading +; 7 to 15 digits. */
export function isPhone(text: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
