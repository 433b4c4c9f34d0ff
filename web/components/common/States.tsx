// The loading, error and empty states of every page, public and admin (each page brings its texts),
// and, for the public pages, the order they come in (QueryState). Part of the public bundle: nothing
// here may pull in admin code.
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadingState } from './LoadingState';

export { LoadingState };

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

/** A page's read as its states need it: a useQuery result, or what the page makes of one. */
export interface Read {
  loading: boolean;
  error?: unknown;
}

export interface QueryStateOptions {
  read: Read;
  /** The page kept on the device is loading in this one's place (useLoadSavedPage): a spinner meanwhile. */
  savedPage?: boolean;
  /** The spinner's label. */
  loading: string;
  /**
   * A failed read: its text, said in an ErrorState, or what the page shows instead. Without it the
   * page deals with a failure itself (the home page leaves its FAQ section out).
   */
  error?: ReactNode;
  /** What an empty answer shows instead of the content; false (or none) while there is something to show. */
  empty?: ReactNode;
}

/**
 * What stands in the content's place, in the one order every page keeps: loading (or the saved page
 * on its way), then a failure, then an empty answer; null when the content shows. With data from the
 * cache the server handed over, that is the content at once, so hydration draws what the server did.
 */
export function queryState({ read, savedPage = false, loading, error, empty }: QueryStateOptions): ReactNode {
  if (read.loading || savedPage) return <LoadingState label={loading} />;
  if (read.error && error !== undefined) return typeof error === 'string' ? <ErrorState>{error}</ErrorState> : error;
  if (empty) return empty;
  return null;
}

/** queryState's answer, or else the content (a function: it may read data that only the content has). */
export function QueryState({ children, ...options }: QueryStateOptions & { children: () => ReactNode }) {
  return <>{queryState(options) ?? children()}</>;
}
