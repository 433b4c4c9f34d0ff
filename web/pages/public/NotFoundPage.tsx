// Anything the router does not know, /admin/... paths included (SPEC.md section 2).
import ExploreOffIcon from '@mui/icons-material/ExploreOff';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND_META } from '../../../api/domain/site';
import { useHttpStatus, usePageMeta } from '../../ssr/head';

export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?';

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  useHttpStatus(404);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <ExploreOffIcon aria-hidden="true" sx={{ fontSize: 72, color: 'primary.main' }} />
      <Typography component="p" sx={{ fontWeight: 800, fontSize: '1rem', color: 'primary.main', letterSpacing: 2, mt: 2 }}>
        404
      </Typography>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mt: 1 }}>
        Page Not Found
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{NOT_FOUND_HINT}</Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>The page you were looking for does not exist or has moved.</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 4 }}>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to Home
        </Button>
        <Button component={RouterLink} to="/providers" variant="outlined" size="large">
          View Shuttle Providers
        </Button>
      </Box>
    </Container>
  );
}
