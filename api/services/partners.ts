// Partners (integrators), run by owners: their settings, their key (made here, shown once when the
// partner is made and when the key is rotated, kept only as a hash), disabling and enabling; how a
// request's key is admitted (looked up by its hash, its quota taken); which browser origins may call;
// and each partner's own report (its clicks, the bookings they brought and its share), also as the
// per-partner lines of the owner's earnings dashboard.
import crypto from 'node:crypto';
import { Between, In, type DataSource } from 'typeorm';
import { csvFile, dayOf, lastDays } from '../domain/clicks';
import { CLICK_REPORT_RULES } from '../domain/inputs';
import { CURRENCY } from '../domain/money';
import {
  DEFAULT_PARTNER_QUOTA,
  PARTNER_KEY_PATTERN,
  PARTNER_KEY_PREFIX,
  PARTNER_REPORT_CSV_HEADER,
  PARTNER_RULES,
  PARTNER_TEXTS,
  partnerReportCsvFileName,
  readAllowedOrigins,
  shareCents,
  type PartnerInput,
  type QuotaState,
} from '../domain/partners';
import type { ConversionStatus } from '../domain/affiliate';
import { WEBHOOK_SECRET_PREFIX } from '../domain/webhooks';
import { Conversion, Partner, PartnerClick, Provider } from '../entities';
import { requireCapability, requirePartner, type Actor, type PartnerActor } from './actor';
import { hashSecret } from './affiliatePrograms';
import type { AuditService } from './audit';
import { ContentService, auditedColumns, type ExpectedVersion, type Id } from './content';
import { ConflictError, RateLimitedError, UnauthenticatedError, ValidationError, isUniqueViolation } from './errors';
import { fieldErrors, validateInput } from './validation';

