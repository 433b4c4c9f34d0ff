// Only real pages cost a render: values a page does not show, other spellings of its address,
// unknown addresses and new Host headers are answered from one kept copy (or a 301 to it), API
// query variations cannot push pages out of the cache, and one address cannot make the server
// render without limit. X-Cache tells a kept copy (HIT) from a render (MISS).
import http from 'node:http';
import { Client } from '../support/http';
import { startTestServer, type TestServer } from '../support/testServer';

/** A GET as a browser or a bot sends it (node:http: fetch does not let a request name its own Host). */
function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; cache: string | null; location: string | null; retryAfter: string | null; html: string }>((resolve, reject) => {
    const req = http.get(server.url + path, { headers }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (html += chunk));
      res.on('end', () => {
        const header = (name: string) => (res.headers[name] as string | undefined) ?? null;
        resolve({ status: res.statusCode!, cache: header('x-cache'), location: header('location'), retryAfter: header('retry-after'), html });
      });
    });
    req.on('error', reject);
  });
}

describe('one kept copy per page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await server.cleanup();
  });

  it.each([
    ['an unknown resource filter', '/resources?filter=NOPE', ['/resources?filter=nothing-here', '/resources?filter=%3Cscript%3E'], 'No resources found'],
    ['a filter in another case', '/resources?filter=HOTELS', ['/resources?filter=hotels', '/resources?filter=Hotels'], 'Hotels Near RDU Airport'],
    ['a ?sent= other than 1', '/contact', ['/contact?sent=2', '/contact?sent=yes', '/contact?sent='], 'Send Message'],
    ['an unknown address', '/no-such-page', ['/another/missing/page', '/providersx', '/admin-ish'], 'Did you forget to add the page to the router?'],
    ['an unknown address under a section', '/providers/a/b', ['/providers/oakcity/more', '/providers/x/y/z'], 'Did you forget to add the page to the router?'],
  ])('%s is answered from the copy already kept', async (_what, first, others, text) => {
    const kept = await get(server, first);
    expect(kept.html).toContain(text);
    for (const url of others) {
      const answer = await get(server, url);
      expect([url, answer.status, answer.cache]).toEqual([url, kept.status, 'HIT']);
      expect(answer.html).toBe(kept.html);
    }
  });

  it('answers every unknown provider from one render, its data naming the slug the page reads', async () => {
    const first = await get(server, '/providers/nosuch');
    expect(first.status).toBe(404);
    expect(first.html).toContain('Provider Not Found');
    const key = (slug: string) => JSON.stringify(`provider(${JSON.stringify({ slug })})`);
    expect(first.html).toContain(`${key('nosuch')}:null`);
    for (const slug of ['another-nosuch', 'Zzz', 'a"b']) {
      const answer = await get(server, `/providers/${encodeURIComponent(slug)}`);
      expect([slug, answer.status, answer.cache]).toEqual([slug, 404, 'HIT']);
      expect(answer.html).toContain(`${key(slug)}:null`);
      expect(answer.html.split(key(slug)).join(key('nosuch'))).toBe(first.html);
    }
  });

  it('answers another spelling of a page with a 301 to its own address, the query kept', async () => {
    for (const [url, location] of [
      ['/Providers', '/providers'],
      ['/PROVIDERS?utm_source=mail', '/providers?utm_source=mail'],
      ['/%70roviders', '/providers'],
      ['//faq', '/faq'],
      ['/providers/TriangleAirportExpress', '/providers/triangleairportexpress'],
    ]) {
      const answer = await get(server, url);
      expect([url, answer.status, answer.location]).toEqual([url, 301, location]);
    }
  });

  it('prepares the not-found page once, for the browser to hydrate', async () => {
    const a = await get(server, '/nowhere-1');
    const b = await get(server, '/nowhere-2');
    expect(b.cache).toBe('HIT');
    expect(a.html).toBe(b.html);
    expect(a.html).toContain('<div id="root" data-ssr>');
  });

  it('never renders for a new Host, and never changes the copy kept for the first one', async () => {
    const own = await get(server, '/faq');
    const host = new URL(server.url).host;
    for (const other of ['evil.example', 'rdu-rides.test:8080', '127.0.0.2']) {
      const answer = await get(server, '/faq', { host: other });
      expect([other, answer.status, answer.cache]).toEqual([other, 200, 'HIT']);
      // The page names the address it was asked on (no PUBLIC_URL here), and nothing else changed.
      expect(answer.html).toContain(`<link rel="canonical" href="http://${other}/faq">`);
      expect(answer.html.split(`http://${other}`).join(`http://${host}`)).toBe(own.html);
    }
    expect((await get(server, '/faq')).html).toBe(own.html);
    // A Host that is no plain host name is refused, not put in a page.
    expect((await get(server, '/faq', { host: 'a"onmouseover=alert(1)' })).status).toBe(400);
  });

  it('keeps pages whatever API queries arrive (separate budgets)', async () => {
    const page = await get(server, '/providers');
    expect(page.status).toBe(200);
    const visitor = new Client(server.url);
    for (let i = 0; i < 600; i += 1) expect((await visitor.get(`/api/faqs?x=${i}`)).status).toBe(200);
    expect((await get(server, '/providers')).cache).toBe('HIT');
  });
});

describe('renders per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The read cache's clock stands still: a trip page holds to the end of its minute, and a slow
    // run must not see that minute end between keeping a page and asking for it again.
    const stopped = new Date();
    server = await startTestServer({ renderLimits: { perAddressBurst: 3, perAddressPerSecond: 0.01, concurrent: 2, queue: 8 }, clock: () => stopped });
  });
  afterAll(async () => {
    await server.close();
    await server.cleanup();
  });

  it('are bounded: past its budget an address waits (429 with Retry-After), kept pages still flow', async () => {
    const searches = ['Durham', 'Cary', 'Apex', 'Garner', 'Wake+Forest'].map((to) => `/?from=RDU+Airport&to=${to}`);
    const answers = [];
    for (const url of searches) answers.push(await get(server, url));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(Number(answers[3].retryAfter)).toBeGreaterThan(0);
    // What was kept is still served to the same address.
    expect(await get(server, searches[0])).toMatchObject({ status: 200, cache: 'HIT' });
  });
});
