// GraphQL inputs of resources and FAQs (values only; the rules live in api/domain/inputs).
import { Field, InputType } from 'type-graphql';
import type * as Domain from '../../domain/inputs';

@InputType()
export class ResourceInput implements Domain.ResourceInput {
  @Field() title!: string;
  @Field() description!: string;
  @Field() imageUrl!: string;
  @Field({ description: 'Guide, Hotels, Attractions, Business or Events' }) type!: string;
  @Field() linkUrl!: string;
  @Field() linkText!: string;
}

@InputType()
export class FaqInput implements Domain.FaqInput {
  @Field() question!: string;
  @Field() answer!: string;
}
