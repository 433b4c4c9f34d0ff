// The administrators' inputs (login, provider, route, resource, FAQ, ad spot, upload) and their
// rules, with the exact SPEC.md messages; the server and the admin forms are built from them.
import {
  AD_DIMENSIONS,
  AD_LOCATIONS,
  AD_TYPES,
  COLOR_PATTERN,
  COORDINATES,
  MAP,
  MAX,
  MESSAGES,
  MIN,
  RESOURCE_TYPES,
  ROUTE_POINT_TYPES,
  SEARCH_LOCATIONS,
  SLUG_PATTERN,
  isEmail,
  isHttpUrl,
  imageUrlProblem,
  isImageUrl,
  type AdType,
  type RoutePointType,
} from '../rules';
import { templateProblem } from '../bookingLink';
import { AIRPORT_OPTION_LIMITS, AIRPORT_OPTION_MAX_POSITION, AIRPORT_OPTION_MESSAGES, isHttpsUrl } from '../airportOptions';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES, MAX_DISCOUNT_PERCENT, discountProblems } from '../discount';
import { CLICK_MAX_DAYS, MONTH_PATTERN } from '../clicks';
import { FARE_BASES, FARE_PLACES, FEE_PER, PRICE_KINDS, TERMINALS, isPhone, readPriceRange } from '../facts';
import { CLOCK_PATTERN, DAY_NAMES, firstOverlap, openingText, type OpeningHours } from '../hours';
import { AMOUNT_TEXT, MAX_AMOUNT } from '../money';
import { NUMBER_TEXT, RATING_TEXT, RULE_MESSAGES, type DateRule, type EntryListRule, type EntryRule, type FieldRule, type NumberRule, type Rules, type TextRule, type Values } from './check';

const M = MESSAGES;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface ProviderInput {
  name: string;
  slug: string;
  shortDescription: string;
  imageUrl: string;
  description: string;
  type: string;
  /**
   * Read-only in effect: the stored price range is derived from the fares and fees on every save
   * (priceRangeOf) and the service area from the places served. Older clients still send them; a
   * new provider sent without fares gets the price range's low end as the fare of every place it
   * serves (what the trip charged for them before fares existed).
   */
  priceRange?: string | null;
  serviceArea?: string | null;
  /** A number from 0 to 5, or text holding one (the REST contract's text form). */
  rating: number | string;
  badge?: string | null;
  bookingUrl: string;
  /**
   * The provider's discount as the operator entered it (api/domain/discount.ts): a whole percent,
   * and a code the booking URL carries ({discountCode}) or a link that applies it; all three null
   * (or left out) when there is none. Only such an offer is ever claimed on the site.
   */
  discountPercent?: number | string | null;
  discountCode?: string | null;
  discountUrl?: string | null;
  features: string[];
  /**
   * Where it picks up and drops off: names from SEARCH_LOCATIONS. Optional on the wire so clients
   * written before it keep working: left out, a new provider serves every place and an edited one
   * keeps its own (ProviderService).
   */
  servedPlaces?: string[] | null;
  /** The largest party one booking carries (a whole number, or text holding one); left out as above. */
  maxPassengers?: number | string | null;
  // The facts that decide a booking (api/domain/facts.ts), all optional on the wire so clients
  // written before them keep working: left out, a new provider gets defaultFacts(type) and an edited
  // one keeps its own. For the facts that can be "not entered" (maxBags, phone, email,
  // freeWaitMinutes, flightTracking, cancellationPolicy, accessibility, ratingCount, ratingSource,
  // factsCheckedOn) null clears them; for the others null is the same as left out.
  /** PER_PERSON or PER_VEHICLE. */
  fareBasis?: string | null;
  fares?: FareInput[] | null;
  fees?: FeeInput[] | null;
  maxBags?: number | string | null;
  /** What the price is and covers (issue 35), each null when not stated: FIXED or METERED. */
  priceKind?: string | null;
  tipIncluded?: boolean | null;
  /** Large bags each traveller brings in the price. */
  bagsPerTraveller?: number | string | null;
  /** Each bag over the allowance, in cents (1 to 100,000). */
  extraBagFeeCents?: number | string | null;
  /** The smallest party taken (at most maxPassengers). */
  minPassengers?: number | string | null;
  hours?: OpeningHoursInput[] | null;
  /** Every hour of every day, without openings; false: the openings say when (none: closed). Left out with openings given: false. */
  aroundTheClock?: boolean | null;
  minNoticeHours?: number | string | null;
  phone?: string | null;
  email?: string | null;
  freeWaitMinutes?: number | string | null;
  flightTracking?: boolean | null;
  cancellationPolicy?: string | null;
  accessibility?: AccessibilityInput | null;
  pickupPoints?: PickupPointInput[] | null;
  ratingCount?: number | string | null;
  ratingSource?: string | null;
  /** 'YYYY-MM-DD'. */
  factsCheckedOn?: string | null;
  /** false: not operating for now (off every list and trip answer, its page says so); kept when left out; new: true. */
  operating?: boolean | null;
}

