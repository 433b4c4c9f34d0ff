// Messages from the page (SW_MESSAGES): take the waiting update, warm the caches, keep the whole
// site, send the queued booking clicks. Each answers on the message's port when it is done.
import { SW_MESSAGES } from '../protocol';
import type { ReplayClicks } from './clickQueue';
import { worker } from './scope';

export interface MessageHandlers {
  warmCache(event: ExtendableMessageEvent, urls: unknown): Promise<number>;
  cacheSite(event: ExtendableEvent): Promise<number>;
  replayClicks: ReplayClicks;
}

export function listenToPages(handlers: MessageHandlers): void {
  worker.addEventListener('message', (event) => {
    const data = event.data as { type?: string; urls?: unknown } | null;
    if (data?.type === SW_MESSAGES.skipWaiting) {
      // A new version waits until the visitor accepts it (SKIP_WAITING from the page).
      void worker.skipWaiting();
    } else if (data?.type === SW_MESSAGES.warmCache) {
      const done = handlers.warmCache(event, data.urls).then((cached) => event.ports[0]?.postMessage({ cached }));
      event.waitUntil(done);
    } else if (data?.type === SW_MESSAGES.cacheSite) {
      const done = handlers.cacheSite(event).then((kept) => event.ports[0]?.postMessage({ kept }));
      event.waitUntil(done);
    } else if (data?.type === SW_MESSAGES.replayClicks) {
      // A failed replay is no error here: the clicks wait for the next sync or message.
      const done = handlers.replayClicks().then(
        (sent) => ({ sent, waiting: false }),
        () => ({ sent: 0, waiting: true }),
      );
      event.waitUntil(done.then((answer) => event.ports[0]?.postMessage(answer)));
    }
  });
}
