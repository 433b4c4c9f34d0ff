import { Brackets, IsNull, type DataSource, type EntityManager } from 'typeorm';
import {
  PROVIDER_ROUTE_RULES,
  PROVIDER_SEARCH_RULES,
  ZOOM_RULE,
  numberValue,
  providerRulesOn,
  routePointsText,
  tripRulesAt,
  type AccessibilityInput,
  type ProviderInput,
  type ProviderRouteInput,
  type ProviderSearchFilter,
  type TripInput,
} from '../domain/inputs';
import { ACCESSIBILITY_FACTS, ACCESSIBILITY_WIRE, TERMINALS, accessibilityWire, defaultFacts, derivedPriceRange, derivedServiceArea, faresFromPriceRange, inFarePlaceOrder, statesAccessibility, type Accessibility, type FareBasis, type FeePer, type PriceKind, type ProviderFacts, type Terminal } from '../domain/facts';
import { siteClock, siteToday } from '../domain/hours';
import { filledLinks, type LinkTrip } from '../domain/bookingLink';
import type { DiscountFacts } from '../domain/discount';
import { answerTrip, tripOf, type TripAnswer } from '../domain/trip';
import { PLACES, placeName, type Place } from '../domain/places';
import { PROVIDER_SORTS } from '../domain/adminLists';
import { STALE_FILTER_TEXT, lastStaleCheck } from '../domain/attention';
import type { Page, RawPageRequest } from '../domain/paging';
import { ratingValue, sortProviders, type ProviderOrder } from '../domain/provider';
import { DEFAULT_REACH, servesAll } from '../domain/search';
import { MAP, SEARCH_LOCATIONS } from '../domain/rules';
import { NOT_FOUND_TEXTS, PROVIDER_TEXTS } from '../domain/texts';
import { ARCHIVE_TEXTS, readArchivedFilter, type RecordReferences } from '../domain/archive';
import { BookingClick, Conversion, KeptClick, Provider, SlugHistory } from '../entities';
import { keepSlug } from './slugHistory';
import { isAdministrator, requireCapability, type Actor } from './actor';
import type { AuditService } from './audit';
import { ContentService, auditedColumns, auditedValues, findPage, matching, pageRequest, type ArchiveSpec, type ExpectedVersion, type Id, type ListSearch, type Removal } from './content';
import type { ContentVersionService } from './contentVersion';
import { ConflictError, NotFoundError, ValidationError, isUniqueViolation, type ArchivedRecord } from './errors';
import { validateInput } from './validation';
import type { WebhookEvents } from './webhooks';

export type { ProviderOrder };

export interface ProviderFilter extends ProviderSearchFilter {
  type?: string | null;
  area?: string | null;
  minRating?: number | null;
  orderBy?: ProviderOrder | null;
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.trim().toLowerCase());

/** The admin list's page request: a page (limit, offset, q, sort, order) of active or archived providers. */
export interface ProviderPageRequest extends RawPageRequest {
  /** true: only archived ones; false or absent: only active ones. */
  archived?: unknown;
  /** true: only those whose facts were not checked for 90 days (ATTENTION_DAYS.facts) or never. */
  stale?: unknown;
}

export interface ProviderPage extends Page<Provider> {
  /** Providers matching the search, active and archived, whichever the page shows. */
  byStatus: { active: number; archived: number };
}

/** What an archive may say: where the provider's page sends its visitors (none: 410 Gone). */
export interface ArchiveOptions {
  redirectToId?: number | string | null;
  expectedVersion?: ExpectedVersion;
}

/**
 * Only providers on offer: every public list, search and trip answer. An archived one is off the
 * site; one not operating keeps its page (which says so) but is in no list or answer.
 */
const ON_OFFER = { archivedAt: IsNull(), operating: true };

/** How far a chain of archived providers' redirects is followed (each names the next). */
const MAX_REDIRECT_HOPS = 10;

