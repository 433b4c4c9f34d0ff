// GraphQL input types. They only carry values: each implements its domain input type, so the
// compiler checks the schema's shape against what the services take; the rules live in
// api/domain/inputs and the services apply them.
import { Field, Float, InputType, Int } from 'type-graphql';
import type * as Domain from '../domain/inputs';
import { DEFAULT_AD_DIMENSIONS } from '../domain/rules';
import { AdTypeKind, RoutePointKind } from './types';

@InputType()
export class ProviderInput implements Domain.ProviderInput {
  @Field() name!: string;
  @Field({ description: 'Lowercase letters and digits only' }) slug!: string;
  @Field() shortDescription!: string;
  @Field() imageUrl!: string;
  @Field() description!: string;
  @Field() type!: string;
  @Field() priceRange!: string;
  @Field() serviceArea!: string;
  @Field(() => Float, { description: '0 to 5' }) rating!: number;
  @Field(() => String, { nullable: true }) badge?: string | null;
  @Field() bookingUrl!: string;
  @Field(() => [String], { description: 'At least one' }) features!: string[];
  @Field(() => [String], { nullable: true, description: 'Search locations it serves, at least one; left out: every place (new) or unchanged' })
  servedPlaces?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'Largest party, 1 to 60; left out: 4 (new) or unchanged' })
  maxPassengers?: number | null;
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
}

@InputType()
export class ResourceInput implements Domain.ResourceInput {
  @Field() title!: string;
  @Field() description!: string;
  @Field() imageUrl!: string;
  @Field({ description: 'Guide, Hotels, Attractions, Business or Events' }) type!: string;
  @Field() linkUrl!: string;
  @Field() linkText!: string;
}

@InputType()
export class FaqInput implements Domain.FaqInput {
  @Field() question!: string;
  @Field() answer!: string;
}

@InputType()
export class AdSpotInput implements Domain.AdSpotInput {
  @Field() name!: string;
  @Field() location!: string;
  @Field(() => AdTypeKind) adType!: AdTypeKind;
  @Field(() => String, { nullable: true }) adCode?: string | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => String, { nullable: true }) linkUrl?: string | null;
  @Field(() => String, { nullable: true, defaultValue: DEFAULT_AD_DIMENSIONS }) dimensions?: string | null;
  @Field(() => Boolean, { nullable: true }) isEnabled?: boolean | null;
}

@InputType()
export class ContactInput implements Domain.ContactInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() subject!: string;
  @Field() message!: string;
}

@InputType()
export class LoginInput implements Domain.LoginInput {
  @Field() username!: string;
  @Field() password!: string;
}
