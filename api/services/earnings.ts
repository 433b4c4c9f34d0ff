// What the booking clicks earn: the admin's earnings report over the last 7, 30 or 90 days (per
// provider and per page: clicks, bookings, conversion rate, commission by status, earnings per
// click; the days for the chart; the unattributed conversions; programs silent for 14 days), the
// paged conversions list and the CSV files of conversions and of kept clicks with their ids.
// Money is summed in the site's currency (USD); conversions in another currency are counted
// as bookings and named, never added to a dollar sum.
import { In, IsNull, MoreThanOrEqual, type DataSource } from 'typeorm';
import { CONVERSION_CSV_HEADER, EARNINGS_DEFAULT_DAYS, KEPT_CLICK_CSV_HEADER, SILENT_PROGRAM_DAYS, conversionsCsvFileName, keptClicksCsvFileName, type ConversionStatus } from '../domain/affiliate';
import { CONVERSION_SORTS } from '../domain/adminLists';
import { CLICK_PAGES, CLICK_PAGE_NAMES, csvText, dayOf, lastDays, type ClickPage } from '../domain/clicks';
import { CLICK_REPORT_RULES } from '../domain/inputs';
import { CURRENCY } from '../domain/money';
import type { Page, RawPageRequest } from '../domain/paging';
import { AffiliateProgram, BookingClick, Conversion, KeptClick, Provider } from '../entities';
import { requireCapability, type Actor } from './actor';
import { findPage, pageRequest } from './content';
import { programView, type ProgramView } from './affiliatePrograms';
import { validateInput } from './validation';

/** One line of the report: the clicks, the bookings they brought, and the commission by status (cents). */
export interface EarningsLine {
  clicks: number;
  bookings: number;
  /** bookings ÷ clicks (0 without clicks). */
  conversionRate: number;
  pendingCents: number;
  confirmedCents: number;
  paidCents: number;
  reversedCents: number;
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
  /** Commission of the day's bookings, reversed left out. */
  commissionCents: number;
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
  /** Bookings no kept click explains (unknown click id, none, or outside the claim window). */
  unattributed: { bookings: number; pendingCents: number; confirmedCents: number; paidCents: number; reversedCents: number };
  /** Bookings reported in another currency than USD: counted, not summed. */
  otherCurrencyBookings: number;
  /** Programs that have sent nothing for SILENT_PROGRAM_DAYS days (or ever, once that old). */
  silentPrograms: ProgramView[];
}

/** A conversion as the admin list shows it: with its program's and provider's names. */
export interface ConversionRow {
  conversion: Conversion;
  program: { id: number; name: string; slug: string };
  provider: { id: number; name: string } | null;
}