export class ProviderService extends ContentService<Provider> {
  /** @param clock the trip answer's "now" (tests of the service may pass a fixed one). */
  constructor(
    db: DataSource,
    private readonly contentVersion: ContentVersionService,
    audit: AuditService,
    private readonly clock: () => Date = () => new Date(),
    /** Partners told of each change (provider.updated, provider.archived, fares.changed). */
    private readonly webhooks: WebhookEvents | null = null,
  ) {
    super(db, contentVersion, Provider, 'Provider', audit, { type: 'Provider', fields: auditedColumns(db, Provider), label: (p) => p.name });
  }

  /** In the change's transaction: the partners' deliveries are stored with it, or not at all. */
  protected override async afterChange(m: EntityManager, action: string, before: Record<string, unknown>, row: Provider): Promise<void> {
    if (!this.webhooks) return;
    const provider = { id: row.id, slug: row.slug, name: row.name };
    if (action === 'archive') {
      if (before.archivedAt === null || before.archivedAt === undefined) await this.webhooks.enqueue(m, 'provider.archived', { provider, redirectToId: row.redirectToId ?? null });
      return;
    }
    const after = auditedValues(row, Object.keys(before));
    const changed = Object.keys(before).filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
    await this.webhooks.enqueue(m, 'provider.updated', { provider, changed, archived: row.archivedAt !== null });
    if (changed.some((f) => (FARE_FIELDS as readonly string[]).includes(f))) {
      await this.webhooks.enqueue(m, 'fares.changed', { provider, fareBasis: row.fareBasis, fares: row.fares, fees: row.fees, priceRange: row.priceRange });
    }
  }

  /**
   * A traveller's trip: every provider, as an option with the party's total or excluded with its
   * reasons (api/domain/trip.ts), judged at the site's day and time. Bad input: ValidationError
   * with the trip rules' messages (a date before today, or a time already past today, at the site included).
   * From and to are places' names or their codes (api/domain/places.ts); the answer names them.
   */
  async trip(_actor: Actor, raw: TripInput): Promise<TripAnswer<Provider>> {
    const now = this.clock();
    const clock = siteClock(now);
    const named = raw !== null && typeof raw === 'object' ? { ...raw, from: placeName(raw.from), to: placeName(raw.to) } : raw;
    const input = validateInput(tripRulesAt(clock), named);
    return answerTrip(await this.everyProvider(), tripOf(input, clock.date), now);
  }

  /** The places a trip is between, each with its code and kind (open to everyone). */
  places(_actor: Actor): readonly Place[] {
    return PLACES;
  }

  /**
   * A provider's booking and discount links as this caller is given them: the templates to the
   * administrators who edit them, filled (no `{placeholder}`) for everyone else, with the trip when
   * the answer is a trip's (filledLinks, api/domain/bookingLink.ts).
   */
  links(actor: Actor, p: DiscountFacts, trip?: LinkTrip): { bookingUrl: string; discountUrl: string | null } {
    return isAdministrator(actor) ? { bookingUrl: p.bookingUrl, discountUrl: p.discountUrl ?? null } : filledLinks(p, trip);
  }

  /** The provider's rules at the site's day: facts cannot have been checked after today. */
  private rulesToday() {
    return providerRulesOn(siteToday(this.clock()));
  }

  private snapshot: { version: number; rows: Promise<readonly Provider[]> } | null = null;

  /**
   * Every provider as of the content version this process knows, read once per version: a trip
   * is judged against all of them, and reading and hydrating hundreds of rows per question cost
   * more than the rule itself. A write here is seen at once, one in another process within a poll
   * (as the prepared pages are). The rows are shared: nothing may change them.
   */
  private everyProvider(): Promise<readonly Provider[]> {
    const version = this.contentVersion.version;
    if (version < 0 || this.snapshot?.version !== version) {
      const rows = this.repo.find({ where: ON_OFFER, order: { id: 'ASC' } });
      this.snapshot = version < 0 ? null : { version, rows };
      rows.catch(() => {
        if (this.snapshot?.rows === rows) this.snapshot = null;
      });
      return rows;
    }
    return this.snapshot.rows;
  }

