// GraphQL object types of a provider and its facts (real types, not the REST text forms), and the named
// mapping from the entity.
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { parsePriceRange, ratingValue, readMapCenter, readRoutePoints, effectiveRouteColor } from '../../domain/provider';
import { fareUnit, type Accessibility as DomainAccessibility, type Fare as DomainFare, type OpeningHours as DomainOpeningHours } from '../../domain/facts';
import { PROVIDER_RULES, fieldsOf, pick, type LatLng as DomainLatLng, type RoutePointInput as DomainRoutePoint } from '../../domain/inputs';
import { MAP } from '../../domain/rules';
import type { Provider } from '../../entities';
import { PageArgs, PageOf } from '../paging';

export enum RoutePointKind {
  pickup = 'pickup',
  dropoff = 'dropoff',
  waypoint = 'waypoint',
}

registerEnumType(RoutePointKind, { name: 'RoutePointType', description: 'Where a route point sits on the trip' });

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

  @Field(() => Int, { nullable: true, description: "The discount's whole percent, as the operator entered it; claimed only with a code the booking URL carries ({discountCode}) or a discount link" })
  discountPercent!: number | null;

  @Field(() => String, { nullable: true, description: 'The code Book Now carries (the {discountCode} placeholder), shown beside it' })
  discountCode!: string | null;

  @Field(() => String, { nullable: true, description: 'A booking link (a template, as bookingUrl) that applies the discount: Book Now opens it in place of bookingUrl' })
  discountUrl!: string | null;

  @Field(() => LatLng, { nullable: true })
  mapCenter!: LatLng | null;

  @Field(() => Int)
  defaultZoom!: number;

  @Field(() => [RoutePoint])
  routePoints!: RoutePoint[];

  @Field()
  routeColor!: string;

  @Field(() => Date, { nullable: true, description: 'When it was archived: off the site, its history kept (only administrators see archived providers); null: shown' })
  archivedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: "While archived: the provider its page sends visitors to (301); null: its page answers 410 Gone" })
  redirectToId!: number | null;

  @Field(() => Int, { description: 'Raised by every save; an update names the version it was read at (expectedVersion) or is refused with CONFLICT' })
  version!: number;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType('ProviderStatusCounts', { description: 'Providers matching the search, shown on the site and archived' })
export class ProviderStatusCountsType {
  @Field(() => Int)
  active!: number;

  @Field(() => Int)
  archived!: number;
}

@ObjectType('ProviderPage')
export class ProviderPageType extends PageOf(ProviderType) {
  @Field(() => ProviderStatusCountsType, { description: "Whichever the page lists (the tabs' counts)" })
  byStatus!: ProviderStatusCountsType;
}

@ArgsType()
export class ProviderPageArgs extends PageArgs {
  @Field(() => Boolean, { nullable: true, description: 'true: only archived providers; false or left out: only those shown on the site' })
  archived?: boolean | null;
}

@ObjectType('ProviderRemoval', { description: 'What a delete did: deleted, or archived instead because clicks or conversions refer to the provider' })
export class ProviderRemovalType {
  @Field({ description: 'true: deleted; false: archived instead (or it stays archived), its history kept' })
  deleted!: boolean;

  @Field({ description: 'What happened, in words for the admin' })
  message!: string;

  @Field(() => ProviderType, { nullable: true, description: 'The archived provider; null when it was deleted' })
  provider!: ProviderType | null;
}

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
    archivedAt: p.archivedAt,
    redirectToId: p.redirectToId,
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}