/** A conversion as both transports answer it: flat, amounts in cents (GraphQL's type, REST's JSON). */
export function conversionView({ conversion: c, program, provider }: ConversionRow) {
  return {
    id: c.id,
    order: c.orderId,
    status: c.status,
    commissionCents: c.commissionCents,
    currency: c.currency,
    valueCents: c.valueCents,
    clickId: c.clickId,
    attributed: c.attributed,
    page: c.page,
    programId: program.id,
    programName: program.name,
    providerId: provider?.id ?? null,
    providerName: provider?.name ?? null,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

const DAY_MS = 86_400_000;

function emptyLine(): EarningsLine {
  return { clicks: 0, bookings: 0, conversionRate: 0, pendingCents: 0, confirmedCents: 0, paidCents: 0, reversedCents: 0, earningsPerClickCents: 0 };
}

const CENTS_OF: Record<ConversionStatus, 'pendingCents' | 'confirmedCents' | 'paidCents' | 'reversedCents'> = {
  booked: 'pendingCents',
  confirmed: 'confirmedCents',
  paid: 'paidCents',
  reversed: 'reversedCents',
};

function addConversion(line: Pick<EarningsLine, 'bookings' | 'pendingCents' | 'confirmedCents' | 'paidCents' | 'reversedCents'>, c: Conversion): void {
  line.bookings += 1;
  if (c.currency === CURRENCY) line[CENTS_OF[c.status as ConversionStatus]] += c.commissionCents;
}

function finish<T extends EarningsLine>(line: T): T {
  line.conversionRate = line.clicks ? line.bookings / line.clicks : 0;
  line.earningsPerClickCents = line.clicks ? (line.pendingCents + line.confirmedCents + line.paidCents) / line.clicks : 0;
  return line;
}

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
    const unattributed = { bookings: 0, pendingCents: 0, confirmedCents: 0, paidCents: 0, reversedCents: 0 };
    let otherCurrencyBookings = 0;

    for (const row of counts) {
      lineOf(row.providerId).clicks += row.clicks;
      const page = pageLines.get(row.page as ClickPage);
      if (page) page.clicks += row.clicks;
      daily.get(row.day)!.clicks += row.clicks;
      totals.clicks += row.clicks;
    }
    for (const c of conversions) {
      const day = dayOf(c.createdAt);
      if (!inRange.has(day)) continue;
      if (c.currency !== CURRENCY) otherCurrencyBookings += 1;
      addConversion(totals, c);
      if (c.currency === CURRENCY && c.status !== 'reversed') daily.get(day)!.commissionCents += c.commissionCents;
      if (!c.attributed || c.providerId === null) {
        addConversion(unattributed, c);
        continue;
      }
      addConversion(lineOf(c.providerId), c);
      const page = pageLines.get(c.page as ClickPage);
      if (page) addConversion(page, c);
    }

    const ids = [...providerLines.keys()];
    const found = ids.length ? await this.db.getRepository(Provider).find({ select: { id: true, name: true, slug: true }, where: { id: In(ids) } }) : [];
    for (const p of found) providerLines.get(p.id)!.provider = { id: p.id, name: p.name, slug: p.slug };
    for (const line of providerLines.values()) if (!line.provider.name) line.provider.name = `Deleted provider #${line.provider.id}`;
    const providers = [...providerLines.values()]
      .map(finish)
      .sort((a, b) => b.confirmedCents + b.paidCents + b.pendingCents - (a.confirmedCents + a.paidCents + a.pendingCents) || b.clicks - a.clicks || a.provider.name.localeCompare(b.provider.name));

    return {
      days,
      currency: CURRENCY,
      totals: finish(totals),
      providers,
      pages: [...pageLines.values()].map(finish),
      daily: [...daily.values()],
      unattributed,
      otherCurrencyBookings,
      silentPrograms: await this.silentPrograms(),
    };
  }

  /** One page of conversions (limit, offset, q on order or click id, sort=createdAt, order), with names. */
  async conversionsPage(actor: Actor, raw: RawPageRequest): Promise<Page<ConversionRow>> {
    requireCapability(actor, 'earnings');
    const page = await findPage(this.db.getRepository(Conversion), pageRequest(raw, CONVERSION_SORTS), { columns: ['orderId', 'clickId'] });
    return { items: await this.withNames(page.items), total: page.total };
  }

  async conversionsCsv(actor: Actor, rawDays: unknown): Promise<{ fileName: string; text: string }> {
    requireCapability(actor, 'earnings');
    const days = lastDays(readDays(rawDays), this.now());
    const inRange = new Set(days);
    const rows = await this.withNames((await this.conversionsOver(days)).filter((c) => inRange.has(dayOf(c.createdAt))));
    const lines = rows.map(({ conversion: c, program, provider }) => [
      c.createdAt.toISOString(),
      program.name,
      c.orderId,
      c.status,
      (c.commissionCents / 100).toFixed(2),
      c.currency,
      c.valueCents === null ? '' : (c.valueCents / 100).toFixed(2),
      c.clickId ?? '',
      c.attributed ? 'yes' : 'no',
      provider?.id ?? '',
      provider?.name ?? '',
      c.page ?? '',
    ]);
    return { fileName: conversionsCsvFileName(days), text: csvText([CONVERSION_CSV_HEADER, ...lines]) };
  }

  /** The kept clicks of the last `days` days with their ids, oldest first. */
  async keptClicksCsv(actor: Actor, rawDays: unknown): Promise<{ fileName: string; text: string }> {
    requireCapability(actor, 'earnings');
    const days = lastDays(readDays(rawDays), this.now());
    const inRange = new Set(days);
    const clicks = (await this.db.getRepository(KeptClick).find({ where: { createdAt: MoreThanOrEqual(this.startOf(days)) }, order: { createdAt: 'ASC' } })).filter((k) => inRange.has(dayOf(k.createdAt)));
    const ids = [...new Set(clicks.map((k) => k.providerId))];
    const names = new Map((ids.length ? await this.db.getRepository(Provider).find({ select: { id: true, name: true }, where: { id: In(ids) } }) : []).map((p) => [p.id, p.name]));
    const lines = clicks.map((k) => [k.createdAt.toISOString(), k.clickId, k.providerId, names.get(k.providerId) ?? '', k.page, k.fromPlace ?? '', k.toPlace ?? '', k.tripDate ?? '', k.tripTime ?? '', k.passengers ?? '', k.bags ?? '']);
    return { fileName: keptClicksCsvFileName(days), text: csvText([KEPT_CLICK_CSV_HEADER, ...lines]) };
  }

  /** A safe lower bound for the report's first day in any time zone: a day before it, at UTC midnight. */
  private startOf(days: string[]): Date {
    return new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS);
  }

  private countsOver(days: string[]): Promise<BookingClick[]> {
    return this.db.getRepository(BookingClick).find({ where: { day: MoreThanOrEqual(days[0]) } });
  }

  private conversionsOver(days: string[]): Promise<Conversion[]> {
    return this.db.getRepository(Conversion).find({ where: { createdAt: MoreThanOrEqual(this.startOf(days)) }, order: { createdAt: 'ASC', id: 'ASC' } });
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
    return programs.filter((p) => (p.lastPostbackAt ?? p.createdAt).getTime() < since).map(programView);
  }

  private async withNames(conversions: Conversion[]): Promise<ConversionRow[]> {
    const programIds = [...new Set(conversions.map((c) => c.programId))];
    const providerIds = [...new Set(conversions.flatMap((c) => (c.providerId === null ? [] : [c.providerId])))];
    const [programs, providers] = await Promise.all([
      programIds.length ? this.db.getRepository(AffiliateProgram).find({ select: { id: true, name: true, slug: true }, where: { id: In(programIds) } }) : [],
      providerIds.length ? this.db.getRepository(Provider).find({ select: { id: true, name: true }, where: { id: In(providerIds) } }) : [],
    ]);
    const programOf = new Map(programs.map((p) => [p.id, { id: p.id, name: p.name, slug: p.slug }]));
    const providerOf = new Map(providers.map((p) => [p.id, { id: p.id, name: p.name }]));
    return conversions.map((conversion) => ({
      conversion,
      program: programOf.get(conversion.programId) ?? { id: conversion.programId, name: '', slug: '' },
      provider: conversion.providerId === null ? null : (providerOf.get(conversion.providerId) ?? { id: conversion.providerId, name: `Deleted provider #${conversion.providerId}` }),
    }));
  }
}

function readDays(raw: unknown): number {
  return Number(validateInput(CLICK_REPORT_RULES, { days: raw ?? EARNINGS_DEFAULT_DAYS }).days);
}