  /**
   * Every provider shown on the site (archived ones never are), in a stable order (oldest first unless `orderBy` says otherwise); with
   * `servesPlaces` / `passengers`, only those that serve all the places and carry the party (the
   * home search's own rule, api/domain/search.ts).
   */
  async list(_actor: Actor, filter: ProviderFilter = {}): Promise<Provider[]> {
    const search = validateInput(PROVIDER_SEARCH_RULES, { servesPlaces: filter.servesPlaces, passengers: filter.passengers });
    let rows = await this.repo.find({ where: ON_OFFER, order: { id: 'ASC' } });
    if (filter.type) rows = rows.filter((p) => contains(p.type, filter.type!));
    if (filter.area) rows = rows.filter((p) => contains(p.serviceArea, filter.area!));
    if (filter.minRating !== undefined && filter.minRating !== null) rows = rows.filter((p) => ratingValue(p.rating) >= filter.minRating!);
    if (search.servesPlaces?.length || (search.passengers ?? null) !== null) {
      rows = rows.filter((p) => servesAll(p, search.servesPlaces ?? [], Number(search.passengers ?? 1)));
    }
    if (filter.orderBy) rows = sortProviders(rows, filter.orderBy);
    return rows;
  }

  /**
   * The admin table: one page, searched by name, slug, type and service area. Ratings sort as their
   * text, which orders them numerically because every rating is 0 to 5 with at most two decimals.
   */
  async adminPage(actor: Actor, raw: ProviderPageRequest): Promise<ProviderPage> {
    requireCapability(actor, 'content');
    const archived = readArchivedFilter(raw.archived);
    // The same true/false reading as the archived filter.
    const stale = readArchivedFilter(raw.stale);
    const page = pageRequest(raw, PROVIDER_SORTS, { ...(archived === null ? { archived: ARCHIVE_TEXTS.badFilter } : {}), ...(stale === null ? { stale: STALE_FILTER_TEXT } : {}) });
    const lastStale = lastStaleCheck(siteToday(this.clock()));
    const search: ListSearch<Provider> = {
      columns: ['name', 'slug', 'type', 'serviceArea'],
      // Never checked, or checked on the last stale day or before (days as 'YYYY-MM-DD' compare as text).
      filter: stale ? new Brackets((w) => w.where('row.factsCheckedOn IS NULL').orWhere('row.factsCheckedOn <= :lastStale', { lastStale })) : undefined,
    };
    // Both tabs' counts in one pass over the archivedAt index (no grouping, no sort).
    const counted = await matching(this.repo, page.q, search)
      .select('COUNT(*)', 'all')
      .addSelect('COUNT(row.archivedAt)', 'archived')
      .getRawOne<{ all: number | string; archived: number | string }>();
    const archivedCount = Number(counted?.archived ?? 0);
    const byStatus = { active: Number(counted?.all ?? 0) - archivedCount, archived: archivedCount };
    return { ...(await findPage(this.repo, page, { ...search, isNull: { archivedAt: !archived } })), byStatus };
  }

  /** The slugs whose pages answer: every provider not archived, those not operating included (their page says so). */
  async pageSlugs(_actor: Actor): Promise<string[]> {
    const rows = await this.repo.find({ select: { slug: true }, where: { archivedAt: IsNull() } });
    return rows.map((p) => p.slug);
  }

  /**
   * The public page's lookup: an archived provider is gone for visitors (administrators still see it).
   * A slug the provider had before a rename finds it under its new slug (the answer names that one).
   */
  async getBySlug(actor: Actor, slug: string): Promise<Provider> {
    const found = (await this.repo.findOneBy({ slug: String(slug) })) ?? (await this.renamedFrom(String(slug)));
    if (!found) throw new NotFoundError(NOT_FOUND_TEXTS.provider);
    return this.visibleTo(actor, found);
  }

