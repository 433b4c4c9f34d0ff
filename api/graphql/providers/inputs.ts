// GraphQL inputs of a provider, its facts and its route. They only carry values: each implements its
// domain input type, so the compiler checks the schema's shape against what the services take; the rules
// live in api/domain/inputs and the services apply them.
import { Field, Float, InputType, Int } from 'type-graphql';
import type * as Domain from '../../domain/inputs';
import { FareBasisKind, FeePerKind, PriceKindType, RoutePointKind } from './types';

@InputType({ description: 'The fare between RDU Airport and a place' })
export class FareInput implements Domain.FareInput {
  @Field({ description: 'A search location other than RDU Airport' }) place!: string;
  @Field(() => Float, { description: 'US dollars, 0 to 100,000, at most 2 decimals' }) amount!: number;
}

@InputType()
export class FeeInput implements Domain.FeeInput {
  @Field({ description: "e.g. 'Airport fee'" }) label!: string;
  @Field(() => Float, { description: 'US dollars, 0 to 100,000, at most 2 decimals' }) amount!: number;
  @Field(() => FeePerKind) per!: FeePerKind;
}

@InputType()
export class OpeningHoursInput implements Domain.OpeningHoursInput {
  @Field(() => Int, { description: '0 = Sunday … 6 = Saturday' }) day!: number;
  @Field({ description: "'HH:MM', 24-hour" }) opens!: string;
  @Field({ description: "'HH:MM', not equal to opens; before opens: runs past midnight" }) closes!: string;
}

@InputType({ description: 'Each fact true (yes), false (no) or null / left out (not stated)' })
export class AccessibilityInput implements Domain.AccessibilityInput {
  @Field(() => Boolean, { nullable: true, description: 'A vehicle with a ramp or lift: the rider stays in the wheelchair' }) hasWheelchairVehicle?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'A folding wheelchair travels with the luggage' }) takesFoldingWheelchair?: boolean | null;
  @Field(() => Boolean, { nullable: true }) welcomesServiceAnimals?: boolean | null;
  @Field(() => Boolean, { nullable: true, deprecationReason: 'true: yes; false or left out: not stated. Send hasWheelchairVehicle' }) wheelchairVehicle?: boolean | null;
  @Field(() => Boolean, { nullable: true, deprecationReason: 'true: yes; false or left out: not stated. Send takesFoldingWheelchair' }) foldingWheelchair?: boolean | null;
  @Field(() => Boolean, { nullable: true, deprecationReason: 'true: yes; false or left out: not stated. Send welcomesServiceAnimals' }) serviceAnimals?: boolean | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class PickupPointInput implements Domain.PickupPointInput {
  @Field({ description: "'Terminal 1' or 'Terminal 2'" }) terminal!: string;
  @Field() instructions!: string;
}

