// Each record's history and the undoing of one change, whatever kind of record it is: the audit
// trail names the record, the service of its kind checks who may revert it and writes the revert.
import type { AuditType } from '../domain/audit';
import type { Page, RawPageRequest } from '../domain/paging';
import { AUDIT_TEXTS } from '../domain/texts';
import type { AuditEvent } from '../entities/AuditEvent';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import { BadRequestError, NotFoundError } from './errors';
import { parseId, type Id } from './content';

/** The services whose records can be reverted, by the trail's name for their kind. */
export type RevertibleServices = Partial<Record<AuditType, { revertChange(actor: Actor, event: AuditEvent): Promise<object> }>>;

export interface Reverted {
  /** The new event the revert wrote. */
  event: AuditEvent;
  type: AuditType;
  /** The record as the revert left it (an entity of `type`). */
  record: object;
}

export class HistoryService {
  constructor(
    private readonly audit: AuditService,
    private readonly services: RevertibleServices,
  ) {}

  /** A record's history, newest first (its edit page's History panel). */
  history(actor: Actor, entityType: AuditType, entityId: number, raw: RawPageRequest = {}): Promise<Page<AuditEvent>> {
    return this.audit.history(actor, entityType, entityId, raw);
  }

  /** Undoes the change an event recorded (see ContentService.revertChange). */
  async revert(actor: Actor, eventId: Id): Promise<Reverted> {
    const id = parseId(eventId, 'Audit event');
    const event = id === null ? null : await this.audit.byId(null, id);
    if (!event) throw new NotFoundError(AUDIT_TEXTS.eventNotFound);
    const service = this.services[event.entityType as AuditType];
    if (!service) throw new BadRequestError(AUDIT_TEXTS.notRevertible);
    const record = await service.revertChange(actor, event);
    const last = await this.audit.lastChange(null, event.entityType as AuditType, event.entityId!);
    return { event: last!, type: event.entityType as AuditType, record };
  }
}
