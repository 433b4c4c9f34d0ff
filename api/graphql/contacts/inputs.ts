// The GraphQL input of a visitor's message (values only; CONTACT_RULES in api/domain/inputs are its rules).
import { Field, InputType } from 'type-graphql';
import type * as Domain from '../../domain/inputs';

@InputType()
export class ContactInput implements Domain.ContactInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() subject!: string;
  @Field() message!: string;
}
