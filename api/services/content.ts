// Shared plumbing for the admin-managed public content (providers, resources, FAQs, ad spots):
// id lookups with the right 404 text, one bounded page of an admin list, versioned writes with
// their audit events, and telling caches about every committed write.
import { Brackets, type DataSource, type EntityManager, type EntityTarget, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { ContentVersionService } from './contentVersion';
import { AUDIT_TYPE_NOUNS, REVERTIBLE_ACTIONS, changedFields, parseChanges, storedValue, type AuditAction, type AuditType } from '../domain/audit';
import { likePattern, readPageRequest, type Page, type PageRequest, type RawPageRequest } from '../domain/paging';
import { AUDIT_TEXTS, CONFLICT_TEXTS, NOT_FOUND_TEXTS, REQUEST_TEXTS } from '../domain/texts';
import { ARCHIVE_TEXTS, hasReferences, referencesText, type ArchivableKind, type RecordReferences } from '../domain/archive';
import type { AuditEvent } from '../entities/AuditEvent';
import type { Capability } from '../domain/roles';
import { requireCapability, type Actor } from './actor';
import type { AuditService } from './audit';
import { BadRequestError, ConflictError, NotFoundError, ValidationError, isForeignKeyViolation } from './errors';

/** An id as a transport has it: a path segment's text or a GraphQL Int. */
export type Id = number | string;

/**
 * An id from a path or an argument. Text that is not a whole number is bad input (400); a whole
 * number no row can have (0, -1, 99999999999999999999) is simply not found, so null.
 */
export function parseId(id: Id, label: string): number | null {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^-?\d+$/.test(id) ? Number(id) : NaN;
  if (Number.isNaN(n)) throw new BadRequestError(REQUEST_TEXTS.badId(label));
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * A page request as a transport received it, read with the list's sort fields; 400 with the paging
 * messages otherwise, together with those of the list's own filters (`filterErrors`), so a request
 * hears about every bad parameter at once.
 */
export function pageRequest<S extends string>(raw: RawPageRequest, sorts: readonly S[], filterErrors: Record<string, string> = {}): PageRequest<S> {
  const read = readPageRequest(raw, sorts);
  const errors = { ...(read.ok ? {} : (read.errors as Record<string, string>)), ...filterErrors };
  if (!read.ok || Object.keys(errors).length) throw new ValidationError(errors);
  return read.page;
}

/** How an admin list is searched: `q` matches part of any of these columns, any case. */
export interface ListSearch<T> {
  columns: readonly (keyof T & string)[];
  /** Equality filters on columns (absent values filter nothing). */
  where?: Partial<Record<keyof T & string, unknown>>;
  /** Columns that must be null (true) or hold a value (false): the archived filter. */
  isNull?: Partial<Record<keyof T & string, boolean>>;
  /** A list's own filter, added to the query as it is (the providers' facts not checked lately). */
  filter?: Brackets;
}

/** Rows matching a search and its filters, as a query builder aliased `row` to count or page. */
export function matching<T extends ObjectLiteral>(repo: Repository<T>, q: string | undefined, search: ListSearch<T>): SelectQueryBuilder<T> {
  const qb = repo.createQueryBuilder('row');
  for (const [column, value] of Object.entries(search.where ?? {})) {
    if (value !== undefined) qb.andWhere(`row.${column} = :w_${column}`, { [`w_${column}`]: value });
  }
  for (const [column, isNull] of Object.entries(search.isNull ?? {})) {
    if (isNull !== undefined) qb.andWhere(`row.${column} IS ${isNull ? '' : 'NOT '}NULL`);
  }
  if (search.filter) qb.andWhere(search.filter);
  if (q) {
    // The escape character goes in as a parameter: SQLite and MariaDB read a backslash literal differently.
    qb.andWhere(new Brackets((any) => search.columns.forEach((c) => any.orWhere(`row.${c} LIKE :q ESCAPE :esc`))), { q: likePattern(q), esc: '\\' });
  }
  return qb;
}

/**
 * One page of an admin list and the number of matching rows: never more than the request's limit
 * is read. Rows follow the requested column, then id in the same direction (so equal values page
 * stably); without a sort, oldest first (by id), as the unpaged lists always were.
 */
export async function findPage<T extends ObjectLiteral, S extends keyof T & string>(
  repo: Repository<T>,
  page: PageRequest<S>,
  search: ListSearch<T>,
): Promise<Page<T>> {
  const qb = matching(repo, page.q, search).offset(page.offset).limit(page.limit);
  if (page.sort) {
    const direction = page.sort.direction === 'desc' ? 'DESC' : 'ASC';
    qb.orderBy(`row.${page.sort.field}`, direction).addOrderBy('row.id', direction);
  } else {
    qb.orderBy('row.id', 'ASC');
  }
  const [items, total] = await qb.getManyAndCount();
  return { items, total };
}

/**
 * What a delete did: the record was deleted (nothing referred to it), or it was archived instead
 * (or stayed archived) because clicks or conversions refer to it: history is never rewritten.
 */
export type Removal<T> =
  | { deleted: true; message: string }
  | { deleted: false; record: T; references: RecordReferences; message: string };

/** How a kind of record that can be archived is archived, and what refers to it. */
export interface ArchiveSpec<T> {
  kind: ArchivableKind;
  /** The rows that refer to the record, read in `m` (a transaction's manager, or the data source's). */
  references: (m: EntityManager, id: number) => Promise<RecordReferences>;
  isArchived: (row: T) => boolean;
  /** Marks the row archived (the change `changeVersioned` stores as the 'archive' event). */
  archive: (row: T) => void;
}

/** Thrown inside a delete's transaction when something came to refer to the record meanwhile. */
class StillReferenced extends Error {}

/** The changes an admin can undo from a record's history. */
export const REVERTIBLE: readonly AuditAction[] = REVERTIBLE_ACTIONS;

/** What the audit trail records of one kind of record. */
export interface AuditSpec<T> {
  type: AuditType;
  /** The stored fields a change is compared on, in the order the History panel lists them. */
  fields: readonly (keyof T & string)[];
  /** What the record is called in the trail (a provider's name, a FAQ's question). */
  label: (row: T) => string;
}

/** What else a versioned change says about itself in the trail. */
export interface ChangeOptions {
  action?: Extract<AuditAction, 'update' | 'archive' | 'restore' | 'revert' | 'secret-rotate' | 'key-rotate' | 'disable' | 'enable'>;
  note?: string | null;
  revertOf?: number | null;
}

/**
 * The version a save names: a whole number from 1, or nothing (no check: older REST clients).
 * Anything else is bad input.
 */
export type ExpectedVersion = number | null | undefined;

export function readExpectedVersion(raw: unknown): ExpectedVersion {
  if (raw === undefined || raw === null) return raw;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1) return raw;
  throw new ValidationError({ expectedVersion: CONFLICT_TEXTS.badExpectedVersion });
}

/**
 * The stored fields of an entity the trail compares: every column but the id, the version and the
 * timestamps (and any named in `leaveOut`: secrets), in the order they are declared.
 */
export function auditedColumns<T extends ObjectLiteral>(db: DataSource, entity: EntityTarget<T>, leaveOut: readonly string[] = []): (keyof T & string)[] {
  const meta = db.getMetadata(entity);
  const skip = new Set([...meta.primaryColumns, meta.versionColumn, meta.createDateColumn, meta.updateDateColumn].map((c) => c?.propertyName));
  return meta.columns.map((c) => c.propertyName).filter((name) => !skip.has(name) && !leaveOut.includes(name)) as (keyof T & string)[];
}

/** A row's audited fields as the trail keeps them (a snapshot that later changes to the row leave alone). */
export function auditedValues<T extends ObjectLiteral>(row: T, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, storedValue(row[f])]));
}