/** A fare between RDU Airport and a place: dollars (a number, or text holding one) with at most 2 decimals. */
export interface FareInput {
  place: string;
  amount: number | string;
}

export interface FeeInput {
  label: string;
  amount: number | string;
  /** BOOKING or PERSON. */
  per: string;
}

export interface OpeningHoursInput {
  /** 0 = Sunday … 6 = Saturday. */
  day: number | string;
  opens: string;
  closes: string;
}

/**
 * Accessibility, each fact yes (true), no (false) or not stated (null or left out); the names are
 * ACCESSIBILITY_WIRE's. The stored names are the deprecated shape older clients send, whose boxes
 * could only be ticked: true is yes, false or left out is not stated (a fact given both ways is
 * read from its three-valued name).
 */
export interface AccessibilityInput {
  hasWheelchairVehicle?: boolean | null;
  takesFoldingWheelchair?: boolean | null;
  welcomesServiceAnimals?: boolean | null;
  /** @deprecated true: yes; false or left out: not stated. Send hasWheelchairVehicle. */
  wheelchairVehicle?: boolean | null;
  /** @deprecated true: yes; false or left out: not stated. Send takesFoldingWheelchair. */
  foldingWheelchair?: boolean | null;
  /** @deprecated true: yes; false or left out: not stated. Send welcomesServiceAnimals. */
  serviceAnimals?: boolean | null;
  notes?: string | null;
}

export interface PickupPointInput {
  terminal: string;
  instructions: string;
}

export interface RoutePointInput {
  name: string;
  type: RoutePointType;
  coordinates: LatLng;
}

/**
 * Route data; only the fields given change, and null clears one. Structured: the REST contract's
 * JSON text is read into it by the REST adapter (api/rest/admin.ts).
 */
export interface ProviderRouteInput {
  mapCenter?: LatLng | null;
  defaultZoom?: number | null;
  routeColor?: string | null;
  routePoints?: RoutePointInput[] | null;
}

export interface ResourceInput {
  title: string;
  description: string;
  imageUrl: string;
  /** One of RESOURCE_TYPES; text on the wire. */
  type: string;
  linkUrl: string;
  linkText: string;
}

export interface FaqInput {
  question: string;
  answer: string;
  /**
   * Its place in the site's FAQ order, from 1 (first). Left out: a new FAQ goes last and an edited
   * one keeps its place; past the end means last.
   */
  position?: number | null;
}

/** Where a move takes an FAQ in one step: first, last, or one place up or down. */
export const FAQ_MOVES = ['top', 'bottom', 'up', 'down'] as const;
export type FaqMove = (typeof FAQ_MOVES)[number];

export interface FaqMoveInput {
  to: FaqMove;
}

/** An airport option (what exists at the airport at any hour; api/domain/airportOptions.ts). */
export interface AirportOptionInput {
  title: string;
  description: string;
  /** When it runs, as text ('Any hour'). */
  availability: string;
  /** An https:// page about it; optional. */
  linkUrl?: string | null;
  phone?: string | null;
  /** Serves wheelchair users; left out: false for a new one, kept on an edit. */
  accessible?: boolean | null;
  /** Shown to visitors; left out: true for a new one, kept on an edit. */
  enabled?: boolean | null;
  /** Its place in the order, from 1; left out: last for a new one, kept on an edit. */
  position?: number | null;
}

export interface AirportOptionMoveInput {
  to: FaqMove;
}

