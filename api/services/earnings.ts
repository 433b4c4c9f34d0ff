// What the booking clicks earn: the admin's earnings report over the last 7, 30 or 90 days (per
// provider and per page: clicks, bookings, conversion rate, commission by status, earnings per
// click; the days for the chart; the unattributed conversions by reason; bookings in other
// currencies apart; programs silent for 14 days), the paged conversions list with each one's
// history, and the CSV files of conversions and of kept clicks with their ids.
//
// The definitions (written down for the operator in docs/affiliate-networks.md, section 5):
// - Money is in the site's currency (USD). A conversion in another currency is in that currency's
//   line only (otherCurrencies), never added to a dollar sum nor counted as a dollar booking.
// - Commission by status is each conversion's commission now; a reversed one counts what it lost
//   (the commission before the reversal) under reversed, or under clawed back when it had been paid.
// - Bookings: conversions (one per program and order) reported in the period, attributed to a click
//   the site counted, not reversed.
// - Conversion rate: of the clicks counted in the period, the share that led to a booking (converted
//   clicks ÷ clicks). A click that led to two orders is one converted click, and a booking whose click
//   was counted before the period counts as a booking, not in the rate: so it never passes 100%.
// - Earnings per click: commission pending, confirmed and paid (unattributed included: the network
//   pays it) ÷ clicks.
import { Between, In, IsNull, type DataSource } from 'typeorm';
import {
  CONVERSION_CSV_HEADER,
  EARNINGS_DEFAULT_DAYS,
  KEPT_CLICK_CSV_HEADER,
  SILENT_PROGRAM_DAYS,
  UNATTRIBUTED_LABELS,
  UNATTRIBUTED_REASONS,
  conversionsCsvFileName,
  historyEntryText,
  keptClicksCsvFileName,
  statusRank,
  type ConversionStatus,
  type UnattributedReason,
} from '../domain/affiliate';
import { CONVERSION_SORTS } from '../domain/adminLists';
import { CLICK_PAGES, CLICK_PAGE_NAMES, csvFile, dayOf, lastDays, type ClickPage } from '../domain/clicks';
import { CLICK_REPORT_RULES } from '../domain/inputs';
import { CURRENCY } from '../domain/money';
import type { Page, RawPageRequest } from '../domain/paging';
import { AffiliateProgram, BookingClick, Conversion, ConversionEvent, KeptClick, Provider } from '../entities';
import { requireCapability, type Actor } from './actor';
import { findPage, pageRequest } from './content';
import { programView, type ProgramView } from './affiliatePrograms';
import { partnerEarnings, type PartnerEarnings } from './partners';
import { reportPeriodDays } from './reportPeriod';
import { validateInput } from './validation';

/** Commission by status, in cents of one currency. */
export interface CommissionByStatus {
  pendingCents: number;
  confirmedCents: number;
  paidCents: number;
  /** What reversals before payment lost: each conversion's commission before its reversal. */
  reversedCents: number;
  /** What the network took back after paying it (reversed after paid), as it stood before. */
  clawedBackCents: number;
}

/** One line of the report: the clicks, the bookings they brought, and the commission by status (cents). */
export interface EarningsLine extends CommissionByStatus {
  clicks: number;
  /** Attributed, not reversed, in dollars, reported in the period. */
  bookings: number;
  /** The period's clicks that led to at least one such booking. */
  convertedClicks: number;
  /** convertedClicks ÷ clicks (0 without clicks): at most 1. */
  conversionRate: number;
  /** (pending + confirmed + paid) ÷ clicks, in cents (0 without clicks). */
  earningsPerClickCents: number;
}

export interface ProviderEarnings extends EarningsLine {
  provider: { id: number; name: string; slug: string | null };
}

export interface PageEarnings extends EarningsLine {
  page: ClickPage;
  label: string;
}

export interface DayEarnings {
  day: string;
  clicks: number;
  /** Commission of the day's dollar bookings, reversed left out. */
  commissionCents: number;
}

/** Bookings no counted click explains, in dollars, with how many for each reason. */
export interface UnattributedEarnings extends CommissionByStatus {
  /** Not reversed. */
  bookings: number;
  /** The reasons with at least one booking, in UNATTRIBUTED_REASONS' order. */
  reasons: { reason: UnattributedReason; label: string; bookings: number }[];
}

