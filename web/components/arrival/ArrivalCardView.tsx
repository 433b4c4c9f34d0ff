// One saved ride on My arrival, in the order a traveller at the kerb needs it (issue 35): whose ride
// and which flight, the terminal and where to meet there, the Call button, the booking reference
// (or marking it booked), how long the provider waits after landing; then the total, waiting,
// flight delays and cancellation, what to do if nobody is there, when the details were checked; and
// its actions (show the driver, add to calendar, remove). A changed provider is said above the card,
// with what changed (as saved and as now) before "Update this card" replaces anything.
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import {
  ARRIVAL_TEXTS as A,
  type ArrivalCardNotes,
  type ArrivalChange,
  NOBODY_THERE,
  arrivalFactLines,
  meetingPointOf,
  nobodyThereSteps,
  cardContact, smsHref,
  type ArrivalCard,
} from '../../../api/domain/arrival';
import { TERMINALS, type Terminal } from '../../../api/domain/facts';
import { telHref } from '../../../api/domain/factTexts';
import { FLIGHT_MAX_LENGTH, normalizeFlight, normalizeReference } from '../../../api/domain/flight';
import { usd } from '../../../api/domain/money';
import { MESSAGES } from '../../../api/domain/rules';
import CardNoteField from './CardNoteField';
import { visuallyHidden } from '../common/visuallyHidden';

export interface ArrivalCardViewProps {
  card: ArrivalCard;
  /** What differs between the card and its provider's details now (checked online); empty: nothing, or not known. */
  changes: ArrivalChange[];
  onTerminal(terminal: Terminal): void;
  /** The traveller wrote a flight number or a booking reference on the card. */
  onNote(notes: Partial<ArrivalCardNotes>): void;
  onRefresh(): void;
  onShowDriver(): void;
  onCalendar(): void;
  onRemove(): void;
}

/** Every control at least 48 px high: used with one thumb in an arrivals hall. */
const TAP = { minHeight: 48 } as const;

const cardSx = {
  borderRadius: 3,
  p: { xs: 2, sm: 3 },
  display: 'grid',
  gap: 2,
  '& h2': { m: 0, typography: 'h5', fontWeight: 800 },
  '& h3': { m: 0, mb: 0.75, fontSize: '1rem', fontWeight: 700 },
  '& dl': { m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } },
  '& dt': { fontWeight: 700 },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, color: 'text.secondary' },
  '& ol': { m: 0, pl: 3, display: 'grid', gap: 0.75 },
  '& table': { borderCollapse: 'collapse', fontSize: '0.9rem' },
  '& td': { p: 0, pr: 2, color: 'text.secondary' },
  '& td.amount': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', pr: 0 },
} as const;

