// Failed-login throttle kept in the database, so every server process sees the same counters.
// A browser holding a device cookie for the account (api/auth/deviceCookie.ts) is counted on its
// own; every other attempt ("untrusted clients", OWASP's word) is counted per address, per account
// and address, and per account.
import type { Knex } from 'knex';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseConfig } from '../config';
import { loginWaitText } from '../domain/texts';
import type { LoginThrottle } from '../services/users';
import { accountKey } from './deviceCookie';
import { dbLimiter, takePoint, tryPoint } from './dbLimiter';

export interface ThrottleLimits {
  /**
   * Attempts allowed per account and address in `windowSeconds`, then blocked for `blockSeconds`.
   * A successful login gives its attempt back, so in effect these count failures.
   */
  perAccountAndAddress: number;
  /** Attempts allowed per account from all addresses together (slows a distributed guesser). */
  perAccount: number;
  /** Attempts allowed per address whatever the username (one address trying many accounts). */
  perAddress: number;
  /** Failed attempts a device cookie may make; past them it is no longer trusted until the block ends. */
  perDevice: number;
  windowSeconds: number;
  blockSeconds: number;
}

/**
 * Per 15 minutes. perAccountAndAddress 5: a person mistyping never needs more. perAccount 30: a
 * distributed guesser gets 120 guesses an hour at one account, nowhere near a real password; it
 * may lock the untrusted way in, but never a browser that signed in before (its device cookie).
 * perAddress 20: room for the few administrators behind one office address to mistype, while one
 * address spraying passwords over many usernames gets 80 checks an hour instead of every one it
 * sends (each costs a 64 MiB argon2 check). perDevice 10: a person on their own browser may
 * mistype more than a stranger, and a stolen cookie still buys only 10 guesses.
 */
export const DEFAULT_LIMITS: ThrottleLimits = {
  perAccountAndAddress: 5,
  perAccount: 30,
  perAddress: 20,
  perDevice: 10,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

export function createLoginThrottle(knex: Knex, db: DatabaseConfig, limits: ThrottleLimits = DEFAULT_LIMITS): LoginThrottle {
  const make = (keyPrefix: string, points: number) =>
    dbLimiter(knex, db, { keyPrefix, points, windowSeconds: limits.windowSeconds, blockSeconds: limits.blockSeconds });
  const byAccountAndAddress = make('login_ip', limits.perAccountAndAddress);
  const byAccount = make('login_user', limits.perAccount);
  const byAddress = make('login_addr', limits.perAddress);
  const byDevice = make('login_device', limits.perDevice);
  const take = (limiter: RateLimiterAbstract, key: string) => takePoint(limiter, key, loginWaitText);

  return {
    // Every attempt takes its points before the password is checked, so a burst of parallel guesses
    // is counted as it arrives.
    async reserve({ username, address, device }) {
      // A trusted browser is counted against its cookie only, never against the account's lockout
      // (which guesses from elsewhere may have reached); once its own failures are used up it is
      // counted like any other client.
      if (device && (await tryPoint(byDevice, device))) {
        return {
          succeeded: async () => {
            await byDevice.delete(device);
          },
          notChecked: async () => {
            await byDevice.reward(device, 1);
          },
        };
      }
      const user = accountKey(username);
      const pair = `${user}|${address}`;
      // The account-wide count is only charged once the address may try, so one address alone
      // cannot lock the account for everybody.
      await take(byAddress, address);
      await take(byAccountAndAddress, pair);
      await take(byAccount, user);
      return {
        // A success gives its points back: the limits count failures.
        succeeded: async () => {
          await Promise.all([byAccountAndAddress.delete(pair), byAccount.reward(user, 1), byAddress.reward(address, 1)]);
        },
        notChecked: async () => {
          await Promise.all([byAccountAndAddress.reward(pair, 1), byAccount.reward(user, 1), byAddress.reward(address, 1)]);
        },
      };
    },
  };
}
