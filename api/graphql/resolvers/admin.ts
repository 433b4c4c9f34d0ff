// Sessions, the dashboard and contact messages.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { endUserSession, startUserSession } from '../../auth/sessions';
import type { GraphQLContext } from '../context';
import { ContactInput, LoginInput, plain } from '../inputs';
import { ContactSubmissionType, StatsType, UserType, toContactType, toUserType } from '../types';

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

  @Query(() => [ContactSubmissionType], { description: 'Newest first' })
  async contacts(@Ctx() ctx: GraphQLContext): Promise<ContactSubmissionType[]> {
    return (await ctx.services.contacts.list(ctx.actor)).map(toContactType);
  }

  @Mutation(() => ContactSubmissionType)
  async markContactRead(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ContactSubmissionType> {
    return toContactType(await ctx.services.contacts.markRead(ctx.actor, id));
  }

  @Mutation(() => Boolean)
  async deleteContact(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return ctx.services.contacts.remove(ctx.actor, id);
  }

  @Mutation(() => ContactSubmissionType, {
    description: 'A visitor message. With an idempotency key (or the Idempotency-Key header) a replay returns the first copy.',
  })
  async submitContact(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ContactInput) input: ContactInput,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey?: string | null,
  ): Promise<ContactSubmissionType> {
    const key = idempotencyKey ?? ctx.req.get('Idempotency-Key') ?? null;
    const { submission } = await ctx.services.contacts.submit(ctx.actor, plain(input), key);
    return toContactType(submission);
  }

  @Mutation(() => UserType, { description: 'Starts a session (the same cookie as the REST API)' })
  async login(@Ctx() ctx: GraphQLContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<UserType> {
    const user = await ctx.services.users.login(ctx.actor, plain(input), ctx.req.ip ?? 'unknown');
    await startUserSession(ctx.req, user.id);
    return toUserType(user);
  }

  @Mutation(() => Boolean)
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await endUserSession(ctx.req);
    return true;
  }
}
