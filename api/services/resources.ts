import type { DataSource } from 'typeorm';
import { Resource } from '../entities';
import { requireAdmin, type Actor } from './actor';
import type { AuditService } from './audit';
import { ContentService, auditedColumns, findPage, pageRequest, type ExpectedVersion, type Id } from './content';
import type { ContentVersionService } from './contentVersion';
import { RESOURCE_SORTS } from '../domain/adminLists';
import { RESOURCE_RULES, type ResourceInput } from '../domain/inputs';
import type { Page, RawPageRequest } from '../domain/paging';
import { validateInput } from './validation';

export class ResourceService extends ContentService<Resource> {
  constructor(db: DataSource, changes: ContentVersionService, audit: AuditService) {
    super(db, changes, Resource, 'Resource', audit, { type: 'Resource', fields: auditedColumns(db, Resource), label: (r) => r.title });
  }

  /** Oldest first; `type` matches without regard to case (the public filter sends GUIDE, HOTELS...). */
  async list(_actor: Actor, type?: string | null): Promise<Resource[]> {
    const rows = await this.repo.find({ order: { id: 'ASC' } });
    const wanted = type?.trim().toLowerCase();
    return wanted && wanted !== 'all' ? rows.filter((r) => r.type.toLowerCase() === wanted) : rows;
  }

  /** The admin cards: one page, searched by title, type and description. */
  async adminPage(actor: Actor, raw: RawPageRequest): Promise<Page<Resource>> {
    requireAdmin(actor);
    return findPage(this.repo, pageRequest(raw, RESOURCE_SORTS), { columns: ['title', 'type', 'description'] });
  }

  async get(_actor: Actor, id: Id): Promise<Resource> {
    return this.findOr404(id);
  }

  async create(actor: Actor, data: ResourceInput): Promise<Resource> {
    requireAdmin(actor);
    const input = validateInput(RESOURCE_RULES, data);
    return this.createAudited(actor, this.repo.create({ ...input }));
  }

  async update(actor: Actor, id: Id, data: ResourceInput, expectedVersion?: ExpectedVersion): Promise<Resource> {
    requireAdmin(actor);
    await this.findOr404(id);
    const input = validateInput(RESOURCE_RULES, data);
    return this.changeVersioned(actor, id, expectedVersion, (resource) => void Object.assign(resource, input));
  }

  async remove(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<true> {
    requireAdmin(actor);
    return this.removeAudited(actor, id, expectedVersion);
  }
}
