// The page handler's renders, over HTTP, with a renderer the test holds and releases (a stand-in
// for dist/ssr/render.js) and a clock it moves: a page whose time ran out is sent while one render
// refreshes it in the background, that refresh is charged to nobody but takes a render turn (and is
// skipped when the queue is full), and a visitor who goes away leaves the queue. Nothing here waits
// on time: each step waits on the condition it needs.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { RenderRequest, RenderResult } from '../domain/render';
import type { DatabaseHealth } from '../db/health';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { installClientGroup } from './clientGroup';
import { pagesHandler, type PagesHandler } from './pages';
import { PublicReadCache } from './publicCache';
import type { RenderLimits } from './renderBudget';

interface HeldRender {
  url: string;
  release: () => void;
}

/** Renders started so far, in order; each finishes when the test releases it (or at once when not held). */
const renders: HeldRender[] = [];
let holdRenders = false;
let clock = Date.UTC(2030, 4, 6, 12, 0, 30);
const VALID_FOR_MS = 30_000;

const fakeRender = (request: RenderRequest): Promise<RenderResult> =>
  new Promise((resolve) => {
    const result: RenderResult = {
      status: 200,
      html: `<p>${request.url} as of ${clock} → rendered</p>`,
      styles: '',
      state: {},
      meta: {} as RenderResult['meta'],
      hydration: {} as RenderResult['hydration'],
      validUntil: clock + VALID_FOR_MS,
    };
    const held = { url: request.url, release: () => resolve(result) };
    renders.push(held);
    if (!holdRenders) held.release();
  });

