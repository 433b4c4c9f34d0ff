// The Activity page's filters as they live in its address (?admin=3&type=Provider&record=12&action=update&from=2026-11-01&to=2026-11-30),
// read leniently (a hand-edited value the page cannot use is ignored), and as the audit list's
// arguments: the days are Raleigh's calendar days, sent as the instants they start and end at.
import { AUDIT_ACTIONS, AUDIT_CSV_PATH, AUDIT_TYPES, type AuditAction, type AuditType } from '../../../../api/domain/audit';
import { addDays } from '../../../../api/domain/clicks';
import { isCalendarDate, siteInstants } from '../../../../api/domain/hours';

/** The address parameter of each filter. */
export const ACTIVITY_PARAMS = { admin: 'admin', type: 'type', record: 'record', action: 'action', from: 'from', to: 'to' } as const;

export interface ActivityFilters {
  actorId?: number;
  entityType?: AuditType;
  entityId?: number;
  action?: AuditAction;
  /** 'YYYY-MM-DD', Raleigh's day. */
  from?: string;
  to?: string;
}

const wholeId = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) && Number(v) >= 1 ? Number(v) : undefined);
const day = (v: string | null) => (v !== null && isCalendarDate(v) ? v : undefined);

export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const type = params.get(ACTIVITY_PARAMS.type);
  const action = params.get(ACTIVITY_PARAMS.action);
  const filters: ActivityFilters = {
    actorId: wholeId(params.get(ACTIVITY_PARAMS.admin)),
    entityType: (AUDIT_TYPES as readonly (string | null)[]).includes(type) ? (type as AuditType) : undefined,
    entityId: wholeId(params.get(ACTIVITY_PARAMS.record)),
    action: (AUDIT_ACTIONS as readonly (string | null)[]).includes(action) ? (action as AuditAction) : undefined,
    from: day(params.get(ACTIVITY_PARAMS.from)),
    to: day(params.get(ACTIVITY_PARAMS.to)),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as ActivityFilters;
}

export const hasFilters = (f: ActivityFilters) => Object.keys(f).length > 0;

/** The start of a Raleigh day as an ISO instant. */
const siteMidnight = (date: string) => new Date(siteInstants(date)(0)).toISOString();

/** The filters as auditEvents' (and the CSV's) arguments: `to` includes its whole day. */
export function auditFilterArgs(f: ActivityFilters): { actorId?: number; entityType?: string; entityId?: number; action?: string; from?: string; to?: string } {
  return {
    ...(f.actorId !== undefined ? { actorId: f.actorId } : {}),
    ...(f.entityType !== undefined ? { entityType: f.entityType } : {}),
    ...(f.entityId !== undefined ? { entityId: f.entityId } : {}),
    ...(f.action !== undefined ? { action: f.action } : {}),
    ...(f.from !== undefined ? { from: siteMidnight(f.from) } : {}),
    ...(f.to !== undefined ? { to: siteMidnight(addDays(f.to, 1)) } : {}),
  };
}

/** The CSV download of what the filters match. */
export function activityCsvHref(f: ActivityFilters): string {
  const query = new URLSearchParams(Object.entries(auditFilterArgs(f)).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${AUDIT_CSV_PATH}?${query}` : AUDIT_CSV_PATH;
}
