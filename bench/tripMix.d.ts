// Types of bench/tripMix.js for the TypeScript tests that use it.
export interface TripMixProvider {
  type: 'Shared Shuttle' | 'Black Car';
  imageUrl: string;
  priceRange: string;
  serviceArea: string;
  rating: string;
  features: string[];
  servedPlaces: string[];
  maxPassengers: number;
  maxBags: number | null;
  fareBasis: 'PER_PERSON' | 'PER_VEHICLE';
  fares: { place: string; amount: number }[];
  fees: { label: string; amount: number; per: 'BOOKING' | 'PERSON' }[];
  hours: { day: number; opens: string; closes: string }[];
  minNoticeHours: number;
}

export function tripMixProvider(i: number, places: readonly string[]): TripMixProvider;
