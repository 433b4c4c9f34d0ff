// 'A new version is available' with Reload, shown when a new deployment's service worker waits (or
// another tab already switched to it). Its own snackbar rather than a toast: toasts are one at a
// time and would push it away, and it stays until the visitor acts.
import { Alert, Button, Snackbar } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { activateUpdateAndReload, isUpdateAvailable, subscribeToUpdates } from '../../pwa/register';

export const UPDATE_TEXT = 'A new version is available';

export interface UpdatePromptProps {
  /** Injected in tests. */
  onReload?: () => void;
}

export default function UpdatePrompt({ onReload = () => void activateUpdateAndReload() }: UpdatePromptProps) {
  const available = useSyncExternalStore(subscribeToUpdates, isUpdateAvailable, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  return (
    <Snackbar open={available && !dismissed} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 8, sm: 16 } }}>
      <Alert
        severity="info"
        role="status"
        variant="filled"
        sx={{ alignItems: 'center', width: '100%' }}
        action={
          <>
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                onReload();
              }}
            >
              Reload
            </Button>
            <Button color="inherit" size="small" onClick={() => setDismissed(true)} sx={{ ml: 0.5 }}>
              Later
            </Button>
          </>
        }
      >
        {UPDATE_TEXT}
      </Alert>
    </Snackbar>
  );
}
