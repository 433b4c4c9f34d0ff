// The dashboard's attention list: one query over AttentionService (role-aware there).
import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { AttentionType, toAttentionType } from './types';

@Resolver()
export class AttentionResolver {
  @Query(() => AttentionType, {
    description: 'What needs attention: reversed bookings (7 days), silent programs (14 days) and clicks reported with bookings past the cap (7 days) for owners; providers whose facts were not checked for 90 days and failed sign-ins on your account for every admin',
  })
  async attention(@Ctx() ctx: GraphQLContext): Promise<AttentionType> {
    return toAttentionType(await ctx.services.attention.attention(ctx.actor));
  }
}
