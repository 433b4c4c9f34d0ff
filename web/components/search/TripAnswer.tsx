// The search's answer above the comparison table: 'Showing N of M providers for …' with a way
// back to every provider, or, when nothing fits, saying so over the full list. It is a live
// region, present before any search, so screen readers announce each new answer; the page moves
// focus here after a search.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SEARCH_TEXTS, type Trip } from '../../../api/domain/search';

export interface TripAnswerProps {
  trip: Trip | null;
  shown: number;
  total: number;
}

const TripAnswer = forwardRef<HTMLDivElement, TripAnswerProps>(function TripAnswer({ trip, shown, total }, ref) {
  const noMatch = trip !== null && shown === 0;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      data-testid="trip-answer"
      sx={{
        outline: 'none',
        scrollMarginTop: { xs: 72, md: 88 },
        ...(trip && {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 3,
          p: 2,
          borderRadius: 3,
          border: 1,
          borderColor: noMatch ? 'warning.light' : 'primary.light',
          bgcolor: noMatch ? '#FFF8E1' : '#E3F2FD',
        }),
      }}
    >
      {trip && (
        <>
          <Box>
            {noMatch ? (
              <>
                <Typography sx={{ fontWeight: 700 }}>{SEARCH_TEXTS.noMatch(trip)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {SEARCH_TEXTS.noMatchOffer(total)}
                </Typography>
              </>
            ) : (
              <Typography sx={{ fontWeight: 700 }}>{SEARCH_TEXTS.showing(shown, total, trip)}</Typography>
            )}
          </Box>
          <Button component={RouterLink} to="/" variant="outlined" size="small" startIcon={<CloseIcon />} sx={{ bgcolor: 'background.paper' }}>
            {SEARCH_TEXTS.clear}
          </Button>
        </>
      )}
    </Box>
  );
});

export default TripAnswer;