/** A partner as the transports show it: its settings, never its key or the key's hash. */
export interface PartnerView {
  id: number;
  name: string;
  slug: string;
  allowedOrigins: string[];
  revenueSharePercent: number;
  contact: string | null;
  webhookUrl: string | null;
  quotaPerMinute: number;
  /** The key's last four characters. */
  keyHint: string;
  /** The webhook signing secret's last four characters (null: none yet). */
  webhookSecretHint: string | null;
  disabledAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A partner with its key: answered once, when the key is made (with the webhook signing secret when it is made too). */
export interface PartnerWithKey {
  partner: PartnerView;
  key: string;
  webhookSecret?: string;
}

/** A partner with its new webhook signing secret: answered once. */
export interface PartnerWithWebhookSecret {
  partner: PartnerView;
  webhookSecret: string;
}

/** Counts requests per key within a minute, shared by every process (api/auth/partnerQuota.ts). */
export interface PartnerQuota {
  take(partnerId: number, limit: number): Promise<{ allowed: boolean; state: QuotaState }>;
}

/** For callers that never take keyed requests (the command line, unit set-ups): always within. */
export const NO_PARTNER_QUOTA: PartnerQuota = { take: async (_id, limit) => ({ allowed: true, state: { limit, remaining: limit, resetSeconds: 60 } }) };

/** A keyed request let in (or refused over its quota, `refused` set): who it is and where its quota stands. */
export interface Admission {
  actor: PartnerActor;
  allowedOrigins: string[];
  quota: QuotaState;
  refused?: RateLimitedError;
}

function newKey(): string {
  return `${PARTNER_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

function readOrigins(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

export function partnerView(p: Partner): PartnerView {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    allowedOrigins: readOrigins(p.allowedOrigins),
    revenueSharePercent: p.revenueShareBasisPoints / 100,
    contact: p.contact,
    webhookUrl: p.webhookUrl,
    quotaPerMinute: p.quotaPerMinute,
    keyHint: p.keyHint,
    webhookSecretHint: p.webhookSecret ? p.webhookSecret.slice(-4) : null,
    disabledAt: p.disabledAt,
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

// ---- the report -----------------------------------------------------------------------------------

/** Clicks, the bookings they brought, the commission by status and the partner's share of it (cents). */
export interface PartnerLine {
  clicks: number;
  /** Conversions credited to the partner's clicks, reported in the period, not reversed, in USD. */
  bookings: number;
  pendingCents: number;
  confirmedCents: number;
  paidCents: number;
  /** What reversals (and clawbacks) took back: each reversed conversion's commission before it. */
  reversedCents: number;
  sharePendingCents: number;
  shareConfirmedCents: number;
  sharePaidCents: number;
  /** sharePending + shareConfirmed + sharePaid. */
  shareCents: number;
}

export interface PartnerReport extends PartnerLine {
  partner: { id: number; name: string; slug: string };
  /** The report's days, oldest first; the last is today (the site's day). */
  days: string[];
  currency: string;
  /** The partner's share now, in percent (each booking keeps the share of its click). */
  revenueSharePercent: number;
  /** Providers with a click or a booking, most clicked first. */
  providers: (PartnerLine & { provider: { id: number; name: string; slug: string | null } })[];
  /** The partner's own sub-IDs with a click or a booking ('' for links made without one), most clicked first. */
  refs: (PartnerLine & { partnerRef: string })[];
  /**
   * Bookings credited to the partner but reported in another currency than `currency`: one line per
   * currency (by its code), never added to the dollar figures above (clicks have no currency: 0).
   */
  otherCurrencies: (PartnerLine & { currency: string })[];
}

/** One partner's line on the owner's earnings dashboard. */
export interface PartnerEarnings extends PartnerLine {
  partner: { id: number; name: string; slug: string };
}

const emptyLine = (): PartnerLine => ({
  clicks: 0,
  bookings: 0,
  pendingCents: 0,
  confirmedCents: 0,
  paidCents: 0,
  reversedCents: 0,
  sharePendingCents: 0,
  shareConfirmedCents: 0,
  sharePaidCents: 0,
  shareCents: 0,
});

const SHARE_OF: Record<Exclude<ConversionStatus, 'reversed'>, ['pendingCents' | 'confirmedCents' | 'paidCents', 'sharePendingCents' | 'shareConfirmedCents' | 'sharePaidCents']> = {
  booked: ['pendingCents', 'sharePendingCents'],
  confirmed: ['confirmedCents', 'shareConfirmedCents'],
  paid: ['paidCents', 'sharePaidCents'],
};

function addConversion(line: PartnerLine, c: Conversion): void {
  if (c.status === 'reversed') {
    line.reversedCents += c.lostCents ?? c.commissionCents;
    return;
  }
  const [cents, share] = SHARE_OF[c.status as Exclude<ConversionStatus, 'reversed'>];
  const part = shareCents(c.commissionCents, c.partnerShareBasisPoints ?? 0);
  line.bookings += 1;
  line[cents] += c.commissionCents;
  line[share] += part;
  line.shareCents += part;
}

const DAY_MS = 86_400_000;

function readDays(raw: unknown): number {
  return Number(validateInput(CLICK_REPORT_RULES, { days: raw ?? 30 }).days);
}

/**
 * Every partner's clicks and the bookings credited to them over these days (the report's and the
 * dashboard's source): `conversions` in USD, `otherConversions` in any other currency (never summed
 * with them).
 */
async function partnerActivity(db: DataSource, days: string[], partnerIds?: number[]): Promise<{ clicks: PartnerClick[]; conversions: Conversion[]; otherConversions: Conversion[] }> {
  const inRange = new Set(days);
  const only = partnerIds ? { partnerId: In(partnerIds) } : {};
  const [clicks, conversions] = await Promise.all([
    db.getRepository(PartnerClick).find({ where: { ...only, day: Between(days[0], days[days.length - 1]) } }),
    db.getRepository(Conversion).find({
      where: {
        ...(partnerIds ? { partnerId: In(partnerIds) } : {}),
        createdAt: Between(new Date(Date.parse(`${days[0]}T00:00:00Z`) - DAY_MS), new Date(Date.parse(`${days[days.length - 1]}T00:00:00Z`) + 2 * DAY_MS)),
      },
    }),
  ]);
  const credited = conversions.filter((c) => c.partnerId !== null && inRange.has(dayOf(c.createdAt)));
  return { clicks, conversions: credited.filter((c) => c.currency === CURRENCY), otherConversions: credited.filter((c) => c.currency !== CURRENCY) };
}

/** The per-partner lines of the owner's earnings report (partners with a click or a booking, highest share first). */
export async function partnerEarnings(db: DataSource, days: string[]): Promise<PartnerEarnings[]> {
  const { clicks, conversions } = await partnerActivity(db, days);
  const lines = new Map<number, PartnerLine>();
  const lineOf = (id: number) => lines.get(id) ?? (lines.set(id, emptyLine()), lines.get(id)!);
  for (const row of clicks) lineOf(row.partnerId).clicks += row.clicks;
  for (const c of conversions) addConversion(lineOf(c.partnerId!), c);
  if (!lines.size) return [];
  const partners = await db.getRepository(Partner).find({ select: { id: true, name: true, slug: true }, where: { id: In([...lines.keys()]) } });
  const names = new Map(partners.map((p) => [p.id, { id: p.id, name: p.name, slug: p.slug }]));
  return [...lines.entries()]
    .map(([id, line]) => ({ partner: names.get(id) ?? { id, name: `Partner #${id}`, slug: '' }, ...line }))
    .sort((a, b) => b.shareCents - a.shareCents || b.clicks - a.clicks || a.partner.name.localeCompare(b.partner.name));
}

export class PartnerService extends ContentService<Partner> {
  constructor(
    db: DataSource,
    audit: AuditService,
    private readonly quota: PartnerQuota = NO_PARTNER_QUOTA,
    private readonly now: () => Date = () => new Date(),
  ) {
    // The key's hash and the signing secret never enter the trail (the key's last four characters do).
    super(db, null, Partner, 'Partner', audit, { type: 'Partner', fields: auditedColumns(db, Partner, ['keyHash', 'webhookSecret']), label: (p) => p.name });
  }

