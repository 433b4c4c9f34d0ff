import { linkTripOf } from '../../domain/bookingLink';
import { Arg, Args, Ctx, FieldResolver, Float, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PROVIDER_SORTS } from '../../domain/adminLists';
import type { GraphQLContext } from '../context';
import { RecordReferencesType, toReferencesType } from '../archive/types';
import { TripInput } from '../trip/inputs';
import { TripAnswerType, toTripAnswerType } from '../trip/types';
import { ProviderInput, ProviderRouteInput } from './inputs';
import { ProviderOrder, ProviderPageArgs, ProviderPageType, ProviderRefType, ProviderRemovalType, ProviderType, toProviderType } from './types';
import { takeTripAnswer } from '../../http/tripAllowance';

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
    takeTripAnswer(ctx.req);
    const answer = await ctx.services.providers.trip(ctx.actor, input);
    ctx.validUntil = Math.min(ctx.validUntil ?? Infinity, answer.validUntil);
    ctx.tripLink = linkTripOf(answer.trip);
    return toTripAnswerType(answer, shape(ctx));
  }

  @Query(() => ProviderPageType, {
    description: `Admin: one page of providers shown on the site (archived: true, the archived ones); search in name, slug, type and service area; sort by ${PROVIDER_SORTS.join(', ')}`,
  })
  async adminProvidersPage(@Ctx() ctx: GraphQLContext, @Args(() => ProviderPageArgs) args: ProviderPageArgs): Promise<ProviderPageType> {
    const page = await ctx.services.providers.adminPage(ctx.actor, args);
    return { items: page.items.map(shape(ctx)), total: page.total, byStatus: page.byStatus };
  }

  @Query(() => RecordReferencesType, { description: 'Admin: what refers to a provider (clicks, conversions); while anything does, a delete archives it instead' })
  async providerReferences(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<RecordReferencesType> {
    return toReferencesType(await ctx.services.providers.references(ctx.actor, id));
  }

  // bookingUrl and discountUrl: described on ProviderType (a field's own description wins there).
  @FieldResolver(() => String)
  bookingUrl(@Ctx() ctx: GraphQLContext, @Root() provider: ProviderType): string {
    return ctx.services.providers.links(ctx.actor, provider, ctx.tripLink).bookingUrl;
  }

  @FieldResolver(() => String, { nullable: true })
  discountUrl(@Ctx() ctx: GraphQLContext, @Root() provider: ProviderType): string | null {
    return ctx.services.providers.links(ctx.actor, provider, ctx.tripLink).discountUrl;
  }

  @FieldResolver(() => String, {
    description:
      "The provider's booking link as a template, placeholders kept ({clickId}, {from}, {to}, {date}, {time}, {passengers}, {bags}, {discountCode}): for the site's own pages, which fill it when Book Now is followed (api/domain/bookingLink.ts). Integrators follow bookingUrl, or make a bookingLink",
  })
  bookingUrlTemplate(@Root() provider: ProviderType): string {
    return provider.bookingUrl;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The discount link as a template, placeholders kept, as bookingUrlTemplate: for the site's own pages",
  })
  discountUrlTemplate(@Root() provider: ProviderType): string | null {
    return provider.discountUrl;
  }

  @FieldResolver(() => ProviderRefType, { nullable: true, description: "Admin: while archived, the provider its page sends visitors to" })
  async redirectTo(@Ctx() ctx: GraphQLContext, @Root() provider: ProviderType): Promise<ProviderRefType | null> {
    if (provider.redirectToId === null) return null;
    const target = await ctx.services.providers.redirectTarget(ctx.actor, provider.redirectToId);
    return target && { id: target.id, name: target.name, slug: target.slug };
  }

  @Query(() => ProviderType, { nullable: true, description: 'NOT_FOUND when no provider has this slug (also, for visitors, an archived one: extensions.archived)' })
  async provider(@Ctx() ctx: GraphQLContext, @Arg('slug', () => String) slug: string): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.getBySlug(ctx.actor, slug));
  }

  @Query(() => ProviderType, { nullable: true, description: 'NOT_FOUND when no provider has this id (also, for visitors, an archived one)' })
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

  @Mutation(() => Boolean, {
    description: 'Deletes a provider nothing refers to; one with clicks or conversions is archived instead (its history kept) and this still answers true. removeProvider says which happened.',
  })
  async deleteProvider(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    await ctx.services.providers.remove(ctx.actor, id, expectedVersion);
    return true;
  }

  @Mutation(() => ProviderRemovalType, { description: 'Deletes a provider nothing refers to, or archives it instead when clicks or conversions do; answers which, and why' })
  async removeProvider(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<ProviderRemovalType> {
    const removal = await ctx.services.providers.remove(ctx.actor, id, expectedVersion);
    return { deleted: removal.deleted, message: removal.message, provider: removal.deleted ? null : shape(ctx)(removal.record) };
  }

  @Mutation(() => ProviderType, {
    description: 'Takes a provider off the site, keeping its clicks and conversions in every report; its page answers 410 Gone, or 301 to redirectToId (a provider shown on the site)',
  })
  async archiveProvider(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('redirectToId', () => Int, { nullable: true, description: 'The provider its page sends visitors to; left out: none (410 Gone)' }) redirectToId?: number | null,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.archive(ctx.actor, id, { redirectToId, expectedVersion }));
  }

  @Mutation(() => ProviderType, { description: 'Puts an archived provider back on the site' })
  async restoreProvider(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<ProviderType> {
    return shape(ctx)(await ctx.services.providers.restore(ctx.actor, id, expectedVersion));
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
