// Start-up contract: health check, first admin, graceful shutdown.
import { Client, heldContactPost, loginAs } from '../support/http';
import { startTestServer } from '../support/testServer';

describe('start-up', () => {
  it('answers /healthz 200 while alive, /readyz 200 when ready and 503 when the database is gone', async () => {
    const server = await startTestServer();
    const ok = await fetch(`${server.url}/readyz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: 'ready', database: 'up', migrations: 'applied', schemaVersion: expect.stringMatching(/\d{13}$/) });
    await server.db.destroy();
    const down = await fetch(`${server.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', database: 'down' });
    // Alive all the same: a process manager must not restart it for its database.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Bad input still answers 4xx/5xx JSON rather than crashing the process.
    const api = await fetch(`${server.url}/api/providers`);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ message: expect.any(String) });
    server.db.destroy = async () => undefined;
    await server.close();
    await server.cleanup();
  });

  it('creates the ADMIN_USERNAME admin once, and a random-password admin when none is configured', async () => {
    const lines: string[] = [];
    const configured = await startTestServer({ env: { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password' } });
    const client = new Client(configured.url);
    await loginAs(client, 'ops', 'ops-password');
    expect((await client.get('/api/admin/user')).body).toMatchObject({ username: 'ops', isAdmin: true });
    await configured.close();
    await configured.cleanup();

    const { startServer } = await import('../../api/server');
    const { loadConfig } = await import('../../api/config');
    const os = await import('node:os');
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-boot-'));
    const { freshDatabase } = await import('../support/testServer');
    const db = await freshDatabase(dir);
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dir, DATABASE_URL: db.url, LOG_LEVEL: 'silent', WEB_DIR: dir });
    const first = await startServer(config, { announce: (l) => lines.push(l), host: '127.0.0.1' });
    const password = /password: (\S+)/.exec(lines.join('\n'))![1];
    expect(lines.join('\n')).toMatch(/username: admin/);
    await loginAs(new Client(first.url), 'admin', password);
    await first.close();
    const second = await startServer(config, { announce: (l) => lines.push(l), host: '127.0.0.1' });
    expect(lines).toHaveLength(1); // printed once only
    await second.close();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Only close()'s own timers (the grace, the sweep of idle connections) are the test's; the rest runs as usual. */
  const fakeCloseTimers = () =>
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });

  it('finishes in-flight requests on shutdown, however late in the grace, and stops accepting at once', async () => {
    const server = await startTestServer();
    // A request in flight: the server has its headers and half its body when it is told to stop.
    const held = heldContactPost(server.url, 'Sent during shutdown');
    await held.started;
    fakeCloseTimers();
    try {
      const closing = server.close(5000);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // not listening any more
      await jest.advanceTimersByTimeAsync(4999); // the last moment of the grace
      held.finish();
      const done = await held.answer;
      expect(done.status).toBe(201);
      expect(JSON.parse(done.body).subject).toBe('Sent during shutdown');
      // Its connection, idle now, is closed by the next sweep; then the server has stopped.
      await jest.advanceTimersByTimeAsync(50);
      jest.useRealTimers();
      await closing;
    } finally {
      jest.useRealTimers();
    }
    await server.cleanup();
  });

  it('closes a request still in flight when the grace ends, and then stops', async () => {
    const server = await startTestServer();
    const held = heldContactPost(server.url, 'Never finished');
    await held.started;
    fakeCloseTimers();
    let closing: Promise<void>;
    try {
      closing = server.close(5000);
      await jest.advanceTimersByTimeAsync(5000);
    } finally {
      jest.useRealTimers();
    }
    await expect(held.answer).rejects.toThrow();
    await closing;
    await server.cleanup();
  });
});
