// GraphQL types of airport options (what exists at the airport at any hour), and their mappings.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type * as Domain from '../../domain/inputs';
import type { AirportOption } from '../../entities';
import { Versioned } from '../records';

/** What visitors read: the facts, without the admin's flags and order. */
@ObjectType('AirportOption', { description: 'What exists at the airport at any hour (taxi rank, transit, accessible transport), as the operator keeps it' })
export class AirportOptionType {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field({ description: "When it runs, in the operator's words ('Any hour')" })
  availability!: string;

  @Field(() => String, { nullable: true, description: 'An https:// page about it' })
  linkUrl!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field({ description: 'Serves wheelchair users' })
  accessible!: boolean;
}

/** The admin's record: the facts, whether it is shown, its place in the order, and its version. */
@ObjectType('AdminAirportOption')
export class AdminAirportOptionType extends Versioned(AirportOptionType) {
  @Field({ description: 'Shown to visitors' })
  enabled!: boolean;

  @Field(() => Int, { description: 'Its place in the order, from 1 (first)' })
  position!: number;
}

@InputType()
export class AirportOptionInput implements Domain.AirportOptionInput {
  @Field() title!: string;
  @Field() description!: string;
  @Field({ description: "When it runs ('Any hour')" }) availability!: string;
  @Field(() => String, { nullable: true, description: 'An https:// page about it' }) linkUrl?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Serves wheelchair users; left out: false for a new one, kept on an edit' }) accessible?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Shown to visitors; left out: true for a new one, kept on an edit' }) enabled?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Its place in the order, from 1; left out: last for a new one, unchanged for an edit' }) position?: number | null;
  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT, with the record as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}

export const toAirportOptionType = (o: AirportOption): AirportOptionType => ({
  id: o.id,
  title: o.title,
  description: o.description,
  availability: o.availability,
  linkUrl: o.linkUrl,
  phone: o.phone,
  accessible: o.accessible,
});

export const toAdminAirportOptionType = (o: AirportOption): AdminAirportOptionType => ({
  ...toAirportOptionType(o),
  enabled: o.enabled,
  position: o.position,
  version: o.version,
  createdAt: o.createdAt,
  updatedAt: o.updatedAt,
});
