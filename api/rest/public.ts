// Public REST routes of SPEC.md section 7, plus the route-data PATCH the route editor uses.
import { Router, type Response } from 'express';
import type { ProviderSearchFilter } from '../domain/inputs';
import type { Services } from '../services';
import { adSpotJson, contactJson, faqJson, providerJson, resourceJson } from './presenters';
import { PUBLIC_CACHE_CONTROL } from '../http/cacheHeaders';

const cacheable = (res: Response) => res.set('Cache-Control', PUBLIC_CACHE_CONTROL);

/** The search's query parameters as the service's filter; a value given twice is refused by its rule. */
function providerSearch(query: Record<string, unknown>): ProviderSearchFilter {
  const given = (name: string) => (query[name] === undefined || query[name] === '' ? undefined : String(query[name]));
  const places = [given('from'), given('to')].filter((place): place is string => place !== undefined);
  return { servesPlaces: places.length ? places : undefined, passengers: given('passengers') };
}

export function publicRoutes(s: Services): Router {
  const r = Router();

  // ?from=&to=&passengers= answer as the home search does; the prepared-bytes cache keys on the
  // whole URL, so each filtered answer is kept apart from the full list.
  r.get('/providers', async (req, res) => {
    const list = await s.providers.list(req.actor, providerSearch(req.query));
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
