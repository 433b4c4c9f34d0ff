// Admin REST mirrors of the affiliate GraphQL fields, under /api/admin/ (mounted after the admin
// guard): programs (list active or archived, create, update, rotate the secret, archive, restore,
// delete: archived instead when conversions refer to it) and, later in this file, the
// earnings report, the conversions list and the CSV downloads. Each handler calls one service method.
import { Router } from 'express';
import { CONVERSIONS_CSV_PATH, KEPT_CLICKS_CSV_PATH } from '../domain/affiliate';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import type { Services } from '../services';
import type { ProgramView, ProgramWithSecret } from '../services/affiliatePrograms';
import { conversionView, type ConversionRow, type EarningsReport } from '../services/earnings';
import { removalJson } from './presenters';
import { expectedVersionOf, sendVersioned } from './versions';

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
    archivedAt: p.archivedAt?.toISOString() ?? null,
    version: p.version,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    oldAddresses: p.oldAddresses.map((o) => ({ slug: o.slug, lastUsedAt: o.lastUsedAt?.toISOString() ?? null })),
  };
}

/** A conversion on the wire (amounts in cents, as GraphQL has them), with its history. */
export function conversionJson(row: ConversionRow): object {
  const view = conversionView(row);
  return {
    ...view,
    clickedAt: view.clickedAt?.toISOString() ?? null,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
    events: view.events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

export function earningsJson(r: EarningsReport): object {
  return { ...r, silentPrograms: r.silentPrograms.map(programJson) };
}

const under = (path: string) => path.replace(/^\/api\/admin/, '');

/** The one answer that carries the secret: when it is made. */
const withSecret = ({ program, secret }: ProgramWithSecret) => ({ ...programJson(program), secret });

export function affiliateAdminRoutes(s: Services): Router {
  const r = Router();
  // The active programs; ?archived=true the archived ones.
  r.get(PROGRAMS_PATH, async (req, res) => {
    res.json((await s.affiliatePrograms.list(req.actor, req.query.archived)).map(programJson));
  });
  r.post(PROGRAMS_PATH, async (req, res) => {
    const made = await s.affiliatePrograms.create(req.actor, req.body);
    sendVersioned(res, made.program, withSecret(made), 201);
  });
  // If-Match names the version the program was read at: a stale one stores nothing (409).
  r.put(`${PROGRAMS_PATH}/:id`, async (req, res) => {
    const program = await s.affiliatePrograms.update(req.actor, req.params.id, req.body, expectedVersionOf(req));
    sendVersioned(res, program, programJson(program));
  });
  r.post(`${PROGRAMS_PATH}/:id/rotate-secret`, async (req, res) => {
    const rotated = await s.affiliatePrograms.rotateSecret(req.actor, req.params.id, expectedVersionOf(req));
    sendVersioned(res, rotated.program, withSecret(rotated));
  });
  // A program with conversions is archived instead of deleted (the answer says so); archive and
  // restore name the version in If-Match.
  r.delete(`${PROGRAMS_PATH}/:id`, async (req, res) => {
    res.json(removalJson(req.params.id, await s.affiliatePrograms.remove(req.actor, req.params.id, expectedVersionOf(req))));
  });
  r.post(`${PROGRAMS_PATH}/:id/archive`, async (req, res) => {
    const program = await s.affiliatePrograms.archive(req.actor, req.params.id, expectedVersionOf(req));
    sendVersioned(res, program, programJson(program));
  });
  r.post(`${PROGRAMS_PATH}/:id/restore`, async (req, res) => {
    const program = await s.affiliatePrograms.restore(req.actor, req.params.id, expectedVersionOf(req));
    sendVersioned(res, program, programJson(program));
  });
  r.get(`${PROGRAMS_PATH}/:id/references`, async (req, res) => {
    res.json(await s.affiliatePrograms.references(req.actor, req.params.id));
  });

  // The earnings report (?days=7|30|90), the conversions list (paged like the other admin lists:
  // an array, the total in X-Total-Count) and the CSV files (?days=N or ?month=YYYY-MM).
  r.get('/earnings', async (req, res) => {
    res.json(earningsJson(await s.earnings.report(req.actor, req.query.days)));
  });
  r.get('/conversions', async (req, res) => {
    const page = await s.earnings.conversionsPage(req.actor, req.query);
    res.set('X-Total-Count', String(page.total)).json(page.items.map(conversionJson));
  });
  r.get(under(CONVERSIONS_CSV_PATH), async (req, res) => {
    const { fileName, text } = await s.earnings.conversionsCsv(req.actor, req.query);
    res.set('Cache-Control', PRIVATE_NO_STORE).attachment(fileName).type('text/csv; charset=utf-8').send(text);
  });
  r.get(under(KEPT_CLICKS_CSV_PATH), async (req, res) => {
    const { fileName, text } = await s.earnings.keptClicksCsv(req.actor, req.query);
    res.set('Cache-Control', PRIVATE_NO_STORE).attachment(fileName).type('text/csv; charset=utf-8').send(text);
  });
  return r;
}
