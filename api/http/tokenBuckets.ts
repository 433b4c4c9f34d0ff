// One token bucket per client: a burst, refilled at a steady rate. Clients not seen for a while are
// forgotten (their bucket would be full again anyway), so the map stays bounded however many come.
import { LRUCache } from 'lru-cache';

export class TokenBuckets {
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The tokens `key` has now (a full bucket for a key not seen lately), taking none. */
  level(key: string): number {
    if (this.burst === Infinity) return Infinity;
    const bucket = this.buckets.peek(key);
    if (!bucket) return this.burst;
    return Math.min(this.burst, bucket.tokens + ((this.now() - bucket.at) / 1000) * this.perSecond);
  }

  /** Takes one token from `key`'s bucket: null when taken, else the seconds until one is free. */
  take(key: string): number | null {
    if (this.burst === Infinity) return null;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
    bucket.tokens -= 1;
    return null;
  }
}