  /**
   * The slug a provider has now, when `slug` is one it had before a rename and no provider has it
   * today (REST answers that address with a 301 to the new one); null otherwise.
   */
  async renamedSlug(_actor: Actor, slug: string): Promise<string | null> {
    if (await this.repo.existsBy({ slug })) return null;
    return (await this.renamedFrom(slug))?.slug ?? null;
  }

  /** The provider that had `slug` before a rename (slug_history), if it still exists. */
  private async renamedFrom(slug: string): Promise<Provider | null> {
    const old = await this.db.getRepository(SlugHistory).findOneBy({ kind: 'provider', oldSlug: slug });
    return old ? this.repo.findOneBy({ id: old.recordId }) : null;
  }

  async getById(actor: Actor, id: Id): Promise<Provider> {
    return this.visibleTo(actor, await this.findOr404(id));
  }

  /** A slug, or a numeric id (the route editor's lookups). Slugs win when both could match. */
  async getByKey(actor: Actor, key: string): Promise<Provider> {
    const bySlug = await this.repo.findOneBy({ slug: key });
    if (bySlug) return this.visibleTo(actor, bySlug);
    if (/^\d+$/.test(key)) return this.getById(actor, key);
    throw new NotFoundError(NOT_FOUND_TEXTS.provider);
  }

  /**
   * The pages that moved: each archived provider's slug, and each slug a provider had before a
   * rename (slug_history), with the slug of the page it sends visitors to (following a chain of
   * archived ones) or null when its page is gone. Public: what their addresses answer.
   */
  async archivedPages(_actor: Actor): Promise<Map<string, string | null>> {
    const [all, renamed] = await Promise.all([
      this.repo.find({ select: { id: true, slug: true, archivedAt: true, redirectToId: true } }),
      this.db.getRepository(SlugHistory).find({ where: { kind: 'provider' }, order: { id: 'ASC' } }),
    ]);
    const byId = new Map(all.map((p) => [p.id, p]));
    const where = (p: RedirectRow) => (p.archivedAt ? (finalTarget(p, byId)?.slug ?? null) : p.slug);
    const pages = new Map<string, string | null>();
    for (const p of all) {
      if (p.archivedAt) pages.set(p.slug, where(p));
    }
    const live = new Set(all.map((p) => p.slug));
    for (const old of renamed) {
      const now = byId.get(old.recordId);
      // A slug some provider has now is that provider's page (a deleted provider's old slugs lead nowhere).
      if (now && !live.has(old.oldSlug)) pages.set(old.oldSlug, where(now));
    }
    return pages;
  }

  /** The provider an archived one's page sends its visitors to, by its redirectToId (null: that provider was deleted since). */
  async redirectTarget(actor: Actor, redirectToId: number): Promise<Provider | null> {
    requireCapability(actor, 'content');
    return this.repo.findOneBy({ id: redirectToId });
  }

  async create(actor: Actor, data: ProviderInput): Promise<Provider> {
    requireCapability(actor, 'content');
    const type = data !== null && typeof data === 'object' && typeof data.type === 'string' ? data.type.trim() : '';
    const input = validateInput(this.rulesToday(), withCurrent(withFaresOfRange(data), { ...DEFAULT_REACH, ...defaultFacts(type), operating: true, ...NO_DISCOUNT }));
    const provider = this.repo.create({ routeColor: MAP.defaultRouteColor, defaultZoom: MAP.defaultZoom, mapCenter: null, routePoints: null });
    Object.assign(provider, toColumns(input));
    return this.slugChecked(provider.slug, () =>
      this.createAudited(actor, provider, async (m) => {
        await this.assertSlugFree(m, provider.slug);
        await keepSlug(m, 'provider', 0, provider.slug, null);
      }),
    );
  }

