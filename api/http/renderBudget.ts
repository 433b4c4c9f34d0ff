// How many page renders a process does, and for whom. A render costs 100-350 ms of this process's
// CPU against under 2 ms for a kept copy, so uncached renders are bounded per client address (a
// visitor after a content change renders a few pages; a script trying URL after URL is refused)
// and in number at once (the rest wait their turn in a short queue, so kept pages keep flowing
// between renders).
import { TokenBuckets } from './tokenBuckets';

export interface RenderLimits {
  /** Renders one address may cause in a burst... */
  perAddressBurst: number;
  /** ...refilled at this many per second. */
  perAddressPerSecond: number;
  /** Renders running at once in this process. */
  concurrent: number;
  /** Renders waiting for a turn; past that a request is refused at once. */
  queue: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { perAddressBurst: 30, perAddressPerSecond: 1, concurrent: 2, queue: 32 };

export const UNLIMITED_RENDERS: RenderLimits = { perAddressBurst: Infinity, perAddressPerSecond: Infinity, concurrent: Infinity, queue: Infinity };

export type RenderRefusal = { refused: 'address' | 'busy'; retryAfterSeconds: number };

export class RenderBudget {
  private readonly perAddress: TokenBuckets;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: RenderLimits = DEFAULT_RENDER_LIMITS,
    now: () => number = Date.now,
  ) {
    this.perAddress = new TokenBuckets(limits.perAddressBurst, limits.perAddressPerSecond, now);
  }

  /** Takes one render from the address's budget; a refusal says how long until one is free. */
  take(address: string): RenderRefusal | null {
    const wait = this.perAddress.take(address);
    return wait === null ? null : { refused: 'address', retryAfterSeconds: wait };
  }

  /** Runs a render when a turn is free; refuses at once when too many already wait. */
  async run<T>(render: () => Promise<T>): Promise<T | RenderRefusal> {
    if (this.running >= this.limits.concurrent) {
      if (this.waiting.length >= this.limits.queue) return { refused: 'busy', retryAfterSeconds: 2 };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await render();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export function isRefusal(value: unknown): value is RenderRefusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}
