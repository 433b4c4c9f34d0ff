// The site's HTML pages. Public pages are rendered on the server (dist/ssr/render.js, built from
// web/ssr/: the render entry, the document and its head, the islands) into a whole document
// (web/ssr/document.ts): the <head> facts of the page (title, description,
// canonical, Open Graph, JSON-LD; api/domain/seo.ts), the critical CSS, the markup, the data cache
// for hydration and a small loader for the page's scripts. Admin pages are an empty shell the
// browser renders (they need a session; nothing for crawlers). Anonymous page HTML is the same for
// every visitor, so it is prepared once per path and content version and served from the
// prepared-bytes cache (api/http/publicCache.ts) until any write clears it.
//
// CSP without nonces: the only inline script is the loader (web/ssr/loader.ts, built into
// dist/ssr/loader.js), identical on every page and allowed by its hash; the scripts it inserts are trusted through 'strict-dynamic' (as are the ad scripts they
// add). Nothing in a cached page is per-answer, so cached bytes are served as they are.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { ADSENSE_SCRIPT_ORIGIN, EZOIC_SCRIPT_ORIGINS } from '../domain/adCode';
import type { ContactFormEcho, DocumentParts, ExecuteOperation, PageDocument, RenderPage, RenderResult } from '../domain/render';
import { CONTACT_HONEYPOT } from '../domain/inputs/public';
import { PUBLIC_PAGE_KEYS, ROUTES, isAdminPage } from '../domain/routes';
import { resourceTypeKey } from '../domain/rules';
import { escapeHtml, providerPath, safeJsonForScript } from '../domain/seo';
import { SITE } from '../domain/site';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { ANONYMOUS } from '../services/actor';
import { DATABASE_RETRY_AFTER_SECONDS, asAppError } from '../services/errors';
import { restAnswer } from '../rest/errors';
import { PAGE_TEXTS } from '../domain/texts';
import type { DatabaseHealth } from '../db/health';
import { acceptsHtml } from './accept';
import { readContactForm } from './contactForm';
import { originOrRefuse, requestOrigin } from './origin';
import { NOT_FOUND_PAGE, NOT_FOUND_SLUG, PROVIDER_NOT_FOUND_PAGE, isNotFoundPage, resolvePage, type PageCatalog } from './pageCatalog';
import { ORIGIN_PLACEHOLDER, type CacheState, type PageEntry, type PublicReadCache } from './publicCache';
import { RenderBudget, SERVER_CLIENT, UNLIMITED_RENDERS, isRefusal, type RenderLimits, type RenderRefusal } from './renderBudget';
import { refuseCrossSiteForms } from './sameSite';

