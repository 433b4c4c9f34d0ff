// GraphQL inputs of resources and FAQs (values only; the rules live in api/domain/inputs).
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import type * as Domain from '../../domain/inputs';

@InputType()
export class ResourceInput implements Domain.ResourceInput {
  @Field() title!: string;
  @Field() description!: string;
  @Field() imageUrl!: string;
  @Field({ description: 'Guide, Hotels, Attractions, Business or Events' }) type!: string;
  @Field() linkUrl!: string;
  @Field() linkText!: string;
  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT, with the record as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}

@InputType()
export class FaqInput implements Domain.FaqInput {
  @Field() question!: string;
  @Field() answer!: string;
  @Field(() => Int, { nullable: true, description: 'Its place in the FAQ order, from 1; left out: last for a new FAQ, unchanged for an edit' })
  position?: number | null;
  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT, with the record as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}

/** Where moveFaq takes an FAQ (the domain's FAQ_MOVES, upper-cased as GraphQL enums are). */
export enum FaqMoveKind {
  TOP = 'top',
  BOTTOM = 'bottom',
  UP = 'up',
  DOWN = 'down',
}

registerEnumType(FaqMoveKind, { name: 'FaqMove', description: 'First, last, or one place up or down in the FAQ order' });
