// GraphQL object types (real types, not the REST text forms) and the named mappings from entities.
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { parsePriceRange, ratingValue, readMapCenter, readRoutePoints, effectiveRouteColor } from '../domain/provider';
import { fareUnit, type Accessibility as DomainAccessibility, type Fare as DomainFare, type OpeningHours as DomainOpeningHours } from '../domain/facts';
import type { Trip as DomainTrip, TripAnswer as DomainTripAnswer } from '../domain/trip';
import { CONTACT_RULES, FAQ_RULES, PROVIDER_RULES, fieldsOf, pick, type LatLng as DomainLatLng, type RoutePointInput as DomainRoutePoint } from '../domain/inputs';
import { MAP } from '../domain/rules';
import type { AdSpot, ContactSubmission, Faq, Provider, Resource, User } from '../entities';

export enum RoutePointKind {
  pickup = 'pickup',
  dropoff = 'dropoff',
  waypoint = 'waypoint',
}
registerEnumType(RoutePointKind, { name: 'RoutePointType', description: 'Where a route point sits on the trip' });

export enum AdTypeKind {
  adsense = 'adsense',
  ezoic = 'ezoic',
  custom = 'custom',
}
registerEnumType(AdTypeKind, { name: 'AdType' });

export enum ProviderOrder {
  rating = 'rating',
  price = 'price',
  name = 'name',
}
registerEnumType(ProviderOrder, {
  name: 'ProviderOrder',
  valuesConfig: {
    rating: { description: 'Highest rated first' },
    price: { description: 'Lowest starting price first' },
    name: { description: 'Alphabetical' },
  },
});

export enum FareBasisKind {
  PER_PERSON = 'PER_PERSON',
  PER_VEHICLE = 'PER_VEHICLE',
}
registerEnumType(FareBasisKind, {
  name: 'FareBasis',
  description: 'How a fare is counted',
  valuesConfig: {
    PER_PERSON: { description: 'Each traveller pays the fare' },
    PER_VEHICLE: { description: 'One fare for the whole vehicle, whatever the party' },
  },
});

export enum FeePerKind {
  BOOKING = 'BOOKING',
  PERSON = 'PERSON',
}
registerEnumType(FeePerKind, {
  name: 'FeePer',
  valuesConfig: { BOOKING: { description: 'Once per booking' }, PERSON: { description: 'Once per traveller' } },
});

export enum TripSortKind {
  RECOMMENDED = 'RECOMMENDED',
  PRICE = 'PRICE',
  RATING = 'RATING',
}
registerEnumType(TripSortKind, {
  name: 'TripSort',
  valuesConfig: {
    RECOMMENDED: { description: 'The providers in their own order (as every list shows them)' },
    PRICE: { description: "Lowest total for the party first; ties: higher rating first" },
    RATING: { description: 'Highest rated first; ties: lower total first' },
  },
});

@ObjectType()
export class LatLng implements DomainLatLng {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lng!: number;
}

@ObjectType()
export class RoutePoint implements DomainRoutePoint {
  @Field()
  name!: string;

  @Field(() => RoutePointKind)
  type!: RoutePointKind;

  @Field(() => LatLng)
  coordinates!: LatLng;
}

@ObjectType('Fare', { description: 'The fare between RDU Airport and a place' })
export class FareType implements DomainFare {
  @Field({ description: 'A search location other than RDU Airport' })
  place!: string;

  @Field(() => Float, { description: 'US dollars, at most 2 decimals' })
  amount!: number;
}

@ObjectType('Fee', { description: 'A charge on top of the fare, e.g. an airport fee' })
export class FeeType {
  @Field()
  label!: string;

  @Field(() => Float, { description: 'US dollars, at most 2 decimals' })
  amount!: number;

  @Field(() => FeePerKind)
  per!: FeePerKind;
}

@ObjectType('OpeningHours', { description: "Pickups from opens up to (not at) closes, at the site's time (America/New_York)" })
export class OpeningHoursType implements DomainOpeningHours {
  @Field(() => Int, { description: '0 = Sunday … 6 = Saturday' })
  day!: number;

  @Field({ description: "'HH:MM', 24-hour" })
  opens!: string;

  @Field({ description: "'HH:MM'; at or before opens: runs past midnight into the next day" })
  closes!: string;
}

@ObjectType('Accessibility')
export class AccessibilityType implements DomainAccessibility {
  @Field({ description: 'A vehicle with a ramp or lift: the rider stays in the wheelchair' })
  wheelchairVehicle!: boolean;

