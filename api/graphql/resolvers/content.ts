// Resources, FAQs and ad spots: thin adapters over their services.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { AdSpotInput, FaqInput, ResourceInput } from '../inputs';
import { AdSpotType, FaqType, ResourceType, toAdSpotType, toFaqType, toResourceType } from '../types';

@Resolver(() => ResourceType)
export class ResourceResolver {
  @Query(() => [ResourceType], { description: 'Oldest first; type matches without regard to case (GUIDE = Guide)' })
  async resources(@Ctx() ctx: GraphQLContext, @Arg('type', () => String, { nullable: true }) type?: string | null): Promise<ResourceType[]> {
    return (await ctx.services.resources.list(ctx.actor, type)).map(toResourceType);
  }

  @Mutation(() => ResourceType)
  async createResource(@Ctx() ctx: GraphQLContext, @Arg('input', () => ResourceInput) input: ResourceInput): Promise<ResourceType> {
    return toResourceType(await ctx.services.resources.create(ctx.actor, input));
  }

  @Mutation(() => ResourceType)
  async updateResource(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => ResourceInput) input: ResourceInput): Promise<ResourceType> {
    return toResourceType(await ctx.services.resources.update(ctx.actor, id, input));
  }

  @Mutation(() => Boolean)
  async deleteResource(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return ctx.services.resources.remove(ctx.actor, id);
  }
}

@Resolver(() => FaqType)
export class FaqResolver {
  @Query(() => [FaqType])
  async faqs(@Ctx() ctx: GraphQLContext): Promise<FaqType[]> {
    return (await ctx.services.faqs.list(ctx.actor)).map(toFaqType);
  }

  @Mutation(() => FaqType)
  async createFaq(@Ctx() ctx: GraphQLContext, @Arg('input', () => FaqInput) input: FaqInput): Promise<FaqType> {
    return toFaqType(await ctx.services.faqs.create(ctx.actor, input));
  }

  @Mutation(() => FaqType)
  async updateFaq(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => FaqInput) input: FaqInput): Promise<FaqType> {
    return toFaqType(await ctx.services.faqs.update(ctx.actor, id, input));
  }

  @Mutation(() => Boolean)
  async deleteFaq(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return ctx.services.faqs.remove(ctx.actor, id);
  }
}

@Resolver(() => AdSpotType)
export class AdSpotResolver {
  @Query(() => [AdSpotType], { description: 'The spots of one page slot, enabled or not; pages show an enabled one' })
  async adSpots(@Ctx() ctx: GraphQLContext, @Arg('location', () => String) location: string): Promise<AdSpotType[]> {
    return (await ctx.services.adSpots.listByLocation(ctx.actor, location)).map(toAdSpotType);
  }

  @Query(() => [AdSpotType], { description: 'Admin: every ad spot' })
  async adminAdSpots(@Ctx() ctx: GraphQLContext): Promise<AdSpotType[]> {
    return (await ctx.services.adSpots.adminList(ctx.actor)).map(toAdSpotType);
  }

  @Mutation(() => AdSpotType)
  async createAdSpot(@Ctx() ctx: GraphQLContext, @Arg('input', () => AdSpotInput) input: AdSpotInput): Promise<AdSpotType> {
    return toAdSpotType(await ctx.services.adSpots.create(ctx.actor, input));
  }

  @Mutation(() => AdSpotType)
  async updateAdSpot(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => AdSpotInput) input: AdSpotInput): Promise<AdSpotType> {
    return toAdSpotType(await ctx.services.adSpots.update(ctx.actor, id, input));
  }

  @Mutation(() => AdSpotType)
  async toggleAdSpot(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<AdSpotType> {
    return toAdSpotType(await ctx.services.adSpots.toggle(ctx.actor, id));
  }

  @Mutation(() => Boolean)
  async deleteAdSpot(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return ctx.services.adSpots.remove(ctx.actor, id);
  }
}
