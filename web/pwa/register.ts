// Registers the service worker (production builds) with workbox-window and follows its life:
// - a new deployment's worker waits until the visitor accepts it: 'A new version is available'
//   (web/components/pwa/UpdatePrompt.tsx); Reload activates it and reloads once it controls the page;
// - after the very first install, the reads this page already made (the page itself, data, images)
//   are handed to the worker so the first page seen is readable offline too; the worker keeps the
//   main pages as it installs and then every public page for offline reading;
// - the worker is checked for updates on start, hourly, when the connection returns and when the
//   tab comes back to the foreground;
// - booking clicks the worker queued offline are sent when the page starts and when the connection
//   returns (Background Sync may come later, or not at all in some browsers).
import { Workbox } from 'workbox-window';
import { isAdminPath } from '../../api/domain/routes';
import { isPublicDataRequest } from './policy/data';
import { isMapTile } from './policy/images';
import { valueStore } from './listeners';
import { SW_MESSAGES } from './protocol';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const FOREGROUND_CHECK_MIN_MS = 5 * 60 * 1000;
/** If the new worker has not taken over by then, reload anyway (it takes over on reload). */
const ACTIVATION_WAIT_MS = 4000;

let workbox: Workbox | null = null;
let reloadRequested = false;
/** Is a newer version waiting (or already running in another tab)? */
const updateAvailable = valueStore(false);

/** A newer version exists (a worker waits, or another tab already runs it). */
export function markUpdateAvailable(): void {
  updateAvailable.set(true);
}

/** For useSyncExternalStore, with isUpdateAvailable. */
export const subscribeToUpdates = updateAvailable.subscribe;
export const isUpdateAvailable = updateAvailable.get;

function reload(): void {
  window.location.reload();
}

/**
 * Makes a waiting worker take over, then reloads (once it controls the page, or after a short
 * wait); with no worker waiting, just reloads.
 */
export async function activateUpdateAndReload(): Promise<void> {
  reloadRequested = true;
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  const waiting = registration?.waiting;
  if (!waiting) {
    reload();
    return;
  }
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
  setTimeout(reload, ACTIVATION_WAIT_MS);
}

/**
 * Looks for a newer worker (e.g. after a chunk failed to load because a deployment removed it)
 * and waits briefly for it to install. Resolves true when one is waiting to take over.
 */
export async function findWaitingUpdate(timeoutMs = 5000): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return false;
  if (registration.waiting) return true;
  await registration.update().catch(() => undefined);
  const installing = registration.installing;
  if (!installing) return Boolean(registration.waiting);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    installing.addEventListener('statechange', () => {
      if (installing.state !== 'installing') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return Boolean(registration.waiting);
}

/**
 * The requests this page made before a worker controlled it, for the worker to cache: the URL, how
 * to ask for it again, and 'image' for images (a Request the worker makes has no destination).
 */
export function readsSeenByThisPage(): [string, RequestInit, 'image' | 'data' | 'page'][] {
  const seen = new Map<string, [RequestInit, 'image' | 'data' | 'page']>();
  // The page itself: rendered by the server, it holds its own data.
  if (!isAdminPath(location.pathname)) seen.set(location.href, [{ credentials: 'same-origin' }, 'page']);
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    let url: URL;
    try {
      url = new URL(entry.name);
    } catch {
      continue;
    }
    const sameOrigin = url.origin === location.origin;
    if (sameOrigin && isPublicDataRequest(url, 'GET') && (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest')) {
      // Apollo's CSRF prevention wants this header on GraphQL GETs.
      seen.set(url.href, [url.pathname.startsWith('/graphql') ? { headers: { 'apollo-require-preflight': 'true' } } : {}, 'data']);
    } else if (entry.initiatorType === 'img' && (sameOrigin ? !url.pathname.startsWith('/assets/') : url.protocol === 'https:')) {
      // Map tiles are loaded with CORS (crossOrigin="anonymous"); other images from other sites
      // without, as the page did (the worker then tries CORS itself).
      const init: RequestInit = sameOrigin ? {} : { mode: isMapTile(url) ? 'cors' : 'no-cors', credentials: 'omit' };
      seen.set(url.href, [init, 'image']);
    }
  }
  return [...seen].map(([href, [init, kind]]) => [href, init, kind]);
}

async function warmCaches(): Promise<void> {
  const urls = readsSeenByThisPage();
  if (!workbox || urls.length === 0) return;
  try {
    await workbox.messageSW({ type: SW_MESSAGES.warmCache, urls });
  } catch {
    // best effort
  }
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');
  workbox = wb;
  let hadController = Boolean(navigator.serviceWorker.controller);

  // A new worker installed and waits (found by this page, another tab or an earlier visit).
  wb.addEventListener('waiting', () => markUpdateAvailable());

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) {
      reload();
      return;
    }
    if (hadController) {
      // Another tab activated a new version: this page still runs the old bundle.
      markUpdateAvailable();
    } else {
      // First install: the worker now controls this page; give it what the page already read.
      void warmCaches();
    }
    hadController = true;
  });

  void wb.register().catch(() => undefined);

  // Every public page for offline reading, as soon as the worker is ready (it kept the main pages
  // as it installed, then downloaded the app): a visit may be short, and waiting for an idle
  // browser left a phone that went offline a few seconds later without the pages.
  if (!isAdminPath(location.pathname)) {
    void navigator.serviceWorker.ready.then(() => void wb.messageSW({ type: SW_MESSAGES.cacheSite }).catch(() => undefined));
  }

  const sendQueuedClicks = () => void wb.messageSW({ type: SW_MESSAGES.replayClicks }).catch(() => undefined);
  void navigator.serviceWorker.ready.then(sendQueuedClicks);
  window.addEventListener('online', sendQueuedClicks);

  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    void wb.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > FOREGROUND_CHECK_MIN_MS) check();
  });
}