  protected override get capability() {
    return 'affiliate' as const;
  }

  protected override notFoundText(): string {
    return PARTNER_TEXTS.notFound;
  }

  /** Every partner by name, the disabled ones included (marked). Owners only. */
  async list(actor: Actor): Promise<PartnerView[]> {
    requireCapability(actor, 'affiliate');
    return (await this.repo.find({ order: { name: 'ASC', id: 'ASC' } })).map(partnerView);
  }

  async create(actor: Actor, raw: PartnerInput): Promise<PartnerWithKey> {
    requireCapability(actor, 'affiliate');
    const input = this.readInput(raw);
    const key = newKey();
    const webhookSecret = newWebhookSecret();
    const partner = this.repo.create({ ...input, keyHash: hashSecret(key), keyHint: key.slice(-4), webhookSecret, disabledAt: null });
    return { partner: partnerView(await this.slugChecked(() => this.createAudited(actor, partner))), key, webhookSecret };
  }

  async update(actor: Actor, id: Id, raw: PartnerInput, expectedVersion?: ExpectedVersion): Promise<PartnerView> {
    requireCapability(actor, 'affiliate');
    await this.findOr404(id);
    const input = this.readInput(raw);
    return partnerView(await this.slugChecked(() => this.changeVersioned(actor, id, expectedVersion, (p) => void Object.assign(p, input))));
  }

