// The contact outbox: a visitor's message is kept on the device before it is sent (so closing the
// tab while it is being sent loses nothing), sent at once when the network allows, else delivered
// later, exactly once. Every message gets its idempotency key before the first attempt and keeps it
// on every retry, so a retry after a lost answer never stores a second copy on the server; a message
// leaves the outbox only after the server confirmed it, or refused it for good.
// Storage and transport are injected: IndexedDB + Apollo in the page, IndexedDB + REST in the
// service worker, memory + fakes in the unit tests.
import type { ContactInput } from '../data/generated';

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

/**
 * Why a delivery failed. 'network': no answer (offline, connection lost, timed out, a captive
 * portal's page instead of ours); 'unavailable': the server answered but could not take it now
 * (5xx, 429); 'rejected': the server refused the message for good (validation, a key already used
 * for a different message: 409 / CONFLICT). A rejected message is never sent again.
 */
export type DeliveryFailure = 'network' | 'unavailable' | 'rejected';

export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    readonly kind: DeliveryFailure,
    message: string,
    /** The transport's own error (e.g. Apollo's), rethrown to the form when a first send fails. */
    readonly original?: unknown,
  ) {
    super(message);
  }
}

/** Delivers one message; resolves once the server confirmed it, throws a DeliveryError otherwise. */
export type ContactTransport = (message: OutboxMessage, signal: AbortSignal) => Promise<void>;

export type SendResult = { status: 'sent' } | { status: 'queued' };

export interface FlushReport {
  delivered: OutboxMessage[];
  /** Refused by the server and removed (only with dropRejected). */
  rejected: { message: OutboxMessage; reason: string }[];
  /** Messages still waiting after this run. */
  pending: number;
  /** Why the run stopped early, if it did. */
  stoppedBy: 'network' | 'unavailable' | 'offline' | null;
}

export interface ContactOutboxOptions {
  store: OutboxStore;
  transport: ContactTransport;
  isOnline?: () => boolean;
  newKey?: () => string;
  now?: () => number;
  /** Runs fn while no other flusher (another tab, the service worker) runs one. */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
  /** A send that has not been answered after this long counts as a network failure. */
  timeoutMs?: number;
  /** Called once a message was kept for later delivery. */
  onQueued?: (message: OutboxMessage) => void;
  /**
   * Called while a message being sent now is already kept on the device (write-ahead), e.g. to
   * have the service worker deliver it should this context be closed before the answer comes.
   */
  onKept?: (message: OutboxMessage) => void;
}

export interface SendOptions {
  /**
   * The idempotency key, when the caller keeps one for a draft: sending the same draft again after
   * an unclear failure (5xx, no answer) must reuse it, so the server stores the message once.
   */
  key?: string;
}

export const SEND_TIMEOUT_MS = 15_000;

