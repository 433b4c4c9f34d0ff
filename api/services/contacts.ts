import crypto from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { ContactSubmission, IdempotencyKey } from '../entities';
import type { AuditEntry } from './audit';
import { AuditService } from './audit';
import { requireCapability, type Actor } from './actor';
import { CONTACT_RULES, fieldsOf, isHoneypotFilled, type ContactInput } from '../domain/inputs';
import { CONTACT_TEXTS, NOT_FOUND_TEXTS } from '../domain/texts';
import { PAGING_TEXTS, readFlag, type Page, type PageRequest, type RawPageRequest } from '../domain/paging';
import { readIds } from '../domain/bulk';
import { matching, pageRequest, parseId, type Id } from './content';
import { BadRequestError, ConflictError, NotFoundError, ValidationError, isUniqueViolation } from './errors';
import { validateInput } from './validation';
import { ContactDecoys } from './contactDecoys';
import type { WriteThrottle } from './writeThrottle';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export const KEY_REUSED = CONTACT_TEXTS.keyReused;

type Submitted = { submission: ContactSubmission; replayed: boolean };

/** Where a visitor's message comes from. */
export interface ContactSender {
  /** The outbox's key for this draft (header or argument), if any. */
  idempotencyKey?: string | null;
  /** The client as the per-address limits count it (req.clientGroup: the address, an IPv6 one by its /64). */
  client: string;
}

/** An inbox page request as a transport received it: paging, search, and the unread filter. */
export interface ContactPageRequest extends RawPageRequest {
  unread?: unknown;
}

export interface ContactPage extends Page<ContactSubmission> {
  unreadTotal: number;
}

const CONTACT_SORTS = ['createdAt'] as const;
const SEARCHED = ['name', 'email', 'subject'] as const;

function readContactPage(raw: ContactPageRequest): { page: PageRequest<(typeof CONTACT_SORTS)[number]>; unread: boolean | undefined } {
  const unread = readFlag(raw.unread);
  const page = pageRequest(raw, CONTACT_SORTS, unread.ok ? {} : { unread: PAGING_TEXTS.unread });
  return { page, unread: unread.ok ? unread.value : undefined };
}

function idsOf(raw: unknown): number[] {
  const read = readIds(raw);
  if (!read.ok) throw new ValidationError(read.errors);
  return read.ids;
}

/** The message's content as stored (texts trimmed), the same for the first send and any replay. */
function contentOf(message: ContactInput): Record<keyof ContactInput, unknown> {
  // Typed for callers, but a replay is recognised before validation: read the fields defensively.
  const source: Record<string, unknown> = message !== null && typeof message === 'object' ? { ...message } : {};
  const pick = (field: string) => (typeof source[field] === 'string' ? (source[field] as string).trim() : source[field]);
  return Object.fromEntries(fieldsOf(CONTACT_RULES).map((field) => [field, pick(field)])) as Record<keyof ContactInput, unknown>;
}

/**
 * What the audit trail calls a message: its subject and sender. Never its text: the trail outlives
 * a deleted message, and what a visitor wrote goes with it.
 */
export function contactLabel(c: Pick<ContactSubmission, 'subject' | 'name' | 'email'>): string {
  return `${c.subject} (from ${c.name} <${c.email}>)`;
}

/** '#3, #5, #8' for a bulk action's note (the trail cuts a long one). */
const idList = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

function fingerprintOf(message: ContactInput): string {
  const c = contentOf(message);
  return crypto.createHash('sha256').update(JSON.stringify([c.name, c.email, c.subject, c.message])).digest('hex');
}

export class ContactService {
  private readonly repo;
  private readonly keys;

  constructor(
    private readonly db: DataSource,
    private readonly throttle: WriteThrottle,
    /** Where an admin's reading, unreading and deleting of messages is recorded. */
    private readonly audit: AuditService = new AuditService(db),
    private readonly decoys = new ContactDecoys(),
  ) {
    this.repo = db.getRepository(ContactSubmission);
    this.keys = db.getRepository(IdempotencyKey);
  }

  /**
   * A visitor's message. Only name, email, subject and message are taken from the caller; isRead
   * always starts false. With an idempotency key (the offline outbox sends one and may send the
   * message again), the message is stored once: a replay answers with the first copy, even after
   * an admin deleted it, and the same key with other content is refused. A replay is answered
   * before the client's throttle is consulted, so it is never counted or refused; a new message
   * takes one point from the client's budget (RateLimitedError past it) and a refused one stores
   * nothing. A filled honeypot is answered as a success, stored nowhere and counted nowhere.
   */
  async submit(_actor: Actor, message: ContactInput, from: ContactSender): Promise<Submitted> {
    const raw = from.idempotencyKey?.trim() || null;
    if (raw !== null && !IDEMPOTENCY_KEY.test(raw)) {
      throw new BadRequestError(CONTACT_TEXTS.badIdempotencyKey);
    }
    const key = raw?.toLowerCase() ?? null;
    // A replay is recognised before validation: a message stored under older rules stays stored.
    const earlier = key ? await this.replayOf(key, message) : null;
    if (earlier) return earlier;

    const input = validateInput(CONTACT_RULES, message);
    const fields = { name: input.name, email: input.email, subject: input.subject, message: input.message, isRead: false };
    if (isHoneypotFilled(message)) return this.decoy(fields, key, message);
    const started = performance.now();
    await this.throttle.take(from.client);
    const stored = await this.store(fields, key, message, from);
    if (!stored.replayed) this.decoys.observeSave(performance.now() - started);
    return stored;
  }

