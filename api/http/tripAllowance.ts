// Trip answers per client. A trip is priced for every provider (about 175 ms and over a megabyte for
// 15 of them at 100 providers), so answers the public cache did not already hold are counted per
// client (req.clientGroup: an address, an IPv6 client by its /64) like page renders: a traveller
// searching, changing the date and searching again never meets the limit; a script asking trip
// after trip is answered 429 with Retry-After. Kept answers (the same trip within its minute) are
// served before the app and cost nothing; the server's own page renders are not counted here
// (the render budget counts them).
import type { Express, Request } from 'express';
import { TRIP_LIMIT_TEXTS } from '../domain/texts';
import { RateLimitedError } from '../services/errors';
import { TokenBuckets } from './tokenBuckets';

export interface TripLimits {
  /** Trip answers one client may ask for in a burst (TRIP_LIMIT_BURST)... */
  burst: number;
  /** ...refilled at this many a minute (TRIP_LIMIT_PER_MINUTE). */
  perMinute: number;
}

export const DEFAULT_TRIP_LIMITS: TripLimits = { burst: 60, perMinute: 30 };

const KEY = 'tripAllowance';

/** Gives `app` its per-client trip allowance (read by takeTripAnswer). */
export function installTripAllowance(app: Express, limits: TripLimits, now: () => number = Date.now): void {
  app.locals[KEY] = new TokenBuckets(limits.burst, limits.perMinute / 60, now);
}

/** Counts one trip answer for the request's client; throws RateLimitedError (429, Retry-After) past the allowance. */
export function takeTripAnswer(req: Request | undefined): void {
  // No request: the server's own render asked (counted by the render budget).
  const buckets = req?.app?.locals[KEY] as TokenBuckets | undefined;
  if (!req || !buckets) return;
  const wait = buckets.take(req.clientGroup);
  if (wait !== null) throw new RateLimitedError(TRIP_LIMIT_TEXTS.wait(wait), wait);
}