/** 'contact-' + a random UUID: within the server's 8-100 [A-Za-z0-9_.:-] rule. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `contact-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `contact-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

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

  constructor(private readonly options: ContactOutboxOptions) {
    this.isOnline = options.isOnline ?? (() => true);
    this.newKey = options.newKey ?? newIdempotencyKey;
    this.now = options.now ?? Date.now;
    this.withLock = options.withLock ?? ((fn) => fn());
    this.timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  }

  /**
   * Keeps the message on the device, then sends it (unless the device is offline). Confirmed: it
   * leaves the outbox ('sent'). No answer: it stays and is delivered later under the same key
   * ('queued'). A server answer that is an error (validation, a conflict, the server cannot take
   * it now) is thrown and the message leaves the outbox: the visitor can act on it, and sending
   * the same draft again with the same key cannot store it twice.
   */
  async send(input: ContactInput, { key }: SendOptions = {}): Promise<SendResult> {
    const { store } = this.options;
    const message: OutboxMessage = { key: key ?? this.newKey(), input, queuedAt: this.now(), attempts: 0 };
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
        try {
          await this.deliver(message);
        } catch (error) {
          const failure = error instanceof DeliveryError ? error : new DeliveryError('unavailable', errorText(error), error);
          if (failure.kind === 'network' && kept) {
            // The server may have stored it before the answer was lost: the same key makes the
            // later delivery a replay of that copy.
            const waiting = { ...message, attempts: 1, lastError: failure.message };
            await store.put(waiting);
            this.options.onQueued?.(waiting);
            return { status: 'queued' as const };
          }
          if (kept) await store.remove(message.key).catch(() => undefined);
          throw failure.original !== undefined ? failure.original : error;
        }
        // Confirmed: a failed removal only means a later flush replays it (the server keeps one).
        if (kept) await store.remove(message.key).catch(() => undefined);
        return { status: 'sent' as const };
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
   * Delivers waiting messages, oldest first. Stops at the first network failure or server outage
   * (the rest would fail the same way) and keeps what is left. A message the server refuses is
   * removed and reported when dropRejected (the page, which can tell the visitor), else kept.
   */
  flush({ dropRejected = true }: { dropRejected?: boolean } = {}): Promise<FlushReport> {
    const run = this.chain.then(() => this.withLock(() => this.flushOnce(dropRejected)));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async flushOnce(dropRejected: boolean): Promise<FlushReport> {
    const { store } = this.options;
    const report: FlushReport = { delivered: [], rejected: [], pending: 0, stoppedBy: null };
    for (const message of await store.list()) {
      if (this.sending.has(message.key)) continue; // send() here has it and settles it
      if (!this.isOnline()) {
        report.stoppedBy = 'offline';
        break;
      }
      try {
        await this.deliver(message);
      } catch (error) {
        const failure = error instanceof DeliveryError ? error : new DeliveryError('unavailable', errorText(error), error);
        if (failure.kind === 'rejected' && dropRejected) {
          await store.remove(message.key);
          report.rejected.push({ message, reason: failure.message });
          continue;
        }
        await store.put({ ...message, attempts: message.attempts + 1, lastError: failure.message });
        if (failure.kind === 'rejected') continue;
        report.stoppedBy = failure.kind;
        break;
      }
      // Confirmed by the server: only now does the message leave the device.
      await store.remove(message.key);
      report.delivered.push(message);
    }
    report.pending = (await store.list()).length;
    return report;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new DeliveryError('network', 'No answer from the server in time'));
      }, this.timeoutMs);
    });
    try {
      await Promise.race([this.options.transport(message, controller.signal), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The server's own words in an error answer's JSON body: REST's { message } or the first GraphQL
 * error's message. Undefined when the body is not such JSON (a proxy's page, an empty body).
 */
export function messageInAnswer(bodyText: string | null | undefined): string | undefined {
  if (!bodyText) return undefined;
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; errors?: { message?: unknown }[] } | null;
    const message = typeof body?.message === 'string' ? body.message : Array.isArray(body?.errors) ? body.errors[0]?.message : undefined;
    return typeof message === 'string' && message.trim() ? message.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** fetch() rejects with these when there is no answer at all. */
export function isNetworkFailure(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError' || name === 'NetworkError';
}

const RETRY_LATER_STATUS = new Set([408, 425, 429]);

/** Server status → failure kind (511: a captive portal wants a login first). */
export function failureForStatus(status: number): DeliveryFailure {
  if (status === 511) return 'network';
  return status >= 500 || RETRY_LATER_STATUS.has(status) ? 'unavailable' : 'rejected';
}

/** The part of fetch() the REST transport uses. */
export type FetchLike = (
  input: string,
  init: RequestInit,
) => Promise<{ ok: boolean; status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

/**
 * Delivery over REST (POST /api/contact with an Idempotency-Key header); the service worker uses
 * it, having no Apollo client. 201 = stored, 200 = a replay of the stored copy: both confirm.
 */
export function restContactTransport(fetchFn: FetchLike, url = '/api/contact'): ContactTransport {
  return async (message, signal) => {
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': message.key },
        body: JSON.stringify(message.input),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      throw new DeliveryError('network', errorText(error), error);
    }
    const json = /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
    if (response.ok) {
      // A 200 that is not our JSON is a captive portal's page, not a confirmation.
      if (!json) throw new DeliveryError('network', 'The answer did not come from the server');
      return;
    }
    let reason = `${response.status}`;
    try {
      const text = await response.text();
      reason = (json && messageInAnswer(text)) || text || reason;
    } catch {
      // keep the status
    }
    throw new DeliveryError(json ? failureForStatus(response.status) : response.status >= 500 ? 'unavailable' : 'network', reason);
  };
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

/** A store in memory, for tests. */
export class MemoryOutboxStore implements OutboxStore {
  private readonly messages = new Map<string, OutboxMessage>();
  async put(message: OutboxMessage): Promise<void> {
    this.messages.set(message.key, structuredCloneSafe(message));
  }
  async list(): Promise<OutboxMessage[]> {
    return [...this.messages.values()].sort((a, b) => a.queuedAt - b.queuedAt).map(structuredCloneSafe);
  }
  async remove(key: string): Promise<void> {
    this.messages.delete(key);
  }
}

function structuredCloneSafe<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
