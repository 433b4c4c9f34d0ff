// Test data for the web components: a provider card's fields with sensible defaults (the facts as a
// provider has them when none were entered: around the clock, no bags, no review count).
import type { ProviderCardFieldsFragment } from '../../web/data/generated';

export function provider(overrides: Partial<ProviderCardFieldsFragment> = {}): ProviderCardFieldsFragment {
  return {
    id: 1,
    name: 'Triangle Airport Express',
    slug: 'triangleairportexpress',
    type: 'Shuttle Van',
    imageUrl: '/demo/providers/triangleairportexpress.svg',
    badge: null,
    rating: 4.8,
    features: ['Door-to-door service', 'Flight tracking', 'Free child seats', 'Meet & greet'],
    priceRange: '$25.99 - $65.99',
    priceFrom: 25.99,
    priceUnit: 'per ride',
    serviceArea: 'Raleigh, Cary',
    servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary'],
    maxPassengers: 14,
    maxBags: null,
    hours: [],
    // Around the clock unless openings are given (then they say when).
    aroundTheClock: !overrides.hours?.length,
    ratingCount: null,
    ratingSource: null,
    shortDescription: 'Door-to-door vans, 24/7',
    bookingUrl: 'https://book.example.com/tae?ref=rdurides',
    discountPercent: null,
    discountCode: null,
    discountUrl: null,
    ...overrides,
  };
}