/**
 * Every write of one kind of admin-managed record: versioned (a save naming an older version stores
 * nothing and answers CONFLICT with the record as it is now), written together with its audit event
 * in one transaction, and announced to the caches once committed.
 */
export abstract class ContentService<T extends ObjectLiteral & { id: number; version: number }> {
  protected readonly repo: Repository<T>;
  /** Every stored field a change may write (the audited ones and those the trail leaves out). */
  private readonly writable: readonly string[];

  protected constructor(
    protected readonly db: DataSource,
    /** Told of every committed write to public content; null for records no public page shows. */
    protected readonly changes: ContentVersionService | null,
    protected readonly entity: EntityTarget<T>,
    /** 'Provider', 'Resource'... as used in messages. */
    protected readonly label: string,
    protected readonly audit: AuditService,
    protected readonly spec: AuditSpec<T>,
  ) {
    this.repo = db.getRepository(entity);
    this.writable = auditedColumns(db, entity);
  }

  protected async findOr404(id: Id, m?: EntityManager): Promise<T> {
    const key = parseId(id, this.label);
    const repo = m ? m.getRepository(this.entity) : this.repo;
    const found = key === null ? null : await repo.findOneBy({ id: key } as never);
    if (!found) throw new NotFoundError(this.notFoundText());
    return found;
  }

