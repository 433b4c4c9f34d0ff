// Webhooks: partners told when things change. A change enqueues one delivery per partner to tell
// inside its own transaction (the queue is a table: a restart loses none); any process's sender
// claims due deliveries with a conditional update and a lease (several processes on one database
// never send one twice), POSTs each signed body, and keeps the status code and a short error;
// failures are retried with backoff (api/domain/webhooks.ts) and then failed. A process has at
// most `batch` sends under way, at most `perPartner` of them to one partner, so a receiver that
// answers slowly (or never, to the timeout) holds back only its own deliveries. Delivered and failed
// deliveries are forgotten after the retention (`sweep`). Also the delivery log (the owner's per
// partner, a partner's own) and the owner's test event.
import crypto from 'node:crypto';
import { In, IsNull, LessThan, LessThanOrEqual, Not, type DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_WEBHOOK_LOG_RETENTION_DAYS,
  WEBHOOK_HEADERS,
  WEBHOOK_IN_FLIGHT_PER_PARTNER,
  WEBHOOK_LOG_SWEEP_MS,
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_LOG_RULES,
  WEBHOOK_TEXTS,
  WEBHOOK_TIMEOUT_MS,
  shortError,
  webhookRetryDelayMs,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookLogRequest,
  type WebhookPayload,
} from '../domain/webhooks';
import { PARTNER_TEXTS } from '../domain/partners';
import { Partner, WebhookDelivery } from '../entities';
import { requireCapability, type Actor } from './actor';
import type { Id } from './content';
import { NotFoundError, ValidationError } from './errors';
import { validateInput } from './validation';
import { signWebhook } from './webhookSignature';

/** Sends one POST; resolves with the receiver's status, rejects when there is no answer (timeout, refused). */
export type WebhookPost = (url: string, body: string, headers: Record<string, string>, timeoutMs: number) => Promise<{ status: number }>;

