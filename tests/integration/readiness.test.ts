// Liveness and readiness (api/http/health.ts): /healthz says the process is alive whatever else is
// true; /readyz answers 503 while its migrations run, while its database is away and once it has
// been told to stop, so a load balancer sends visitors elsewhere before the process stops.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { STARTING_TEXT } from '../../api/domain/texts';
import { DbProxy } from '../support/dbProxy';
import { freshDatabase, isMysqlRun, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(60_000);

const get = async (url: string) => {
  const res = await fetch(url);
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text.startsWith('{') ? JSON.parse(text) : text };
};

async function until(what: string, probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Holds the migrations of a starting server. On MariaDB, as another process migrating would: by
 * holding the named schema lock its migrations wait for. better-sqlite3 waits for SQLite's lock
 * synchronously (the process could answer nothing meanwhile), so there the start-up is held where
 * its migrations begin, through StartOptions.onPhase.
 */
async function holdMigrations(databaseUrl: string): Promise<{ onPhase?: (phase: string) => Promise<void>; release(): Promise<void> }> {
  if (!isMysqlRun()) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    return { onPhase: (phase) => (phase === 'migrating' ? held : Promise.resolve()), release: async () => release() };
  }
  const conn = await mysql.createConnection(databaseUrl);
  const [rows] = await conn.query("SELECT GET_LOCK(CONCAT('rdu_schema_', LEFT(SHA1(DATABASE()), 40)), 0) AS got");
  expect((rows as { got: number }[])[0].got).toBe(1);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await conn.query("SELECT RELEASE_LOCK(CONCAT('rdu_schema_', LEFT(SHA1(DATABASE()), 40)))");
      await conn.end();
    },
  };
}

describe('/healthz and /readyz', () => {
  it('while migrations run: /readyz 503 "migrating", /healthz 200; other GETs refused as if not listening, a POST 503 with Retry-After', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-ready-'));
    const db = await freshDatabase(dataDir);
    const hold = await holdMigrations(db.url);
    let listening: (url: string) => void = () => {};
    const migrating = new Promise<string>((resolve) => (listening = resolve));
    const starting = startTestServer({
      reuse: { dataDir, databaseUrl: db.url },
      onPhase: (phase, url) => {
        if (phase === 'migrating') listening(url);
        return hold.onPhase?.(phase);
      },
    });
    let server: TestServer | null = null;
    try {
      const url = await migrating;
      // The server is in its migrations now (on MariaDB waiting for the lock another process holds).
      expect(await get(`${url}/readyz`)).toMatchObject({ status: 503, retryAfter: '5', body: { status: 'migrating' } });
      expect(await get(`${url}/healthz`)).toMatchObject({ status: 200, body: { status: 'alive', phase: 'migrating' } });
      await expect(get(`${url}/api/providers`)).rejects.toThrow();
      await expect(get(`${url}/`)).rejects.toThrow();
      const post = await fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect([post.status, post.headers.get('retry-after'), await post.json()]).toEqual([503, '5', { message: STARTING_TEXT }]);
      await hold.release();
      server = await starting;
      expect(await get(`${url}/readyz`)).toMatchObject({ status: 200, body: { status: 'ready', migrations: 'applied' } });
      expect((await get(`${url}/api/providers`)).status).toBe(200);
    } finally {
      await hold.release().catch(() => {});
      await (server ?? (await starting.catch(() => null)))?.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('while the database is away: /readyz 503 "unavailable", /healthz 200; ready again once it is back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-ready-'));
    const db = await freshDatabase(dataDir);
    // MariaDB goes away behind a TCP proxy (connections dropped, new ones refused); an embedded
    // SQLite file does not go away, so its connection is closed under the server instead.
    const proxy = isMysqlRun() ? new DbProxy(new URL(db.url).hostname, Number(new URL(db.url).port || 3306)) : null;
    let databaseUrl = db.url;
    if (proxy) {
      const proxied = new URL(db.url);
      proxied.port = String(await proxy.start());
      databaseUrl = proxied.toString();
    }
    const server = await startTestServer({ reuse: { dataDir, databaseUrl } });
    try {
      expect((await get(`${server.url}/readyz`)).status).toBe(200);
      const page = async () => (await fetch(`${server.url}/providers`, { headers: { 'accept-encoding': 'identity' } })).headers.get('x-cache');
      await page(); // kept
      expect(await page()).toBe('HIT');
      if (proxy) await proxy.cut();
      else await server.db.destroy();
      expect(await get(`${server.url}/readyz`)).toEqual({ status: 503, retryAfter: '5', body: { status: 'unavailable', database: 'down' } });
      // Told 503 in an outage (MariaDB gone), the process has already confirmed it: its pages are the
      // last good copies, never sent as current. (A closed SQLite handle is no outage to the watch.)
      if (proxy) expect(await page()).toBe('STALE');
      expect(await get(`${server.url}/healthz`)).toMatchObject({ status: 200, body: { status: 'alive', phase: 'ready' } });
      if (proxy) {
        await proxy.start();
        await until('/readyz to answer 200 again', async () => (await get(`${server.url}/readyz`)).status === 200);
      }
    } finally {
      if (!proxy) server.db.destroy = async () => undefined;
      await server.close();
      await proxy?.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('once told to stop: /readyz 503 "stopping" through the drain while everything else is served, then it stops accepting', async () => {
    const server = await startTestServer();
    // Only close()'s own timers (the drain, the grace, the idle sweep) are the test's.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
    const closing = server.close(1000, 5000);
    try {
      expect(await get(`${server.url}/readyz`)).toMatchObject({ status: 503, body: { status: 'stopping' } });
      expect(await get(`${server.url}/healthz`)).toMatchObject({ status: 200, body: { phase: 'stopping' } });
      expect((await get(`${server.url}/api/providers`)).status).toBe(200);
      await jest.advanceTimersByTimeAsync(4999);
      expect(await get(`${server.url}/readyz`)).toMatchObject({ status: 503, body: { status: 'stopping' } });
      await jest.advanceTimersByTimeAsync(1);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // not accepting any more
      await jest.advanceTimersByTimeAsync(1100);
    } finally {
      jest.useRealTimers();
    }
    await closing;
    await server.cleanup();
  });
});
