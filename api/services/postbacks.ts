// Postbacks: an affiliate network reports a booking (its order id, the click id the booking link
// carried, a status and the commission) to /api/postbacks/{slug}. The program's secret is checked
// first (401), then the fields (400); nothing is stored on either. Each report is judged against the
// conversion as it is now (api/domain/affiliate.ts, POSTBACK_OUTCOMES): a new order or a later status
// is stored; a new commission for the status the conversion is at is applied as a correction, the
// earlier amount kept in its history; the same status and commission again is a replay and stores
// nothing; an earlier status changes nothing. Every answer says what happened and where the
// conversion is now. A reversal keeps what it lost (and after `paid` is a clawback); a sub-ID that
// credits no click (none, not the site's, not counted, too old, a provider the program does not
// cover) is kept unattributed with its reason. An archived program's postbacks are refused as an
// unknown program's (404), before its secret is looked at. Throttled per program.
// The writes go through a BatchWriter: the reports arriving within a few milliseconds share one
// transaction on one connection (a burst never takes the public pages' pooled connections, nor one
// commit per report), and each is answered only once its transaction has committed.
import type { DataSource, EntityManager } from 'typeorm';
import {
  AFFILIATE_TEXTS,
  DEFAULT_BOOKINGS_PER_CLICK,
  DEFAULT_CONVERSION_CURRENCY,
  POSTBACK_MESSAGES,
  POSTBACK_RULES,
  attributionOf,
  canMove,
  lostCommission,
  type ConversionStatus,
  type PostbackInput,
  type PostbackOutcome,
} from '../domain/affiliate';
import { toCents } from '../domain/money';
import { shareCents } from '../domain/partners';
import { AffiliateProgram, Conversion, ConversionEvent, KeptClick, SlugHistory } from '../entities';
import { UnauthenticatedError, NotFoundError, isUniqueViolation } from './errors';
import { programView, secretMatches } from './affiliatePrograms';
import { BatchWriter } from './batchWriter';
import { validateInput } from './validation';
import type { WriteThrottle } from './writeThrottle';
import type { WebhookEvents } from './webhooks';

/** The answer to a postback: what it did and where the conversion is now. */
export interface PostbackAnswer {
  order: string;
  /** The status the postback reported. */
  status: ConversionStatus;
  /** The conversion's status now (after this report, or as a replay or a late report found it). */
  current: ConversionStatus;
  /** Whether the ledger holds this report (stored, corrected, or stored before: a replay); false for a late status. */
  applied: boolean;
  attributed: boolean;
  outcome: PostbackOutcome;
  /** The outcome in words, for whoever reads a network's postback log. */
  message: string;
}

/** What a network sent: the fields (query, form or JSON together) and the secret, from a header or a field. */
export interface PostbackRequest {
  fields: Record<string, unknown>;
  /** The Authorization header's bearer token, if any. */
  bearer?: string | null;
}

/** What a report does to a conversion that exists: judged before the write and again inside it. */
type Judgement = { kind: 'repeat' | 'late' | 'move' } | { kind: 'correct'; revision: number };

/**
 * A report of `status` with `commissionCents` against a conversion and its events of that status: an
 * amount stored for that status already is a replay (also an older amount a correction replaced, so a
 * network's late retry never undoes the correction); another amount for the status it is at is a
 * correction; an earlier status, whatever its amount, is late.
 */
function judge(conversion: Conversion, events: ConversionEvent[], status: ConversionStatus, commissionCents: number): Judgement {
  if (events.some((e) => e.commissionCents === commissionCents)) return { kind: 'repeat' };
  if (conversion.status === status) return { kind: 'correct', revision: Math.max(-1, ...events.map((e) => e.revision)) + 1 };
  return canMove(conversion.status as ConversionStatus, status) ? { kind: 'move' } : { kind: 'late' };
}

export class PostbackService {
  constructor(
    private readonly db: DataSource,
    private readonly throttle: WriteThrottle,
    private readonly now: () => Date = () => new Date(),
    private readonly writer: BatchWriter = new BatchWriter(db),
    /** POSTBACK_BOOKINGS_PER_CLICK: bookings one click may be credited with per program. */
    private readonly bookingsPerClick: number = DEFAULT_BOOKINGS_PER_CLICK,
    /** The credited partner is told of each stored change to its conversion (conversion.updated). */
    private readonly webhooks: WebhookEvents | null = null,
  ) {}

