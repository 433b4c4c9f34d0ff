// Partners' GraphQL object types (the partner, its key once, a booking link, its report) and the
// service view -> type mappings. Money in whole cents (USD).
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { CommissionCentsType, NamedRefType, SluggedRefType, Versioned } from '../records';
import type { PartnerBookingLink } from '../../services/clicks';
import type { PartnerEarnings, PartnerLine, PartnerReport, PartnerView, PartnerWithKey } from '../../services/partners';

@ObjectType('Partner', { description: 'An integrator with a key; the key itself is only ever answered once, when made' })
export class PartnerType extends Versioned(SluggedRefType) {
  @Field(() => [String], { description: 'Browser origins allowed to call with the key (exact match, lowercased)' })
  allowedOrigins!: string[];

  @Field(() => Float, { description: 'Its share of the commission its bookings earn, in percent' })
  revenueSharePercent!: number;

  @Field(() => String, { nullable: true })
  contact!: string | null;

  @Field(() => String, { nullable: true })
  webhookUrl!: string | null;

  @Field(() => Int, { description: 'Requests per minute its key may make' })
  quotaPerMinute!: number;

  @Field({ description: "The key's last four characters" })
  keyHint!: string;

  @Field(() => String, { nullable: true, description: "The webhook signing secret's last four characters" })
  webhookSecretHint!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was disabled (its key refused, its history kept); null: active' })
  disabledAt!: Date | null;
}

@ObjectType('PartnerWithKey', { description: 'A partner and its new key: shown this once' })
export class PartnerWithKeyType {
  @Field(() => PartnerType)
  partner!: PartnerType;

  @Field({ description: 'Sent as Authorization: Bearer <key> or X-Api-Key: <key>' })
  key!: string;

  @Field(() => String, { nullable: true, description: 'The webhook signing secret, when it was made too (createPartner): shown this once' })
  webhookSecret!: string | null;
}

@ObjectType('BookingLink', { description: "A partner's booking link: one click counted for the partner" })
export class BookingLinkType {
  @Field({ description: "The provider's booking page, filled with the trip and the click id" })
  url!: string;

  @Field({ description: "The click's id: the sub-ID the network reports the booking with" })
  clickId!: string;

  @Field({ description: 'After this the click is forgotten: a booking reported later is not credited (the network’s claim window may be shorter)' })
  expiresAt!: Date;
}

@ObjectType('PartnerRef', { description: 'The partner a report is for' })
export class PartnerRefType extends SluggedRefType {}

@ObjectType('PartnerReportProvider', { description: 'A provider in a partner report' })
export class PartnerReportProviderType extends NamedRefType {
  @Field(() => String, { nullable: true })
  slug!: string | null;
}

@ObjectType('PartnerLine', { description: "Clicks, the bookings they brought, the commission by status and the partner's share (cents, USD)" })
export class PartnerLineType extends CommissionCentsType implements PartnerLine {
  @Field(() => Int, { description: 'Booking clicks counted for the partner in the period' })
  clicks!: number;

  @Field(() => Int, { description: "Bookings credited to the partner's clicks, reported in the period, not reversed" })
  bookings!: number;

  @Field(() => Int, { description: 'What reversals took back (each reversed booking’s commission before it)' })
  reversedCents!: number;

  @Field(() => Int)
  sharePendingCents!: number;

  @Field(() => Int)
  shareConfirmedCents!: number;

  @Field(() => Int)
  sharePaidCents!: number;

  @Field(() => Int, { description: 'sharePending + shareConfirmed + sharePaid' })
  shareCents!: number;
}

@ObjectType('PartnerReportProviderLine')
export class PartnerReportProviderLineType extends PartnerLineType {
  @Field(() => PartnerReportProviderType)
  provider!: PartnerReportProviderType;
}

@ObjectType('PartnerReportRefLine')
export class PartnerReportRefLineType extends PartnerLineType {
  @Field({ description: "The partner's own sub-ID ('' for links made without one)" })
  partnerRef!: string;
}

@ObjectType('PartnerReportCurrencyLine', { description: "Bookings credited to the partner in another currency than the report's: its own amounts, in that currency's minor units" })
export class PartnerReportCurrencyLineType extends PartnerLineType {
  @Field({ description: "The currency's code (ISO 4217, e.g. EUR); clicks have no currency, so clicks is 0 here" })
  currency!: string;
}

@ObjectType('PartnerReport', { description: "A partner's own clicks, bookings and share; nothing of other partners or of the site's own clicks" })
export class PartnerReportType extends PartnerLineType {
  @Field(() => PartnerRefType)
  partner!: PartnerRefType;

  @Field(() => [String], { description: "The report's days, oldest first ('YYYY-MM-DD', the site's days)" })
  days!: string[];

  @Field()
  currency!: string;

  @Field(() => Float, { description: 'The share now, in percent (each booking keeps the share of its click)' })
  revenueSharePercent!: number;

  @Field(() => [PartnerReportProviderLineType], { description: 'Providers with a click or a booking, most clicked first' })
  providers!: PartnerReportProviderLineType[];

  @Field(() => [PartnerReportRefLineType], { description: 'Each partnerRef with a click or a booking, most clicked first' })
  refs!: PartnerReportRefLineType[];

  @Field(() => [PartnerReportCurrencyLineType], {
    description: "Bookings reported in another currency than `currency`, one line per currency: never added to the report's own (USD) figures",
  })
  otherCurrencies!: PartnerReportCurrencyLineType[];
}

@ObjectType('PartnerEarnings', { description: "One partner's line on the owner's earnings report" })
export class PartnerEarningsType extends PartnerLineType {
  @Field(() => PartnerRefType)
  partner!: PartnerRefType;
}

export function toPartnerType(view: PartnerView): PartnerType {
  return Object.assign(new PartnerType(), view);
}

export function toPartnerWithKey(made: PartnerWithKey): PartnerWithKeyType {
  return Object.assign(new PartnerWithKeyType(), { partner: toPartnerType(made.partner), key: made.key, webhookSecret: made.webhookSecret ?? null });
}

export function toBookingLinkType(link: PartnerBookingLink): BookingLinkType {
  return Object.assign(new BookingLinkType(), link);
}

export function toPartnerReportType(report: PartnerReport): PartnerReportType {
  return Object.assign(new PartnerReportType(), report);
}

export function toPartnerEarningsType(line: PartnerEarnings): PartnerEarningsType {
  return Object.assign(new PartnerEarningsType(), line);
}
