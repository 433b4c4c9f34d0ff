// Believable demo content for the Raleigh-Durham area, kept as data in demoContent.json (real
// places: RDU terminals, downtown Raleigh, Durham, Chapel Hill, RTP, Cary). Company names are
// invented, phone numbers are not used, and every image is served by this site (web/public/demo/).
import type { ProviderFacts } from '../../domain/facts';
import type { RoutePoint } from '../../domain/provider';
import type { PriceFact } from '../../domain/trip';
import demo from './demoContent.json';

/**
 * A demo provider: its facts agree with its own description (hours, fares, bags, policies). Its
 * price range and service area are derived when it is seeded, as every save derives them; no
 * openings means around the clock here.
 */
export interface DemoProvider extends Omit<ProviderFacts, 'aroundTheClock' | PriceFact>, Partial<Pick<ProviderFacts, PriceFact>> {
  name: string;
  slug: string;
  type: string;
  imageUrl: string;
  badge: string | null;
  rating: string;
  features: string[];
  priceRange: string;
  serviceArea: string;
  servedPlaces: string[];
  maxPassengers: number;
  description: string;
  shortDescription: string;
  bookingUrl: string;
  /** An offer the link applies (api/domain/discount.ts); left out: none. */
  discountPercent?: number;
  discountCode?: string;
  discountUrl?: string;
  mapCenter: { lat: number; lng: number } | null;
  defaultZoom: number;
  routePoints: RoutePoint[];
  routeColor: string;
}

export const DEMO_PROVIDERS = demo.providers as DemoProvider[];
export const DEMO_RESOURCES = demo.resources;
export const DEMO_FAQS = demo.faqs;
export const DEMO_AD_SPOTS = demo.adSpots;
/**
 * What exists at RDU at any hour (the taxi rank, GoTriangle's Route 100, the airport's accessibility
 * page), written from the airport's and GoTriangle's public pages as of 2026-11: demo content like the
 * rest, which the operator checks before launch (the admin page says so). Links go to each site's home
 * page (no deep link is guessed) and no phone number is given.
 */
export const DEMO_AIRPORT_OPTIONS = demo.airportOptions;
