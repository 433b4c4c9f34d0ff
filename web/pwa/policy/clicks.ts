// The booking-click queue: which answers make a click wait, and how the queue is replayed.
// The queue's name and how long it keeps a click are in ../protocol.ts (CLICK_QUEUE).

/** A 5xx is a proxy or an outage: the click waits. Any other answer (counted, a repeat, refused, throttled) is final. */
export function isClickRetryAnswer(status: number): boolean {
  return status >= 500;
}

/** What a replay needs of workbox's Queue. */
export interface ClickQueue {
  shiftRequest(): Promise<{ request: Request; timestamp?: number } | undefined>;
  unshiftRequest(entry: { request: Request; timestamp?: number }): Promise<void>;
}

/**
 * Sends the queued clicks, oldest first, each leaving the queue once the server gave a final
 * answer. The first that finds no server goes back to the front, with its first timestamp (so its
 * retention still counts from the click), and the replay throws: Background Sync then tries again
 * later. Resolves to how many left the queue.
 */
export async function replayQueuedClicks(queue: ClickQueue, send: (request: Request) => Promise<Response> = (r) => fetch(r)): Promise<number> {
  let sent = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const response = await send(entry.request.clone()).catch(() => null);
    if (!response || isClickRetryAnswer(response.status)) {
      await queue.unshiftRequest(entry);
      throw new Error(`booking clicks: ${response ? `answered ${response.status}` : 'no answer'}; kept for later`);
    }
    sent++;
  }
  return sent;
}
