// The arrival cards kept in this browser (issue 23): in localStorage under one key, as a JSON list.
// Why localStorage rather than IndexedDB: a traveller keeps a handful of cards of about 2 KB each;
// reading them is synchronous, so the page draws them in its first frame after hydrating, offline
// and with no await chain to fail half-way; the nav learns whether any is saved with one read and
// no library (./savedFlag.ts); other tabs hear changes through the browser's 'storage' event. Both
// survive closing the browser and restarting the phone, and both are evicted under the same rules
// (the store asks for persistent storage on the first save). IndexedDB would earn its weight if the
// service worker had to read the cards; it never does. Nothing here leaves the device.
import { isArrivalCard, newestFirst, type ArrivalCard, type ArrivalCardNotes } from '../../api/domain/arrival';
import type { Terminal } from '../../api/domain/facts';
import { SW_MESSAGES } from '../pwa/protocol';
import { CARDS_CHANGED_EVENT, CARDS_KEY } from './savedFlag';

export { CARDS_KEY };

/** The part of the Web Storage API the store uses (a test passes its own). */
export type CardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage refused to keep the cards: blocked (private mode, site data off) or full. */
export class CardStorageError extends Error {
  constructor(cause: unknown) {
    super('This browser did not let the site keep the card on this device.');
    this.name = 'CardStorageError';
    this.cause = cause;
  }
}

export interface CardStore {
  /** Every well-formed card, newest first (anything else in storage is skipped, never thrown). */
  list(): ArrivalCard[];
  /** Saves a card; a card for the same provider, trip and party replaces the older one. Returns the kept card. */
  save(card: ArrivalCard): ArrivalCard;
  /** Removes a card; returns it (for an undo), or null when it was not there. */
  remove(id: string): ArrivalCard | null;
  /** Replaces a card with the same id (a refresh, a terminal chosen); false when it is gone. */
  replace(card: ArrivalCard): boolean;
  setTerminal(id: string, terminal: Terminal): ArrivalCard | null;
  /** Writes what the traveller notes on a card (terminal, flight, booking reference); null when it is gone. */
  note(id: string, notes: Partial<ArrivalCardNotes>): ArrivalCard | null;
}

const sameRide = (a: ArrivalCard, b: ArrivalCard) =>
  a.provider.id === b.provider.id &&
  a.trip.from === b.trip.from &&
  a.trip.to === b.trip.to &&
  a.trip.date === b.trip.date &&
  a.trip.time === b.trip.time &&
  a.trip.passengers === b.trip.passengers;

export function createCardStore(storage: CardStorage, notify: () => void = () => undefined): CardStore {
  const read = (): ArrivalCard[] => {
    let raw: string | null;
    try {
      raw = storage.getItem(CARDS_KEY);
    } catch {
      return [];
    }
    if (!raw) return [];
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? value.filter(isArrivalCard) : [];
    } catch {
      return [];
    }
  };
  const write = (cards: ArrivalCard[]) => {
    try {
      if (cards.length) storage.setItem(CARDS_KEY, JSON.stringify(newestFirst(cards)));
      else storage.removeItem(CARDS_KEY);
    } catch (e) {
      throw new CardStorageError(e);
    }
    notify();
  };
  return {
    list: () => newestFirst(read()),
    save(card) {
      write([card, ...read().filter((c) => c.id !== card.id && !sameRide(c, card))]);
      return card;
    },
    remove(id) {
      const cards = read();
      const gone = cards.find((c) => c.id === id) ?? null;
      if (gone) write(cards.filter((c) => c.id !== id));
      return gone;
    },
    replace(card) {
      const cards = read();
      if (!cards.some((c) => c.id === card.id)) return false;
      write(cards.map((c) => (c.id === card.id ? card : c)));
      return true;
    },
    setTerminal(id, terminal) {
      return this.note(id, { terminal });
    },
    note(id, notes) {
      const found = read().find((c) => c.id === id);
      if (!found) return null;
      const card = { ...found, ...notes };
      this.replace(card);
      return card;
    },
  };
}

/** The browser's store: this tab is told through CARDS_CHANGED_EVENT, other tabs by the 'storage' event. */
export function browserCardStore(): CardStore {
  let storage: CardStorage;
  try {
    storage = window.localStorage;
  } catch (e) {
    // Reading the property itself throws where site data is blocked.
    storage = {
      getItem: () => null,
      setItem: () => {
        throw e;
      },
      removeItem: () => undefined,
    };
  }
  return createCardStore(storage, () => window.dispatchEvent(new Event(CARDS_CHANGED_EVENT)));
}

/** A new card id, unique on this device. */
export function newCardId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Asks the browser to keep the site's storage under pressure (best effort; a browser may say no or
 * ask nothing), and the service worker to keep My arrival's page on the device.
 */
export function keepOnDevice(): void {
  void navigator.storage?.persist?.().catch(() => false);
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.keepArrivalPage });
}