/** Node's fetch: no redirects followed (a 3xx is a failed try), the body left unread. */
export const fetchPost: WebhookPost = async (url, body, headers, timeoutMs) => {
  const res = await fetch(url, { method: 'POST', body, headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  await res.body?.cancel().catch(() => {});
  return { status: res.status };
};

/** A delivery as the log shows it (never the body's secret signature or the partner's URL). */
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  partnerId: number;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** When it is tried next (pending only). */
  nextAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

export function deliveryView(d: WebhookDelivery): WebhookDeliveryView {
  const status = d.status as WebhookDeliveryStatus;
  return {
    id: d.id,
    eventId: d.eventId,
    partnerId: d.partnerId,
    type: d.type,
    status,
    attempts: d.attempts,
    nextAttemptAt: status === 'pending' ? d.nextAttemptAt : null,
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    lastAttemptAt: d.lastAttemptAt,
    deliveredAt: d.deliveredAt,
    createdAt: d.createdAt,
  };
}

/** What a change tells: the service that makes the change calls it inside its transaction. */
export interface WebhookEvents {
  /** One delivery per active partner with a webhook URL (only `onlyPartnerId`'s when given); their ids. */
  enqueue(m: EntityManager, type: WebhookEventType, data: unknown, onlyPartnerId?: number | null): Promise<string[]>;
}

export interface WebhookOptions {
  timeoutMs?: number;
  /** Sends one process has under way at most (a round claims what is left of it). */
  batch?: number;
  /** Of those, to one partner at most (WEBHOOK_IN_FLIGHT_PER_PARTNER). */
  perPartner?: number;
  /** Delivered and failed deliveries are kept this many days (WEBHOOK_LOG_RETENTION_DAYS). */
  retentionDays?: number;
}

/** Rows the sweep deletes per statement (a long delete would hold MariaDB's locks on the queue). */
const SWEEP_CHUNK = 500;

export class WebhookService implements WebhookEvents {
  private readonly timeoutMs: number;
  private readonly batch: number;
  private readonly perPartner: number;
  private readonly retentionDays: number;
  /** Sends under way in this process, per partner. */
  private readonly inFlight = new Map<number, number>();
  private inFlightTotal = 0;
  /** The claim step of the rounds under way, one after another (rounds may overlap while they send). */
  private claiming: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: DataSource,
    private readonly now: () => Date = () => new Date(),
    private readonly post: WebhookPost = fetchPost,
    options: WebhookOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    this.batch = options.batch ?? 20;
    this.perPartner = options.perPartner ?? WEBHOOK_IN_FLIGHT_PER_PARTNER;
    this.retentionDays = options.retentionDays ?? DEFAULT_WEBHOOK_LOG_RETENTION_DAYS;
  }

  async enqueue(m: EntityManager, type: WebhookEventType, data: unknown, onlyPartnerId?: number | null): Promise<string[]> {
    if (onlyPartnerId === null) return [];
    const partners = await m.find(Partner, {
      select: { id: true },
      where: { disabledAt: IsNull(), webhookUrl: Not(IsNull()), ...(onlyPartnerId !== undefined ? { id: onlyPartnerId } : {}) },
    });
    if (!partners.length) return [];
    const createdAt = this.now();
    const eventId = crypto.randomUUID();
    const payload: WebhookPayload = { id: eventId, type, createdAt: createdAt.toISOString(), data };
    const body = JSON.stringify(payload);
    const rows = partners.map((p) => ({
      id: crypto.randomUUID(),
      eventId,
      partnerId: p.id,
      type,
      body,
      status: 'pending' satisfies WebhookDeliveryStatus,
      attempts: 0,
      nextAttemptAt: createdAt,
      leaseUntil: null,
      lastStatus: null,
      lastError: null,
      lastAttemptAt: null,
      deliveredAt: null,
      createdAt,
      updatedAt: createdAt,
    }));
    await m.insert(WebhookDelivery, rows);
    return rows.map((r) => r.id);
  }

  /**
   * One round of the sender: claims the deliveries due now (or whose sender's lease ran out), the
   * partners whose oldest due delivery is oldest first, each up to its places left (`perPartner`
   * less its sends under way here), up to the process's places left (`batch`), and sends them side
   * by side. Answers how many it sent (delivered or not) once they have ended; another round may
   * start meanwhile and claims only what is left.
   */
  async sendDue(): Promise<number> {
    const claimed = this.claiming.then(() => this.claimDue());
    this.claiming = claimed.catch(() => {});
    const sends = await claimed;
    await Promise.all(sends);
    return sends.length;
  }

  /** Claims what this process may send now; the sends begun, one promise each. */
  private async claimDue(): Promise<Promise<void>[]> {
    const now = this.now();
    const repo = this.db.getRepository(WebhookDelivery);
    const due = (partnerId?: number) => [
      { status: 'pending', nextAttemptAt: LessThanOrEqual(now), ...(partnerId === undefined ? {} : { partnerId }) },
      { status: 'sending', leaseUntil: LessThan(now), ...(partnerId === undefined ? {} : { partnerId }) },
    ];
    if (this.inFlightTotal >= this.batch) return [];
    const partners: { partnerId: number | string }[] = await repo
      .createQueryBuilder('d')
      .select('d.partnerId', 'partnerId')
      .addSelect('MIN(d.nextAttemptAt)', 'oldest')
      .where(due())
      .groupBy('d.partnerId')
      .orderBy('oldest', 'ASC')
      .getRawMany();
    const sends: Promise<void>[] = [];
    for (const row of partners) {
      const partnerId = Number(row.partnerId);
      const room = Math.min(this.perPartner - (this.inFlight.get(partnerId) ?? 0), this.batch - this.inFlightTotal);
      if (this.inFlightTotal >= this.batch) break;
      if (room <= 0) continue;
      const ids = await repo.find({ select: { id: true }, where: due(partnerId), order: { nextAttemptAt: 'ASC' }, take: room });
      for (const { id } of ids) {
        const delivery = await this.claim(id);
        if (delivery) sends.push(this.sendClaimed(delivery));
      }
    }
    return sends;
  }

  /**
   * Forgets delivered and failed deliveries that ended more than the retention ago (a finished
   * delivery's `nextAttemptAt` is when it ended: the due index serves the query). Answers how many
   * went. Any process may run it: deleting twice deletes nothing more.
   */
  async sweep(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - this.retentionDays * 86_400_000);
    const repo = this.db.getRepository(WebhookDelivery);
    let removed = 0;
    for (;;) {
      const old = await repo.find({ select: { id: true }, where: { status: In(['delivered', 'failed']), nextAttemptAt: LessThan(cutoff) }, take: SWEEP_CHUNK });
      if (!old.length) return removed;
      removed += (await repo.delete({ id: In(old.map((d) => d.id)) })).affected ?? old.length;
      if (old.length < SWEEP_CHUNK) return removed;
    }
  }

  /** Deliveries waiting (pending) or being sent, for the operator's metrics. */
  async queueCounts(): Promise<{ pending: number; sending: number }> {
    const rows: { status: string; n: string | number }[] = await this.db
      .getRepository(WebhookDelivery)
      .createQueryBuilder('d')
      .select('d.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where({ status: In(['pending', 'sending']) })
      .groupBy('d.status')
      .getRawMany();
    const counts = { pending: 0, sending: 0 };
    for (const r of rows) if (r.status === 'pending' || r.status === 'sending') counts[r.status] = Number(r.n);
    return counts;
  }

  /** The owner's "Send a test event": a `ping` to this partner, sent at once; the delivery as it ended. */
  async sendTest(actor: Actor, partnerId: Id): Promise<WebhookDeliveryView> {
    requireCapability(actor, 'affiliate');
    const partner = await this.partnerOr404(partnerId);
    if (!partner.webhookUrl) throw new ValidationError({ webhookUrl: WEBHOOK_TEXTS.noUrl });
    if (partner.disabledAt) throw new ValidationError({ partnerId: WEBHOOK_TEXTS.disabled });
    const [id] = await this.db.transaction((m) => this.enqueue(m, 'ping', { partner: { id: partner.id, slug: partner.slug }, test: true }, partner.id));
    const delivery = await this.claim(id);
    if (delivery) await this.sendClaimed(delivery);
    return deliveryView(await this.db.getRepository(WebhookDelivery).findOneByOrFail({ id }));
  }

  /** The delivery log, newest first: a partner's own (with its key), or any partner's for an owner. */
  async deliveries(actor: Actor, partnerId: Id | null | undefined, raw: WebhookLogRequest = {}): Promise<WebhookDeliveryView[]> {
    let id: number;
    if (actor.kind === 'partner') {
      id = actor.partnerId;
    } else {
      requireCapability(actor, 'affiliate');
      if (partnerId === null || partnerId === undefined) throw new ValidationError({ partnerId: WEBHOOK_TEXTS.partnerId });
      id = (await this.partnerOr404(partnerId)).id;
    }
    const input = validateInput(WEBHOOK_LOG_RULES, raw ?? {});
    const limit = input.limit === undefined || input.limit === null || input.limit === '' ? WEBHOOK_LOG_LIMIT : Number(input.limit);
    const rows = await this.db.getRepository(WebhookDelivery).find({ where: { partnerId: id }, order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
    return rows.map(deliveryView);
  }

  private async partnerOr404(raw: Id): Promise<Partner> {
    const id = Number(raw);
    const partner = Number.isInteger(id) && id > 0 ? await this.db.getRepository(Partner).findOneBy({ id }) : null;
    if (!partner) throw new NotFoundError(PARTNER_TEXTS.notFound);
    return partner;
  }

  /**
   * Takes the delivery for this process (a conditional update: only one process's update finds it
   * due) and holds it for the timeout and a margin; null when another process has it or it is done.
   */
  private async claim(id: string): Promise<WebhookDelivery | null> {
    const now = this.now();
    const escape = (name: string) => this.db.driver.escape(name);
    const claimed = await this.db
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({ status: 'sending', leaseUntil: new Date(now.getTime() + this.timeoutMs + 30_000), attempts: () => `${escape('attempts')} + 1`, lastAttemptAt: now })
      .where([
        { id, status: 'pending', nextAttemptAt: LessThanOrEqual(now) },
        { id, status: 'sending', leaseUntil: LessThan(now) },
      ])
      .execute();
    if (claimed.affected !== 1) return null;
    return this.db.getRepository(WebhookDelivery).findOneByOrFail({ id });
  }

  /** Sends a claimed delivery, counted among this process's sends under way (and its partner's) until it ends. */
  private async sendClaimed(delivery: WebhookDelivery): Promise<void> {
    const { partnerId } = delivery;
    this.inFlight.set(partnerId, (this.inFlight.get(partnerId) ?? 0) + 1);
    this.inFlightTotal++;
    try {
      await this.attempt(delivery);
    } finally {
      this.inFlightTotal--;
      const left = (this.inFlight.get(partnerId) ?? 1) - 1;
      if (left > 0) this.inFlight.set(partnerId, left);
      else this.inFlight.delete(partnerId);
    }
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const partner = await this.db.getRepository(Partner).findOneBy({ id: delivery.partnerId });
    // Told nothing more once its URL is gone or it is disabled: failed now, no retries.
    const refusal = !partner ? PARTNER_TEXTS.notFound : partner.disabledAt ? WEBHOOK_TEXTS.disabled : !partner.webhookUrl || !partner.webhookSecret ? WEBHOOK_TEXTS.noUrl : null;
    if (refusal || !partner?.webhookUrl || !partner.webhookSecret) return this.finish(delivery, 'failed', null, refusal);
    const t = Math.floor(this.now().getTime() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'RDU-Rides-Webhooks/1',
      [WEBHOOK_HEADERS.signature]: signWebhook(partner.webhookSecret, t, delivery.body),
      [WEBHOOK_HEADERS.event]: delivery.type,
      [WEBHOOK_HEADERS.delivery]: delivery.id,
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = (await this.post(partner.webhookUrl, delivery.body, headers, this.timeoutMs)).status;
      if (status < 200 || status > 299) error = WEBHOOK_TEXTS.status(status);
    } catch (e) {
      const name = (e as { name?: string } | null)?.name;
      error = name === 'TimeoutError' || name === 'AbortError' ? WEBHOOK_TEXTS.timeout : shortError(causeOf(e));
    }
    if (!error) return this.finish(delivery, 'delivered', status, null);
    const wait = webhookRetryDelayMs(delivery.attempts);
    return this.finish(delivery, wait === null ? 'failed' : 'pending', status, error, wait);
  }

  /** Records a try's end, only while this process still holds the delivery (the same try). */
  private async finish(delivery: WebhookDelivery, status: WebhookDeliveryStatus, lastStatus: number | null, lastError: string | null, waitMs: number | null = null): Promise<void> {
    const now = this.now();
    await this.db
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({
        status,
        lastStatus,
        lastError: lastError === null ? null : shortError(lastError),
        leaseUntil: null,
        ...(status === 'delivered' ? { deliveredAt: now } : {}),
        // Counted from when this try began, so a slow receiver does not shift the schedule.
        ...(waitMs !== null ? { nextAttemptAt: new Date((delivery.lastAttemptAt ?? now).getTime() + waitMs) } : {}),
        // Done: no try is due any more; it says when it ended, which the retention's sweep reads.
        ...(status === 'delivered' || status === 'failed' ? { nextAttemptAt: now } : {}),
      })
      .where({ id: delivery.id, status: 'sending', attempts: delivery.attempts })
      .execute();
  }
}

/** fetch's "fetch failed" says little: its cause (ECONNREFUSED...) says what happened. */
function causeOf(e: unknown): string {
  const err = e as { message?: string; cause?: { code?: string; message?: string } } | null;
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(e);
}

/** Runs a job every `ms` until stopped (the sender's timer); tests give one they drive. */
export interface Scheduler {
  every(ms: number, job: () => void): { cancel(): void };
}

export const TIMER_SCHEDULER: Scheduler = {
  every(ms, job) {
    const timer = setInterval(job, ms);
    timer.unref();
    return { cancel: () => clearInterval(timer) };
  },
};

/**
 * The server's sender: a round every `everyMs`. Rounds may overlap (one still waiting on a slow
 * receiver does not hold back the next), their claims one after another; at most every
 * `sweepEveryMs` of the service's clock, a round also forgets the deliveries past the retention.
 * stop() waits for the rounds under way.
 */
export class WebhookSender {
  private readonly under = new Set<Promise<unknown>>();
  private timer: { cancel(): void } | null = null;
  private lastSweep: number | null = null;
  private sweeping: Promise<unknown> | null = null;

  constructor(
    private readonly webhooks: WebhookService,
    private readonly scheduler: Scheduler = TIMER_SCHEDULER,
    private readonly everyMs = 5_000,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly options: { now?: () => Date; sweepEveryMs?: number } = {},
  ) {}

  start(): void {
    this.timer ??= this.scheduler.every(this.everyMs, () => void this.round());
  }

  /** One round now; answers how many deliveries it sent, once they (and a sweep it began) have ended. */
  round(): Promise<number> {
    const sweep = this.sweepIfDue();
    const run = Promise.all([this.webhooks.sendDue().catch((err: unknown) => (this.onError(err), 0)), sweep]).then(([sent]) => sent);
    this.under.add(run);
    void run.finally(() => this.under.delete(run));
    return run;
  }

  /** The retention's sweep, when the last one began `sweepEveryMs` ago or more (and at the first round). */
  private sweepIfDue(): Promise<unknown> | null {
    const now = (this.options.now ?? (() => new Date()))().getTime();
    if (this.sweeping || (this.lastSweep !== null && now - this.lastSweep < (this.options.sweepEveryMs ?? WEBHOOK_LOG_SWEEP_MS))) return null;
    this.lastSweep = now;
    const sweep = this.webhooks.sweep().catch((err: unknown) => this.onError(err));
    this.sweeping = sweep;
    void sweep.finally(() => (this.sweeping = null));
    return sweep;
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = null;
    while (this.under.size) await Promise.all([...this.under]);
  }
}
