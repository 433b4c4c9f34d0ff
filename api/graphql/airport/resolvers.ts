// Airport options: thin adapters over AirportOptionService.
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { FaqMoveKind } from '../content/inputs';
import { AdminAirportOptionType, AirportOptionInput, AirportOptionType, toAdminAirportOptionType, toAirportOptionType } from './types';

@Resolver(() => AirportOptionType)
export class AirportOptionResolver {
  @Query(() => [AirportOptionType], { description: "What exists at the airport at any hour: the enabled options, in the operator's order" })
  async airportOptions(@Ctx() ctx: GraphQLContext): Promise<AirportOptionType[]> {
    return (await ctx.services.airportOptions.list(ctx.actor)).map(toAirportOptionType);
  }

  @Query(() => [AdminAirportOptionType], { description: 'Admin: every airport option (hidden ones too), in the order' })
  async adminAirportOptions(@Ctx() ctx: GraphQLContext): Promise<AdminAirportOptionType[]> {
    return (await ctx.services.airportOptions.adminList(ctx.actor)).map(toAdminAirportOptionType);
  }

  @Mutation(() => AdminAirportOptionType)
  async createAirportOption(@Ctx() ctx: GraphQLContext, @Arg('input', () => AirportOptionInput) input: AirportOptionInput): Promise<AdminAirportOptionType> {
    return toAdminAirportOptionType(await ctx.services.airportOptions.create(ctx.actor, input));
  }

  @Mutation(() => AdminAirportOptionType)
  async updateAirportOption(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number, @Arg('input', () => AirportOptionInput) input: AirportOptionInput): Promise<AdminAirportOptionType> {
    return toAdminAirportOptionType(await ctx.services.airportOptions.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => AdminAirportOptionType, { description: 'Moves an airport option one step (to the top or bottom, or one place), its facts untouched' })
  async moveAirportOption(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('to', () => FaqMoveKind) to: FaqMoveKind,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one moves nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<AdminAirportOptionType> {
    return toAdminAirportOptionType(await ctx.services.airportOptions.move(ctx.actor, id, { to }, expectedVersion));
  }

  @Mutation(() => Boolean)
  async deleteAirportOption(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    return ctx.services.airportOptions.remove(ctx.actor, id, expectedVersion);
  }
}
