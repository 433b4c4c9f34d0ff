// GraphQL object types of the booking-click report.
import { Field, Int, ObjectType } from 'type-graphql';
import { ProviderRefType } from '../providers/types';

@ObjectType('DayClicks')
export class DayClicksType {
  @Field({ description: "The site's calendar day (America/New_York), 'YYYY-MM-DD'" })
  day!: string;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType('PageClicks')
export class PageClicksType {
  @Field({ description: "Where the booking link sits: 'home', 'comparison', 'providers' or 'provider'" })
  page!: string;

  @Field({ description: "The dashboard's words for it, e.g. 'Comparison table'" })
  label!: string;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType('ProviderClicks', { description: "One provider's booking clicks over a report's days" })
export class ProviderClicksType {
  @Field(() => ProviderRefType)
  provider!: ProviderRefType;

  @Field(() => Int, { description: 'All the days together' })
  clicks!: number;

  @Field(() => [DayClicksType], { description: 'Every day of the report, oldest first, days without clicks included' })
  daily!: DayClicksType[];

  @Field(() => [PageClicksType], { description: 'Each page the link sits on, pages without clicks included' })
  pages!: PageClicksType[];
}
