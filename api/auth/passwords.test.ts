import { AUTH_TEXTS } from '../domain/texts';
import { RateLimitedError } from '../services/errors';
import { HASHING_BUSY_RETRY_SECONDS, PasswordHasher } from './passwords';

describe('password hashing', () => {
  it('checks a hash it made, and refuses a wrong or malformed one', async () => {
    const hasher = new PasswordHasher({ concurrency: 2, queue: 2 });
    const hash = await hasher.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'correct horse')).toBe(false);
  });

  it('runs at most `concurrency` at a time, lets `queue` wait, and refuses the rest at once', async () => {
    const hasher = new PasswordHasher({ concurrency: 2, queue: 3 });
    const hash = await hasher.hash('correct horse');
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hasher.load.running)), 1);
    const outcomes = await Promise.allSettled(Array.from({ length: 9 }, () => hasher.verify(hash, 'correct horse')));
    clearInterval(watch);
    expect(outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<boolean>).value)).toEqual([true, true, true, true, true]);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason);
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RateLimitedError);
      expect(error).toMatchObject({ message: AUTH_TEXTS.hashingBusy, retryAfterSeconds: HASHING_BUSY_RETRY_SECONDS });
    }
    expect(peak).toBeLessThanOrEqual(2);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
    // Free again once the queue has drained.
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
  });
});
