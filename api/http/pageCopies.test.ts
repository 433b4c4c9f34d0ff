// A page's copy for an origin (its document compressed in both encodings) is made once, however
// many visitors ask for it while it is being made: after a trip page's minute turns, its first
// seconds of visitors would otherwise each compress the 300 KB page again, all at once.
import zlib from 'node:zlib';
import { PublicReadCache } from './publicCache';

jest.mock('node:zlib', () => {
  const actual = jest.requireActual<typeof import('node:zlib')>('node:zlib');
  const counted = { ...actual, brotliCompress: jest.fn(actual.brotliCompress), gzip: jest.fn(actual.gzip) };
  return { __esModule: true, ...counted, default: counted };
});

const compressions = () => (zlib.brotliCompress as unknown as jest.Mock).mock.calls.length;
const html = `<!doctype html><html><body>${'<p>RDU to Downtown Raleigh, 3 passengers</p>'.repeat(4000)}</body></html>`;

function keptPage(cache: PublicReadCache, key: string) {
  const entry = cache.storePage(key, cache.currentGeneration(), { status: 200, template: Buffer.from(html), headers: [['content-type', 'text/html; charset=utf-8']] });
  if (!entry) throw new Error('page not kept');
  return entry;
}

describe('PublicReadCache.pageCopy', () => {
  beforeEach(() => jest.clearAllMocks());

  it('compresses a page once for visitors who ask for the same copy together', async () => {
    const cache = new PublicReadCache({ sessionCookie: 'sid' });
    const entry = keptPage(cache, '/?trip');
    const copies = await Promise.all(Array.from({ length: 8 }, () => cache.pageCopy('/?trip', entry, 'http://127.0.0.1:4000', html, 'W/"a"')));
    expect(compressions()).toBe(1);
    expect(new Set(copies).size).toBe(1);
    expect(zlib.brotliDecompressSync(copies[0].br!).toString()).toBe(html);
    // Kept: a later visitor gets the same bytes without another compression.
    expect(await cache.pageCopy('/?trip', entry, 'http://127.0.0.1:4000', html, 'W/"a"')).toBe(copies[0]);
    expect(compressions()).toBe(1);
  });

  it('makes one copy per origin, and one per answer for an answer-only copy', async () => {
    const cache = new PublicReadCache({ sessionCookie: 'sid' });
    const entry = keptPage(cache, '/');
    await Promise.all([
      cache.pageCopy('/', entry, 'http://localhost:4000', html, 'W/"a"'),
      cache.pageCopy('/', entry, 'http://127.0.0.1:4000', html, 'W/"b"'),
      cache.pageCopy('/', entry, 'http://localhost:4000', html, 'W/"a"'),
    ]);
    expect(compressions()).toBe(2);
    // null: a copy for this answer only (an unknown provider's page names the slug asked for).
    await Promise.all([cache.pageCopy('/', entry, null, html, 'W/"c"'), cache.pageCopy('/', entry, null, html, 'W/"c"')]);
    expect(compressions()).toBe(4);
  });
});
