// GraphQL object types of the signed-in user and the dashboard's counts, and the named mapping from a user.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '../../domain/roles';
import { ACCOUNT_STEPS, type AccountStep } from '../../domain/accounts';
import { accountFields, type AccountView } from '../../services/settings';
import { NoFields, Versioned } from '../records';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as { [K in Role]: K };
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'OWNER: everything, including accounts, affiliate programs, earnings and the audit trail. EDITOR: providers, resources, FAQs, ad spots and the inbox.',
});

export const AccountStepEnum = Object.fromEntries(ACCOUNT_STEPS.map((s) => [s, s])) as { [K in AccountStep]: K };
registerEnumType(AccountStepEnum, {
  name: 'AccountStep',
  description:
    'What an account must do before anything else: CHANGE_PASSWORD (its password was for one sign-in only), ENROL_TWO_FACTOR (the site requires two-factor sign-in). Until then other admin calls answer FORBIDDEN with this as extensions.reason.',
});

@ObjectType('User', { description: 'An account: never its password, its two-factor secret or its recovery codes' })
export class UserType extends Versioned(NoFields, "Raised by every change to the account: an owner's change names it (expectedVersion)") {
  @Field(() => Int)
  id!: number;

  @Field()
  username!: string;

  @Field({ description: 'An administrator (owner or editor)' })
  isAdmin!: boolean;

  @Field(() => RoleEnum, { nullable: true, description: 'What the user may do in the back office; null for a user who is no administrator' })
  role!: Role | null;

  @Field(() => AccountStepEnum, { nullable: true, description: 'What the account must do before anything else, or null' })
  nextStep!: AccountStep | null;

  @Field({ description: 'Its password was set for one sign-in only (a new account, an owner reset): it is changed first' })
  mustChangePassword!: boolean;

  @Field({ description: 'Signs in with a code from an authenticator app after the password' })
  twoFactorEnabled!: boolean;

  @Field(() => Int, { description: 'Recovery codes not used yet (0 without two-factor sign-in)' })
  recoveryCodesLeft!: number;

  @Field({ description: 'Disabled by an owner: cannot sign in' })
  disabled!: boolean;

  @Field(() => Date, { nullable: true })
  disabledAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastSignInAt!: Date | null;

  @Field(() => Date, { nullable: true })
  passwordChangedAt!: Date | null;
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

export const toUserType = (view: AccountView): UserType => accountFields(view);