  /** `expectedVersion`: the version the form was read at (none: no check, as older REST clients send). */
  async update(actor: Actor, id: Id, data: ProviderInput, expectedVersion?: ExpectedVersion): Promise<Provider> {
    requireCapability(actor, 'content');
    let slug = '';
    return this.slugChecked(
      () => slug,
      () =>
        this.changeVersioned(actor, id, expectedVersion, async (provider, m) => {
          const input = validateInput(this.rulesToday(), withCurrent(data, provider));
          slug = input.slug;
          if (input.slug !== provider.slug) {
            await this.assertSlugFree(m, input.slug);
            await keepSlug(m, 'provider', provider.id, input.slug, provider.slug);
          }
          Object.assign(provider, toColumns(input));
        }),
    );
  }

  /**
   * Deletes a provider nothing refers to. One with booking clicks, kept clicks or conversions is
   * archived instead (SPEC's DELETE and deleteProvider included), and the answer says so.
   */
  async remove(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<Removal<Provider>> {
    requireCapability(actor, 'content');
    return this.removeOrArchive(actor, id, expectedVersion, this.archiving);
  }

  /** What refers to a provider: while anything does, deleting it archives it instead. */
  async references(actor: Actor, id: Id): Promise<RecordReferences> {
    requireCapability(actor, 'content');
    const provider = await this.findOr404(id);
    return this.archiving.references(this.db.manager, provider.id);
  }

  /**
   * Takes a provider off the site, keeping everything that refers to it: it leaves every public
   * list, search, trip answer and the sitemap; its page answers 410 Gone, or 301 to the provider
   * `redirectToId` names (one shown on the site, not itself). Archiving an archived provider again
   * changes only where its page sends visitors. Versioned and audited ('archive').
   */
  async archive(actor: Actor, id: Id, options: ArchiveOptions = {}): Promise<Provider> {
    requireCapability(actor, 'content');
    await this.findOr404(id);
    return this.changeVersioned(
      actor,
      id,
      options.expectedVersion,
      async (provider, m) => {
        provider.redirectToId = await this.redirectTargetId(m, provider, options.redirectToId);
        provider.archivedAt ??= new Date();
      },
      { action: 'archive' },
    );
  }

  /** Puts an archived provider back on the site (its page answers again). Versioned and audited ('restore'). */
  async restore(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<Provider> {
    requireCapability(actor, 'content');
    return this.changeVersioned(
      actor,
      id,
      expectedVersion,
      (provider) => {
        provider.archivedAt = null;
        provider.redirectToId = null;
      },
      { action: 'restore' },
    );
  }

  private readonly archiving: ArchiveSpec<Provider> = {
    kind: 'provider',
    isArchived: (p) => p.archivedAt !== null,
    archive: (p) => {
      p.archivedAt = new Date();
    },
    references: async (m, id) => {
      const [sum, keptClicks, conversions] = await Promise.all([
        m.getRepository(BookingClick).sum('clicks', { providerId: id }),
        m.getRepository(KeptClick).countBy({ providerId: id }),
        m.getRepository(Conversion).countBy({ providerId: id }),
      ]);
      return { bookingClicks: Number(sum ?? 0), keptClicks, conversions };
    },
  };

  /** An archived provider is gone for visitors (REST 410): with where its page sends them, if anywhere. */
  private async visibleTo(actor: Actor, provider: Provider): Promise<Provider> {
    if (!provider.archivedAt || isAdministrator(actor)) return provider;
    const pages = await this.archivedPages(actor);
    const slug = pages.get(provider.slug) ?? null;
    const target = slug === null ? null : await this.repo.findOneBy({ slug });
    const archived: ArchivedRecord = { redirectTo: target ? { id: target.id, name: target.name, slug: target.slug } : null };
    throw new NotFoundError(target ? ARCHIVE_TEXTS.providerMoved(target.name) : ARCHIVE_TEXTS.providerGone, archived);
  }

  /** The redirect an archive names, checked: none, or an existing provider shown on the site other than this one. */
  private async redirectTargetId(m: EntityManager, provider: Provider, raw: ArchiveOptions['redirectToId']): Promise<number | null> {
    if (raw === undefined || raw === null || raw === '') return null;
    const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError({ redirectToId: ARCHIVE_TEXTS.redirectBad });
    if (id === provider.id) throw new ValidationError({ redirectToId: ARCHIVE_TEXTS.redirectSelf });
    const target = await m.getRepository(Provider).findOneBy({ id });
    if (!target) throw new ValidationError({ redirectToId: ARCHIVE_TEXTS.redirectMissing(id) });
    if (target.archivedAt) throw new ValidationError({ redirectToId: ARCHIVE_TEXTS.redirectArchived(target.name) });
    return id;
  }

  /**
   * Route data (PATCH /api/providers/{id}, updateProviderRoute), checked by PROVIDER_ROUTE_RULES:
   * only the fields given change. One left out (or undefined, as GraphQL gives an omitted one) stays
   * as it is; null clears the centre and the points and sets the zoom and colour back to the map's
   * defaults. The REST adapter has already read the contract's JSON text into structures.
   */
  async updateRoute(actor: Actor, id: Id, update: ProviderRouteInput, expectedVersion?: ExpectedVersion): Promise<Provider> {
    requireCapability(actor, 'content');
    await this.findOr404(id);
    const input = validateInput(PROVIDER_ROUTE_RULES, update);
    return this.changeVersioned(actor, id, expectedVersion, (provider) => {
      if (input.mapCenter !== undefined) provider.mapCenter = input.mapCenter && JSON.stringify({ lat: input.mapCenter.lat, lng: input.mapCenter.lng });
      if (input.routePoints !== undefined) provider.routePoints = input.routePoints && routePointsText(input.routePoints);
      if (input.defaultZoom !== undefined) provider.defaultZoom = numberValue(ZOOM_RULE, input.defaultZoom) ?? MAP.defaultZoom;
      if (input.routeColor !== undefined) provider.routeColor = input.routeColor || MAP.defaultRouteColor;
    });
  }

  private async assertSlugFree(m: EntityManager, slug: string): Promise<void> {
    const taken = await m.getRepository(Provider).findOne({ select: { id: true, name: true, archivedAt: true }, where: { slug } });
    if (taken) throw new ConflictError(taken.archivedAt ? PROVIDER_TEXTS.slugTakenArchived(slug, taken.name) : PROVIDER_TEXTS.slugTaken(slug), 'slug');
  }

  /** Two saves racing for one slug: the unique index refuses the second, with the slug's message. */
  private async slugChecked<R>(slug: string | (() => string), work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(PROVIDER_TEXTS.slugTaken(typeof slug === 'string' ? slug : slug()), 'slug');
      throw e;
    }
  }
}

type RedirectRow = Pick<Provider, 'id' | 'slug' | 'archivedAt' | 'redirectToId'>;

/**
 * Where an archived provider's page leads: its redirect, and on through archived targets' own
 * redirects to the first one shown on the site; null when the chain ends at a gone page (or loops).
 */
function finalTarget(from: RedirectRow, byId: Map<number, RedirectRow>): RedirectRow | null {
  let at = from;
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const next = at.redirectToId === null ? undefined : byId.get(at.redirectToId);
    if (!next || next.id === from.id) return null;
    if (!next.archivedAt) return next;
    at = next;
  }
  return null;
}

