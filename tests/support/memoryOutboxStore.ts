// The contact outbox's store in memory, for the web unit tests (the page and the worker use
// IndexedDB: web/pwa/outboxStore.ts). Copies in and out, as IndexedDB's structured clones do.
import type { OutboxMessage, OutboxStore } from '../../web/pwa/outbox';

export class MemoryOutboxStore implements OutboxStore {
  private readonly messages = new Map<string, OutboxMessage>();
  async put(message: OutboxMessage): Promise<void> {
    this.messages.set(message.key, copy(message));
  }
  async list(): Promise<OutboxMessage[]> {
    return [...this.messages.values()].sort((a, b) => a.queuedAt - b.queuedAt).map(copy);
  }
  async remove(key: string): Promise<void> {
    this.messages.delete(key);
  }
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
