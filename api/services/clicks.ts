// Booking clicks: a traveller's click on a booking link counted per provider, page and day (the
// operator's affiliate income follows these links), and the admin's reports of those counts (the
// dashboard and GraphQL clickStats, the CSV download). Nothing about the person is kept: no
// address, cookie or user agent; the address only feeds the throttle's short-lived counters.
import crypto from 'node:crypto';
import { isbot } from 'isbot';
import { Between, In, IsNull, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { BookingClick, IdempotencyKey, KeptClick, Partner, Provider } from '../entities';
import { bookingLink, linkTripOf } from '../domain/bookingLink';
import { siteClock } from '../domain/hours';
import { tripRulesAt } from '../domain/inputs';
import { BOOKING_LINK_RULES, PARTNER_TEXTS, type BookingLinkRequest } from '../domain/partners';
import { tripOf } from '../domain/trip';
import { CLICK_CSV_HEADER, CLICK_DEFAULT_DAYS, CLICK_KEY_KEEP_HOURS, CLICK_PAGES, CLICK_PAGE_NAMES, clickCsvFileName, csvFile, dayOf, lastDays, type ClickPage } from '../domain/clicks';
import { BOOKING_CLICK_RULES, CLICK_REPORT_RULES, RULE_MESSAGES, type BookingClickInput } from '../domain/inputs';
import { requireCapability, requirePartner, type Actor } from './actor';
import { ValidationError, isUniqueViolation } from './errors';
import { reportPeriodDays } from './reportPeriod';
import { validateInput } from './validation';
import type { WriteThrottle } from './writeThrottle';

/** The idempotency keys' scope of a click's own key. */
const KEY_SCOPE = 'booking_click';
const KEY_KEEP_MS = CLICK_KEY_KEEP_HOURS * 60 * 60 * 1000;

/** Where a click comes from, as the transport saw it (used, never stored). */
export interface ClickSender {
  /** The client as the per-address limits count it (req.clientGroup: the address, an IPv6 one by its /64). */
  client: string;
  userAgent: string | undefined;
  /**
   * The browser's Sec-Fetch-Site header: 'cross-site' when another site's page sent the click (a
   * page elsewhere firing beacons from its visitors' browsers, many addresses the throttle cannot
   * tell apart). Browsers set it and pages cannot forge it; integrators' servers send none.
   */
  fetchSite?: string;
}

/** Counted, or why not: a known crawler's click, another site's page, or a click already counted under its key. */
export type ClickAnswer = { counted: true } | { counted: false; reason: 'crawler' | 'cross-site' | 'repeat' };

/** A partner's booking link: where to send the traveller, the click it counted, and until when a booking is credited. */
export interface PartnerBookingLink {
  url: string;
  clickId: string;
  /** After this the click id is forgotten (CLICK_RETENTION_DAYS): a booking reported later is not credited. */
  expiresAt: Date;
}

/** The partner a kept click is credited to, with its sub-ID and its share at the moment of the click. */
interface ClickPartner {
  partnerId: number;
  partnerRef: string | null;
  partnerShareBasisPoints: number;
}

export interface DayClicks {
  day: string;
  clicks: number;
}

export interface PageClicks {
  page: ClickPage;
  /** The dashboard's words for the page (CLICK_PAGES). */
  label: string;
  clicks: number;
}

export interface ProviderClicks {
  provider: Pick<Provider, 'id' | 'name' | 'slug'>;
  clicks: number;
  /** Every day of the report, oldest first, days without clicks included. */
  daily: DayClicks[];
  /** Every page, in CLICK_PAGES' order, pages without clicks included. */
  pages: PageClicks[];
}

export interface ClickReport {
  /** The report's days, oldest first; the last is today (the site's day). */
  days: string[];
  total: number;
  /** Providers with at least one click in the report, most clicked first. */
  providers: ProviderClicks[];
}

export class BookingClickService {
  private readonly counts;
  private readonly keys;

  constructor(
    private readonly db: DataSource,
    private readonly throttle: WriteThrottle,
    private readonly now: () => Date = () => new Date(),
    /** How long a counted click is kept by its id (CLICK_RETENTION_DAYS). */
    private readonly retentionDays: number = 120,
  ) {
    this.counts = db.getRepository(BookingClick);
    this.keys = db.getRepository(IdempotencyKey);
  }

  /**
   * One booking click. Bad input or an unknown (or archived) provider is refused (ValidationError); a known
   * crawler's click, or one another site's page sent, is answered but not counted; a click whose key was counted already (the offline
   * queue sent it again) is answered, not counted and not throttled; otherwise the client's
   * throttle is taken (RateLimitedError when over) and the day's count goes up by one.
   */
  async record(actor: Actor, raw: BookingClickInput, from: ClickSender): Promise<ClickAnswer> {
    const input = validateInput(BOOKING_CLICK_RULES, raw);
    // A partner's key stands for the sender: its server (node, python-requests...) or its own pages
    // on another origin are who it says, and the click is credited to it.
    const partner = actor.kind === 'partner' ? await this.clickPartner(actor.partnerId, null) : null;
    if (!partner) {
      if (input.page === 'partner') throw new ValidationError({ page: PARTNER_TEXTS.partnerPage });
      if (isbot(from.userAgent ?? '')) return { counted: false, reason: 'crawler' };
      if (from.fetchSite === 'cross-site') return { counted: false, reason: 'cross-site' };
    }
    const providerId = Number(input.providerId);
    await this.requireProvider(providerId);
    const key = input.clickId ? input.clickId.toLowerCase() : null;
    if (key && ((await this.keys.existsBy({ idempotencyKey: key })) || (await this.db.getRepository(KeptClick).existsBy({ clickId: key })))) return { counted: false, reason: 'repeat' };

    // A partner's clicks are bounded by its key's quota, not by its server's one address.
    if (!partner) await this.throttle.take(from.client);
    try {
      await this.db.transaction(async (m) => {
        if (key) await m.insert(IdempotencyKey, { idempotencyKey: key, scope: KEY_SCOPE, fingerprint: fingerprintOf(providerId, input.page), resultId: providerId });
        await this.countOne(m, providerId, input.page, dayOf(this.now()));
        if (partner) await this.countPartnerClick(m, partner, providerId, dayOf(this.now()));
        // Kept by its id with the trip its link carried; a click sent without one (an integrator's) gets one here.
        await m.insert(KeptClick, { clickId: key ?? crypto.randomUUID(), providerId, page: input.page, ...keptTripOf(input), ...partnerColumns(partner), createdAt: this.now() });
      });
      return { counted: true };
    } catch (error) {
      if (!partner) await this.throttle.giveBack(from.client);
      if (key && isUniqueViolation(error)) return { counted: false, reason: 'repeat' };
      // The provider was deleted between the check and the write (its foreign key refused the row).
      await this.requireProvider(providerId);
      throw error;
    }
  }

  /**
   * A partner's booking link (server to server: no browser, no crawler rule, no per-address throttle;
   * the key's quota counts it): one click counted for the partner and kept with its sub-ID, and the
   * provider's template filled with the trip and the click's id. Bad input: ValidationError with
   * every field's message (the trip's by TripInput's rules, under `trip.`); nothing is stored.
   */
  async partnerLink(actor: Actor, raw: BookingLinkRequest): Promise<PartnerBookingLink> {
    requirePartner(actor);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return validateInput(BOOKING_LINK_RULES, raw) as never;
    const errors: Record<string, string> = {};
    let input: ReturnType<typeof validateInput<Pick<BookingLinkRequest, 'providerId' | 'partnerRef'>>> | null = null;
    try {
      input = validateInput(BOOKING_LINK_RULES, { providerId: raw.providerId, partnerRef: raw.partnerRef });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(errors, error.errors);
    }
    const now = this.now();
    const clock = siteClock(now);
    let trip: ReturnType<typeof tripOf> | null = null;
    if (raw.trip !== undefined && raw.trip !== null) {
      try {
        trip = tripOf(validateInput(tripRulesAt(clock), raw.trip), clock.date);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        for (const [field, message] of Object.entries(error.errors)) errors[`trip.${field}`] = message;
      }
    }
    if (!input || Object.keys(errors).length) throw new ValidationError(errors);
    const providerId = Number(input.providerId);
    const provider = await this.db.getRepository(Provider).findOne({ select: { id: true, bookingUrl: true }, where: { id: providerId, archivedAt: IsNull() } });
    if (!provider) throw new ValidationError({ providerId: PARTNER_TEXTS.providerId });
    const partner = await this.clickPartner(actor.partnerId, input.partnerRef ? input.partnerRef : null);
    if (!partner) throw new ValidationError({ providerId: PARTNER_TEXTS.providerId });
    const clickId = crypto.randomUUID();
    const day = dayOf(now);
    await this.db.transaction(async (m) => {
      await this.countOne(m, providerId, 'partner', day);
      await this.countPartnerClick(m, partner, providerId, day);
      await m.insert(KeptClick, {
        clickId,
        providerId,
        page: 'partner',
        fromPlace: trip?.from ?? null,
        toPlace: trip?.to ?? null,
        tripDate: trip?.date ?? null,
        tripTime: trip?.time ?? null,
        passengers: trip?.passengers ?? null,
        bags: trip?.bags ?? null,
        ...partnerColumns(partner),
        createdAt: now,
      });
    });
    return { url: bookingLink(provider.bookingUrl, { ...(trip ? linkTripOf(trip) : {}), clickId }), clickId, expiresAt: new Date(now.getTime() + this.retentionDays * 86_400_000) };
  }

  /** The last `days` days' clicks per provider (today included); `days` is checked (1 to 366). */
  async report(actor: Actor, rawDays: unknown): Promise<ClickReport> {
    requireCapability(actor, 'earnings');
    const { days, counts } = await this.countsOver(lastDays(readDays(rawDays), this.now()));
    const byProvider = new Map<number, ProviderClicks>();
    for (const { row, provider } of counts) {
      let entry = byProvider.get(row.providerId);
      if (!entry) {
        entry = {
          provider,
          clicks: 0,
          daily: days.map((day) => ({ day, clicks: 0 })),
          pages: CLICK_PAGE_NAMES.map((page) => ({ page, label: CLICK_PAGES[page], clicks: 0 })),
        };
        byProvider.set(row.providerId, entry);
      }
      entry.clicks += row.clicks;
      entry.daily[days.indexOf(row.day)].clicks += row.clicks;
      const page = entry.pages.find((p) => p.page === row.page);
      if (page) page.clicks += row.clicks;
    }
    const list = [...byProvider.values()].sort((a, b) => b.clicks - a.clicks || a.provider.name.localeCompare(b.provider.name));
    return { days, total: list.reduce((sum, p) => sum + p.clicks, 0), providers: list };
  }

  /** The last `days` days or a `month` (`raw`: the query) as CSV: a row per day, provider and page with clicks, oldest day first. */
  async csv(actor: Actor, raw: unknown): Promise<{ fileName: string; text: string }> {
    requireCapability(actor, 'earnings');
    const { days, counts } = await this.countsOver(reportPeriodDays(raw, this.now(), CLICK_DEFAULT_DAYS));
    const lines = counts
      .sort((a, b) => a.row.day.localeCompare(b.row.day) || a.provider.name.localeCompare(b.provider.name) || a.row.page.localeCompare(b.row.page))
      .map(({ row, provider }) => [row.day, provider.id, provider.name, provider.slug, row.page, row.clicks]);
    return { fileName: clickCsvFileName(days), text: csvFile([CLICK_CSV_HEADER, ...lines]) };
  }

  /** Forgets click keys older than CLICK_KEY_KEEP_HOURS (a queued click is sent or dropped by then). */
  async sweepKeys(): Promise<number> {
    const result = await this.keys.delete({ scope: KEY_SCOPE, createdAt: LessThan(new Date(this.now().getTime() - KEY_KEEP_MS)) });
    return result.affected ?? 0;
  }

  /** Forgets kept clicks older than the retention (CLICK_RETENTION_DAYS); the daily counts stay. */
  async sweepKeptClicks(): Promise<number> {
    const result = await this.db.getRepository(KeptClick).delete({ createdAt: LessThan(new Date(this.now().getTime() - this.retentionDays * 86_400_000)) });
    return result.affected ?? 0;
  }

  /** The partner a click is credited to, with its share now; null when it is gone or disabled. */
  private async clickPartner(partnerId: number, partnerRef: string | null): Promise<ClickPartner | null> {
    const partner = await this.db.getRepository(Partner).findOne({ select: { id: true, revenueShareBasisPoints: true, disabledAt: true }, where: { id: partnerId } });
    return partner && !partner.disabledAt ? { partnerId: partner.id, partnerRef, partnerShareBasisPoints: partner.revenueShareBasisPoints } : null;
  }

  /** Adds one to the partner's day for this provider and sub-ID, in one statement. */
  private async countPartnerClick(m: EntityManager, partner: ClickPartner, providerId: number, day: string): Promise<void> {
    const maria = this.db.options.type === 'mariadb';
    const table = maria ? '`partner_clicks` (`partnerId`, `providerId`, `partnerRef`, `day`, `clicks`)' : '"partner_clicks" ("partnerId", "providerId", "partnerRef", "day", "clicks")';
    const conflict = maria ? 'ON DUPLICATE KEY UPDATE `clicks` = `clicks` + 1' : 'ON CONFLICT ("partnerId", "providerId", "partnerRef", "day") DO UPDATE SET "clicks" = "clicks" + 1';
    await m.query(`INSERT INTO ${table} VALUES (?, ?, ?, ?, 1) ${conflict}`, [partner.partnerId, providerId, partner.partnerRef ?? '', day]);
  }

  /** A provider shown on the site: an archived one's clicks are refused as an unknown provider's. */
  private async requireProvider(id: number): Promise<void> {
    if (!(await this.db.getRepository(Provider).existsBy({ id, archivedAt: IsNull() }))) throw new ValidationError({ providerId: RULE_MESSAGES.clickProvider });
  }

  /** Adds one to the day's count in one statement, so clicks at the same moment never lose one. */
  private async countOne(m: EntityManager, providerId: number, page: string, day: string): Promise<void> {
    const conflict = this.db.options.type === 'mariadb' ? 'ON DUPLICATE KEY UPDATE `clicks` = `clicks` + 1' : 'ON CONFLICT ("providerId", "page", "day") DO UPDATE SET "clicks" = "clicks" + 1';
    const table = this.db.options.type === 'mariadb' ? '`booking_clicks` (`providerId`, `page`, `day`, `clicks`)' : '"booking_clicks" ("providerId", "page", "day", "clicks")';
    await m.query(`INSERT INTO ${table} VALUES (?, ?, ?, 1) ${conflict}`, [providerId, page, day]);
  }

  /** A report period's count rows, each with its provider. */
  private async countsOver(days: string[]): Promise<{ days: string[]; counts: { row: BookingClick; provider: ProviderClicks['provider'] }[] }> {
    const rows = await this.counts.find({ where: { day: Between(days[0], days[days.length - 1]) } });
    const ids = [...new Set(rows.map((r) => r.providerId))];
    const found = ids.length ? await this.db.getRepository(Provider).find({ select: { id: true, name: true, slug: true }, where: { id: In(ids) } }) : [];
    const providers = new Map(found.map((p) => [p.id, { id: p.id, name: p.name, slug: p.slug }]));
    // Archived providers' counts stay (and their names); only a provider deleted while the report
    // was read (one without clicks then) could be missing.
    return { days, counts: rows.flatMap((row) => (providers.has(row.providerId) ? [{ row, provider: providers.get(row.providerId)! }] : [])) };
  }
}

/** The trip values of a checked click as its kept row stores them (absent ones null). */
function keptTripOf(input: BookingClickInput): Pick<KeptClick, 'fromPlace' | 'toPlace' | 'tripDate' | 'tripTime' | 'passengers' | 'bags'> {
  const text = (v: string | null | undefined) => (v ? v : null);
  const whole = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));
  return { fromPlace: text(input.from), toPlace: text(input.to), tripDate: text(input.date), tripTime: text(input.time), passengers: whole(input.passengers), bags: whole(input.bags) };
}

function partnerColumns(partner: ClickPartner | null): Pick<KeptClick, 'partnerId' | 'partnerRef' | 'partnerShareBasisPoints'> {
  return { partnerId: partner?.partnerId ?? null, partnerRef: partner?.partnerRef ?? null, partnerShareBasisPoints: partner?.partnerShareBasisPoints ?? null };
}

function readDays(raw: unknown): number {
  return Number(validateInput(CLICK_REPORT_RULES, { days: raw ?? CLICK_DEFAULT_DAYS }).days);
}

function fingerprintOf(providerId: number, page: string): string {
  return crypto.createHash('sha256').update(`${providerId}:${page}`).digest('hex');
}
