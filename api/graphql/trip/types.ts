// GraphQL object types of a trip's answer, and the named mapping from the domain's answer.
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Trip as DomainTrip, TripAnswer as DomainTripAnswer, TripLine as DomainTripLine } from '../../domain/trip';
import { FareBasisKind, ProviderType } from '../providers/types';

export enum TripSortKind {
  RECOMMENDED = 'RECOMMENDED',
  PRICE = 'PRICE',
  RATING = 'RATING',
}

registerEnumType(TripSortKind, {
  name: 'TripSort',
  valuesConfig: {
    RECOMMENDED: { description: 'The providers in their own order (as every list shows them)' },
    PRICE: { description: "Lowest total for the party first; ties: higher rating first" },
    RATING: { description: 'Highest rated first; ties: lower total first' },
  },
});

export enum TripSuggestionKindType {
  SPLIT_PARTY = 'SPLIT_PARTY',
  LATER_TIME = 'LATER_TIME',
  LATER_BOOKING = 'LATER_BOOKING',
}

registerEnumType(TripSuggestionKindType, {
  name: 'TripSuggestionKind',
  valuesConfig: {
    SPLIT_PARTY: { description: 'Two vehicles that carry the party and its large bags between them, at the day and time asked' },
    LATER_TIME: { description: 'The first later time that day a provider takes the whole trip' },
    LATER_BOOKING: { description: "The earliest pickup a provider's notice allows, on a later day" },
  },
});

@ObjectType('TripLine', { description: 'One line of a total, e.g. "4 × $18.50 per person" or "Airport fee"' })
export class TripLineType {
  @Field()
  label!: string;

  @Field(() => Float, { description: 'US dollars' })
  amount!: number;
}

@ObjectType('TripOption', { description: 'A provider that can take the trip, and what it costs the party' })
export class TripOptionType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => Float, { description: "The party's price in US dollars: exactly the sum of the lines" })
  total!: number;

  @Field({ description: "'USD'" })
  currency!: string;

  @Field(() => FareBasisKind)
  basis!: FareBasisKind;

  @Field(() => [TripLineType])
  lines!: TripLineType[];
}

@ObjectType('TripExclusion', { description: 'A provider that cannot take the trip' })
export class TripExclusionType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => [String], { description: "Every reason, in words, e.g. 'Carries at most 4 passengers'" })
  reasons!: string[];
}

@ObjectType('TripBooking', { description: "One booking of a suggestion: a provider, the part of the party it carries, and its price" })
export class TripBookingType {
  @Field(() => ProviderType)
  provider!: ProviderType;

  @Field(() => Int)
  passengers!: number;

  @Field(() => Int, { description: 'Large bags' })
  bags!: number;

  @Field(() => Float, { description: 'US dollars: exactly the sum of the lines' })
  total!: number;

  @Field(() => [TripLineType])
  lines!: TripLineType[];
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

  @Field(() => Float, { description: "The bookings' totals summed, in US dollars" })
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
      currency: o.currency,
      basis: o.basis as FareBasisKind,
      lines: o.lines.map(toTripLineType),
    })),
    excluded: answer.excluded.map((e) => ({ provider: shape(e.provider), reasons: e.reasons })),
    suggestions: answer.suggestions.map((s) => ({
      kind: s.kind as TripSuggestionKindType,
      date: s.date,
      time: s.time,
      bookings: s.bookings.map((b) => ({ provider: shape(b.provider), passengers: b.passengers, bags: b.bags, total: b.total, lines: b.lines.map(toTripLineType) })),
      total: s.total,
      totalCents: s.totalCents,
      currency: s.currency,
    })),
  };
}

const toTripLineType = (l: DomainTripLine): TripLineType => ({ label: l.label, amount: l.amount });

const toTripType = (t: DomainTrip): TripType => ({ ...t, sort: t.sort as TripSortKind });
