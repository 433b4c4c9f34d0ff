// Loading, error and empty states shared by the admin pages (the texts come from each page).
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>Retry</Button> : undefined}
      sx={{ my: 2 }}
    >
      {message}
    </Alert>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.paper' }}>
      <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{message}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}
