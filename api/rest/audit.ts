// The audit trail over REST, under /api/admin (after the admin guard): the Activity list
// (GET /api/admin/audit, paged like the other lists: an array, the total in X-Total-Count), its
// CSV and the admins it names (GET /api/admin/audit/actors, its admin filter), one record's history (GET /api/admin/history/{type}/{id}) and reverting one change
// (POST /api/admin/audit/{id}/revert). Each handler calls one service method.
import { Router } from 'express';
import { AUDIT_CSV_PATH, AUDIT_TYPES, parseChanges, type AuditType } from '../domain/audit';
import { AUDIT_TEXTS } from '../domain/texts';
import type { AuditEvent } from '../entities/AuditEvent';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import type { Services } from '../services';
import { parseId } from '../services/content';
import { NotFoundError, ValidationError } from '../services/errors';

/** An event on the wire: its changes as a list, its time as ISO text. */
export function auditEventJson(e: AuditEvent): object {
  return { ...e, at: e.at.toISOString(), changes: parseChanges(e.changes) };
}

export function auditRoutes(s: Services): Router {
  const r = Router();
  r.get('/audit', async (req, res) => {
    const page = await s.audit.page(req.actor, req.query);
    res.set('X-Total-Count', String(page.total)).json(page.items.map(auditEventJson));
  });
  r.get('/audit/actors', async (req, res) => {
    res.json(await s.audit.actors(req.actor));
  });
  r.get(AUDIT_CSV_PATH.replace(/^\/api\/admin/, ''), async (req, res) => {
    const { fileName, text } = await s.audit.csv(req.actor, req.query);
    res.set('Cache-Control', PRIVATE_NO_STORE).attachment(fileName).type('text/csv; charset=utf-8').send(text);
  });
  r.get('/history/:type/:id', async (req, res) => {
    const type = req.params.type;
    if (!(AUDIT_TYPES as readonly string[]).includes(type)) throw new ValidationError({ entityType: AUDIT_TEXTS.badType });
    const id = parseId(req.params.id, type);
    if (id === null) throw new NotFoundError(AUDIT_TEXTS.eventNotFound);
    const page = await s.history.history(req.actor, type as AuditType, id, req.query);
    res.set('X-Total-Count', String(page.total)).json(page.items.map(auditEventJson));
  });
  r.post('/audit/:id/revert', async (req, res) => {
    const reverted = await s.history.revert(req.actor, req.params.id);
    res.json({ success: true, event: auditEventJson(reverted.event) });
  });
  return r;
}
