// The banner that opens an inner page: breadcrumb, the page's h1 and a lead text.
import { Box, Breadcrumbs, Container, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { bannerGradient } from '../../theme';
import { DARK_AREA_FOCUS } from '../common/focus';

export interface Crumb {
  label: string;
  to?: string;
}

export default function PageHero({
  title,
  lead,
  crumbs = [],
  dense = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  /** Short on a phone (its title only): the page's own content must open in the first screen (My arrival at the kerb). */
  dense?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ color: 'common.white', background: (t) => bannerGradient(t), py: dense ? { xs: 2, md: 7 } : { xs: 5, md: 7 }, ...DARK_AREA_FOCUS }}>
      <Container maxWidth="lg">
        <Breadcrumbs aria-label="Breadcrumb" sx={{ color: 'rgba(255,255,255,0.85)', mb: 1.5, ...(dense && { display: { xs: 'none', md: 'block' } }), '& .MuiBreadcrumbs-separator': { color: 'rgba(255,255,255,0.7)' } }}>
          <Link component={RouterLink} to="/" sx={{ color: 'inherit' }}>
            Home
          </Link>
          {crumbs.map((c) =>
            c.to ? (
              <Link key={c.label} component={RouterLink} to={c.to} sx={{ color: 'inherit' }}>
                {c.label}
              </Link>
            ) : null,
          )}
          <Typography component="span" aria-current="page" sx={{ color: 'common.white', fontWeight: 600 }}>
            {title}
          </Typography>
        </Breadcrumbs>
        <Typography id="page-title" component="h1" variant="h3" sx={{ fontWeight: 800, letterSpacing: -0.3, ...(dense && { fontSize: { xs: '1.75rem', md: undefined } }) }}>
          {title}
        </Typography>
        {lead && (
          <Typography component="div" sx={{ mt: 1.5, fontSize: { xs: '1.02rem', md: '1.15rem' }, opacity: 0.92, maxWidth: 720, lineHeight: 1.6, ...(dense && { display: { xs: 'none', md: 'block' } }) }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
