// Postbacks: an affiliate network reports a booking (its order id, the click id the booking link
// carried, a status and the commission) to /api/postbacks/{slug}. The program's secret is checked
// first (401), then the fields (400); nothing is stored on either. The same order and status again
// is answered as the first time and stored once; a conversion only moves forward (booked →
// confirmed → paid, or → reversed) and a status arriving late changes nothing; a click id the site
// never counted (or counted before the claim window, or on a provider the program does not cover)
// is kept as unattributed. An archived program's postbacks are refused as an unknown program's
// (404), before its secret is looked at. Throttled per program.
// The writes go through a BatchWriter: the reports arriving within a few milliseconds share one
// transaction on one connection (a burst never takes the public pages' pooled connections, nor one
// commit per report), and each is answered only once its transaction has committed.
import type { DataSource, EntityManager } from 'typeorm';
import { AFFILIATE_TEXTS, DEFAULT_CONVERSION_CURRENCY, POSTBACK_RULES, canMove, programCovers, type ConversionStatus, type PostbackInput } from '../domain/affiliate';
import { toCents } from '../domain/money';
import { AffiliateProgram, Conversion, ConversionEvent, KeptClick } from '../entities';
import { UnauthenticatedError, NotFoundError, isUniqueViolation } from './errors';
import { programView, secretMatches } from './affiliatePrograms';
import { BatchWriter } from './batchWriter';
import { validateInput } from './validation';
import type { WriteThrottle } from './writeThrottle';

/** The answer to a postback, the same every time the same order and status are sent. */
export interface PostbackAnswer {
  order: string;
  /** The status the postback reported. */
  status: ConversionStatus;
  /** The conversion's status after it (a late earlier status leaves the later one). */
  current: ConversionStatus;
  /** Whether this report moved the conversion (false: it arrived after a later status). */
  applied: boolean;
  attributed: boolean;
}

/** What a network sent: the fields (query, form or JSON together) and the secret, from a header or a field. */
export interface PostbackRequest {
  fields: Record<string, unknown>;
  /** The Authorization header's bearer token, if any. */
  bearer?: string | null;
}

export class PostbackService {
  constructor(
    private readonly db: DataSource,
    private readonly throttle: WriteThrottle,
    private readonly now: () => Date = () => new Date(),
    private readonly writer: BatchWriter = new BatchWriter(db),
  ) {}

  async receive(slug: string, request: PostbackRequest, retried = false): Promise<PostbackAnswer> {
    const program = await this.db.getRepository(AffiliateProgram).findOneBy({ slug: String(slug).toLowerCase() });
    // An archived program is answered as an unknown one: nothing it sends is stored.
    if (!program || program.archivedAt) throw new NotFoundError(AFFILIATE_TEXTS.postbackProgram);
    const presented = request.bearer ?? (typeof request.fields.secret === 'string' ? request.fields.secret : null);
    if (!presented || !secretMatches(presented, program.secretHash)) throw new UnauthenticatedError(AFFILIATE_TEXTS.secret);

    // The click id comes as `click` or under the program's own sub-ID parameter (subid, clickref...).
    const fields = { ...request.fields };
    if ((fields.click === undefined || fields.click === '') && fields[program.subIdParam] !== undefined) fields.click = fields[program.subIdParam];
    const input = validateInput(POSTBACK_RULES, fields as unknown as PostbackInput);
    const status = input.status as ConversionStatus;
    const order = input.order;

    const conversions = this.db.getRepository(Conversion);
    const existing = await conversions.findOneBy({ programId: program.id, orderId: order });
    if (existing) {
      // The same report again: answered as the first time, nothing stored, no allowance used.
      const event = await this.db.getRepository(ConversionEvent).findOneBy({ conversionId: existing.id, status });
      if (event) return answerOf(order, status, existing, true);
      if (!canMove(existing.status as ConversionStatus, status)) return answerOf(order, status, existing, false);
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
    // The same report waiting in the same batch: stored by the first, answered as it was; no allowance used.
    if (!written.stored) await this.throttle.giveBack(client);
    return written.answer;
  }

  private async store(m: EntityManager, program: AffiliateProgram, input: PostbackInput, status: ConversionStatus): Promise<Written> {
    const commissionCents = toCents(Number(input.commission));
    const currency = (input.currency || DEFAULT_CONVERSION_CURRENCY).toUpperCase();
    const valueCents = input.value === null || input.value === undefined || input.value === '' ? null : toCents(Number(input.value));
    const now = this.now();
    let conversion = await m.findOneBy(Conversion, { programId: program.id, orderId: input.order });
    if (!conversion) {
      const clickId = input.click ? input.click.toLowerCase() : null;
      const click = clickId ? await m.findOneBy(KeptClick, { clickId }) : null;
      // Credited to the click only within the claim window and for a provider the program covers.
      const credited = click !== null && now.getTime() - click.createdAt.getTime() <= program.claimWindowDays * 86_400_000 && programCovers(programView(program).providerIds, click.providerId);
      conversion = m.create(Conversion, {
        programId: program.id,
        orderId: input.order,
        clickId,
        attributed: credited,
        providerId: credited ? click!.providerId : null,
        page: credited ? click!.page : null,
        status,
        commissionCents,
        currency,
        valueCents,
        createdAt: now,
        updatedAt: now,
      });
      conversion = await m.save(conversion);
    } else {
      // Another report moved it while this one waited: re-judged inside the transaction.
      if (await m.existsBy(ConversionEvent, { conversionId: conversion.id, status })) return { answer: answerOf(input.order, status, conversion, true), stored: false };
      if (!canMove(conversion.status as ConversionStatus, status)) return { answer: answerOf(input.order, status, conversion, false), stored: false };
      conversion.status = status;
      conversion.commissionCents = commissionCents;
      conversion.currency = currency;
      if (valueCents !== null) conversion.valueCents = valueCents;
      conversion.updatedAt = now;
      conversion = await m.save(conversion);
    }
    await m.insert(ConversionEvent, { conversionId: conversion.id, status, commissionCents, createdAt: now });
    // Not a change to the program's settings: its version and updatedAt stay, so an admin editing it
    // while postbacks arrive is not told someone else changed it.
    const column = (name: string) => () => m.connection.driver.escape(name);
    await m
      .createQueryBuilder()
      .update(AffiliateProgram)
      .set({ lastPostbackAt: now, version: column('version'), updatedAt: column('updatedAt') })
      .where({ id: program.id })
      .execute();
    return { answer: answerOf(input.order, status, conversion, true), stored: true };
  }
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

function answerOf(order: string, status: ConversionStatus, conversion: Conversion, applied: boolean): PostbackAnswer {
  // A replay answers `current` as the report's own status, as the first time did.
  return { order, status, current: applied ? status : (conversion.status as ConversionStatus), applied, attributed: conversion.attributed };
}