let dir: string;
function builtApp(): { webDir: string; ssrFile: string } {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renders-'));
  fs.mkdirSync(path.join(dir, 'web'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(path.join(dir, 'web', 'manifest.json'), JSON.stringify({ entry: [], preloadFonts: [] }));
  fs.writeFileSync(path.join(dir, 'ssr', 'loader.js'), '/* loader */');
  fs.writeFileSync(
    path.join(dir, 'ssr', 'render.js'),
    `exports.renderPage = (request) => globalThis.__pageRendersTest(request);
exports.pageDocument = (parts, origin, url, rendered) => '<!doctype html><html><body>' + (rendered ? rendered.html : '') + '</body></html>';`,
  );
  return { webDir: path.join(dir, 'web'), ssrFile: path.join(dir, 'ssr', 'render.js') };
}

const quiet = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as unknown as Logger;
const services = {
  providers: { pageSlugs: async () => [], archivedPages: async () => new Map() },
  resources: { list: async () => [] },
} as unknown as Services;
const health = { isUp: true, reportFailure: () => {}, confirmOutage: async () => false } as unknown as DatabaseHealth;

let server: http.Server;
let base: string;
let handler: PagesHandler;
const pages = () => handler;
const cache = new PublicReadCache({ sessionCookie: 'sid', publicUrl: 'https://rdu.example', now: () => clock });

async function start(limits: RenderLimits) {
  (globalThis as Record<string, unknown>).__pageRendersTest = fakeRender;
  const { webDir, ssrFile } = builtApp();
  const pages = (handler = pagesHandler({ webDir, ssrFile, publicUrl: 'https://rdu.example', services, execute: async () => ({}), cache, health, logger: quiet, renderLimits: limits }));
  const app = express();
  app.set('trust proxy', 'loopback');
  installClientGroup(app, 64);
  app.get('/{*splat}', pages.get);
  server = http.createServer((req, res) => {
    if (!cache.serve(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const visit = (pathAndQuery: string, client = '203.0.113.1', signal?: AbortSignal) =>
  fetch(base + pathAndQuery, { headers: { accept: 'text/html', 'x-forwarded-for': client }, signal });

/** Waits (on the event loop, not a clock) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 5000; i++) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never happened: ${what}`);
}

const rendersOf = (url: string) => renders.filter((r) => r.url === url).length;

afterEach(() => {
  holdRenders = false;
  for (const r of renders) r.release();
  renders.length = 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('page renders', () => {
  beforeAll(() => start({ perAddressBurst: 100, perAddressPerSecond: 1, concurrent: 1, queue: 2, perClientQueue: 1 }));
  // Every kept page is past its time (and past the grace an expired copy is sent in): each test renders afresh.
  beforeEach(() => {
    clock += 10 * 60_000;
  });

  it('sends an expired page (UPDATING, its Age, no-cache) while one render refreshes it, however many visitors ask together', async () => {
    const first = await visit('/about');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const firstBody = await first.text();
    clock += VALID_FOR_MS + 1_000; // one second past the end of its time
    holdRenders = true;
    const during = await Promise.all([visit('/about', '203.0.113.1'), visit('/about', '203.0.113.2'), visit('/about', '198.51.100.7')]);
    for (const res of during) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('UPDATING');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('age')).toBe('31');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(await res.text()).toBe(firstBody);
    }
    expect(rendersOf('/about')).toBe(2); // the first, and one refresh for all three
    renders[1].release();
    await until(() => cache.page('/about') !== undefined, 'the refreshed copy is kept');
    const after = await visit('/about');
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(after.headers.get('age')).toBeNull();
    expect(await after.text()).not.toBe(firstBody);
  });

  it('takes a render turn for the refresh (charged to nobody), and skips it when the queue is full', async () => {
    await visit('/faq');
    await visit('/terms');
    clock += VALID_FOR_MS + 1_000;
    holdRenders = true;
    // A visitor's new page takes the one turn; the refresh waits for it.
    const running = visit('/contact', '203.0.113.9');
    await until(() => rendersOf('/contact') === 1, "the visitor's render started");
    expect((await visit('/faq')).headers.get('x-cache')).toBe('UPDATING');
    expect(pages().queuedRenders()).toBe(1);
    expect(rendersOf('/faq')).toBe(1); // waiting for the turn, not started
    const queued = visit('/privacy', '198.51.100.20');
    await until(() => pages().queuedRenders() === 2, 'a visitor queued');
    // The queue is full: an expired page is still sent, without a refresh; a new page is refused (503).
    expect((await visit('/terms')).headers.get('x-cache')).toBe('UPDATING');
    expect(pages().queuedRenders()).toBe(2);
    const busy = await visit('/resources', '198.51.100.21');
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([503, '2']);
    renders.find((r) => r.url === '/contact')!.release();
    expect((await running).status).toBe(200);
    // A visitor with its budget left goes before the server's own refresh (which has none).
    await until(() => rendersOf('/privacy') === 1, "the visitor's render took the freed turn");
    expect(rendersOf('/faq')).toBe(1);
    renders.find((r) => r.url === '/privacy')!.release();
    expect((await queued).status).toBe(200);
    await until(() => rendersOf('/faq') === 2, 'the refresh took the next turn');
    renders.filter((r) => r.url === '/faq')[1].release();
    await until(() => cache.page('/faq') !== undefined, 'the refreshed copy is kept');
    expect(rendersOf('/terms')).toBe(1);
    expect(rendersOf('/resources')).toBe(0);
  });

  it("refuses a client past its own backlog (429, Retry-After) while another client still queues", async () => {
    holdRenders = true;
    const running = visit('/resources', '192.0.2.1');
    await until(() => rendersOf('/resources') === 1, 'the first render started');
    const queued = visit('/providers', '192.0.2.1');
    await until(() => pages().queuedRenders() === 1, 'its second page queued');
    const over = await visit('/affiliate-disclosure', '192.0.2.1'); // never kept: no last good copy to send instead
    expect([over.status, over.headers.get('retry-after')]).toEqual([429, '2']);
    const other = visit('/about', '192.0.2.2');
    await until(() => pages().queuedRenders() === 2, "another client's page queued");
    // The other client has more of its budget left: its page goes before the first client's second.
    for (const url of ['/resources', '/about', '/providers']) {
      await until(() => rendersOf(url) === 1, `${url} started`);
      renders.find((r) => r.url === url)!.release();
    }
    expect((await Promise.all([running, queued, other])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(rendersOf('/affiliate-disclosure')).toBe(0);
  });

  it('takes a waiting render out of the queue when its visitor goes away', async () => {
    holdRenders = true;
    const running = visit('/about', '203.0.113.30');
    await until(() => rendersOf('/about') === 1, 'the first render started');
    const gone = new AbortController();
    const waiting = visit('/faq', '203.0.113.31', gone.signal).catch((error: unknown) => error);
    await until(() => pages().queuedRenders() === 1, 'the second visitor queued');
    gone.abort();
    await waiting;
    await until(() => pages().queuedRenders() === 0, 'the render left the queue');
    renders.find((r) => r.url === '/about')!.release();
    expect((await running).status).toBe(200);
    // The turn is free, not given to the render nobody waits for: a new visitor's page starts at once.
    const next = visit('/terms', '203.0.113.32');
    await until(() => rendersOf('/terms') === 1, 'the next render started');
    renders.find((r) => r.url === '/terms')!.release();
    expect((await next).status).toBe(200);
    expect(rendersOf('/faq')).toBe(0);
  });
});
