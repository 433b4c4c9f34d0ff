// The page's contact outbox: what the contact form calls. Every message is kept in the outbox on the
// device (IndexedDB) before it is sent; one that cannot go out now (device offline, network failure,
// the tab closed while sending) waits there and is delivered later, exactly once: by
// flushContactOutbox() when the app starts, when the connection returns and on a retry timer (see
// web/components/pwa/ContactOutboxSync.tsx), or by the service worker's Background Sync even with
// no tab open. Both send the same way (contactDelivery.ts).
import type { ContactInput } from '../../api/domain/inputs/public';
import { listenerSet } from './listeners';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from './protocol';
import { createContactOutbox, type ContactOutboxSetup } from './contactDelivery';
import type { ContactOutbox, FlushReport, OutboxMessage, SendResult } from './outbox';
import { IndexedDbOutboxStore } from './outboxStore';

export type { FlushReport, OutboxMessage, SendResult } from './outbox';

export type ContactOutboxEvent =
  | { type: 'queued'; message: OutboxMessage }
  | { type: 'delivered'; subjects: string[] }
  | { type: 'rejected'; items: { subject: string; reason: string }[] };

const listeners = listenerSet<[ContactOutboxEvent]>();

export const onContactOutboxEvent = listeners.add;
const emit = listeners.tell;

/** The page's outbox: tells listeners what it keeps, and hands kept messages to the service worker too. */
export function createPageOutbox({ isOnline = () => navigator.onLine, ...setup }: ContactOutboxSetup): ContactOutbox {
  return createContactOutbox({
    ...setup,
    isOnline,
    onQueued: (message) => {
      emit({ type: 'queued', message });
      void requestBackgroundSync();
    },
    // Should this tab be closed before the answer comes, the worker delivers the kept message when
    // the connection allows (it waits for the lock this send holds).
    onKept: () => void requestBackgroundSync(),
  });
}

let pageOutbox: ContactOutbox | null = null;

function outbox(): ContactOutbox {
  pageOutbox ??= createPageOutbox({ store: new IndexedDbOutboxStore() });
  return pageOutbox;
}

/**
 * Sends a contact message: 'sent' once the server stored it, 'queued' when it was kept on the
 * device to be delivered later, else the server's refusal or its "not now" for the form to show.
 * Sending the same draft again reuses its key (the outbox keeps it).
 */
export function sendContactMessage(input: ContactInput): Promise<SendResult> {
  return outbox().send(input);
}

/** Delivers what waits in the outbox; tells listeners what was delivered or refused. */
export function flushContactOutbox(): Promise<FlushReport> {
  return flushWith(outbox());
}

export async function flushWith(outbox: ContactOutbox): Promise<FlushReport> {
  const report = await outbox.flush({ dropRejected: true });
  if (report.delivered.length) emit({ type: 'delivered', subjects: report.delivered.map((m) => m.input.subject) });
  if (report.rejected.length) emit({ type: 'rejected', items: report.rejected.map((r) => ({ subject: r.message.input.subject, reason: r.reason })) });
  return report;
}

/** What became of a message kept on the device: delivered, or refused by the server for good (with its reason). */
export type KeptMessageFate = { status: 'delivered' } | { status: 'rejected'; reason: string };

const sameDraft = (a: ContactInput, b: ContactInput) => a.name === b.name && a.email === b.email && a.subject === b.subject && a.message === b.message;

/**
 * Follows a message the outbox kept ('queued') until it leaves the outbox: whoever delivered it
 * (this page, another tab, the service worker in the background), each delivery or refusal is
 * followed by a look at the outbox itself, and once the draft is no longer there `onSettled` is
 * called once. Without IndexedDB the subjects the deliveries name stand in. Returns a stop function.
 */
export function followKeptMessage(input: ContactInput, onSettled: (fate: KeptMessageFate) => void): () => void {
  let done = false;
  const settle = (fate: KeptMessageFate) => {
    if (done) return;
    done = true;
    stop();
    onSettled(fate);
  };
  const stop = onContactOutboxEvent((event) => {
    if (event.type === 'queued' || done) return;
    const refusal = event.type === 'rejected' ? event.items.find((item) => item.subject === input.subject) : undefined;
    const fate: KeptMessageFate = refusal ? { status: 'rejected', reason: refusal.reason } : { status: 'delivered' };
    outbox()
      .pending()
      .then(
        (waiting) => {
          if (!waiting.some((message) => sameDraft(message.input, input))) settle(fate);
        },
        () => {
          const named = event.type === 'delivered' ? event.subjects.includes(input.subject) : Boolean(refusal);
          if (named) settle(fate);
        },
      );
  });
  return () => {
    done = true;
    stop();
  };
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
