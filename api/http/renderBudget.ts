// How many page renders a process does, and for whom. A render costs 100-350 ms of this process's
// CPU against under 2 ms for a kept copy, so uncached renders are bounded per client (a visitor
// after a content change renders a few pages; a script trying URL after URL is refused) and in
// number at once. The rest wait in a fair queue: turns go round robin across clients
// (req.clientGroup), so a visitor's first render waits behind at most one render per other client
// however many one client floods in, and each client's own backlog is bounded (past it that
// client alone is refused). Within the round, a client that has used less of its render budget
// lately goes first: a visitor searching now and then is served before clients that used theirs
// up (12 flooding clients would otherwise put 12 renders, seconds, before each of its searches).
// A waiting render whose visitor went away leaves the queue.
import { TokenBuckets } from './tokenBuckets';

export interface RenderLimits {
  /** Renders one address may cause in a burst... */
  perAddressBurst: number;
  /** ...refilled at this many per second. */
  perAddressPerSecond: number;
  /** Renders running at once in this process. */
  concurrent: number;
  /** Renders waiting for a turn, all clients together; past that a request is refused at once. */
  queue: number;
  /** Renders one client may have waiting (RENDER_QUEUE_PER_CLIENT); past that that client is refused at once. */
  perClientQueue?: number;
}

/** perClientQueue's default: a visitor's page and one more (a second tab, a prefetch). */
export const DEFAULT_RENDER_QUEUE_PER_CLIENT = 2;

export const DEFAULT_RENDER_LIMITS: RenderLimits = { perAddressBurst: 30, perAddressPerSecond: 1, concurrent: 2, queue: 32, perClientQueue: DEFAULT_RENDER_QUEUE_PER_CLIENT };

export const UNLIMITED_RENDERS: RenderLimits = { perAddressBurst: Infinity, perAddressPerSecond: Infinity, concurrent: Infinity, queue: Infinity, perClientQueue: Infinity };

/**
 * Why a render was not run: 'address' (the client's budget is spent), 'backlog' (the client has
 * as many renders waiting as one may), 'busy' (the queue is full for everyone), 'cancelled' (the
 * visitor went away while it waited).
 */
export type RenderRefusal = { refused: 'address' | 'backlog' | 'busy' | 'cancelled'; retryAfterSeconds: number };

/** Seconds a refused visitor is told to wait: a turn comes round within a couple of renders. */
const BUSY_RETRY_SECONDS = 2;

/** The queue's key for renders nobody asked for (a page refreshed in the background, warm-up). */
export const SERVER_CLIENT = '(server)';

interface Waiter {
  client: string;
  start: () => void;
}

export class RenderBudget {
  private readonly perAddress: TokenBuckets;
  private readonly perClientQueue: number;
  private running = 0;
  private waitingCount = 0;
  /** Each client's waiting renders, oldest first; a Map keeps the clients in the order they are served (round robin). */
  private readonly waiting = new Map<string, Waiter[]>();
  /** Clients served in the current round (each at most once a round). */
  private readonly servedThisRound = new Set<string>();

  constructor(
    private readonly limits: RenderLimits = DEFAULT_RENDER_LIMITS,
    now: () => number = Date.now,
  ) {
    this.perAddress = new TokenBuckets(limits.perAddressBurst, limits.perAddressPerSecond, now);
    this.perClientQueue = limits.perClientQueue ?? DEFAULT_RENDER_QUEUE_PER_CLIENT;
  }

  /** Takes one render from the address's budget; a refusal says how long until one is free. */
  take(address: string): RenderRefusal | null {
    const wait = this.perAddress.take(address);
    return wait === null ? null : { refused: 'address', retryAfterSeconds: wait };
  }

  /** Renders waiting for a turn, all clients together. */
  get queued(): number {
    return this.waitingCount;
  }

  /**
   * Runs `client`'s render when a turn is free: at once, or after waiting its round-robin turn.
   * Refused at once when the client already has perClientQueue renders waiting ('backlog') or the
   * queue is full ('busy'); given up while it waits when `signal` aborts ('cancelled'). A render
   * already running is never stopped.
   */
  async run<T>(client: string, render: () => Promise<T>, signal?: AbortSignal): Promise<T | RenderRefusal> {
    if (signal?.aborted) return { refused: 'cancelled', retryAfterSeconds: 0 };
    if (this.running >= this.limits.concurrent) {
      const own = this.waiting.get(client);
      if ((own?.length ?? 0) >= this.perClientQueue) return { refused: 'backlog', retryAfterSeconds: BUSY_RETRY_SECONDS };
      if (this.waitingCount >= this.limits.queue) return { refused: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS };
      const started = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = { client, start: () => resolve(true) };
        if (own) own.push(waiter);
        else this.waiting.set(client, [waiter]);
        this.waitingCount += 1;
        signal?.addEventListener('abort', () => this.leave(waiter) && resolve(false), { once: true });
      });
      if (!started) return { refused: 'cancelled', retryAfterSeconds: 0 };
    } else this.running += 1;
    try {
      return await render();
    } finally {
      this.next();
    }
  }

  /**
   * A finished render's turn goes to the next client in the round (the turn stays taken), or is
   * freed. Each waiting client is served once per round; the next is the one not yet served in
   * this round with the most of its render budget left, the first to have joined among equals (the
   * server's own refreshes count as a client with none left). A new round begins when every
   * waiting client has had its turn in this one.
   */
  private next(): void {
    if (this.waitingCount === 0) {
      this.running -= 1;
      return;
    }
    let chosen = this.nextInRound();
    if (!chosen) {
      this.servedThisRound.clear();
      chosen = this.nextInRound()!;
    }
    const [client, queue] = chosen;
    this.servedThisRound.add(client);
    const waiter = queue.shift()!;
    this.waiting.delete(client);
    // A client with more waiting goes to the end of the round.
    if (queue.length) this.waiting.set(client, queue);
    this.waitingCount -= 1;
    waiter.start();
  }

  private nextInRound(): [string, Waiter[]] | null {
    let chosen: [string, Waiter[]] | null = null;
    let most = -Infinity;
    for (const entry of this.waiting) {
      if (this.servedThisRound.has(entry[0])) continue;
      const left = entry[0] === SERVER_CLIENT ? 0 : this.perAddress.level(entry[0]);
      if (left > most) [chosen, most] = [entry, left];
    }
    return chosen;
  }

  /** Takes a waiting render out of the queue (its visitor went away); false when it already started. */
  private leave(waiter: Waiter): boolean {
    const queue = this.waiting.get(waiter.client);
    const at = queue?.indexOf(waiter) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (!queue.length) this.waiting.delete(waiter.client);
    this.waitingCount -= 1;
    return true;
  }
}

export function isRefusal(value: unknown): value is RenderRefusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
}
