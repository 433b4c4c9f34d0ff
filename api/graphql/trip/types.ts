// GraphQL object types of a trip's answer, and the named mapping from the domain's answer.
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { Place as DomainPlace } from '../../domain/places';
import type { PriceTerms, Trip as DomainTrip, TripAnswer as DomainTripAnswer, TripLine as DomainTripLine, TripReason as DomainTripReason } from '../../domain/trip';
import { FareBasisKind, PriceKindType, ProviderType } from '../providers/types';
import { describedEnum } from '../records';

export const TripSortKind = describedEnum('TripSort', {
  RECOMMENDED: 'The providers in their own order (as every list shows them)',
  PRICE: "Lowest total for the party first; ties: higher rating first",
  RATING: 'Highest rated first; ties: lower total first',
});
export type TripSortKind = (typeof TripSortKind)[keyof typeof TripSortKind];

export const TripSuggestionKindType = describedEnum('TripSuggestionKind', {
  SPLIT_PARTY: 'Two vehicles that carry the party and its large bags between them, at the day and time asked',
  LATER_TIME: 'The first later time that day a provider takes the whole trip',
  LATER_BOOKING: "The earliest pickup a provider's notice allows, on a later day",
});
export type TripSuggestionKindType = (typeof TripSuggestionKindType)[keyof typeof TripSuggestionKindType];

/** Why a total in dollars is deprecated: the cents beside it are exact (docs/integrators.md, versioning). */
const DOLLARS_DEPRECATION = 'US dollars as a floating-point number, kept for older clients: use the Cents field beside it (whole cents, exact)';

export const PlaceKindType = describedEnum('PlaceKind', { AIRPORT: 'RDU Airport: one end of every trip', AREA: 'A town or district the rides reach' });
export type PlaceKindType = (typeof PlaceKindType)[keyof typeof PlaceKindType];

@ObjectType('Place', { description: "A place a trip is between: TripInput's from and to take its name or its code" })
export class PlaceType {
  @Field({ description: 'Stable: upper-case letters and underscores, e.g. RDU, CHAPEL_HILL' })
  code!: string;

  @Field({ description: 'As the site shows it, e.g. Chapel Hill' })
  name!: string;

  @Field(() => PlaceKindType)
  kind!: PlaceKindType;
}

export const toPlaceType = (p: DomainPlace): PlaceType => ({ code: p.code, name: p.name, kind: p.kind as PlaceKindType });

export const TripLineKindType = describedEnum('TripLineKind', {
  FARE_PER_PERSON: "The fare times the party",
  FARE_PER_VEHICLE: 'One fare for the vehicle, whatever the party',
  FEE_PER_PERSON: 'A fee times the party',
  FEE_PER_BOOKING: 'A fee once per booking',
  EXTRA_BAGS: "The large bags over the party's allowance (bagsPerTraveller × party), at the provider's extra-bag fee",
  DISCOUNT: "The provider's discount, applied by its booking link: a negative amount, after the fares and fees",
});
export type TripLineKindType = (typeof TripLineKindType)[keyof typeof TripLineKindType];

@ObjectType('TripLine', { description: 'One line of a total, e.g. "4 × $18.50 per person" or "Airport fee"' })
export class TripLineType {
  @Field(() => TripLineKindType)
  kind!: TripLineKindType;

  @Field({ description: 'In words (English)' })
  label!: string;

  @Field(() => Int, { description: 'US cents (negative for a DISCOUNT line)' })
  amountCents!: number;

  @Field(() => Float, { description: 'US dollars', deprecationReason: DOLLARS_DEPRECATION })
  amount!: number;
}

export const TripReasonCodeType = describedEnum('TripReasonCode', {
  NOT_SERVED: 'Does not serve a place of the trip (place)',
  TOO_MANY_PASSENGERS: 'The party is larger than it carries (maxPassengers)',
  GROUP_TOO_SMALL: 'The party is smaller than the smallest group it takes (minPassengers)',
  TOO_MANY_BAGS: "More large bags than it carries (maxBags), or than the party's allowance when no extra-bag fee is stated (bagsPerTraveller, maxBags: the party's allowance)",
  CLOSED: 'Takes no pickup then (day, and time: null when closed all that day or for the rest of today)',
  NOTICE: 'Booked with less notice than it needs (noticeHours)',
  NO_WHEELCHAIR: 'No wheelchair-accessible vehicle',
  NO_FARE: 'No fare is stated for this trip',
});
export type TripReasonCodeType = (typeof TripReasonCodeType)[keyof typeof TripReasonCodeType];

