// The words the cards and the provider page use for a provider's facts (api/domain/facts.ts): its
// capacity, the places it serves, its rating with the reviews behind it, its policies, meeting
// points and when they were checked. A fact that was not entered gives null (the page then says
// nothing, or SPEC.md's fixed text). Pure; imports only ./facts and ./provider. Hours are worded by
// ./hours (dayHoursText, weekHoursLines).
import { ACCESSIBILITY_FACTS, AIRPORT, type Accessibility } from './facts';
import { ratingValue } from './provider';

/** Fixed words of the facts, for the pages and their tests. */
export const FACT_WORDS = {
  checkedOn: 'Details checked on',
  fromAirport: 'To and from RDU',
  placesServed: 'Places served',
} as const;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

// ---- capacity and places --------------------------------------------------------------------------

/** 'Up to 14 passengers', 'Up to 1 passenger'. */
export const passengersText = (maxPassengers: number) => `Up to ${count(maxPassengers, 'passenger', 'passengers')}`;

/** '28 large bags', 'No large bags', or null when not entered. */
export function bagsText(maxBags: number | null | undefined): string | null {
  if (maxBags == null) return null;
  return maxBags === 0 ? 'No large bags' : count(maxBags, 'large bag', 'large bags');
}

/** The card's capacity line: 'Up to 14 passengers, 28 large bags' (the bags only when entered). */
export function capacityText(p: { maxPassengers: number; maxBags?: number | null }): string {
  const bags = bagsText(p.maxBags);
  return bags ? `${passengersText(p.maxPassengers)}, ${bags.charAt(0).toLowerCase()}${bags.slice(1)}` : passengersText(p.maxPassengers);
}

/**
 * The places a provider serves as the search reads them (servedPlaces, the search locations), with
 * the airport left out when it is one of them: every trip here starts or ends there, so the list
 * reads 'to and from RDU'. `fromAirport` says which of the two the list is.
 */
export function servedPlacesOf(servedPlaces: readonly string[]): { fromAirport: boolean; places: string[] } {
  const fromAirport = servedPlaces.includes(AIRPORT) && servedPlaces.length > 1;
  return { fromAirport, places: fromAirport ? servedPlaces.filter((place) => place !== AIRPORT) : [...servedPlaces] };
}

// ---- what the price is (issue 35) ----------------------------------------------------------------

/** 'Metered: totals are estimates', 'Fixed price', or null when not stated. */
export function priceKindText(kind: string | null | undefined): string | null {
  return kind === 'METERED' ? 'Metered: totals are estimates' : kind === 'FIXED' ? 'Fixed price' : null;
}

/** 'Included', 'Not included', or null when not stated. */
export function tipText(included: boolean | null | undefined): string | null {
  return included == null ? null : included ? 'Included' : 'Not included';
}

/** '2 large bags per traveller; each extra bag $15.00' ('extra bags not taken' without a fee), or null when no allowance is stated. */
export function bagAllowanceText(perTraveller: number | null | undefined, extraBagFeeCents: number | null | undefined): string | null {
  if (perTraveller == null) return null;
  const extra = extraBagFeeCents == null ? 'no extra-bag fee stated' : `each extra bag $${(extraBagFeeCents / 100).toFixed(2)}`;
  return `${count(perTraveller, 'large bag', 'large bags')} per traveller; ${extra}`;
}

/** 'Groups of 8 to 24', or null when any party is taken. */
export function groupText(minPassengers: number | null | undefined, maxPassengers: number): string | null {
  return minPassengers == null ? null : `Groups of ${minPassengers} to ${maxPassengers}`;
}

// ---- rating ---------------------------------------------------------------------------------------

export interface RatingFacts {
  rating: number | string;
  ratingCount?: number | null;
  ratingSource?: string | null;
}

/** The reviews behind a rating in words, or null when no count was entered: '1,284 Google reviews', '87 reviews on Tripadvisor'. */
export function reviewsText({ ratingCount, ratingSource }: RatingFacts): string | null {
  if (ratingCount == null || ratingCount < 1) return null;
  const source = ratingSource?.trim();
  // A source named for its reviews ('Google reviews') reads as one phrase; a site's name ('Tripadvisor') after 'on'.
  if (source && /\breviews?$/i.test(source)) return `${ratingCount.toLocaleString('en-US')} ${ratingCount === 1 ? source.replace(/reviews$/i, 'review') : source}`;
  const reviews = count(ratingCount, 'review', 'reviews');
  return source ? `${reviews} on ${source}` : reviews;
}

/**
 * A rating as the pages state it: '4.8 from 1,284 Google reviews' when its count was entered, else
 * the number alone ('4.8'), which claims no reviews. A source without a count is named in brackets.
 */