  private async store(fields: Partial<ContactSubmission>, key: string | null, message: ContactInput, from: ContactSender): Promise<Submitted> {
    // Dated here, to the millisecond, as the honeypot's decoy is (SQLite's own default keeps only
    // the second, which told a bot its message had not been stored).
    fields = { ...fields, createdAt: new Date() };
    if (!key) return { submission: await this.repo.save(this.repo.create(fields)), replayed: false };
    try {
      const submission = await this.db.transaction(async (m) => {
        const saved = await m.save(m.create(ContactSubmission, fields));
        await m.insert(IdempotencyKey, { idempotencyKey: key, scope: 'contact', fingerprint: fingerprintOf(message), resultId: saved.id });
        return saved;
      });
      return { submission, replayed: false };
    } catch (e) {
      // Two copies raced past the lookup: the key kept one and the other rolled back.
      const replay = isUniqueViolation(e) ? await this.replayOf(key, message) : null;
      if (replay) {
        await this.throttle.giveBack(from.client);
        return replay;
      }
      throw e;
    }
  }

  /**
   * What a bot that filled the honeypot is shown: a stored message as it would look (its id among
   * the next real ones, after a real save's time; a replayed key gets the first answer), never saved.
   */
  private async decoy(fields: Partial<ContactSubmission>, key: string | null, message: ContactInput): Promise<Submitted> {
    const started = performance.now();
    const earlier = key ? this.decoys.recall(key) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprintOf(message)) throw new ConflictError(KEY_REUSED);
      return { submission: earlier.submission, replayed: true };
    }
    const { last } = (await this.repo.createQueryBuilder('c').select('MAX(c.id)', 'last').getRawOne<{ last: number | string | null }>()) ?? { last: null };
    const submission = this.repo.create({ ...fields, id: this.decoys.nextId(Number(last ?? 0)), createdAt: new Date() });
    if (key) this.decoys.remember(key, fingerprintOf(message), submission);
    await this.decoys.answerAfter(performance.now() - started);
    return { submission, replayed: false };
  }

  private async replayOf(key: string, message: ContactInput): Promise<Submitted | null> {
    const earlier = await this.keys.findOneBy({ idempotencyKey: key });
    if (!earlier) return null;
    if (earlier.scope !== 'contact' || earlier.fingerprint !== fingerprintOf(message)) throw new ConflictError(KEY_REUSED);
    const stored = earlier.resultId === null ? null : await this.repo.findOneBy({ id: earlier.resultId });
    // Deleted since: answer as the first send did, and store nothing.
    const submission = stored ?? this.repo.create({ ...(contentOf(message) as Partial<ContactSubmission>), id: earlier.resultId ?? undefined, isRead: false, createdAt: earlier.createdAt });
    return { submission, replayed: true };
  }

  /**
   * One page of the inbox, newest first (or `sort=createdAt&order=asc`), all or only unread (or read)
   * messages, optionally those whose name, e-mail or subject contains `q`. `total` counts what the
   * filters match; `unreadTotal` the unread messages matching the search, whatever the unread filter.
   */
  async page(actor: Actor, raw: ContactPageRequest): Promise<ContactPage> {
    requireCapability(actor, 'inbox');
    const { page, unread } = readContactPage(raw);
    const matchingRows = () => matching(this.repo, page.q, { columns: SEARCHED });
    // Both totals in one pass over the matching rows (an index's entries when there is no search).
    const counts = await matchingRows()
      .select('COUNT(*)', 'all')
      .addSelect('SUM(CASE WHEN row.isRead = :no THEN 1 ELSE 0 END)', 'unread')
      .setParameter('no', false)
      .getRawOne<{ all: number | string; unread: number | string | null }>();
    const all = Number(counts?.all ?? 0);
    const unreadTotal = Number(counts?.unread ?? 0);
    const total = unread === undefined ? all : unread ? unreadTotal : all - unreadTotal;
    if (page.offset >= total) return { items: [], total, unreadTotal };

    const direction = page.sort?.direction === 'asc' ? 'ASC' : 'DESC';
    const rows = matchingRows();
    if (unread !== undefined) rows.andWhere('row.isRead = :isRead', { isRead: !unread });
    const items = await rows.orderBy('row.createdAt', direction).addOrderBy('row.id', direction).limit(page.limit).offset(page.offset).getMany();
    return { items, total, unreadTotal };
  }

  /** The first page of the inbox, newest first: what clients that ask for "the list" receive. */
  async list(actor: Actor): Promise<ContactSubmission[]> {
    return (await this.page(actor, {})).items;
  }

  /**
   * Marks the selected messages read; answers how many were unread. Unknown ids are passed over. One
   * audit event names how many changed and which.
   */
  async markManyRead(actor: Actor, ids: unknown): Promise<number> {
    requireCapability(actor, 'inbox');
    const wanted = idsOf(ids);
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(ContactSubmission);
      const unread = (await repo.find({ select: { id: true }, where: { id: In(wanted), isRead: false }, order: { id: 'ASC' } })).map((c) => c.id);
      if (!unread.length) return 0;
      const result = await repo.update({ id: In(unread), isRead: false }, { isRead: true });
      const changed = result.affected ?? unread.length;
      if (changed > 0) {
        await this.record(m, actor, {
          action: 'read',
          entityLabel: `${changed} ${changed === 1 ? 'message' : 'messages'}`,
          changes: [{ field: 'isRead', before: false, after: true }],
          note: `Marked ${changed} of ${wanted.length} selected read: ${idList(unread)}`,
        });
      }
      return changed;
    });
  }

  /**
   * Deletes the selected messages; answers how many there were. Unknown ids are passed over. One
   * audit event names how many went, with each one's subject and sender (never its text).
   */
  async removeMany(actor: Actor, ids: unknown): Promise<number> {
    requireCapability(actor, 'inbox');
    const wanted = idsOf(ids);
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(ContactSubmission);
      const found = await repo.find({ select: { id: true, subject: true, name: true, email: true }, where: { id: In(wanted) }, order: { id: 'ASC' } });
      if (!found.length) return 0;
      const result = await repo.delete({ id: In(found.map((c) => c.id)) });
      const deleted = result.affected ?? found.length;
      if (deleted > 0) {
        await this.record(m, actor, {
          action: 'delete',
          entityLabel: `${deleted} ${deleted === 1 ? 'message' : 'messages'}`,
          changes: [{ field: 'messages', before: found.map((c) => `#${c.id} ${contactLabel(c)}`), after: null }],
          note: `Deleted ${deleted} of ${wanted.length} selected: ${idList(found.map((c) => c.id))}`,
        });
      }
      return deleted;
    });
  }

  async markRead(actor: Actor, id: Id): Promise<ContactSubmission> {
    requireCapability(actor, 'inbox');
    return this.setRead(actor, id, true);
  }

  /** Marks a message unread again (it shows as new in the inbox and the dashboard's count). */
  async markUnread(actor: Actor, id: Id): Promise<ContactSubmission> {
    requireCapability(actor, 'inbox');
    return this.setRead(actor, id, false);
  }

  /** A message read or unread, and its event; one already so changes nothing and records nothing. */
  private async setRead(actor: Actor, id: Id, isRead: boolean): Promise<ContactSubmission> {
    const key = this.keyOf(id);
    return this.db.transaction(async (m) => {
      const contact = await this.findOr404(key, m);
      if (contact.isRead === isRead) return contact;
      const result = await m.getRepository(ContactSubmission).update({ id: contact.id, isRead: !isRead }, { isRead });
      // Another admin's click got there first: it recorded the change.
      if (!result.affected) return { ...contact, isRead };
      contact.isRead = isRead;
      await this.record(m, actor, {
        action: isRead ? 'read' : 'unread',
        entityId: contact.id,
        entityLabel: contactLabel(contact),
        changes: [{ field: 'isRead', before: !isRead, after: isRead }],
      });
      return contact;
    });
  }

  async remove(actor: Actor, id: Id): Promise<true> {
    requireCapability(actor, 'inbox');
    const key = this.keyOf(id);
    await this.db.transaction(async (m) => {
      const contact = await this.findOr404(key, m);
      await m.getRepository(ContactSubmission).delete({ id: contact.id });
      await this.record(m, actor, { action: 'delete', entityId: contact.id, entityLabel: contactLabel(contact), changes: [] });
    });
    return true;
  }

  private record(m: EntityManager, actor: Actor, entry: Omit<AuditEntry, 'entityType' | 'entityId'> & { entityId?: number | null }): Promise<unknown> {
    return this.audit.record(m, actor, { entityType: 'ContactSubmission', entityId: null, ...entry });
  }

  private keyOf(id: Id): number | null {
    return parseId(id, 'Contact');
  }

  private async findOr404(key: number | null, m: EntityManager): Promise<ContactSubmission> {
    const found = key === null ? null : await m.getRepository(ContactSubmission).findOneBy({ id: key });
    if (!found) throw new NotFoundError(NOT_FOUND_TEXTS.contact);
    return found;
  }
}
