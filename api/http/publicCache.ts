// Hot anonymous reads answered from prepared bytes, in front of the Express app: no session,
// database, JSON or rendering work per request. Express answers a miss as usual and the recorder
// keeps the result when the answer says it is public; rendered pages are stored by the page
// handler (api/http/pages.ts), brotli and gzip prepared once. Any write to public content (in this
// process, or in another one, seen through ContentVersionService's poll) empties the cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { NOT_PAGE_PATHS, PUBLIC_REST_LIST, normalizePageUrl } from '../domain/routes';
import { SITEMAP_PATH } from '../domain/seo';
import { originKey } from './origin';
import { requestIdFor } from './requestId';

interface Entry {
  headers: [string, string | string[]][];
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string | null;
}

/** A rendered page as the page handler stores it. */
export interface PageEntry {
  html: string;
  etag: string;
  headers: [string, string][];
}

/** Headers that belong to one answer, not to the cached content. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie', 'x-request-id']);
/** The public lists, GraphQL GETs (with a query) and the sitemap (exactly: it takes no query). */
function isCacheableUrl(url: string): boolean {
  const path = url.split('?')[0];
  return PUBLIC_REST_LIST.test(path) || (/^\/graphql\/?$/.test(path) && url.length > path.length) || url === SITEMAP_PATH;
}
const GZIP_MIN_BYTES = 1024;
/** Paths that are never pages (files, APIs): a request for them never looks for a page. */
const isNotAPage = (path: string) => NOT_PAGE_PATHS.some((re) => re.test(path)) || /\.[a-z0-9]+$/i.test(path);
// Brotli at 9 is close to its best for HTML at a fraction of 11's time; a page is compressed once
// per content version.
const BROTLI_PAGE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

export interface PublicCacheOptions {
  sessionCookie: string;
  /** Told of every answer served from the cache (the request log). */
  onHit?: (hit: { id: string; method: string; url: string; statusCode: number }) => void;
  maxEntries?: number;
  maxBytes?: number;
  /** PUBLIC_URL: pages embed it; without it they embed each request's own origin, which then keys them. */
  publicUrl?: string | null;
}

export class PublicReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private generation = 0;
  private readonly cookieMarker: string;
  private readonly onHit: PublicCacheOptions['onHit'];
  private readonly publicUrl: string | null;
  hits = 0;

  constructor(options: PublicCacheOptions) {
    this.cookieMarker = `${options.sessionCookie}=`;
    this.onHit = options.onHit;
    this.publicUrl = options.publicUrl ?? null;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (e) => e.body.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0) + 512,
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Changes with every invalidation: a render started before a write must not be stored after it. */
  currentGeneration(): number {
    return this.generation;
  }

  /**
   * The key of the page a request asks for: its path and the query parameters the page reads
   * (api/domain/routes.ts), plus the origin the request came in on when PUBLIC_URL is not set.
   */
  pageKey(req: IncomingMessage): string {
    const page = normalizePageUrl(req.url ?? '/');
    return this.publicUrl ? `page:${page.key}` : `page:${originKey(req)}|${page.key}`;
  }

  /** Keeps a rendered page (status 200 only) unless content changed since its render began. */
  storePage(key: string, generation: number, page: PageEntry): void {
    if (generation !== this.generation) return;
    const body = Buffer.from(page.html, 'utf8');
    this.entries.set(key, {
      headers: [...page.headers, ['vary', 'Accept-Encoding']],
      body,
      gzip: zlib.gzipSync(body, { level: 9 }),
      br: zlib.brotliCompressSync(body, BROTLI_PAGE),
      etag: page.etag,
    });
  }

  /**
   * Anonymous GETs of the public lists, of GraphQL queries and of the sitemap (recorded only when
   * its router asks: see api/http/seo.ts). A GraphQL GET must carry the header
   * Apollo's CSRF prevention asks for, so a cached answer never bypasses that check.
   */
  private eligible(req: IncomingMessage, url: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!isCacheableUrl(url) || (req.headers.cookie ?? '').includes(this.cookieMarker)) return false;
    return !url.startsWith('/graphql') || Boolean(req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']);
  }

  /** Answers from the cache when it can; false means "let the app answer". */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    let key: string | null = null;
    if (this.eligible(req, url)) key = url;
    // Pages are the same for every visitor (rendered as anonymous), signed in or not.
    else if ((req.method === 'GET' || req.method === 'HEAD') && !isNotAPage(url.split('?')[0])) key = this.pageKey(req);
    const entry = key === null ? undefined : this.entries.get(key);
    if (!entry) return false;
    this.hits += 1;
    const id = requestIdFor(req);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('X-Request-Id', id);
    res.setHeader('X-Cache', 'HIT');
    const inm = req.headers['if-none-match'];
    if (entry.etag && inm && inm.split(/\s*,\s*/).some((tag) => tag === entry.etag || tag === '*')) {
      res.statusCode = 304;
      res.end();
    } else {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = entry.br && /\bbr\b/.test(accepted) ? 'br' : entry.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
      const body = encoding === 'br' ? entry.br! : encoding === 'gzip' ? entry.gzip! : entry.body;
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : body);
    }
    this.onHit?.({ id, method: req.method!, url: req.url!, statusCode: res.statusCode });
    return true;
  }

  /** Express middleware that keeps public 200 answers to anonymous GETs. */
  recorder(): RequestHandler {
    return (req, res, next) => {
      const key = req.originalUrl;
      if (!this.eligible(req, key)) return next();
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
          const cacheControl = String(res.getHeader('Cache-Control') ?? '');
          // An answer that depends on the clock (a trip) is kept only until its Expires.
          const expires = res.getHeader('Expires');
          const ttl = expires === undefined ? 0 : Date.parse(String(expires)) - Date.now();
          if (cacheControl.startsWith('public') && generation === this.generation && (expires === undefined || ttl > 0)) {
            const body = typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : chunk;
            const headers = Object.entries(res.getHeaders())
              .filter(([name, value]) => value !== undefined && !PER_ANSWER.has(name))
              .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
            if (!headers.some(([name]) => name === 'vary')) headers.push(['vary', 'Accept-Encoding']);
            this.entries.set(
              key,
              {
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
