// The traveller's flight number, kept on this device only (issue 35): typed in the search box or on
// an arrival card, read when a booking link that asks for {flight} is followed (web/pwa/bookingClicks.ts)
// and by the save dialog. Part of the first-load script (the click listener reads it), so it stays
// tiny: one localStorage key, no domain imports. The value is checked before it is written
// (api/domain/flight.ts normalizeFlight); a value read back is only used inside the link.

export const FLIGHT_KEY = 'rdu-rides:flight:v1';
/** What may be read back: the shape normalizeFlight writes, so a hand-edited value never reaches a link. */
const KEPT_FLIGHT = /^[A-Z0-9]{2,3}[0-9]{1,4}$/;

/** The flight kept on this device, or null (none, blocked storage, anything else stored). */
export function deviceFlight(): string | null {
  try {
    const value = window.localStorage.getItem(FLIGHT_KEY);
    return value && KEPT_FLIGHT.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the flight (already normalized), or forgets it (null). Best effort: blocked storage keeps nothing. */
export function keepDeviceFlight(flight: string | null): void {
  try {
    if (flight) window.localStorage.setItem(FLIGHT_KEY, flight);
    else window.localStorage.removeItem(FLIGHT_KEY);
  } catch {
    // Private mode or site data off: the flight is simply not remembered.
  }
}
