// The dialog behind "Save for my arrival": the trip (fixed when it comes from the home answer; asked
// on a provider page: where to, the day, the pickup time, the party), the terminal the traveller
// lands at, the flight number (optional; the one kept on this device comes filled in), and where
// the card is kept. Saving writes the card to this device only
// (web/arrival/cardStore.ts) and asks the service worker to keep My arrival's page.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ARRIVAL_TEXTS as A, MY_ARRIVAL_PATH, arrivalCardOf, type ArrivalTrip } from '../../../api/domain/arrival';
import { AIRPORT, TERMINALS, type Terminal } from '../../../api/domain/facts';
import { CLOCK_PATTERN, siteToday } from '../../../api/domain/hours';
import { usd } from '../../../api/domain/money';
import { TRIP_DEFAULTS, answerTrip } from '../../../api/domain/trip';
import { FLIGHT_MAX_LENGTH, flightProblem, normalizeFlight } from '../../../api/domain/flight';
import { CardStorageError, browserCardStore, keepOnDevice, newCardId } from '../../arrival/cardStore';
import { deviceFlight, keepDeviceFlight } from '../../arrival/deviceFlight';
import type { SaveArrivalButtonProps } from './SaveArrivalButton';

const NOT_SURE = 'not-sure';
const MAX_PARTY = 14;

export const SAVE_DIALOG_TEXTS = {
  to: 'Where to',
  date: 'Day you land',
  time: 'Pickup time (Raleigh time)',
  party: 'Passengers',
  notSure: 'Not sure yet (choose on the card)',
  cancel: 'Cancel',
  close: 'Close',
  badDate: 'Choose the day you land.',
  badTime: 'Enter a time such as 14:30, or leave it empty.',
  cannot: (name: string) => `${name} cannot take this trip as it stands (you can still save it):`,
} as const;

export default function SaveArrivalDialog({ source, trip: given, onClose, onSaved }: SaveArrivalButtonProps & { onClose(): void; onSaved(): void }) {
  const T = SAVE_DIALOG_TEXTS;
  const titleId = useId();
  const places = source.servedPlaces.filter((place) => place !== AIRPORT);
  const [to, setTo] = useState(places.includes('Downtown Raleigh') ? 'Downtown Raleigh' : (places[0] ?? ''));
  const [date, setDate] = useState(() => siteToday(new Date()));
  const [time, setTime] = useState('');
  const [party, setParty] = useState(1);
  const [terminal, setTerminal] = useState<string>(NOT_SURE);
  const [flight, setFlight] = useState(() => deviceFlight() ?? '');
  const [flightError, setFlightError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const trip: ArrivalTrip = given ?? { from: AIRPORT, to, date, time: time || null, passengers: party };
  const preview = arrivalCardOf(source, trip, { id: 'preview', savedAt: new Date(), terminal: null });
  // A trip asked here (provider page) may be one the provider cannot take: said by the trip rule, saving still allowed.
  const reasons =
    given || !/^\d{4}-\d{2}-\d{2}$/.test(date) || (time && !CLOCK_PATTERN.test(time))
      ? []
      : (answerTrip([source], { ...TRIP_DEFAULTS, ...trip }, new Date()).excluded[0]?.reasons ?? []);

  const save = () => {
    if (!given && !/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(T.badDate);
    if (!given && time && !CLOCK_PATTERN.test(time)) return setError(T.badTime);
    const flightMessage = flightProblem(flight);
    setFlightError(flightMessage);
    if (flightMessage) return;
    const flightNumber = normalizeFlight(flight);
    try {
      browserCardStore().save(arrivalCardOf(source, trip, { id: newCardId(), savedAt: new Date(), terminal: terminal === NOT_SURE ? null : (terminal as Terminal), flight: flightNumber }));
      if (flightNumber) keepDeviceFlight(flightNumber);
    } catch (e) {
      if (!(e instanceof CardStorageError)) throw e;
      return setError(A.storageBlocked);
    }
    keepOnDevice();
    setError(null);
    setSaved(true);
    onSaved();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {A.saveTitle(source.name)}
      </DialogTitle>
      {saved ? (
        <>
          <DialogContent>
            <Alert severity="success" icon={<CheckCircleIcon fontSize="inherit" />} role="status">
              {A.savedNote}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={onClose} sx={{ minHeight: 48 }}>
              {T.close}
            </Button>
            <Button component={RouterLink} to={MY_ARRIVAL_PATH} variant="contained" onClick={onClose} sx={{ minHeight: 48 }} autoFocus>
              {A.open}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
            <Typography sx={{ color: 'text.secondary' }}>{A.saveHelp}</Typography>
            {given ? (
              <Box>
                <Typography sx={{ fontWeight: 700 }}>
                  {A.tripLine(given)} · {A.party(given.passengers)}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{A.whenLine(given)}</Typography>
              </Box>
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
                <TextField select label={T.to} value={to} onChange={(e) => setTo(e.target.value)} sx={{ gridColumn: { sm: '1 / -1' } }}>
                  {places.map((place) => (
                    <MenuItem key={place} value={place}>
                      {place}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField type="date" label={T.date} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} required />
                <TextField type="time" label={T.time} value={time} onChange={(e) => setTime(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField select label={T.party} value={party} onChange={(e) => setParty(Number(e.target.value))}>
                  {Array.from({ length: Math.min(MAX_PARTY, Math.max(1, source.maxPassengers)) }, (_, i) => i + 1).map((n) => (
                    <MenuItem key={n} value={n}>
                      {A.party(n)}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            )}
            <Typography data-testid="save-total" sx={{ fontWeight: 700 }}>
              {preview.total ? `${A.total} ${usd(preview.total.cents)}` : A.noTotal}
            </Typography>
            {reasons.length > 0 && (
              <Alert severity="warning" data-testid="save-reasons">
                {T.cannot(source.name)}
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </Box>
              </Alert>
            )}
            <FormControl>
              <FormLabel id={`${titleId}-terminal`} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {A.terminalQuestion}
              </FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-terminal`} value={terminal} onChange={(e) => setTerminal(e.target.value)}>
                {[...TERMINALS, NOT_SURE].map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={value === NOT_SURE ? T.notSure : value} sx={{ minHeight: 44 }} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={A.flightLabel}
              value={flight}
              onChange={(e) => {
                setFlight(e.target.value);
                if (flightError) setFlightError(flightProblem(e.target.value));
              }}
              error={Boolean(flightError)}
              helperText={flightError ?? A.flightHelp}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: FLIGHT_MAX_LENGTH, autoCapitalize: 'characters', spellCheck: false } }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {A.privacy}
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
            <Button onClick={onClose} sx={{ minHeight: 48 }}>
              {T.cancel}
            </Button>
            <Button variant="contained" onClick={save} sx={{ minHeight: 48 }}>
              {A.save}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
