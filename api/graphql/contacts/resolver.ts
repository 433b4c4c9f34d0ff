// Contact messages: the visitor's submitContact (public) and the admin inbox, over ContactService.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { ContactInput } from './inputs';
import { PAGE_LIMIT } from '../../domain/paging';
import { ContactPageType, ContactSubmissionType, toContactType } from './types';

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
    const { submission } = await ctx.services.contacts.submit(ctx.actor, input, { idempotencyKey: key, client: ctx.req.clientGroup });
    return toContactType(submission);
  }

  @Query(() => [ContactSubmissionType], {
    description: `The first page of the inbox, newest first (at most ${PAGE_LIMIT.default} messages): contactsPage reads the rest`,
  })
  async contacts(@Ctx() ctx: GraphQLContext): Promise<ContactSubmissionType[]> {
    return (await ctx.services.contacts.list(ctx.actor)).map(toContactType);
  }

  @Query(() => ContactPageType, { description: `The inbox one page at a time, newest first; limit ${PAGE_LIMIT.default} unless given, at most ${PAGE_LIMIT.max}` })
  async contactsPage(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset?: number | null,
    @Arg('unread', () => Boolean, { nullable: true, description: 'true: unread only; false: read only' }) unread?: boolean | null,
    @Arg('q', () => String, { nullable: true, description: 'Part of the name, e-mail or subject, any case' }) q?: string | null,
  ): Promise<ContactPageType> {
    const page = await ctx.services.contacts.page(ctx.actor, { limit, offset, unread, q });
    return { items: page.items.map(toContactType), total: page.total, unreadTotal: page.unreadTotal };
  }

  @Mutation(() => Int, { description: 'Marks the messages read; answers how many were unread' })
  async markContactsRead(@Ctx() ctx: GraphQLContext, @Arg('ids', () => [Int]) ids: number[]): Promise<number> {
    return ctx.services.contacts.markManyRead(ctx.actor, ids);
  }

  @Mutation(() => Int, { description: 'Deletes the messages; answers how many there were' })
  async deleteContacts(@Ctx() ctx: GraphQLContext, @Arg('ids', () => [Int]) ids: number[]): Promise<number> {
    return ctx.services.contacts.removeMany(ctx.actor, ids);
  }

  @Mutation(() => ContactSubmissionType)
  async markContactRead(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ContactSubmissionType> {
    return toContactType(await ctx.services.contacts.markRead(ctx.actor, id));
  }

  @Mutation(() => ContactSubmissionType, { description: 'Marks a message unread again' })
  async markContactUnread(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ContactSubmissionType> {
    return toContactType(await ctx.services.contacts.markUnread(ctx.actor, id));
  }

  @Mutation(() => Boolean)
  async deleteContact(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return ctx.services.contacts.remove(ctx.actor, id);
  }
}
