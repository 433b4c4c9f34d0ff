// Failed-login throttle kept in the database, so every server process sees the same counters.
// Keyed by account + address: other people's failures on other accounts never block a login.
import type { Knex } from 'knex';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseConfig } from '../config';
import { loginWaitText } from '../domain/texts';
import type { LoginThrottle } from '../services/users';
import { dbLimiter, takePoint } from './dbLimiter';

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
  const make = (keyPrefix: string, points: number) =>
    dbLimiter(knex, db, { keyPrefix, points, windowSeconds: limits.windowSeconds, blockSeconds: limits.blockSeconds });
  const byAccountAndAddress = make('login_ip', limits.perAccountAndAddress);
  const byAccount = make('login_user', limits.perAccount);
  const keys = (username: string, ip: string) => {
    const user = username.trim().toLowerCase().slice(0, 64);
    return { pair: `${user}|${ip}`, user };
  };
  const take = (limiter: RateLimiterAbstract, key: string) => takePoint(limiter, key, loginWaitText);

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
