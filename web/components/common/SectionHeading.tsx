// The heading block that opens a page section: an optional eyebrow, the title and a lead text.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export default function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  component = 'h2',
  align = 'left',
  action,
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  component?: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: align === 'center' ? 'column' : 'row' },
        alignItems: { xs: align === 'center' ? 'center' : 'flex-start', md: align === 'center' ? 'center' : 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, md: 4 },
        textAlign: align,
      }}
    >
      <Box sx={{ maxWidth: 720 }}>
        {eyebrow && (
          <Typography component="p" variant="overline" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 1.2, lineHeight: 1.6 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography id={id} component={component} variant={component === 'h1' ? 'h3' : 'h4'} sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {lead && (
          <Typography component="p" sx={{ mt: 1, color: 'text.secondary', fontSize: '1.05rem' }}>
            {lead}
          </Typography>
        )}
      </Box>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Box>
  );
}
