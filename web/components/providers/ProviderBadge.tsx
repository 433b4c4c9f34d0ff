// A provider's badge, in the theme's colour for it (badgeSwatch): the public cards and pages and the
// admin's providers grid show the same chip.
import { Chip } from '@mui/material';
import { badgeSwatch } from '../../theme';

export function ProviderBadge({ badge }: { badge: string }) {
  return (
    <Chip
      label={badge}
      size="small"
      sx={{ bgcolor: (t) => badgeSwatch(t, badge).main, color: (t) => badgeSwatch(t, badge).contrastText, fontWeight: 700, boxShadow: 1 }}
    />
  );
}