function toColumns(input: ProviderInput): Partial<Provider> {
  return {
    name: input.name,
    slug: input.slug,
    shortDescription: input.shortDescription,
    imageUrl: input.imageUrl,
    description: input.description,
    type: input.type,
    // Derived, never typed twice: the cards' "Starting from" and the area follow the fares and places.
    priceRange: derivedPriceRange({ fares: input.fares!.map((f) => ({ place: f.place, amount: Number(f.amount) })), fees: input.fees!.map((f) => ({ ...f, amount: Number(f.amount), per: f.per as FeePer })) }),
    serviceArea: derivedServiceArea(SEARCH_LOCATIONS.filter((place) => input.servedPlaces!.includes(place))),
    // At most two decimals, so the text always fits its column ('4.123456789' → '4.12').
    rating: String(Math.round(Number(input.rating) * 100) / 100),
    badge: typeof input.badge === 'string' && input.badge.trim() ? input.badge.trim() : null,
    bookingUrl: input.bookingUrl,
    discountPercent: numberOrNull(input.discountPercent),
    discountCode: textOrNull(input.discountCode),
    discountUrl: textOrNull(input.discountUrl),
    features: input.features.map((f) => f.trim()).filter(Boolean),
    // The search lists them in SEARCH_LOCATIONS' order whatever order the admin chose them in.
    servedPlaces: SEARCH_LOCATIONS.filter((place) => input.servedPlaces!.includes(place)),
    maxPassengers: Number(input.maxPassengers),
    operating: input.operating !== false,
    ...factColumns(input),
  };
}

