// Admin REST routes of SPEC.md section 7. Every service call checks the actor itself; the guard
// here only answers 401/403 early for the whole /api/admin area.
import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { deviceCookieOf, endUserSession, rememberDevice, startUserSession } from '../auth/sessions';
import { CLICK_CSV_PATH } from '../domain/clicks';
import { ZOOM_RULE, numberValue, type AdSpotInput, type FaqInput, type ProviderInput, type ProviderRouteInput, type ResourceInput } from '../domain/inputs';
import type { Page } from '../domain/paging';
import { AUTH_TEXTS, UPLOAD_RULES } from '../domain/texts';
import type { AdSpot, Faq, Provider, Resource } from '../entities';
import { requireAdmin, type Actor } from '../services/actor';
import { BadRequestError } from '../services/errors';
import type { Services } from '../services';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import { affiliateAdminRoutes } from './affiliate';
import { auditRoutes } from './audit';
import { restErrorHandler } from './errors';
import { expectedVersionOf, sendVersioned } from './versions';
import { readMultipart } from './multipart';
import type { Logger } from '../logger';
import {
  adSpotJson,
  adminFaqJson,
  contactJson,
  providerJson,
  providerRowJson,
  resourceJson,
  userJson,
} from './presenters';

const deleted = (id: string) => ({ success: true, id: Number(id) });

/** The service of one kind of admin-managed content: the admin list's page and the writes. */
interface AdminContentService<Row, Input> {
  adminPage(actor: Actor, raw: Request['query']): Promise<Page<Row>>;
  create(actor: Actor, input: Input): Promise<Row>;
  update(actor: Actor, id: string, input: Input, expectedVersion?: number): Promise<Row>;
  remove(actor: Actor, id: string, expectedVersion?: number): Promise<true>;
}

/** How the REST contract serves it; without `get` there is no GET /{id} route. */
interface ContentWire<Row> {
  get?: (actor: Actor, id: string) => Promise<Row>;
  /** The wire shape of one row; `listed` that of a list's rows when it differs. */
  present: (row: Row) => object;
  listed?: (row: Row) => object;
}

function contentRoutes<Row extends { version: number }, Input>(r: Router, path: string, service: AdminContentService<Row, Input>, c: ContentWire<Row>): void {
  // The spec's list shape (an array) for one page (limit, offset, q, sort, order... in the query
  // string); the rows matching the request, all pages together, in a header.
  r.get(path, async (req, res) => {
    const page = await service.adminPage(req.actor, req.query);
    res.set('X-Total-Count', String(page.total)).json(page.items.map(c.listed ?? c.present));
  });
  const get = c.get;
  if (get) {
    r.get(`${path}/:id`, async (req, res) => {
      const row = await get(req.actor, req.params.id);
      sendVersioned(res, row, c.present(row));
    });
  }
  r.post(path, async (req, res) => {
    const row = await service.create(req.actor, req.body);
    sendVersioned(res, row, c.present(row), 201);
  });
  // If-Match names the version the record was read at: a stale one stores nothing (409).
  r.put(`${path}/:id`, async (req, res) => {
    const row = await service.update(req.actor, req.params.id, req.body, expectedVersionOf(req));
    sendVersioned(res, row, c.present(row));
  });
  r.delete(`${path}/:id`, async (req, res) => {
    await service.remove(req.actor, req.params.id, expectedVersionOf(req));
    res.json(deleted(req.params.id));
  });
}

/**
 * The admin routes SPEC.md places outside /api/admin: the route editor's PATCH /api/providers/:id (map
 * center, zoom, colour and route points). Admin only: the service checks the caller (401 / 403).
 */
export function adminRoutesOutsideAdminPath(s: Services): Router {
  const r = Router();
  r.patch('/providers/:id', async (req, res) => {
    const provider = await s.providers.updateRoute(req.actor, req.params.id, routeInputOf(req.body), expectedVersionOf(req));
    sendVersioned(res, provider, providerJson(provider));
  });
  return r;
}

/**
 * The route editor's PATCH body as the service's structured input. SPEC.md sends the map center
 * and the route points as JSON text ('' clears them, as null does) and the zoom as a number or
 * numeric text. Text that is not JSON is passed on as it is: the route rules refuse a center or a
 * list that is not one with the contract's messages (MESSAGES.route.mapCenterJson,
 * routePointsJson), together with the other fields' messages, and only after the service has
 * answered 401/403 and 404 as it does for every write. Anything else is left for the rules too.
 */
