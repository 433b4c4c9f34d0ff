// Admin REST mirrors of the affiliate GraphQL fields, under /api/admin/ (mounted after the admin
// guard): programs (list, create, update, rotate the secret, delete) and, later in this file, the
// earnings report, the conversions list and the CSV downloads. Each handler calls one service method.
import { Router } from 'express';
import type { Services } from '../services';
import type { ProgramView, ProgramWithSecret } from '../services/affiliatePrograms';

export const PROGRAMS_PATH = '/affiliate-programs';

/** A program on the wire: its settings and the secret's last four characters, never the secret. */
export function programJson(p: ProgramView): object {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    providerIds: p.providerIds,
    subIdParam: p.subIdParam,
    claimWindowDays: p.claimWindowDays,
    secretHint: p.secretHint,
    lastPostbackAt: p.lastPostbackAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The one answer that carries the secret: when it is made. */
const withSecret = ({ program, secret }: ProgramWithSecret) => ({ ...programJson(program), secret });

export function affiliateAdminRoutes(s: Services): Router {
  const r = Router();
  r.get(PROGRAMS_PATH, async (req, res) => {
    res.json((await s.affiliatePrograms.list(req.actor)).map(programJson));
  });
  r.post(PROGRAMS_PATH, async (req, res) => {
    res.status(201).json(withSecret(await s.affiliatePrograms.create(req.actor, req.body)));
  });
  r.put(`${PROGRAMS_PATH}/:id`, async (req, res) => {
    res.json(programJson(await s.affiliatePrograms.update(req.actor, req.params.id, req.body)));
  });
  r.post(`${PROGRAMS_PATH}/:id/rotate-secret`, async (req, res) => {
    res.json(withSecret(await s.affiliatePrograms.rotateSecret(req.actor, req.params.id)));
  });
  r.delete(`${PROGRAMS_PATH}/:id`, async (req, res) => {
    await s.affiliatePrograms.remove(req.actor, req.params.id);
    res.json({ success: true, id: Number(req.params.id) });
  });
  return r;
}
