// Admin REST routes of SPEC.md section 7. Every service call checks the actor itself; the guard
// here only answers 401/403 early for the whole /api/admin area.
import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { beginSignedInSession, deviceCookieOf, endUserSession, holdPendingSignIn, pendingSignInOf } from '../auth/sessions';
import { ACCOUNT_TEXTS } from '../domain/accounts';
import { CLICK_CSV_PATH } from '../domain/clicks';
import { ZOOM_RULE, numberValue, type AdSpotInput, type FaqInput, type ProviderInput, type ProviderRouteInput, type ResourceInput } from '../domain/inputs';
import type { Page } from '../domain/paging';
import { AUTH_TEXTS, UPLOAD_RULES } from '../domain/texts';
import type { AdSpot, Faq, Provider, Resource } from '../entities';
import { requireAdmin, type Actor } from '../services/actor';
import { BadRequestError } from '../services/errors';
import type { Services } from '../services';
import type { Removal } from '../services/content';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import { affiliateAdminRoutes, programJson } from './affiliate';
import { accountRoutes, myAccountRoutes } from './accounts';
import { ATTENTION_PATH } from '../domain/attention';
import type { Attention } from '../services/attention';
import { auditRoutes } from './audit';
import { restErrorHandler } from './errors';
import { expectedVersionOf, sendVersioned } from './versions';
import { readMultipart } from './multipart';
import type { Logger } from '../logger';
import {
  adSpotJson,
  adminAirportOptionJson,
  adminFaqJson,
  adminProviderJson,
  contactJson,
  providerJson,
  providerRowJson,
  removalJson,
  resourceJson,
  userJson,
} from './presenters';

const deleted = (id: string) => removalJson(id, true);

/** The dashboard's attention list: times as ISO text, programs in their REST shape. */
function attentionJson(a: Attention): object {
  return {
    reversedBookings: a.reversedBookings && { total: a.reversedBookings.total, items: a.reversedBookings.items.map((b) => ({ ...b, reversedAt: b.reversedAt.toISOString() })) },
    staleFacts: a.staleFacts,
    silentPrograms: a.silentPrograms && { total: a.silentPrograms.total, items: a.silentPrograms.items.map(programJson) },
    overClickCap: a.overClickCap && { total: a.overClickCap.total, items: a.overClickCap.items.map((c) => ({ ...c, lastAt: c.lastAt.toISOString() })) },
    failedSignIns: a.failedSignIns && {
      total: a.failedSignIns.total,
      since: a.failedSignIns.since?.toISOString() ?? null,
      items: a.failedSignIns.items.map((f) => ({ at: f.at.toISOString(), address: f.address })),
    },
  };
}

/** Who is signing in, as the service needs it: the address and the device cookie. */
const loginClientOf = (req: Request) => ({ address: req.ip ?? 'unknown', group: req.clientGroup, deviceCookie: deviceCookieOf(req) });

/** The service of one kind of admin-managed content: the admin list's page and the writes. */
interface AdminContentService<Row, Input> {
  adminPage(actor: Actor, raw: Request['query']): Promise<Page<Row>>;
  create(actor: Actor, input: Input): Promise<Row>;
  update(actor: Actor, id: string, input: Input, expectedVersion?: number): Promise<Row>;
  remove(actor: Actor, id: string, expectedVersion?: number): Promise<true | Removal<Row>>;
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
    res.json(removalJson(req.params.id, await service.remove(req.actor, req.params.id, expectedVersionOf(req))));
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
    sendVersioned(res, provider, { ...providerJson(provider), bookingUrl: provider.bookingUrl, discountUrl: provider.discountUrl });
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

  // SPEC's answer (the user) when the password signs in; an account with two-factor sign-in gets
  // { twoFactorRequired: true } instead, and sends its code to /login/two-factor.
  r.post('/login', async (req, res) => {
    const step = await s.users.login(req.actor, req.body, loginClientOf(req));
    if (step.kind === 'two-factor') {
      await holdPendingSignIn(req, step.pending);
      res.json({ twoFactorRequired: true, message: ACCOUNT_TEXTS.codeNeeded });
      return;
    }
    await beginSignedInSession(req, res, s.users, step);
    res.json(userJson(step.account));
  });

  r.post('/login/two-factor', async (req, res) => {
    const signedIn = await s.users.completeTwoFactor(req.actor, pendingSignInOf(req), req.body, loginClientOf(req));
    await beginSignedInSession(req, res, s.users, signedIn);
    res.json(userJson(signedIn.account));
  });

