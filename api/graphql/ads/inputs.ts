// The GraphQL input of an ad spot (values only; the rules live in api/domain/inputs).
import { Field, InputType, Int } from 'type-graphql';
import type * as Domain from '../../domain/inputs';
import { DEFAULT_AD_DIMENSIONS } from '../../domain/rules';
import { AdTypeKind } from './types';

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
  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT, with the record as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}
