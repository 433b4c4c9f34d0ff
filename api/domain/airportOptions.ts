// What exists at the airport at any hour (the taxi rank, public transit, the airport's accessible
// transport): facts the operator keeps in the back office, shown under a trip's answer when no
// provider can take the trip. Their texts, their rule's messages and the order they are shown in.

/** The stored facts of one airport option, as the answer reads them. */
export interface AirportOptionFacts {
  id: number;
  title: string;
  description: string;
  /** When it runs, in the operator's words ('Any hour', 'Daily 5:30am to 11:45pm'). */
  availability: string;
  linkUrl: string | null;
  phone: string | null;
  /** Serves wheelchair users. */
  accessible: boolean;
}

export const AIRPORT_OPTION_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 1_000,
  availabilityMin: 3,
  availabilityMax: 120,
} as const;

const L = AIRPORT_OPTION_LIMITS;

export const AIRPORT_OPTION_MESSAGES = {
  title: `Title must be ${L.titleMin} to ${L.titleMax} characters`,
  description: `Description must be ${L.descriptionMin} to ${L.descriptionMax.toLocaleString('en-US')} characters`,
  availability: `When must be ${L.availabilityMin} to ${L.availabilityMax} characters, e.g. Any hour`,
  linkUrl: 'Link must be an https:// address',
  phone: 'Please enter a phone number, e.g. (919) 555-0123',
  accessible: 'Accessible must be true or false',
  enabled: 'Enabled must be true or false',
  position: 'Position must be a whole number from 1 to 1000',
} as const;

/** The highest place an option can be given (a larger one means last anyway). */
export const AIRPORT_OPTION_MAX_POSITION = 1_000;

/** A link the answer may open: https only (the operator's facts point to public pages). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

/**
 * The options in the order the answer shows them: the operator's order, except that a trip asking
 * for a wheelchair sees the accessible ones first (each group keeps the operator's order).
 */
export function airportOptionsFor<T extends Pick<AirportOptionFacts, 'accessible'>>(options: readonly T[], wheelchair: boolean): T[] {
  if (!wheelchair) return [...options];
  return [...options.filter((o) => o.accessible), ...options.filter((o) => !o.accessible)];
}

export const AIRPORT_OPTION_TEXTS = {
  /** The answer's heading, after the suggestions. */
  heading: 'At the airport, any hour',
  help: 'No provider here can take this trip as asked. These are at RDU whatever the hour; check with them before you travel.',
  accessible: 'Wheelchair accessible',
  call: (phone: string) => `Call ${phone}`,
  link: 'Details',
  // the admin page
  adminTitle: 'Airport options',
  adminLead: 'What exists at the airport at any hour. Shown under a trip\'s answer when no provider can take the trip.',
  add: 'Add Airport Option',
  empty: 'No airport options yet. Add the taxi rank, public transit or the airport\'s accessible transport.',
  error: 'Error loading airport options',
  loading: 'Loading airport options',
  disabled: 'Hidden',
  enabled: 'Shown',
  created: 'Airport option added',
  updated: 'Airport option updated',
  deleted: 'Airport option deleted',
} as const;
