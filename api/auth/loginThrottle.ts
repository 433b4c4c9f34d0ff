// Failed-login throttle kept in the database, so every server process sees the same counters.
// Keyed by account + address: other people's failures on other accounts never block a login.
import type { Knex } from 'knex';
import { RateLimiterMySQL, RateLimiterSQLite, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseConfig } from '../config';
import { loginWaitText } from '../domain/texts';
import { RateLimitedError } from '../services/errors';
import type { LoginThrottle } from '../services/users';

export interface ThrottleLimits {
  /**
   * Attempts allowed per account and address in `windowSeconds`, then blocked for `blockSeconds`.
   * A successful login gives its attempt back, so in effect these count failures.
   */
  perAccountAndAddress: number;
  /** Attempts allowed per account from all addresses together (slows a distributed guesser). */
  perAccount: number;
  windowSeconds: number;
  blockSeconds: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { perAccountAndAddress: 5, perAccount: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

export function createLoginThrottle(knex: Knex, db: DatabaseConfig, limits: ThrottleLimits = DEFAULT_LIMITS): LoginThrottle {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const common = { storeClient: knex, storeType: 'knex', tableName: 'login_throttle', tableCreated: true, keyPrefix, points, duration: limits.windowSeconds, blockDuration: limits.blockSeconds };
    return db.kind === 'sqlite' ? new RateLimiterSQLite(common) : new RateLimiterMySQL({ ...common, dbName: db.database });
  };
  const byAccountAndAddress = make('login_ip', limits.perAccountAndAddress);
  const byAccount = make('login_user', limits.perAccount);
  const keys = (username: string, ip: string) => {
    const user = username.trim().toLowerCase().slice(0, 64);
    return { pair: `${user}|${ip}`, user };
  };

  const refuse = (res: RateLimiterRes): never => {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new RateLimitedError(loginWaitText(minutes), seconds);
  };

  const take = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
    } catch (answer) {
      if (answer instanceof Error) throw answer; // a store failure, not a limit answer
      refuse(answer as RateLimiterRes);
    }
  };

  return {
    // Every attempt takes its point before the password is checked, so a burst of parallel guesses
    // is counted as it arrives. The account-wide count is only charged once the address may try,
    // so one address alone cannot lock the account for everybody; a success gives its points back.
    async reserve(username, ip) {
      const k = keys(username, ip);
      await take(byAccountAndAddress, k.pair);
      await take(byAccount, k.user);
    },
    async recordSuccess(username, ip) {
      const k = keys(username, ip);
      await Promise.all([byAccountAndAddress.delete(k.pair), byAccount.reward(k.user, 1)]);
    },
  };
}