  protected notFoundText(): string {
    return NOT_FOUND_TEXTS.content(this.label);
  }

  /** Stores a new record and its 'create' event; `within` runs first in the same transaction. */
  protected async createAudited(actor: Actor, row: T, within?: (m: EntityManager) => Promise<void>): Promise<T> {
    const saved = await this.db.transaction(async (m) => {
      await within?.(m);
      const stored = await m.getRepository(this.entity).save(row);
      await this.audit.record(m, actor, {
        action: 'create',
        entityType: this.spec.type,
        entityId: stored.id,
        entityLabel: this.spec.label(stored),
        version: stored.version,
        changes: changedFields(null, auditedValues(stored, this.spec.fields), this.spec.fields).map((c) => ({ ...c, before: null })),
      });
      return stored;
    });
    await this.changes?.bump();
    return saved;
  }

  /**
   * Changes one record: reads it afresh in a transaction, refuses a stale `expected` version with
   * CONFLICT (nothing stored), lets `apply` change the row (it may throw ValidationError), stores
   * only the fields that differ with the version raised, and writes the event. A save that changes
   * nothing stores nothing and keeps the version. `within` runs after the row is stored, in the same
   * transaction (moving other rows, say).
   */
  protected async changeVersioned(
    actor: Actor,
    id: Id,
    expected: ExpectedVersion,
    apply: (row: T, m: EntityManager) => void | Promise<void>,
    options: ChangeOptions & { within?: (m: EntityManager, before: Record<string, unknown>, row: T) => Promise<void> } = {},
  ): Promise<T> {
    expected = readExpectedVersion(expected);
    let changed = false;
    const saved = await this.db.transaction(async (m) => {
      const repo = m.getRepository(this.entity);
      const row = await this.findOr404(id, m);
      if (expected !== undefined && expected !== null && row.version !== expected) throw await this.stale(m, row);
      const stored = auditedValues(row, this.writable);
      const before = auditedValues(row, this.spec.fields);
      const version = row.version;
      await apply(row, m);
      const written = changedFields(stored, auditedValues(row, this.writable), this.writable);
      if (!written.length) return row;
      const diff = changedFields(before, auditedValues(row, this.spec.fields), this.spec.fields);
      const values: Record<string, unknown> = Object.fromEntries(written.map((c) => [c.field, row[c.field]]));
      if (repo.metadata.updateDateColumn) values[repo.metadata.updateDateColumn.propertyName] = new Date();
      const result = await repo
        .createQueryBuilder()
        .update()
        .set(values as never)
        .where('id = :id', { id: row.id })
        .andWhere('version = :version', { version })
        .execute();
      // Another save committed between the read and this write (possible on MariaDB).
      if (result.affected === 0) throw await this.stale(m, await this.findOr404(row.id, m));
      await options.within?.(m, before, row);
      await this.afterChange(m, options.action ?? 'update', before, row);
      const saved = await this.findOr404(row.id, m);
      await this.audit.record(m, actor, {
        action: options.action ?? 'update',
        entityType: this.spec.type,
        entityId: saved.id,
        entityLabel: this.spec.label(saved),
        version: saved.version,
        changes: diff,
        note: options.note,
        revertOf: options.revertOf,
      });
      changed = true;
      return saved;
    });
    if (changed) await this.changes?.bump();
    return saved;
  }

  /** Told of each stored change inside its transaction, after the write (`before`: the audited fields as they were). */
  protected async afterChange(_m: EntityManager, _action: string, _before: Record<string, unknown>, _row: T): Promise<void> {}

  /** Deletes one record (its 'delete' event keeps what it held); `within` runs first in the same transaction. */
  protected async removeAudited(actor: Actor, id: Id, expected?: ExpectedVersion, within?: (m: EntityManager, row: T) => Promise<void>): Promise<true> {
    expected = readExpectedVersion(expected);
    await this.db.transaction(async (m) => {
      const row = await this.findOr404(id, m);
      if (expected !== undefined && expected !== null && row.version !== expected) throw await this.stale(m, row);
      await within?.(m, row);
      await m.getRepository(this.entity).delete({ id: row.id } as never);
      await this.audit.record(m, actor, {
        action: 'delete',
        entityType: this.spec.type,
        entityId: row.id,
        entityLabel: this.spec.label(row),
        version: row.version,
        changes: changedFields(auditedValues(row, this.spec.fields), null, this.spec.fields).map((c) => ({ ...c, after: null })),
      });
    });
    await this.changes?.bump();
    return true;
  }