export interface AdSpotInput {
  name: string;
  /** One of AD_LOCATIONS; text on the wire. */
  location: string;
  adType: AdType;
  adCode?: string | null;
  imageUrl?: string | null;
  linkUrl?: string | null;
  dimensions?: string | null;
  isEnabled?: boolean | null;
}

// Passwords are trimmed like every text, so a password can never start or end with a space.
/** A booking-click report's length (GraphQL clickStats, the CSV's ?days=). */
export interface ClickReportInput {
  days: number;
}

export const CLICK_REPORT_RULES: Rules<ClickReportInput> = {
  days: { kind: 'number', min: 1, max: CLICK_MAX_DAYS, integer: true, text: NUMBER_TEXT, message: RULE_MESSAGES.clickDays },
};

/** A CSV download's period: the last `days` days (today included) or one calendar `month` ('2026-10'), not both. */
export interface ReportPeriodInput {
  days?: number | string | null;
  month?: string | null;
}

export const REPORT_PERIOD_RULES: Rules<ReportPeriodInput> = {
  days: { kind: 'number', min: 1, max: CLICK_MAX_DAYS, integer: true, text: NUMBER_TEXT, message: RULE_MESSAGES.clickDays, optional: true },
  month: { kind: 'text', label: 'month', max: 16, optional: true, test: (v) => MONTH_PATTERN.test(v), testMessage: RULE_MESSAGES.reportMonth },
};

export const LOGIN_RULES: Rules<LoginInput> = {
  username: { kind: 'text', label: 'Username', max: 64, min: MIN.username, minMessage: M.login.username },
  password: { kind: 'text', label: 'Password', max: MAX.password, min: MIN.password, minMessage: M.login.password },
};

/** The largest extra-bag fee, in cents ($1,000.00). */
export const MAX_EXTRA_BAG_FEE_CENTS = 100_000;

/** An amount of money in dollars: 0 to 100,000, at most two decimals, a number or text holding one. */
export const amountRule = (label: string): NumberRule => ({
  kind: 'number', label, min: 0, max: MAX_AMOUNT, cents: true, text: AMOUNT_TEXT, message: RULE_MESSAGES.amount(label),
});

const clockRule = (label: string): TextRule => ({
  kind: 'text', label, max: 5, test: (v) => CLOCK_PATTERN.test(v), testMessage: RULE_MESSAGES.clock(label),
});

const yesNo = (label: string): FieldRule => ({ kind: 'boolean', message: RULE_MESSAGES.yesNo(label) });

export const FARE_RULES: Rules<FareInput> = {
  place: { kind: 'choice', options: FARE_PLACES, message: RULE_MESSAGES.farePlace },
  amount: amountRule('Fare'),
};

export const FEE_RULES: Rules<FeeInput> = {
  label: { kind: 'text', label: 'Fee name', max: MAX.feeLabel },
  amount: amountRule('Fee'),
  per: { kind: 'choice', options: FEE_PER, message: RULE_MESSAGES.feePer },
};

export const OPENING_HOURS_RULES: Rules<OpeningHoursInput> = {
  day: { kind: 'number', min: 0, max: 6, integer: true, text: NUMBER_TEXT, message: RULE_MESSAGES.hoursDay },
  opens: clockRule('Opens'),
  closes: { ...clockRule('Closes'), problem: (closes: string, entry: Values) => (closes === entry.opens ? RULE_MESSAGES.hoursSameTime : undefined) },
};

/** Openings that overlap (at the later one's opening), or openings beside "around the clock" (at the list). */
function hoursProblem(entries: readonly Values[], input: Values): string | { at: string; message: string } | undefined {
  if (input.aroundTheClock === true && entries.length) return RULE_MESSAGES.aroundTheClockHours;
  const openings = entries as unknown as OpeningHours[];
  const overlap = firstOverlap(openings);
  if (!overlap) return undefined;
  const earlier = openings[overlap.earlier];
  return { at: `${overlap.index}.opens`, message: RULE_MESSAGES.hoursOverlap(DAY_NAMES[Number(earlier.day)], openingText(earlier)) };
}

/** A fare for a place the provider does not serve (at that fare's place). */
function faresProblem(entries: readonly Values[], input: Values): { at: string; message: string } | undefined {
  if (!Array.isArray(input.servedPlaces)) return undefined;
  const served = input.servedPlaces as unknown[];
  const index = entries.findIndex((fare) => !served.includes(fare.place));
  return index < 0 ? undefined : { at: `${index}.place`, message: RULE_MESSAGES.fareNotServed(String(entries[index].place)) };
}

