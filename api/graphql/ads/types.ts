// GraphQL object types of ad spots, their paged admin list, and the named mapping from the entity.
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AdSpot } from '../../entities';
import { PageArgs, PageOf } from '../paging';

export enum AdTypeKind {
  adsense = 'adsense',
  ezoic = 'ezoic',
  custom = 'custom',
}

registerEnumType(AdTypeKind, { name: 'AdType' });

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

  @Field(() => Int, { description: 'Raised by every save; an update names the version it was read at (expectedVersion) or is refused with CONFLICT' })
  version!: number;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType('PublicAdSpot', { description: "An enabled ad spot as the site shows it: no name (the admin's own label for it)" })
export class PublicAdSpotType {
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

  @Field({ description: 'Always true: a disabled spot is never sent to visitors (kept for clients that check it)' })
  isEnabled!: boolean;

  @Field({ description: "'WIDTHxHEIGHT' in px" })
  dimensions!: string;

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
