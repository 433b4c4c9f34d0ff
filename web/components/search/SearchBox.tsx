// The home page's ride search: SPEC.md's From, To, Date and Passengers (its choices and defaults,
// To never the From place), with an optional pickup time, the exact party behind '4+ Passengers',
// large bags, a wheelchair-accessible vehicle and the traveller's flight number. Checked in the browser
// by the trip's own rules (tripForm.ts) with a message on each field; a checked search goes to the
// page (its address). The flight is never in the address (its field has no name): it is kept on this
// device (web/arrival/deviceFlight.ts) for the booking links that ask for it and the arrival card.
// Before the box hydrates, and without scripts, it is a plain GET form to the same address, which
// the server's page answers; the exact party then shows by CSS alone when 4+ is chosen.
import SearchIcon from '@mui/icons-material/Search';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { Box, Button, IconButton, Link, Paper, Typography } from '@mui/material';
import { memo, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FLIGHT_MAX_LENGTH, FLIGHT_SEARCH_TEXTS, flightProblem, normalizeFlight } from '../../../api/domain/flight';
import { siteClock, siteToday } from '../../../api/domain/hours';
import { MAX, PASSENGER_OPTIONS, SEARCH_LOCATIONS } from '../../../api/domain/rules';
import { nextTo, toChoices } from '../../../api/domain/search';
import type { Trip, TripSort } from '../../../api/domain/trip';
import { HOME_TRIP_SORT, LARGE_PARTY, TRIP_SEARCH_TEXTS as T } from '../../../api/domain/tripSearch';
import { SelectInput, TextInput } from '../common/FormFields';
import { useHydrated } from '../../ssr/islands';
import { visuallyHidden } from '../common/visuallyHidden';
import { deviceFlight, keepDeviceFlight } from '../../arrival/deviceFlight';
import { EMPTY_SEARCH, LARGE_PARTY_OPTION, checkSearch, nextTimeOffer, tripOfSearch, type SearchFormErrors, type SearchFormField, type SearchFormValues } from './tripForm';

export { EMPTY_SEARCH, type SearchFormValues };

/** The fields' element ids, in the order a message takes the focus. */
const IDS: Record<SearchFormField, string> = {
  from: 'search-from',
  to: 'search-to',
  date: 'search-date',
  time: 'search-time',
  party: 'search-passengers',
  exactParty: 'search-exact-party',
  bags: 'search-bags',
  wheelchair: 'search-wheelchair',
};

const FLIGHT_ID = 'search-flight';

/** The exact party's box: shown while '4+ Passengers' is chosen, by CSS, so also before scripts run. */
const EXACT_PARTY_CLASS = 'search-exact-party';

