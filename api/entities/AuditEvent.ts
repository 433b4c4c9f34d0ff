import { EntitySchema } from 'typeorm';

/**
 * One change made in the back office (through either transport or the command line), or one
 * account event (sign-in, sign-out, a failed sign-in): who, when, from where, which record, and each
 * changed field's value before and after, as JSON text. Written in the same transaction as the
 * change; never changed afterwards; trimmed after AUDIT_RETENTION_DAYS.
 */
export interface AuditEvent {
  id: number;
  at: Date;
  /** The admin who made it; null for the command line, the system, or a sign-in by nobody known. */
  actorId: number | null;
  /** Their username at the time ('command line', 'system' otherwise). */
  actorName: string;
  actorRole: string | null;
  /** The client's address as TRUST_PROXY lets the app see it; null at the command line. */
  address: string | null;
  /** One of AUDIT_ACTIONS (api/domain/audit.ts). */
  action: string;
  /** One of AUDIT_TYPES. */
  entityType: string;
  entityId: number | null;
  /** What the record was called at the time (a provider's name, a FAQ's question...). */
  entityLabel: string | null;
  /** The record's version after the change (null where records have none). */
  version: number | null;
  /** JSON text: [{ field, before, after }]; secrets and password hashes never appear. */
  changes: string;
  /** A short note: why a delete became an archive, the change a revert undid, what a bulk action touched. */
  note: string | null;
  /** For a revert: the event it undid. */
  revertOf: number | null;
}

export const AUDIT_EVENT = 'AuditEvent';

/**
 * Defined per dialect, as UploadContent is, for one column: a change to a provider carries its long
 * texts before and after, more than MariaDB's TEXT (64 KB) holds, so `changes` is a MEDIUMTEXT there.
 */
export function auditEventEntity(dialect: 'sqlite' | 'mariadb'): EntitySchema<AuditEvent> {
  return new EntitySchema<AuditEvent>({
    name: AUDIT_EVENT,
    tableName: 'audit_events',
    columns: {
      id: { type: 'int', primary: true, generated: 'increment' },
      at: { type: 'datetime', precision: 6 },
      actorId: { type: 'int', nullable: true },
      actorName: { type: 'varchar', length: 64 },
      actorRole: { type: 'varchar', length: 16, nullable: true },
      address: { type: 'varchar', length: 64, nullable: true },
      action: { type: 'varchar', length: 32 },
      entityType: { type: 'varchar', length: 32 },
      entityId: { type: 'int', nullable: true },
      entityLabel: { type: 'varchar', length: 255, nullable: true },
      version: { type: 'int', nullable: true },
      changes: { type: dialect === 'mariadb' ? 'mediumtext' : 'text' },
      note: { type: 'varchar', length: 255, nullable: true },
      revertOf: { type: 'int', nullable: true },
    },
    indices: [
      { name: 'IDX_audit_events_at', columns: ['at'] },
      { name: 'IDX_audit_events_entity', columns: ['entityType', 'entityId', 'id'] },
      { name: 'IDX_audit_events_actor', columns: ['actorId', 'id'] },
    ],
  });
}
