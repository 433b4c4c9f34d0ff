// Password hashing: argon2id with the library's defaults (salted, memory-hard: 64 MiB and a
// libuv pool thread for each hash or check while it runs). A few run at a time per process and a
// few more may wait; past that a check is refused at once (429 with Retry-After) instead of taking
// more memory: 80 logins at once used to add 257 MB and hold every pool thread, which file reads and
// compression share.
import argon2 from 'argon2';
import type { HashingLimits } from '../config';
import { AUTH_TEXTS } from '../domain/texts';
import { RateLimitedError } from '../services/errors';

/** How long a refused sign-in is told to wait: a queue of checks drains in about a second. */
export const HASHING_BUSY_RETRY_SECONDS = 2;

export class PasswordHasher {
  private running = 0;
  /** Checks waiting for a slot, first come first served; each is handed the slot its predecessor frees. */
  private readonly waiting: (() => void)[] = [];
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly limits: HashingLimits) {}

  hash(password: string): Promise<string> {
    return this.whenFree(() => argon2.hash(password, { type: argon2.argon2id }));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.whenFree(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false; // a malformed stored hash never logs anyone in
      }
    });
  }

  /** Spends the same time as a real check when the user does not exist, so timing tells nothing. */
  async burnVerifyTime(password: string): Promise<void> {
    // Made once per process, outside the slots (a refusal must not leave a failed promise behind).
    this.dummyHash ??= argon2.hash(`not-a-real-password-${Math.random()}`, { type: argon2.argon2id });
    await this.verify(await this.dummyHash, password);
  }

  /** Checks running and waiting now (for tests and logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async whenFree<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.limits.queue) throw new RateLimitedError(AUTH_TEXTS.hashingBusy, HASHING_BUSY_RETRY_SECONDS);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
