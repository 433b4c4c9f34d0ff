import { Box, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { pageTitle } from '../../../../api/domain/site';

/** Sets the tab title of an admin page ('Providers - Admin | RDU Rides'). */
export function useAdminTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(`${page} - Admin`);
  }, [page]);
}

export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        mb: 3,
      }}
    >
      {/* Room for a title on one line: on a phone the actions go under it rather than squeeze it. */}
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
