// The one loading spinner, for a section or a whole page (a lazy page's fallback too). Its own
// module, with only what it draws: the first scripts (web/App.tsx) use it without the rest of
// ./States (alerts and their icons).
import { Box, CircularProgress } from '@mui/material';

/** A spinner while a section loads (data-loading lets hash scrolling wait for the layout). */
export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} data-loading="true" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8 }}>
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}
