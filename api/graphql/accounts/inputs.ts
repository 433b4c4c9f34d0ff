// The account calls' inputs: values only, their shapes and rules are the domain's (api/domain/accounts.ts).
import { Field, InputType, Int } from 'type-graphql';
import type * as Domain from '../../domain/accounts';
import type { Role } from '../../domain/roles';
import { RoleEnum } from '../admin/types';

@InputType({ description: "Sign-in's second step: a code from the authenticator app, or one of the recovery codes" })
export class TwoFactorSignInInput implements Domain.TwoFactorSignInInput {
  @Field(() => String, { nullable: true })
  code?: string | null;

  @Field(() => String, { nullable: true })
  recoveryCode?: string | null;
}

@InputType()
export class ChangePasswordInput implements Domain.ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field()
  newPassword!: string;
}

@InputType({ description: 'The first code from the authenticator app, confirming its setup' })
export class TwoFactorCodeInput implements Domain.TwoFactorCodeInput {
  @Field()
  code!: string;
}

@InputType({ description: 'A code from the authenticator app (or a recovery code), or the password' })
export class ConfirmIdentityInput implements Domain.ConfirmIdentityInput {
  @Field(() => String, { nullable: true })
  code?: string | null;

  @Field(() => String, { nullable: true })
  password?: string | null;
}

@InputType()
export class NewAccountInput implements Domain.NewAccountInput {
  @Field()
  username!: string;

  @Field(() => RoleEnum)
  role!: Role;
}

@InputType()
export class AccountInput implements Domain.AccountInput {
  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => Int, { nullable: true, description: 'The version the account was read at; a stale one stores nothing (CONFLICT, with the account as it is now). Left out: not checked' })
  expectedVersion?: number | null;
}

@InputType()
export class SecuritySettingsInput implements Domain.SecuritySettingsInput {
  @Field({ description: 'Every account must use two-factor sign-in (one without it sets it up before anything else)' })
  requireTwoFactor!: boolean;
}
