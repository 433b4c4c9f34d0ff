// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
// signed in as a user gets a cookie naming that user and a random nonce, signed with the session
// secret. Sign-in attempts carrying a valid one are counted against that cookie alone
// (api/auth/loginThrottle.ts), so guesses from elsewhere never lock its owner out.
import crypto from 'node:crypto';

export const DEVICE_COOKIE = 'rdu.device';
/** Long-lived: renewed at every sign-in, so it lapses only after half a year without one. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

/** How an account is named in counters and cookies: the spelling a person types varies in case and spaces. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 64);
}

export interface DeviceCookies {
  /** A new cookie value for a browser that has just signed in as `username`. */
  issue(username: string): string;
  /** The cookie's nonce when `value` is a cookie this site issued for `username`, else null. */
  nonceFor(value: string | undefined, username: string): string | null;
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** @param secrets SESSION_SECRET's list: the first signs, any of them verifies (rotation). */
export function deviceCookies(secrets: readonly string[]): DeviceCookies {
  if (secrets.length === 0) throw new Error('Device cookies need a secret');
  const mac = (secret: string, account: string, nonce: string) =>
    crypto.createHmac('sha256', secret).update(`rdu-device-cookie\n${account}\n${nonce}`).digest('base64url');

  return {
    issue(username) {
      const account = accountKey(username);
      const nonce = crypto.randomBytes(16).toString('base64url');
      return `${b64(account)}.${nonce}.${mac(secrets[0], account, nonce)}`;
    },
    nonceFor(value, username) {
      if (!value || value.length > 512) return null;
      const [name, nonce, signature, extra] = value.split('.');
      if (extra !== undefined || !name || !nonce || !signature) return null;
      const account = accountKey(username);
      if (name !== b64(account)) return null;
      // Compared as text: one spelling of a signature only (decoding would accept variants).
      const given = Buffer.from(signature);
      const valid = secrets.some((secret) => {
        const expected = Buffer.from(mac(secret, account, nonce));
        return given.length === expected.length && crypto.timingSafeEqual(given, expected);
      });
      return valid ? nonce : null;
    },
  };
}