@InputType()
export class ProviderInput implements Domain.ProviderInput {
  @Field() name!: string;
  @Field({ description: 'Lowercase letters and digits only' }) slug!: string;
  @Field() shortDescription!: string;
  @Field() imageUrl!: string;
  @Field() description!: string;
  @Field() type!: string;
  @Field(() => String, { nullable: true, deprecationReason: 'Derived from fares and fees on save. Sent without fares for a new provider: its low end becomes the fare of every place served' })
  priceRange?: string | null;
  @Field(() => String, { nullable: true, deprecationReason: 'Derived from servedPlaces on save; the text sent is not kept' })
  serviceArea?: string | null;
  @Field(() => Float, { description: '0 to 5' }) rating!: number;
  @Field(() => String, { nullable: true }) badge?: string | null;
  @Field() bookingUrl!: string;
  @Field(() => Int, { nullable: true, description: 'Discount percent, 1 to 90, with a code or a discount link; null: no discount' }) discountPercent?: number | null;
  @Field(() => String, { nullable: true, description: 'The discount code; without a discount link the booking URL must hold {discountCode}' }) discountCode?: string | null;
  @Field(() => String, { nullable: true, description: 'A booking link that applies the discount (same placeholders as bookingUrl)' }) discountUrl?: string | null;
  @Field(() => [String], { description: 'At least one' }) features!: string[];
  @Field(() => [String], { nullable: true, description: 'Search locations it serves, at least one; left out: every place (new) or unchanged' })
  servedPlaces?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'Largest party, 1 to 60; left out: 4 (new) or unchanged' })
  maxPassengers?: number | null;
  // The facts: left out, a new provider gets the defaults and an edited one keeps its own. For the
  // ones that can be "not entered", null clears them; for the others null is the same as left out.
  @Field(() => FareBasisKind, { nullable: true, description: "Left out: from the type text (PER_PERSON when it includes 'Shared') or unchanged" })
  fareBasis?: FareBasisKind | null;
  @Field(() => [FareInput], { nullable: true, description: 'One per place at most, only places it serves' }) fares?: FareInput[] | null;
  @Field(() => [FeeInput], { nullable: true, description: 'At most 10' }) fees?: FeeInput[] | null;
  @Field(() => Int, { nullable: true, description: 'Large bags per booking, 0 to 200; null: not entered' }) maxBags?: number | null;
  @Field(() => PriceKindType, { nullable: true, description: 'null: not stated' }) priceKind?: PriceKindType | null;
  @Field(() => Boolean, { nullable: true, description: 'null: not stated' }) tipIncluded?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Large bags each traveller brings in the price, 0 to 200; null: not stated' }) bagsPerTraveller?: number | null;
  @Field(() => Int, { nullable: true, description: 'US cents per bag over the allowance, 1 to 100,000; null: not stated' }) extraBagFeeCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'The smallest party taken, 1 to maxPassengers; null: any party' }) minPassengers?: number | null;
  @Field(() => [OpeningHoursInput], { nullable: true, description: 'At most 28, none overlapping; none: closed (unless aroundTheClock)' }) hours?: OpeningHoursInput[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Every hour of every day, with no hours; left out: unchanged (false when hours are given)' }) aroundTheClock?: boolean | null;
  @Field(() => Int, { nullable: true, description: '0 (on demand) to 720' }) minNoticeHours?: number | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => Int, { nullable: true, description: '0 to 600' }) freeWaitMinutes?: number | null;
  @Field(() => Boolean, { nullable: true }) flightTracking?: boolean | null;
  @Field(() => String, { nullable: true, description: 'At most 1,000 characters' }) cancellationPolicy?: string | null;
  @Field(() => AccessibilityInput, { nullable: true }) accessibility?: AccessibilityInput | null;
  @Field(() => [PickupPointInput], { nullable: true, description: 'One per terminal at most' }) pickupPoints?: PickupPointInput[] | null;
  @Field(() => Int, { nullable: true }) ratingCount?: number | null;
  @Field(() => String, { nullable: true }) ratingSource?: string | null;
  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD'" }) factsCheckedOn?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'false: not operating for now (off every list and trip answer); left out: true (new) or unchanged' }) operating?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT, with the record as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}

@InputType()
export class LatLngInput implements Domain.LatLng {
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
}

@InputType()
export class RoutePointInput implements Domain.RoutePointInput {
  @Field() name!: string;
  @Field(() => RoutePointKind) type!: RoutePointKind;
  @Field(() => LatLngInput) coordinates!: LatLngInput;
}

@InputType({ description: 'Only the fields given change; null clears a field' })
export class ProviderRouteInput implements Domain.ProviderRouteInput {
  @Field(() => LatLngInput, { nullable: true }) mapCenter?: LatLngInput | null;
  @Field(() => Int, { nullable: true, description: '1 to 20' }) defaultZoom?: number | null;
  @Field(() => String, { nullable: true }) routeColor?: string | null;
  @Field(() => [RoutePointInput], { nullable: true }) routePoints?: RoutePointInput[] | null;
  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT, with the record as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}
