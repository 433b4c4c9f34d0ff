// The affiliate ledger over GraphQL: programs (affiliatePrograms, createAffiliateProgram,
// updateAffiliateProgram, rotateAffiliateProgramSecret, archive/restore/removeAffiliateProgram,
// deleteAffiliateProgram, affiliateProgramReferences), the earnings report
// (earnings(days)) and the paged conversions list (conversions(limit, offset, q, sort, order), like
// the other admin lists). Admin only: each service method checks the caller.
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { PageArgs } from '../paging';
import { AffiliateProgramInput } from './inputs';
import { RecordReferencesType, toReferencesType } from '../archive/types';
import { AffiliateProgramRemovalType, AffiliateProgramType, AffiliateProgramWithSecretType, ConversionPageType, EarningsType, toConversionType, toEarningsType, toProgramType, toWithSecret } from './types';

@Resolver()
export class AffiliateResolver {
  @Query(() => [AffiliateProgramType], { description: 'The active affiliate programs (archived: true, the archived ones), by name. Admin only.' })
  async affiliatePrograms(
    @Ctx() ctx: GraphQLContext,
    @Arg('archived', () => Boolean, { nullable: true, description: 'true: only archived programs; false or left out: only active ones' }) archived?: boolean | null,
  ): Promise<AffiliateProgramType[]> {
    return (await ctx.services.affiliatePrograms.list(ctx.actor, archived)).map(toProgramType);
  }

  @Query(() => RecordReferencesType, { description: 'What refers to a program (its conversions); while anything does, a delete archives it instead. Admin only.' })
  async affiliateProgramReferences(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<RecordReferencesType> {
    return toReferencesType(await ctx.services.affiliatePrograms.references(ctx.actor, id));
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

  @Mutation(() => Boolean, {
    description: 'Deletes a program no conversion was reported to; one with conversions is archived instead (they stay in every report) and this still answers true. removeAffiliateProgram says which happened. Admin only.',
  })
  async deleteAffiliateProgram(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one deletes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<boolean> {
    await ctx.services.affiliatePrograms.remove(ctx.actor, id, expectedVersion);
    return true;
  }

  @Mutation(() => AffiliateProgramRemovalType, { description: 'Deletes a program no conversion was reported to, or archives it instead; answers which, and why. Admin only.' })
  async removeAffiliateProgram(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<AffiliateProgramRemovalType> {
    const removal = await ctx.services.affiliatePrograms.remove(ctx.actor, id, expectedVersion);
    return Object.assign(new AffiliateProgramRemovalType(), { deleted: removal.deleted, message: removal.message, program: removal.deleted ? null : toProgramType(removal.record) });
  }

  @Mutation(() => AffiliateProgramType, { description: 'Retires a program: its postbacks are refused as an unknown program, its conversions stay in every report. Admin only.' })
  async archiveAffiliateProgram(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<AffiliateProgramType> {
    return toProgramType(await ctx.services.affiliatePrograms.archive(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => AffiliateProgramType, { description: 'Takes an archived program back into use: its postbacks are accepted again. Admin only.' })
  async restoreAffiliateProgram(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<AffiliateProgramType> {
    return toProgramType(await ctx.services.affiliatePrograms.restore(ctx.actor, id, expectedVersion));
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
