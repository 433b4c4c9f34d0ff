// What would work when no provider can take the trip as asked, as the trip rule suggests it
// (api/domain/trip.ts tripSuggestions): two vehicles carrying the party between them, each with its
// share, its total and its own booking link (filled with its share), and their sum; or the first
// later time that day, or the earliest booking a notice allows, each a link to that search (plain
// links: they work before scripts and without them). Drawn apart from the options and marked as
// suggestions: none of them is the trip as asked. Booking links come with the affiliate note.
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { linkTripOf } from '../../../api/domain/bookingLink';
import { usd } from '../../../api/domain/money';
import { PRICE_TEXTS, type Trip, type TripSuggestion } from '../../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T, providerTripQuery, tripSearchQuery } from '../../../api/domain/tripSearch';
import AffiliateNote from '../providers/AffiliateNote';
import BookButton from '../providers/BookButton';
import type { TripProviderData } from './TripOption';

/** The section's one style rule (plain elements inside). */
const suggestionsSx = {
  mb: 3,
  '& h3': { typography: 'h6', fontWeight: 700, mt: 0, mb: 0.5 },
  '& .help': { mt: 0, mb: 1.5, color: 'text.secondary' },
  '& > ol': { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 },
  '& > ol > li': { border: 2, borderStyle: 'dashed', borderColor: 'brand.panelBorder', bgcolor: 'brand.panel', borderRadius: 3, p: { xs: 2, md: 2.5 } },
  '& .head': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 },
  '& .mark': { typography: 'caption', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.8, color: 'primary.dark', border: 1, borderColor: 'primary.dark', borderRadius: 1, px: 0.75, lineHeight: 1.6 },
  '& h4': { m: 0, typography: 'subtitle1', fontWeight: 700, lineHeight: 1.35 },
  '& .sum': { m: 0, mt: 0.5, fontWeight: 700 },
  '& .sum .amount': { fontSize: '1.25rem', fontWeight: 800, color: 'primary.dark' },
  '& .bookings': { m: 0, mt: 1, p: 0, listStyle: 'none', display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } },
  '& .bookings > li': { bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 0.75 },
  '& .bookings a.name': { fontWeight: 700, color: 'primary.main' },
  '& .share': { color: 'text.secondary', typography: 'body2' },
  '& .lines': { color: 'text.secondary', typography: 'body2', m: 0 },
} as const;

function title(s: TripSuggestion<TripProviderData>, today: string): string {
  switch (s.kind) {
    case 'SPLIT_PARTY':
      return T.suggestions.splitParty;
    case 'LATER_TIME':
      return T.suggestions.laterTime(s.time ?? '');
    case 'LATER_BOOKING':
      return T.suggestions.laterBooking(s.date, s.time ?? '', today);
  }
}

export default function TripSuggestions({
  suggestions,
  trip,
  dateAsked,
  today,
}: {
  suggestions: readonly TripSuggestion<TripProviderData>[];
  /** The trip as the answer judged it. */
  trip: Trip;
  dateAsked: boolean;
  today: string;
}) {
  return (
    <Box component="section" aria-labelledby="answer-suggestions-title" data-testid="trip-suggestions" sx={suggestionsSx}>
      <h3 id="answer-suggestions-title">{T.suggestions.title}</h3>
      <p className="help">{T.suggestions.help}</p>
      <ol>
        {suggestions.map((s) => {
          const changed: Trip = { ...trip, date: s.date, time: s.time };
          const titleId = `trip-suggestion-${s.kind}`;
          return (
            <li key={s.kind} data-suggestion={s.kind} aria-labelledby={titleId}>
              <div className="head">
                <span className="mark">{T.suggestions.mark}</span>
                <h4 id={titleId}>{title(s, today)}</h4>
              </div>
              <p className="sum" data-testid="trip-suggestion-total">
                <span className="amount">{usd(s.totalCents)}</span> {s.bookings.length > 1 ? T.suggestions.inAll : T.suggestions.forParty(trip.passengers)}
              </p>
              <ul className="bookings">
                {s.bookings.map((b) => {
                  const share: Trip = { ...changed, passengers: b.passengers, bags: b.bags };
                  return (
                    <li key={b.provider.id} data-provider={b.provider.slug}>
                      <RouterLink className="name" to={`/providers/${b.provider.slug}?${providerTripQuery(share)}`}>
                        {b.provider.name}
                      </RouterLink>
                      <span className="share">
                        {T.suggestions.share(b.passengers, b.bags)}: {b.estimate ? `${PRICE_TEXTS.estimatedTotal} ` : ''}{usd(b.totalCents)}
                      </span>
                      <p className="lines">{b.lines.map((l) => `${l.label} ${usd(l.cents)}`).join(' · ')}</p>
                      {s.kind === 'SPLIT_PARTY' && (
                        <BookButton providerId={b.provider.id} clickPage="home" bookingUrl={b.provider.bookingUrl} discount={b.provider} providerName={b.provider.name} trip={linkTripOf(share)} size="small" />
                      )}
                    </li>
                  );
                })}
              </ul>
              {s.kind !== 'SPLIT_PARTY' && (
                <Button
                  component={RouterLink}
                  to={`/?${tripSearchQuery(changed, dateAsked || s.date !== trip.date)}`}
                  variant="outlined"
                  size="small"
                  startIcon={<SearchIcon />}
                  sx={{ mt: 1.25, bgcolor: 'background.paper', textTransform: 'none', fontWeight: 700 }}
                >
                  {T.suggestions.search(s.date === trip.date ? (s.time ?? '') : T.when(changed, today))}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {suggestions.some((s) => s.kind === 'SPLIT_PARTY') && <AffiliateNote sx={{ mt: 1.5 }} />}
    </Box>
  );
}
