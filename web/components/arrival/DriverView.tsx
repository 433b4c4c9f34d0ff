// "Show the driver": the card in large type on a full screen, to hold up to a driver or a kerb
// marshal: whose passenger, the party, the flight and booking reference, where to, when, and where
// the traveller waits.
import { Box, Button, Dialog, DialogContent, Typography } from '@mui/material';
import { ARRIVAL_TEXTS as A, cardContact, meetingPointOf, type ArrivalCard } from '../../../api/domain/arrival';

export default function DriverView({ card, onClose }: { card: ArrivalCard | null; onClose(): void }) {
  const point = card?.terminal ? meetingPointOf(card, card.terminal) : null;
  return (
    <Dialog fullScreen open={card !== null} onClose={onClose} aria-labelledby="driver-view-title">
      {card && (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 }, p: { xs: 3, sm: 6 }, bgcolor: 'brand.navy', color: 'common.white' }}>
          <Typography sx={{ fontSize: '1.25rem', color: 'brand.onNavy' }}>{A.driverPickup}</Typography>
          <Typography id="driver-view-title" component="h2" sx={{ fontSize: { xs: '2.5rem', sm: '4rem' }, fontWeight: 800, lineHeight: 1.1 }}>
            {card.provider.name}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.9rem', sm: '3rem' }, fontWeight: 700 }}>{A.party(card.trip.passengers)}</Typography>
          {(card.flight || card.bookingReference) && (
            <Typography data-testid="driver-flight" sx={{ fontSize: { xs: '1.6rem', sm: '2.5rem' }, fontWeight: 700 }}>
              {[card.flight && A.driverFlight(card.flight), card.bookingReference && A.driverBooking(card.bookingReference)].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2.5rem' } }}>{A.tripLine(card.trip)}</Typography>
          <Typography sx={{ fontSize: { xs: '1.4rem', sm: '2rem' } }}>{A.whenLine(card.trip)}</Typography>
          {card.terminal && (
            <Typography sx={{ fontSize: { xs: '1.4rem', sm: '2rem' }, color: 'brand.onDarkAccent' }}>
              {card.terminal}
              {point ? `: ${point}` : ''}
            </Typography>
          )}
          {cardContact(card.provider).phone && <Typography sx={{ fontSize: { xs: '1.6rem', sm: '2.5rem' }, fontWeight: 700 }}>{cardContact(card.provider).phone}</Typography>}
          <Box sx={{ mt: 'auto', pt: 2 }}>
            <Button variant="contained" size="large" onClick={onClose} autoFocus fullWidth sx={{ minHeight: 56, fontSize: '1.2rem', bgcolor: 'common.white', color: 'brand.navy', '&:hover': { bgcolor: 'brand.tint' } }}>
              {A.closeDriver}
            </Button>
          </Box>
        </DialogContent>
      )}
    </Dialog>
  );
}
