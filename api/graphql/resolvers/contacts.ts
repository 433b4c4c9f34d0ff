// Contact messages: the visitor's submitContact (public) and the admin inbox, over ContactService.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { ContactInput } from '../inputs';
import { ContactSubmissionType, toContactType } from '../types';

@Resolver(() => ContactSubmissionType)
export class ContactResolver {
  @Mutation(() => ContactSubmissionType, {
    description: 'A visitor message. With an idempotency key (or the Idempotency-Key header) a replay returns the first copy.',
  })
  async submitContact(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ContactInput) input: ContactInput,
    @Arg('idempotencyKey', () => String, { nullable: true }) idempotencyKey?: string | null,
  ): Promise<ContactSubmissionType> {
    const key = idempotencyKey ?? ctx.req.get('Idempotency-Key') ?? null;
    const { submission } = await ctx.services.contacts.submit(ctx.actor, input, { idempotencyKey: key, client: ctx.req.ip ?? 'unknown' });
    return toContactType(submission);
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
}