const textOrNull = (v: string | null | undefined) => (typeof v === 'string' && v !== '' ? v : null);
const numberOrNull = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The facts of a checked input as stored: numbers as numbers, blanks as not entered, lists in a fixed order. */
function factColumns(input: ProviderInput): ProviderFacts {
  const a = input.accessibility;
  return {
    fareBasis: input.fareBasis as FareBasis,
    // Fares in the search locations' order, hours by day and opening, meeting points by terminal.
    fares: inFarePlaceOrder(input.fares!.map((f) => ({ place: f.place, amount: Number(f.amount) }))),
    fees: input.fees!.map((f) => ({ label: f.label, amount: Number(f.amount), per: f.per as FeePer })),
    maxBags: numberOrNull(input.maxBags),
    priceKind: (textOrNull(input.priceKind) as PriceKind | null),
    tipIncluded: input.tipIncluded ?? null,
    bagsPerTraveller: numberOrNull(input.bagsPerTraveller),
    extraBagFeeCents: numberOrNull(input.extraBagFeeCents),
    minPassengers: numberOrNull(input.minPassengers),
    hours: input.hours!.map((h) => ({ day: Number(h.day), opens: h.opens, closes: h.closes })).sort((x, y) => x.day - y.day || x.opens.localeCompare(y.opens)),
    aroundTheClock: input.aroundTheClock === true,
    minNoticeHours: Number(input.minNoticeHours),
    phone: textOrNull(input.phone),
    email: textOrNull(input.email),
    freeWaitMinutes: numberOrNull(input.freeWaitMinutes),
    flightTracking: input.flightTracking ?? null,
    cancellationPolicy: textOrNull(input.cancellationPolicy),
    accessibility: a ? accessibilityOf(a) : null,
    pickupPoints: input.pickupPoints!
      .map((p) => ({ terminal: p.terminal as Terminal, instructions: p.instructions }))
      .sort((x, y) => TERMINALS.indexOf(x.terminal) - TERMINALS.indexOf(y.terminal)),
    ratingCount: numberOrNull(input.ratingCount),
    ratingSource: textOrNull(input.ratingSource),
    factsCheckedOn: textOrNull(input.factsCheckedOn),
  };
}

/**
 * Accessibility as stored: each fact from its three-valued name (yes, no, null: not stated), or
 * from the deprecated ticked-or-not one (true: yes; false: not stated, as the boxes meant); nothing
 * stated at all is not entered (null).
 */
function accessibilityOf(a: AccessibilityInput): Accessibility | null {
  const stated = (fact: (typeof ACCESSIBILITY_FACTS)[number]): boolean | null => {
    const value = a[ACCESSIBILITY_WIRE[fact]];
    if (value !== undefined) return value;
    return a[fact] === true ? true : null;
  };
  const out: Accessibility = { wheelchairVehicle: stated('wheelchairVehicle'), foldingWheelchair: stated('foldingWheelchair'), serviceAnimals: stated('serviceAnimals'), notes: textOrNull(a.notes) };
  return statesAccessibility(out) ? out : null;
}

