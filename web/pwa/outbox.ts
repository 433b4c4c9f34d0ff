// The contact outbox: a visitor's message is kept on the device before it is sent (so closing the
// tab while it is being sent loses nothing), sent at once when the network allows, else delivered
// later, exactly once. The outbox owns each draft's idempotency key: made once, when the draft is
// first written ahead, and reused by every attempt (a retry after a lost answer, the same draft sent
// again after a server outage, the service worker's delivery), so the server stores one copy. A
// message leaves the outbox only after the server confirmed it, or refused it for good.
// Storage and transport are injected (IndexedDB + REST in the page and the service worker, see
// contactDelivery.ts; memory + fakes in the unit tests).
import type { ContactInput } from '../../api/domain/inputs/public';

export interface OutboxMessage {
  /** Idempotency key, fixed for the message's whole life. */
  key: string;
  input: ContactInput;
  queuedAt: number;
  attempts: number;
  lastError?: string;
}

export interface OutboxStore {
  put(message: OutboxMessage): Promise<void>;
  /** Oldest first. */
  list(): Promise<OutboxMessage[]>;
  remove(key: string): Promise<void>;
}

/** The server refused the message for good: its words, and those about single fields. */
export interface Refused {
  status: 'refused';
  message: string;
  /** Field name → the rule's message (SPEC.md section 5), for the form's fields. */
  fieldErrors: Record<string, string>;
  /** 409: the key already holds a different message, so this one was not stored (a new draft needs a new key). */
  keyConflict: boolean;
}

/** Not delivered now; the same key may go again later. */
export interface TryLater {
  status: 'later';
  /** What the visitor is told (the server's words when it gave some). */
  message: string;
  /**
   * False: no answer from the server (offline, connection lost, no answer in time, a captive
   * portal's page): it may have stored the message, so it is kept and replayed. True: the server
   * answered that it cannot take it now (5xx, 429).
   */
  answered: boolean;
  /** The server's Retry-After, when it sent one. */
  retryAfterMs?: number;
}

/** Exactly one of these answers every delivery attempt (contactDelivery.ts decides which). */
export type DeliveryAnswer = { status: 'sent' } | Refused | TryLater;

/** Delivers one message and says how it went; it does not throw for an answer it understood. */
export type ContactTransport = (message: OutboxMessage, signal: AbortSignal) => Promise<DeliveryAnswer>;

/**
 * 'sent': stored by the server. 'queued': kept on the device, delivered later under its key. A
 * refusal, or a server that cannot take it now, comes back as the answer: the message is not kept,
 * the visitor keeps the text and sending the same draft again reuses its key.
 */
export type SendResult = { status: 'sent' } | { status: 'queued' } | Refused | TryLater;

export interface FlushReport {
  delivered: OutboxMessage[];
  /** Refused by the server and removed (only with dropRejected). */
  rejected: { message: OutboxMessage; reason: string }[];
  /** Messages still waiting after this run. */
  pending: number;
  /** Why the run stopped early, if it did. */
  stoppedBy: 'network' | 'unavailable' | 'offline' | null;
  /** The server asked to wait this long before the next try (429 / 503 with Retry-After). */
  retryAfterMs?: number;
}

export interface ContactOutboxOptions {
  store: OutboxStore;
  transport: ContactTransport;
  isOnline?: () => boolean;
  newKey?: () => string;
  now?: () => number;
  /** Runs fn while no other flusher (another tab, the service worker) runs one. */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** A send that has not been answered after this long counts as no answer. */
  timeoutMs?: number;
  /** Called once a message was kept for later delivery. */
  onQueued?: (message: OutboxMessage) => void;
  /**
   * Called while a message being sent now is already kept on the device (write-ahead), e.g. to
   * have the service worker deliver it should this context be closed before the answer comes.
   */
  onKept?: (message: OutboxMessage) => void;
}

export const SEND_TIMEOUT_MS = 15_000;

/** 'contact-' + a random UUID: within the server's 8-100 [A-Za-z0-9_.:-] rule. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `contact-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `contact-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** A draft is the same when every field the server stores is. */
const draftOf = (input: ContactInput) => JSON.stringify([input.name, input.email, input.subject, input.message]);

export class ContactOutbox {
  private readonly isOnline: () => boolean;
  private readonly newKey: () => string;
  private readonly now: () => number;
  private readonly withLock: <T>(fn: () => Promise<T>) => Promise<T>;
  private readonly timeoutMs: number;
  /** Flushes in this context run one after another. */
  private chain: Promise<unknown> = Promise.resolve();
  /** Keys send() is delivering in this context right now: a flush here leaves them alone. */
  private readonly sending = new Set<string>();
  /**
   * The draft whose send got no clear answer and was handed back to the visitor (a 5xx: the server
   * may have stored it), with its key: sending the same text again must reuse the key.
   */
  private unsettled: { draft: string; key: string } | null = null;
  /**
   * The server's last Retry-After, as a time: flushes (timers, the connection coming back, the tab
   * coming to the front) send nothing before it, so a 429 is waited out, never hammered. A send()
   * still goes: a person pressed Send and is shown the answer.
   */
  private notBefore = 0;

  constructor(private readonly options: ContactOutboxOptions) {
    this.isOnline = options.isOnline ?? (() => true);
    this.newKey = options.newKey ?? newIdempotencyKey;
    this.now = options.now ?? Date.now;
    this.withLock = options.withLock ?? ((fn) => fn());
    this.timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  }

