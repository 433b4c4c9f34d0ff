// The audit trail: every change made in the back office, written by the service that makes it in
// the same transaction (so a change and its event commit or roll back together), paged for the
// Activity page and each record's History panel, and trimmed after AUDIT_RETENTION_DAYS.
import { LessThan, type DataSource, type EntityManager, type Repository } from 'typeorm';
import {
  AUDIT_ACTIONS,
  AUDIT_SORTS,
  AUDIT_TYPES,
  COMMAND_LINE,
  DEFAULT_AUDIT_RETENTION_DAYS,
  SYSTEM_NAME,
  type AuditAction,
  type AuditType,
  parseChanges,
  type FieldChange,
} from '../domain/audit';
import { csvFile } from '../domain/clicks';
import type { Capability } from '../domain/roles';
import type { Page, RawPageRequest } from '../domain/paging';
import { AUDIT_TEXTS } from '../domain/texts';
import { AUDIT_EVENT, type AuditEvent } from '../entities/AuditEvent';
import { requireCapability, type Actor } from './actor';
import { pageRequest } from './content';

/** What one change says about itself; the actor, the time and the address are added here. */
export interface AuditEntry {
  action: AuditAction;
  entityType: AuditType;
  entityId: number | null;
  entityLabel?: string | null;
  version?: number | null;
  changes?: FieldChange[];
  note?: string | null;
  revertOf?: number | null;
}

/** What an event about an account names: the account, and the version a save made (none for a sign-in or a session's end). */
export function aboutUser(user: { id: number; username: string }, version?: number): Pick<AuditEntry, 'entityType' | 'entityId' | 'entityLabel' | 'version'> {
  return { entityType: 'User', entityId: user.id, entityLabel: user.username, ...(version !== undefined && { version }) };
}

/** The Activity page's filters, as a transport received them. */
export interface AuditPageRequest extends RawPageRequest {
  actorId?: unknown;
  entityType?: unknown;
  entityId?: unknown;
  action?: unknown;
  /** 'YYYY-MM-DD' (the day at UTC midnight) or an ISO instant: events at or after it. */
  from?: unknown;
  /** Events before the end of that day (or before that instant). */
  to?: unknown;
}

export interface AuditFilter {
  actorId?: number;
  entityType?: AuditType;
  entityId?: number;
  action?: AuditAction;
  from?: Date;
  to?: Date;
}

/** Someone who made a change in the trail: the Activity page's admin filter. */
export interface AuditActor {
  id: number;
  /** Their username in their latest event. */
  name: string;
  role: string | null;
}

/** Who may read the history of each kind of record (the Activity page as a whole: 'audit'). */
const READ_HISTORY: Record<AuditType, Capability> = {
  Provider: 'content',
  Resource: 'content',
  Faq: 'content',
  AdSpot: 'content',
  ContactSubmission: 'inbox',
  Upload: 'content',
  AffiliateProgram: 'affiliate',
  Partner: 'affiliate',
  User: 'accounts',
  Setting: 'settings',
  AirportOption: 'content',
};

/** The user, the command line or the system, as the trail names them. */
export function actorFields(actor: Actor): Pick<AuditEvent, 'actorId' | 'actorName' | 'actorRole' | 'address'> {
  if (actor.kind === 'user') return { actorId: actor.id, actorName: actor.username, actorRole: actor.role, address: actor.address ?? null };
  if (actor.kind === 'system') return { actorId: null, actorName: actor.name ?? COMMAND_LINE, actorRole: null, address: null };
  return { actorId: null, actorName: SYSTEM_NAME, actorRole: null, address: actor.address ?? null };
}

export class AuditService {
  private readonly repo: Repository<AuditEvent>;

  constructor(
    db: DataSource,
    private readonly now: () => Date = () => new Date(),
    private readonly retentionDays: number = DEFAULT_AUDIT_RETENTION_DAYS,
  ) {
    this.repo = db.getRepository<AuditEvent>(AUDIT_EVENT);
  }

  /** Writes one event through `m` (the change's own transaction), or on its own without one. */
  async record(m: EntityManager | null, actor: Actor, entry: AuditEntry): Promise<AuditEvent> {
    const repo = m ? m.getRepository<AuditEvent>(AUDIT_EVENT) : this.repo;
    return repo.save(
      repo.create({
        at: this.now(),
        ...actorFields(actor),
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        entityLabel: cut(entry.entityLabel ?? null, 255),
        version: entry.version ?? null,
        changes: JSON.stringify(entry.changes ?? []),
        note: cut(entry.note ?? null, 255),
        revertOf: entry.revertOf ?? null,
      }),
    );
  }