  /** Reports waiting for their batch's transaction (the operator's metrics show it). */
  get queued(): number {
    return this.writer.queued;
  }

  async receive(slug: string, request: PostbackRequest, retried = false): Promise<PostbackAnswer> {
    const asked = String(slug).toLowerCase();
    let program = await this.db.getRepository(AffiliateProgram).findOneBy({ slug: asked });
    // A slug the program had before a rename: still its address (the network may not know the new one yet).
    const old = program ? null : await this.db.getRepository(SlugHistory).findOneBy({ kind: 'affiliateProgram', oldSlug: asked });
    if (old) program = await this.db.getRepository(AffiliateProgram).findOneBy({ id: old.recordId });
    // An archived program is answered as an unknown one: nothing it sends is stored.
    if (!program || program.archivedAt) throw new NotFoundError(AFFILIATE_TEXTS.postbackProgram);
    const presented = request.bearer ?? (typeof request.fields.secret === 'string' ? request.fields.secret : null);
    if (!presented || !secretMatches(presented, program.secretHash)) throw new UnauthenticatedError(AFFILIATE_TEXTS.secret);

    // The click id comes as `click` or under the program's own sub-ID parameter (subid, clickref...).
    const fields = { ...request.fields };
    if ((fields.click === undefined || fields.click === '') && Object.hasOwn(fields, program.subIdParam)) fields.click = fields[program.subIdParam];
    const input = validateInput(POSTBACK_RULES, fields as unknown as PostbackInput);
    // Told to the admin on the program's card: the network still uses the old address.
    if (old) await this.db.getRepository(SlugHistory).update({ id: old.id }, { lastUsedAt: this.now() });
    const status = input.status as ConversionStatus;
    const order = input.order;

    const existing = await this.db.getRepository(Conversion).findOneBy({ programId: program.id, orderId: order });
    if (existing) {
      // A replay or a late status: answered, nothing stored, no allowance used.
      const events = await this.db.getRepository(ConversionEvent).findBy({ conversionId: existing.id, status });
      const judged = judge(existing, events, status, toCents(Number(input.commission)));
      if (judged.kind === 'repeat' || judged.kind === 'late') return answerOf(order, status, existing, judged.kind);
    }

    const client = `program:${program.id}`;
    await this.throttle.take(client);
    let written: Written;
    try {
      written = await this.writer.write((m) => this.store(m, program, input, status));
    } catch (error) {
      await this.throttle.giveBack(client);
      // The same order reported twice at the same moment: the other one stored it; answer from it.
      if ((isUniqueViolation(error) || isDeadlock(error)) && !retried) return this.receive(slug, request, true);
      throw error;
    }
    // The same report waiting in the same batch: stored by the first, answered as a replay; no allowance used.
    if (!written.stored) await this.throttle.giveBack(client);
    return written.answer;
  }

