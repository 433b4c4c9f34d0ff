// The loading, error and empty states of every page, public and admin (each page brings its texts).
// Part of the public bundle: nothing here may pull in admin code.
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export { LoadingState } from './LoadingState';

/** What failed, with a Retry button where the page can ask again. */
export function ErrorState({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
      sx={{ my: 3, bgcolor: 'background.paper' }}
    >
      {children}
    </Alert>
  );
}

/** An empty list: a title, an optional icon above it, and optional text or actions below. */
export function EmptyState({ title, icon, children }: { title: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      {icon && (
        <Box aria-hidden="true" sx={{ display: 'inline-flex', p: 1.5, mb: 1.5, borderRadius: '50%', bgcolor: 'brand.tint', color: 'primary.main', '& svg': { fontSize: 32 } }}>
          {icon}
        </Box>
      )}
      <Typography component="p" variant="h6" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children && <Box sx={{ mt: 1, '& > * + *': { mt: 2 } }}>{children}</Box>}
    </Box>
  );
}
