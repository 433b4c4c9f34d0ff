// The database going away under a running server (MariaDB runs only: an embedded SQLite file does
// not go away). The server runs as a real process, as in production, with its database behind a
// TCP proxy the test cuts and restores (connections dropped, new ones refused, as in a restart).
// Nothing may end the process; visitors get the last good copies or an honest 503, writes a 503
// with Retry-After, and everything recovers by itself, with fresh content.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../api/config';
import { PAGE_TEXTS, UNAVAILABLE_TEXT } from '../../api/domain/texts';
import { DbProxy } from '../support/dbProxy';
import { Client, loginAs } from '../support/http';
import { freshDatabase, isMysqlRun } from '../support/testServer';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags';

jest.setTimeout(120_000);

const ADMIN = { username: 'outage-admin', password: 'outage-password-1' };
const build = path.join(ROOT, '.test-build', `outage-${process.pid}`);
const describeOnMariaDb = isMysqlRun() ? describe : describe.skip;

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function until<T>(what: string, probe: () => Promise<T | null | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signed-in reads, four at a time, until stopped: the statuses they got (0 for no answer at all). */
function signedInTraffic(client: Client): { statuses: number[]; stop(): Promise<number[]> } {
  const statuses: number[] = [];
  let running = true;
  const worker = async () => {
    while (running) statuses.push(await client.get('/api/admin/user').then((a) => a.status, () => 0));
  };
  const workers = Promise.all([worker(), worker(), worker(), worker()]);
  return {
    statuses,
    stop: async () => {
      running = false;
      await workers;
      return statuses;
    },
  };
}

describeOnMariaDb('the database goes away and comes back', () => {
  let proxy: DbProxy;
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let server: Running;
  let visitor: Client;
  let admin: Client;
  const rejections: string[] = [];

  beforeAll(async () => {
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'swc'), ['api', '-d', build, '--config-file', '.swcrc', '--ignore', '**/*.test.ts', '--copy-files', '--quiet'], { cwd: ROOT });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-outage-'));
    db = await freshDatabase(dataDir);
    const target = new URL(db.url);
    proxy = new DbProxy(target.hostname, Number(target.port || 3306));
    target.port = String(await proxy.start());
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(build, 'api', 'index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        DATABASE_URL: target.toString(),
        SESSION_SECRET: 'outage-test-secret',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        WEB_DIR: path.join(ROOT, 'dist', 'web'),
        SSR_FILE: path.join(ROOT, 'dist', 'ssr', 'render.js'),
        CONTACT_LIMIT_BURST: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const port = await until("the server to listen", async () => /"port":(\d+)/.exec(output)?.[1] ?? null, 60_000).catch((e: Error) => {
      throw new Error(`${e.message}:\n${output}`);
    });
    server = { child, url: `http://127.0.0.1:${port}`, output: () => output };
    visitor = new Client(server.url);
    admin = new Client(server.url);
    await loginAs(admin, ADMIN.username, ADMIN.password);
  });

  afterEach(async () => {
    // A failed test must not leave the database away for the next one.
    if (!proxy.listening) await proxy.start();
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await proxy?.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(build, { recursive: true, force: true });
  });

  const alive = () => expect(server.child.exitCode).toBeNull();
  const readyz = () => visitor.get('/readyz');
  const contact = (key: string, subject: string) =>
    visitor.post('/api/contact', { name: 'Outage Tester', email: 'outage@example.com', subject, message: 'Sent while the database was away.' }, { 'Idempotency-Key': key });

  it('serves the last good copies, refuses writes with 503 and Retry-After, and never ends the process', async () => {
    // Visitors have read these before the outage; a write then made them "last good" copies.
    for (const url of ['/', '/providers', '/faq', '/providers/triangleairportexpress', '/api/providers']) expect((await visitor.get(url)).status).toBe(200);
    const faq = await admin.post('/api/admin/faqs', { question: 'Written before the outage?', answer: 'Yes, just before the database went away.' });
    expect(faq.status).toBe(201);
    for (const url of ['/faq', '/api/faqs']) expect((await visitor.get(url)).status).toBe(200);

    // Signed-in traffic runs while the database goes: the session store's reads and touches fail
    // under it before the server has noticed anything.
    const signedIn = signedInTraffic(admin);
    await until('signed-in reads under way', async () => signedIn.statuses.length >= 4);
    await proxy.cut();
    await until('a signed-in read told to come back later', async () => signedIn.statuses.includes(503), 30_000);
    const statuses = await signedIn.stop();
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    await until('/readyz to say the database is away', async () => (await readyz()).status === 503);
    expect((await visitor.get('/healthz')).status).toBe(200); // alive all the same
    alive();

    for (const url of ['/', '/providers', '/faq', '/providers/triangleairportexpress']) {
      const page = await visitor.get(url);
      expect([url, page.status]).toEqual([url, 200]);
      expect(page.headers.get('x-cache')).toBe('STALE'); // not checked against the database: the last good copy
      expect(page.text).not.toMatch(/Error loading|Provider Not Found/);
    }
    expect((await visitor.get('/faq')).text).toContain('Written before the outage?');
    // A page nobody read before (a search): an honest 503 the browser retries, not an error page with 200.
    const unread = await visitor.get('/?from=Durham&to=Cary&passengers=2+Passengers');
    expect(unread.status).toBe(503);
    expect(unread.headers.get('retry-after')).toBe('5');
    expect(unread.text).toContain(PAGE_TEXTS.unavailable);
    // Public reads: the last good copy, or 503 with a JSON message.
    const kept = await visitor.get('/api/providers');
    expect([kept.status, kept.headers.get('x-cache')]).toEqual([200, 'STALE']);
    const never = await visitor.get('/api/resources');
    expect([never.status, never.headers.get('retry-after'), never.body]).toEqual([503, '5', { message: UNAVAILABLE_TEXT }]);

    // Writes and admin calls: 503, Retry-After, a message; nothing stored.
    const sent = await contact('outage-key-0001', 'Sent during the outage');
    expect([sent.status, sent.headers.get('retry-after'), sent.body.message]).toEqual([503, '5', UNAVAILABLE_TEXT]);
    const gql = await visitor.gql('mutation { submitContact(input: { name: "Outage", email: "o@example.com", subject: "Through GraphQL", message: "Sent during the outage." }) { id } }');
    expect([gql.status, gql.body.errors?.[0]?.extensions?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    for (const call of [() => admin.get('/api/admin/user'), () => admin.get('/api/admin/stats'), () => admin.post('/api/admin/faqs', { question: 'During the outage?', answer: 'This must not be stored.' })]) {
      const answer = await call();
      expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '5']);
    }
    const noScript = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'No Script', email: 'ns@example.com', subject: 'Without scripts', message: 'Posted during the outage.' }),
      redirect: 'manual',
    });
    expect(noScript.status).toBe(503);
    expect(await noScript.text()).toContain(PAGE_TEXTS.messageNotSent);
    alive();

    // Back: ready again by itself (the health watch probes every 500 ms while the database is away:
    // api/db/health.test.ts), with fresh content, and the outbox's message (sent again under its key)
    // stored once.
    await proxy.start();
    await until('/readyz to recover', async () => (await readyz()).status === 200, 30_000);
    const again = await contact('outage-key-0001', 'Sent during the outage');
    expect(again.status).toBe(201);
    expect((await contact('outage-key-0001', 'Sent during the outage')).status).toBe(200);
    const written = await admin.post('/api/admin/faqs', { question: 'Written after the outage?', answer: 'Yes, once the database was back.' });
    expect(written.status).toBe(201);
    const fresh = await visitor.get('/faq');
    expect(fresh.headers.get('x-cache')).not.toBe('STALE');
    expect(fresh.text).toContain('Written after the outage?');
    const inbox = await admin.get('/api/admin/contacts');
    const list = (Array.isArray(inbox.body) ? inbox.body : inbox.body.items) as { subject: string }[];
    expect(list.filter((m) => m.subject === 'Sent during the outage')).toHaveLength(1);
    expect(list.some((m) => m.subject === 'Through GraphQL' || m.subject === 'Without scripts')).toBe(false);
    alive();
  });

  it('survives its connections being killed under signed-in traffic', async () => {
    for (let round = 0; round < 5; round += 1) {
      proxy.dropConnections();
      const answers = await Promise.all([
        admin.get('/api/admin/user'),
        admin.get('/api/admin/stats'),
        visitor.get('/api/resources'),
        contact(`kill-key-${round}-${crypto.randomUUID().slice(0, 8)}`, `Killed connection ${round}`),
      ]);
      // Each request either worked or was told to come back: never a 500.
      for (const answer of answers) expect([200, 201, 503]).toContain(answer.status);
    }
    await until('the server to answer signed-in calls again', async () => (await admin.get('/api/admin/stats')).status === 200);
    alive();
  });

  it('wrote no unhandled rejection or crash to its log', () => {
    rejections.push(...server.output().split('\n').filter((line) => /unhandled|uncaught|triggerUncaughtException/i.test(line)));
    expect(rejections).toEqual([]);
  });
});