export default function ArrivalCardView({ card, changes, onTerminal, onNote, onRefresh, onShowDriver, onCalendar, onRemove }: ArrivalCardViewProps) {
  const p = card.provider;
  const contact = cardContact(p);
  const titleId = `arrival-${card.id}`;
  const terminalLabelId = `${titleId}-terminal`;
  const point = card.terminal ? meetingPointOf(card, card.terminal) : null;
  const flight = card.flight ?? null;
  const reference = card.bookingReference ?? null;

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} data-card={card.id} data-provider={p.slug} sx={cardSx}>
      {changes.length > 0 && (
        <Alert
          severity="warning"
          data-testid="arrival-changed"
          action={
            <Button color="inherit" onClick={onRefresh} sx={{ ...TAP, fontWeight: 700 }}>
              {A.refresh}
            </Button>
          }
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap', '& .MuiAlert-action': { pt: 0 } }}
        >
          {A.changed(p.name)} {A.changesTitle}
          <Box component="ul" data-testid="arrival-changes" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {changes.map((change) => (
              <li key={change.label}>
                <strong>{change.label}</strong>: {A.changeWas} {change.before}, {A.changeNow} {change.after}
              </li>
            ))}
          </Box>
        </Alert>
      )}

      <Box>
        <h2 id={titleId} tabIndex={-1}>
          {p.name}
        </h2>
        <Typography sx={{ fontWeight: 600, mt: 0.25 }}>
          {A.tripLine(card.trip)} · {A.party(card.trip.passengers)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{A.whenLine(card.trip)}</Typography>
        <CardNoteField
          testId="arrival-flight"
          value={flight}
          label={A.flightLabel}
          help={A.flightHelp}
          addLabel={A.addFlight}
          changeLabel={A.changeFlight}
          shown={(f) => (
            <Typography component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
              <FlightLandIcon aria-hidden="true" fontSize="small" color="primary" /> {A.flight} {f}
            </Typography>
          )}
          check={(text) => {
            const value = normalizeFlight(text);
            return value ? { value } : { message: MESSAGES.flightNumber };
          }}
          optional
          maxLength={FLIGHT_MAX_LENGTH}
          onSave={(value) => onNote({ flight: value })}
        />
      </Box>

      <Box>
        <h3 id={terminalLabelId}>{A.terminalQuestion}</h3>
        <Box role="group" aria-labelledby={terminalLabelId} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, maxWidth: 420 }}>
          {TERMINALS.map((terminal) => {
            const chosen = card.terminal === terminal;
            return (
              <Button
                key={terminal}
                variant={chosen ? 'contained' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => onTerminal(terminal)}
                disableElevation
                sx={{ ...TAP, fontWeight: 700, textTransform: 'none', fontSize: '1rem' }}
              >
                {terminal}
              </Button>
            );
          })}
        </Box>
      </Box>

      <Box data-testid="arrival-meeting" sx={{ bgcolor: 'brand.surface', border: 1, borderColor: 'brand.surfaceBorder', borderRadius: 2, p: 2 }}>
        {card.terminal ? (
          <>
            <h3 style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <PlaceIcon aria-hidden="true" color="primary" fontSize="small" /> {A.meetingPoint(card.terminal)}
            </h3>
            <Typography sx={{ fontSize: '1.1rem' }}>{point ?? A.noMeetingPoint(card.terminal)}</Typography>
          </>
        ) : (
          <>
            <h3>{A.meetingPoints}</h3>
            {p.pickupPoints.length ? (
              <dl>
                {p.pickupPoints.map((pp) => (
                  <Box key={pp.terminal} sx={{ display: 'contents' }}>
                    <dt>{pp.terminal}</dt>
                    <dd>{pp.instructions}</dd>
                  </Box>
                ))}
              </dl>
            ) : (
              <Typography>{A.noMeetingPoints}</Typography>
            )}
          </>
        )}
      </Box>

      <Box>
        {(contact.phone || contact.email) && (
          // On a phone Call and Text share a row (the booking reference stays in the first screen); E-mail goes below.
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, max-content)' }, gap: 1, '& > .email': { gridColumn: { xs: '1 / -1', sm: 'auto' } } }}>
            {contact.phone && (
              <>
                <Button variant="contained" size="large" href={telHref(contact.phone)} startIcon={<PhoneIcon />} sx={TAP} aria-label={`${A.call} ${contact.phone} (${p.name})`}>
                  {A.call} {contact.phone}
                </Button>
                <Button variant="outlined" size="large" href={smsHref(contact.phone)} startIcon={<ChatOutlinedIcon />} sx={TAP} aria-label={`${A.text} ${contact.phone} (${p.name})`}>
                  {A.text}
                </Button>
              </>
            )}
            {contact.email && (
              <Button className="email" variant="outlined" size="large" href={`mailto:${contact.email}`} startIcon={<EmailOutlinedIcon />} sx={{ ...TAP, textTransform: 'none' }} aria-label={`${A.email} ${contact.email} (${p.name})`}>
                {A.email}
              </Button>
            )}
          </Box>
        )}
        {!contact.phone && !contact.email && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {A.noContact}
          </Typography>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <CardNoteField
          testId="arrival-booking"
          value={reference}
          label={A.bookingReference}
          help={A.markBookedHelp}
          addLabel={A.markBooked}
          changeLabel={A.changeReference}
          addVariant="outlined"
          shown={(ref) => (
            <Typography component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <TaskAltIcon aria-hidden="true" color="success" fontSize="small" />
              <strong>{A.booked}</strong> · {A.bookingReference}{' '}
              <Box component="span" data-testid="arrival-reference" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700, letterSpacing: 0.5 }}>
                {ref}
              </Box>
            </Typography>
          )}
          check={(text) => {
            const value = normalizeReference(text);
            return value ? { value } : { message: MESSAGES.bookingReference };
          }}
          maxLength={40}
          onSave={(value) => onNote({ bookingReference: value })}
        />
        <Typography data-testid="arrival-wait" sx={{ fontWeight: 600 }}>
          {A.waitAfterLanding(p.name, p.freeWaitMinutes, flight)}
        </Typography>
      </Box>

      <Box>
        {card.total ? (
          <>
            <Typography component="p" data-testid="arrival-total" sx={{ fontWeight: 800, fontSize: '1.35rem' }}>
              {A.total} {usd(card.total.cents)}
            </Typography>
            <table>
              <Box component="caption" sx={visuallyHidden}>
                {A.breakdown}
              </Box>
              <tbody>
                {card.total.lines.map((line) => (
                  <tr key={line.label}>
                    <td>{line.label}</td>
                    <td className="amount">{usd(line.cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>{A.noTotal}</Typography>
        )}
      </Box>

      <dl>
        {arrivalFactLines(card).map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <dt>{line.label}</dt>
            <dd>{line.text}</dd>
          </Box>
        ))}
      </dl>

      <Box component="section" aria-labelledby={`${titleId}-nobody`}>
        <h3 id={`${titleId}-nobody`}>{NOBODY_THERE.title}</h3>
        <ol>
          {nobodyThereSteps(card).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Box>

      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {p.factsCheckedOn ? A.checkedOn(p.factsCheckedOn) : A.notChecked} · {A.savedOn(new Date(card.savedAt))}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" size="large" onClick={onShowDriver} startIcon={<FullscreenIcon />} sx={{ ...TAP, flex: { xs: '1 1 100%', sm: 'none' } }}>
          {A.showDriver}
        </Button>
        <Button variant="outlined" size="large" onClick={onCalendar} startIcon={<CalendarMonthIcon />} sx={{ ...TAP, flex: { xs: '1 1 0', sm: 'none' } }}>
          {A.addToCalendar}
        </Button>
        <Button variant="text" color="error" size="large" onClick={onRemove} startIcon={<DeleteOutlineIcon />} sx={{ ...TAP, flex: { xs: '1 1 0', sm: 'none' } }} aria-label={`${A.remove} ${p.name}`}>
          {A.remove}
        </Button>
      </Box>
    </Paper>
  );
}