  r.post('/logout', async (req, res) => {
    await s.users.signedOut(req.actor);
    await endUserSession(req);
    res.json({ success: true, message: AUTH_TEXTS.loggedOut });
  });

  r.get('/user', async (req, res) => {
    res.json(userJson(await s.users.current(req.actor)));
  });

  r.use(myAccountRoutes(s));

  const adminOnly: RequestHandler = (req, _res, next) => {
    requireAdmin(req.actor);
    next();
  };
  r.use(adminOnly);

  r.get('/stats', async (req, res) => {
    res.json(await s.stats.get(req.actor));
  });
  r.get(ATTENTION_PATH.replace(/^\/api\/admin/, ''), async (req, res) => {
    res.json(attentionJson(await s.attention.attention(req.actor)));
  });

  r.get(CLICK_CSV_PATH.replace(/^\/api\/admin/, ''), async (req, res) => {
    const { fileName, text } = await s.clicks.csv(req.actor, req.query);
    res.set('Cache-Control', PRIVATE_NO_STORE).attachment(fileName).type('text/csv; charset=utf-8').send(text);
  });

  r.use(affiliateAdminRoutes(s));
  r.use(auditRoutes(s));
  r.use(accountRoutes(s));

  const { providers, resources, faqs, adSpots, contacts } = s;
  // Archiving (history is never rewritten): ?archived=true lists the archived providers; archive
  // (with the provider its page sends visitors to, if any) and restore name the version in If-Match.
  r.post('/providers/:id/archive', async (req, res) => {
    const redirectToId = (req.body as { redirectToId?: number | string | null } | undefined)?.redirectToId;
    const provider = await providers.archive(req.actor, req.params.id, { redirectToId, expectedVersion: expectedVersionOf(req) });
    sendVersioned(res, provider, adminProviderJson(provider));
  });
  r.post('/providers/:id/restore', async (req, res) => {
    const provider = await providers.restore(req.actor, req.params.id, expectedVersionOf(req));
    sendVersioned(res, provider, adminProviderJson(provider));
  });
  r.get('/providers/:id/references', async (req, res) => {
    res.json(await providers.references(req.actor, req.params.id));
  });
  contentRoutes<Provider, ProviderInput>(r, '/providers', providers, {
    get: (a, id) => providers.getById(a, id),
    present: adminProviderJson,
    listed: providerRowJson,
  });
  contentRoutes<Resource, ResourceInput>(r, '/resources', resources, { get: (a, id) => resources.get(a, id), present: resourceJson });
  contentRoutes<Faq, FaqInput>(r, '/faqs', faqs, { present: adminFaqJson });
  // { to: 'top' | 'bottom' | 'up' | 'down' }: one step, the text untouched; If-Match names the version.
  r.post('/faqs/:id/move', async (req, res) => {
    const faq = await faqs.move(req.actor, req.params.id, req.body ?? {}, expectedVersionOf(req));
    sendVersioned(res, faq, adminFaqJson(faq));
  });
  contentRoutes<AdSpot, AdSpotInput>(r, '/adspots', adSpots, { present: adSpotJson });

  // Airport options: every one (hidden ones too) in the order; writes name the version in If-Match.
  r.get('/airport-options', async (req, res) => {
    res.json((await s.airportOptions.adminList(req.actor)).map(adminAirportOptionJson));
  });
  r.post('/airport-options', async (req, res) => {
    const option = await s.airportOptions.create(req.actor, req.body);
    sendVersioned(res, option, adminAirportOptionJson(option), 201);
  });
  r.put('/airport-options/:id', async (req, res) => {
    const option = await s.airportOptions.update(req.actor, req.params.id, req.body, expectedVersionOf(req));
    sendVersioned(res, option, adminAirportOptionJson(option));
  });
  // { to: 'top' | 'bottom' | 'up' | 'down' }: one step, the facts untouched.
  r.post('/airport-options/:id/move', async (req, res) => {
    const option = await s.airportOptions.move(req.actor, req.params.id, req.body ?? {}, expectedVersionOf(req));
    sendVersioned(res, option, adminAirportOptionJson(option));
  });
  r.delete('/airport-options/:id', async (req, res) => {
    res.json(removalJson(req.params.id, await s.airportOptions.remove(req.actor, req.params.id, expectedVersionOf(req))));
  });
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
  r.post('/contacts/:id/unread', async (req, res) => {
    res.json(contactJson(await contacts.markUnread(req.actor, req.params.id)));
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
