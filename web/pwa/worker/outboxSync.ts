// The contact outbox is delivered by Background Sync when the connection returns (the same
// transport and key as the page's send, ../contactDelivery.ts).
import { createContactOutbox } from '../contactDelivery';
import { IndexedDbOutboxStore } from '../outboxStore';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '../protocol';
import { worker } from './scope';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

export function registerOutboxSync(): void {
  const outbox = createContactOutbox({ store: new IndexedDbOutboxStore(), isOnline: () => worker.navigator.onLine });

  const deliverOutbox = async (): Promise<void> => {
    // A refused message stays for the page to report it to the visitor.
    const report = await outbox.flush({ dropRejected: false });
    if (report.delivered.length) {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const subjects = report.delivered.map((m) => m.input.subject);
      for (const client of windows) client.postMessage({ type: SW_MESSAGES.outboxDelivered, subjects });
    }
    // Rejecting makes the browser try the sync again later.
    if (report.stoppedBy === 'network' || report.stoppedBy === 'unavailable' || report.stoppedBy === 'offline') {
      throw new Error(`contact outbox: ${report.pending} message(s) still waiting`);
    }
  };

  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverOutbox());
  });
}