function routeInputOf(body: unknown): ProviderRouteInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body as ProviderRouteInput;
  const input: Record<string, unknown> = { ...body };
  for (const field of ['mapCenter', 'routePoints'] as const) if (field in input) input[field] = fromJsonText(input[field]);
  if (typeof input.defaultZoom === 'string') input.defaultZoom = input.defaultZoom.trim() === '' ? null : (numberValue(ZOOM_RULE, input.defaultZoom) ?? input.defaultZoom);
  return input as ProviderRouteInput;
}

function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === '') return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export function adminRoutes(s: Services, logger: Logger): Router {
  const r = Router();
  r.use((_req, res, next) => {
    res.set('Cache-Control', PRIVATE_NO_STORE);
    next();
  });

  r.post('/login', async (req, res) => {
    const { user, sessionEpoch, deviceCookie } = await s.users.login(req.actor, req.body, { address: req.ip ?? 'unknown', deviceCookie: deviceCookieOf(req) });
    await startUserSession(req, { userId: user.id, sessionEpoch });
    rememberDevice(req, res, deviceCookie);
    res.json(userJson(user));
  });

  r.post('/logout', async (req, res) => {
    await s.users.signedOut(req.actor);
    await endUserSession(req);
    res.json({ success: true, message: AUTH_TEXTS.loggedOut });
  });

  r.get('/user', async (req, res) => {
    res.json(userJson(await s.users.current(req.actor)));
  });

  const adminOnly: RequestHandler = (req, _res, next) => {
    requireAdmin(req.actor);
    next();
  };
  r.use(adminOnly);

  r.get('/stats', async (req, res) => {
    res.json(await s.stats.get(req.actor));
  });

  r.get(CLICK_CSV_PATH.replace(/^\/api\/admin/, ''), async (req, res) => {
    const { fileName, text } = await s.clicks.csv(req.actor, req.query);
    res.set('Cache-Control', PRIVATE_NO_STORE).attachment(fileName).type('text/csv; charset=utf-8').send(text);
  });

  r.use(affiliateAdminRoutes(s));
  r.use(auditRoutes(s));

  const { providers, resources, faqs, adSpots, contacts } = s;
  contentRoutes<Provider, ProviderInput>(r, '/providers', providers, {
    get: (a, id) => providers.getById(a, id),
    present: providerJson,
    listed: providerRowJson,
  });
  contentRoutes<Resource, ResourceInput>(r, '/resources', resources, { get: (a, id) => resources.get(a, id), present: resourceJson });
  contentRoutes<Faq, FaqInput>(r, '/faqs', faqs, { present: adminFaqJson });
  contentRoutes<AdSpot, AdSpotInput>(r, '/adspots', adSpots, { present: adSpotJson });
  r.put('/adspots/:id/toggle', async (req, res) => {
    const spot = await adSpots.toggle(req.actor, req.params.id, expectedVersionOf(req));
    sendVersioned(res, spot, adSpotJson(spot));
  });

  // The inbox: SPEC.md's list shape, one page at a time (limit, offset, unread, q), the matching
  // total in X-Total-Count; bulk actions take { ids } and answer how many changed.
  r.get('/contacts', async (req, res) => {
    const page = await contacts.page(req.actor, req.query);
    res.set('X-Total-Count', String(page.total));
    res.json(page.items.map(contactJson));
  });
  r.post('/contacts/read', async (req, res) => {
    res.json({ success: true, updated: await contacts.markManyRead(req.actor, req.body?.ids) });
  });
  r.post('/contacts/delete', async (req, res) => {
    res.json({ success: true, deleted: await contacts.removeMany(req.actor, req.body?.ids) });
  });
  r.post('/contacts/:id/read', async (req, res) => {
    res.json(contactJson(await contacts.markRead(req.actor, req.params.id)));
  });
  r.delete('/contacts/:id', async (req, res) => {
    await contacts.remove(req.actor, req.params.id);
    res.json(deleted(req.params.id));
  });

  // Image upload: multipart field "image"; the answer keeps the shape the admin form expects.
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_RULES.maxBytes, files: 1, fields: 5 } });
  r.post('/uploads', readMultipart(upload.single(UPLOAD_RULES.field)), async (req, res) => {
    if (!req.file) throw new BadRequestError(UPLOAD_RULES.oneFile);
    const stored = await s.uploads.storeImage(req.actor, { buffer: req.file.buffer, originalName: req.file.originalname });
    res.status(201).json({ success: true, data: { url: stored.url, width: stored.width, height: stored.height } });
  });
  r.use('/uploads', restErrorHandler(logger, (body) => ({ success: false, ...body, error: { message: body.message } })));

  return r;
}