  @Field({ description: 'A folding wheelchair travels with the luggage' })
  foldingWheelchair!: boolean;

  @Field()
  serviceAnimals!: boolean;

  @Field(() => String, { nullable: true })
  notes!: string | null;
}

@ObjectType('PickupPoint', { description: 'Where the provider meets travellers at one terminal' })
export class PickupPointType {
  @Field({ description: "'Terminal 1' or 'Terminal 2'" })
  terminal!: string;

  @Field()
  instructions!: string;
}

@ObjectType('ProviderRef', { description: 'Names a provider' })
export class ProviderRefType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  slug!: string;
}

@ObjectType('Provider', { description: 'A ground-transport company serving RDU' })
export class ProviderType extends ProviderRefType {
  @Field({ description: "Free text such as 'Shuttle Van' or 'Shared & Private'" })
  type!: string;

  @Field()
  imageUrl!: string;

  @Field(() => String, { nullable: true })
  badge!: string | null;

  @Field(() => Float)
  rating!: number;

  @Field(() => [String])
  features!: string[];

  @Field({ description: "As entered, e.g. '$25.99 - $65.99'" })
  priceRange!: string;

  @Field(() => Float, { nullable: true, description: 'The low end of priceRange, when it holds a number' })
  priceFrom!: number | null;

  @Field(() => Float, { nullable: true, description: 'The high end of priceRange, when it holds a number' })
  priceTo!: number | null;

  @Field({ description: "'per person' when fareBasis is PER_PERSON, 'per ride' otherwise" })
  priceUnit!: string;

  @Field(() => FareBasisKind)
  fareBasis!: FareBasisKind;

  @Field(() => [FareType], { description: 'Fares per place; a place without one costs the low end of priceRange' })
  fares!: FareType[];

  @Field(() => [FeeType])
  fees!: FeeType[];

  @Field()
  serviceArea!: string;

  @Field(() => [String], { description: 'The search locations it serves (pick-up and drop-off)' })
  servedPlaces!: string[];

  @Field(() => Int, { description: 'The largest party one booking carries' })
  maxPassengers!: number;

  @Field(() => Int, { nullable: true, description: 'Large bags one booking carries; null: not entered' })
  maxBags!: number | null;

  @Field(() => [OpeningHoursType], { description: "Openings per weekday; none: around the clock ('24 Hours')" })
  hours!: OpeningHoursType[];

  @Field(() => Int, { description: 'Hours between booking and pickup; 0: on demand' })
  minNoticeHours!: number;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Int, { nullable: true, description: 'Minutes the driver waits at no charge; null: not entered' })
  freeWaitMinutes!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Follows the flight, so a late landing keeps the ride; null: not entered' })
  flightTracking!: boolean | null;

  @Field(() => String, { nullable: true })
  cancellationPolicy!: string | null;

  @Field(() => AccessibilityType, { nullable: true, description: 'null: not entered' })
  accessibility!: AccessibilityType | null;

  @Field(() => [PickupPointType], { description: 'Meeting points at the terminals' })
  pickupPoints!: PickupPointType[];

  @Field(() => Int, { nullable: true, description: 'How many reviews the rating is the average of' })
  ratingCount!: number | null;

  @Field(() => String, { nullable: true, description: "Where the rating comes from, e.g. 'Google reviews'" })
  ratingSource!: string | null;

  @Field(() => String, { nullable: true, description: "When the facts were last checked, 'YYYY-MM-DD'" })
  factsCheckedOn!: string | null;

  @Field()
  description!: string;

  @Field()
  shortDescription!: string;

  @Field()
  bookingUrl!: string;

  @Field(() => LatLng, { nullable: true })
  mapCenter!: LatLng | null;

  @Field(() => Int)
  defaultZoom!: number;

  @Field(() => [RoutePoint])
  routePoints!: RoutePoint[];

  @Field()
  routeColor!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType('Resource')
export class ResourceType {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field()
  imageUrl!: string;

  @Field({ description: 'Guide, Hotels, Attractions, Business or Events' })
  type!: string;

  @Field()
  linkUrl!: string;

  @Field()
  linkText!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType('Faq')
export class FaqType {
  @Field(() => Int)
  id!: number;

  @Field()
  question!: string;

  @Field()
  answer!: string;

  @Field(() => Int, { description: 'Its place in the FAQ order, from 1 (first); the public list follows it' })
  position!: number;

