// Hot anonymous reads answered from prepared bytes, in front of the Express app: no session,
// database, JSON or rendering work per request. Express answers a miss as usual; the recorder
// keeps the API answers that say they are public, and the page handler (api/http/pages.ts) keeps
// rendered pages, brotli and gzip prepared once. Two budgets: API answers (whose URLs anyone can
// vary) can never push the pages out.
//
// A write to public content (in this process, or in another one, seen through
// ContentVersionService's poll) starts a new generation: older entries are no longer served as
// they are, but they stay (until the budget needs their room) as the last good copy, which is
// served, marked `X-Cache: STALE`, while the database cannot be reached. Only answers whose data
// was read successfully are ever stored.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { NOT_PAGE_PATHS, PUBLIC_REST_LIST } from '../domain/routes';
import { SITEMAP_PATH } from '../domain/seo';
import { acceptKey, acceptsHtml } from './accept';
import { originKey } from './origin';
import { resolvePage, type PageAnswer, type PageCatalog } from './pageCatalog';
import { requestIdFor } from './requestId';

/** Bytes ready to send, with the headers they go with. */
export interface Prepared {
  headers: [string, string | string[]][];
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string | null;
}

interface ReadEntry extends Prepared {
  generation: number;
}

/**
 * A rendered page: its document once, and the prepared bytes for each origin it was asked on.
 * With PUBLIC_URL there is one origin. Without it the document holds ORIGIN_PLACEHOLDER where the
 * origin goes (canonical link, Open Graph, structured data) and each origin's copy is made from
 * it by substitution: a new Host header never costs a render and never changes a kept copy.
 */
export interface PageEntry {
  generation: number;
  status: number;
  /** A page that depends on the clock is current only until then (ms since the epoch). */
  validUntil?: number;
  /** When it was kept (ms since the epoch): an expired or last good copy is sent with its Age. */
  keptAt?: number;
  /**
   * The document as UTF-8 bytes; with ORIGIN_PLACEHOLDER in it when PUBLIC_URL is not set. Bytes,
   * not a string: a page with any character past Latin-1 (an arrow, a curly quote) is a two-byte
   * string in V8, twice the length the budget counted. With PUBLIC_URL the one copy's body is
   * these same bytes.
   */
  template: Buffer;
  /** Security and content headers every copy is sent with. */
  headers: [string, string][];
  copies: Map<string, Prepared>;
}

/**
 * Stands for the request's origin in a page rendered without PUBLIC_URL; it cannot occur in
 * content (a '.invalid' host, RFC 2606) and needs no escaping in HTML or JSON.
 */
export const ORIGIN_PLACEHOLDER = 'https://origin.rdu-rides.invalid';

/** Copies per page for different origins (localhost, 127.0.0.1, a LAN name...); past that they are made per request. */
const MAX_ORIGIN_COPIES = 4;

/** Headers that belong to one answer, not to the cached content. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie', 'x-request-id']);
/** The public lists, GraphQL GETs (with a query) and the sitemap (exactly: it takes no query). */
function isCacheableUrl(url: string): boolean {
  const path = url.split('?')[0];
  return PUBLIC_REST_LIST.test(path) || isGraphqlUrl(url) || url === SITEMAP_PATH;
}
const isGraphqlUrl = (url: string) => /^\/graphql\/?\?/.test(url);

/**
 * The key an API answer is kept under: its URL, and for a GraphQL GET the Accept it was asked with
 * too (Apollo answers application/json or application/graphql-response+json as Accept says, with
 * `Vary: Accept`), so a client is never sent the type another client asked for. The REST lists
 * and the sitemap are one type whatever Accept says.
 */
function readKey(req: IncomingMessage, url: string): string {
  return isGraphqlUrl(url) ? `${url}\n${acceptKey(req.headers.accept)}` : url;
}
const GZIP_MIN_BYTES = 1024;
/** Paths that are never pages (files, APIs): a request for them never looks for a page. */
export const isNotAPage = (path: string) => NOT_PAGE_PATHS.some((re) => re.test(path)) || /\.[a-z0-9]+$/i.test(path);
// Brotli at 9 is close to its best for HTML at a fraction of 11's time; a page is compressed once
// per content version and origin.
const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };
const BROTLI_PAGE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/** An answer served from the cache, for the request log. */
export interface CacheHit {
  id: string;
  method: string;
  url: string;
  statusCode: number;
}