/** The bookings reported in one other currency, summed in it. */
export interface CurrencyEarnings extends CommissionByStatus {
  currency: string;
  /** Not reversed, attributed or not. */
  bookings: number;
}

export interface EarningsReport {
  days: string[];
  currency: string;
  totals: EarningsLine;
  /** Providers with a click or an attributed booking, highest earnings first. */
  providers: ProviderEarnings[];
  /** Every page, in CLICK_PAGES' order. */
  pages: PageEarnings[];
  daily: DayEarnings[];
  unattributed: UnattributedEarnings;
  /** Bookings (not reversed) reported in another currency than USD: the sum of otherCurrencies' bookings. */
  otherCurrencyBookings: number;
  /** Each other currency's bookings and commission, by currency code. */
  otherCurrencies: CurrencyEarnings[];
  /** Programs that have sent nothing for SILENT_PROGRAM_DAYS days (or ever, once that old). */
  silentPrograms: ProgramView[];
  /** Partners with a click or a booking in the period, highest share first. */
  partners: PartnerEarnings[];
}

/** A conversion as the admin list shows it: with its program's and provider's names and its history. */
export interface ConversionRow {
  conversion: Conversion;
  program: { id: number; name: string; slug: string };
  provider: { id: number; name: string } | null;
  /** Its reports, oldest first. */
  events: ConversionEvent[];
}

/** A conversion as both transports answer it: flat, amounts in cents (GraphQL's type, REST's JSON). */
export function conversionView({ conversion: c, program, provider, events }: ConversionRow) {
  return {
    id: c.id,
    order: c.orderId,
    status: c.status,
    commissionCents: c.commissionCents,
    currency: c.currency,
    valueCents: c.valueCents,
    lostCents: c.lostCents,
    reversedFrom: c.reversedFrom,
    clawback: c.status === 'reversed' && c.reversedFrom === 'paid',
    clickId: c.clickId,
    attributed: c.attributed,
    unattributedReason: c.unattributedReason,
    clickedAt: c.clickedAt,
    page: c.page,
    programId: program.id,
    programName: program.name,
    providerId: provider?.id ?? null,
    providerName: provider?.name ?? null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    events: events.map((e) => ({ status: e.status, commissionCents: e.commissionCents, correction: e.revision > 0, createdAt: e.createdAt })),
  };
}

const DAY_MS = 86_400_000;

const noCommission = (): CommissionByStatus => ({ pendingCents: 0, confirmedCents: 0, paidCents: 0, reversedCents: 0, clawedBackCents: 0 });

function emptyLine(): EarningsLine {
  return { clicks: 0, bookings: 0, convertedClicks: 0, conversionRate: 0, ...noCommission(), earningsPerClickCents: 0 };
}

const CENTS_OF: Record<Exclude<ConversionStatus, 'reversed'>, 'pendingCents' | 'confirmedCents' | 'paidCents'> = {
  booked: 'pendingCents',
  confirmed: 'confirmedCents',
  paid: 'paidCents',
};

/** Adds a conversion's commission to a line, and its booking when it counts as one. */
function addConversion(line: CommissionByStatus & { bookings: number }, c: Conversion): void {
  if (c.status === 'reversed') {
    line[c.reversedFrom === 'paid' ? 'clawedBackCents' : 'reversedCents'] += c.lostCents ?? c.commissionCents;
    return;
  }
  line.bookings += 1;
  line[CENTS_OF[c.status as Exclude<ConversionStatus, 'reversed'>]] += c.commissionCents;
}

function finish<T extends EarningsLine>(line: T): T {
  line.conversionRate = line.clicks ? line.convertedClicks / line.clicks : 0;
  line.earningsPerClickCents = line.clicks ? (line.pendingCents + line.confirmedCents + line.paidCents) / line.clicks : 0;
  return line;
}

/** A day's counted clicks of one provider on one page: where a converted click is matched to a counted one. */
const bucketOf = (providerId: number, page: string, day: string) => `${providerId}|${page}|${day}`;

