// The admin area is online-only: offline, an admin page says so plainly. Nothing an admin does is
// kept for later (the service worker neither caches nor queues admin calls), so a change made now
// fails with its own error message instead of being saved silently.
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { isAdminPath } from '../../../api/domain/routes';
import { ADMIN_OFFLINE_PAGE_TEXT } from './offlineTexts';
import { useOnlineStatus } from './useOnlineStatus';

/** The same words as the service worker's offline admin page. */
export const ADMIN_OFFLINE_TITLE = ADMIN_OFFLINE_PAGE_TEXT;
export const ADMIN_OFFLINE_TEXT =
  'Pages cannot load and changes cannot be saved until the connection returns. Nothing is kept on this device to be sent later.';

export default function AdminOfflineNotice() {
  const online = useOnlineStatus();
  const { pathname } = useLocation();
  const show = !online && isAdminPath(pathname);
  return (
    <Box role="status" aria-live="assertive" data-testid="admin-offline-notice">
      {show && (
        <Alert role="none" severity="error" icon={<WifiOffIcon fontSize="inherit" />} square>
          <AlertTitle>{ADMIN_OFFLINE_TITLE}</AlertTitle>
          {ADMIN_OFFLINE_TEXT}
        </Alert>
      )}
    </Box>
  );
}
