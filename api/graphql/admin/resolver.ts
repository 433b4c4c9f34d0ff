// Signing in and out, the signed-in user, and the dashboard.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { beginSignedInSession, deviceCookieOf, endUserSession, holdPendingSignIn, pendingSignInOf } from '../../auth/sessions';
import { ACCOUNT_TEXTS } from '../../domain/accounts';
import { TwoFactorSignInInput } from '../accounts/inputs';
import type { GraphQLContext } from '../context';
import { ProviderClicksType } from '../clicks/types';
import { LoginInput } from './inputs';
import { StatsType, UserType, toUserType } from './types';

/** extensions.code of a login whose password was right, for an account that signs in with a code too. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

const loginClientOf = (ctx: GraphQLContext) => ({ address: ctx.req.ip ?? 'unknown', group: ctx.req.clientGroup, deviceCookie: deviceCookieOf(ctx.req) });

@Resolver()
export class AdminResolver {
  @Query(() => UserType, { nullable: true, description: 'The logged-in user, or null' })
  async me(@Ctx() ctx: GraphQLContext): Promise<UserType | null> {
    if (ctx.actor.kind !== 'user') return null;
    return toUserType(await ctx.services.users.current(ctx.actor));
  }

  @Query(() => StatsType)
  async stats(@Ctx() ctx: GraphQLContext): Promise<StatsType> {
    return ctx.services.stats.get(ctx.actor);
  }

  @Query(() => [ProviderClicksType], {
    description:
      "Booking clicks per provider over the last `days` days (1 to 366, today included, the site's days), most clicked first; providers without a click are left out. Admin only.",
  })
  async clickStats(@Ctx() ctx: GraphQLContext, @Arg('days', () => Int) days: number): Promise<ProviderClicksType[]> {
    return (await ctx.services.clicks.report(ctx.actor, days)).providers;
  }

  @Mutation(() => UserType, {
    description:
      'Starts a session (the same cookie as the REST API). An account with two-factor sign-in answers TWO_FACTOR_REQUIRED instead: send its code with loginTwoFactor.',
  })
  async login(@Ctx() ctx: GraphQLContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<UserType> {
    const step = await ctx.services.users.login(ctx.actor, input, loginClientOf(ctx));
    if (step.kind === 'two-factor') {
      await holdPendingSignIn(ctx.req, step.pending);
      throw new GraphQLError(ACCOUNT_TEXTS.codeNeeded, { extensions: { code: TWO_FACTOR_REQUIRED } });
    }
    await beginSignedInSession(ctx.req, ctx.res, ctx.services.users, step);
    return toUserType(step.account);
  }

  @Mutation(() => UserType, { description: "Sign-in's second step, after login answered TWO_FACTOR_REQUIRED: a code from the authenticator app or a recovery code" })
  async loginTwoFactor(@Ctx() ctx: GraphQLContext, @Arg('input', () => TwoFactorSignInInput) input: TwoFactorSignInInput): Promise<UserType> {
    const signedIn = await ctx.services.users.completeTwoFactor(ctx.actor, pendingSignInOf(ctx.req), input, loginClientOf(ctx));
    await beginSignedInSession(ctx.req, ctx.res, ctx.services.users, signedIn);
    return toUserType(signedIn.account);
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.users.signedOut(ctx.actor);
    await endUserSession(ctx.req);
    return true;
  }
}
