// Webhooks over GraphQL: the delivery log (an owner's per partner, a partner's own with its key),
// the owner's test event and a new signing secret. Each service method checks the caller.
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { PartnerWithWebhookSecretType, WebhookDeliveryType, toPartnerWithWebhookSecret, toWebhookDeliveryType } from './types';

@Resolver()
export class WebhookResolver {
  @Query(() => [WebhookDeliveryType], {
    description: "Webhook deliveries, newest first: with a partner key, its own (partnerId left out); an owner names the partner. limit: 1 to 200 (50).",
  })
  async webhookDeliveries(
    @Ctx() ctx: GraphQLContext,
    @Arg('partnerId', () => ID, { nullable: true }) partnerId?: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<WebhookDeliveryType[]> {
    return (await ctx.services.webhooks.deliveries(ctx.actor, partnerId, { limit })).map(toWebhookDeliveryType);
  }

  @Mutation(() => WebhookDeliveryType, { description: 'Sends a ping event to the partner’s webhook URL at once; answers the delivery as it ended. Owners only.' })
  async sendTestWebhook(@Ctx() ctx: GraphQLContext, @Arg('partnerId', () => ID) partnerId: string): Promise<WebhookDeliveryType> {
    return toWebhookDeliveryType(await ctx.services.webhooks.sendTest(ctx.actor, partnerId));
  }

  @Mutation(() => PartnerWithWebhookSecretType, { description: 'A new webhook signing secret (answered this once); deliveries are signed with it at once. Owners only.' })
  async rotateWebhookSecret(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version it was read at; a stale one changes nothing (CONFLICT)' }) expectedVersion?: number | null,
  ): Promise<PartnerWithWebhookSecretType> {
    return toPartnerWithWebhookSecret(await ctx.services.partners.rotateWebhookSecret(ctx.actor, id, expectedVersion));
  }
}
