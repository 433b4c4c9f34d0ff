// Test data for the home page's trip answer: providers with the fields the HomeProviders query
// reads (a card's fields and the facts the trip rule and its options read), modelled on the demo
// content. Every fact can be overridden.
import type { HomeProvidersQuery } from '../../web/data/generated';
import { provider } from './providerCards';

export type TripTestProvider = HomeProvidersQuery['providers'][number];

type P = TripTestProvider;
// Each object as the server sends it, with its __typename (what Apollo's cache reads); the generated
// types leave it out.
const typed = <T,>(typename: string, value: T): T => ({ __typename: typename, ...value }) as T;
const fare = (place: string, amount: number) => typed<P['fares'][number]>('Fare', { place, amount });
const fee = (label: string, amount: number, per: 'BOOKING' | 'PERSON') => typed<P['fees'][number]>('Fee', { label, amount, per });
const meet = (terminal: string, instructions: string) => typed<P['pickupPoints'][number]>('PickupPoint', { terminal, instructions });
const everyDay = (opens: string, closes: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => typed<P['hours'][number]>('OpeningHours', { day, opens, closes }));

export function tripProvider(overrides: Partial<TripTestProvider> = {}): TripTestProvider {
  return typed<TripTestProvider>('Provider', {
    ...provider(),
    fareBasis: 'PER_VEHICLE',
    fares: [],
    fees: [],
    maxBags: null,
    priceKind: null,
    tipIncluded: null,
    bagsPerTraveller: null,
    extraBagFeeCents: null,
    minPassengers: null,
    hours: [],
    aroundTheClock: !overrides.hours?.length,
    minNoticeHours: 0,
    accessibility: null,
    freeWaitMinutes: null,
    flightTracking: null,
    pickupPoints: [],
    phone: null,
    email: null,
    cancellationPolicy: null,
    ratingCount: null,
    ratingSource: null,
    factsCheckedOn: null,
    ...overrides,
  });
}

/** Four providers: a van (per vehicle, 24 hours), a shared ride (per person, 5am–midnight), a cab (a fee, no Downtown), a minibus (wheelchair lift, 48 h notice). */
export const TRIP_PROVIDERS: TripTestProvider[] = [
  tripProvider({
    id: 1,
    name: 'Airport Van',
    slug: 'airportvan',
    type: 'Shuttle Van',
    rating: 4.8,
    badge: 'Most Popular',
    priceRange: '$25.99 - $65.99',
    servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary'],
    maxPassengers: 14,
    fares: [fare('Downtown Raleigh', 39.99), fare('Cary', 49.99)],
    maxBags: 28,
    minNoticeHours: 2,
    freeWaitMinutes: 30,
    flightTracking: true,
    pickupPoints: [
      meet('Terminal 1', 'Baggage claim, by your carousel.'),
      meet('Terminal 2', 'Baggage claim, by your carousel.'),
    ],
    cancellationPolicy: 'Free cancellation up to 2 hours before pickup.',
    ratingCount: 1284,
    ratingSource: 'Google reviews',
    factsCheckedOn: '2026-11-20',
    bookingUrl: 'https://book.example.com/van',
  }),
  tripProvider({
    id: 2,
    name: 'Shared Ride',
    slug: 'sharedride',
    type: 'Shared Shuttle',
    rating: 4.5,
    priceRange: '$18.50 - $39.00',
    priceUnit: 'per person',
    servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Cary'],
    maxPassengers: 6,
    fareBasis: 'PER_PERSON',
    fares: [fare('Downtown Raleigh', 18.5), fare('Cary', 24)],
    fees: [fee('Airport fee', 2, 'PERSON')],
    maxBags: 6,
    hours: everyDay('05:00', '00:00'),
    bookingUrl: 'https://book.example.com/shared',
  }),
  tripProvider({
    id: 3,
    name: 'Durham Cab',
    slug: 'durhamcab',
    type: 'Taxi Service',
    rating: 4.6,
    priceRange: '$32.00 - $75.00',
    servedPlaces: ['RDU Airport', 'Durham', 'Chapel Hill'],
    maxPassengers: 4,
    fees: [fee('Airport access fee', 2.5, 'BOOKING')],
    maxBags: 3,
    bookingUrl: 'https://book.example.com/cab',
  }),
  tripProvider({
    id: 4,
    name: 'Group Minibus',
    slug: 'groupminibus',
    type: 'Minibus',
    rating: 4.3,
    priceRange: '$120.00 - $280.00',
    servedPlaces: ['RDU Airport', 'Downtown Raleigh', 'Durham'],
    maxPassengers: 24,
    fares: [fare('Downtown Raleigh', 195)],
    maxBags: 48,
    hours: everyDay('06:00', '23:00'),
    minNoticeHours: 48,
    accessibility: typed<NonNullable<P['accessibility']>>('Accessibility', { wheelchairVehicle: true, foldingWheelchair: true, serviceAnimals: true, notes: 'Wheelchair-lift minibus on request.' }),
    bookingUrl: 'https://book.example.com/minibus',
  }),
];
