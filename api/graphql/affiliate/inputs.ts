// The affiliate program's input: its shape and rules are the domain's (api/domain/affiliate.ts).
import { Field, InputType, Int } from 'type-graphql';
import type { AffiliateProgramInput as DomainProgramInput } from '../../domain/affiliate';

@InputType()
export class AffiliateProgramInput implements DomainProgramInput {
  @Field()
  name!: string;

  @Field()
  slug!: string;

  @Field(() => [Int], { nullable: true })
  providerIds?: number[] | null;

  @Field()
  subIdParam!: string;

  @Field(() => Int)
  claimWindowDays!: number;
}
