// The affiliate ledger's GraphQL object types (programs, earnings, conversions) and the
// entity/report -> type mapping. Money is in whole cents of the report's currency.
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CommissionCentsType, NamedRefType, Versioned } from '../records';
import { conversionView, type ConversionRow, type EarningsLine, type EarningsReport } from '../../services/earnings';
import type { ProgramView, ProgramWithSecret } from '../../services/affiliatePrograms';
import { PartnerEarningsType, toPartnerEarningsType } from '../partners/types';

@ObjectType('AffiliateProgramOldAddress', { description: 'A slug the program had before a rename: its postback address is still accepted' })
export class AffiliateProgramOldAddressType {
  @Field()
  slug!: string;

  @Field(() => Date, { nullable: true, description: 'The last postback received at it since the rename (null: none): the network still has the old address' })
  lastUsedAt!: Date | null;
}

@ObjectType('AffiliateProgram', { description: "An affiliate network's program; its secret is only ever answered once, when made" })
export class AffiliateProgramType extends Versioned(NamedRefType) {
  @Field({ description: 'Its postback address is /api/postbacks/{slug}' })
  slug!: string;

  @Field(() => [Int], { description: 'The providers it covers (none: every provider); a booking whose click was on another provider is kept unattributed' })
  providerIds!: number[];

  @Field({ description: 'The parameter its network sends the click id in (click is always read too)' })
  subIdParam!: string;

  @Field(() => Int, { description: 'Days after a click a booking is still credited to it' })
  claimWindowDays!: number;

  @Field({ description: "The secret's last four characters" })
  secretHint!: string;

  @Field(() => Date, { nullable: true, description: 'When its last postback was accepted' })
  lastPostbackAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was archived: its postbacks refused, its conversions still counted; null: active' })
  archivedAt!: Date | null;

  @Field(() => [AffiliateProgramOldAddressType], { description: 'Its slugs before a rename, whose postback addresses are still accepted' })
  oldAddresses!: AffiliateProgramOldAddressType[];
}

@ObjectType('AffiliateProgramRemoval', { description: 'What a delete did: deleted, or archived instead because conversions refer to the program' })
export class AffiliateProgramRemovalType {
  @Field({ description: 'true: deleted; false: archived instead (or it stays archived), its conversions kept' })
  deleted!: boolean;

  @Field({ description: 'What happened, in words for the admin' })
  message!: string;

  @Field(() => AffiliateProgramType, { nullable: true, description: 'The archived program; null when it was deleted' })
  program!: AffiliateProgramType | null;
}

@ObjectType('AffiliateProgramWithSecret', { description: 'A program and its new secret: shown this once' })
export class AffiliateProgramWithSecretType {
  @Field(() => AffiliateProgramType)
  program!: AffiliateProgramType;

  @Field({ description: 'Paste into the network as Authorization: Bearer {secret} or secret={secret}' })
  secret!: string;
}


@ObjectType('EarningsTotals', { description: 'Clicks, the bookings they brought and the commission (cents) by status; see docs/affiliate-networks.md for each definition' })
export class EarningsTotalsType extends CommissionCentsType implements EarningsLine {
  @Field(() => Int, { description: 'Booking clicks counted in the period' })
  clicks!: number;

  @Field(() => Int, { description: 'Conversions (one per program and order) reported in the period, credited to a counted click, not reversed, in USD' })
  bookings!: number;

  @Field(() => Int, { description: "The period's clicks that led to at least one booking (a click with two orders counts once)" })
  convertedClicks!: number;

  @Field(() => Float, { description: 'convertedClicks ÷ clicks: at most 1' })
  conversionRate!: number;

  @Field(() => Int, { description: 'What reversals before payment lost: each commission as it stood before its reversal' })
  reversedCents!: number;

  @Field(() => Int, { description: 'Paid commission the network took back (reversed after paid), as it stood before' })
  clawedBackCents!: number;

  @Field(() => Float, { description: '(pending + confirmed + paid) ÷ clicks, in cents' })
  earningsPerClickCents!: number;
}

@ObjectType('EarningsProviderRef')
export class EarningsProviderRefType {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'Null when the provider was deleted' })
  slug!: string | null;
}

@ObjectType('ProviderEarnings')
export class ProviderEarningsType extends EarningsTotalsType {
  @Field(() => EarningsProviderRefType)
  provider!: EarningsProviderRefType;
}

@ObjectType('PageEarnings')
export class PageEarningsType extends EarningsTotalsType {
  @Field({ description: "Where the booking link sits: 'home', 'comparison', 'providers' or 'provider'" })
  page!: string;

  @Field()
  label!: string;
}

@ObjectType('DayEarnings')
export class DayEarningsType {
  @Field()
  day!: string;

  @Field(() => Int)
  clicks!: number;

  @Field(() => Int, { description: "Commission of the day's bookings, reversed left out" })
  commissionCents!: number;
}

@ObjectType('UnattributedReasonCount', { description: 'How many unattributed bookings one reason explains' })
export class UnattributedReasonCountType {
  @Field({ description: 'no-sub-id, not-issued, unknown-click, outside-window or not-covered' })
  reason!: string;

  @Field({ description: "The dashboard's words for it" })
  label!: string;

  @Field(() => Int)
  bookings!: number;
}

/** The commission of a set of bookings by status, in cents: what the sums outside the totals share. */
// Not in the schema itself (no field answers it): only the types that extend it are.
@ObjectType()
abstract class CommissionByStatusType extends CommissionCentsType {
  @Field(() => Int)
  reversedCents!: number;

