// The card store on the browser's localStorage (jsdom's): newest first, one card per ride, removal
// with the card handed back, a terminal chosen, refreshes, bad stored data skipped, blocked storage
// said, and the nav's flag and change event following every write.
import { arrivalCardOf, type ArrivalSource } from '../../api/domain/arrival';
import { CardStorageError, browserCardStore, createCardStore, type CardStorage } from './cardStore';
import { CARDS_CHANGED_EVENT, CARDS_KEY, hasSavedCards } from './savedFlag';

const source: ArrivalSource = {
  id: 3,
  slug: 'oak-city-shared-ride',
  name: 'Oak City Shared Ride',
  priceRange: '$18.00 - $40.00',
  fareBasis: 'PER_PERSON',
  fares: [],
  fees: [],
  phone: '919-555-0177',
  email: null,
  freeWaitMinutes: 30,
  flightTracking: false,
  cancellationPolicy: null,
  pickupPoints: [{ terminal: 'Terminal 2', instructions: 'Zone B.' }],
  factsCheckedOn: null,
};
const trip = { from: 'RDU Airport', to: 'Cary', date: '2030-05-04', time: '09:00', passengers: 2 };
const cardAt = (id: string, savedAt: string, over: Partial<typeof trip> = {}) =>
  arrivalCardOf(source, { ...trip, ...over }, { id, savedAt: new Date(savedAt), terminal: null });

beforeEach(() => window.localStorage.clear());

describe('the card store', () => {
  it('lists the cards newest first, and they are still there for a new store (a restarted browser)', () => {
    const store = browserCardStore();
    store.save(cardAt('a', '2026-11-20T10:00:00Z', { date: '2030-05-01' }));
    store.save(cardAt('b', '2026-11-24T10:00:00Z', { date: '2030-05-02' }));
    store.save(cardAt('c', '2026-11-22T10:00:00Z', { date: '2030-05-03' }));
    expect(browserCardStore().list().map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps one card per ride: saving the same ride again replaces it', () => {
    const store = browserCardStore();
    store.save(cardAt('a', '2026-11-20T10:00:00Z'));
    store.save(cardAt('b', '2026-11-21T10:00:00Z'));
    store.save(cardAt('c', '2026-11-21T11:00:00Z', { passengers: 3 }));
    expect(store.list().map((c) => c.id)).toEqual(['c', 'b']);
  });

  it('removes a card and hands it back for an undo', () => {
    const store = browserCardStore();
    const a = store.save(cardAt('a', '2026-11-20T10:00:00Z'));
    store.save(cardAt('b', '2026-11-21T10:00:00Z', { date: '2030-06-01' }));
    expect(store.remove('a')).toEqual(a);
    expect(store.remove('a')).toBeNull();
    expect(store.list().map((c) => c.id)).toEqual(['b']);
    store.save(a);
    expect(store.list().map((c) => c.id)).toEqual(['b', 'a']);
  });

  it('keeps the terminal chosen on a card, and replaces a card by its id', () => {
    const store = browserCardStore();
    store.save(cardAt('a', '2026-11-20T10:00:00Z'));
    expect(store.setTerminal('a', 'Terminal 2')?.terminal).toBe('Terminal 2');
    expect(store.list()[0].terminal).toBe('Terminal 2');
    expect(store.setTerminal('nope', 'Terminal 1')).toBeNull();
    const refreshed = { ...store.list()[0], provider: { ...store.list()[0].provider, phone: '919-555-0000' } };
    expect(store.replace(refreshed)).toBe(true);
    expect(store.list()[0].provider.phone).toBe('919-555-0000');
    expect(store.replace({ ...refreshed, id: 'gone' })).toBe(false);
    // Marked booked with a reference, a flight added: kept with the card, the rest as it was.
    expect(store.note('a', { bookingReference: 'TX-881', flight: 'AA1234' })).toMatchObject({ bookingReference: 'TX-881', flight: 'AA1234', terminal: 'Terminal 2' });
    expect(store.list()[0]).toMatchObject({ bookingReference: 'TX-881', flight: 'AA1234', terminal: 'Terminal 2' });
    expect(store.note('gone', { flight: null })).toBeNull();
  });

  it('skips what it cannot read: not JSON, not a list, or entries that are not cards', () => {
    const store = browserCardStore();
    window.localStorage.setItem(CARDS_KEY, '{not json');
    expect(store.list()).toEqual([]);
    window.localStorage.setItem(CARDS_KEY, '{"a":1}');
    expect(store.list()).toEqual([]);
    const good = cardAt('a', '2026-11-20T10:00:00Z');
    window.localStorage.setItem(CARDS_KEY, JSON.stringify([{ id: 'x' }, good, 42]));
    expect(store.list()).toEqual([good]);
  });

  it('says so when the browser refuses to keep anything, and still lists nothing without throwing', () => {
    const refusing: CardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createCardStore(refusing);
    expect(store.list()).toEqual([]);
    expect(() => store.save(cardAt('a', '2026-11-20T10:00:00Z'))).toThrow(CardStorageError);
  });

  it('tells this tab and the nav flag about every change, and leaves no key once the last card goes', () => {
    const heard = jest.fn();
    window.addEventListener(CARDS_CHANGED_EVENT, heard);
    const store = browserCardStore();
    expect(hasSavedCards()).toBe(false);
    store.save(cardAt('a', '2026-11-20T10:00:00Z'));
    expect(hasSavedCards()).toBe(true);
    store.remove('a');
    expect(hasSavedCards()).toBe(false);
    expect(window.localStorage.getItem(CARDS_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(CARDS_CHANGED_EVENT, heard);
  });
});
