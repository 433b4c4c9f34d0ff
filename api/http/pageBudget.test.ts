// The pages' budget counts the bytes the kept pages really hold. A document with one character
// past Latin-1 (an arrow in a trip answer, a curly quote in a description) was a two-byte string in
// V8 counted by its length, and a page's copies (its bytes for an origin, brotli and gzip) were
// never counted at all (lru-cache keeps an entry's size when the same object is set again), so the
// 48 MB budget held about three times that. Documents are kept as UTF-8 bytes and counted as such,
// and an entry is counted again when a copy is added.
import { PublicReadCache } from './publicCache';

const HEADERS: [string, string][] = [['content-type', 'text/html; charset=utf-8']];
const ENTRY_OVERHEAD = 512;

const page = (text: string, repeat: number) => `<!doctype html><html><body>${text.repeat(repeat)}</body></html>`;

describe('the pages budget', () => {
  it('counts a document by its UTF-8 bytes, not its UTF-16 units', () => {
    const cache = new PublicReadCache({ sessionCookie: 'sid' });
    // "→" is one UTF-16 unit and three UTF-8 bytes; "é" one unit and two bytes.
    const html = page('<p>RDU → Cary, café pickup</p>', 1000);
    expect(Buffer.byteLength(html)).toBeGreaterThan(html.length);
    const entry = cache.storePage('/?trip', cache.currentGeneration(), { status: 200, template: Buffer.from(html), headers: HEADERS })!;
    expect(Buffer.isBuffer(entry.template)).toBe(true);
    expect(cache.pageBytes).toBe(Buffer.byteLength(html) + ENTRY_OVERHEAD);
  });

  it("counts each copy's body and encodings, and a copy whose body is the document's own bytes once", async () => {
    const cache = new PublicReadCache({ sessionCookie: 'sid', publicUrl: 'https://rdu.example' });
    const html = page('<p>Durham → RDU · 2 passengers</p>', 2000);
    const entry = cache.storePage('/', cache.currentGeneration(), { status: 200, template: Buffer.from(html), headers: HEADERS })!;
    const shared = await cache.pageCopy('/', entry, '', entry.template, 'W/"a"');
    expect(shared.body).toBe(entry.template);
    const kept = Buffer.byteLength(html) + ENTRY_OVERHEAD;
    expect(cache.pageBytes).toBe(kept + shared.gzip!.length + shared.br!.length + ENTRY_OVERHEAD);

    const other = new PublicReadCache({ sessionCookie: 'sid' });
    const entry2 = other.storePage('/', other.currentGeneration(), { status: 200, template: Buffer.from(html), headers: HEADERS })!;
    const copy = await other.pageCopy('/', entry2, 'http://127.0.0.1:3000', html, 'W/"a"');
    expect(copy.body).not.toBe(entry2.template);
    expect(other.pageBytes).toBe(kept + copy.body.length + copy.gzip!.length + copy.br!.length + ENTRY_OVERHEAD);
  });

  it('holds no more than its byte budget of non-Latin-1 pages: older pages make room', () => {
    const html = page('<p>RDU → Chapel Hill</p>', 5000); // ~115 KB as UTF-8
    const bytes = Buffer.byteLength(html) + ENTRY_OVERHEAD;
    const cache = new PublicReadCache({ sessionCookie: 'sid', maxPageBytes: bytes * 3 });
    for (let i = 0; i < 6; i++) cache.storePage(`/?trip=${i}`, cache.currentGeneration(), { status: 200, template: Buffer.from(html), headers: HEADERS });
    expect(cache.pageBytes).toBe(bytes * 3);
    expect(cache.page('/?trip=0')).toBeUndefined();
    expect(cache.page('/?trip=5')).toBeDefined();
  });
});
