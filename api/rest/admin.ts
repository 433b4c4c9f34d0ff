// Admin REST routes of SPEC.md section 7. Every service call checks the actor itself; the guard
// here only answers 401/403 early for the whole /api/admin area.
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { startUserSession, endUserSession } from '../auth/sessions';
import { requireAdmin } from '../services/actor';
import { BadRequestError } from '../services/errors';
import type { Services } from '../services';
import { UPLOAD_LIMITS } from '../services/uploads';
import { PRIVATE_NO_STORE } from '../http/cacheHeaders';
import { restErrorHandler } from './errors';
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

export function adminRoutes(s: Services, logger: Logger): Router {
  const r = Router();
  r.use((_req, res, next) => {
    res.set('Cache-Control', PRIVATE_NO_STORE);
    next();
  });

  r.post('/login', async (req, res) => {
    const user = await s.users.login(req.actor, req.body, req.ip ?? 'unknown');
    await startUserSession(req, user.id);
    res.json(userJson(user));
  });

  r.post('/logout', async (req, res) => {
    await endUserSession(req);
    res.json({ success: true, message: 'Logged out' });
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

  r.get('/providers', async (req, res) => {
    res.json((await s.providers.list(req.actor)).map(providerRowJson));
  });
  r.get('/providers/:id', async (req, res) => {
    res.json(providerJson(await s.providers.getById(req.actor, req.params.id)));
  });
  r.post('/providers', async (req, res) => {
    res.status(201).json(providerJson(await s.providers.create(req.actor, req.body)));
  });
  r.put('/providers/:id', async (req, res) => {
    res.json(providerJson(await s.providers.update(req.actor, req.params.id, req.body)));
  });
  r.delete('/providers/:id', async (req, res) => {
    await s.providers.remove(req.actor, req.params.id);
    res.json(deleted(req.params.id));
  });

  r.get('/resources', async (req, res) => {
    res.json((await s.resources.list(req.actor)).map(resourceJson));
  });
  r.get('/resources/:id', async (req, res) => {
    res.json(resourceJson(await s.resources.get(req.actor, req.params.id)));
  });
  r.post('/resources', async (req, res) => {
    res.status(201).json(resourceJson(await s.resources.create(req.actor, req.body)));
  });
  r.put('/resources/:id', async (req, res) => {
    res.json(resourceJson(await s.resources.update(req.actor, req.params.id, req.body)));
  });
  r.delete('/resources/:id', async (req, res) => {
    await s.resources.remove(req.actor, req.params.id);
    res.json(deleted(req.params.id));
  });

  r.get('/contacts', async (req, res) => {
    res.json((await s.contacts.list(req.actor)).map(contactJson));
  });
  r.post('/contacts/:id/read', async (req, res) => {
    res.json(contactJson(await s.contacts.markRead(req.actor, req.params.id)));
  });
  r.delete('/contacts/:id', async (req, res) => {
    await s.contacts.remove(req.actor, req.params.id);
    res.json(deleted(req.params.id));
  });

  r.get('/faqs', async (req, res) => {
    res.json((await s.faqs.list(req.actor)).map(adminFaqJson));
  });
  r.post('/faqs', async (req, res) => {
    res.status(201).json(adminFaqJson(await s.faqs.create(req.actor, req.body)));
  });
  r.put('/faqs/:id', async (req, res) => {
    res.json(adminFaqJson(await s.faqs.update(req.actor, req.params.id, req.body)));
  });
  r.delete('/faqs/:id', async (req, res) => {
    await s.faqs.remove(req.actor, req.params.id);
    res.json(deleted(req.params.id));
  });

  r.get('/adspots', async (req, res) => {
    res.json((await s.adSpots.adminList(req.actor)).map(adSpotJson));
  });
  r.post('/adspots', async (req, res) => {
    res.status(201).json(adSpotJson(await s.adSpots.create(req.actor, req.body)));
  });
  r.put('/adspots/:id/toggle', async (req, res) => {
    res.json(adSpotJson(await s.adSpots.toggle(req.actor, req.params.id)));
  });
  r.put('/adspots/:id', async (req, res) => {
    res.json(adSpotJson(await s.adSpots.update(req.actor, req.params.id, req.body)));
  });
  r.delete('/adspots/:id', async (req, res) => {
    await s.adSpots.remove(req.actor, req.params.id);
    res.json(deleted(req.params.id));
  });

  // Image upload: multipart field "image"; the answer keeps the shape the admin form expects.
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 5 } });
  r.post('/uploads', upload.single('image'), async (req, res) => {
    if (!req.file) throw new BadRequestError('Send one image file in the field "image"');
    const stored = await s.uploads.storeImage(req.actor, { buffer: req.file.buffer, originalName: req.file.originalname });
    res.status(201).json({ success: true, data: { url: stored.url, width: stored.width, height: stored.height } });
  });
  r.use('/uploads', restErrorHandler(logger, (body) => ({ success: false, ...body, error: { message: body.message } })));

  return r;
}
