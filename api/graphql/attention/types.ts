// The dashboard's attention list over GraphQL: each kind with its total and the first few by name;
// a kind the admin's role does not see is null.
import { Field, Int, ObjectType } from 'type-graphql';
import type { Attention } from '../../services/attention';
import { AffiliateProgramType, toProgramType } from '../affiliate/types';

@ObjectType('ReversedBooking')
export class ReversedBookingType {
  @Field(() => Int)
  conversionId!: number;

  @Field({ description: "The network's order id" })
  order!: string;

  @Field()
  programName!: string;

  @Field(() => String, { nullable: true })
  providerName!: string | null;

  @Field(() => Int, { description: 'The commission reported with the reversal, in cents' })
  commissionCents!: number;

  @Field()
  currency!: string;

  @Field()
  reversedAt!: Date;
}

@ObjectType('ReversedBookings')
export class ReversedBookingsType {
  @Field(() => Int)
  total!: number;

  @Field(() => [ReversedBookingType], { description: 'The latest first (at most 10)' })
  items!: ReversedBookingType[];
}

@ObjectType('StaleFactsProvider')
export class StaleFactsProviderType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD'; null: never checked" })
  factsCheckedOn!: string | null;
}

@ObjectType('StaleFacts')
export class StaleFactsType {
  @Field(() => Int)
  total!: number;

  @Field(() => [StaleFactsProviderType], { description: 'Never checked first, then the oldest (at most 10)' })
  items!: StaleFactsProviderType[];
}

@ObjectType('SilentPrograms')
export class SilentProgramsType {
  @Field(() => Int)
  total!: number;

  @Field(() => [AffiliateProgramType], { description: 'By name (at most 10)' })
  items!: AffiliateProgramType[];
}

@ObjectType('OverCapClick', { description: 'A click a program reported more bookings for than one click may be credited with' })
export class OverCapClickType {
  @Field()
  programName!: string;

  @Field({ description: "The click's id as the network reported it" })
  clickId!: string;

  @Field(() => Int, { description: 'Bookings past the cap (kept, not credited) in the period' })
  bookings!: number;

  @Field({ description: 'When the latest of them was reported' })
  lastAt!: Date;
}

@ObjectType('OverCapClicks')
export class OverCapClicksType {
  @Field(() => Int)
  total!: number;

  @Field(() => [OverCapClickType], { description: 'The latest first (at most 10)' })
  items!: OverCapClickType[];
}

@ObjectType('FailedSignIn')
export class FailedSignInType {
  @Field()
  at!: Date;

  @Field(() => String, { nullable: true })
  address!: string | null;
}

@ObjectType('FailedSignIns')
export class FailedSignInsType {
  @Field(() => Int)
  total!: number;

  @Field(() => Date, { nullable: true, description: 'The previous sign-in they are counted from; null: every one the trail keeps' })
  since!: Date | null;

  @Field(() => [FailedSignInType], { description: 'The latest first (at most 10)' })
  items!: FailedSignInType[];
}

@ObjectType('Attention', { description: "What needs the admin's attention; a kind their role does not see is null" })
export class AttentionType {
  @Field(() => ReversedBookingsType, { nullable: true, description: 'Bookings reversed in the last 7 days (owners)' })
  reversedBookings!: ReversedBookingsType | null;

  @Field(() => StaleFactsType, { description: 'Providers whose facts were not checked for 90 days, or never' })
  staleFacts!: StaleFactsType;

  @Field(() => SilentProgramsType, { nullable: true, description: 'Affiliate programs with no postback for 14 days (owners)' })
  silentPrograms!: SilentProgramsType | null;

  @Field(() => OverCapClicksType, { nullable: true, description: 'Clicks reported with bookings past the bookings-per-click cap in the last 7 days (owners)' })
  overClickCap!: OverCapClicksType | null;

  @Field(() => FailedSignInsType, { nullable: true, description: "Failed sign-ins on the asking admin's account since their previous sign-in" })
  failedSignIns!: FailedSignInsType | null;
}

export function toAttentionType(a: Attention): AttentionType {
  return {
    ...a,
    silentPrograms: a.silentPrograms ? { total: a.silentPrograms.total, items: a.silentPrograms.items.map(toProgramType) } : null,
  };
}
