// Partners over GraphQL: the owner's partners (partners, createPartner, updatePartner,
// rotatePartnerKey, disablePartner, enablePartner) and a partner's own calls with its key
// (bookingLink, partnerReport). Each service method checks the caller.
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { BookingLinkRequest } from '../../domain/partners';
import type { GraphQLContext } from '../context';
import { BookingLinkInput, PartnerInput } from './inputs';
import { BookingLinkType, PartnerReportType, PartnerType, PartnerWithKeyType, toBookingLinkType, toPartnerReportType, toPartnerType, toPartnerWithKey } from './types';

const VERSION = { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' } as const;

@Resolver()
export class PartnerResolver {
  @Query(() => [PartnerType], { description: 'Every partner by name, the disabled ones included. Owners only.' })
  async partners(@Ctx() ctx: GraphQLContext): Promise<PartnerType[]> {
    return (await ctx.services.partners.list(ctx.actor)).map(toPartnerType);
  }

  @Mutation(() => PartnerWithKeyType, { description: 'Makes a partner and its key (answered this once). Owners only.' })
  async createPartner(@Ctx() ctx: GraphQLContext, @Arg('input', () => PartnerInput) input: PartnerInput): Promise<PartnerWithKeyType> {
    return toPartnerWithKey(await ctx.services.partners.create(ctx.actor, input));
  }

  @Mutation(() => PartnerType, { description: "Changes a partner's settings (not its key). Owners only." })
  async updatePartner(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string, @Arg('input', () => PartnerInput) input: PartnerInput): Promise<PartnerType> {
    return toPartnerType(await ctx.services.partners.update(ctx.actor, id, input, input.expectedVersion));
  }

  @Mutation(() => PartnerWithKeyType, { description: 'A new key (answered this once); the old one stops working at once. Owners only.' })
  async rotatePartnerKey(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string, @Arg('expectedVersion', () => Int, VERSION) expectedVersion?: number | null): Promise<PartnerWithKeyType> {
    return toPartnerWithKey(await ctx.services.partners.rotateKey(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => PartnerType, { description: 'Its key stops working at once; its clicks and bookings stay in every report. Owners only.' })
  async disablePartner(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string, @Arg('expectedVersion', () => Int, VERSION) expectedVersion?: number | null): Promise<PartnerType> {
    return toPartnerType(await ctx.services.partners.disable(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => PartnerType, { description: 'Takes a disabled partner back: its current key works again. Owners only.' })
  async enablePartner(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string, @Arg('expectedVersion', () => Int, VERSION) expectedVersion?: number | null): Promise<PartnerType> {
    return toPartnerType(await ctx.services.partners.enable(ctx.actor, id, expectedVersion));
  }

  @Mutation(() => BookingLinkType, {
    description: "With a partner key: a booking link for a provider, filled with the trip and a new click id; counts one click for the partner, kept with partnerRef.",
  })
  async bookingLink(@Ctx() ctx: GraphQLContext, @Arg('input', () => BookingLinkInput) input: BookingLinkInput): Promise<BookingLinkType> {
    return toBookingLinkType(await ctx.services.clicks.partnerLink(ctx.actor, input as BookingLinkRequest));
  }

  @Query(() => PartnerReportType, { description: "With a partner key: its own clicks, bookings and share over the last `days` days (1 to 366, today included)." })
  async partnerReport(@Ctx() ctx: GraphQLContext, @Arg('days', () => Int) days: number): Promise<PartnerReportType> {
    return toPartnerReportType(await ctx.services.partners.report(ctx.actor, days));
  }
}
