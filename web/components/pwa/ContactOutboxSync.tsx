// Delivers the contact outbox from the page: when the app starts, when the connection returns, when
// the tab comes back to the foreground, and on a backing-off timer while messages still wait (a
// network failure with navigator.onLine still true fires no 'online' event). Tells the visitor when
// a message kept earlier has been delivered, here or by the service worker in the background.
import { useEffect } from 'react';
import { REPLY_PROMISE } from '../../../api/domain/rules';
import { SEND_FAILED_TITLE } from '../../pwa/contactDelivery';
import { flushContactOutbox, listenToServiceWorkerDeliveries, onContactOutboxEvent, type ContactOutboxEvent } from '../../pwa/contactOutbox';
import { useToast, type ToastOptions } from '../toast/ToastProvider';
import { useOnlineStatus } from './useOnlineStatus';

export const RETRY_FIRST_MS = 15_000;
export const RETRY_MAX_MS = 5 * 60_000;

export const DELIVERED_TITLE = 'Message sent';

export function deliveryToast(event: ContactOutboxEvent): ToastOptions | null {
  if (event.type === 'delivered' && event.subjects.length > 0) {
    const what = event.subjects.length === 1 ? `Your saved message "${event.subjects[0]}" was delivered.` : `Your ${event.subjects.length} saved messages were delivered.`;
    return { title: DELIVERED_TITLE, description: `${what} ${REPLY_PROMISE}`, variant: 'success' };
  }
  if (event.type === 'rejected' && event.items.length > 0) {
    const [first] = event.items;
    return {
      title: SEND_FAILED_TITLE,
      description: `Your saved message "${first.subject}" could not be delivered: ${first.reason}`,
      variant: 'destructive',
      duration: null,
    };
  }
  return null;
}

export default function ContactOutboxSync() {
  const { toast } = useToast();
  const online = useOnlineStatus();

  useEffect(() => listenToServiceWorkerDeliveries(), []);

  useEffect(
    () =>
      onContactOutboxEvent((event) => {
        const options = deliveryToast(event);
        if (options) toast(options);
      }),
    [toast],
  );

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    let running = false;

    // The server's Retry-After (429, 503) is a floor for the next wait.
    const retryLater = (atLeastMs = 0) => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), Math.max(delay, Math.min(atLeastMs, RETRY_MAX_MS)));
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    const run = async () => {
      if (cancelled || running) return;
      running = true;
      try {
        const report = await flushContactOutbox();
        if (cancelled) return;
        if (report.pending > 0 && report.stoppedBy !== 'offline') retryLater(report.retryAfterMs);
        else delay = RETRY_FIRST_MS;
      } catch {
        // IndexedDB unavailable: nothing kept, nothing to deliver
      } finally {
        running = false;
      }
    };

    void run();
    const stopListening = onContactOutboxEvent((event) => {
      if (event.type === 'queued') retryLater();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [online]);

  return null;
}
