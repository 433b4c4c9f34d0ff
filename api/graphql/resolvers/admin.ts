// Sessions and the dashboard.
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { endUserSession, startUserSession } from '../../auth/sessions';
import type { GraphQLContext } from '../context';
import { LoginInput } from '../inputs';
import { StatsType, UserType, toUserType } from '../types';

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

  @Mutation(() => UserType, { description: 'Starts a session (the same cookie as the REST API)' })
  async login(@Ctx() ctx: GraphQLContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<UserType> {
    const user = await ctx.services.users.login(ctx.actor, input, ctx.req.ip ?? 'unknown');
    await startUserSession(ctx.req, user.id);
    return toUserType(user);
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await endUserSession(ctx.req);
    return true;
  }
}
