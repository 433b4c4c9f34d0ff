// One provider that can take the trip: the party's total ('$74.00 for 4') and the lines it adds up
// from, as the trip rule made them; the facts that decide a ride (when it picks up, the notice it
// needs, waiting, flight tracking, luggage, accessibility, the places it serves, which are the
// list the search itself reads); more in a native <details> (meeting points, cancellation, phone,
// when the facts were checked); and the booking link, counted as a home page click.
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { hoursSummary } from '../../../api/domain/hours';
import { usd } from '../../../api/domain/money';
import type { TripOption as RuleOption } from '../../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T, calendarText } from '../../../api/domain/tripSearch';
import type { HomeProvidersQuery } from '../../data/generated';
import BookButton from '../providers/BookButton';
import { ProviderBadge } from '../providers/ProviderCard';
import RatingStars from '../providers/RatingStars';

export type TripProviderData = HomeProvidersQuery['providers'][number];

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The words of an option's facts (a fact not entered says nothing). */
export const TRIP_OPTION_TEXTS = {
  pickups: (summary: string) => `Pickups: ${summary}`,
  notice: (hours: number) => (hours === 0 ? 'No booking notice needed' : `Book at least ${count(hours, 'hour')} ahead`),
  freeWait: (minutes: number) => `${minutes} min free waiting`,
  flightTracking: (tracks: boolean) => (tracks ? 'Tracks your flight' : 'No flight tracking'),
  maxBags: (bags: number) => (bags === 0 ? 'No large bags' : `Up to ${count(bags, 'large bag')}`),
  wheelchairVehicle: 'Wheelchair-accessible vehicle',
  foldingWheelchair: 'Folding wheelchairs travel along',
  serviceAnimals: 'Service animals welcome',
  serves: (places: readonly string[]) => `Serves ${places.join(', ')}`,
  reviews: (n: number, source: string | null) => `(${count(n, 'review')}${source ? ` on ${source.replace(/ reviews?$/i, '')}` : ''})`,
  more: 'Meeting point, cancellation and contact',
  meeting: 'Where you meet',
  cancellation: 'Cancellation',
  accessibility: 'Accessibility',
  phone: 'Phone',
  checked: (date: string, today: string) => `Facts checked on ${calendarText(date, today)}`,
} as const;

/** Meeting points, the two terminals as one line when they say the same. */
function meetingLines(points: TripProviderData['pickupPoints']): { where: string; instructions: string }[] {
  if (points.length === 2 && points[0].instructions === points[1].instructions) return [{ where: 'Terminals 1 and 2', instructions: points[0].instructions }];
  return points.map((p) => ({ where: p.terminal, instructions: p.instructions }));
}

export default function TripOption({ option, position, party, today }: { option: RuleOption<TripProviderData>; position: number; party: number; today: string }) {
  const p = option.provider;
  const X = TRIP_OPTION_TEXTS;
  const total = usd(option.totalCents);
  const titleId = `trip-option-${p.id}`;
  const facts = [
    X.pickups(hoursSummary(p.hours)),
    X.notice(p.minNoticeHours),
    p.freeWaitMinutes !== null ? X.freeWait(p.freeWaitMinutes) : null,
    p.flightTracking !== null ? X.flightTracking(p.flightTracking) : null,
    p.maxBags !== null ? X.maxBags(p.maxBags) : null,
    p.accessibility?.wheelchairVehicle ? X.wheelchairVehicle : null,
  ].filter((f): f is string => f !== null);
  const access = [p.accessibility?.foldingWheelchair ? X.foldingWheelchair : null, p.accessibility?.serviceAnimals ? X.serviceAnimals : null, p.accessibility?.notes ?? null].filter(
    (f): f is string => Boolean(f),
  );
  const meeting = meetingLines(p.pickupPoints);
  const hasMore = meeting.length > 0 || Boolean(p.cancellationPolicy) || access.length > 0 || Boolean(p.phone) || Boolean(p.factsCheckedOn);

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-provider={p.slug}
      sx={{
        listStyle: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: { xs: 1.5, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        gridTemplateAreas: { xs: '"head" "price" "facts"', md: '"head price" "facts price"' },
      }}
    >
      <Box sx={{ gridArea: 'head' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" variant="h6" id={titleId} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, mr: 0.75 }}>
              {position}.
            </Box>
            <Link component={RouterLink} to={`/providers/${p.slug}`}>
              {p.name}
            </Link>
          </Typography>
          {p.badge && <ProviderBadge badge={p.badge} />}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.5, color: 'text.secondary' }}>
          <Typography component="span" variant="body2">
            {p.type}
          </Typography>
          <RatingStars rating={p.rating} />
          {p.ratingCount !== null && (
            <Typography component="span" variant="body2">
              {X.reviews(p.ratingCount, p.ratingSource)}
            </Typography>
          )}
        </Box>
      </Box>

      <Box sx={{ gridArea: 'price', bgcolor: '#F5F9FF', border: 1, borderColor: '#D6E4F7', borderRadius: 2, p: 2, alignSelf: 'start' }}>
        <Typography component="p" aria-label={T.totalLabel(total, party)} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
          <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'primary.dark', lineHeight: 1.2 }}>
            {total}
          </Box>
          <Box component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            for {party}
          </Box>
        </Typography>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 1, mb: 1.5, fontSize: '0.875rem', '& td': { py: 0.25, verticalAlign: 'top' } }}>
          <Box component="caption" sx={visuallyHidden}>
            {T.breakdown}
          </Box>
          <tbody>
            {option.lines.map((line) => (
              <tr key={line.label}>
                <Box component="td" sx={{ color: 'text.secondary', pr: 1 }}>
                  {line.label}
                </Box>
                <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {usd(line.cents)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
        <BookButton providerId={p.id} clickPage="home" bookingUrl={p.bookingUrl} badge={p.badge} providerName={p.name} fullWidth />
      </Box>

      <Box sx={{ gridArea: 'facts', minWidth: 0 }}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {facts.map((fact) => (
            <Box component="li" key={fact} sx={{ fontSize: '0.85rem', bgcolor: 'grey.100', borderRadius: 5, px: 1.25, py: 0.375 }}>
              {fact}
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1.25, color: 'text.secondary' }}>
          {X.serves(p.servedPlaces)}
        </Typography>
        {hasMore && (
          <Box
            component="details"
            sx={{
              mt: 1,
              '& > summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600, fontSize: '0.9rem', py: 0.75, width: 'fit-content' },
              '& dt': { fontWeight: 700, fontSize: '0.85rem', mt: 1 },
              '& dd': { m: 0, fontSize: '0.875rem', color: 'text.secondary' },
            }}
          >
            <summary>{X.more}</summary>
            <Box component="dl" sx={{ m: 0 }}>
              {meeting.length > 0 && (
                <>
                  <dt>{X.meeting}</dt>
                  {meeting.map((m) => (
                    <dd key={m.where}>
                      {m.where}: {m.instructions}
                    </dd>
                  ))}
                </>
              )}
              {p.cancellationPolicy && (
                <>
                  <dt>{X.cancellation}</dt>
                  <dd>{p.cancellationPolicy}</dd>
                </>
              )}
              {access.length > 0 && (
                <>
                  <dt>{X.accessibility}</dt>
                  <dd>{access.join('. ')}</dd>
                </>
              )}
              {p.phone && (
                <>
                  <dt>{X.phone}</dt>
                  <dd>
                    <Link href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</Link>
                  </dd>
                </>
              )}
            </Box>
            {p.factsCheckedOn && (
              <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
                {X.checked(p.factsCheckedOn, today)}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
