// Whether this page shows data the service worker answered from its cache because the network
// failed (offline, no answer within 3 s, a proxy's 5xx or a captive portal's page instead of the
// server's). The worker marks a page it answered from its kept copy (KEPT_PAGE_META: the page and
// the data in it), and says where each later data read's answer came from (SW_MESSAGES.dataSource);
// a read the server answered clears it, and so does the browser's 'online' event (the reads made
// then set it again if the connection still does not work). OfflineBanner shows while it is set.
import { valueStore } from './listeners';
import { KEPT_PAGE_META, SW_MESSAGES, type DataSource } from './protocol';

/** Whether the worker answered this page from the copy kept on the device. */
export function isKeptPage(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return Boolean(doc?.querySelector(`meta[name="${KEPT_PAGE_META}"]`));
}

const showingCachedData = valueStore(isKeptPage());
const set = showingCachedData.set;
let listening = false;

/** What the worker said about one data read (ignores other messages). */
export function noteWorkerMessage(data: unknown): void {
  const message = data as { type?: unknown; source?: unknown } | null;
  if (message?.type !== SW_MESSAGES.dataSource) return;
  const source = message.source as DataSource;
  if (source === 'cache') set(true);
  else if (source === 'network') set(false);
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => set(false));
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('message', (event) => noteWorkerMessage(event.data));
}

/** For useSyncExternalStore; starts listening to the worker on first use (kept for the page's life). */
export function subscribeToCachedData(callback: () => void): () => void {
  listen();
  return showingCachedData.subscribe(callback);
}

export const isShowingCachedData = showingCachedData.get;
