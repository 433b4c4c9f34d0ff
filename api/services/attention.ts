// The dashboard's "Needs attention" list: bookings reversed in the last 7 days, providers whose
// facts were not checked for 90 days, affiliate programs silent for 14 days, and the failed
// sign-ins on the asking admin's own account since their previous sign-in. What an admin sees
// follows their role: an editor gets the facts and their own sign-ins (the money is an owner's).
import { IsNull, LessThanOrEqual, type DataSource } from 'typeorm';
import { ATTENTION_DAYS, ATTENTION_LIST_LIMIT } from '../domain/attention';
import { addDays, siteToday } from '../domain/hours';
import type { UnattributedReason } from '../domain/affiliate';
import { roleCan } from '../domain/roles';
import { AffiliateProgram, Conversion, ConversionEvent, Provider } from '../entities';
import { requireAdmin, type Actor } from './actor';
import type { AuditService } from './audit';
import type { EarningsService } from './earnings';
import type { ProgramView } from './affiliatePrograms';

/** Some of a kind, by name, and how many there are in all. */
export interface Listed<T> {
  total: number;
  items: T[];
}

export interface ReversedBooking {
  conversionId: number;
  order: string;
  programName: string;
  providerName: string | null;
  commissionCents: number;
  currency: string;
  reversedAt: Date;
}

export interface StaleFacts {
  id: number;
  name: string;
  /** 'YYYY-MM-DD', or null: never checked. */
  factsCheckedOn: string | null;
}

/** A click a program reported more bookings for than one click may be credited with (unattributed 'over-click-cap'). */
export interface OverCapClick {
  programName: string;
  clickId: string;
  /** Bookings past the cap (kept, not credited) in the period. */
  bookings: number;
  /** When the latest of them was reported. */
  lastAt: Date;
}

export interface FailedSignIn {
  at: Date;
  address: string | null;
}

export interface Attention {
  /** Null: not for this admin's role (owners only). */
  reversedBookings: Listed<ReversedBooking> | null;
  staleFacts: Listed<StaleFacts>;
  /** Null: not for this admin's role (owners only). */
  silentPrograms: Listed<ProgramView> | null;
  /** Null: not for this admin's role (owners only). */
  overClickCap: Listed<OverCapClick> | null;
  /** Null for the command line, which has no account. */
  failedSignIns: (Listed<FailedSignIn> & { since: Date | null }) | null;
}

const DAY_MS = 86_400_000;

export class AttentionService {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
    private readonly earnings: EarningsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async attention(actor: Actor): Promise<Attention> {
    requireAdmin(actor);
    const owner = actor.kind === 'system' || (actor.kind === 'user' && roleCan(actor.role, 'earnings'));
    const [reversedBookings, staleFacts, silentPrograms, overClickCap, failedSignIns] = await Promise.all([
      owner ? this.reversedBookings() : null,
      this.staleFacts(),
      owner ? this.earnings.silent(actor).then((programs) => ({ total: programs.length, items: programs.slice(0, ATTENTION_LIST_LIMIT) })) : null,
      owner ? this.overClickCap() : null,
      actor.kind === 'user' ? this.failedSignIns(actor.id) : null,
    ]);
    return { reversedBookings, staleFacts, silentPrograms, overClickCap, failedSignIns };
  }

  /**
   * Clicks that bookings past POSTBACK_BOOKINGS_PER_CLICK were reported for in the last
   * ATTENTION_DAYS.overClickCap days, the latest first: per program and click, how many.
   */
  private async overClickCap(): Promise<Listed<OverCapClick>> {
    const since = new Date(this.now().getTime() - ATTENTION_DAYS.overClickCap * DAY_MS);
    const reason: UnattributedReason = 'over-click-cap';
    const groups = await this.db
      .getRepository(Conversion)
      .createQueryBuilder('c')
      .select('c.programId', 'programId')
      .addSelect('c.clickId', 'clickId')
      .addSelect('COUNT(*)', 'bookings')
      .addSelect('MAX(c.id)', 'latestId')
      .where('c.unattributedReason = :reason', { reason })
      .andWhere('c.createdAt >= :since', { since })
      .groupBy('c.programId')
      .addGroupBy('c.clickId')
      .getRawMany<{ programId: number | string; clickId: string | null; bookings: number | string; latestId: number | string }>();
    const listed = groups.sort((a, b) => Number(b.latestId) - Number(a.latestId)).slice(0, ATTENTION_LIST_LIMIT);
    const ids = listed.map((g) => Number(g.latestId));
    const programIds = [...new Set(listed.map((g) => Number(g.programId)))];
    // The rows themselves for their times (read through the entity: each dialect's dates as Dates).
    const [latest, programs] = await Promise.all([
      ids.length ? this.db.getRepository(Conversion).find({ select: { id: true, createdAt: true }, where: ids.map((id) => ({ id })) }) : [],
      programIds.length ? this.db.getRepository(AffiliateProgram).find({ select: { id: true, name: true }, where: programIds.map((id) => ({ id })) }) : [],
    ]);
    const reportedAt = new Map(latest.map((c) => [c.id, c.createdAt]));
    const programName = new Map(programs.map((p) => [p.id, p.name]));
    return {
      total: groups.length,
      items: listed.map((g) => ({
        programName: programName.get(Number(g.programId)) ?? `Program #${g.programId}`,
        clickId: g.clickId ?? '',
        bookings: Number(g.bookings),
        lastAt: reportedAt.get(Number(g.latestId)) ?? since,
      })),
    };
  }

