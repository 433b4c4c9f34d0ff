// A traveller's flight number (issue 35): optional, typed in the search box or on an arrival card,
// kept on the device only and carried into a booking link that asks for it ({flight}). Its shape:
// the airline's code (IATA: two letters or a letter and a digit, such as AA, B6, 9E; or ICAO's three
// letters, such as AAL), then the flight's 1 to 4 digits; any case, with an optional space or '-'.
import { MESSAGES } from './rules';

const FLIGHT_PATTERN = /^([A-Z]{3}|[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])[ -]?([0-9]{1,4})$/;

/** The flight number as written everywhere ('aa 1234' → 'AA1234'), or null when it is not one. */
export function normalizeFlight(text: string): string | null {
  const match = FLIGHT_PATTERN.exec(text.trim().toUpperCase());
  return match ? `${match[1]}${match[2]}` : null;
}

/** The field's message, or undefined when the text is a flight number or empty (the field is optional). */
export function flightProblem(text: string): string | undefined {
  return text.trim() === '' || normalizeFlight(text) ? undefined : MESSAGES.flightNumber;
}

/** At most this many characters in the field: 'AAL-1234' and a little room. */
export const FLIGHT_MAX_LENGTH = 10;

const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 \-/.#]{0,39}$/;

/** A booking reference as kept (trimmed), or null when it is not one (empty, too long, odd characters). */
export function normalizeReference(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return REFERENCE_PATTERN.test(trimmed) ? trimmed : null;
}

/** The search box's flight field (its words; the arrival card has its own in ARRIVAL_TEXTS). */
export const FLIGHT_SEARCH_TEXTS = {
  label: 'Flight (optional)',
  help: 'Such as AA1234; kept on this device only',
} as const;
