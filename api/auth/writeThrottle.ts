// Anonymous writes counted per client address (req.ip as TRUST_PROXY makes it) in the database,
// so every server process shares the counts: a short burst window and a daily bound, two counters
// named after the write in the shared throttle table ('contact_burst:203.0.113.7', 'contact_day:...').
import type { Knex } from 'knex';
import type { DatabaseConfig, WriteLimits } from '../config';
import type { WriteThrottle } from '../services/writeThrottle';
import { dbLimiter, takePoint } from './dbLimiter';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * @param name the write's name ('contact', 'booking_click'): its counters' prefix.
 * @param wait the refusal's text for a wait of so many minutes (api/domain/texts.ts).
 */
export function createWriteThrottle(
  store: { knex: Knex; db: DatabaseConfig },
  name: string,
  limits: WriteLimits,
  wait: (minutes: number) => string,
): WriteThrottle {
  const burst = dbLimiter(store.knex, store.db, { keyPrefix: `${name}_burst`, points: limits.burst, windowSeconds: limits.burstMinutes * 60 });
  const day = dbLimiter(store.knex, store.db, { keyPrefix: `${name}_day`, points: limits.perDay, windowSeconds: DAY_SECONDS });
  return {
    async take(client) {
      await takePoint(burst, client, wait);
      try {
        await takePoint(day, client, wait);
      } catch (refused) {
        // Not written after all: the burst window does not keep the point.
        await burst.reward(client, 1);
        throw refused;
      }
    },
    async giveBack(client) {
      await Promise.all([burst.reward(client, 1), day.reward(client, 1)]);
    },
  };
}
