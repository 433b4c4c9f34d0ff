// The contact form sends through here. Every message is kept in the outbox on the device (IndexedDB)
// before it is sent; one that cannot go out now (device offline, network failure, the tab closed
// while sending) waits there and is delivered later, exactly once: by
// flushContactOutbox() when the app starts, when the connection returns and on a retry timer (see
// web/components/pwa/ContactOutboxSync.tsx), or by the service worker's Background Sync even with
// no tab open. A server answer that is an error is thrown to the form as before.
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { SubmitContactDocument, type ContactInput } from '../data/generated';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from './cachePolicy';
import {
  ContactOutbox,
  DeliveryError,
  errorText,
  failureForStatus,
  isNetworkFailure,
  messageInAnswer,
  OUTBOX_LOCK,
  originLock,
  type ContactTransport,
  type FlushReport,
  type OutboxMessage,
  type OutboxStore,
  type SendOptions,
  type SendResult,
} from './outbox';
import { IndexedDbOutboxStore } from './outboxStore';

export type { FlushReport, OutboxMessage, SendResult } from './outbox';
export { newIdempotencyKey } from './outbox';

/**
 * Server error codes that mean "not now" rather than "not this message". Any other code is final
 * (BAD_USER_INPUT, and CONFLICT: the key was already used for a different message).
 */
const RETRY_LATER_CODES = new Set(['INTERNAL_SERVER_ERROR', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE']);

/** Sorts an Apollo error into network failure (keep the message), outage or refusal. */
export function classifyApolloError(error: unknown): DeliveryError {
  if (CombinedGraphQLErrors.is(error)) {
    const retryLater = error.errors.some((e) => RETRY_LATER_CODES.has(String(e.extensions?.code ?? '')));
    return new DeliveryError(retryLater ? 'unavailable' : 'rejected', error.errors[0]?.message ?? error.message, error);
  }
  if (ServerError.is(error)) {
    // An HTTP-level error answer (413, 429, 409...): the server's own words when its body has them.
    return new DeliveryError(failureForStatus(error.statusCode), messageInAnswer(error.bodyText) ?? error.message, error);
  }
  if (ServerParseError.is(error)) {
    // Not our JSON: with a success status that is a captive portal or a proxy page (no real
    // connection yet); a 5xx page is an outage.
    return new DeliveryError(error.statusCode >= 500 ? 'unavailable' : 'network', error.message, error);
  }
  if (CombinedProtocolErrors.is(error)) return new DeliveryError('unavailable', error.message, error);
  if (isNetworkFailure(error)) return new DeliveryError('network', errorText(error), error);
  return new DeliveryError('unavailable', errorText(error), error);
}

/** Delivery through the app's Apollo client (GraphQL mutation with the idempotencyKey argument). */
export function apolloContactTransport(client: ApolloClient): ContactTransport {
  return async (message, signal) => {
    try {
      await client.mutate({
        mutation: SubmitContactDocument,
        variables: { input: message.input, idempotencyKey: message.key },
        context: { fetchOptions: { signal } },
      });
    } catch (error) {
      throw classifyApolloError(error);
    }
  };
}

export type ContactOutboxEvent =
  | { type: 'queued'; message: OutboxMessage }
  | { type: 'delivered'; subjects: string[] }
  | { type: 'rejected'; items: { subject: string; reason: string }[] };

const listeners = new Set<(event: ContactOutboxEvent) => void>();

export function onContactOutboxEvent(listener: (event: ContactOutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: ContactOutboxEvent): void {
  for (const listener of [...listeners]) listener(event);
}

let sharedStore: OutboxStore | null = null;
const outboxes = new WeakMap<ApolloClient, ContactOutbox>();

function outboxFor(client: ApolloClient): ContactOutbox {
  let outbox = outboxes.get(client);
  if (!outbox) {
    sharedStore ??= new IndexedDbOutboxStore();
    outbox = createContactOutbox(client, sharedStore);
    outboxes.set(client, outbox);
  }
  return outbox;
}

export function createContactOutbox(client: ApolloClient, store: OutboxStore, isOnline = () => navigator.onLine): ContactOutbox {
  return new ContactOutbox({
    store,
    transport: apolloContactTransport(client),
    isOnline,
    withLock: originLock(OUTBOX_LOCK),
    onQueued: (message) => {
      emit({ type: 'queued', message });
      void requestBackgroundSync();
    },
    // Should this tab be closed before the answer comes, the worker delivers the kept message when
    // the connection allows (it waits for the lock this send holds).
    onKept: () => void requestBackgroundSync(),
  });
}

/**
 * Sends a contact message: { status: 'sent' } once the server stored it, { status: 'queued' } when
 * it was kept on the device to be delivered later. Throws for server-side failures (validation,
 * conflict, outage). Pass the draft's key (options.key) so sending the same draft again reuses it.
 */
export async function sendContactMessage(client: ApolloClient, input: ContactInput, options: SendOptions = {}): Promise<SendResult> {
  return outboxFor(client).send(input, options);
}

/** Delivers what waits in the outbox; tells listeners what was delivered or refused. */
export async function flushContactOutbox(client: ApolloClient): Promise<FlushReport> {
  return flushWith(outboxFor(client));
}

export async function flushWith(outbox: ContactOutbox): Promise<FlushReport> {
  const report = await outbox.flush({ dropRejected: true });
  if (report.delivered.length) emit({ type: 'delivered', subjects: report.delivered.map((m) => m.input.subject) });
  if (report.rejected.length) emit({ type: 'rejected', items: report.rejected.map((r) => ({ subject: r.message.input.subject, reason: r.reason })) });
  return report;
}

/** Asks the service worker to deliver the outbox when the connection returns (Chromium). */
async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here, or not allowed: the page delivers the outbox itself.
  }
}

/** Messages the service worker delivered in the background reach the page's listeners too. */
export function listenToServiceWorkerDeliveries(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; subjects?: unknown } | null;
    if (data?.type === SW_MESSAGES.outboxDelivered && Array.isArray(data.subjects)) {
      emit({ type: 'delivered', subjects: data.subjects.map(String) });
    }
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