export const ACCESSIBILITY_RULES: Rules<AccessibilityInput> = {
  hasWheelchairVehicle: yesNo('Wheelchair-accessible vehicle'),
  takesFoldingWheelchair: yesNo('Folding wheelchair'),
  welcomesServiceAnimals: yesNo('Service animals'),
  wheelchairVehicle: yesNo('Wheelchair-accessible vehicle'),
  foldingWheelchair: yesNo('Folding wheelchair'),
  serviceAnimals: yesNo('Service animals'),
  notes: { kind: 'text', label: 'Accessibility notes', max: MAX.noteText, optional: true },
};

export const PICKUP_POINT_RULES: Rules<PickupPointInput> = {
  terminal: { kind: 'choice', options: TERMINALS, message: RULE_MESSAGES.terminal },
  instructions: { kind: 'text', label: 'Meeting point instructions', max: MAX.noteText },
};

export const PROVIDER_RULES: Rules<ProviderInput> = {
  name: { kind: 'text', label: 'Name', max: MAX.shortText },
  slug: { kind: 'text', label: 'Slug', max: MAX.shortText, test: (v) => SLUG_PATTERN.test(v), testMessage: M.provider.slug },
  shortDescription: { kind: 'text', label: 'Short description', max: MAX.shortText },
  imageUrl: { kind: 'text', label: 'Image', max: MAX.url, test: isImageUrl, testMessage: M.provider.url, problem: imageUrlProblem },
  description: { kind: 'text', label: 'Description', max: MAX.longText },
  type: { kind: 'text', label: 'Service type', max: MAX.shortText },
  // Derived on save (ProviderInput.priceRange); an older client's text is still read, so still checked.
  priceRange: { kind: 'text', label: 'Price range', max: MAX.shortText, optional: true, test: (v) => readPriceRange(v) !== null, testMessage: RULE_MESSAGES.priceRange },
  serviceArea: { kind: 'text', label: 'Service area', max: MAX.shortText, optional: true },
  rating: { kind: 'number', label: 'Rating', min: 0, max: 5, text: RATING_TEXT, message: M.provider.rating },
  badge: { kind: 'text', label: 'Badge', max: MAX.shortText, optional: true },
  // A link template (api/domain/bookingLink.ts): its placeholders are checked by name.
  bookingUrl: { kind: 'text', label: 'Booking URL', max: MAX.url, test: isHttpUrl, testMessage: M.provider.url, problem: templateProblem },
  discountPercent: {
    kind: 'number', min: 1, max: MAX_DISCOUNT_PERCENT, integer: true, optional: true, text: NUMBER_TEXT, message: DISCOUNT_MESSAGES.percent,
    problem: (n, values) => discountProblems.percent(values, n !== undefined),
  },
  discountCode: {
    kind: 'text', label: 'Discount code', max: 40, optional: true, test: (v) => DISCOUNT_CODE_PATTERN.test(v), testMessage: DISCOUNT_MESSAGES.code,
    problem: (_v, values) => discountProblems.code(values),
  },
  discountUrl: { kind: 'text', label: 'Discount link', max: MAX.url, optional: true, test: isHttpUrl, testMessage: M.provider.url, problem: templateProblem },
  features: {
    kind: 'textList',
    itemLabel: 'A feature',
    itemMax: MAX.shortText,
    maxItems: MAX.features,
    message: M.provider.features,
    itemTextMessage: RULE_MESSAGES.featureText,
    tooManyMessage: RULE_MESSAGES.tooManyFeatures,
  },
  servedPlaces: { kind: 'choiceList', options: SEARCH_LOCATIONS, minItems: 1, message: RULE_MESSAGES.servedPlaces, optionMessage: RULE_MESSAGES.servedPlace },
  maxPassengers: { kind: 'number', label: 'Largest party', min: 1, max: MAX.passengers, integer: true, text: NUMBER_TEXT, message: RULE_MESSAGES.maxPassengers },
  fareBasis: { kind: 'choice', options: FARE_BASES, optional: true, message: RULE_MESSAGES.fareBasis },
  fares: {
    kind: 'entryList', fields: FARE_RULES, maxItems: FARE_PLACES.length, optional: true,
    message: RULE_MESSAGES.fares, tooManyMessage: RULE_MESSAGES.tooManyFares, uniqueBy: 'place', uniqueMessage: RULE_MESSAGES.fareTwice,
    problem: faresProblem,
  },
  fees: { kind: 'entryList', fields: FEE_RULES, maxItems: MAX.fees, optional: true, message: RULE_MESSAGES.fees, tooManyMessage: RULE_MESSAGES.tooManyFees },
  maxBags: { kind: 'number', min: 0, max: MAX.bags, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.maxBags },
  priceKind: { kind: 'choice', options: PRICE_KINDS, optional: true, message: RULE_MESSAGES.priceKind },
  tipIncluded: { kind: 'boolean', message: RULE_MESSAGES.yesNo('Tip included') },
  bagsPerTraveller: { kind: 'number', min: 0, max: MAX.bags, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.bagsPerTraveller },
  extraBagFeeCents: { kind: 'number', min: 1, max: MAX_EXTRA_BAG_FEE_CENTS, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.extraBagFee },
  minPassengers: {
    kind: 'number', min: 1, max: MAX.passengers, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.minPassengers,
    problem: (n, values) => {
      const max = Number(values.maxPassengers);
      return n !== undefined && Number.isInteger(max) && n > max ? RULE_MESSAGES.minPassengersAboveMax(max) : undefined;
    },
  },
  hours: {
    kind: 'entryList', fields: OPENING_HOURS_RULES, maxItems: MAX.openings, optional: true, message: RULE_MESSAGES.hours, tooManyMessage: RULE_MESSAGES.tooManyHours,
    problem: hoursProblem,
  },
  aroundTheClock: { kind: 'boolean', message: RULE_MESSAGES.aroundTheClock },
  minNoticeHours: { kind: 'number', min: 0, max: MAX.noticeHours, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.minNoticeHours },
  phone: { kind: 'text', label: 'Phone', max: MAX.phone, optional: true, test: isPhone, testMessage: RULE_MESSAGES.phone },
  email: { kind: 'text', label: 'Email', max: MAX.email, optional: true, test: isEmail, testMessage: M.contact.email },
  freeWaitMinutes: { kind: 'number', min: 0, max: MAX.freeWaitMinutes, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.freeWaitMinutes },
  flightTracking: { kind: 'boolean', message: RULE_MESSAGES.flightTracking },
  cancellationPolicy: { kind: 'text', label: 'Cancellation policy', max: MAX.policyText, optional: true },
  accessibility: { kind: 'entry', fields: ACCESSIBILITY_RULES, optional: true, message: RULE_MESSAGES.accessibility },
  pickupPoints: {
    kind: 'entryList', fields: PICKUP_POINT_RULES, maxItems: TERMINALS.length, optional: true,
    message: RULE_MESSAGES.pickupPoints, tooManyMessage: RULE_MESSAGES.tooManyPickupPoints, uniqueBy: 'terminal', uniqueMessage: RULE_MESSAGES.terminalTwice,
  },
  ratingCount: { kind: 'number', min: 0, max: MAX.ratingCount, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.ratingCount },
  ratingSource: { kind: 'text', label: 'Rating source', max: MAX.shortText, optional: true },
  factsCheckedOn: { kind: 'date', label: 'Facts checked on', optional: true, message: RULE_MESSAGES.factsCheckedOn },
  operating: { kind: 'boolean', message: RULE_MESSAGES.operating },
};

