// The home page's first thing when a ride is saved on this device (issue 35): a compact card of the
// newest saved ride (whose, which flight, when, where to meet, the booking reference) linking to My
// arrival. Loaded only once the page knows a card is kept (useHasSavedCards), so a visitor without
// one downloads and sees nothing of it, and their page does not move.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ARRIVAL_TEXTS as A, MY_ARRIVAL_PATH, meetingPointOf, type ArrivalCard } from '../../../api/domain/arrival';
import { browserCardStore } from '../../arrival/cardStore';
import { CARDS_CHANGED_EVENT } from '../../arrival/savedFlag';

export default function SavedRideCard() {
  const [cards, setCards] = useState<ArrivalCard[]>([]);
  useEffect(() => {
    const read = () => setCards(browserCardStore().list());
    read();
    window.addEventListener(CARDS_CHANGED_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(CARDS_CHANGED_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  const card = cards[0];
  if (!card) return null;
  const point = card.terminal ? meetingPointOf(card, card.terminal) : null;
  const details = [card.flight && A.driverFlight(card.flight), A.whenLine(card.trip)].filter(Boolean).join(' · ');

  return (
    <Box component="section" aria-labelledby="saved-ride-title" data-testid="home-saved-ride" sx={{ bgcolor: 'brand.surface', borderBottom: 1, borderColor: 'brand.surfaceBorder', py: { xs: 1.5, md: 2 } }}>
      <Container maxWidth="lg">
        <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
          <BookmarkAddedIcon aria-hidden="true" color="primary" sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography id="saved-ride-title" component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
              {A.homeTitle}: {card.provider.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {A.tripLine(card.trip)} · {details}
            </Typography>
            {card.terminal && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {card.terminal}: {point ?? A.noMeetingPoint(card.terminal)}
              </Typography>
            )}
            {card.bookingReference && (
              <Typography variant="body2">
                {A.booked} · {A.bookingReference} <strong>{card.bookingReference}</strong>
              </Typography>
            )}
            {cards.length > 1 && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {A.homeMore(cards.length - 1)}
              </Typography>
            )}
          </Box>
          <Button component={RouterLink} to={MY_ARRIVAL_PATH} variant="contained" endIcon={<ArrowForwardIcon />} sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: 'none' } }}>
            {A.homeOpen}
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}
