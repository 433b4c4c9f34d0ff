// The answer to a trip, as the trip rule made it (api/domain/trip.ts answerTrip): the trip in words
// (places, day and time or any time, party, bags, wheelchair) and when it was judged; what the
// address held that could not be used; how many providers can take it; its order (links, so they
// work before scripts and keep the address); each option with the party's total and its lines;
// every other provider with every reason it cannot, in the rule's words; and, when none can, what
// would work instead (TripSuggestions), marked as suggestions, then what exists at the airport at
// any hour (AirportOptions: the taxi rank, transit, accessible transport).
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { forwardRef, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { linkTripOf } from '../../../api/domain/bookingLink';
import { nextTripTime } from '../../../api/domain/inputs/public';
import type { TripAnswer as RuleAnswer, TripSort } from '../../../api/domain/trip';
import { HOME_TRIP_SORTS, TRIP_SEARCH_TEXTS as T, providerTripQuery, shownInstead, tripSearchQuery, type TripSearch } from '../../../api/domain/tripSearch';
import AffiliateNote from '../providers/AffiliateNote';
import TripOption, { type TripProviderData } from './TripOption';
import TripSuggestions from './TripSuggestions';
import AirportOptions from './AirportOptions';
import type { AirportOptionFacts } from '../../../api/domain/airportOptions';

export interface TripAnswerProps {
  search: TripSearch;
  answer: RuleAnswer<TripProviderData>;
  /** Today at the site, and the moment the answer was judged at (the site's day and minute). */
  today: string;
  judgedAt: { date: string; minute: number };
  /**
   * A newer search's answer is on its way: this one is shown dimmed, busy and out of use (no link
   * or button in it works, Book Now and Save are disabled) until it is replaced.
   */
  updating?: boolean;
  /** What exists at the airport at any hour (the operator's, enabled ones in order): shown when no provider fits. */
  airportOptions?: readonly AirportOptionFacts[];
}

/** The excluded providers' one style rule (plain elements inside). */
const excludedSx = {
  mt: 3,
  '& h3': { typography: 'h6', fontWeight: 700, mt: 0, mb: 1 },
  '& > ul': { m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' },
  '& > ul > li': { px: 2, py: 1.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.25, sm: 2 } },
  '& > ul > li + li': { borderTop: 1, borderColor: 'divider' },
  '& > ul > li > a': { fontWeight: 700, color: 'primary.main', flex: { sm: '0 0 240px' } },
  '& > ul > li > ul': { m: 0, pl: { xs: 2.5, sm: 0 }, listStyle: { xs: 'disc', sm: 'none' }, color: 'text.secondary', fontSize: '0.925rem' },
} as const;

const TripAnswer = forwardRef<HTMLElement, TripAnswerProps>(function TripAnswer({ search, answer, today, judgedAt, updating = false, airportOptions = [] }, ref) {
  const { trip } = search;
  const total = answer.options.length + answer.excluded.length;
  const details = [T.when(trip, today), T.party(trip.passengers), T.bagsCount(trip.bags), ...(trip.wheelchair ? [T.wheelchairNeeded] : [])];
  // A pickup time already past comes with the same search at the next possible time (a link: it
  // works before scripts and without them).
  const notices = search.unused.map((u) => {
    const offer = u.field === 'time' && u.reason === 'past' ? nextTripTime(judgedAt) : null;
    return {
      text: T.unused(u, shownInstead(u.field, trip, today, u.reason), today),
      offer: offer && { time: offer, href: `/?${tripSearchQuery({ ...trip, time: offer }, search.dateAsked)}` },
    };
  });
  const notice = ({ text, offer }: (typeof notices)[number]) => (
    <>
      {text}
      {offer && (
        <>
          {' '}
          <Link component={RouterLink} to={offer.href} data-testid="trip-next-time" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {T.searchAt(offer.time)}
          </Link>
        </>
      )}
    </>
  );
  const sortHref = (sort: TripSort) => `/?${tripSearchQuery({ ...trip, sort }, search.dateAsked)}`;
  // The values each option's Book Now link is filled with (one object, so the memoised rows keep).
  const linkTrip = useMemo(() => linkTripOf(trip), [trip]);
  // A provider page opened from here carries the same values, for its own Book Now link.
  const providerQuery = providerTripQuery(trip);

  return (
    <Box
      component="section"
      id="answer"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="answer-title"
      aria-describedby="answer-count"
      data-testid="trip-answer"
      aria-busy={updating || undefined}
      inert={updating || undefined}
      sx={{ outline: 'none', scrollMarginTop: { xs: 72, md: 88 }, ...(updating && { opacity: 0.45, filter: 'grayscale(0.6)', transition: 'opacity 150ms', userSelect: 'none' }) }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="overline" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 1.2, lineHeight: 1.6 }}>
            Your trip
          </Typography>
          <Typography id="answer-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {T.answerTitle(trip)}
          </Typography>
          <Typography data-testid="trip-details" sx={{ mt: 0.5, fontWeight: 600 }}>
            {details.join(' · ')}
          </Typography>
          <Typography variant="body2" data-testid="trip-as-of" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {T.asOf(judgedAt, today)}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/" variant="outlined" size="small" startIcon={<CloseIcon />} sx={{ bgcolor: 'background.paper', flexShrink: 0 }}>
          {T.clear}
        </Button>
      </Box>

      {notices.length > 0 && (
        <Alert severity="warning" data-testid="trip-unused" sx={{ mb: 2, '& ul': { m: 0, pl: 2.5 } }}>
          {notices.length === 1 ? notice(notices[0]) : (
            <ul>
              {notices.map((n) => (
                <li key={n.text}>{notice(n)}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
        <Typography id="answer-count" role="status" aria-live="polite" sx={{ fontWeight: 700 }}>
          {T.options(answer.options.length, total)}
        </Typography>
        {answer.options.length > 1 && (
          <Box role="group" aria-labelledby="answer-sort-label" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id="answer-sort-label" component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {T.sortLabel}
            </Typography>
            <Box sx={{ display: 'flex', flex: { xs: 1, sm: 'none' } }}>
              {HOME_TRIP_SORTS.map((sort, i) => {
                const current = sort === trip.sort;
                return (
                  <Button
                    key={sort}
                    component={RouterLink}
                    to={sortHref(sort)}
                    replace
                    preventScrollReset
                    aria-current={current ? 'true' : undefined}
                    variant={current ? 'contained' : 'outlined'}
                    size="small"
                    disableElevation
                    sx={{
                      flex: { xs: 1, sm: 'none' },
                      textTransform: 'none',
                      whiteSpace: 'nowrap',
                      borderRadius: 0,
                      ...(i === 0 && { borderTopLeftRadius: 8, borderBottomLeftRadius: 8 }),
                      ...(i === HOME_TRIP_SORTS.length - 1 && { borderTopRightRadius: 8, borderBottomRightRadius: 8 }),
                      ...(i > 0 && { ml: '-1px' }),
                    }}
                  >
                    {T.sorts[sort]}
                  </Button>
                );
              })}
            </Box>
          </Box>
        )}
      </Box>

      {answer.options.length === 0 && (
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{T.noOptionHelp}</Typography>
      )}

      {answer.suggestions.length > 0 && <TripSuggestions suggestions={answer.suggestions} trip={trip} dateAsked={search.dateAsked} today={today} />}

      {answer.options.length === 0 && <AirportOptions options={airportOptions} wheelchair={trip.wheelchair} />}

      {answer.options.length > 0 && (
        <Box component="ol" aria-label={T.options(answer.options.length, total)} sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
          {answer.options.map((option, i) => (
            <TripOption key={option.provider.id} option={option} position={i + 1} party={trip.passengers} today={today} trip={answer.trip} linkTrip={linkTrip} providerQuery={providerQuery} actionable={!updating} />
          ))}
        </Box>
      )}
      {answer.options.length > 0 && <AffiliateNote sx={{ mt: 1.5 }} />}

      {answer.excluded.length > 0 && (
        <Box component="section" aria-labelledby="answer-excluded-title" data-testid="trip-excluded" sx={excludedSx}>
          <h3 id="answer-excluded-title">{T.excluded(answer.excluded.length)}</h3>
          <ul>
            {answer.excluded.map(({ provider, reasons }) => (
              <li key={provider.id} data-provider={provider.slug}>
                <RouterLink to={`/providers/${provider.slug}?${providerQuery}`}>{provider.name}</RouterLink>
                <ul>
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Box>
  );
});

export default TripAnswer;