let providerRulesToday: { today: string; rules: Rules<ProviderInput> } | null = null;

/**
 * The provider's rules on a day at the site ('YYYY-MM-DD', siteToday in ../hours): facts checked on
 * a later day are refused (a check that has not happened yet). The same object all day long, so the
 * server builds its checks once a day and a form's schema is made once a day.
 */
export function providerRulesOn(today: string): Rules<ProviderInput> {
  if (providerRulesToday?.today !== today) {
    const checkedOn = { ...(PROVIDER_RULES.factsCheckedOn as DateRule), notAfter: today, notAfterMessage: RULE_MESSAGES.factsCheckedOnFuture(today) };
    providerRulesToday = { today, rules: { ...PROVIDER_RULES, factsCheckedOn: checkedOn } };
  }
  return providerRulesToday.rules;
}

export const LAT_LNG_RULES: Rules<LatLng> = {
  lat: { kind: 'number', ...COORDINATES.lat, message: M.route.lat },
  lng: { kind: 'number', ...COORDINATES.lng, message: M.route.lng },
};

// A centre or a list of points that is not one has the contract's message, which speaks of JSON:
// REST sends them as JSON text, and text that is not such JSON reaches the rules as it is.
export const MAP_CENTER_RULE: EntryRule = { kind: 'entry', fields: LAT_LNG_RULES, optional: true, message: M.route.mapCenterJson };

