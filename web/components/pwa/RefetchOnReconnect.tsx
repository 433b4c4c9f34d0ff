// When the connection returns, the data on screen (possibly read from the service worker's cache
// while offline) is read again, so the page is current once the offline banner is gone. A read that
// fails still falls back to the cached copy in the worker.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useOnlineStatus } from './useOnlineStatus';

export default function RefetchOnReconnect() {
  const client = useApolloClient();
  const online = useOnlineStatus();
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

  return null;
}