function SearchBox({
  initial = EMPTY_SEARCH,
  sort = HOME_TRIP_SORT,
  answerBelow = false,
  onSearch,
}: {
  initial?: SearchFormValues;
  /** An answer follows the box: phones get a link down to it (the box is a screen tall there). */
  answerBelow?: boolean;
  /** The order of the answer on screen, kept by a new search. */
  sort?: TripSort;
  onSearch?: (search: { trip: Trip; dateAsked: boolean }) => void;
}) {
  const [values, setValues] = useState<SearchFormValues>(initial);
  const [errors, setErrors] = useState<SearchFormErrors>({});
  const [checked, setChecked] = useState(false);
  const [timeOffer, setTimeOffer] = useState<string | null>(null);
  // The flight kept on this device: known in the browser only, read after hydrating.
  const [flight, setFlight] = useState('');
  const [flightError, setFlightError] = useState<string | undefined>();
  useEffect(() => setFlight((typed) => typed || (deviceFlight() ?? '')), []);
  // The earliest date, today at the site: the visitor's clock, known in the browser only.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  // What was chosen or typed in the server's HTML before the box hydrated stays.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const field = (key: SearchFormField) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${IDS[key]}`);
    const shown: Partial<SearchFormValues> = {};
    for (const key of Object.keys(IDS) as SearchFormField[]) {
      const element = field(key);
      if (!element) continue;
      if (key === 'wheelchair') shown.wheelchair = (element as HTMLInputElement).checked;
      else (shown as Record<string, string>)[key] = element.value;
    }
    if ((Object.keys(shown) as SearchFormField[]).some((key) => shown[key] !== values[key])) {
      setValues((v) => {
        const next = { ...v, ...shown };
        return { ...next, to: nextTo(next.from, next.to) };
      });
    }
    // Once, on mount.
  }, []);

  const check = (next: SearchFormValues) => {
    const clock = siteClock(new Date());
    const found = checkSearch(next, clock);
    setErrors(found);
    // A time already past today comes with the next possible one, a click away.
    setTimeOffer(nextTimeOffer(next, clock));
    return { found, today: clock.date };
  };

  const change = (next: Partial<SearchFormValues>) => {
    const merged = { ...values, ...next };
    if (next.from !== undefined) merged.to = nextTo(merged.from, merged.to);
    setValues(merged);
    // After a refused search the messages follow what is typed.
    if (checked) check(merged);
  };
  const swap = () => change({ from: values.to, to: values.from });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { found, today } = check(values);
    const flightMessage = flightProblem(flight);
    setFlightError(flightMessage);
    setChecked(true);
    const first = (Object.keys(IDS) as SearchFormField[]).find((key) => found[key]);
    if (first || flightMessage) {
      formRef.current?.querySelector<HTMLElement>(`#${first ? IDS[first] : FLIGHT_ID}`)?.focus();
      return;
    }
    // An emptied field forgets the flight kept before.
    keepDeviceFlight(normalizeFlight(flight));
    onSearch?.(tripOfSearch(values, today, sort));
  };

  const text = (key: SearchFormField) => ({ error: Boolean(errors[key]), helperText: errors[key] });
  /** What every typed field of the box takes from its key: its id, value, change and message. */
  const typed = (key: 'date' | 'time' | 'exactParty' | 'bags') => ({
    id: IDS[key],
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [key]: e.target.value }),
    ...text(key),
  });

  return (
    <Paper
      component="form"
      ref={formRef}
      method="get"
      action="/"
      role="search"
      aria-labelledby="search-title"
      onSubmit={submit}
      // The browser's own checks stand in until the box hydrates (without scripts); then ours.
      noValidate={hydrated}
      elevation={8}
      sx={{
        p: { xs: 2, sm: 2.5, md: 3 },
        borderRadius: 4,
        [`& .${EXACT_PARTY_CLASS}`]: { display: 'none' },
        [`&:has(#${IDS.party} option[value="${LARGE_PARTY_OPTION}"]:checked) .${EXACT_PARTY_CLASS}`]: { display: 'block' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id="search-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {T.title}
        </Typography>
        {answerBelow && (
          <Link href="#answer" sx={{ display: { md: 'none' }, fontWeight: 600, fontSize: '0.9rem', whiteSpace: 'nowrap' }}>
            {T.toAnswer}
          </Link>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.75, md: 2 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(12, minmax(0, 1fr))' },
          '& > .wide': { gridColumn: { xs: '1 / -1', md: 'span 3' } },
          '& > .half': { gridColumn: { xs: 'span 1', md: 'span 2' } },
        }}
      >
        <Box className="wide">
          <SelectInput id={IDS.from} name="from" label="From" value={values.from} options={SEARCH_LOCATIONS} onChange={(from) => change({ from })} {...text('from')} />
        </Box>
        <IconButton
          onClick={swap}
          aria-label="Swap From and To"
          title="Swap From and To"
          sx={{ display: { xs: 'none', md: 'inline-flex' }, gridColumn: { md: 'span 1' }, justifySelf: 'center', mt: 1 }}
        >
          <SwapVertIcon sx={{ transform: 'rotate(90deg)' }} />
        </IconButton>
        <Box className="wide">
          <SelectInput id={IDS.to} name="to" label="To" value={values.to} options={toChoices(values.from)} onChange={(to) => change({ to })} {...text('to')} />
        </Box>
        <Box sx={{ gridColumn: { xs: 'span 1', md: 'span 3' } }}>
          <TextInput name="date" type="date" label="Date" shrink inputProps={{ min: hydrated ? siteToday(new Date()) : undefined }} {...typed('date')} />
        </Box>
        <Box className="half">
          <TextInput
            name="time"
            type="time"
            label={T.time}
            shrink
            {...typed('time')}
            helperText={
              errors.time ? (
                <>
                  {errors.time}
                  {timeOffer && (
                    <>
                      {' '}
                      <Link component="button" type="button" onClick={() => change({ time: timeOffer })} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
                        {T.useTime(timeOffer)}
                      </Link>
                    </>
                  )}
                </>
              ) : (
                T.timeHelp
              )
            }
          />
        </Box>
        <Box sx={{ gridColumn: { xs: 'span 1', md: 'span 3' } }}>
          <SelectInput id={IDS.party} name="passengers" label="Passengers" value={values.party} options={PASSENGER_OPTIONS} onChange={(party) => change({ party })} {...text('party')} />
        </Box>
        <Box className={`half ${EXACT_PARTY_CLASS}`}>
          <TextInput
            // Sent after the choice: the server reads '4+ Passengers' followed by the exact number.
            name="passengers"
            type="number"
            label={T.exactParty}
            shrink
            inputProps={{ min: LARGE_PARTY, max: MAX.passengers, step: 1, inputMode: 'numeric' }}
            {...typed('exactParty')}
            helperText={errors.exactParty ?? T.exactPartyHelp}
          />
        </Box>
        <Box className="half">
          <TextInput name="bags" type="number" label={T.bags} shrink inputProps={{ min: 0, max: MAX.tripBags, step: 1, inputMode: 'numeric' }} {...typed('bags')} />
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 3' }, alignSelf: 'center' }}>
          {/* A native checkbox: it works before scripts, and MUI's brings a switch's worth of code. */}
          <Box
            component="label"
            htmlFor={IDS.wheelchair}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, minHeight: 48, cursor: 'pointer', '& input': { width: 22, height: 22, m: 0, accentColor: (t) => t.palette.primary.main, cursor: 'pointer', flexShrink: 0 } }}
          >
            <input type="checkbox" id={IDS.wheelchair} name="wheelchair" value="true" checked={values.wheelchair} onChange={(e) => change({ wheelchair: e.target.checked })} />
            {T.wheelchair}
          </Box>
        </Box>
        <Box sx={{ gridColumn: { xs: 'span 1', md: 'span 2' } }}>
          <TextInput
            // No name: the flight is never in the address, only on this device.
            id={FLIGHT_ID}
            label={FLIGHT_SEARCH_TEXTS.label}
            shrink
            value={flight}
            onChange={(e) => {
              setFlight(e.target.value);
              if (checked) setFlightError(flightProblem(e.target.value));
            }}
            error={Boolean(flightError)}
            // The help is read out everywhere, and shown from md up: on a phone the Search button stays in the first screen.
            helperText={flightError ?? <Box component="span" sx={(t) => ({ [t.breakpoints.down('md')]: visuallyHidden })}>{FLIGHT_SEARCH_TEXTS.help}</Box>}
            autoComplete="off"
            placeholder="AA1234"
            inputProps={{ maxLength: FLIGHT_MAX_LENGTH, autoCapitalize: 'characters', spellCheck: false }}
          />
        </Box>
        {sort !== HOME_TRIP_SORT && <input type="hidden" name="sort" value={sort} />}
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56, gridColumn: { xs: 'span 1', md: 'span 2' } }}>
          {T.submit}
        </Button>
      </Box>
    </Paper>
  );
}

/** Drawn again only when what it is given changes (the answer below it is redrawn each minute). */
export default memo(SearchBox);
