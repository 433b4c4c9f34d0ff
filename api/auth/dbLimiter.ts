// Counters kept in the database by rate-limiter-flexible over the infrastructure knex (the
// throttle_counters table, created by the migrations), so every server process shares them; and the
// one reading of a limit answer as the service error both transports map to 429 / TOO_MANY_REQUESTS.
import type { Knex } from 'knex';
import { RateLimiterMySQL, RateLimiterSQLite, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseConfig } from '../config';
import { RateLimitedError } from '../services/errors';

export const THROTTLE_TABLE = 'throttle_counters';

export interface LimiterSpec {
  /** Names the counter in the shared table ('login_ip', 'contact_burst'...): keys are `${keyPrefix}:${key}`. */
  keyPrefix: string;
  points: number;
  windowSeconds: number;
  /** Once over the limit, refused for this long (0: until the window ends). */
  blockSeconds?: number;
}

export function dbLimiter(knex: Knex, db: DatabaseConfig, spec: LimiterSpec): RateLimiterAbstract {
  const common = {
    storeClient: knex,
    storeType: 'knex',
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    keyPrefix: spec.keyPrefix,
    points: spec.points,
    duration: spec.windowSeconds,
    blockDuration: spec.blockSeconds ?? 0,
    // The SQLite limiter never sweeps by itself and the MySQL one keeps a timer per limiter: the
    // server runs one sweepExpired() for the whole table instead (expired rows read as absent).
    clearExpiredByTimeout: false,
  };
  return db.kind === 'sqlite' ? new RateLimiterSQLite(common) : new RateLimiterMySQL({ ...common, dbName: db.database });
}

/** Deletes counters whose window ended over an hour ago (what the library's timer would do). */
export async function sweepExpired(knex: Knex, now = Date.now()): Promise<number> {
  return knex(THROTTLE_TABLE).where('expire', '<', now - 3_600_000).del();
}

/**
 * Takes one point; over the limit, throws RateLimitedError with `wait(minutes)` and the seconds
 * until the next point frees up. A store failure is thrown as it is (a 500, never a silent pass).
 */
export async function takePoint(limiter: RateLimiterAbstract, key: string, wait: (minutes: number) => string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (answer) {
    if (answer instanceof Error) throw answer;
    const seconds = Math.max(1, Math.ceil((answer as RateLimiterRes).msBeforeNext / 1000));
    throw new RateLimitedError(wait(Math.ceil(seconds / 60)), seconds);
  }
}

/** Takes one point: true while within the limit, false once over it (and for the block that follows). A store failure is thrown. */
export async function tryPoint(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (answer) {
    if (answer instanceof Error) throw answer;
    return false;
  }
}
