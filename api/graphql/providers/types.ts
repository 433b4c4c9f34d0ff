// GraphQL object types of a provider and its facts (real types, not the REST text forms), and the named
// mapping from the entity.
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { parsePriceRange, ratingValue, readMapCenter, readRoutePoints, effectiveRouteColor } from '../../domain/provider';
import { accessibilityWire, fareUnit, type AccessibilityWire, type Fare as DomainFare, type OpeningHours as DomainOpeningHours } from '../../domain/facts';
import { PROVIDER_RULES, fieldsOf, pick, type LatLng as DomainLatLng, type RoutePointInput as DomainRoutePoint } from '../../domain/inputs';
import { MAP } from '../../domain/rules';
import type { Provider } from '../../entities';
import { PageArgs, PageOf } from '../paging';
import { describedEnum, Versioned } from '../records';

export enum RoutePointKind {
  pickup = 'pickup',
  dropoff = 'dropoff',
  waypoint = 'waypoint',
}

registerEnumType(RoutePointKind, { name: 'RoutePointType', description: 'Where a route point sits on the trip' });

export const ProviderOrder = describedEnum('ProviderOrder', {
  rating: 'Highest rated first',
  price: 'Lowest starting price first',
  name: 'Alphabetical',
});
export type ProviderOrder = (typeof ProviderOrder)[keyof typeof ProviderOrder];

export const FareBasisKind = describedEnum('FareBasis', {
  PER_PERSON: 'Each traveller pays the fare',
  PER_VEHICLE: 'One fare for the whole vehicle, whatever the party',
}, 'How a fare is counted');
export type FareBasisKind = (typeof FareBasisKind)[keyof typeof FareBasisKind];

export const FeePerKind = describedEnum('FeePer', { BOOKING: 'Once per booking', PERSON: 'Once per traveller' });
export type FeePerKind = (typeof FeePerKind)[keyof typeof FeePerKind];

export const PriceKindType = describedEnum('PriceKind', {
  FIXED: 'A fixed price: the total is what the traveller pays',
  METERED: "A metered fare: the total is an estimate ('Estimated total')",
}, 'What a price is');
export type PriceKindType = (typeof PriceKindType)[keyof typeof PriceKindType];

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

  @Field({ description: "'HH:MM'; before opens: runs past midnight into the next day ('00:00': to midnight)" })
  closes!: string;
}

@ObjectType('Accessibility', { description: 'Each fact true (yes), false (no) or null (not stated): a fact not stated is never no' })
export class AccessibilityType implements AccessibilityWire {
  @Field(() => Boolean, { nullable: true, description: 'A vehicle with a ramp or lift: the rider stays in the wheelchair; null: not stated' })
  hasWheelchairVehicle!: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'A folding wheelchair travels with the luggage; null: not stated' })
  takesFoldingWheelchair!: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Service animals travel with their owner; null: not stated' })
  welcomesServiceAnimals!: boolean | null;

  @Field({ deprecationReason: 'true only when stated yes, false for no and for not stated: read hasWheelchairVehicle' })
  wheelchairVehicle!: boolean;

  @Field({ deprecationReason: 'true only when stated yes, false for no and for not stated: read takesFoldingWheelchair' })
  foldingWheelchair!: boolean;

  @Field({ deprecationReason: 'true only when stated yes, false for no and for not stated: read welcomesServiceAnimals' })
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
export class ProviderType extends Versioned(ProviderRefType) {
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

  @Field({ description: "What one traveller pays, cheapest to dearest: each fare with the fees for one person, e.g. '$25.99 - $65.99'; '' when no fare is stated. Derived from fares and fees" })
  priceRange!: string;

  @Field(() => Float, { nullable: true, description: 'The low end of priceRange ("Starting from"); null when no fare is stated' })
  priceFrom!: number | null;

  @Field(() => Float, { nullable: true, description: 'The high end of priceRange; null when no fare is stated' })
  priceTo!: number | null;