  /** The Activity page: every kind of event, newest first, filtered. Owners only. */
  async page(actor: Actor, raw: AuditPageRequest): Promise<Page<AuditEvent>> {
    requireCapability(actor, 'audit');
    const { page, filter } = readAuditRequest(raw);
    return this.find(filter, page.limit, page.offset, directionOf(page, raw));
  }

  /** One record's history (its edit page's History panel), newest first. */
  async history(actor: Actor, entityType: AuditType, entityId: number, raw: RawPageRequest = {}): Promise<Page<AuditEvent>> {
    requireCapability(actor, READ_HISTORY[entityType]);
    const page = pageRequest(raw, AUDIT_SORTS);
    return this.find({ entityType, entityId }, page.limit, page.offset, directionOf(page, raw));
  }

  /**
   * Every admin the trail names (by their latest event: a renamed account shows its newer name),
   * by name: the Activity page's admin filter. Owners only.
   */
  async actors(actor: Actor): Promise<AuditActor[]> {
    requireCapability(actor, 'audit');
    const latest = this.repo.createQueryBuilder('l').select('MAX(l.id)').where('l.actorId IS NOT NULL').groupBy('l.actorId');
    const rows = await this.repo
      .createQueryBuilder('e')
      .select('e.actorId', 'id')
      .addSelect('e.actorName', 'name')
      .addSelect('e.actorRole', 'role')
      .where(`e.id IN (${latest.getQuery()})`)
      .getRawMany<{ id: number | string; name: string; role: string | null }>();
    return rows
      .map((e) => ({ id: Number(e.id), name: e.name, role: e.role }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  /**
   * The failed sign-ins on one account since its previous sign-in (the one before the latest: the
   * latest is, as a rule, the session asking), newest first, at most `limit` of them, and how many.
   */
  async failedSignInsSince(accountId: number, limit: number): Promise<{ total: number; items: AuditEvent[]; since: Date | null }> {
    const signIns = await this.repo.find({ where: { entityType: 'User', entityId: accountId, action: 'sign-in' }, order: { id: 'DESC' }, take: 2 });
    const previous = signIns.length === 2 ? signIns[1] : null;
    const qb = this.repo
      .createQueryBuilder('e')
      .where('e.entityType = :type AND e.entityId = :id AND e.action = :action', { type: 'User', id: accountId, action: 'sign-in-failed' });
    if (previous) qb.andWhere('e.id > :after', { after: previous.id });
    const [items, total] = await qb.orderBy('e.id', 'DESC').take(limit).getManyAndCount();
    return { total, items, since: previous?.at ?? null };
  }

  /** One event by id (a revert reads the one it undoes); null when there is none. */
  async byId(m: EntityManager | null, id: number): Promise<AuditEvent | null> {
    return (m ? m.getRepository<AuditEvent>(AUDIT_EVENT) : this.repo).findOneBy({ id });
  }

  /** The last change to a record (who changed it and when, for a stale save's answer). */
  async lastChange(m: EntityManager | null, entityType: AuditType, entityId: number): Promise<AuditEvent | null> {
    const repo = m ? m.getRepository<AuditEvent>(AUDIT_EVENT) : this.repo;
    return repo.findOne({ where: { entityType, entityId }, order: { id: 'DESC' } });
  }

  /**
   * The Activity page's CSV: every event matching its filters, newest first (at most `cap` rows; a
   * longer period is downloaded in parts by date).
   */
  async csv(actor: Actor, raw: AuditPageRequest, cap = 50_000): Promise<{ fileName: string; text: string }> {
    requireCapability(actor, 'audit');
    const { filter } = readAuditRequest({ ...raw, limit: undefined, offset: undefined, sort: undefined, order: undefined });
    const events = (await this.find(filter, cap, 0, 'desc')).items;
    const rows = events.map((e) => [
      e.at.toISOString(),
      e.actorName,
      e.actorRole ?? '',
      e.address ?? '',
      e.action,
      e.entityType,
      e.entityId ?? '',
      e.entityLabel ?? '',
      e.version ?? '',
      describeChanges(e.changes),
      e.note ?? '',
    ]);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const fileName = `audit-${filter.from ? day(filter.from) : 'start'}-to-${filter.to ? day(new Date(filter.to.getTime() - 1)) : day(this.now())}.csv`;
    return { fileName, text: csvFile([AUDIT_CSV_HEADER, ...rows]) };
  }

  /** Forgets events older than the retention (AUDIT_RETENTION_DAYS); run daily. */
  async trim(): Promise<number> {
    const result = await this.repo.delete({ at: LessThan(new Date(this.now().getTime() - this.retentionDays * 86_400_000)) });
    return result.affected ?? 0;
  }

  private async find(filter: AuditFilter, limit: number, offset: number, direction: 'asc' | 'desc'): Promise<Page<AuditEvent>> {
    const qb = this.repo.createQueryBuilder('e');
    if (filter.actorId !== undefined) qb.andWhere('e.actorId = :actorId', { actorId: filter.actorId });
    if (filter.entityType !== undefined) qb.andWhere('e.entityType = :entityType', { entityType: filter.entityType });
    if (filter.entityId !== undefined) qb.andWhere('e.entityId = :entityId', { entityId: filter.entityId });
    if (filter.action !== undefined) qb.andWhere('e.action = :action', { action: filter.action });
    if (filter.from !== undefined) qb.andWhere('e.at >= :from', { from: filter.from });
    if (filter.to !== undefined) qb.andWhere('e.at < :to', { to: filter.to });
    // Ids grow with time, so they order events as `at` does, and stably within one instant.
    qb.orderBy('e.id', direction === 'asc' ? 'ASC' : 'DESC').offset(offset).limit(limit);
    const [items, total] = await qb.getManyAndCount();
    return { items, total };
  }
}

/**
 * Newest first unless asked otherwise: `order=asc` alone (the trail has one order, by time) or with
 * `sort=at` (the paging rules read an order only beside a sort, and have checked its value).
 */
function directionOf(page: { sort?: { direction: 'asc' | 'desc' } }, raw: RawPageRequest): 'asc' | 'desc' {
  return page.sort?.direction ?? (raw.order === 'asc' ? 'asc' : 'desc');
}

const AUDIT_CSV_HEADER = ['at', 'admin', 'role', 'address', 'action', 'record_type', 'record_id', 'record', 'version', 'changes', 'note'] as const;

/** 'phone: "919-555-0100" → "919-555-0199"; hours: […] → […]', for one CSV cell. */
function describeChanges(json: string): string {
  return parseChanges(json)
    .map((c) => `${c.field}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`)
    .join('; ');
}

const cut = (text: string | null, max: number) => (text !== null && text.length > max ? `${text.slice(0, max - 1)}…` : text);

const wholeId = (v: unknown): number | null | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
};

/** 'YYYY-MM-DD' as that day's start (UTC), or an ISO instant; `end` moves a day to the next one's start. */
function readDate(v: unknown, end: boolean): Date | null | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' && !(v instanceof Date)) return null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim())) {
    const day = new Date(`${v.trim()}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime())) return null;
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  const at = v instanceof Date ? v : new Date(v);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The page and the filters of an Activity request; 400 with every bad parameter's message. */
export function readAuditRequest(raw: AuditPageRequest): { page: ReturnType<typeof pageRequest<(typeof AUDIT_SORTS)[number]>>; filter: AuditFilter } {
  const errors: Record<string, string> = {};
  const filter: AuditFilter = {};
  const actorId = wholeId(raw.actorId);
  if (actorId === null) errors.actorId = AUDIT_TEXTS.badId('actorId');
  else if (actorId !== undefined) filter.actorId = actorId;
  const entityId = wholeId(raw.entityId);
  if (entityId === null) errors.entityId = AUDIT_TEXTS.badId('entityId');
  else if (entityId !== undefined) filter.entityId = entityId;
  if (raw.entityType !== undefined && raw.entityType !== null && raw.entityType !== '') {
    if ((AUDIT_TYPES as readonly unknown[]).includes(raw.entityType)) filter.entityType = raw.entityType as AuditType;
    else errors.entityType = AUDIT_TEXTS.badType;
  }
  if (raw.action !== undefined && raw.action !== null && raw.action !== '') {
    if ((AUDIT_ACTIONS as readonly unknown[]).includes(raw.action)) filter.action = raw.action as AuditAction;
    else errors.action = AUDIT_TEXTS.badAction;
  }
  const from = readDate(raw.from, false);
  if (from === null) errors.from = AUDIT_TEXTS.badDate('from');
  else if (from !== undefined) filter.from = from;
  const to = readDate(raw.to, true);
  if (to === null) errors.to = AUDIT_TEXTS.badDate('to');
  else if (to !== undefined) filter.to = to;
  const page = pageRequest(raw, AUDIT_SORTS, errors);
  return { page, filter };
}