type Current = { servedPlaces: readonly string[]; maxPassengers: number; operating: boolean } & ProviderFacts & Pick<Provider, (typeof DISCOUNT_FIELDS)[number]>;

/** The discount's facts go together: a client that leaves all three out keeps the provider's offer. */
const DISCOUNT_FIELDS = ['discountPercent', 'discountCode', 'discountUrl'] as const;
const NO_DISCOUNT = { discountPercent: null, discountCode: null, discountUrl: null };

/** Fields that always hold a value: left out or null, they keep the current one. */
/** What a provider's prices are made of: a change to one of them is `fares.changed`. */
const FARE_FIELDS = ['fareBasis', 'fares', 'fees', 'priceRange'] as const;

const KEPT_WHEN_NULL = ['servedPlaces', 'maxPassengers', 'fareBasis', 'fares', 'fees', 'hours', 'aroundTheClock', 'minNoticeHours', 'pickupPoints', 'operating'] as const;
/** Facts that can be "not entered": left out, they keep the current value; null clears them. */
const CLEARED_BY_NULL = [
  'maxBags', 'priceKind', 'tipIncluded', 'bagsPerTraveller', 'extraBagFeeCents', 'minPassengers', 'phone', 'email', 'freeWaitMinutes', 'flightTracking', 'cancellationPolicy', 'accessibility', 'ratingCount', 'ratingSource', 'factsCheckedOn',
] as const;

/**
 * A client written before the search's reach or the facts existed leaves them out: a new provider
 * then gets the defaults (every place, a party of 4, defaultFacts of its type) and an edited one
 * keeps its own.
 */
function withCurrent(data: ProviderInput, current: Current): ProviderInput {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Record<string, unknown> = { ...data };
  const copy = (value: unknown) => (Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? { ...v } : v)) : value && typeof value === 'object' ? { ...value } : value);
  // Openings given without the choice say when it is open (no longer around the clock); around the
  // clock given without openings has none.
  if (data.aroundTheClock == null && Array.isArray(data.hours) && data.hours.length) out.aroundTheClock = false;
  if (data.aroundTheClock === true && data.hours == null) out.hours = [];
  for (const field of KEPT_WHEN_NULL) out[field] = out[field] ?? copy(current[field]);
  // Fares kept (left out) for places no longer served price nothing: they go with the place. Fares
  // sent for such a place are refused by the rules instead.
  if (data.fares == null && Array.isArray(out.servedPlaces) && Array.isArray(out.fares)) {
    const served = out.servedPlaces as unknown[];
    out.fares = (out.fares as { place?: unknown }[]).filter((fare) => !fare || typeof fare !== 'object' || served.includes(fare.place));
  }
  for (const field of CLEARED_BY_NULL) if (data[field] === undefined) out[field] = copy(current[field]);
  // Kept accessibility is read back by its three-valued names (a stored "no" stays no).
  if (data.accessibility === undefined) out.accessibility = accessibilityWire(current.accessibility);
  if (DISCOUNT_FIELDS.every((field) => data[field] === undefined)) for (const field of DISCOUNT_FIELDS) out[field] = current[field];
  return out as unknown as ProviderInput;
}

/**
 * A new provider from a client written before fares existed (fares left out, a price range given):
 * the range's low end becomes the fare of every place it serves but the airport, the price the
 * trip gave those places before, so the derived price range is not empty.
 */
function withFaresOfRange(data: ProviderInput): ProviderInput {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || data.fares != null) return data;
  const served = Array.isArray(data.servedPlaces) ? data.servedPlaces : DEFAULT_REACH.servedPlaces;
  const fares = faresFromPriceRange(data.priceRange, served);
  return fares.length ? { ...data, fares } : data;
}