export class EarningsService {
  constructor(
    private readonly db: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(actor: Actor, rawDays: unknown): Promise<EarningsReport> {
    requireCapability(actor, 'earnings');
    const days = lastDays(readDays(rawDays), this.now());
    const inRange = new Set(days);
    const [counts, conversions] = await Promise.all([this.countsOver(days), this.conversionsOver(days)]);

    const providerLines = new Map<number, ProviderEarnings>();
    const lineOf = (id: number) => {
      let line = providerLines.get(id);
      if (!line) providerLines.set(id, (line = { provider: { id, name: '', slug: null }, ...emptyLine() }));
      return line;
    };
    const pageLines = new Map<ClickPage, PageEarnings>(CLICK_PAGE_NAMES.map((page) => [page, { page, label: CLICK_PAGES[page], ...emptyLine() }]));
    const daily = new Map<string, DayEarnings>(days.map((day) => [day, { day, clicks: 0, commissionCents: 0 }]));
    const totals = emptyLine();
    const unattributed = { bookings: 0, ...noCommission() };
    const reasons = new Map<UnattributedReason, number>();
    const otherCurrencies = new Map<string, CurrencyEarnings>();
    /** Counted clicks per provider, page and day; the ids of those that led to a booking. */
    const countedClicks = new Map<string, number>();
    const convertedIds = new Map<string, Set<string>>();

    for (const row of counts) {
      lineOf(row.providerId).clicks += row.clicks;
      const page = pageLines.get(row.page as ClickPage);
      if (page) page.clicks += row.clicks;
      daily.get(row.day)!.clicks += row.clicks;
      totals.clicks += row.clicks;
      countedClicks.set(bucketOf(row.providerId, row.page, row.day), row.clicks);
    }
    for (const c of conversions) {
      const day = dayOf(c.createdAt);
      if (!inRange.has(day)) continue;
      if (c.currency !== CURRENCY) {
        let line = otherCurrencies.get(c.currency);
        if (!line) otherCurrencies.set(c.currency, (line = { currency: c.currency, bookings: 0, ...noCommission() }));
        addConversion(line, c);
        continue;
      }
      if (c.status !== 'reversed') daily.get(day)!.commissionCents += c.commissionCents;
      if (!c.attributed || c.providerId === null) {
        addConversion(unattributed, c);
        const reason = c.unattributedReason as UnattributedReason | null;
        if (c.status !== 'reversed' && reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        continue;
      }
      addConversion(lineOf(c.providerId), c);
      const page = pageLines.get(c.page as ClickPage);
      if (page) addConversion(page, c);
      // A booking's click counted in this period: one converted click, however many orders it led to.
      if (c.status !== 'reversed' && c.clickedAt && c.clickId && inRange.has(dayOf(c.clickedAt))) {
        const bucket = bucketOf(c.providerId, c.page ?? '', dayOf(c.clickedAt));
        let ids = convertedIds.get(bucket);
        if (!ids) convertedIds.set(bucket, (ids = new Set()));
        ids.add(c.clickId);
      }
    }
    // Each converted click is one of the counted clicks of its provider, page and day (a provider
    // deleted since has taken its counts, and so its converted clicks, with it).
    for (const [bucket, ids] of convertedIds) {
      const converted = Math.min(ids.size, countedClicks.get(bucket) ?? 0);
      const [providerId, page] = bucket.split('|');
      lineOf(Number(providerId)).convertedClicks += converted;
      const pageLine = pageLines.get(page as ClickPage);
      if (pageLine) pageLine.convertedClicks += converted;
      totals.convertedClicks += converted;
    }
    // Totals: every dollar commission (unattributed included); bookings only those credited to a click.
    for (const line of [...providerLines.values(), unattributed]) {
      for (const key of Object.keys(noCommission()) as (keyof CommissionByStatus)[]) totals[key] += line[key];
    }
    for (const line of providerLines.values()) totals.bookings += line.bookings;

    const ids = [...providerLines.keys()];
    const found = ids.length ? await this.db.getRepository(Provider).find({ select: { id: true, name: true, slug: true }, where: { id: In(ids) } }) : [];
    for (const p of found) providerLines.get(p.id)!.provider = { id: p.id, name: p.name, slug: p.slug };
    for (const line of providerLines.values()) if (!line.provider.name) line.provider.name = `Deleted provider #${line.provider.id}`;
    const providers = [...providerLines.values()]
      .map(finish)
      .sort((a, b) => b.confirmedCents + b.paidCents + b.pendingCents - (a.confirmedCents + a.paidCents + a.pendingCents) || b.clicks - a.clicks || a.provider.name.localeCompare(b.provider.name));
    const currencies = [...otherCurrencies.values()].sort((a, b) => a.currency.localeCompare(b.currency));

    return {
      days,
      currency: CURRENCY,
      totals: finish(totals),
      providers,
      pages: [...pageLines.values()].map(finish),
      daily: [...daily.values()],
      unattributed: { ...unattributed, reasons: UNATTRIBUTED_REASONS.filter((r) => reasons.has(r)).map((reason) => ({ reason, label: UNATTRIBUTED_LABELS[reason], bookings: reasons.get(reason)! })) },
      otherCurrencyBookings: currencies.reduce((sum, line) => sum + line.bookings, 0),
      otherCurrencies: currencies,
      silentPrograms: await this.silentPrograms(),
      partners: await partnerEarnings(this.db, days),
    };
  }

  /** One page of conversions (limit, offset, q on order or click id, sort=createdAt, order), with names and histories. */
  async conversionsPage(actor: Actor, raw: RawPageRequest): Promise<Page<ConversionRow>> {
    requireCapability(actor, 'earnings');
    const page = await findPage(this.db.getRepository(Conversion), pageRequest(raw, CONVERSION_SORTS), { columns: ['orderId', 'clickId'] });
    return { items: await this.withNames(page.items), total: page.total };
  }

  /**
   * The conversions reported in the last `days` days or in a `month` (`raw`: the query), one row each
   * with its history (CONVERSION_CSV_HEADER), oldest first.
   */
  async conversionsCsv(actor: Actor, raw: unknown): Promise<{ fileName: string; text: string }> {
    requireCapability(actor, 'earnings');
    const days = reportPeriodDays(raw, this.now(), EARNINGS_DEFAULT_DAYS);
    const inRange = new Set(days);
    const rows = await this.withNames((await this.conversionsOver(days)).filter((c) => inRange.has(dayOf(c.createdAt))));
    const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
    const lines = rows.map(({ conversion: c, program, provider, events }) => {
      const reached = (status: ConversionStatus) => events.find((e) => e.status === status && e.revision === 0)?.createdAt.toISOString() ?? '';
      return [
        c.createdAt.toISOString(),
        program.name,
        c.orderId,
        c.status,
        money(c.commissionCents),
        c.currency,
        money(c.valueCents),
        c.clickId ?? '',
        c.attributed ? 'yes' : 'no',
        provider?.id ?? '',
        provider?.name ?? '',
        c.page ?? '',
        c.status === 'reversed' ? money(c.lostCents) : '',
        c.status === 'reversed' && c.reversedFrom === 'paid' ? 'yes' : 'no',
        c.unattributedReason ?? '',
        reached('booked'),
        reached('confirmed'),
        reached('paid'),
        reached('reversed'),
        events.map((e) => historyEntryText({ ...e, correction: e.revision > 0 }, c.lostCents)).join('; '),
      ];
    });
    return { fileName: conversionsCsvFileName(days), text: csvFile([CONVERSION_CSV_HEADER, ...lines]) };
  }

  /** The kept clicks of the last `days` days or of a `month` (`raw`: the query) with their ids, oldest first. */
  async keptClicksCsv(actor: Actor, raw: unknown): Promise<{ fileName: string; text: string }> {
    requireCapability(actor, 'earnings');
    const days = reportPeriodDays(raw, this.now(), EARNINGS_DEFAULT_DAYS);
    const inRange = new Set(days);
    const clicks = (await this.db.getRepository(KeptClick).find({ where: { createdAt: Between(this.startOf(days), this.endOf(days)) }, order: { createdAt: 'ASC' } })).filter((k) => inRange.has(dayOf(k.createdAt)));
    const ids = [...new Set(clicks.map((k) => k.providerId))];
    const names = new Map((ids.length ? await this.db.getRepository(Provider).find({ select: { id: true, name: true }, where: { id: In(ids) } }) : []).map((p) => [p.id, p.name]));
    const lines = clicks.map((k) => [k.createdAt.toISOString(), k.clickId, k.providerId, names.get(k.providerId) ?? '', k.page, k.fromPlace ?? '', k.toPlace ?? '', k.tripDate ?? '', k.tripTime ?? '', k.passengers ?? '', k.bags ?? '']);
    return { fileName: keptClicksCsvFileName(days), text: csvFile([KEPT_CLICK_CSV_HEADER, ...lines]) };
  }

  /** A safe lower bound for the report's first day in any time zone: a day before it, at UTC midnight. */
  private startOf(days: string[]): Date {
    return new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS);
  }

  /** A safe upper bound for the report's last day in any time zone: two days after its UTC midnight. */
  private endOf(days: string[]): Date {
    return new Date(Date.parse(`${days[days.length - 1]}T00:00:00Z`) + 2 * DAY_MS);
  }

  private countsOver(days: string[]): Promise<BookingClick[]> {
    return this.db.getRepository(BookingClick).find({ where: { day: Between(days[0], days[days.length - 1]) } });
  }

  private conversionsOver(days: string[]): Promise<Conversion[]> {
    return this.db.getRepository(Conversion).find({ where: { createdAt: Between(this.startOf(days), this.endOf(days)) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Programs that have sent nothing for SILENT_PROGRAM_DAYS days (the dashboard's attention list too). */
  async silent(actor: Actor): Promise<ProgramView[]> {
    requireCapability(actor, 'earnings');
    return this.silentPrograms();
  }

  private async silentPrograms(): Promise<ProgramView[]> {
    const since = this.now().getTime() - SILENT_PROGRAM_DAYS * DAY_MS;
    // An archived program is silent on purpose: it is not named.
    const programs = await this.db.getRepository(AffiliateProgram).find({ where: { archivedAt: IsNull() }, order: { name: 'ASC' } });
    return programs.filter((p) => (p.lastPostbackAt ?? p.createdAt).getTime() < since).map((p) => programView(p));
  }

  private async withNames(conversions: Conversion[]): Promise<ConversionRow[]> {
    const programIds = [...new Set(conversions.map((c) => c.programId))];
    const providerIds = [...new Set(conversions.flatMap((c) => (c.providerId === null ? [] : [c.providerId])))];
    const [programs, providers, events] = await Promise.all([
      programIds.length ? this.db.getRepository(AffiliateProgram).find({ select: { id: true, name: true, slug: true }, where: { id: In(programIds) } }) : [],
      providerIds.length ? this.db.getRepository(Provider).find({ select: { id: true, name: true }, where: { id: In(providerIds) } }) : [],
      this.eventsOf(conversions.map((c) => c.id)),
    ]);
    const programOf = new Map(programs.map((p) => [p.id, { id: p.id, name: p.name, slug: p.slug }]));
    const providerOf = new Map(providers.map((p) => [p.id, { id: p.id, name: p.name }]));
    return conversions.map((conversion) => ({
      conversion,
      program: programOf.get(conversion.programId) ?? { id: conversion.programId, name: '', slug: '' },
      provider: conversion.providerId === null ? null : (providerOf.get(conversion.providerId) ?? { id: conversion.providerId, name: `Deleted provider #${conversion.providerId}` }),
      events: events.get(conversion.id) ?? [],
    }));
  }

  /** The events of these conversions, each one's oldest first (reports of one moment in lifecycle order). */
  private async eventsOf(conversionIds: number[]): Promise<Map<number, ConversionEvent[]>> {
    const byConversion = new Map<number, ConversionEvent[]>();
    // A month's CSV may name thousands: asked in slices, far below any database's limit on parameters.
    for (let i = 0; i < conversionIds.length; i += 500) {
      for (const e of await this.db.getRepository(ConversionEvent).find({ where: { conversionId: In(conversionIds.slice(i, i + 500)) } })) {
        const list = byConversion.get(e.conversionId);
        if (list) list.push(e);
        else byConversion.set(e.conversionId, [e]);
      }
    }
    for (const list of byConversion.values()) list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || statusRank(a.status) - statusRank(b.status) || a.revision - b.revision);
    return byConversion;
  }
}

function readDays(raw: unknown): number {
  return Number(validateInput(CLICK_REPORT_RULES, { days: raw ?? EARNINGS_DEFAULT_DAYS }).days);
}
