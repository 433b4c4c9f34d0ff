// Sessions and the dashboard.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { deviceCookieOf, endUserSession, rememberDevice, startUserSession } from '../../auth/sessions';
import type { GraphQLContext } from '../context';
import { ProviderClicksType } from '../clicks/types';
import { LoginInput } from './inputs';
import { StatsType, UserType, toUserType } from './types';

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

  @Mutation(() => UserType, { description: 'Starts a session (the same cookie as the REST API)' })
  async login(@Ctx() ctx: GraphQLContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<UserType> {
    const { user, sessionEpoch, deviceCookie } = await ctx.services.users.login(ctx.actor, input, {
      address: ctx.req.ip ?? 'unknown',
      deviceCookie: deviceCookieOf(ctx.req),
    });
    await startUserSession(ctx.req, { userId: user.id, sessionEpoch });
    rememberDevice(ctx.req, ctx.res, deviceCookie);
    return toUserType(user);
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.users.signedOut(ctx.actor);
    await endUserSession(ctx.req);
    return true;
  }
}
