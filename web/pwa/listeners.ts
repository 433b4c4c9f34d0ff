// The page's small stores of "tell me when it changes", one way: the contact outbox's events, and
// the flags the PWA notices render with useSyncExternalStore (an update is waiting; the page shows
// data the worker answered from its cache).

/** Listeners of one kind of event: each added returns its own removal; told in the order added. */
export function listenerSet<Args extends unknown[]>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Tells every listener there is now (one added or removed meanwhile does not change this round). */
    tell(...args: Args): void {
      for (const listener of [...listeners]) listener(...args);
    },
  };
}

/** A value read with useSyncExternalStore(subscribe, get): its listeners are told when it changes. */
export function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = listenerSet<[]>();
  return {
    get: (): T => value,
    set(next: T): void {
      if (Object.is(value, next)) return;
      value = next;
      listeners.tell();
    },
    subscribe: (listener: () => void): (() => void) => listeners.add(listener),
  };
}