export interface PublicCacheOptions {
  sessionCookie: string;
  /**
   * Told of every answer served from the cache (the request log, when it logs them). Without it a
   * cached answer carries a request id only when the caller sent one.
   */
  onHit?: (hit: CacheHit) => void;
  /** The API answers' budget (entries and bytes). */
  maxReads?: number;
  maxReadBytes?: number;
  /** The pages' budget. */
  maxPages?: number;
  maxPageBytes?: number;
  /** PUBLIC_URL: pages embed it; without it each origin gets its own copy of a page. */
  publicUrl?: string | null;
  /** false (PUBLIC_READ_CACHE=off, to measure what the cache saves): nothing is kept. */
  enabled?: boolean;
  /** The clock answers that hold until a moment are judged by (Date.now; tests move their own). */
  now?: () => number;
}

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** An entry's headers as [name, value, name, value...] (lower-case names), made once per entry. */
const RAW = new WeakMap<Prepared, string[]>();
function rawHeaders(entry: Prepared): string[] {
  let raw = RAW.get(entry);
  if (!raw) {
    raw = [];
    for (const [name, value] of entry.headers) {
      for (const one of Array.isArray(value) ? value : [value]) raw.push(name.toLowerCase(), one);
    }
    RAW.set(entry, raw);
  }
  return raw;
}

function withoutCacheControl(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i] !== 'cache-control') out.push(raw[i], raw[i + 1]);
  return out;
}

/**
 * X-Cache: HIT (current), STALE (the last good copy, the database away), UPDATING (a page whose
 * time just ran out, sent while its next render is made) or MISS (rendered for this answer).
 */
export type CacheState = 'HIT' | 'STALE' | 'UPDATING' | 'MISS';

/** Of this content version, and not past the moment it stops holding. */
const isCurrent = (entry: PageEntry, generation: number, now: () => number) => entry.generation === generation && (entry.validUntil === undefined || now() < entry.validUntil);

const sizeOf = (p: Prepared) => p.body.length + (p.gzip?.length ?? 0) + (p.br?.length ?? 0) + 512;

/** A kept page's bytes: its document, and each copy's (a copy whose body is the document itself adds only its encodings). */
export const pageSize = (e: PageEntry): number =>
  e.template.length + 512 + [...e.copies.values()].reduce((n, p) => n + sizeOf(p) - (p.body === e.template ? p.body.length : 0), 0);

export class PublicReadCache {
  private readonly reads: LRUCache<string, ReadEntry>;
  private readonly pages: LRUCache<string, PageEntry>;
  private generation = 0;
  private catalog: PageCatalog | null = null;
  private readonly resolved = new LRUCache<string, PageAnswer>({ max: 2000 });
  /** Copies being made, per page and origin (pageCopy). */
  private readonly copiesMade = new WeakMap<PageEntry, Map<string, Promise<Prepared>>>();
  private readonly cookieMarker: string;
  private readonly onHit: PublicCacheOptions['onHit'];
  readonly publicUrl: string | null;
  private readonly enabled: boolean;
  private readonly now: () => number;
  /**
   * The database cannot be reached: no write is possible now, but one made just before may not have
   * been seen, so even the current copies are sent as the last good ones (STALE), not as current.
   */
  private unverified = false;
  hits = 0;

  constructor(options: PublicCacheOptions) {
    this.cookieMarker = `${options.sessionCookie}=`;
    this.onHit = options.onHit;
    this.publicUrl = options.publicUrl ?? null;
    this.enabled = options.enabled ?? true;
    this.now = options.now ?? Date.now;
    this.reads = new LRUCache<string, ReadEntry>({
      // A clock of the caller's is read at every check (the default one is read at most once a millisecond).
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      max: options.maxReads ?? 500,
      maxSize: options.maxReadBytes ?? 8 * 1024 * 1024,
      sizeCalculation: sizeOf,
    });
    this.pages = new LRUCache<string, PageEntry>({
      max: options.maxPages ?? 1000,
      maxSize: options.maxPageBytes ?? 48 * 1024 * 1024,
      sizeCalculation: pageSize,
    });
  }

