// Ends the current task and goes on in a new one, so the browser can paint and answer input
// between two pieces of start-up work (a phone's main thread is otherwise held for their sum).
// scheduler.yield() where the browser has it (the continuation goes first in the queue); a
// zero-delay timer elsewhere.
interface Yielding {
  scheduler?: { yield?: () => Promise<void> };
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as Yielding).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
