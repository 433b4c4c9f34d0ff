// Booking clicks (the page's beacons) go to the network only; one that finds no server is queued
// and sent when the connection returns, once (its own key travels with it).
import { Queue } from 'workbox-background-sync';
import type { WorkboxPlugin } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { CLICK_PATH } from '../../../api/domain/clicks';
import { isClickRetryAnswer, replayQueuedClicks } from '../policy/clicks';
import { CLICK_QUEUE } from '../protocol';

/** Sends the queued clicks now (SW_MESSAGES.replayClicks); resolves to how many left the queue. */
export type ReplayClicks = () => Promise<number>;

/** Registers the booking-click route and its queue. */
export function registerClickQueue(): ReplayClicks {
  let clickReplay: Promise<number> | null = null;

  /** One replay at a time: Background Sync and the page's message may ask together. */
  const replayClicks = (queue: Queue): Promise<number> =>
    (clickReplay ??= replayQueuedClicks(queue).finally(() => {
      clickReplay = null;
    }));

  // Background Sync fires when the connection returns, also with no tab open; a browser without it
  // replays when the worker starts, and every page asks when it starts and comes back online.
  const clickQueue = new Queue(CLICK_QUEUE.name, { maxRetentionTime: CLICK_QUEUE.retentionMinutes, onSync: async ({ queue }) => void (await replayClicks(queue)) });

  /**
   * No answer, or a proxy's 5xx: the click is queued with its body (and so its key) and the page is
   * told 202 as if it had been counted; the beacon reads no answer anyway.
   */
  const queueClickWithoutServer: WorkboxPlugin = {
    fetchDidSucceed: async ({ response }) => {
      if (isClickRetryAnswer(response.status)) throw new Error(`Booking click answered ${response.status}: kept for later`);
      return response;
    },
    fetchDidFail: async ({ originalRequest }) => {
      await clickQueue.pushRequest({ request: originalRequest });
    },
    handlerDidError: async () =>
      new Response(JSON.stringify({ counted: false, reason: 'queued' }), { status: 202, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } }),
  };
  registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === CLICK_PATH, new NetworkOnly({ plugins: [queueClickWithoutServer] }), 'POST');

  return () => replayClicks(clickQueue);
}
