// The GraphQL input of a traveller's trip (values only; TRIP_RULES in api/domain/inputs are its rules).
import { Field, InputType, Int } from 'type-graphql';
import type * as Domain from '../../domain/inputs';
import { TripSortKind } from './types';

@InputType({ description: "A traveller's trip; times are the site's (America/New_York)" })
export class TripInput implements Domain.TripInput {
  @Field({ description: "A place's name or code (places), e.g. 'RDU Airport' or RDU" }) from!: string;
  @Field({ description: 'A place other than from, by name or code; one of the two is RDU Airport (the site compares rides to and from it)' }) to!: string;
  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD', today or later; left out: today" }) date?: string | null;
  @Field(() => String, { nullable: true, description: "'HH:MM', 24-hour, not already past on a trip for today (up to 5 minutes ago reads as now); left out: any time that day" }) time?: string | null;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: '1 to 60' }) passengers?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Large bags, 0 to 100' }) bags?: number | null;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'A wheelchair-accessible vehicle (ramp or lift) is needed' }) wheelchair?: boolean | null;
  @Field(() => TripSortKind, { nullable: true, defaultValue: TripSortKind.RECOMMENDED }) sort?: TripSortKind | null;
}