  @Field()
  createdAt!: Date;
}

@ObjectType('ContactSubmission')
export class ContactSubmissionType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  subject!: string;

  @Field()
  message!: string;

  @Field()
  isRead!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType('ContactPage', { description: 'One page of the inbox, newest first' })
export class ContactPageType {
  @Field(() => [ContactSubmissionType])
  items!: ContactSubmissionType[];

  @Field(() => Int, { description: 'Messages matching the filters, all pages together' })
  total!: number;

  @Field(() => Int, { description: 'Unread messages matching the search, whatever the unread filter' })
  unreadTotal!: number;
}

@ObjectType('AdSpot')
export class AdSpotType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  location!: string;

  @Field(() => AdTypeKind)
  adType!: AdTypeKind;

  @Field(() => String, { nullable: true, description: 'Raw markup as entered; pages never inject it as-is' })
  adCode!: string | null;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true })
  linkUrl!: string | null;

  @Field()
  isEnabled!: boolean;

  @Field({ description: "'WIDTHxHEIGHT' in px" })
  dimensions!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType('User')
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field()
  isAdmin!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType('DayClicks')
export class DayClicksType {
  @Field({ description: "The site's calendar day (America/New_York), 'YYYY-MM-DD'" })
  day!: string;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType('PageClicks')
export class PageClicksType {
  @Field({ description: "Where the booking link sits: 'home', 'comparison', 'providers' or 'provider'" })
  page!: string;

  @Field({ description: "The dashboard's words for it, e.g. 'Comparison table'" })
  label!: string;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType('ProviderClicks', { description: "One provider's booking clicks over a report's days" })
export class ProviderClicksType {
  @Field(() => ProviderRefType)
  provider!: ProviderRefType;

  @Field(() => Int, { description: 'All the days together' })
  clicks!: number;

  @Field(() => [DayClicksType], { description: 'Every day of the report, oldest first, days without clicks included' })
  daily!: DayClicksType[];

  @Field(() => [PageClicksType], { description: 'Each page the link sits on, pages without clicks included' })
  pages!: PageClicksType[];
}

@ObjectType('Stats')
export class StatsType {
  @Field(() => Int)
  providerCount!: number;

  @Field(() => Int)
  resourceCount!: number;

  @Field(() => Int)
  faqCount!: number;

  @Field(() => Int)
  contactCount!: number;

  @Field(() => Int)
  unreadContactCount!: number;
}

// ---- the trip answer ------------------------------------------------------------------------

@ObjectType('TripLine', { description: 'One line of a total, e.g. "4 × $18.50 per person" or "Airport fee"' })
export class TripLineType {
  @Field()
  label!: string;

  @Field(() => Float, { description: 'US dollars' })
  amount!: number;
}

@ObjectType('TripOption', { description: 'A provider that can take the trip, and what it costs the party' })
export class TripOptionType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => Float, { description: "The party's price in US dollars: exactly the sum of the lines" })
  total!: number;

  @Field({ description: "'USD'" })
  currency!: string;

  @Field(() => FareBasisKind)
  basis!: FareBasisKind;

  @Field(() => [TripLineType])
  lines!: TripLineType[];
}

@ObjectType('TripExclusion', { description: 'A provider that cannot take the trip' })
export class TripExclusionType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => [String], { description: "Every reason, in words, e.g. 'Carries at most 4 passengers'" })
  reasons!: string[];
}

@ObjectType('Trip', { description: 'The trip as it was judged: the input with its defaults filled in' })
export class TripType {
  @Field()
  from!: string;

  @Field()
  to!: string;

  @Field({ description: "The day at the site, 'YYYY-MM-DD' (today when none was given)" })
  date!: string;

  @Field(() => String, { nullable: true, description: "'HH:MM', or null: any time that day" })
  time!: string | null;

  @Field(() => Int)
  passengers!: number;

  @Field(() => Int)
  bags!: number;

  @Field()
  wheelchair!: boolean;

  @Field(() => TripSortKind)
  sort!: TripSortKind;
}

@ObjectType('TripAnswer')
export class TripAnswerType {
  @Field(() => TripType)
  trip!: TripType;

  @Field(() => [TripOptionType], { description: 'Providers that can take the trip, in the order asked' })
  options!: TripOptionType[];

  @Field(() => [TripExclusionType], { description: 'Every other provider, in their own order, with its reasons' })
  excluded!: TripExclusionType[];
}

// ---- paged admin lists ----------------------------------------------------------------------