  /** A new key: the old one stops working at once. */
  async rotateKey(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<PartnerWithKey> {
    requireCapability(actor, 'affiliate');
    const key = newKey();
    const partner = await this.changeVersioned(
      actor,
      id,
      expectedVersion,
      (p) => {
        p.keyHash = hashSecret(key);
        p.keyHint = key.slice(-4);
      },
      { action: 'key-rotate' },
    );
    return { partner: partnerView(partner), key };
  }

  /** A new webhook signing secret: deliveries are signed with it from now on (retries included). */
  async rotateWebhookSecret(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<PartnerWithWebhookSecret> {
    requireCapability(actor, 'affiliate');
    const webhookSecret = newWebhookSecret();
    const partner = await this.changeVersioned(actor, id, expectedVersion, (p) => void (p.webhookSecret = webhookSecret), { action: 'secret-rotate' });
    return { partner: partnerView(partner), webhookSecret };
  }

  /** Its key stops working at once; its clicks and bookings stay in every report. Disabling a disabled partner changes nothing. */
  async disable(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<PartnerView> {
    requireCapability(actor, 'affiliate');
    return partnerView(await this.changeVersioned(actor, id, expectedVersion, (p) => void (p.disabledAt ??= this.now()), { action: 'disable' }));
  }

  async enable(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<PartnerView> {
    requireCapability(actor, 'affiliate');
    return partnerView(await this.changeVersioned(actor, id, expectedVersion, (p) => void (p.disabledAt = null), { action: 'enable' }));
  }

  /**
   * A request's key: the partner it belongs to (active) and one request taken from its quota.
   * A key that is not one of ours, unknown, rotated out or disabled: UnauthenticatedError, the same
   * answer for each (nothing tells a guesser which). Over the quota: `refused` is set.
   */
  async admit(presented: string, address?: string): Promise<Admission> {
    if (!PARTNER_KEY_PATTERN.test(presented)) throw new UnauthenticatedError(PARTNER_TEXTS.badKey);
    const partner = await this.repo.findOneBy({ keyHash: hashSecret(presented) });
    if (!partner || partner.disabledAt) throw new UnauthenticatedError(PARTNER_TEXTS.badKey);
    const { allowed, state } = await this.quota.take(partner.id, partner.quotaPerMinute);
    return {
      actor: { kind: 'partner', partnerId: partner.id, slug: partner.slug, address },
      allowedOrigins: readOrigins(partner.allowedOrigins),
      quota: state,
      refused: allowed ? undefined : new RateLimitedError(PARTNER_TEXTS.quotaWait(state.resetSeconds), state.resetSeconds),
    };
  }

  /** Whether an active partner lists this browser origin (a preflight carries no key: any partner's origin may ask). */
  async originListed(origin: string): Promise<boolean> {
    const wanted = origin.trim().toLowerCase();
    if (!wanted) return false;
    const rows = await this.repo.find({ select: { id: true, allowedOrigins: true, disabledAt: true } });
    return rows.some((p) => !p.disabledAt && readOrigins(p.allowedOrigins).includes(wanted));
  }

  /** The calling partner's own report over the last `days` days (1 to 366): nothing of other partners or of the site's own clicks. */
  async report(actor: Actor, rawDays: unknown): Promise<PartnerReport> {
    requirePartner(actor);
    const days = lastDays(readDays(rawDays), this.now());
    const partner = await this.findOr404(actor.partnerId);
    const { clicks, conversions, otherConversions } = await partnerActivity(this.db, days, [partner.id]);
    const total = emptyLine();
    const byProvider = new Map<number, PartnerLine>();
    const byRef = new Map<string, PartnerLine>();
    const line = <K>(map: Map<K, PartnerLine>, key: K) => map.get(key) ?? (map.set(key, emptyLine()), map.get(key)!);
    for (const row of clicks) {
      total.clicks += row.clicks;
      line(byProvider, row.providerId).clicks += row.clicks;
      line(byRef, row.partnerRef).clicks += row.clicks;
    }
    for (const c of conversions) {
      addConversion(total, c);
      if (c.providerId !== null) addConversion(line(byProvider, c.providerId), c);
      addConversion(line(byRef, c.partnerRef ?? ''), c);
    }
    const ids = [...byProvider.keys()];
    const found = ids.length ? await this.db.getRepository(Provider).find({ select: { id: true, name: true, slug: true }, where: { id: In(ids) } }) : [];
    const names = new Map(found.map((p) => [p.id, { id: p.id, name: p.name, slug: p.slug as string | null }]));
    const mostClicked = (a: PartnerLine, b: PartnerLine) => b.clicks - a.clicks || b.shareCents - a.shareCents;
    const byCurrency = new Map<string, PartnerLine>();
    for (const c of otherConversions) addConversion(line(byCurrency, c.currency), c);
    return {
      partner: { id: partner.id, name: partner.name, slug: partner.slug },
      days,
      currency: CURRENCY,
      revenueSharePercent: partner.revenueShareBasisPoints / 100,
      ...total,
      providers: [...byProvider.entries()]
        .map(([id, l]) => ({ provider: names.get(id) ?? { id, name: `Provider #${id}`, slug: null }, ...l }))
        .sort((a, b) => mostClicked(a, b) || a.provider.name.localeCompare(b.provider.name)),
      refs: [...byRef.entries()].map(([partnerRef, l]) => ({ partnerRef, ...l })).sort((a, b) => mostClicked(a, b) || a.partnerRef.localeCompare(b.partnerRef)),
      otherCurrencies: [...byCurrency.entries()].map(([currency, l]) => ({ currency, ...l })).sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  }

  /** The partner's report as CSV: one row per provider and partnerRef with a click or a booking. */
  async reportCsv(actor: Actor, rawDays: unknown): Promise<{ fileName: string; text: string }> {
    requirePartner(actor);
    const days = lastDays(readDays(rawDays), this.now());
    const { clicks, conversions } = await partnerActivity(this.db, days, [actor.partnerId]);
    const rows = new Map<string, PartnerLine & { providerId: number; partnerRef: string }>();
    const rowOf = (providerId: number, partnerRef: string) => {
      const key = `${providerId}|${partnerRef}`;
      if (!rows.has(key)) rows.set(key, { providerId, partnerRef, ...emptyLine() });
      return rows.get(key)!;
    };
    for (const row of clicks) rowOf(row.providerId, row.partnerRef).clicks += row.clicks;
    for (const c of conversions) addConversion(rowOf(c.providerId ?? 0, c.partnerRef ?? ''), c);
    const ids = [...new Set([...rows.values()].map((r) => r.providerId))];
    const names = new Map((ids.length ? await this.db.getRepository(Provider).find({ select: { id: true, name: true }, where: { id: In(ids) } }) : []).map((p) => [p.id, p.name]));
    const money = (cents: number) => (cents / 100).toFixed(2);
    const lines = [...rows.values()]
      .sort((a, b) => a.providerId - b.providerId || a.partnerRef.localeCompare(b.partnerRef))
      .map((r) => [r.providerId, names.get(r.providerId) ?? '', r.partnerRef, r.clicks, r.bookings, money(r.pendingCents), money(r.confirmedCents), money(r.paidCents), money(r.reversedCents), money(r.sharePendingCents), money(r.shareConfirmedCents), money(r.sharePaidCents)]);
    return { fileName: partnerReportCsvFileName(actor.slug, days), text: csvFile([PARTNER_REPORT_CSV_HEADER, ...lines]) };
  }

  private async slugChecked<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(PARTNER_TEXTS.slugTaken, 'slug');
      throw error;
    }
  }

  /** The checked settings as stored; every field's message at once. */
  private readInput(raw: PartnerInput): Pick<Partner, 'name' | 'slug' | 'allowedOrigins' | 'revenueShareBasisPoints' | 'contact' | 'webhookUrl' | 'quotaPerMinute'> {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return validateInput(PARTNER_RULES, raw) as never;
    const errors: Record<string, string> = { ...fieldErrors(PARTNER_RULES, raw as never) };
    const origins = readAllowedOrigins(raw.allowedOrigins);
    if ('problem' in origins) errors.allowedOrigins = origins.problem;
    if (Object.keys(errors).length || 'problem' in origins) throw new ValidationError(errors);
    const input = validateInput(PARTNER_RULES, raw);
    const optional = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === '' ? null : v.trim());
    const share = input.revenueSharePercent === null || input.revenueSharePercent === undefined || input.revenueSharePercent === '' ? 0 : Number(input.revenueSharePercent);
    const quota = input.quotaPerMinute === null || input.quotaPerMinute === undefined || input.quotaPerMinute === '' ? DEFAULT_PARTNER_QUOTA : Number(input.quotaPerMinute);
    return {
      name: input.name,
      slug: input.slug,
      allowedOrigins: JSON.stringify(origins.origins),
      revenueShareBasisPoints: Math.round(share * 100),
      contact: optional(input.contact),
      webhookUrl: optional(input.webhookUrl),
      quotaPerMinute: quota,
    };
  }
}
