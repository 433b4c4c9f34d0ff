import { Column, Entity, Index } from 'typeorm';
import type { Accessibility, Fare, FareBasis, Fee, OpeningHours, PickupPoint, PriceKind, ProviderFacts } from '../domain/facts';
import { DEFAULT_REACH } from '../domain/search';
import { VersionedRecord } from './columns';

// The admin list's sort columns (api/domain/adminLists.ts), each after archivedAt: every list (the
// admin's Active and Archived tabs, the site's) is of one status, read in the sort's order from one
// index, and each tab's count comes from an index's entries.
// Alone it serves the default order (by id, which every index ends with).
@Index('IDX_providers_archived', ['archivedAt'])
@Index('IDX_providers_archived_name', ['archivedAt', 'name'])
@Index('IDX_providers_archived_type', ['archivedAt', 'type'])
@Index('IDX_providers_archived_service_area', ['archivedAt', 'serviceArea'])
@Index('IDX_providers_archived_rating', ['archivedAt', 'rating'])
@Index('IDX_providers_archived_badge', ['archivedAt', 'badge'])
@Index('IDX_providers_archived_created', ['archivedAt', 'createdAt'])
@Index('IDX_providers_archived_updated', ['archivedAt', 'updatedAt'])
@Index('IDX_providers_archived_checked', ['archivedAt', 'factsCheckedOn'])
@Entity('providers')
export class Provider extends VersionedRecord implements ProviderFacts {
  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 255, unique: true })
  slug!: string;

  /** Free text such as 'Shuttle Van' or 'Shared & Private'. */
  @Column({ type: 'varchar', length: 255 })
  type!: string;

  @Column({ type: 'varchar', length: 2048 })
  imageUrl!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  badge!: string | null;

  /** Text holding a number, e.g. '4.8' (the REST contract keeps the text form). */
  @Column({ type: 'varchar', length: 16 })
  rating!: string;

  @Column({ type: 'simple-json' })
  features!: string[];

  /**
   * 'low - high', e.g. '$25.99 - $65.99': derived from the fares and fees on every save
   * (derivedPriceRange, api/domain/facts.ts); '' when no fare is stated. Stored for the REST
   * contract's readers and the price order.
   */
  @Column({ type: 'varchar', length: 255 })
  priceRange!: string;

  /** The places served in words, derived from servedPlaces on every save (derivedServiceArea); stored for the admin list's search and sort. */
  @Column({ type: 'varchar', length: 255 })
  serviceArea!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 255 })
  shortDescription!: string;

  @Column({ type: 'varchar', length: 2048 })
  bookingUrl!: string;

  // The provider's discount, as the operator entered it (api/domain/discount.ts): claimed on the
  // site only with its percent and a code the booking URL carries or a link that applies it.
  @Column({ type: 'int', nullable: true })
  discountPercent!: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  discountCode!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  discountUrl!: string | null;

  /** JSON text {lat, lng}. */
  @Column({ type: 'text', nullable: true })
  mapCenter!: string | null;

  @Column({ type: 'int', nullable: true, default: 10 })
  defaultZoom!: number | null;

  /** JSON text: a list of {name, type, coordinates: {lat, lng}}. */
  @Column({ type: 'text', nullable: true })
  routePoints!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true, default: '#FF6B6B' })
  routeColor!: string | null;

  /**
   * Names from SEARCH_LOCATIONS, as JSON text like `features`: a short list from a fixed set, always
   * read and written with its provider and matched in memory over a few dozen rows, so a join
   * table would add joins and a second table for no query it serves.
   */
  @Column({ type: 'simple-json' })
  servedPlaces!: string[];

  /** The largest party one booking carries. */
  @Column({ type: 'int', default: DEFAULT_REACH.maxPassengers })
  maxPassengers!: number;

  // The facts that decide a booking (api/domain/facts.ts). Lists and the accessibility entry are JSON
  // text like `features`: always read and written with their provider, judged in memory. Amounts
  // are dollars with at most two decimals, as entered; sums are made in cents.

  /** PER_PERSON or PER_VEHICLE. */
  @Column({ type: 'varchar', length: 16 })
  fareBasis!: FareBasis;

  /** Fares between RDU Airport and a place it serves; a place without one has no price (the trip says so). */
  @Column({ type: 'simple-json' })
  fares!: Fare[];

  @Column({ type: 'simple-json' })
  fees!: Fee[];

  /** Large bags one booking carries; null: not entered. */
  @Column({ type: 'int', nullable: true })
  maxBags!: number | null;

  // What the price is and covers (issue 35); each null: not stated.
  /** FIXED or METERED (the total is then an estimate). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  priceKind!: PriceKind | null;

  @Column({ type: 'boolean', nullable: true })
  tipIncluded!: boolean | null;

  /** Large bags each traveller brings in the price. */
  @Column({ type: 'int', nullable: true })
  bagsPerTraveller!: number | null;

  /** Each bag over the allowance, in cents. */
  @Column({ type: 'int', nullable: true })
  extraBagFeeCents!: number | null;

  /** The smallest party it takes (the largest is maxPassengers). */
  @Column({ type: 'int', nullable: true })
  minPassengers!: number | null;

  /** Openings per weekday; none: closed (unless aroundTheClock). */
  @Column({ type: 'simple-json' })
  hours!: OpeningHours[];

  /** Every hour of every day ('24 Hours'), with no openings of its own. */
  @Column({ type: 'boolean', default: false })
  aroundTheClock!: boolean;

  @Column({ type: 'int', default: 0 })
  minNoticeHours!: number;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'int', nullable: true })
  freeWaitMinutes!: number | null;

  @Column({ type: 'boolean', nullable: true })
  flightTracking!: boolean | null;

  @Column({ type: 'text', nullable: true })
  cancellationPolicy!: string | null;

  /** Each fact true (yes), false (no) or null (not stated); null: nothing stated. */
  @Column({ type: 'simple-json', nullable: true })
  accessibility!: Accessibility | null;

  @Column({ type: 'simple-json' })
  pickupPoints!: PickupPoint[];

  @Column({ type: 'int', nullable: true })
  ratingCount!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  ratingSource!: string | null;

  /** 'YYYY-MM-DD', kept as text: a calendar day, not an instant in any time zone. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  factsCheckedOn!: string | null;

  /**
   * false: not operating for now. It leaves every public list and trip answer (as an archived one
   * does) but its page still answers and says so; an admin turns it back on in the form.
   */
  @Column({ type: 'boolean', default: true })
  operating!: boolean;

  /**
   * Set when the provider was archived: it leaves every public page, list, search and trip answer,
   * its clicks and conversions stay counted, and an admin can restore it. Null: shown.
   */
  @Column({ type: 'datetime', precision: 6, nullable: true })
  archivedAt!: Date | null;

  /** While archived: the provider its page sends visitors to (301); null: its page answers 410 Gone. */
  @Column({ type: 'int', nullable: true })
  redirectToId!: number | null;
}
