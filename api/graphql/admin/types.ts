// GraphQL object types of the signed-in user and the dashboard's counts, and the named mapping from a user.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '../../domain/roles';
import type { User } from '../../entities';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as { [K in Role]: K };
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'OWNER: everything, including accounts, affiliate programs, earnings and the audit trail. EDITOR: providers, resources, FAQs, ad spots and the inbox.',
});

@ObjectType('User')
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field({ description: 'An administrator (owner or editor)' })
  isAdmin!: boolean;

  @Field(() => RoleEnum, { nullable: true, description: 'What the user may do in the back office; null for a user who is no administrator' })
  role!: Role | null;

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

export const toUserType = (u: User): UserType => ({ id: u.id, username: u.username, isAdmin: u.role !== null, role: u.role, createdAt: u.createdAt });