  /**
   * Deletes a record nothing refers to; one that clicks or conversions refer to is archived instead
   * (an 'archive' event whose note says why), and one archived already stays as it is. References
   * are counted again inside the delete's transaction, and the foreign keys (ON DELETE RESTRICT)
   * refuse a delete that a row written meanwhile would lose: both end in the archive.
   */
  protected async removeOrArchive(actor: Actor, id: Id, expected: ExpectedVersion, spec: ArchiveSpec<T>): Promise<Removal<T>> {
    expected = readExpectedVersion(expected);
    const current = await this.findOr404(id);
    let refs = await spec.references(this.db.manager, current.id);
    if (!hasReferences(refs)) {
      try {
        await this.removeAudited(actor, current.id, expected, async (m, row) => {
          const now = await spec.references(m, row.id);
          if (hasReferences(now)) {
            refs = now;
            throw new StillReferenced();
          }
        });
        return { deleted: true, message: ARCHIVE_TEXTS.deleted(spec.kind, this.spec.label(current)) };
      } catch (error) {
        if (isForeignKeyViolation(error)) refs = await spec.references(this.db.manager, current.id);
        else if (!(error instanceof StillReferenced)) throw error;
        if (!hasReferences(refs)) throw error;
      }
    }
    let already = false;
    const record = await this.changeVersioned(
      actor,
      current.id,
      expected,
      (row) => {
        already = spec.isArchived(row);
        if (!already) spec.archive(row);
      },
      { action: 'archive', note: `Asked to delete; archived instead: it has ${referencesText(refs)}` },
    );
    const name = this.spec.label(record);
    return { deleted: false, record, references: refs, message: already ? ARCHIVE_TEXTS.staysArchived(spec.kind, name, refs) : ARCHIVE_TEXTS.archivedInstead(spec.kind, name, refs) };
  }

  /** What an admin needs to write these records (and to revert a change to one). */
  protected get capability(): Capability {
    return 'content';
  }

  /**
   * Undoes one recorded change (an update, an archive, a restore or an earlier revert): a new change
   * that sets the fields it changed back to their values before it, itself in the trail. Refused
   * with CONFLICT when the record has changed since (its version is past the one that change left).
   */
  async revertChange(actor: Actor, event: AuditEvent): Promise<T> {
    requireCapability(actor, this.capability);
    if (event.entityType !== this.spec.type || event.entityId === null || !REVERTIBLE.includes(event.action as AuditAction)) {
      throw new BadRequestError(AUDIT_TEXTS.notRevertible);
    }
    const changes = parseChanges(event.changes);
    const columns = new Map(this.repo.metadata.columns.map((c) => [c.propertyName, c]));
    if (!changes.every((c) => this.spec.fields.includes(c.field as keyof T & string))) throw new BadRequestError(AUDIT_TEXTS.revertSecret);
    try {
      await this.findOr404(event.entityId);
    } catch (e) {
      if (e instanceof NotFoundError) throw new NotFoundError(AUDIT_TEXTS.revertGone);
      throw e;
    }
    return this.changeVersioned(
      actor,
      event.entityId,
      event.version ?? undefined,
      (row) => {
        for (const change of changes) {
          const column = columns.get(change.field);
          const isDate = column?.type === 'datetime' || column?.type === Date;
          (row as Record<string, unknown>)[change.field] = isDate && typeof change.before === 'string' ? new Date(change.before) : change.before;
        }
      },
      { action: 'revert', revertOf: event.id, note: `Undid change #${event.id} (${event.action})` },
    );
  }

  /** The conflict a stale save answers: the record as it is now, and who changed it last and when. */
  protected async stale(m: EntityManager, row: T): Promise<ConflictError> {
    const last = await this.audit.lastChange(m, this.spec.type, row.id);
    const changedAt = last?.at ?? ((row as { updatedAt?: Date }).updatedAt ?? null);
    return new ConflictError(CONFLICT_TEXTS.stale(AUDIT_TYPE_NOUNS[this.spec.type], last?.actorName ?? null), undefined, {
      type: this.spec.type,
      record: row,
      version: row.version,
      changedBy: last?.actorName ?? null,
      changedAt,
    });
  }
}