@ObjectType('TripReason', { description: "One reason a provider cannot take the trip, with the facts its words name (null where they do not belong to the code)" })
export class TripReasonType {
  @Field(() => TripReasonCodeType)
  code!: TripReasonCodeType;

  @Field(() => String, { nullable: true, description: "NOT_SERVED: the place's name" })
  place!: string | null;

  @Field(() => Int, { nullable: true, description: 'TOO_MANY_PASSENGERS: the most it carries' })
  maxPassengers!: number | null;

  @Field(() => Int, { nullable: true, description: 'GROUP_TOO_SMALL: the smallest party it takes' })
  minPassengers!: number | null;

  @Field(() => Int, { nullable: true, description: "TOO_MANY_BAGS: the most large bags it carries (from the allowance: the party's allowance)" })
  maxBags!: number | null;

  @Field(() => Int, { nullable: true, description: 'TOO_MANY_BAGS from the allowance: the large bags each traveller brings in the price' })
  bagsPerTraveller!: number | null;

  @Field(() => String, { nullable: true, description: "CLOSED: the weekday, e.g. 'Tuesday'" })
  day!: string | null;

  @Field(() => String, { nullable: true, description: "CLOSED: the time asked, 'HH:MM'; null: closed all that day, or for the rest of today" })
  time!: string | null;

  @Field(() => Int, { nullable: true, description: 'NOTICE: the hours of notice it needs' })
  noticeHours!: number | null;
}

const toTripReasonType = (r: DomainTripReason): TripReasonType => ({
  code: r.code as TripReasonCodeType,
  place: r.place ?? null,
  maxPassengers: r.maxPassengers ?? null,
  minPassengers: r.minPassengers ?? null,
  maxBags: r.maxBags ?? null,
  bagsPerTraveller: r.bagsPerTraveller ?? null,
  day: r.day ?? null,
  time: r.time ?? null,
  noticeHours: r.noticeHours ?? null,
});

@ObjectType('TripOption', { description: 'A provider that can take the trip, and what it costs the party' })
export class TripOptionType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => Int, { description: "The party's price in US cents: exactly the sum of the lines" })
  totalCents!: number;

  @Field(() => Float, { description: "The party's price in US dollars", deprecationReason: DOLLARS_DEPRECATION })
  total!: number;

  @Field({ description: "'USD'" })
  currency!: string;

  @Field(() => FareBasisKind)
  basis!: FareBasisKind;

  @Field(() => [TripLineType])
  lines!: TripLineType[];

  @Field(() => PriceKindType, { nullable: true, description: "The provider's price kind; null: not stated" })
  priceKind!: PriceKindType | null;

  @Field({ description: "A metered fare: the total is an estimate (worded 'Estimated total')" })
  estimate!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Whether the total includes the tip; null: not stated' })
  tipIncluded!: boolean | null;
}

@ObjectType('TripExclusion', { description: 'A provider that cannot take the trip' })
export class TripExclusionType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => [String], { description: "Every reason, in words (English), e.g. 'Carries at most 4 passengers'" })
  reasons!: string[];

  @Field(() => [TripReasonType], { description: 'The same reasons as codes with their facts, in the same order: why[i] is reasons[i]' })
  why!: TripReasonType[];
}

@ObjectType('TripBooking', { description: "One booking of a suggestion: a provider, the part of the party it carries, and its price" })
export class TripBookingType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => Int)
  passengers!: number;

  @Field(() => Int, { description: 'Large bags' })
  bags!: number;

  @Field(() => Int, { description: 'US cents: exactly the sum of the lines' })
  totalCents!: number;

  @Field(() => Float, { description: 'US dollars', deprecationReason: DOLLARS_DEPRECATION })
  total!: number;

  @Field(() => [TripLineType])
  lines!: TripLineType[];

  @Field(() => PriceKindType, { nullable: true, description: "The provider's price kind; null: not stated" })
  priceKind!: PriceKindType | null;

  @Field({ description: 'A metered fare: the total is an estimate' })
  estimate!: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Whether the total includes the tip; null: not stated' })
  tipIncluded!: boolean | null;
}