/** The arguments of every paged admin list; the service reads them (defaults, bounds, messages). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: 'Rows per page: 100 unless given, at most 500' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows to skip: 0 unless given' })
  offset?: number | null;

  @Field(() => String, { nullable: true, description: 'Part of the searched texts, any case (at most 100 characters)' })
  q?: string | null;

  @Field(() => String, { nullable: true, description: "A field the list can be ordered by (see the query's description); oldest first unless given" })
  sort?: string | null;

  @Field(() => String, { nullable: true, description: "'asc' (the default) or 'desc'" })
  order?: string | null;
}

@ArgsType()
export class AdSpotPageArgs extends PageArgs {
  @Field(() => AdTypeKind, { nullable: true, description: 'Only spots of this type' })
  adType?: AdTypeKind | null;
}

/** `{ items, total }` of one item type: one page and the number of matching rows, all pages together. */
function PageOf<T extends object>(item: ClassType<T>) {
  // Not in the schema itself: only the named classes below are (type-graphql emits what queries reach).
  @ObjectType()
  abstract class PageType {
    @Field(() => [item])
    items!: T[];

    @Field(() => Int, { description: 'Rows matching the search and filters, all pages together' })
    total!: number;
  }
  return PageType;
}

@ObjectType('ProviderPage')
export class ProviderPageType extends PageOf(ProviderType) {}

@ObjectType('ResourcePage')
export class ResourcePageType extends PageOf(ResourceType) {}

@ObjectType('FaqPage')
export class FaqPageType extends PageOf(FaqType) {}

@ObjectType('AdSpotTypeCounts', { description: 'Ad spots of each type matching the search' })
export class AdSpotTypeCountsType {
  @Field(() => Int)
  adsense!: number;

  @Field(() => Int)
  ezoic!: number;

  @Field(() => Int)
  custom!: number;
}

@ObjectType('AdSpotPage')
export class AdSpotPageType extends PageOf(AdSpotType) {
  @Field(() => AdSpotTypeCountsType)
  byType!: AdSpotTypeCountsType;
}

// ---- mappings -------------------------------------------------------------------------------

export function toProviderType(p: Provider, onMalformed: (error: string) => void): ProviderType {
  const price = parsePriceRange(p.priceRange);
  const report = (error: string) => onMalformed(`provider ${p.id}: ${error}`);
  return {
    id: p.id,
    ...pick(p, fieldsOf(PROVIDER_RULES)),
    rating: ratingValue(p.rating),
    features: Array.isArray(p.features) ? p.features : [],
    priceFrom: price.from,
    priceTo: price.to,
    priceUnit: fareUnit(p.fareBasis),
    fareBasis: p.fareBasis as FareBasisKind,
    fees: p.fees.map((f) => ({ ...f, per: f.per as FeePerKind })),
    mapCenter: readMapCenter(p.mapCenter, report),
    defaultZoom: p.defaultZoom ?? MAP.defaultZoom,
    routePoints: readRoutePoints(p.routePoints, report) as RoutePoint[],
    routeColor: effectiveRouteColor(p.routeColor),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export function toTripAnswerType<P>(answer: DomainTripAnswer<P>, shape: (provider: P) => ProviderType): TripAnswerType {
  return {
    trip: toTripType(answer.trip),
    options: answer.options.map((o) => ({
      provider: shape(o.provider),
      total: o.total,
      currency: o.currency,
      basis: o.basis as FareBasisKind,
      lines: o.lines.map((l) => ({ label: l.label, amount: l.amount })),
    })),
    excluded: answer.excluded.map((e) => ({ provider: shape(e.provider), reasons: e.reasons })),
  };
}

const toTripType = (t: DomainTrip): TripType => ({ ...t, sort: t.sort as TripSortKind });

export const toResourceType = (r: Resource): ResourceType => ({ ...r });
export const toFaqType = (f: Faq): FaqType => ({ id: f.id, ...pick(f, fieldsOf(FAQ_RULES)), createdAt: f.createdAt });
export const toContactType = (c: ContactSubmission): ContactSubmissionType => ({
  id: c.id, ...pick(c, fieldsOf(CONTACT_RULES)), isRead: c.isRead, createdAt: c.createdAt,
});
export const toAdSpotType = (a: AdSpot): AdSpotType => ({ ...a, adType: a.adType as AdTypeKind });
export const toUserType = (u: User): UserType => pick(u, ['id', 'username', 'isAdmin', 'createdAt']);
