// GraphQL object types of resources and FAQs, and the named mappings from their entities.
import { Field, Int, ObjectType } from 'type-graphql';
import { FAQ_RULES, fieldsOf, pick } from '../../domain/inputs';
import type { Faq, Resource } from '../../entities';
import { PageOf } from '../paging';
import { Versioned } from '../records';

@ObjectType('Resource')
export class ResourceType extends Versioned() {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field()
  imageUrl!: string;

  @Field({ description: 'Guide, Hotels, Attractions, Business or Events' })
  type!: string;

  @Field()
  linkUrl!: string;

  @Field()
  linkText!: string;
}

@ObjectType('Faq')
export class FaqType {
  @Field(() => Int)
  id!: number;

  @Field()
  question!: string;

  @Field()
  answer!: string;

  @Field(() => Int, { description: 'Its place in the FAQ order, from 1 (first); the public list follows it' })
  position!: number;

  @Field(() => Int, { description: 'Raised by every save; an update names the version it was read at (expectedVersion) or is refused with CONFLICT' })
  version!: number;

  @Field()
  createdAt!: Date;
}

@ObjectType('ResourcePage')
export class ResourcePageType extends PageOf(ResourceType) {}

@ObjectType('FaqPage')
export class FaqPageType extends PageOf(FaqType) {}

export const toResourceType = (r: Resource): ResourceType => ({ ...r });

export const toFaqType = (f: Faq): FaqType => ({ id: f.id, ...pick(f, fieldsOf(FAQ_RULES)), version: f.version, createdAt: f.createdAt });
