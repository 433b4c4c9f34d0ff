import { Arg, Args, Ctx, Float, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PROVIDER_SORTS } from '../../domain/adminLists';
import type { GraphQLContext } from '../context';
import { PageArgs } from '../paging';
import { TripInput } from '../trip/inputs';
import { TripAnswerType, toTripAnswerType } from '../trip/types';
import { ProviderInput, ProviderRouteInput } from './inputs';
import { ProviderOrder, ProviderPageType, ProviderType, toProviderType } from './types';

/**
 * A stored row as the GraphQL type, made once per row object: a trip's answer shapes every
 * provider, and its rows are shared until content changes (ProviderService), so later answers
 * reuse the shape (a malformed route is logged the first time).
 */
const shaped = new WeakMap<object, ProviderType>();
const shape = (ctx: GraphQLContext) => (p: Parameters<typeof toProviderType>[0]) => {
  let type = shaped.get(p);
  if (!type) shaped.set(p, (type = toProviderType(p, (error) => ctx.logger.warn({ error }, 'malformed stored route data ignored'))));
  return type;
};

@Resolver(() => ProviderType)
export class ProviderResolver {
  @Query(() => [ProviderType], { description: 'Every provider; without arguments in the same order as GET /api/providers' })
  async providers(
    @Ctx() ctx: GraphQLContext,
    @Arg('type', () => String, { nullable: true, description: 'Part of the service type, any case' }) type?: string | null,
    @Arg('area', () => String, { nullable: true, description: 'Part of the service area, any case' }) area?: string | null,
    @Arg('minRating', () => Float, { nullable: true }) minRating?: number | null,
    @Arg('orderBy', () => ProviderOrder, { nullable: true }) orderBy?: ProviderOrder | null,
    @Arg('servesPlaces', () => [String], { nullable: true, description: 'Search locations each provider must serve (the home search: From and To)' })
    servesPlaces?: string[] | null,
    @Arg('passengers', () => Int, { nullable: true, description: 'A party each provider must carry in one booking' }) passengers?: number | null,
  ): Promise<ProviderType[]> {
    return (await ctx.services.providers.list(ctx.actor, { type, area, minRating, orderBy, servesPlaces, passengers })).map(shape(ctx));
  }

  @Query(() => TripAnswerType, {
    description: "A traveller's trip: each provider as an option with the party's total, or excluded with its reasons (BAD_USER_INPUT with field messages for bad input)",
  })
  async trip(@Ctx() ctx: GraphQLContext, @Arg('input', () => TripInput) input: TripInput): Promise<TripAnswerType> {
    const answer = await ctx.services.providers.trip(ctx.actor, input);
    ctx.validUntil = Math.min(ctx.validUntil ?? Infinity, answer.validUntil);
    return toTripAnswerType(answer, shape(ctx));
  }

  @Query(() => ProviderPageType, { description: `Admin: one page of providers; search in name, slug, type and service area; sort by ${PROVIDER_SORTS.join(', ')}` })
  async adminProvidersPage(@Ctx() ctx: GraphQLContext, @Args(() => PageArgs) args: PageArgs): Promise<ProviderPageType> {
    const page = await ctx.services.providers.adminPage(ctx.actor, args);
    return { items: page.items.map(shape(ctx)), total: page.total };
  }

  @Query(() => ProviderType, { nullable: true, description: 'NOT_FOUND when no provider has this slug' })
  async provider(@Ctx() ctx: GraphQLContext, @Arg('slug', () => String) slug: string): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.getBySlug(ctx.actor, slug));
  }

  @Query(() => ProviderType, { nullable: true, description: 'NOT_FOUND when no provider has this id' })
  async providerById(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.getById(ctx.actor, id));
  }

  @Mutation(() => ProviderType)
  async createProvider(@Ctx() ctx: GraphQLContext, @Arg('input', () => ProviderInput) input: ProviderInput): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.create(ctx.actor, input));
  }

  @Mutation(() => ProviderType)
  async updateProvider(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProviderInput) input: ProviderInput,
  ): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => Boolean)
  async deleteProvider(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    return ctx.services.providers.remove(ctx.actor, id, expectedVersion);
  }

  @Mutation(() => ProviderType, { description: 'Map data: center, zoom, route colour and route points' })
  async updateProviderRoute(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProviderRouteInput) input: ProviderRouteInput,
  ): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.updateRoute(ctx.actor, id, input, input.expectedVersion));
  }
}
