// The read cache keeps an answer that says when it stops holding (Expires: a trip's answer) no
// longer than that, and keeps the others until a write. The cache and the app read one clock the
// test moves: what is judged is the moment in the answer, not how long the test takes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { PublicReadCache } from './publicCache';

describe('PublicReadCache and Expires', () => {
  let server: http.Server;
  let url: string;
  let answered = 0;
  // On a whole second: an HTTP date carries seconds only.
  let clock = Date.UTC(2026, 10, 30, 12, 0, 0);
  const cache = new PublicReadCache({ sessionCookie: 'sid', now: () => clock });

  beforeAll(async () => {
    const app = express();
    app.use(cache.recorder());
    app.get('/api/providers', (req, res) => {
      answered += 1;
      res.set('Cache-Control', 'public, max-age=0, must-revalidate');
      // ?expires=past|soon: an answer that held until a moment gone, or holds two seconds more.
      if (req.query.expires === 'soon') res.set('Expires', new Date(clock + 2000).toUTCString());
      if (req.query.expires === 'past') res.set('Expires', new Date(clock - 1000).toUTCString());
      res.json({ answered });
    });
    server = http.createServer((req, res) => {
      if (!cache.serve(req, res)) app(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = async (path: string) => {
    const res = await fetch(url + path);
    return { hit: res.headers.get('x-cache') === 'HIT', body: await res.json() };
  };

  it('serves an answer with Expires from the cache until then, and asks the app again after', async () => {
    const first = await get('/api/providers?expires=soon');
    expect(first.hit).toBe(false);
    expect(await get('/api/providers?expires=soon')).toEqual({ hit: true, body: first.body });
    clock += 1999;
    expect(await get('/api/providers?expires=soon')).toEqual({ hit: true, body: first.body });
    clock += 2; // a millisecond past its Expires
    const after = await get('/api/providers?expires=soon');
    expect(after.hit).toBe(false);
    expect(after.body).not.toEqual(first.body);
  });

  it('does not keep an answer whose Expires has passed', async () => {
    await get('/api/providers?expires=past');
    expect((await get('/api/providers?expires=past')).hit).toBe(false);
  });

  it('keeps an answer without Expires until a write', async () => {
    await get('/api/providers');
    expect((await get('/api/providers')).hit).toBe(true);
    cache.invalidate();
    expect((await get('/api/providers')).hit).toBe(false);
  });
});

// A request id is made where the answer is logged (the request log's onHit) or asked for (a sane
// X-Request-Id from a proxy); an answer nobody logs needs none.
describe('PublicReadCache and request ids', () => {
  const servers: http.Server[] = [];
  async function serving(cache: PublicReadCache): Promise<string> {
    const app = express();
    app.use(cache.recorder());
    app.get('/api/faqs', (_req, res) => {
      res.set('Cache-Control', 'public, max-age=0, must-revalidate');
      res.json([]);
    });
    const server = http.createServer((req, res) => {
      if (!cache.serve(req, res)) app(req, res);
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/faqs`;
    await fetch(url);
    return url;
  }
  afterAll(() => Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))));

  it('gives a logged hit an id and logs the hit with it', async () => {
    const logged: unknown[] = [];
    const url = await serving(new PublicReadCache({ sessionCookie: 'sid', onHit: (hit) => logged.push(hit) }));
    const res = await fetch(url);
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toEqual([{ id: res.headers.get('x-request-id'), method: 'GET', url: '/api/faqs', statusCode: 200 }]);
  });

  it('makes no id for a hit nobody logs, and echoes one the caller sent', async () => {
    const url = await serving(new PublicReadCache({ sessionCookie: 'sid' }));
    const plain = await fetch(url);
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(plain.headers.get('x-request-id')).toBeNull();
    const traced = await fetch(url, { headers: { 'x-request-id': 'trace-hit-0002' } });
    expect(traced.headers.get('x-cache')).toBe('HIT');
    expect(traced.headers.get('x-request-id')).toBe('trace-hit-0002');
  });
});