export const ROUTE_POINT_RULES: Rules<RoutePointInput> = {
  name: { kind: 'text', label: 'Name', max: MAX.shortText, minMessage: M.route.name },
  type: { kind: 'choice', options: ROUTE_POINT_TYPES, message: M.route.type },
  // A point without coordinates, or with something else there, reads as a bad latitude.
  coordinates: { kind: 'entry', fields: LAT_LNG_RULES, message: M.route.lat },
};

/**
 * Route points as they are stored: a point's own fields only, as JSON text in a TEXT column. The
 * route points' rule measures this very text, so what passes always fits.
 */
export function routePointsText(points: readonly RoutePointInput[]): string {
  return JSON.stringify(points.map((p) => ({ name: p.name, type: p.type, coordinates: { lat: p.coordinates.lat, lng: p.coordinates.lng } })));
}

/** The UTF-8 size of a text (what the column counts), without Buffer or TextEncoder so forms can run it too. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const ROUTE_POINTS_RULE: EntryListRule = {
  kind: 'entryList',
  fields: ROUTE_POINT_RULES,
  maxItems: MAX.routePoints,
  optional: true,
  message: M.route.routePointsJson,
  entryMessage: M.route.routePointsJson,
  tooManyMessage: RULE_MESSAGES.tooManyPoints,
  // Within the point and name limits, 200 long names are still more than the column holds.
  problem: (points) => (utf8Bytes(routePointsText(points as unknown as RoutePointInput[])) > MAX.routeDataBytes ? M.route.routeDataTooLong : undefined),
};

export const ZOOM_RULE: NumberRule = { kind: 'number', min: MAP.minZoom, max: MAP.maxZoom, integer: true, optional: true, text: NUMBER_TEXT, message: M.route.zoom };

/**
 * A route's data (PATCH /api/providers/{id}, updateProviderRoute), in the order its messages are
 * given; every field may be left out. The route editor's form is built from the same rules.
 */
export const PROVIDER_ROUTE_RULES: Rules<ProviderRouteInput> = {
  mapCenter: MAP_CENTER_RULE,
  routePoints: ROUTE_POINTS_RULE,
  defaultZoom: ZOOM_RULE,
  routeColor: { kind: 'text', label: 'Route colour', max: 32, optional: true, test: (v) => COLOR_PATTERN.test(v), testMessage: M.route.color },
};

export const RESOURCE_RULES: Rules<ResourceInput> = {
  title: { kind: 'text', label: 'Title', max: MAX.shortText, min: MIN.resourceTitle, minMessage: M.resource.title },
  description: { kind: 'text', label: 'Description', max: MAX.longText, min: MIN.resourceDescription, minMessage: M.resource.description },
  imageUrl: { kind: 'text', label: 'Image URL', max: MAX.url, minMessage: M.resource.url, test: isImageUrl, testMessage: M.resource.url, problem: imageUrlProblem },
  type: { kind: 'text', label: 'Type', max: 32, minMessage: M.resource.type, options: RESOURCE_TYPES, testMessage: M.resource.type },
  linkUrl: { kind: 'text', label: 'Link URL', max: MAX.url, minMessage: M.resource.url, test: isHttpUrl, testMessage: M.resource.url },
  linkText: { kind: 'text', label: 'Link text', max: MAX.shortText, min: MIN.linkText, minMessage: M.resource.linkText },
};

export const FAQ_RULES: Rules<FaqInput> = {
  question: { kind: 'text', label: 'Question', max: MAX.shortText, min: MIN.faqQuestion, minMessage: M.faq.question },
  answer: { kind: 'text', label: 'Answer', max: MAX.longText, min: MIN.faqAnswer, minMessage: M.faq.answer },
  position: { kind: 'number', min: 1, max: MAX.faqPosition, integer: true, optional: true, text: NUMBER_TEXT, message: RULE_MESSAGES.faqPosition },
};

