// GraphQL object types of ad spots, their paged admin list, and the named mapping from the entity.
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AdSpot } from '../../entities';
import { PageArgs, PageOf } from '../paging';
import { Versioned } from '../records';

export enum AdTypeKind {
  adsense = 'adsense',
  ezoic = 'ezoic',
  custom = 'custom',
}

registerEnumType(AdTypeKind, { name: 'AdType' });

/** What the site and the admin both read of an ad spot. */
@ObjectType()
abstract class AdSpotShownType {
  @Field(() => Int)
  id!: number;

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

  @Field({ description: "'WIDTHxHEIGHT' in px" })
  dimensions!: string;
}

@ObjectType('AdSpot')
export class AdSpotType extends Versioned(AdSpotShownType) {
  @Field()
  name!: string;

  @Field()
  isEnabled!: boolean;
}

@ObjectType('PublicAdSpot', { description: "An enabled ad spot as the site shows it: no name (the admin's own label for it)" })
export class PublicAdSpotType extends AdSpotShownType {
  @Field({ description: 'Always true: a disabled spot is never sent to visitors (kept for clients that check it)' })
  isEnabled!: boolean;

  @Field(() => Int)
  version!: number;
}

@ArgsType()
export class AdSpotPageArgs extends PageArgs {
  @Field(() => AdTypeKind, { nullable: true, description: 'Only spots of this type' })
  adType?: AdTypeKind | null;
}

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

export const toAdSpotType = (a: AdSpot): AdSpotType => ({ ...a, adType: a.adType as AdTypeKind });

export const toPublicAdSpotType = (a: AdSpot): PublicAdSpotType => ({
  id: a.id,
  location: a.location,
  adType: a.adType as AdTypeKind,
  adCode: a.adCode,
  imageUrl: a.imageUrl,
  linkUrl: a.linkUrl,
  isEnabled: a.isEnabled,
  dimensions: a.dimensions,
  version: a.version,
});
