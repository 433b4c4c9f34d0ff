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
  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT, with the record as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}
