// Tells a visitor on a public page that the device is offline and what they see may be out of
// date; gone as soon as the connection returns. "Offline" is the browser's navigator.onLine, or a
// connection that looks up but does not work: the service worker answered the page itself or a
// data read from its cache (web/pwa/cachedDataNotice.ts) and the server has not answered one
// since. The live region stays mounted so screen readers announce the change (the Alert inside is
// not a second, assertive live region). Admin pages have their own notice (AdminOfflineNotice).
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '../../../api/domain/routes';
import { isShowingCachedData, subscribeToCachedData } from '../../pwa/cachedDataNotice';
import { useOnlineStatus } from './useOnlineStatus';

export const OFFLINE_TITLE = 'You are offline.';
export const OFFLINE_TEXT = 'Showing information saved on this device, which may be out of date.';

export default function OfflineBanner() {
  const online = useOnlineStatus();
  const cachedData = useSyncExternalStore(subscribeToCachedData, isShowingCachedData, () => false);
  const { pathname } = useLocation();
  const show = (!online || cachedData) && !isAdminPath(pathname);
  return (
    <Box role="status" aria-live="polite" data-testid="offline-banner">
      {show && (
        <Alert role="none" severity="warning" icon={<CloudOffIcon fontSize="inherit" />} square sx={{ justifyContent: 'center', py: 0.5 }}>
          <strong>{OFFLINE_TITLE}</strong> {OFFLINE_TEXT}
        </Alert>
      )}
    </Box>
  );
}
