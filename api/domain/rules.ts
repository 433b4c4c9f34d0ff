// The product's limits, patterns and exact messages (SPEC.md sections 5 and 9), defined once.
// The rules of each input are built from them in ./inputs; imports nothing.

export const MIN = {
  username: 3,
  password: 6,
  adName: 3,
  adCode: 5,
  contactName: 2,
  contactSubject: 5,
  contactMessage: 10,
  resourceTitle: 5,
  resourceDescription: 10,
  linkText: 3,
  faqQuestion: 5,
  faqAnswer: 10,
  features: 1,
} as const;

/** Upper bounds so no text ever overflows a column (a 400, never a database error). */
export const MAX = {
  shortText: 255,
  url: 2048,
  longText: 10_000,
  contactMessage: 5_000,
  email: 254,
  features: 30,
  routePoints: 200,
  /** The highest place an FAQ can be given in the FAQ order (a larger one means last anyway). */
  faqPosition: 100_000,
  /** Route points are stored as JSON in a TEXT column (65,535 bytes on MySQL). */
  routeDataBytes: 60_000,
  adCode: 20_000,
  password: 200,
  /** The largest party one booking can carry (a coach); the search asks for at most 4+. */
  passengers: 60,
  /** Large bags one booking can carry, and a trip can ask about. */
  bags: 200,
  tripBags: 100,
  fees: 10,
  /** Opening hours entries: four a day. */
  openings: 28,
  /** The longest notice a provider can ask (30 days), in hours. */
  noticeHours: 720,
  freeWaitMinutes: 600,
  ratingCount: 10_000_000,
  policyText: 1_000,
  noteText: 500,
  phone: 32,
  feeLabel: 100,
} as const;

export const SHORT_DESCRIPTION_HINT = 30;

export const MESSAGES = {
  contact: {
    name: 'Name must be at least 2 characters',
    email: 'Please enter a valid email address',
    subject: 'Subject must be at least 5 characters',
    message: 'Message must be at least 10 characters',
  },
  login: {
    username: 'Username must be at least 3 characters',
    password: 'Password must be at least 6 characters',
  },
  provider: {
    features: 'At least one feature is required',
    slug: 'Slug may only contain lowercase letters and digits, with at least one letter',
    rating: 'Rating must be a number between 0 and 5',
    url: 'Please enter a valid URL',
  },
  route: {
    name: 'Name is required',
    type: 'Type must be pickup, dropoff or waypoint',
    lat: 'Latitude must be a number between -90 and 90',
    lng: 'Longitude must be a number between -180 and 180',
    zoom: 'Zoom must be a number between 1 and 20',
    color: 'Route colour must be a colour such as #FF6B6B',
    routePointsJson: 'Route points must be a JSON list of points',
    routeDataTooLong: 'Route data is too long: use fewer points or shorter names',
    mapCenterJson: 'Map center must be JSON with lat and lng',
  },
  resource: {
    title: 'Title must be at least 5 characters',
    description: 'Description must be at least 10 characters',
    url: 'Please enter a valid URL',
    type: 'Type must be one of Guide, Hotels, Attractions, Business, Events',
    linkText: 'Link text must be at least 3 characters',
  },
  faq: {
    question: 'Question must be at least 5 characters',
    answer: 'Answer must be at least 10 characters',
    move: "to must be 'top', 'bottom', 'up' or 'down'",
  },
  adSpot: {
    name: 'Name must be at least 3 characters',
    adCode: 'Ad code is required for AdSense and Ezoic ad types',
    imageUrl: 'Image URL is required for custom banner ads',
    linkUrl: 'Link URL is required for custom banner ads',
    url: 'Must be a valid URL',
    adType: 'Ad type must be adsense, ezoic or custom',
    location: 'Please choose a location',
    dimensions: 'Dimensions must be 728x90',
  },
  /** The traveller's flight number (search box, arrival card): kept on the device only (./flight.ts). */
  flightNumber: 'Enter a flight number as its airline code and 1 to 4 digits, such as AA1234, or leave it empty',
  /** A booking reference on an arrival card. */
  bookingReference: 'A booking reference is 1 to 40 letters, digits, spaces or - / . #',
  /** An image over http://: the site's Content-Security-Policy (img-src https: only) blocks it. */
  insecureImage: "Use an https:// address: the site's security policy (CSP) blocks images loaded over http://, so this one would never show",
  /** Shared texts for rules the spec leaves open. */
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  notText: (label: string) => `${label} must be text`,
} as const;

