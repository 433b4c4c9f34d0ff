// GraphQL input types. They only carry values; the rules and messages live in api/services.
import { Field, Float, InputType, Int } from 'type-graphql';
import { AdTypeKind, RoutePointKind } from './types';

@InputType()
export class ProviderInput {
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
}

@InputType()
export class LatLngInput {
  @Field(() => Float) lat!: number;
  @Field(() => Float) lng!: number;
}

@InputType()
export class RoutePointInput {
  @Field() name!: string;
  @Field(() => RoutePointKind) type!: RoutePointKind;
  @Field(() => LatLngInput) coordinates!: LatLngInput;
}

@InputType({ description: 'Only the fields given change; null clears a field' })
export class ProviderRouteInput {
  @Field(() => LatLngInput, { nullable: true }) mapCenter?: LatLngInput | null;
  @Field(() => Int, { nullable: true, description: '1 to 20' }) defaultZoom?: number | null;
  @Field(() => String, { nullable: true }) routeColor?: string | null;
  @Field(() => [RoutePointInput], { nullable: true }) routePoints?: RoutePointInput[] | null;
}

@InputType()
export class ResourceInput {
  @Field() title!: string;
  @Field() description!: string;
  @Field() imageUrl!: string;
  @Field({ description: 'Guide, Hotels, Attractions, Business or Events' }) type!: string;
  @Field() linkUrl!: string;
  @Field() linkText!: string;
}

@InputType()
export class FaqInput {
  @Field() question!: string;
  @Field() answer!: string;
}

@InputType()
export class AdSpotInput {
  @Field() name!: string;
  @Field() location!: string;
  @Field(() => AdTypeKind) adType!: AdTypeKind;
  @Field(() => String, { nullable: true }) adCode?: string | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => String, { nullable: true }) linkUrl?: string | null;
  @Field(() => String, { nullable: true, defaultValue: '728x90' }) dimensions?: string | null;
  @Field(() => Boolean, { nullable: true }) isEnabled?: boolean | null;
}

@InputType()
export class ContactInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() subject!: string;
  @Field() message!: string;
}

@InputType()
export class LoginInput {
  @Field() username!: string;
  @Field() password!: string;
}

/** type-graphql gives inputs as class instances; services take plain objects of the given fields. */
export function plain<T extends object>(input: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}
