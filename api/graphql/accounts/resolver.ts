// Accounts over GraphQL. MyAccountResolver: what every signed-in account does to itself (also while
// it must change its password or set up two-factor sign-in first). AccountResolver: the accounts an
// owner runs and the security settings. Thin adapters: each calls one service method, and a change
// that ends the account's other sessions stamps this one again.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { restampSession } from '../../auth/sessions';
import { UserType, toUserType } from '../admin/types';
import type { GraphQLContext } from '../context';
import { AccountInput, ChangePasswordInput, ConfirmIdentityInput, NewAccountInput, SecuritySettingsInput, TwoFactorCodeInput } from './inputs';
import {
  AccountWithPasswordType,
  RecoveryCodesType,
  SecuritySettingsType,
  SignedInSessionType,
  TwoFactorEnrolmentType,
  toAccountWithPasswordType,
  toEnrolmentType,
  toRecoveryCodesType,
  toSecuritySettingsType,
  toSignedInSessionType,
} from './types';

const VERSION_ARG = { nullable: true, description: 'The version the account was read at; a stale one changes nothing (CONFLICT)' } as const;

@Resolver()
export class MyAccountResolver {
  @Query(() => [SignedInSessionType], { description: 'The live sessions of the signed-in account, this one first ("signed in elsewhere")' })
  async mySessions(@Ctx() ctx: GraphQLContext): Promise<SignedInSessionType[]> {
    return (await ctx.services.myAccount.sessionsList(ctx.actor)).map(toSignedInSessionType);
  }

  @Mutation(() => UserType, { description: 'A new password (at least 12 characters, not a common one, not the username); every other session of the account ends' })
  async changePassword(@Ctx() ctx: GraphQLContext, @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput): Promise<UserType> {
    const kept = await ctx.services.myAccount.changePassword(ctx.actor, input);
    await restampSession(ctx.req, kept.sessionEpoch);
    return toUserType(kept.account);
  }

  @Mutation(() => TwoFactorEnrolmentType, { description: 'Starts setting up an authenticator app (replacing one in use asks for `identity`); confirm with confirmTwoFactor' })
  async startTwoFactorEnrolment(
    @Ctx() ctx: GraphQLContext,
    @Arg('identity', () => ConfirmIdentityInput, { nullable: true }) identity?: ConfirmIdentityInput | null,
  ): Promise<TwoFactorEnrolmentType> {
    return toEnrolmentType(await ctx.services.myAccount.startTwoFactor(ctx.actor, identity ?? {}));
  }

  @Mutation(() => RecoveryCodesType, { description: 'Confirms the setup with a code from the app: two-factor sign-in is on; answers ten recovery codes this once' })
  async confirmTwoFactor(@Ctx() ctx: GraphQLContext, @Arg('input', () => TwoFactorCodeInput) input: TwoFactorCodeInput): Promise<RecoveryCodesType> {
    return toRecoveryCodesType(await ctx.services.myAccount.confirmTwoFactor(ctx.actor, input));
  }

  @Mutation(() => UserType, { description: 'Turns two-factor sign-in off (not while the site requires it), with a code or the password' })
  async disableTwoFactor(@Ctx() ctx: GraphQLContext, @Arg('identity', () => ConfirmIdentityInput) identity: ConfirmIdentityInput): Promise<UserType> {
    return toUserType(await ctx.services.myAccount.disableTwoFactor(ctx.actor, identity));
  }

  @Mutation(() => RecoveryCodesType, { description: 'Ten new recovery codes in place of those left (answered this once), with a code or the password' })
  async newRecoveryCodes(@Ctx() ctx: GraphQLContext, @Arg('identity', () => ConfirmIdentityInput) identity: ConfirmIdentityInput): Promise<RecoveryCodesType> {
    return toRecoveryCodesType(await ctx.services.myAccount.newRecoveryCodes(ctx.actor, identity));
  }

  @Mutation(() => Int, { description: 'Signs out every other session of the signed-in account; answers how many were listed' })
  async endOtherSessions(@Ctx() ctx: GraphQLContext): Promise<number> {
    const kept = await ctx.services.myAccount.endOtherSessions(ctx.actor);
    await restampSession(ctx.req, kept.sessionEpoch);
    return kept.ended;
  }

  @Mutation(() => Boolean, { description: 'Signs out one session of the signed-in account, by its id in mySessions' })
  async endSession(@Ctx() ctx: GraphQLContext, @Arg('id', () => String) id: string): Promise<boolean> {
    return ctx.services.myAccount.endSession(ctx.actor, id);
  }
}

@Resolver()
export class AccountResolver {
  @Query(() => [UserType], { description: 'Every administrator, by name. Owners only.' })
  async accounts(@Ctx() ctx: GraphQLContext): Promise<UserType[]> {
    return (await ctx.services.accounts.list(ctx.actor)).map(toUserType);
  }

  @Mutation(() => AccountWithPasswordType, { description: 'Adds an administrator with a one-time password (answered this once), changed at their first sign-in. Owners only.' })
  async createAccount(@Ctx() ctx: GraphQLContext, @Arg('input', () => NewAccountInput) input: NewAccountInput): Promise<AccountWithPasswordType> {
    return toAccountWithPasswordType(await ctx.services.accounts.add(ctx.actor, input));
  }

  @Mutation(() => UserType, { description: "Changes an account's role; the last enabled owner stays an owner (CONFLICT). Owners only." })
  async updateAccount(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => AccountInput) input: AccountInput): Promise<UserType> {
    return toUserType(await ctx.services.accounts.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => UserType, { description: 'Disables an account: it cannot sign in and its sessions end; not the last enabled owner. Owners only.' })
  async disableAccount(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion?: number | null): Promise<UserType> {
    return toUserType(await ctx.services.accounts.disable(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => UserType, { description: 'Re-enables a disabled account. Owners only.' })
  async enableAccount(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion?: number | null): Promise<UserType> {
    return toUserType(await ctx.services.accounts.enable(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => Boolean, { description: 'Removes an account and ends its sessions; not the last enabled owner. Owners only.' })
  async removeAccount(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion?: number | null): Promise<boolean> {
    return ctx.services.accounts.remove(ctx.actor, id, expectedVersion);
  }

  @Mutation(() => UserType, { description: "Turns an account's two-factor sign-in off (a lost authenticator and recovery codes). Owners only." })
  async resetAccountTwoFactor(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion?: number | null): Promise<UserType> {
    return toUserType(await ctx.services.accounts.resetTwoFactor(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => AccountWithPasswordType, { description: 'A new one-time password for an account (answered this once); its sessions end. Owners only.' })
  async resetAccountPassword(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion?: number | null): Promise<AccountWithPasswordType> {
    return toAccountWithPasswordType(await ctx.services.accounts.resetPassword(ctx.actor, id, expectedVersion));
  }

  @Query(() => SecuritySettingsType, { description: "The back office's security settings. Owners only." })
  async securitySettings(@Ctx() ctx: GraphQLContext): Promise<SecuritySettingsType> {
    return toSecuritySettingsType(await ctx.services.settings.security(ctx.actor));
  }

  @Mutation(() => SecuritySettingsType, { description: 'Changes the security settings (requiring two-factor sign-in needs your own first). Owners only.' })
  async updateSecuritySettings(@Ctx() ctx: GraphQLContext, @Arg('input', () => SecuritySettingsInput) input: SecuritySettingsInput): Promise<SecuritySettingsType> {
    return toSecuritySettingsType(await ctx.services.settings.updateSecurity(ctx.actor, input));
  }
}
