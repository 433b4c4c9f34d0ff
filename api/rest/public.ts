// Public REST routes of SPEC.md section 7, plus the route-data PATCH the route editor uses.
import { Router, type Response } from 'express';
import type { Services } from '../services';
import { adSpotJson, contactJson, faqJson, providerJson, resourceJson } from './presenters';
import { PUBLIC_CACHE_CONTROL } from '../http/cacheHeaders';

const cacheable = (res: Response) => res.set('Cache-Control', PUBLIC_CACHE_CONTROL);

export function publicRoutes(s: Services): Router {
  const r = Router();

  r.get('/providers', async (req, res) => {
    const list = await s.providers.list(req.actor);
    cacheable(res).json(list.map(providerJson));
  });

  r.get('/providers/:key', async (req, res) => {
    res.json(providerJson(await s.providers.getByKey(req.actor, req.params.key)));
  });

  r.patch('/providers/:id', async (req, res) => {
    res.json(providerJson(await s.providers.updateRoute(req.actor, req.params.id, req.body)));
  });

  r.get('/resources', async (req, res) => {
    const list = await s.resources.list(req.actor);
    cacheable(res).json(list.map(resourceJson));
  });

  r.get('/faqs', async (req, res) => {
    const list = await s.faqs.list(req.actor);
    cacheable(res).json(list.map(faqJson));
  });

  r.get('/adspots/location/:location', async (req, res) => {
    const list = await s.adSpots.listByLocation(req.actor, req.params.location);
    cacheable(res).json(list.map(adSpotJson));
  });

  r.post('/contact', async (req, res) => {
    const { submission, replayed } = await s.contacts.submit(req.actor, req.body, { idempotencyKey: req.get('Idempotency-Key'), client: req.ip ?? 'unknown' });
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(replayed ? 200 : 201).json({ success: true, ...contactJson(submission) });
  });

  return r;
}
