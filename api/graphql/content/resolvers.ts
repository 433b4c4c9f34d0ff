// Resources and FAQs: thin adapters over their services.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { FAQ_SORTS, RESOURCE_SORTS } from '../../domain/adminLists';
import type { GraphQLContext } from '../context';
import { PageArgs } from '../paging';
import { FaqInput, FaqMoveKind, ResourceInput } from './inputs';
import { FaqPageType, FaqType, ResourcePageType, ResourceType, toFaqType, toResourceType } from './types';

@Resolver(() => ResourceType)
export class ResourceResolver {
  @Query(() => [ResourceType], { description: 'Oldest first; type matches without regard to case (GUIDE = Guide)' })
  async resources(@Ctx() ctx: GraphQLContext, @Arg('type', () => String, { nullable: true }) type?: string | null): Promise<ResourceType[]> {
    return (await ctx.services.resources.list(ctx.actor, type)).map(toResourceType);
  }

  @Query(() => ResourcePageType, { description: `Admin: one page of resources; search in title, type and description; sort by ${RESOURCE_SORTS.join(', ')}` })
  async adminResourcesPage(@Ctx() ctx: GraphQLContext, @Args(() => PageArgs) args: PageArgs): Promise<ResourcePageType> {
    const page = await ctx.services.resources.adminPage(ctx.actor, args);
    return { items: page.items.map(toResourceType), total: page.total };
  }

  @Mutation(() => ResourceType)
  async createResource(@Ctx() ctx: GraphQLContext, @Arg('input', () => ResourceInput) input: ResourceInput): Promise<ResourceType> {
    return toResourceType(await ctx.services.resources.create(ctx.actor, input));
  }

  @Mutation(() => ResourceType)
  async updateResource(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => ResourceInput) input: ResourceInput): Promise<ResourceType> {
    return toResourceType(await ctx.services.resources.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => Boolean)
  async deleteResource(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    return ctx.services.resources.remove(ctx.actor, id, expectedVersion);
  }
}

@Resolver(() => FaqType)
export class FaqResolver {
  @Query(() => [FaqType])
  async faqs(@Ctx() ctx: GraphQLContext): Promise<FaqType[]> {
    return (await ctx.services.faqs.list(ctx.actor)).map(toFaqType);
  }

  @Query(() => FaqPageType, { description: `Admin: one page of FAQs; search in question and answer; sort by ${FAQ_SORTS.join(', ')}` })
  async adminFaqsPage(@Ctx() ctx: GraphQLContext, @Args(() => PageArgs) args: PageArgs): Promise<FaqPageType> {
    const page = await ctx.services.faqs.adminPage(ctx.actor, args);
    return { items: page.items.map(toFaqType), total: page.total };
  }

  @Mutation(() => FaqType)
  async createFaq(@Ctx() ctx: GraphQLContext, @Arg('input', () => FaqInput) input: FaqInput): Promise<FaqType> {
    return toFaqType(await ctx.services.faqs.create(ctx.actor, input));
  }

  @Mutation(() => FaqType)
  async updateFaq(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => FaqInput) input: FaqInput): Promise<FaqType> {
    return toFaqType(await ctx.services.faqs.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => FaqType, { description: 'Moves an FAQ in one step (to the top or bottom, or one place), its text untouched' })
  async moveFaq(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('to', () => FaqMoveKind) to: FaqMoveKind,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one moves nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<FaqType> {
    return toFaqType(await ctx.services.faqs.move(ctx.actor, id, { to }, expectedVersion));
  }

  @Mutation(() => Boolean)
  async deleteFaq(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    return ctx.services.faqs.remove(ctx.actor, id, expectedVersion);
  }
}
