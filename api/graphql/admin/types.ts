// GraphQL object types of the signed-in user and the dashboard's counts, and the named mapping from a user.
import { Field, Int, ObjectType } from 'type-graphql';
import { pick } from '../../domain/inputs';
import type { User } from '../../entities';

@ObjectType('User')
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field()
  isAdmin!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType('Stats')
export class StatsType {
  @Field(() => Int)
  providerCount!: number;

  @Field(() => Int)
  resourceCount!: number;

  @Field(() => Int)
  faqCount!: number;

  @Field(() => Int)
  contactCount!: number;

  @Field(() => Int)
  unreadContactCount!: number;
}

export const toUserType = (u: User): UserType => pick(u, ['id', 'username', 'isAdmin', 'createdAt']);