  /** The draft's key: the one it was last tried with if that try is unsettled, else a new one. */
  private keyFor(input: ContactInput): string {
    const draft = draftOf(input);
    const key = this.unsettled?.draft === draft ? this.unsettled.key : this.newKey();
    this.unsettled = null;
    return key;
  }

  /**
   * Keeps the message on the device, then sends it (unless the device is offline). Confirmed: it
   * leaves the outbox ('sent'). No answer: it stays and is delivered later under the same key
   * ('queued'). Refused, or the server cannot take it now: it leaves the outbox and the answer is
   * returned, so the visitor can act on it; the same draft sent again goes under the same key.
   */
  async send(input: ContactInput): Promise<SendResult> {
    const { store } = this.options;
    const message: OutboxMessage = { key: this.keyFor(input), input, queuedAt: this.now(), attempts: 0 };
    if (!this.isOnline()) return this.queue({ ...message, lastError: 'offline' });
    // Write-ahead. Without IndexedDB (some private modes) the message is still sent, just not kept.
    const kept = await store.put(message).then(
      () => true,
      () => false,
    );
    this.sending.add(message.key);
    try {
      // Under the lock every flusher takes: another tab or the worker cannot deliver this message
      // at the same moment (if one did before, this send is a replay and the server keeps one copy).
      return await this.withLock(async () => {
        if (kept) this.options.onKept?.(message);
        const answer = await this.deliver(message);
        if (answer.status === 'later' && !answer.answered && kept) {
          // The server may have stored it before the answer was lost: the same key makes the
          // later delivery a replay of that copy.
          const waiting = { ...message, attempts: 1, lastError: answer.message };
          await store.put(waiting);
          this.options.onQueued?.(waiting);
          return { status: 'queued' as const };
        }
        // Settled one way or the other: a failed removal only means a later flush replays it.
        if (kept) await store.remove(message.key).catch(() => undefined);
        if (answer.status === 'later') this.unsettled = { draft: draftOf(input), key: message.key };
        return answer;
      });
    } finally {
      this.sending.delete(message.key);
    }
  }

  private async queue(message: OutboxMessage): Promise<SendResult> {
    await this.options.store.put(message);
    this.options.onQueued?.(message);
    return { status: 'queued' };
  }

  /** Messages waiting to be delivered, oldest first. */
  pending(): Promise<OutboxMessage[]> {
    return this.options.store.list();
  }

  /**
   * Delivers waiting messages, oldest first. Stops at the first try-later answer (the rest would
   * fare the same) and keeps what is left. A message the server refuses is removed and reported
   * when dropRejected (the page, which can tell the visitor), else kept.
   */
  flush({ dropRejected = true }: { dropRejected?: boolean } = {}): Promise<FlushReport> {
    const run = this.chain.then(() => this.withLock(() => this.flushOnce(dropRejected)));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async flushOnce(dropRejected: boolean): Promise<FlushReport> {
    const { store } = this.options;
    const report: FlushReport = { delivered: [], rejected: [], pending: 0, stoppedBy: null };
    const wait = this.notBefore - this.now();
    if (wait > 0) {
      report.pending = (await store.list()).length;
      return report.pending ? { ...report, stoppedBy: 'unavailable', retryAfterMs: wait } : report;
    }
    for (const message of await store.list()) {
      if (this.sending.has(message.key)) continue; // send() here has it and settles it
      if (!this.isOnline()) {
        report.stoppedBy = 'offline';
        break;
      }
      const answer = await this.deliver(message);
      if (answer.status === 'sent') {
        // Confirmed by the server: only now does the message leave the device.
        await store.remove(message.key);
        report.delivered.push(message);
        continue;
      }
      if (answer.status === 'refused' && dropRejected) {
        await store.remove(message.key);
        report.rejected.push({ message, reason: answer.message });
        continue;
      }
      await store.put({ ...message, attempts: message.attempts + 1, lastError: answer.message });
      if (answer.status === 'refused') continue;
      report.stoppedBy = answer.answered ? 'unavailable' : 'network';
      if (answer.retryAfterMs !== undefined) report.retryAfterMs = answer.retryAfterMs;
      break;
    }
    report.pending = (await store.list()).length;
    return report;
  }

  /** One attempt; no answer in time counts as none, and a transport that throws as "try later". */
  private async deliver(message: OutboxMessage): Promise<DeliveryAnswer> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<DeliveryAnswer>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ status: 'later', answered: false, message: 'No answer from the server in time' });
      }, this.timeoutMs);
    });
    try {
      const answer = await Promise.race([this.options.transport(message, controller.signal), timeout]);
      if (answer.status === 'later' && answer.retryAfterMs !== undefined) this.notBefore = this.now() + answer.retryAfterMs;
      return answer;
    } catch (error) {
      return { status: 'later', answered: true, message: errorText(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** fetch() rejects with these when there is no answer at all. */
export function isNetworkFailure(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError' || name === 'NetworkError';
}

/** The Web Lock every outbox flusher of the origin (tabs, service worker) takes. */
export const OUTBOX_LOCK = 'rdu-contact-outbox';

/** Web Locks when the context has them (every window and worker of the origin shares them). */
export function originLock(name: string): <T>(fn: () => Promise<T>) => Promise<T> {
  return (fn) => {
    const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
    return locks ? (locks.request(name, fn) as Promise<Awaited<ReturnType<typeof fn>>>) : fn();
  };
}
