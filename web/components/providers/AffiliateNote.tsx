// The short disclosure beside every group of booking links (the FTC asks for it where the links
// are, not only on a page of its own): the note and a link to the full affiliate disclosure.
import { Link, Typography, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '../../../api/domain/routes';

export const AFFILIATE_NOTE_TEXTS = { note: 'We may earn a commission when you book', link: 'Affiliate disclosure' } as const;

export default function AffiliateNote({ sx, light = false }: { sx?: SxProps<Theme>; /** On a dark background (the page hero). */ light?: boolean }) {
  return (
    <Typography variant="body2" data-testid="affiliate-note" sx={[{ color: light ? 'rgba(255,255,255,0.92)' : 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {AFFILIATE_NOTE_TEXTS.note}{' '}
      <Link component={RouterLink} to={ROUTES.affiliateDisclosure.path} sx={{ color: light ? 'common.white' : undefined, textDecoration: 'underline' }}>
        ({AFFILIATE_NOTE_TEXTS.link})
      </Link>
    </Typography>
  );
}
