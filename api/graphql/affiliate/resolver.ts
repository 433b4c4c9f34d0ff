// The affiliate ledger over GraphQL: programs (affiliatePrograms, createAffiliateProgram,
// updateAffiliateProgram, rotateAffiliateProgramSecret, deleteAffiliateProgram), the earnings report
// (earnings(days)) and the paged conversions list (conversions(limit, offset, q, sort, order), like
// the other admin lists). Admin only: each service method checks the caller.
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { PageArgs } from '../paging';
import { AffiliateProgramInput } from './inputs';
import { AffiliateProgramType, AffiliateProgramWithSecretType, ConversionPageType, EarningsType, toConversionType, toEarningsType, toProgramType, toWithSecret } from './types';

@Resolver()
export class AffiliateResolver {
  @Query(() => [AffiliateProgramType], { description: 'Every affiliate program, by name. Admin only.' })
  async affiliatePrograms(@Ctx() ctx: GraphQLContext): Promise<AffiliateProgramType[]> {
    return (await ctx.services.affiliatePrograms.list(ctx.actor)).map(toProgramType);
  }

  @Mutation(() => AffiliateProgramWithSecretType, { description: 'Makes a program and its secret (answered this once). Admin only.' })
  async createAffiliateProgram(@Ctx() ctx: GraphQLContext, @Arg('input', () => AffiliateProgramInput) input: AffiliateProgramInput): Promise<AffiliateProgramWithSecretType> {
    return toWithSecret(await ctx.services.affiliatePrograms.create(ctx.actor, input));
  }

  @Mutation(() => AffiliateProgramType, { description: "Changes a program's settings (not its secret). Admin only." })
  async updateAffiliateProgram(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AffiliateProgramInput) input: AffiliateProgramInput,
  ): Promise<AffiliateProgramType> {
    return toProgramType(await ctx.services.affiliatePrograms.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => AffiliateProgramWithSecretType, { description: 'A new secret (answered this once); the old one stops working at once. Admin only.' })
  async rotateAffiliateProgramSecret(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<AffiliateProgramWithSecretType> {
    return toWithSecret(await ctx.services.affiliatePrograms.rotateSecret(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => Boolean, { description: 'Deletes a program with its conversions. Admin only.' })
  async deleteAffiliateProgram(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    return ctx.services.affiliatePrograms.remove(ctx.actor, id, expectedVersion);
  }

  @Query(() => EarningsType, { description: "What booking clicks earned over the last `days` days (1 to 366, today included; the dashboard offers 7, 30 and 90). Admin only." })
  async earnings(@Ctx() ctx: GraphQLContext, @Arg('days', () => Int) days: number): Promise<EarningsType> {
    return toEarningsType(await ctx.services.earnings.report(ctx.actor, days));
  }

  @Query(() => ConversionPageType, { description: "One page of conversions; search `q` in order and click ids; sort: createdAt (oldest first unless order is 'desc'). Admin only." })
  async conversions(@Ctx() ctx: GraphQLContext, @Args(() => PageArgs) args: PageArgs): Promise<ConversionPageType> {
    const page = await ctx.services.earnings.conversionsPage(ctx.actor, args);
    return Object.assign(new ConversionPageType(), { items: page.items.map(toConversionType), total: page.total });
  }
}
