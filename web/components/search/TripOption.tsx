// One provider that can take the trip: the party's total ('$74.00 for 4') and the lines it adds up
// from, as the trip rule made them; the facts that decide a ride (when it picks up, the notice it
// needs, waiting, flight tracking, luggage, accessibility, the places it serves, which are the
// list the search itself reads); more in a native <details> (meeting points, cancellation, phone,
// when the facts were checked); the booking link, counted as a home page click; and "Save for my
// arrival" (the ride kept on this device, components/arrival/).
// Plain elements styled from the row's one style rule: a row is drawn many times (and hydrated),
// and each styled component costs its own style work.
import { Box } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hoursSummary, openingsOf } from '../../../api/domain/hours';
import { usd } from '../../../api/domain/money';
import type { LinkTrip } from '../../../api/domain/bookingLink';
import { priceTermsLines, totalLabelOf, type Trip, type TripOption as RuleOption } from '../../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T, calendarText } from '../../../api/domain/tripSearch';
import type { HomeProvidersQuery } from '../../data/generated';
import SaveArrivalButton from '../arrival/SaveArrivalButton';
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

/** Read by screen readers, not shown. */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Meeting points, the two terminals as one line when they say the same. */
function meetingLines(points: TripProviderData['pickupPoints']): { where: string; instructions: string }[] {
  if (points.length === 2 && points[0].instructions === points[1].instructions) return [{ where: 'Terminals 1 and 2', instructions: points[0].instructions }];
  return points.map((p) => ({ where: p.terminal, instructions: p.instructions }));
}

const secondary = 'text.secondary';

/** The row's one style rule; its parts are plain elements named by class. */
const rowSx = {
  listStyle: 'none',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 3,
  p: { xs: 2, md: 3 },
  display: 'grid',
  columnGap: 3,
  rowGap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
  gridTemplateAreas: { xs: '"head" "price" "facts"', md: '"head price" "facts price"' },
  '& .sr': visuallyHidden,
  '& .head': { gridArea: 'head', minWidth: 0 },
  '& .title': { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
  '& h3': { m: 0, typography: 'h6', fontWeight: 700, lineHeight: 1.3 },
  '& h3 .position': { color: secondary, fontWeight: 600, mr: 0.75 },
  '& h3 a': { color: 'primary.main', textDecorationColor: 'rgba(21, 101, 192, 0.4)' },
  '& .meta': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.5, color: secondary, typography: 'body2' },
  '& .price': { gridArea: 'price', alignSelf: 'start', bgcolor: 'brand.surface', border: 1, borderColor: 'brand.surfaceBorder', borderRadius: 2, p: 2 },
  '& .total': { m: 0, display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' },
  '& .total .amount': { fontSize: '1.75rem', fontWeight: 800, color: 'primary.dark', lineHeight: 1.2 },
  '& .total .party': { fontWeight: 600, color: secondary },
  '& .total .estimate': { flexBasis: '100%', fontWeight: 700, color: secondary, typography: 'body2' },
  '& .terms': { mt: -0.5, mb: 1.5, color: secondary, typography: 'body2' },
  '& table': { width: '100%', borderCollapse: 'collapse', mt: 1, mb: 1.5, fontSize: '0.875rem' },
  '& td': { py: 0.25, verticalAlign: 'top', p: 0 },
  '& td.label': { color: secondary, pr: 1 },
  '& td.amount': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  // The provider's discount: a line of its own, set apart from the fares and fees above it.
  '& tr.discount td': { color: 'success.dark', fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 },
  '& .facts': { gridArea: 'facts', minWidth: 0 },
  '& .chips': { m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 },
  '& .chips li': { fontSize: '0.85rem', bgcolor: 'grey.100', borderRadius: 5, px: 1.25, py: 0.375 },
  '& .serves': { mt: 1.25, mb: 0, color: secondary, typography: 'body2' },
  '& details': { mt: 1 },
  '& summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600, fontSize: '0.9rem', py: 0.75, width: 'fit-content' },
  '& dl': { m: 0 },
  '& dt': { fontWeight: 700, fontSize: '0.85rem', mt: 1 },
  '& dd': { m: 0, fontSize: '0.875rem', color: secondary },
  '& .checked': { mt: 1, mb: 0, color: secondary, typography: 'caption' },
  '& dd a': { color: 'primary.main' },
} as const;

function TripOption({
  option,
  position,
  party,
  today,
  trip,
  linkTrip,
  providerQuery,
  actionable = true,
}: {
  option: RuleOption<TripProviderData>;
  position: number;
  party: number;
  today: string;
  trip: Trip;
  linkTrip: LinkTrip;
  /** The provider page's query carrying this trip (providerTripQuery), so its Book Now link is filled alike. */
  providerQuery: string;
  /** False while a newer search's answer is on its way: Book Now and Save act on this trip, so they are disabled. */
  actionable?: boolean;
}) {
  const p = option.provider;
  const X = TRIP_OPTION_TEXTS;
  const total = usd(option.totalCents);
  const titleId = `trip-option-${p.id}`;
  const facts = [
    X.pickups(hoursSummary(openingsOf(p))),
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
  // 'Total $74.00 for 4 passengers' to screen readers (T.totalLabel); '$74.00 for 4' on screen.
  const partyWords = T.party(party).replace(/^\d+/, '');

  return (
    <Box component="li" aria-labelledby={titleId} data-provider={p.slug} sx={rowSx}>
      <div className="head">
        <div className="title">
          <h3 id={titleId}>
            <span className="position">{position}.</span>
            <RouterLink to={`/providers/${p.slug}?${providerQuery}`}>{p.name}</RouterLink>
          </h3>
          {p.badge && <ProviderBadge badge={p.badge} />}
        </div>
        <div className="meta">
          <span>{p.type}</span>
          <RatingStars rating={p.rating} />
          {p.ratingCount !== null && <span>{X.reviews(p.ratingCount, p.ratingSource)}</span>}
        </div>
      </div>

      <div className="price">
        <p className="total" data-testid="trip-total">
          {/* A metered fare's total is an estimate, and says so where the amount is read. */}
          <span className={option.estimate ? 'estimate' : 'sr'}>{totalLabelOf(option)} </span>
          <span className="amount">{total}</span>{' '}
          <span className="party">
            for {party}
            <span className="sr">{partyWords}</span>
          </span>
        </p>
        <table>
          <caption className="sr">{T.breakdown}</caption>
          <tbody>
            {option.lines.map((line) => (
              <tr key={line.label} className={line.kind === 'DISCOUNT' ? 'discount' : undefined}>
                <td className="label">{line.label}</td>
                <td className="amount">{usd(line.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="terms" data-testid="trip-terms">
          {priceTermsLines(option).join(' \u00b7 ')}
        </p>
        <BookButton providerId={p.id} clickPage="home" bookingUrl={p.bookingUrl} discount={p} providerName={p.name} trip={linkTrip} fullWidth disabled={!actionable} />
        <SaveArrivalButton source={p} trip={trip} fullWidth disabled={!actionable} />
      </div>

      <div className="facts">
        <ul className="chips">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className="serves">{X.serves(p.servedPlaces)}</p>
        {hasMore && (
          <details>
            <summary>{X.more}</summary>
            <dl>
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
                    <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a>
                  </dd>
                </>
              )}
            </dl>
            {p.factsCheckedOn && <p className="checked">{X.checked(p.factsCheckedOn, today)}</p>}
          </details>
        )}
      </div>
    </Box>
  );
}

/** The answer is drawn again each minute and once the page runs; a row whose option did not change is not. */
export default memo(TripOption);
