// Shared plumbing for the admin-managed public content (providers, resources, FAQs, ad spots):
// id lookups with the right 404 text, one bounded page of an admin list, and telling caches about
// every committed write.
import { Brackets, type DataSource, type EntityTarget, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { ContentVersionService } from './contentVersion';
import { likePattern, readPageRequest, type Page, type PageRequest, type RawPageRequest } from '../domain/paging';
import { NOT_FOUND_TEXTS, REQUEST_TEXTS } from '../domain/texts';
import { BadRequestError, NotFoundError, ValidationError } from './errors';

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
}

/** Rows matching a search and its filters, as a query builder aliased `row` to count or page. */
export function matching<T extends ObjectLiteral>(repo: Repository<T>, q: string | undefined, search: ListSearch<T>): SelectQueryBuilder<T> {
  const qb = repo.createQueryBuilder('row');
  for (const [column, value] of Object.entries(search.where ?? {})) {
    if (value !== undefined) qb.andWhere(`row.${column} = :w_${column}`, { [`w_${column}`]: value });
  }
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

export abstract class ContentService<T extends ObjectLiteral & { id: number }> {
  protected readonly repo: Repository<T>;

  protected constructor(
    protected readonly db: DataSource,
    protected readonly changes: ContentVersionService,
    entity: EntityTarget<T>,
    /** 'Provider', 'Resource'... as used in messages. */
    protected readonly label: string,
  ) {
    this.repo = db.getRepository(entity);
  }

  protected async findOr404(id: Id): Promise<T> {
    const key = parseId(id, this.label);
    const found = key === null ? null : await this.repo.findOneBy({ id: key } as never);
    if (!found) throw new NotFoundError(NOT_FOUND_TEXTS.content(this.label));
    return found;
  }

  protected async saveAndAnnounce(entity: T): Promise<T> {
    const saved = await this.repo.save(entity);
    await this.changes.bump();
    return saved;
  }

  protected async removeAndAnnounce(id: Id): Promise<true> {
    const found = await this.findOr404(id);
    await this.repo.delete({ id: found.id } as never);
    await this.changes.bump();
    return true;
  }
}
