// Each partner key's requests per minute, counted in the database by rate-limiter-flexible (the
// shared throttle_counters table), so every server process shares one count per key. A limiter per
// quota size: the stored count is the same whichever size reads it, so changing a partner's quota
// takes effect on its next request.
import type { Knex } from 'knex';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseConfig } from '../config';
import { PARTNER_QUOTA_WINDOW_SECONDS } from '../domain/partners';
import type { PartnerQuota } from '../services/partners';
import { dbLimiter } from './dbLimiter';

export function createPartnerQuota(store: { knex: Knex; db: DatabaseConfig }): PartnerQuota {
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) limiters.set(limit, (limiter = dbLimiter(store.knex, store.db, { keyPrefix: 'partner_quota', points: limit, windowSeconds: PARTNER_QUOTA_WINDOW_SECONDS })));
    return limiter;
  };
  return {
    async take(partnerId, limit) {
      const stateOf = (res: RateLimiterRes) => ({ limit, remaining: Math.max(0, res.remainingPoints), resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
      try {
        return { allowed: true, state: stateOf(await limiterFor(limit).consume(String(partnerId))) };
      } catch (answer) {
        // A store failure is thrown as it is (a 500 or 503, never a silent pass).
        if (answer instanceof Error) throw answer;
        return { allowed: false, state: stateOf(answer as RateLimiterRes) };
      }
    },
  };
}
