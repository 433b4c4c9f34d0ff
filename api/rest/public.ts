// Public REST routes of SPEC.md section 7 (the route editor's PATCH /api/providers/:id is an admin route: admin.ts).
import express, { Router, type RequestHandler, type Response } from 'express';
import { CLICK_PATH } from '../domain/clicks';
import { REQUEST_TEXTS } from '../domain/texts';
import { BadRequestError } from '../services/errors';
import type { ProviderSearchFilter } from '../domain/inputs';
import { tripInputFromQuery } from '../domain/trip';
import type { Services } from '../services';
import { airportOptionJson, contactJson, publicAdSpotJson, faqJson, placeJson, providerJson, resourceJson, tripJsonText } from './presenters';
import { TRIP_REST_QUERY, readTripExpand } from './contract';
import { onlyQueryParameters } from './query';
import { openApiDocument } from './openapi';
import { PUBLIC_CACHE_CONTROL, PUBLIC_REVALIDATE } from '../http/cacheHeaders';
import { takeTripAnswer } from '../http/tripAllowance';

const cacheable = (res: Response) => res.set('Cache-Control', PUBLIC_CACHE_CONTROL);

/** The search's query parameters as the service's filter; a value given twice is refused by its rule. */
function providerSearch(query: Record<string, unknown>): ProviderSearchFilter {
  const given = (name: string) => (query[name] === undefined || query[name] === '' ? undefined : String(query[name]));
  const places = [given('from'), given('to')].filter((place): place is string => place !== undefined);
  return { servesPlaces: places.length ? places : undefined, passengers: given('passengers') };
}

/** A query parameter as text: one given twice reads as both values, which no rule accepts. */
const queryText = (value: unknown) => (value === undefined ? undefined : Array.isArray(value) ? value.join(',') : String(value));

/**
 * A beacon's body: navigator.sendBeacon sends a string as text/plain (no preflight, nothing to
 * configure), so JSON is read from text/plain as well as from application/json.
 */
const beaconJson: RequestHandler[] = [
  express.text({ type: 'text/plain', limit: '2kb' }),
  (req, _res, next) => {
    if (typeof req.body !== 'string') return next();
    try {
      req.body = JSON.parse(req.body);
    } catch {
      return next(new BadRequestError(REQUEST_TEXTS.notJson));
    }
    next();
  },
];

export function publicRoutes(s: Services): Router {
  const r = Router();

  // ?from=&to=&passengers= answer as the home search does; the prepared-bytes cache keys on the
  // whole URL, so each filtered answer is kept apart from the full list.
  r.get('/providers', async (req, res) => {
    const list = await s.providers.list(req.actor, providerSearch(req.query));
    cacheable(res).json(list.map((p) => providerJson(p)));
  });

  // A trip's answer (the same as GraphQL trip(input)), from the trip's query parameters. It depends on
  // the clock, so it says until when it holds (Expires) and browsers revalidate it (ETag).
  // Any other query parameter, or one given twice, is refused (400 naming each): a misspelt
  // pax=3 must not answer for one passenger. Providers are named by { id, slug, name }
  // unless ?expand=provider.
  r.get('/trip', onlyQueryParameters(TRIP_REST_QUERY), async (req, res) => {
    const expandProviders = readTripExpand(queryText(req.query.expand));
    takeTripAnswer(req);
    const answer = await s.providers.trip(req.actor, tripInputFromQuery((name) => queryText(req.query[name])));
    res.set({ 'Cache-Control': PUBLIC_REVALIDATE, Expires: new Date(answer.validUntil).toUTCString() }).type('json').send(tripJsonText(answer, { expandProviders }));
  });

  // The places a trip is between, with their codes (the same for everyone, changed only by a release).
  r.get('/places', onlyQueryParameters([]), (req, res) => {
    cacheable(res).json(s.providers.places(req.actor).map(placeJson));
  });

  r.get('/providers/:key', async (req, res) => {
    // A slug from before a rename moves to the new address, as the provider's page does.
    const moved = await s.providers.renamedSlug(req.actor, req.params.key);
    if (moved) {
      const to = `/api/providers/${encodeURIComponent(moved)}`;
      res.status(301).location(to).json({ message: `This provider moved to ${to}`, movedTo: to });
      return;
    }
    res.json(providerJson(await s.providers.getByKey(req.actor, req.params.key)));
  });

  r.get('/resources', async (req, res) => {
    const list = await s.resources.list(req.actor);
    cacheable(res).json(list.map(resourceJson));
  });

  r.get('/faqs', async (req, res) => {
    const list = await s.faqs.list(req.actor);
    cacheable(res).json(list.map(faqJson));
  });

  // What exists at the airport at any hour: the enabled options, in the operator's order.
  r.get('/airport-options', async (req, res) => {
    const list = await s.airportOptions.list(req.actor);
    cacheable(res).json(list.map(airportOptionJson));
  });

  r.get('/adspots/location/:location', async (req, res) => {
    const list = await s.adSpots.listByLocation(req.actor, req.params.location);
    cacheable(res).json(list.map(publicAdSpotJson));
  });

  // Needs no cross-site check (the no-script form's POST /contact has one, api/http/sameSite.ts):
  // the body is read only as application/json, which another site's page can send only after a
  // CORS preflight this server never grants (it sends no Access-Control-* header). What a page can
  // send without asking (text/plain, form encodings) is not parsed here, so it fails validation
  // and nothing is stored; tests/integration/cross-site.test.ts holds both facts.
  r.post('/contact', async (req, res) => {
    const { submission, replayed } = await s.contacts.submit(req.actor, req.body, { idempotencyKey: req.get('Idempotency-Key'), client: req.clientGroup });
    if (replayed) res.set('Idempotent-Replayed', 'true');
    res.status(replayed ? 200 : 201).json({ success: true, ...contactJson(submission) });
  });

  // A booking click: 202 whether counted or not (a crawler's, another site's, or one sent twice), since the beacon
  // reads no answer; bad input and unknown providers 400, over the client's limit 429.
  r.post(CLICK_PATH.replace(/^\/api/, ''), ...beaconJson, async (req, res) => {
    const answer = await s.clicks.record(req.actor, req.body, { client: req.clientGroup, userAgent: req.get('User-Agent'), fetchSite: req.get('Sec-Fetch-Site') });
    res.status(202).json(answer);
  });

  // The contract as OpenAPI 3.1, built from the route table once per process (it changes with a release).
  let openApiText: string | undefined;
  r.get('/openapi.json', onlyQueryParameters([]), (_req, res) => {
    openApiText ??= JSON.stringify(openApiDocument());
    cacheable(res).type('json').send(openApiText);
  });

  return r;
}
