// Hot anonymous reads answered from prepared bytes, in front of the Express app: no session,
// database or JSON work per request. Express answers a miss as usual and the recorder keeps
// the result when the answer says it is public. Any write to public content (in this process,
// or in another one, seen through ContentVersionService's poll) empties the cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { requestIdFor } from './requestId';

interface Entry {
  headers: [string, string | string[]][];
  body: Buffer;
  gzip: Buffer | null;
  etag: string | null;
}

/** Headers that belong to one answer, not to the cached content. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie', 'x-request-id']);
const CACHEABLE_PATH = /^\/(api\/(providers|resources|faqs|adspots\/location\/[^/?]+)\/?(\?|$)|graphql\/?\?)/;
const GZIP_MIN_BYTES = 1024;

export interface PublicCacheOptions {
  sessionCookie: string;
  /** Told of every answer served from the cache (the request log). */
  onHit?: (hit: { id: string; method: string; url: string; statusCode: number }) => void;
  maxEntries?: number;
  maxBytes?: number;
}

export class PublicReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private generation = 0;
  private readonly cookieMarker: string;
  private readonly onHit: PublicCacheOptions['onHit'];
  hits = 0;

  constructor(options: PublicCacheOptions) {
    this.cookieMarker = `${options.sessionCookie}=`;
    this.onHit = options.onHit;
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (e) => e.body.length + (e.gzip?.length ?? 0) + 512,
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Anonymous GETs of the public lists and of GraphQL queries. A GraphQL GET must carry the header
   * Apollo's CSRF prevention asks for, so a cached answer never bypasses that check.
   */
  private eligible(req: IncomingMessage, url: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!CACHEABLE_PATH.test(url) || (req.headers.cookie ?? '').includes(this.cookieMarker)) return false;
    return !url.startsWith('/graphql') || Boolean(req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']);
  }

  /** Answers from the cache when it can; false means "let the app answer". */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.eligible(req, req.url ?? '')) return false;
    const entry = this.entries.get(req.url!);
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
      const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = gzip ? entry.gzip! : entry.body;
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
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
          if (cacheControl.startsWith('public') && generation === this.generation) {
            const body = typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : chunk;
            const headers = Object.entries(res.getHeaders())
              .filter(([name, value]) => value !== undefined && !PER_ANSWER.has(name))
              .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
            if (!headers.some(([name]) => name === 'vary')) headers.push(['vary', 'Accept-Encoding']);
            this.entries.set(key, {
              headers,
              body,
              gzip: body.length >= GZIP_MIN_BYTES ? zlib.gzipSync(body) : null,
              etag: (res.getHeader('ETag') as string | undefined) ?? null,
            });
          }
        }
        return (end as (...a: unknown[]) => typeof res).apply(res, args);
      }) as typeof res.end;
      next();
    };
  }
}
