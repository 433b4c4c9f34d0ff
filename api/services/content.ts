// Shared plumbing for the admin-managed public content (providers, resources, FAQs, ad spots):
// id lookups with the right 404 text, and telling caches about every committed write.
import type { DataSource, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import type { ContentVersionService } from './contentVersion';
import { NOT_FOUND_TEXTS, REQUEST_TEXTS } from '../domain/texts';
import { BadRequestError, NotFoundError } from './errors';

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