@ObjectType('TripSuggestion', { description: 'Not the trip as asked but what would work instead: only when no provider can take it as asked' })
export class TripSuggestionType {
  @Field(() => TripSuggestionKindType)
  kind!: TripSuggestionKindType;

  @Field({ description: "The day it is for, 'YYYY-MM-DD'" })
  date!: string;

  @Field(() => String, { nullable: true, description: "'HH:MM', or null: any time that day (as asked)" })
  time!: string | null;

  @Field(() => [TripBookingType], { description: 'Two for a split party (in the providers\' order), else one carrying the whole party' })
  bookings!: TripBookingType[];

  @Field(() => Float, { description: "The bookings' totals summed, in US dollars", deprecationReason: DOLLARS_DEPRECATION })
  total!: number;

  @Field(() => Int, { description: 'The same in cents' })
  totalCents!: number;

  @Field({ description: "'USD'" })
  currency!: string;
}

@ObjectType('Trip', { description: 'The trip as it was judged: the input with its defaults filled in' })
export class TripType {
  @Field()
  from!: string;

  @Field()
  to!: string;

  @Field({ description: "The day at the site, 'YYYY-MM-DD' (today when none was given)" })
  date!: string;

  @Field(() => String, { nullable: true, description: "'HH:MM', or null: any time that day" })
  time!: string | null;

  @Field(() => Int)
  passengers!: number;

  @Field(() => Int)
  bags!: number;

  @Field()
  wheelchair!: boolean;

  @Field(() => TripSortKind)
  sort!: TripSortKind;
}

@ObjectType('TripAnswer')
export class TripAnswerType {
  @Field(() => TripType)
  trip!: TripType;

  @Field(() => [TripOptionType], { description: 'Providers that can take the trip, in the order asked' })
  options!: TripOptionType[];

  @Field(() => [TripExclusionType], { description: 'Every other provider, in their own order, with its reasons' })
  excluded!: TripExclusionType[];

  @Field(() => [TripSuggestionType], {
    description: 'Empty unless no provider can take the trip as asked: at most one of each kind (SPLIT_PARTY, LATER_TIME, LATER_BOOKING), in that order',
  })
  suggestions!: TripSuggestionType[];
}

export function toTripAnswerType<P>(answer: DomainTripAnswer<P>, shape: (provider: P) => ProviderType): TripAnswerType {
  return {
    trip: toTripType(answer.trip),
    options: answer.options.map((o) => ({
      provider: shape(o.provider),
      total: o.total,
      totalCents: o.totalCents,
      currency: o.currency,
      basis: o.basis as FareBasisKind,
      lines: o.lines.map(toTripLineType),
      ...priceTermsType(o),
    })),
    excluded: answer.excluded.map((e) => ({ provider: shape(e.provider), reasons: e.reasons, why: e.why.map(toTripReasonType) })),
    suggestions: answer.suggestions.map((s) => ({
      kind: s.kind as TripSuggestionKindType,
      date: s.date,
      time: s.time,
      bookings: s.bookings.map((b) => ({ provider: shape(b.provider), passengers: b.passengers, bags: b.bags, total: b.total, totalCents: b.totalCents, lines: b.lines.map(toTripLineType), ...priceTermsType(b) })),
      total: s.total,
      totalCents: s.totalCents,
      currency: s.currency,
    })),
  };
}

const priceTermsType = (t: PriceTerms) => ({ priceKind: t.priceKind as PriceKindType | null, estimate: t.estimate, tipIncluded: t.tipIncluded });

const toTripLineType = (l: DomainTripLine): TripLineType => ({ kind: l.kind as TripLineKindType, label: l.label, amountCents: l.cents, amount: l.amount });

const toTripType = (t: DomainTrip): TripType => ({ ...t, sort: t.sort as TripSortKind });