  @Field(() => Int)
  clawedBackCents!: number;
}

@ObjectType('UnattributedEarnings', { description: 'Bookings in USD no counted click explains, and why' })
export class UnattributedEarningsType extends CommissionByStatusType {
  @Field(() => Int, { description: 'Not reversed' })
  bookings!: number;

  @Field(() => [UnattributedReasonCountType], { description: 'The reasons with at least one booking, in a fixed order' })
  reasons!: UnattributedReasonCountType[];
}

@ObjectType('CurrencyEarnings', { description: 'The bookings reported in one other currency, summed in it (never added to USD)' })
export class CurrencyEarningsType extends CommissionByStatusType {
  @Field()
  currency!: string;

  @Field(() => Int, { description: 'Not reversed, attributed or not' })
  bookings!: number;
}

@ObjectType('Earnings', { description: "What booking clicks earned over the report's days" })
export class EarningsType {
  @Field(() => [String], { description: "The report's days, oldest first ('YYYY-MM-DD', the site's days)" })
  days!: string[];

  @Field({ description: 'The currency of every amount (bookings in others are counted, not summed)' })
  currency!: string;

  @Field(() => EarningsTotalsType)
  totals!: EarningsTotalsType;

  @Field(() => [ProviderEarningsType], { description: 'Providers with a click or a booking, highest earnings first' })
  providers!: ProviderEarningsType[];

  @Field(() => [PageEarningsType], { description: 'Every place a booking link sits' })
  pages!: PageEarningsType[];

  @Field(() => [DayEarningsType])
  daily!: DayEarningsType[];

  @Field(() => UnattributedEarningsType)
  unattributed!: UnattributedEarningsType;

  @Field(() => Int, { description: 'Bookings (not reversed) in another currency: the sum of otherCurrencies' })
  otherCurrencyBookings!: number;

  @Field(() => [CurrencyEarningsType], { description: 'Each other currency with its own bookings and sums, by code' })
  otherCurrencies!: CurrencyEarningsType[];

  @Field(() => [AffiliateProgramType], { description: 'Programs that have sent nothing for 14 days' })
  silentPrograms!: AffiliateProgramType[];

  @Field(() => [PartnerEarningsType], { description: "Partners with a click or a booking in the period, highest share first (their lines are also in the totals above)" })
  partners!: PartnerEarningsType[];
}

@ObjectType('ConversionEvent', { description: 'One report a conversion took: a status with its commission, or a corrected commission for it' })
export class ConversionEventType {
  @Field({ description: 'booked, confirmed, paid or reversed' })
  status!: string;

  @Field(() => Int, { description: 'The commission the report stated (a reversal: its own amount; what it lost is the conversion’s lostCents)' })
  commissionCents!: number;

  @Field({ description: 'A corrected commission for a status the conversion was at already' })
  correction!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType('Conversion', { description: 'A booking a network reported, at the furthest status it reached' })
export class ConversionType {
  @Field(() => ID)
  id!: number;

  @Field()
  order!: string;

  @Field({ description: 'booked, confirmed, paid or reversed' })
  status!: string;

  @Field(() => Int, { description: 'As the latest applied report stated it' })
  commissionCents!: number;

  @Field()
  currency!: string;

  @Field(() => Int, { nullable: true })
  valueCents!: number | null;

  @Field(() => Int, { nullable: true, description: 'Reversed: the commission it stood at before the reversal, whatever the reversal reported' })
  lostCents!: number | null;

  @Field(() => String, { nullable: true, description: "Reversed: the status it was reversed from ('paid': a clawback; null: reported reversed at once)" })
  reversedFrom!: string | null;

  @Field({ description: 'Reversed after it was paid: the network took the commission back' })
  clawback!: boolean;

  @Field(() => String, { nullable: true })
  clickId!: string | null;

  @Field()
  attributed!: boolean;

  @Field(() => String, { nullable: true, description: 'Unattributed: no-sub-id, not-issued, unknown-click, outside-window or not-covered' })
  unattributedReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'Attributed: when its click was counted' })
  clickedAt!: Date | null;

  @Field(() => String, { nullable: true })
  page!: string | null;

  @Field(() => Int)
  programId!: number;

  @Field()
  programName!: string;

  @Field(() => Int, { nullable: true })
  providerId!: number | null;

  @Field(() => String, { nullable: true })
  providerName!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => [ConversionEventType], { description: 'Its history: every report it took, oldest first' })
  events!: ConversionEventType[];
}

@ObjectType('ConversionPage')
export class ConversionPageType {
  @Field(() => [ConversionType])
  items!: ConversionType[];

  @Field(() => Int, { description: 'Rows matching the search, all pages together' })
  total!: number;
}

export function toProgramType(p: ProgramView): AffiliateProgramType {
  return Object.assign(new AffiliateProgramType(), p);
}

export function toWithSecret({ program, secret }: ProgramWithSecret): AffiliateProgramWithSecretType {
  return Object.assign(new AffiliateProgramWithSecretType(), { program: toProgramType(program), secret });
}

export function toEarningsType(r: EarningsReport): EarningsType {
  return Object.assign(new EarningsType(), { ...r, silentPrograms: r.silentPrograms.map(toProgramType), partners: r.partners.map(toPartnerEarningsType) });
}

export function toConversionType(row: ConversionRow): ConversionType {
  return Object.assign(new ConversionType(), conversionView(row));
}
