// GraphQL object types of contact messages and the inbox's pages, and the named mapping from the entity.
import { Field, Int, ObjectType } from 'type-graphql';
import { CONTACT_RULES, fieldsOf, pick } from '../../domain/inputs';
import type { ContactSubmission } from '../../entities';

@ObjectType('ContactSubmission')
export class ContactSubmissionType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  subject!: string;

  @Field()
  message!: string;

  @Field()
  isRead!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType('ContactPage', { description: 'One page of the inbox, newest first' })
export class ContactPageType {
  @Field(() => [ContactSubmissionType])
  items!: ContactSubmissionType[];

  @Field(() => Int, { description: 'Messages matching the filters, all pages together' })
  total!: number;

  @Field(() => Int, { description: 'Unread messages matching the search, whatever the unread filter' })
  unreadTotal!: number;
}

export const toContactType = (c: ContactSubmission): ContactSubmissionType => ({
  id: c.id, ...pick(c, fieldsOf(CONTACT_RULES)), isRead: c.isRead, createdAt: c.createdAt,
});
