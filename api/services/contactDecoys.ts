// What a bot that filled the contact form's honeypot is answered, so that it cannot tell it was
// caught: an id where the next stored messages' ids are (just past the newest stored one, by a
// small random step, as if other visitors wrote in between), never the same id twice in this
// process, the fields and the answer time of a stored message, and the first answer again when
// it replays its Idempotency-Key. Nothing of it is stored; what it remembers lives in memory.
import { LRUCache } from 'lru-cache';
import type { ContactSubmission } from '../entities';

/** The most ids a decoy skips past the last one given: other visitors' messages in between. */
export const DECOY_MAX_STEP = 3;
/** Before any message was stored here, a decoy takes about this long (a small insert's time). */
const FIRST_SAVE_MS = 5;
/** Nobody waits longer for a decoy than this, however slow the database has been. */
const MAX_WAIT_MS = 1000;

type Remembered = { fingerprint: string; submission: ContactSubmission };

export class ContactDecoys {
  private lastId = 0;
  /** How long storing a real message takes lately (a moving average, ms). */
  private saveMs = FIRST_SAVE_MS;
  private readonly byKey = new LRUCache<string, Remembered>({ max: 1000 });

  constructor(
    private readonly random: () => number = Math.random,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** The next decoy's id: past both the newest stored message and the last decoy, by 1 to DECOY_MAX_STEP. */
  nextId(newestStoredId: number): number {
    const step = 1 + Math.floor(this.random() * DECOY_MAX_STEP);
    this.lastId = Math.max(newestStoredId, this.lastId) + Math.min(step, DECOY_MAX_STEP);
    return this.lastId;
  }

  /** A real message took this long to count and store: decoys follow how long that takes. */
  observeSave(ms: number): void {
    if (Number.isFinite(ms) && ms >= 0) this.saveMs = 0.8 * this.saveMs + 0.2 * ms;
  }

  /** Waits what is left of a real message's time (± a quarter) after `elapsedMs` spent already. */
  async answerAfter(elapsedMs: number): Promise<void> {
    const target = Math.min(this.saveMs * (0.75 + this.random() * 0.5), MAX_WAIT_MS);
    if (target > elapsedMs) await this.sleep(target - elapsedMs);
  }

  remember(key: string, fingerprint: string, submission: ContactSubmission): void {
    this.byKey.set(key, { fingerprint, submission });
  }

  /** The decoy first given for this key, if this process gave one. */
  recall(key: string): Remembered | undefined {
    return this.byKey.get(key);
  }
}