  private async store(m: EntityManager, program: AffiliateProgram, input: PostbackInput, status: ConversionStatus): Promise<Written> {
    const commissionCents = toCents(Number(input.commission));
    const currency = (input.currency || DEFAULT_CONVERSION_CURRENCY).toUpperCase();
    const valueCents = input.value === null || input.value === undefined || input.value === '' ? null : toCents(Number(input.value));
    const now = this.now();
    let conversion = await m.findOneBy(Conversion, { programId: program.id, orderId: input.order });
    let revision = 0;
    let correctedFrom = 0;
    if (!conversion) {
      const clickId = input.click ? input.click.toLowerCase() : null;
      const click = clickId ? await m.findOneBy(KeptClick, { clickId }) : null;
      // Only a click that would be credited is counted against the cap (one indexed count).
      const creditedBefore = click ? await m.countBy(Conversion, { programId: program.id, clickId: clickId!, attributed: true }) : 0;
      const attribution = attributionOf(clickId, click, programView(program), now, { creditedBefore, bookingsPerClick: this.bookingsPerClick });
      const credited = attribution.attributed ? click! : null;
      conversion = m.create(Conversion, {
        programId: program.id,
        orderId: input.order,
        clickId,
        attributed: attribution.attributed,
        providerId: credited?.providerId ?? null,
        page: credited?.page ?? null,
        clickedAt: credited?.createdAt ?? null,
        unattributedReason: attribution.attributed ? null : attribution.reason,
        // A partner's click: the partner is credited with its share as it stood at the click.
        partnerId: credited?.partnerId ?? null,
        partnerRef: credited?.partnerId ? credited.partnerRef : null,
        partnerShareBasisPoints: credited?.partnerId ? credited.partnerShareBasisPoints : null,
        status,
        commissionCents,
        currency,
        valueCents,
        // Reported reversed at once: it lost what the report says.
        lostCents: status === 'reversed' ? lostCommission(null, commissionCents) : null,
        reversedFrom: null,
        createdAt: now,
        updatedAt: now,
      });
      conversion = await m.save(conversion);
    } else {
      // Another report moved it while this one waited: judged again inside the transaction.
      const judged = judge(conversion, await m.findBy(ConversionEvent, { conversionId: conversion.id, status }), status, commissionCents);
      if (judged.kind === 'repeat' || judged.kind === 'late') return { answer: answerOf(input.order, status, conversion, judged.kind), stored: false };
      if (judged.kind === 'correct') {
        revision = judged.revision;
        correctedFrom = conversion.commissionCents;
      } else if (status === 'reversed') {
        conversion.lostCents = lostCommission(conversion, commissionCents);
        conversion.reversedFrom = conversion.status;
      }
      conversion.status = status;
      conversion.commissionCents = commissionCents;
      conversion.currency = currency;
      if (valueCents !== null) conversion.valueCents = valueCents;
      conversion.updatedAt = now;
      conversion = await m.save(conversion);
    }
    await m.insert(ConversionEvent, { conversionId: conversion.id, status, revision, commissionCents, createdAt: now });
    if (conversion.partnerId !== null && this.webhooks) await this.webhooks.enqueue(m, 'conversion.updated', conversionUpdate(conversion), conversion.partnerId);
    // Not a change to the program's settings: its version and updatedAt stay, so an admin editing it
    // while postbacks arrive is not told someone else changed it.
    const column = (name: string) => () => m.connection.driver.escape(name);
    await m
      .createQueryBuilder()
      .update(AffiliateProgram)
      .set({ lastPostbackAt: now, version: column('version'), updatedAt: column('updatedAt') })
      .where({ id: program.id })
      .execute();
    const answer = revision > 0 ? answerOf(input.order, status, conversion, 'corrected', correctedFrom) : answerOf(input.order, status, conversion, 'stored');
    return { answer, stored: true };
  }
}

/** What the credited partner is told: its click, its sub-ID and its share; nothing of the network's order. */
function conversionUpdate(c: Conversion) {
  return {
    conversion: {
      id: c.id,
      clickId: c.clickId,
      partnerRef: c.partnerRef,
      providerId: c.providerId,
      status: c.status,
      commissionCents: c.commissionCents,
      shareCents: shareCents(c.commissionCents, c.partnerShareBasisPoints ?? 0),
      currency: c.currency,
      updatedAt: c.updatedAt.toISOString(),
    },
  };
}

/** What one report's write did: its answer, and whether it stored anything (else its allowance is given back). */
interface Written {
  answer: PostbackAnswer;
  stored: boolean;
}

/** MariaDB gave up one of two transactions writing the same rows at once (InnoDB's deadlock). */
function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === 'ER_LOCK_DEADLOCK';
}

function answerOf(order: string, status: ConversionStatus, conversion: Conversion, outcome: PostbackOutcome, correctedFromCents = 0): PostbackAnswer {
  const current = conversion.status as ConversionStatus;
  const message =
    outcome === 'stored'
      ? status === 'reversed' && conversion.reversedFrom === 'paid'
        ? POSTBACK_MESSAGES.clawback
        : POSTBACK_MESSAGES.stored(current)
      : outcome === 'corrected'
        ? POSTBACK_MESSAGES.corrected(status, correctedFromCents, conversion.commissionCents)
        : outcome === 'repeat'
          ? POSTBACK_MESSAGES.repeat(current)
          : POSTBACK_MESSAGES.late(status, current);
  return { order, status, current, applied: outcome !== 'late', attributed: conversion.attributed, outcome, message };
}
