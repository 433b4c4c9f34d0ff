// A tab's label with a small count beside it. The count is for the eye only (aria-hidden): the tab's
// accessible name stays exactly the label of SPEC.md ('Route Points', 'Custom Banners', ...).
import { Box } from '@mui/material';

export function TabLabel({ label, count }: { label: string; count?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      {count !== undefined && (
        <Box
          component="span"
          aria-hidden
          data-testid={`tab-count-${label}`}
          sx={{ minWidth: 20, fontSize: 12, lineHeight: '18px', px: 0.75, borderRadius: 8, bgcolor: 'action.selected', color: 'text.secondary', textAlign: 'center' }}
        >
          {count}
        </Box>
      )}
    </Box>
  );
}