export const FAQ_MOVE_RULES: Rules<FaqMoveInput> = {
  to: { kind: 'text', label: 'to', max: 16, minMessage: M.faq.move, options: FAQ_MOVES, testMessage: M.faq.move },
};

const AO = AIRPORT_OPTION_MESSAGES;
const AOL = AIRPORT_OPTION_LIMITS;

export const AIRPORT_OPTION_RULES: Rules<AirportOptionInput> = {
  title: { kind: 'text', label: 'Title', min: AOL.titleMin, max: AOL.titleMax, minMessage: AO.title },
  description: { kind: 'text', label: 'Description', min: AOL.descriptionMin, max: AOL.descriptionMax, minMessage: AO.description },
  availability: { kind: 'text', label: 'When', min: AOL.availabilityMin, max: AOL.availabilityMax, minMessage: AO.availability },
  linkUrl: { kind: 'text', label: 'Link', max: MAX.url, optional: true, test: isHttpsUrl, testMessage: AO.linkUrl },
  phone: { kind: 'text', label: 'Phone', max: MAX.phone, optional: true, test: isPhone, testMessage: AO.phone },
  accessible: { kind: 'boolean', message: AO.accessible },
  enabled: { kind: 'boolean', message: AO.enabled },
  position: { kind: 'number', min: 1, max: AIRPORT_OPTION_MAX_POSITION, integer: true, optional: true, text: NUMBER_TEXT, message: AO.position },
};

export const AIRPORT_OPTION_MOVE_RULES: Rules<AirportOptionMoveInput> = {
  to: { kind: 'text', label: 'to', max: 16, minMessage: M.faq.move, options: FAQ_MOVES, testMessage: M.faq.move },
};

/** AdSense and Ezoic spots carry ad code; custom banners an image and a link. */
export const needsAdCode = (adType: unknown) => adType === 'adsense' || adType === 'ezoic';
export const isCustomBanner = (adType: unknown) => adType === 'custom';

export const AD_SPOT_RULES: Rules<AdSpotInput> = {
  name: { kind: 'text', label: 'Name', max: MAX.shortText, min: MIN.adName, minMessage: M.adSpot.name },
  location: { kind: 'text', label: 'Location', max: 64, minMessage: M.adSpot.location, options: AD_LOCATIONS, testMessage: M.adSpot.location },
  adType: { kind: 'text', label: 'Ad type', max: 16, minMessage: M.adSpot.adType, options: AD_TYPES, testMessage: M.adSpot.adType },
  adCode: { kind: 'text', label: 'Ad code', max: MAX.adCode, min: MIN.adCode, minMessage: M.adSpot.adCode, when: (o) => needsAdCode(o.adType) },
  imageUrl: {
    kind: 'text', label: 'Image URL', max: MAX.url, minMessage: M.adSpot.imageUrl, when: (o) => isCustomBanner(o.adType), test: isImageUrl, testMessage: M.adSpot.url,
    problem: imageUrlProblem,
  },
  linkUrl: {
    kind: 'text', label: 'Link URL', max: MAX.url, minMessage: M.adSpot.linkUrl, when: (o) => isCustomBanner(o.adType), test: isHttpUrl, testMessage: M.adSpot.url,
  },
  dimensions: { kind: 'text', label: 'Dimensions', max: 16, optional: true, options: AD_DIMENSIONS, testMessage: M.adSpot.dimensions },
  isEnabled: { kind: 'boolean', message: RULE_MESSAGES.isEnabled },
};

/** Admin image uploads: one picture, 8 MB at most, re-encoded on the server. */
export const UPLOAD_RULES = {
  maxBytes: 8 * 1024 * 1024,
  field: 'image',
  tooLarge: 'The image is too large (8 MB at most)',
  notAnImage: 'The file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  oneFile: 'Send one image file in the field "image"',
  /** The admin image field's hint. */
  hint: 'Paste an image URL or upload a picture (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB).',
} as const;

export function checkUploadSize(bytes: number): string | undefined {
  return bytes > UPLOAD_RULES.maxBytes ? UPLOAD_RULES.tooLarge : undefined;
}