export const RESOURCE_TYPES = ['Guide', 'Hotels', 'Attractions', 'Business', 'Events'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * A resource type as the public filter compares it: 'Hotels', 'HOTELS' and ' hotels' are one
 * type (SPEC.md uses both spellings). The page's filter buttons and the server's page keys use it.
 */
export function resourceTypeKey(type: string): string {
  return type.trim().toUpperCase();
}

export const ROUTE_POINT_TYPES = ['pickup', 'dropoff', 'waypoint'] as const;
export type RoutePointType = (typeof ROUTE_POINT_TYPES)[number];

export const AD_TYPES = ['adsense', 'ezoic', 'custom'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Slots the pages render, plus the admin form's general locations. */
export const AD_LOCATIONS = [
  'header',
  'footer',
  'sidebar',
  'in-content',
  'providers-section',
  'resources-section',
  'all-providers-top',
  'all-providers-bottom',
  'provider-main',
  'provider-bottom',
] as const;
export type AdLocation = (typeof AD_LOCATIONS)[number];

export const AD_DIMENSIONS = ['728x90'] as const;
export const DEFAULT_AD_DIMENSIONS = '728x90';

export const BADGES = ['Most Popular', 'Best Value', 'Local Favorite'] as const;

/** The earth's coordinates: a latitude or longitude outside these is no place. */
export const COORDINATES = {
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
} as const;

export const MAP = {
  defaultCenter: { lat: 35.8801, lng: -78.788 },
  defaultZoom: 10,
  minZoom: 1,
  maxZoom: 20,
  tileMaxZoom: 18,
  height: 500,
  lineWeight: 4,
  lineOpacity: 0.7,
  defaultRouteColor: '#FF6B6B',
  newPoint: { lat: 35.88, lng: -78.79 },
} as const;

export const HOME_TOP_PROVIDERS = 3;
export const COMPARISON_FEATURES = 2;
export const META_DESCRIPTION_MAX = 155;
export const AD_CACHE_MS = 5 * 60 * 1000;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  maxWidthPx: 420,
  removeDelayMs: 1_000_000,
} as const;

export const SEARCH_LOCATIONS = [
  'RDU Airport',
  'Downtown Raleigh',
  'Chapel Hill',
  'Durham',
  'Cary',
  'Morrisville',
  'Research Triangle Park',
  'Wake Forest',
  'Apex',
  'Holly Springs',
  'Garner',
] as const;
export const PASSENGER_OPTIONS = ['1 Passenger', '2 Passengers', '3 Passengers', '4+ Passengers'] as const;
export const SEARCH_DEFAULTS = { from: 'RDU Airport', to: 'Downtown Raleigh', passengers: '1 Passenger' } as const;

/** A trip answer's orders (api/domain/trip.ts): the providers' own order, cheapest total first, best rated first. */
export const TRIP_SORTS = ['RECOMMENDED', 'PRICE', 'RATING'] as const;

/**
 * A trip's query parameters (GET /api/trip, and the home page's address), in this order. Here with
 * the constants, not in ./trip.ts, so the route table (in the first-load script) names them lightly.
 */
export const TRIP_QUERY_FIELDS = ['from', 'to', 'date', 'time', 'passengers', 'bags', 'wheelchair', 'sort'] as const;

/**
 * What a provider page's address carries from a trip answer: the values its Book Now link is
 * filled with (read by readProviderTrip, ./tripSearch.ts).
 */
export const PROVIDER_TRIP_FIELDS = ['from', 'to', 'date', 'time', 'passengers', 'bags'] as const;

/**
 * The home page's comparison table's order in its address ('/?compare=price'): each sort button is a
 * link to it, so sorting works without scripts (how it is read: comparisonSortOf in ./search.ts).
 */
export const COMPARISON_QUERY_FIELD = 'compare';

export const CONTACT_HOURS = { weekdays: 'Mon-Fri 8am-8pm', weekend: 'Sat-Sun 9am-5pm EST' } as const;
export const REPLY_PROMISE = "We'll get back to you within 24-48 hours.";

// Pattern checks shared by both sides.
/** Lowercase letters and digits with at least one letter: an all-digit slug would read as an id. */
export const SLUG_PATTERN = /^(?=[a-z0-9]*[a-z])[a-z0-9]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A path on this site (an uploaded or bundled image), not a protocol-relative URL. */
export const SITE_PATH_PATTERN = /^\/(?!\/)[^\s]*$/;
export const COLOR_PATTERN = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20})$/i;

export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL_PATTERN.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Images may live on another host (http/https) or on this site (a path such as /uploads/...). */
export function isImageUrl(value: string): boolean {
  return isHttpUrl(value) || SITE_PATH_PATTERN.test(value);
}

/**
 * Why an image address that reads as one cannot be used: over http:// the page's CSP (img-src 'self'
 * data: blob: https:, api/http/pages.ts) blocks it, so it is refused at entry with that reason.
 */
export function imageUrlProblem(value: string): string | undefined {
  return /^http:\/\//i.test(value) ? MESSAGES.insecureImage : undefined;
}

export function isEmail(value: string): boolean {
  return value.length <= MAX.email && EMAIL_PATTERN.test(value);
}
