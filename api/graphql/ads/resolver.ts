// Ad spots: a thin adapter over AdSpotService.
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AD_SPOT_SORTS } from '../../domain/adminLists';
import type { GraphQLContext } from '../context';
import { AdSpotInput } from './inputs';
import { AdSpotPageArgs, AdSpotPageType, AdSpotType, PublicAdSpotType, toAdSpotType, toPublicAdSpotType } from './types';

@Resolver(() => AdSpotType)
export class AdSpotResolver {
  @Query(() => [PublicAdSpotType], { description: 'The enabled spots of one page slot (disabled ones and every name stay in the admin)' })
  async adSpots(@Ctx() ctx: GraphQLContext, @Arg('location', () => String) location: string): Promise<PublicAdSpotType[]> {
    return (await ctx.services.adSpots.listByLocation(ctx.actor, location)).map(toPublicAdSpotType);
  }

  @Query(() => [AdSpotType], { description: 'Admin: the first 100 ad spots, oldest first (kept for older clients; adminAdSpotsPage pages through all)' })
  async adminAdSpots(@Ctx() ctx: GraphQLContext): Promise<AdSpotType[]> {
    return (await ctx.services.adSpots.adminPage(ctx.actor, {})).items.map(toAdSpotType);
  }

  @Query(() => AdSpotPageType, { description: `Admin: one page of ad spots, of one type or all; search in name, location and type; sort by ${AD_SPOT_SORTS.join(', ')}` })
  async adminAdSpotsPage(@Ctx() ctx: GraphQLContext, @Args(() => AdSpotPageArgs) args: AdSpotPageArgs): Promise<AdSpotPageType> {
    const page = await ctx.services.adSpots.adminPage(ctx.actor, args);
    return { items: page.items.map(toAdSpotType), total: page.total, byType: page.byType };
  }

  @Mutation(() => AdSpotType)
  async createAdSpot(@Ctx() ctx: GraphQLContext, @Arg('input', () => AdSpotInput) input: AdSpotInput): Promise<AdSpotType> {
    return toAdSpotType(await ctx.services.adSpots.create(ctx.actor, input));
  }

  @Mutation(() => AdSpotType)
  async updateAdSpot(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => AdSpotInput) input: AdSpotInput): Promise<AdSpotType> {
    return toAdSpotType(await ctx.services.adSpots.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => AdSpotType)
  async toggleAdSpot(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<AdSpotType> {
    return toAdSpotType(await ctx.services.adSpots.toggle(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => Boolean)
  async deleteAdSpot(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    return ctx.services.adSpots.remove(ctx.actor, id, expectedVersion);
  }
}