/** The CSP source that allows one inline script by its hash ('sha256-…'). */
export function scriptHash(code: string): string {
  return `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * The pages' CSP: the loader by its hash (none while the app is not built), what it loads through
 * 'strict-dynamic' ('self' and the ad origins for browsers without it).
 */
export const pageCsp = (loaderHash: string | null): string => [
  "default-src 'self'",
  `script-src ${loaderHash ? `${loaderHash} ` : ''}'strict-dynamic' 'self' ${ADSENSE_SCRIPT_ORIGIN} ${EZOIC_SCRIPT_ORIGINS.join(' ')}`,
  // MUI's styles are inserted at run time (emotion); styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "frame-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Served pages are revalidated on every use (ETag → 304); shared caches may keep them. */
const PAGE_CACHE_CONTROL = 'public, no-cache';
/** A redirect from another spelling of a page's address to its own. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';
/** An archived provider's page sent to the one the admin named: kept briefly, as the provider can be restored. */
const MOVED_CACHE_CONTROL = 'public, max-age=300';
/** Provider pages made ready before a process says it is ready (the most visited; the rest on first visit). */
const WARM_PROVIDER_PAGES = 50;
/** How late a page whose time ran out may still be sent while its next render is made. */
const EXPIRED_PAGE_GRACE_MS = 10_000;

interface BuildManifest {
  /** Files of the main entry, in load order. */
  entry: string[];
  /** Web fonts to preload. */
  preloadFonts: string[];
}

interface WebBuild {
  /** What every page document names: its scripts, fonts, inlined CSS and the loader's code. */
  parts: DocumentParts;
  /** The pages' CSP, with the loader's hash. */
  csp: string;
  render: RenderPage;
  document: PageDocument;
}

export interface PagesOptions {
  webDir: string;
  ssrFile: string;
  /** The configured public origin (PUBLIC_URL), or null to use each request's own. */
  publicUrl: string | null;
  services: Services;
  execute: ExecuteOperation;
  cache: PublicReadCache;
  health: DatabaseHealth;
  logger: Logger;
  renderLimits?: RenderLimits;
  /** Told of every render: how long it took, and whether its data was read (the operator's metrics). */
  onRender?: (seconds: number, outcome: 'ok' | 'failed') => void;
}

export interface PagesHandler {
  get: RequestHandler;
  contactPost: RequestHandler[];
  /** Renders the public pages crawlers and visitors reach first, so a new process serves them at once. */
  warm(): Promise<number>;
  /** Renders waiting for a turn now, all clients together. */
  queuedRenders(): number;
}

/** The loader's file, beside the server renderer (the 'loader' config in webpack.config.js). */
const LOADER_FILE = 'loader.js';

/** The built web app and its server renderer, or null when `npm run build:web` has not run. */
function loadWebBuild(webDir: string, ssrFile: string, logger: Logger): WebBuild | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webDir, 'manifest.json'), 'utf8')) as BuildManifest;
    const css = manifest.entry
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(webDir, file), 'utf8'))
      .join('\n');
    // The main bundle only: the page's own chunk and the data client load when its content hydrates.
    const scripts = manifest.entry.filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
    // The loader (web/ssr/loader.ts), built beside the renderer, inlined in every page.
    const loader = fs.readFileSync(path.join(path.dirname(ssrFile), LOADER_FILE), 'utf8').trim();
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the renderer is a build output, found at run time
    const { renderPage, pageDocument } = require(ssrFile) as { renderPage: RenderPage; pageDocument: PageDocument };
    return { parts: { scripts, preloadFonts: manifest.preloadFonts, css, loader }, csp: pageCsp(scriptHash(loader)), render: renderPage, document: pageDocument };
  } catch (error) {
    logger.warn({ err: error, webDir, ssrFile }, 'web app not built: pages answer 503 until `npm run build:web`');
    return null;
  }
}

const NOT_BUILT_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SITE.shortName}</title></head>
<body><p>The web app has not been built yet. Run <code>npm run build:web</code>.</p></body></html>`;

/** A small page of its own (no scripts, no data): the answer when no page can be given now. */
function noticePage(title: string, lines: string[], retryAfterSeconds: number): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta http-equiv="refresh" content="${Math.max(retryAfterSeconds, 5)}"><title>${escapeHtml(title)} | ${SITE.shortName}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a}header{background:${SITE.themeColor};color:#fff;padding:12px 20px;font-weight:700}main{max-width:36rem;margin:0 auto;padding:32px 20px}h1{font-size:1.5rem}a{color:${SITE.themeColor}}</style>
</head><body><header>${SITE.shortName}</header><main><h1>${escapeHtml(title)}</h1>${paragraphs}<p><a href="">${escapeHtml(PAGE_TEXTS.tryAgain)}</a></p></main></body></html>`;
}

/**
 * How the provider query for a slug is named in the data handed to the browser (Apollo's cache
 * key, as a JSON string escaped for a script element): the same text wherever it occurs.
 */
function providerQueryKey(slug: string): string {
  return safeJsonForScript(`provider(${JSON.stringify({ slug })})`);
}

/** A failure the database's absence explains (logged once by the health watch, not per page). */
function isOutage(failure: unknown): boolean {
  const code = (failure as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return code === 'SERVICE_UNAVAILABLE' || asAppError(failure)?.code === 'UNAVAILABLE';
}

/** Whether a GraphQL answer's errors say its data could not be read (not "no such provider"). */
function failedRead(result: Awaited<ReturnType<ExecuteOperation>>): unknown {
  return result.errors?.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.extensions?.code === 'SERVICE_UNAVAILABLE') ?? null;
}

export function pagesHandler(options: PagesOptions): PagesHandler {
  const { webDir, ssrFile, publicUrl, services, execute, cache, health, logger } = options;
  // Without the cache (PUBLIC_READ_CACHE=off, a measurement) every request renders: no budget then.
  const budget = new RenderBudget(cache.isEnabled ? options.renderLimits : UNLIMITED_RENDERS);
  let build: WebBuild | null | undefined;
  const web = () => (build === undefined ? (build = loadWebBuild(webDir, ssrFile, logger)) : build);
  /** Pages are rendered once for every origin: the origin goes in afterwards (PublicReadCache's copies). */
  const renderOrigin = publicUrl ?? ORIGIN_PLACEHOLDER;

  /** The whole document (the admin pages' empty shell without `rendered`): web/ssr/document.ts. */
  const documentFor = (b: WebBuild, origin: string, pathAndQuery: string, rendered: RenderResult | null): string => b.document(b.parts, origin, pathAndQuery, rendered);

  const send = (res: Response, status: number, html: string, cacheControl: string) => {
    res.status(status);
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, 'Content-Security-Policy': web()?.csp ?? pageCsp(null) });
    res.send(html);
  };

  /** 503: the database is away and this page was never kept. The browser tries again by itself. */
  const unavailable = (res: Response, lines: string[] = [PAGE_TEXTS.unavailable]) => {
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    send(res, 503, noticePage(PAGE_TEXTS.unavailableTitle, lines, DATABASE_RETRY_AFTER_SECONDS), 'no-store');
  };

  /** 429 (this client asked for too many new pages, or has too many waiting) or 503 (too many renders waiting for everyone). */
  const refused = (res: Response, refusal: RenderRefusal) => {
    if (res.destroyed) return; // the visitor went away: nobody to answer
    res.set('Retry-After', String(refusal.retryAfterSeconds));
    const status = refusal.refused === 'address' || refusal.refused === 'backlog' ? 429 : 503;
    send(res, status, noticePage(PAGE_TEXTS.busyTitle, [PAGE_TEXTS.busy(refusal.retryAfterSeconds)], refusal.retryAfterSeconds), 'no-store');
  };

  // ---- what is a page: the catalog of slugs and resource types, read once per content version ----

  let catalogWork: { generation: number; work: Promise<PageCatalog> } | null = null;
  /** The current catalog; the last one read when the database is away; null when none was ever read. */
  const catalogNow = async (): Promise<PageCatalog | null> => {
    const current = cache.currentCatalog();
    if (current) return current;
    if (!health.isUp) return cache.lastCatalog();
    const generation = cache.currentGeneration();
    if (catalogWork?.generation !== generation) {
      const work = Promise.all([services.providers.pageSlugs(ANONYMOUS), services.resources.list(ANONYMOUS), services.providers.archivedPages(ANONYMOUS)]).then(([slugs, resources, archived]) => {
        const catalog = { generation, slugs: new Set(slugs), resourceTypes: new Set(resources.map((r) => resourceTypeKey(r.type))), archived };
        cache.setCatalog(catalog);
        return catalog;
      });
      catalogWork = { generation, work };
      work.catch(() => {
        if (catalogWork?.work === work) catalogWork = null;
      });
    }
    try {
      return await catalogWork.work;
    } catch (error) {
      health.reportFailure(error);
      if (!asAppError(error)) logger.error({ err: error }, 'could not read which pages exist');
      return cache.lastCatalog();
    }
  };

  // ---- rendering ------------------------------------------------------------------------------

  const renderDocument = async (b: WebBuild, origin: string, url: string, contactForm?: ContactFormEcho) => {
    // The page's queries, watched: a render whose data could not be read is never kept.
    let failure: unknown = null;
    const watched: ExecuteOperation = (operation) =>
      execute(operation).then(
        (result) => ((failure ??= failedRead(result)), result),
        (error: unknown) => {
          failure ??= error ?? new Error('query failed');
          throw error;
        },
      );
    const started = performance.now();
    try {
      const rendered = await b.render({ url, origin, execute: watched, contactForm });
      options.onRender?.((performance.now() - started) / 1000, failure ? 'failed' : 'ok');
      return { status: rendered.status, rendered, failure };
    } catch (error) {
      options.onRender?.((performance.now() - started) / 1000, 'failed');
      return { status: 500, rendered: null, failure: failure ?? error };
    }
  };

  type Rendered = PageEntry | RenderRefusal | { failure: unknown };
  /**
   * One render per page at a time: visitors arriving together after a write share it. `waiting`
   * counts the requests still waiting for it; when the last one goes away (its socket closed)
   * before the render started, it leaves the queue (a render nobody asked for, null, never does).
   */
  interface Flight {
    work: Promise<Rendered>;
    waiting: number;
    started: boolean;
    leave: AbortController | null;
  }
  const inFlight = new Map<string, Flight>();

  /** Holds `res`'s place in a render: given up when every client waiting for it went away before it started. */
  const waitFor = (key: string, flight: Flight, res: Response | null) => {
    if (!res || !flight.leave) return;
    flight.waiting += 1;
    res.once('close', () => {
      if (res.writableFinished) return;
      flight.waiting -= 1;
      if (flight.waiting > 0 || flight.started) return;
      flight.leave!.abort(); // out of the queue now (RenderBudget.run), so the next visitor starts afresh
      if (inFlight.get(key) === flight) inFlight.delete(key);
    });
  };

  /**
   * Renders the page kept under `key` and keeps it (only when its data was read, and content did
   * not change meanwhile). `address` is the client it is charged to and queued for; null: nobody's
   * (a page refreshed in the background, warm-up), which waits in the queue as the server's own
   * client and is skipped when the queue is full.
   */
  const renderAndKeep = (b: WebBuild, key: string, address: string | null, res: Response | null = null): Promise<Rendered> => {
    const running = inFlight.get(key);
    if (running) {
      waitFor(key, running, res);
      return running.work;
    }
    const refusal = address === null ? null : budget.take(address);
    if (refusal) return Promise.resolve(refusal);
    const generation = cache.currentGeneration();
    const flight: Flight = { work: Promise.resolve({ failure: null }), waiting: 0, started: false, leave: address === null ? null : new AbortController() };
    const leave = flight.leave;
    const work = budget
      .run(address ?? SERVER_CLIENT, async () => {
        flight.started = true;
        let { status, rendered, failure } = await renderDocument(b, renderOrigin, key);
        // A query that drew a pooled connection the database had dropped fails alone: when the
        // database answers a fresh one, the page is rendered once more rather than served stale.
        if ((failure || !rendered) && isOutage(failure) && (await health.confirmOutage(failure))) {
          ({ status, rendered, failure } = await renderDocument(b, renderOrigin, key));
        }
        if (failure || !rendered) {
          if (isOutage(failure)) void health.confirmOutage(failure);
          else health.reportFailure(failure);
          if (!isOutage(failure)) logger.error({ err: failure, url: key }, 'page render failed');
          return { failure: failure ?? new Error('render failed') };
        }
        const page = { status, template: Buffer.from(documentFor(b, renderOrigin, key, rendered), 'utf8'), headers: [] as [string, string][], validUntil: rendered.validUntil };
        const keepable = status === 200 || (isNotFoundPage(key) && status === 404);
        return (keepable && cache.storePage(key, generation, page)) || { ...page, generation, copies: new Map() };
      }, leave?.signal)
      .finally(() => {
        if (inFlight.get(key) === flight) inFlight.delete(key);
      });
    flight.work = work;
    inFlight.set(key, flight);
    waitFor(key, flight, res);
    return work;
  };

  /**
   * Sends a page's copy for this request's origin (made from the page's document when it has none
   * yet). For an unknown provider, the document's data names the slug asked for (so the browser
   * hydrates it from that data): such a copy is made for that answer only. `status` overrides the
   * page's own (410: an archived provider's page, answered with the provider-not-found document).
   */
  const sendPage = async (req: Request, res: Response, key: string, entry: PageEntry, state: CacheState, slug?: string, status = entry.status): Promise<void> => {
    const copyKey = slug === undefined ? cache.copyKey(req) : null;
    let copy = copyKey === null ? undefined : entry.copies.get(copyKey);
    if (!copy) {
      const origin = publicUrl ?? requestOrigin(req, null)!;
      // With PUBLIC_URL and no slug to name, the copy's body is the kept document's own bytes.
      let html: string | Buffer = entry.template;
      if (!publicUrl || slug !== undefined) {
        let text = entry.template.toString('utf8');
        if (!publicUrl) text = text.split(ORIGIN_PLACEHOLDER).join(origin);
        if (slug !== undefined) text = text.split(providerQueryKey(NOT_FOUND_SLUG)).join(providerQueryKey(slug));
        html = text;
      }
      const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
      if (!entry.headers.length) entry.headers = pageHeaders(res, web()?.csp ?? pageCsp(null));
      copy = await cache.pageCopy(key, entry, copyKey, html, etag);
    }
    cache.send(req, res, copy, state, status, { viaApp: true, age: state === 'HIT' || state === 'MISS' ? undefined : cache.ageOf(entry) });
  };

  const get: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A page is only ever HTML: a client that accepts none (Accept: application/json) is told so in
    // the type it asked for, never sent the page (the cache in front of the app does the same).
    if (!acceptsHtml(req.get('Accept'))) return void res.status(406).set('Cache-Control', 'no-store').json({ message: PAGE_TEXTS.notAcceptable });
    const b = web();
    if (!b) return send(res, 503, NOT_BUILT_HTML, 'no-store');
    if (!originOrRefuse(req, res, publicUrl)) return;
    if (isAdminPage(req.path)) return send(res, 200, documentFor(b, publicUrl ?? requestOrigin(req, null)!, req.path, null), 'private, no-cache');

    try {
      const catalog = await catalogNow();
      if (!catalog) return unavailable(res);
      const answer = cache.resolve(req.originalUrl) ?? resolvePage(req.originalUrl, catalog);
      if (answer.kind === 'admin') return next(); // handled above; never a kept page
      if (answer.kind === 'redirect' || answer.kind === 'moved') {
        res.set('Cache-Control', answer.kind === 'moved' ? MOVED_CACHE_CONTROL : REDIRECT_CACHE_CONTROL);
        return res.redirect(301, answer.location);
      }
      const key = answer.key;
      const slug = answer.kind === 'notFound' ? answer.slug : undefined;
      const status = answer.kind === 'notFound' ? answer.status : undefined;
      const current = cache.page(key);
      if (current) return await sendPage(req, res, key, current, cache.currentState, slug, status);
      // A page that only ran out of time (a trip's answer holds to the end of its minute): the copy
      // that just expired is sent while one render makes the next, so visitors never wait on the
      // minute turning (at most EXPIRED_PAGE_GRACE_MS late; past that they wait for the render).
      const expired = health.isUp ? cache.expiredPage(key, EXPIRED_PAGE_GRACE_MS) : undefined;
      if (expired) {
        void renderAndKeep(b, key, null).catch((error: unknown) => logger.error({ err: error, url: key }, 'page render failed'));
        return await sendPage(req, res, key, expired, 'UPDATING', slug, status);
      }
      const lastGood = () => cache.page(key, { stale: true });
      if (!health.isUp) {
        const kept = lastGood();
        return kept ? await sendPage(req, res, key, kept, 'STALE', slug, status) : unavailable(res);
      }
      const result = await renderAndKeep(b, key, req.clientGroup, res);
      if (res.destroyed) return; // the visitor went away while the page was made
      if (isRefusal(result) || 'failure' in result) {
        const kept = lastGood();
        if (kept) return await sendPage(req, res, key, kept, 'STALE', slug, status);
        return isRefusal(result) ? refused(res, result) : unavailable(res);
      }
      await sendPage(req, res, key, result, 'MISS', slug, status);
    } catch (error) {
      next(error);
    }
  };

  const warm = async (): Promise<number> => {
    const b = web();
    if (!b) return 0;
    const catalog = await catalogNow();
    const fixed = PUBLIC_PAGE_KEYS.map((key) => ROUTES[key].path).filter((p) => !p.includes(':'));
    const providers = [...(catalog?.slugs ?? [])].slice(0, WARM_PROVIDER_PAGES).map(providerPath);
    let kept = 0;
    for (const key of [...fixed, ...providers, NOT_FOUND_PAGE, PROVIDER_NOT_FOUND_PAGE]) {
      const result = await renderAndKeep(b, key, null);
      if (!isRefusal(result) && !('failure' in result)) kept += 1;
    }
    return kept;
  };

  /**
   * The contact form without scripts (or sent before the page hydrated) posts here. Stored: 303 to
   * the thank-you page. Refused: the contact page again with what was typed and the messages.
   */
  const contactPost: RequestHandler = async (req, res, next) => {
    const b = web();
    if (!b) return send(res, 503, NOT_BUILT_HTML, 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (f: string) => (typeof body[f] === 'string' ? (body[f] as string) : '');
    const values = { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
    try {
      // The honeypot goes to the service, which decides on it; it is never echoed into the form.
      const posted = { ...values, [CONTACT_HONEYPOT]: text(CONTACT_HONEYPOT) };
      await services.contacts.submit(ANONYMOUS, posted, { client: req.clientGroup });
      res.redirect(303, '/contact?sent=1');
    } catch (caught) {
      const error = asAppError(caught);
      if (!error) return next(caught);
      if (error.code === 'UNAVAILABLE') {
        health.reportFailure(caught);
        return unavailable(res, [PAGE_TEXTS.unavailable, PAGE_TEXTS.messageNotSent]);
      }
      // The same status, headers and messages the REST route answers (api/rest/errors.ts), shown in the form.
      const answer = restAnswer(error);
      const echo: ContactFormEcho = answer.body.errors ? { values, errors: answer.body.errors } : { values, errors: {}, message: answer.body.message };
      const status = answer.status;
      for (const [name, value] of Object.entries(answer.headers ?? {})) if (name.toLowerCase() !== 'cache-control') res.set(name, value);
      const refusal = budget.take(req.clientGroup);
      if (refusal) return refused(res, refusal);
      const { rendered, failure } = await renderDocument(b, requestOrigin(req, publicUrl) ?? publicUrl ?? '', '/contact', echo);
      if (failure || !rendered) return unavailable(res, [PAGE_TEXTS.unavailable, PAGE_TEXTS.messageNotSent]);
      send(res, status, documentFor(b, requestOrigin(req, publicUrl) ?? publicUrl ?? '', '/contact', rendered), 'no-store');
    }
  };

  // The form of any size is read (each value cut past any limit, ./contactForm.ts), so an over-long
  // field is answered with its field message on the page, as the REST route answers it.
  return { get, warm, queuedRenders: () => budget.queued, contactPost: [refuseCrossSiteForms(publicUrl), readContactForm, contactPost] };
}

/** The headers every copy of a page is sent with: what this answer carries (security headers included). */
function pageHeaders(res: Response, csp: string): [string, string][] {
  const headers = Object.entries(res.getHeaders())
    .filter(([name, value]) => value !== undefined && !['content-length', 'x-request-id', 'set-cookie', 'etag', 'retry-after', 'location'].includes(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]);
  return [
    ...headers,
    ['content-type', 'text/html; charset=utf-8'],
    ['cache-control', PAGE_CACHE_CONTROL],
    ['content-security-policy', csp],
  ];
}
