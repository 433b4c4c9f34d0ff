// Offline, a page reached by client-side navigation may have no data on the device although the
// service worker keeps the page itself (every public page is kept for offline reading, rendered by
// the server with its data). Loading it as a document then shows the kept page, or the worker's
// plain "not saved" page: never a false "not found". Returns whether that load is under way.
// isNoServerAnswer tells a page when its read's error is such a case.
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { isNetworkFailure } from '../../pwa/outbox';

/**
 * Whether a data read's error means the server's answer never came, so it says nothing about what
 * was asked for (a provider may well exist): no connection, or, with no copy on the device, what a
 * proxy (a 5xx) or a captive portal (its own page) answered in the server's place, which the
 * worker passes on as it came.
 */
export function isNoServerAnswer(error: unknown): boolean {
  return isNetworkFailure(error) || ServerError.is(error) || ServerParseError.is(error);
}

/** Whether any of a page's data reads got no answer from the server and has nothing to show. */
export function readsUnanswered(...reads: { data?: unknown; error?: unknown }[]): boolean {
  return reads.some((read) => !read.data && read.error !== undefined && isNoServerAnswer(read.error));
}

const GUARD_KEY = 'rdu-rides:saved-page-load';
const GUARD_MS = 10_000;

export function useLoadSavedPage(unreachable: boolean): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!unreachable || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
    try {
      // Once per address and moment: a document load of this page that still fails says so.
      const [at, href] = (sessionStorage.getItem(GUARD_KEY) ?? '').split(' ');
      if (href === location.href && Date.now() - Number(at) < GUARD_MS) return;
      sessionStorage.setItem(GUARD_KEY, `${Date.now()} ${location.href}`);
    } catch {
      return; // no storage, no loop guard: stay on the notice
    }
    setLoading(true);
    location.reload();
  }, [unreachable]);
  return loading;
}