  /** Conversions that reached 'reversed' in the last ATTENTION_DAYS.reversed days, latest first. */
  private async reversedBookings(): Promise<Listed<ReversedBooking>> {
    const since = new Date(this.now().getTime() - ATTENTION_DAYS.reversed * DAY_MS);
    const [events, total] = await this.db
      .getRepository(ConversionEvent)
      .createQueryBuilder('e')
      .innerJoinAndSelect('e.conversion', 'c')
      .where('e.status = :status', { status: 'reversed' })
      .andWhere('e.createdAt >= :since', { since })
      .orderBy('e.createdAt', 'DESC')
      .addOrderBy('e.conversionId', 'DESC')
      .take(ATTENTION_LIST_LIMIT)
      .getManyAndCount();
    const conversions = events.map((e) => e.conversion as Conversion);
    const programIds = [...new Set(conversions.map((c) => c.programId))];
    const providerIds = [...new Set(conversions.flatMap((c) => (c.providerId === null ? [] : [c.providerId])))];
    const [programs, providers] = await Promise.all([
      programIds.length ? this.db.getRepository(AffiliateProgram).find({ select: { id: true, name: true }, where: programIds.map((id) => ({ id })) }) : [],
      providerIds.length ? this.db.getRepository(Provider).find({ select: { id: true, name: true }, where: providerIds.map((id) => ({ id })) }) : [],
    ]);
    const programName = new Map(programs.map((p) => [p.id, p.name]));
    const providerName = new Map(providers.map((p) => [p.id, p.name]));
    return {
      total,
      items: events.map((e) => {
        const c = e.conversion as Conversion;
        return {
          conversionId: c.id,
          order: c.orderId,
          programName: programName.get(c.programId) ?? `Program #${c.programId}`,
          providerName: c.providerId === null ? null : (providerName.get(c.providerId) ?? `Deleted provider #${c.providerId}`),
          commissionCents: e.commissionCents,
          currency: c.currency,
          reversedAt: e.createdAt,
        };
      }),
    };
  }

  /** Providers on the site whose facts were last checked ATTENTION_DAYS.facts days ago or more (or never): never checked first, then the oldest. */
  private async staleFacts(): Promise<Listed<StaleFacts>> {
    const lastStale = addDays(siteToday(this.now()), -ATTENTION_DAYS.facts);
    const [rows, total] = await this.db.getRepository(Provider).findAndCount({
      select: { id: true, name: true, factsCheckedOn: true },
      where: [
        { archivedAt: IsNull(), factsCheckedOn: IsNull() },
        { archivedAt: IsNull(), factsCheckedOn: LessThanOrEqual(lastStale) },
      ],
      order: { factsCheckedOn: 'ASC', name: 'ASC', id: 'ASC' },
      take: ATTENTION_LIST_LIMIT,
    });
    return { total, items: rows.map((p) => ({ id: p.id, name: p.name, factsCheckedOn: p.factsCheckedOn })) };
  }

  private async failedSignIns(accountId: number): Promise<Listed<FailedSignIn> & { since: Date | null }> {
    const found = await this.audit.failedSignInsSince(accountId, ATTENTION_LIST_LIMIT);
    return { total: found.total, since: found.since, items: found.items.map((e) => ({ at: e.at, address: e.address })) };
  }
}