export function ratingText(facts: RatingFacts): string {
  const value = ratingValue(facts.rating).toFixed(1);
  const reviews = reviewsText(facts);
  if (reviews) return `${value} from ${reviews}`;
  const source = facts.ratingSource?.trim();
  return source ? `${value} (${source})` : value;
}

/** The rating for a screen reader: 'Rated 4.8 out of 5 from 1,284 Google reviews'. */
export function ratingLabel(facts: RatingFacts): string {
  const reviews = reviewsText(facts);
  const source = facts.ratingSource?.trim();
  return `Rated ${ratingValue(facts.rating).toFixed(1)} out of 5${reviews ? ` from ${reviews}` : source ? ` (${source})` : ''}`;
}

// ---- booking, waiting, delays ---------------------------------------------------------------------

/** 'At least 2 hours before pickup', or null for a provider booked on the spot (0, the default). */
export function noticeText(minNoticeHours: number): string | null {
  return minNoticeHours > 0 ? `At least ${count(minNoticeHours, 'hour', 'hours')} before pickup` : null;
}

/** '30 minutes at no charge', 'None', or null when not entered. */
export function freeWaitText(minutes: number | null | undefined): string | null {
  if (minutes == null) return null;
  return minutes === 0 ? 'None: waiting is charged' : `${count(minutes, 'minute', 'minutes')} at no charge`;
}

/** Whether a late landing keeps the ride, or null when not entered. */
export function flightTrackingText(tracking: boolean | null | undefined): string | null {
  if (tracking == null) return null;
  return tracking ? 'Yes: the driver follows your flight, so a late landing keeps your ride' : 'No: tell the provider yourself if your flight is late';
}

// ---- accessibility --------------------------------------------------------------------------------

/** The words of each accessibility fact: its label, and its answer when yes and when no. */
export const ACCESSIBILITY_WORDS = {
  wheelchairVehicle: { label: 'Wheelchair-accessible vehicle', yes: 'Yes: a ramp or lift, you stay in your wheelchair', no: 'No' },
  foldingWheelchair: { label: 'Folding wheelchair', yes: 'Yes: it travels with the luggage', no: 'No' },
  serviceAnimals: { label: 'Service animals', yes: 'Welcome', no: 'No' },
  /** A fact the provider has not stated: never read as no. */
  notStated: 'Not stated: ask the provider',
} as const;

/**
 * The accessibility facts as label and answer, in the order a traveller asks them: yes, no, or
 * not stated (a fact not stated is never "No").
 */
export function accessibilityLines(a: Accessibility): { label: string; text: string }[] {
  return ACCESSIBILITY_FACTS.map((fact) => {
    const words = ACCESSIBILITY_WORDS[fact];
    const value = a[fact];
    return { label: words.label, text: value === true ? words.yes : value === false ? words.no : ACCESSIBILITY_WORDS.notStated };
  });
}

// ---- meeting points -------------------------------------------------------------------------------

/**
 * Where to meet, per terminal, in terminal order; terminals with the same instructions share one
 * line ('Terminal 1 and Terminal 2').
 */
export function meetingPointLines(points: readonly { terminal: string; instructions: string }[]): { terminals: string; instructions: string }[] {
  const lines: { terminals: string[]; instructions: string }[] = [];
  for (const point of [...points].sort((a, b) => a.terminal.localeCompare(b.terminal))) {
    const same = lines.find((line) => line.instructions === point.instructions);
    if (same) same.terminals.push(point.terminal);
    else lines.push({ terminals: [point.terminal], instructions: point.instructions });
  }
  return lines.map((line) => ({ terminals: line.terminals.join(' and '), instructions: line.instructions }));
}

// ---- contact --------------------------------------------------------------------------------------

/**
 * A phone number as a tel: link. US numbers written without a country code get +1, so the link
 * also dials from a foreign phone.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** How to reach a provider when it gave no phone and no e-mail: its booking site (the Book Now link). */
export const CONTACT_WORDS = {
  none: (name: string) => `${name} has not given us a phone number or e-mail address. Reach them through their booking site:`,
  /** Only one of the two was given. */
  orBookingSite: 'Or reach them through their booking site.',
  bookingSite: (name: string) => `Open ${name}'s booking site`,
} as const;

/**
 * The provider's own phone and e-mail, each null when not entered. Nothing stands in for a missing
 * one: a placeholder number or address looks real and reaches no one (DESIGN.md: a fact never
 * invents itself); the page then points to the booking site.
 */
export function contactOf(p: { phone?: string | null; email?: string | null }): { phone: string | null; email: string | null } {
  const given = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return { phone: given(p.phone), email: given(p.email) };
}

// ---- dates and hours ------------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11-20' → 'November 20, 2026' (by the calendar alone: no time zone can move the day). */
export function calendarDateText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : date;
}
