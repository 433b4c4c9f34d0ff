// Partners' inputs: their shapes and rules are the domain's (api/domain/partners.ts).
import { Field, Float, InputType, Int } from 'type-graphql';
import type { BookingLinkRequest, PartnerInput as DomainPartnerInput } from '../../domain/partners';
import { TripInput } from '../trip/inputs';

@InputType()
export class PartnerInput implements DomainPartnerInput {
  @Field()
  name!: string;

  @Field({ description: 'Lowercase letters, digits and hyphens' })
  slug!: string;

  @Field(() => [String], { nullable: true, description: 'Browser origins allowed to call with the key, exact: https://app.example.com' })
  allowedOrigins?: string[] | null;

  @Field(() => Float, { nullable: true, description: 'Its share of the commission, in percent (0 to 100); left out: 0' })
  revenueSharePercent?: number | null;

  @Field(() => String, { nullable: true })
  contact?: string | null;

  @Field(() => String, { nullable: true, description: 'https:// (http:// only for localhost)' })
  webhookUrl?: string | null;

  @Field(() => Int, { nullable: true, description: 'Requests per minute (1 to 100,000); left out: 600' })
  quotaPerMinute?: number | null;

  @Field(() => Int, { nullable: true, description: 'Updates: the version the record was read at; a stale one stores nothing (CONFLICT). Left out: not checked' })
  expectedVersion?: number | null;
}

@InputType()
export class BookingLinkInput implements BookingLinkRequest {
  @Field(() => Int)
  providerId!: number;

  @Field(() => TripInput, { nullable: true, description: "The traveller's trip: the link is filled with it" })
  trip?: TripInput | null;

  @Field(() => String, { nullable: true, description: 'Your own sub-ID for the click: letters, digits, _ . - (up to 64); your report groups by it' })
  partnerRef?: string | null;
}