  @Field({ description: "'per person' when fareBasis is PER_PERSON, 'per ride' otherwise" })
  priceUnit!: string;

  @Field(() => FareBasisKind)
  fareBasis!: FareBasisKind;

  @Field(() => [FareType], { description: 'Fares per place it serves; a place without one has no price' })
  fares!: FareType[];

  @Field(() => [FeeType])
  fees!: FeeType[];

  @Field({ description: 'The places served in words (servedPlaces without the airport). Derived from servedPlaces' })
  serviceArea!: string;

  @Field(() => [String], { description: 'The search locations it serves (pick-up and drop-off)' })
  servedPlaces!: string[];

  @Field(() => Int, { description: 'The largest party one booking carries' })
  maxPassengers!: number;

  @Field(() => Int, { nullable: true, description: 'Large bags one booking carries; null: not entered' })
  maxBags!: number | null;

  @Field(() => PriceKindType, { nullable: true, description: 'Fixed price or metered (a trip total is then an estimate); null: not stated' })
  priceKind!: PriceKindType | null;

  @Field(() => Boolean, { nullable: true, description: "Whether the price includes the driver's tip; null: not stated" })
  tipIncluded!: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Large bags each traveller brings in the price; null: not stated (no allowance applied)' })
  bagsPerTraveller!: number | null;

  @Field(() => Int, { nullable: true, description: 'US cents for each bag over the allowance (an EXTRA_BAGS line); null: not stated, and a party over its allowance is refused (TOO_MANY_BAGS)' })
  extraBagFeeCents!: number | null;

  @Field(() => Int, { nullable: true, description: "The smallest party it takes ('groups of 8 to 24': the largest is maxPassengers); null: any party" })
  minPassengers!: number | null;

  @Field(() => [OpeningHoursType], { description: 'Openings per weekday; none: closed (unless aroundTheClock)' })
  hours!: OpeningHoursType[];

  @Field({ description: "Takes pickups at every hour of every day ('24 Hours'); hours is then empty" })
  aroundTheClock!: boolean;

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

  /** The stored template; the resolver answers it filled to anyone but an administrator (ProviderService.links). */
  @Field({
    description:
      "The provider's booking page, to follow as it is: filled with the trip when the answer is a trip's, with nothing otherwise (a parameter that held only a placeholder is left out; a click id only comes with bookingLink). A signed-in administrator gets the template they edit ({clickId}, {from}...)",
  })
  bookingUrl!: string;

  @Field(() => Int, { nullable: true, description: "The discount's whole percent, as the operator entered it; claimed only with a code the booking URL carries ({discountCode}) or a discount link" })
  discountPercent!: number | null;

  @Field(() => String, { nullable: true, description: 'The code Book Now carries (the {discountCode} placeholder), shown beside it' })
  discountCode!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A booking link that applies the discount (Book Now opens it in place of bookingUrl), filled as bookingUrl is; a signed-in administrator gets the template they edit',
  })
  discountUrl!: string | null;

  @Field(() => LatLng, { nullable: true })
  mapCenter!: LatLng | null;

  @Field(() => Int)
  defaultZoom!: number;

  @Field(() => [RoutePoint])
  routePoints!: RoutePoint[];

  @Field()
  routeColor!: string;

  @Field({ description: 'false: not operating for now. It is in no list or trip answer; its page says so' })
  operating!: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was archived: off the site, its history kept (only administrators see archived providers); null: shown' })
  archivedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: "While archived: the provider its page sends visitors to (301); null: its page answers 410 Gone" })
  redirectToId!: number | null;
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

  @Field(() => Boolean, { nullable: true, description: 'true: only providers whose facts were not checked for 90 days or more, or never' })
  stale?: boolean | null;
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
    priceKind: p.priceKind as PriceKindType | null,
    fees: p.fees.map((f) => ({ ...f, per: f.per as FeePerKind })),
    accessibility: accessibilityWire(p.accessibility),
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
