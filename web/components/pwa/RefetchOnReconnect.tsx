// Reads the data on screen again when it may be out of date: when the connection returns (the
// page may show what the service worker read from its cache while offline), and, while the worker
// keeps answering from its cache although the device seems online (a connection that is up but
// does not work), every little while, backing off. A read the server answers clears the offline
// banner; a read that fails still falls back to the cached copy in the worker.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isShowingCachedData, subscribeToCachedData } from '../../pwa/cachedDataNotice';
import { useOnlineStatus } from './useOnlineStatus';

export const RETRY_CACHED_FIRST_MS = 10_000;
export const RETRY_CACHED_MAX_MS = 2 * 60_000;

export default function RefetchOnReconnect() {
  const client = useApolloClient();
  const online = useOnlineStatus();
  const cachedData = useSyncExternalStore(subscribeToCachedData, isShowingCachedData, () => false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    void Promise.resolve(client.refetchQueries({ include: 'active' })).catch(() => undefined);
  }, [online, client]);

  useEffect(() => {
    if (!online || !cachedData) return;
    let delay = RETRY_CACHED_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const later = () => {
      timer = setTimeout(() => {
        void Promise.resolve(client.refetchQueries({ include: 'active' })).catch(() => undefined);
        delay = Math.min(delay * 2, RETRY_CACHED_MAX_MS);
        later();
      }, delay);
    };
    later();
    return () => clearTimeout(timer);
  }, [online, cachedData, client]);

  return null;
}
