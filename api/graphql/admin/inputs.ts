// The GraphQL input of a login (values only; LOGIN_RULES in api/domain/inputs are its rules).
import { Field, InputType } from 'type-graphql';
import type * as Domain from '../../domain/inputs';

@InputType()
export class LoginInput implements Domain.LoginInput {
  @Field() username!: string;
  @Field() password!: string;
}
