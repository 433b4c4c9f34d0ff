// A provider page opened from a trip answer (issue 35, item 5): that trip's total and the lines it
// adds up from, by the same rule as the answer (tripPrice), so the page and the answer agree to the
// cent; a metered fare's total is worded as an estimate and the tip is said. Without a trip, or
// with one this provider states no fare for, the page shows its "Starting from" as before.
import { Box } from '@mui/material';
import type { LinkTrip } from '../../../api/domain/bookingLink';
import { usd } from '../../../api/domain/money';
import { priceTermsLines, priceTermsOf, totalLabelOf, tripPrice, type TripProvider } from '../../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T } from '../../../api/domain/tripSearch';

type PricedProvider = Pick<TripProvider, 'fareBasis' | 'fares' | 'fees' | 'bookingUrl' | 'discountPercent' | 'discountCode' | 'discountUrl' | 'bagsPerTraveller' | 'extraBagFeeCents' | 'priceKind' | 'tipIncluded'>;

export const PROVIDER_TRIP_PRICE_TEXTS = {
  /** 'Your trip: RDU Airport to Cary, 2 passengers, 3 large bags' */
  heading: (trip: { from: string; to: string; passengers: number; bags: number }) =>
    `Your trip: ${trip.from} to ${trip.to}, ${T.party(trip.passengers)}${trip.bags ? `, ${T.bagsCount(trip.bags)}` : ''}`,
} as const;

/** The trip's price for this provider, or null when the page has no trip or the provider states no fare for it. */
export function providerTripPrice(p: PricedProvider, trip: LinkTrip | null) {
  if (!trip?.from || !trip.to) return null;
  const party = { from: String(trip.from), to: String(trip.to), passengers: Number(trip.passengers ?? 1), bags: Number(trip.bags ?? 0) };
  const price = tripPrice(p, party);
  return price && { ...price, ...party, ...priceTermsOf(p) };
}

export type ProviderTripPriceValue = NonNullable<ReturnType<typeof providerTripPrice>>;

export default function ProviderTripPrice({ price, light = false }: { price: ProviderTripPriceValue; light?: boolean }) {
  const secondary = light ? 'inherit' : 'text.secondary';
  return (
    <Box data-testid="provider-trip-price" sx={{ color: light ? 'common.white' : undefined }}>
      <Box component="p" sx={{ m: 0, typography: 'body2', color: secondary, opacity: light ? 0.9 : 1 }}>
        {PROVIDER_TRIP_PRICE_TEXTS.heading(price)}
      </Box>
      <Box component="p" data-testid="provider-trip-total" sx={{ m: 0, mt: 0.5, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 0.75 }}>
        <Box component="span" sx={{ fontWeight: 700, color: secondary }}>
          {totalLabelOf(price)}
        </Box>
        <Box component="span" sx={{ fontSize: light ? '1.5rem' : '2rem', fontWeight: 800 }}>
          {usd(price.totalCents)}
        </Box>
        <Box component="span" sx={{ color: secondary }}>for {T.party(price.passengers)}</Box>
      </Box>
      {!light && (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 1, fontSize: '0.875rem', '& td': { p: 0, py: 0.25, verticalAlign: 'top' } }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{T.breakdown}</caption>
          <tbody>
            {price.lines.map((line) => (
              <Box component="tr" key={line.label} sx={line.kind === 'DISCOUNT' ? { '& td': { color: 'success.dark', fontWeight: 700 } } : undefined}>
                <Box component="td" sx={{ color: 'text.secondary', pr: 1 }}>
                  {line.label}
                </Box>
                <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {usd(line.cents)}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
      )}
      <Box component="p" data-testid="provider-trip-terms" sx={{ m: 0, mt: 0.75, typography: 'body2', color: secondary, opacity: light ? 0.9 : 1 }}>
        {priceTermsLines(price).join(' \u00b7 ')}
      </Box>
    </Box>
  );
}
