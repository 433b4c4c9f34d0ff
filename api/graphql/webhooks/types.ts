// Webhooks' GraphQL types: a delivery as the log shows it, and a partner with its new signing secret.
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '../../domain/webhooks';
import type { PartnerWithWebhookSecret } from '../../services/partners';
import type { WebhookDeliveryView } from '../../services/webhooks';
import { PartnerType, toPartnerType } from '../partners/types';

export const WebhookDeliveryStatusEnum = Object.fromEntries(WEBHOOK_DELIVERY_STATUSES.map((s) => [s.toUpperCase(), s])) as Record<Uppercase<WebhookDeliveryStatus>, WebhookDeliveryStatus>;
registerEnumType(WebhookDeliveryStatusEnum, { name: 'WebhookDeliveryStatus', description: 'pending: waiting for a try; sending: being sent; delivered: a 2xx answer; failed: no tries left' });

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to a partner’s webhook URL' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'Sent as RDU-Delivery' })
  id!: string;

  @Field({ description: "The event's id (the payload's id): the same on every try" })
  eventId!: string;

  @Field(() => Int)
  partnerId!: number;

  @Field({ description: 'provider.updated, provider.archived, fares.changed, conversion.updated or ping' })
  type!: string;

  @Field(() => WebhookDeliveryStatusEnum)
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Tries made so far (at most 8)' })
  attempts!: number;

  @Field(() => Date, { nullable: true, description: 'When it is tried next (pending only)' })
  nextAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: "The receiver's last HTTP status (null: no answer)" })
  lastStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last try failed, in short' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;

  @Field()
  createdAt!: Date;
}

@ObjectType('PartnerWithWebhookSecret', { description: 'A partner and its new webhook signing secret: shown this once' })
export class PartnerWithWebhookSecretType {
  @Field(() => PartnerType)
  partner!: PartnerType;

  @Field({ description: 'Verifies RDU-Signature (HMAC-SHA256 over `${t}.${body}`)' })
  webhookSecret!: string;
}

export function toWebhookDeliveryType(view: WebhookDeliveryView): WebhookDeliveryType {
  return Object.assign(new WebhookDeliveryType(), view);
}

export function toPartnerWithWebhookSecret(made: PartnerWithWebhookSecret): PartnerWithWebhookSecretType {
  return Object.assign(new PartnerWithWebhookSecretType(), { partner: toPartnerType(made.partner), webhookSecret: made.webhookSecret });
}