  /** The bytes the pages' budget counts now: what the kept pages really hold (documents, copies, both encodings). */
  get pageBytes(): number {
    return this.pages.calculatedSize;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Whether what is kept can be checked against the database now (api/db/health.ts says). */
  setVerifiable(verifiable: boolean): void {
    this.unverified = !verifiable;
  }

  /** How a current copy is sent: as current, or as the last good one while the database is away. */
  get currentState(): 'HIT' | 'STALE' {
    return this.unverified ? 'STALE' : 'HIT';
  }

  /** Content changed: nothing kept so far is served as current again (it stays as the last good copy). */
  invalidate(): void {
    this.generation += 1;
  }

  /** Entries of both budgets, current or kept as the last good copy. */
  get size(): number {
    return this.reads.size + this.pages.size;
  }

  /** Changes with every invalidation: a render started before a write must not be stored after it. */
  currentGeneration(): number {
    return this.generation;
  }

  /** The content facts that decide which URLs are pages, when they were read in this generation. */
  currentCatalog(): PageCatalog | null {
    return this.catalog?.generation === this.generation ? this.catalog : null;
  }

  /** The last catalog read, whatever its generation (while the database is away). */
  lastCatalog(): PageCatalog | null {
    return this.catalog;
  }

  setCatalog(catalog: PageCatalog): void {
    if (catalog.generation !== this.generation) return;
    this.catalog = catalog;
    this.resolved.clear();
  }

  /**
   * The page a URL asks for under the current catalog (null without one), remembered per URL:
   * a popular page's address is read once, not on every hit.
   */
  resolve(url: string): PageAnswer | null {
    const catalog = this.currentCatalog();
    if (!catalog) return null;
    let answer = this.resolved.get(url);
    if (!answer) this.resolved.set(url, (answer = resolvePage(url, catalog)));
    return answer;
  }

  /** Which copy of a page a request gets: there is one origin with PUBLIC_URL, else the request's own. */
  copyKey(req: IncomingMessage): string {
    return this.publicUrl ? '' : originKey(req);
  }

  /** The page kept under this key, current only (or the last good one, of any generation). */
  page(key: string, { stale = false } = {}): PageEntry | undefined {
    const entry = this.pages.peek(key);
    if (!entry || (!stale && !isCurrent(entry, this.generation, this.now))) return undefined;
    return this.pages.get(key);
  }

  /**
   * A page whose content is current but whose time ran out (a trip's answer holds to the end of
   * its minute) less than `withinMs` ago: sent while its next render is made.
   */
  expiredPage(key: string, withinMs: number): PageEntry | undefined {
    const entry = this.pages.peek(key);
    if (!entry || entry.generation !== this.generation || entry.validUntil === undefined) return undefined;
    const late = this.now() - entry.validUntil;
    return late >= 0 && late < withinMs ? this.pages.get(key) : undefined;
  }

  /** Keeps a rendered page unless content changed since its render began. */
  storePage(key: string, generation: number, page: Omit<PageEntry, 'generation' | 'copies'>): PageEntry | undefined {
    if (generation !== this.generation || !this.enabled) return undefined;
    const entry: PageEntry = { ...page, generation, keptAt: this.now(), copies: new Map() };
    this.pages.set(key, entry);
    return entry;
  }

  /** Whether a copy made now for `copy` (an origin's key; null: this answer only) would be kept with the page. */
  keepsCopy(key: string, entry: PageEntry, copy: string | null): boolean {
    return copy !== null && entry.copies.size < MAX_ORIGIN_COPIES && this.pages.peek(key) === entry;
  }

  /**
   * The bytes of a page for one origin: kept with the page (up to MAX_ORIGIN_COPIES origins), or
   * made for this answer only (also when `copy` is null). `html` is the document for that origin.
   * Compressed on libuv's threads, not the event loop: a document is ~300 KB, and a flood of new
   * origins or unknown provider slugs would otherwise hold every other answer back.
   */
  async pageCopy(key: string, entry: PageEntry, copy: string | null, html: string | Buffer, etag: string): Promise<Prepared> {
    const kept = copy === null ? undefined : entry.copies.get(copy);
    if (kept) return kept;
    if (copy === null || !this.keepsCopy(key, entry, copy)) return this.makeCopy(key, entry, copy, html, etag);
    // One compression per copy: the visitors who arrive while it is made (a busy trip page's first
    // seconds after its minute turned) wait for it rather than each compressing the page again.
    let making = this.copiesMade.get(entry);
    if (!making) this.copiesMade.set(entry, (making = new Map()));
    let made = making.get(copy);
    if (!made) {
      made = this.makeCopy(key, entry, copy, html, etag).finally(() => making.delete(copy));
      making.set(copy, made);
    }
    return made;
  }

  private async makeCopy(key: string, entry: PageEntry, copy: string | null, html: string | Buffer, etag: string): Promise<Prepared> {
    const body = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
    const headers: Prepared['headers'] = [...entry.headers, ['etag', etag], ['vary', 'Accept-Encoding']];
    const keepable = () => this.keepsCopy(key, entry, copy);
    if (!keepable()) {
      // Made for this answer only (yet another origin): compressed fast, not well, in both
      // encodings (a client taking only one would otherwise have the response middleware compress
      // it again on the fly, at its own, slower, settings).
      const [gzip, br] = await Promise.all([gzipAsync(body, { level: 1 }), brotliAsync(body, BROTLI_FAST)]);
      return { headers, body, gzip, br, etag };
    }
    const [gzip, br] = await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, BROTLI_PAGE)]);
    const prepared: Prepared = { headers, body, gzip, br, etag };
    // Another answer may have made it meanwhile, or the page changed: keep one, current, copy.
    const made = entry.copies.get(copy!);
    if (made) return made;
    if (!keepable()) return prepared;
    entry.copies.set(copy!, prepared);
    // The entry's size changed. lru-cache recounts an entry only when set to another value (setting
    // the same object again keeps its old size: copies were never counted), so it is put in anew.
    this.pages.delete(key);
    this.pages.set(key, entry);
    return prepared;
  }

  /**
   * Anonymous GETs of the public lists, of GraphQL queries and of the sitemap (recorded only when
   * its router asks: see api/http/seo.ts). A GraphQL GET must carry the header
   * Apollo's CSRF prevention asks for, so a cached answer never bypasses that check.
   */
  private eligible(req: IncomingMessage, url: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!isCacheableUrl(url) || (req.headers.cookie ?? '').includes(this.cookieMarker)) return false;
    // A partner's keyed request is answered by the app: its key checked, its quota taken and told.
    if (req.headers.authorization !== undefined || req.headers['x-api-key'] !== undefined) return false;
    return !url.startsWith('/graphql') || Boolean(req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']);
  }

  /** Answers from the cache when it holds a current copy; false means "let the app answer". */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (this.eligible(req, url)) {
      const key = readKey(req, url);
      const entry = this.reads.peek(key);
      if (!entry || entry.generation !== this.generation) return false;
      this.send(req, res, this.reads.get(key)!, this.currentState);
      return true;
    }
    // Pages are the same for every visitor (rendered as anonymous), signed in or not; a client
    // that accepts no HTML is answered by the app (406), never sent a page.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isNotAPage(url.split('?')[0]) || !acceptsHtml(req.headers.accept)) return false;
    const answer = this.resolve(url);
    // An unknown provider's answer names its slug in its data: made per answer by the app.
    if (!answer || answer.kind === 'redirect' || answer.kind === 'moved' || answer.kind === 'admin' || (answer.kind === 'notFound' && answer.slug !== undefined)) return false;
    const entry = this.page(answer.key);
    const copy = entry?.copies.get(this.copyKey(req));
    if (!entry || !copy) return false;
    this.send(req, res, copy, this.currentState, entry.status);
    return true;
  }

  /** The last good copy of a public API answer, whatever its generation (the database is away). */
  serveStaleRead(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    const entry = this.eligible(req, url) ? this.reads.get(readKey(req, url)) : undefined;
    if (!entry) return false;
    this.send(req, res, entry, 'STALE');
    return true;
  }

  /** A kept page's Age (whole seconds since it was kept), for a copy sent as not current. */
  ageOf(entry: PageEntry): number | undefined {
    return entry.keptAt === undefined ? undefined : Math.max(0, Math.floor((this.now() - entry.keptAt) / 1000));
  }

  /**
   * Sends prepared bytes: 304 when the client holds them, else the best encoding it takes. A copy
   * that is not current (STALE, UPDATING) goes with `Cache-Control: no-cache` (good to read, not to
   * keep as current) and its `age` when given.
   */
  send(req: IncomingMessage, res: ServerResponse, entry: Prepared, state: CacheState, status = 200, { viaApp = false, age }: { viaApp?: boolean; age?: number } = {}): void {
    this.hits += state === 'HIT' ? 1 : 0;
    // An id where the answer is logged (onHit) or the caller asked for one; the app's answers have theirs.
    const id = requestIdFor(req, { create: viaApp || this.onHit !== undefined });
    // The headers as one flat list handed to writeHead: on the hot path (nothing set before) Node
    // writes them as they are, without a setHeader call per header.
    const raw = rawHeaders(entry);
    const notCurrent = state === 'STALE' || state === 'UPDATING';
    const headers = notCurrent ? withoutCacheControl(raw) : [...raw];
    if (id) headers.push('X-Request-Id', id);
    headers.push('X-Cache', state);
    // A copy kept from before the outage, or one whose time ran out, is good to read, not to keep as current.
    if (notCurrent) headers.push('Cache-Control', 'no-cache');
    if (age !== undefined) headers.push('Age', String(age));
    const inm = req.headers['if-none-match'];
    if (status === 200 && entry.etag && inm && inm.split(/\s*,\s*/).some((tag) => tag === entry.etag || tag === '*')) {
      res.writeHead(304, headers);
      res.end();
    } else {
      const accepted = req.headers['accept-encoding'] ?? '';
      const encoding = entry.br && BR.test(accepted) ? 'br' : entry.gzip && GZIP.test(accepted) ? 'gzip' : null;
      const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body;
      if (encoding) headers.push('Content-Encoding', encoding);
      headers.push('Content-Length', String(body.length));
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    }
    // Answers sent through the app are logged by its request log.
    if (!viaApp && id) this.onHit?.({ id, method: req.method!, url: req.url!, statusCode: res.statusCode });
  }

  /** Express middleware that keeps public 200 answers to anonymous GETs. */
  recorder(): RequestHandler {
    return (req, res, next) => {
      if (!this.enabled || !this.eligible(req, req.originalUrl)) return next();
      const key = readKey(req, req.originalUrl);
      const generation = this.generation;
      let streamed = false;
      const write = res.write;
      res.write = function (this: typeof res, ...args: unknown[]) {
        streamed = true;
        return (write as (...a: unknown[]) => boolean).apply(this, args);
      } as typeof res.write;
      const end = res.end;
      res.end = ((...args: unknown[]) => {
        const [chunk, encoding] = args as [unknown, BufferEncoding | undefined];
        if (!streamed && req.method === 'GET' && res.statusCode === 200 && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
          // Only answers that say they are public: a GraphQL answer with any error is private.
          const cacheControl = String(res.getHeader('Cache-Control') ?? '');
          // An answer that depends on the clock (a trip) is kept only until its Expires.
          const expires = res.getHeader('Expires');
          const ttl = expires === undefined ? 0 : Date.parse(String(expires)) - this.now();
          if (cacheControl.startsWith('public') && generation === this.generation && (expires === undefined || ttl > 0)) {
            const body = typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : chunk;
            const headers = Object.entries(res.getHeaders())
              .filter(([name, value]) => value !== undefined && !PER_ANSWER.has(name))
              .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
            // The cache sends gzip or plain by Accept-Encoding: say so beside what the answer varies on (Accept for GraphQL).
            const vary = headers.find(([name]) => name === 'vary');
            if (!vary) headers.push(['vary', 'Accept-Encoding']);
            else if (!/\baccept-encoding\b/i.test(String(vary[1]))) vary[1] = `${String(vary[1])}, Accept-Encoding`;
            this.reads.set(
              key,
              {
                generation,
                headers,
                body,
                gzip: body.length >= GZIP_MIN_BYTES ? zlib.gzipSync(body) : null,
                br: null,
                etag: (res.getHeader('ETag') as string | undefined) ?? null,
              },
              expires === undefined ? undefined : { ttl },
            );
          }
        }
        return (end as (...a: unknown[]) => typeof res).apply(res, args);
      }) as typeof res.end;
      next();
    };
  }
}
