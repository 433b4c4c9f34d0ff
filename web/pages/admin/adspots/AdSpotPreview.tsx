// Preview of an ad spot: the banner image, or the ad code shown as text (never executed).
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { parseAdCode, parseDimensions } from '../../../../api/domain/adCode';
import type { AdminAdSpotFieldsFragment } from '../../../data/admin.generated';
import { AD_TYPE_LABELS, locationLabel } from './adSpotSchema';

function codeSummary(spot: AdminAdSpotFieldsFragment): string {
  const shape = parseAdCode(spot.adType, spot.adCode);
  if (shape.kind === 'adsense') return `Recognised AdSense unit: ${shape.client}, slot ${shape.slot}.`;
  if (shape.kind === 'ezoic') return `Recognised Ezoic placeholder ${shape.placeholderId}.`;
  return 'Not a recognised AdSense or Ezoic snippet: the site shows it only inside a sandboxed frame.';
}

export function AdSpotPreview({ spot, open, onClose }: { spot: AdminAdSpotFieldsFragment | null; open: boolean; onClose: () => void }) {
  const id = useId();
  const { width, height } = parseDimensions(spot?.dimensions);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth>
      {spot && (
        <>
          <DialogTitle id={`${id}-title`}>Preview: {spot.name}</DialogTitle>
          <DialogContent dividers>
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip size="small" label={AD_TYPE_LABELS[spot.adType]} />
              <Chip size="small" label={locationLabel(spot.location)} variant="outlined" />
              <Chip size="small" label={`${width} × ${height}`} variant="outlined" />
              <Chip size="small" label={spot.isEnabled ? 'Active' : 'Inactive'} color={spot.isEnabled ? 'success' : 'default'} />
            </Stack>
            {spot.adType === 'custom' ? (
              <>
                <Box
                  sx={{
                    width: '100%',
                    maxWidth: width,
                    aspectRatio: `${width} / ${height}`,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'grey.100',
                    overflow: 'hidden',
                  }}
                >
                  {spot.imageUrl ? (
                    <Box component="img" src={spot.imageUrl} alt={spot.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                  ) : (
                    <Typography sx={{ p: 2, color: 'text.secondary' }}>No banner image.</Typography>
                  )}
                </Box>
                {spot.linkUrl && (
                  <Typography variant="body2" sx={{ mt: 1.5, wordBreak: 'break-all' }}>
                    Links to{' '}
                    <Link href={spot.linkUrl} target="_blank" rel="noopener noreferrer sponsored">
                      {spot.linkUrl}
                    </Link>
                  </Typography>
                )}
              </>
            ) : (
              <>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {codeSummary(spot)}
                </Typography>
                <Box
                  component="pre"
                  aria-label="Ad code"
                  sx={{
                    m: 0,
                    p: 2,
                    bgcolor: '#1E2430',
                    color: '#E6EDF3',
                    borderRadius: 1,
                    fontSize: 13,
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-all',
                    maxHeight: 320,
                    overflow: 'auto',
                  }}
                >
                  {spot.adCode || '(no ad code)'}
                </Box>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
