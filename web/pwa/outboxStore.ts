// The contact outbox on the device: one IndexedDB object store, shared by every tab and the service
// worker of the origin, so a message kept in a tab that was closed is still there later.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxMessage, OutboxStore } from './outbox';

export const OUTBOX_DB = 'rdu-rides-outbox';
const STORE = 'contact-messages';

interface OutboxSchema extends DBSchema {
  [STORE]: { key: string; value: OutboxMessage; indexes: { queuedAt: number } };
}

export class IndexedDbOutboxStore implements OutboxStore {
  private db: Promise<IDBPDatabase<OutboxSchema>> | null = null;

  private open(): Promise<IDBPDatabase<OutboxSchema>> {
    if (!this.db) {
      this.db = openDB<OutboxSchema>(OUTBOX_DB, 1, {
        upgrade(db) {
          const store = db.createObjectStore(STORE, { keyPath: 'key' });
          store.createIndex('queuedAt', 'queuedAt');
        },
        // Another context opened a newer version: let it, and reopen next time.
        blocking: () => {
          void this.db?.then((d) => d.close());
          this.db = null;
        },
      });
      this.db.catch(() => {
        this.db = null;
      });
    }
    return this.db;
  }

  async put(message: OutboxMessage): Promise<void> {
    await (await this.open()).put(STORE, message);
  }

  async list(): Promise<OutboxMessage[]> {
    return (await this.open()).getAllFromIndex(STORE, 'queuedAt');
  }

  async remove(key: string): Promise<void> {
    await (await this.open()).delete(STORE, key);
  }
}
