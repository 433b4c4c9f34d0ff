// The rolling upgrade (issue 34, item 4; docs/operations.md "Upgrades", docs/deploy.md "Upgrading"):
// three processes of the previous release (.ci/previous-release, built from git by
// previousRelease.ts) serve an empty MariaDB behind nginx (docs/deploy/nginx.conf); then, one at a
// time, each is taken out of nginx's rotation, stopped, started again from this tree and put back
// once its /readyz says 200. The first new process migrates the database while the two old ones
// serve on it. Meanwhile a client reads pages and the public API and writes through nginx: contact
// messages (each sent once, never resent), FAQ edits and provider route edits as an admin. The
// promises: no request through nginx fails, both releases answer on the migrated schema (each one's
// writes read back by the other), every contact message is stored once.
//
// Phases end on conditions (a process ready, nginx's old workers gone, a write seen), never on the
// clock; how long each step took is printed with the summary. Needs Debian's mariadbd, nginx and
// openssl, like cluster.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MARIADB_MIGRATIONS } from '../../api/db/migrations';
import { buildPreviousRelease, type PreviousRelease } from './previousRelease';
import { AppProcess, Nginx, PrivateMariaDb, ROOT, freePort, renderNginxSite, selfSignedCertificate } from './services';
import { Site, sleep, type Exchange } from './traffic';

const PROCESSES = 3;
const ADMIN = { username: 'operator', password: 'cluster-admin-password' };
const APP_USER = { name: 'rdu_app', password: 'cluster-app-password' };
/** Answers through nginx the load must have had before the first restart and after the last one. */
const ENOUGH = 40;
/** Only stops a hang: how long a process may take to be ready, or a write to show elsewhere. */
const LIMIT_MS = 120_000;

jest.setTimeout(600_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-upgrade-'));
const exchanges: Exchange[] = [];
const record = (e: Exchange) => exchanges.push(e);
const notes: string[] = [];
let previous: PreviousRelease;
let db: PrivateMariaDb;
let nginx: Nginx;
let apps: AppProcess[] = [];
let scenarioError: unknown = null;
let ports: number[] = [];
const marks: Record<string, number> = {};
/** What each process said it was ('new': /readyz 200 from this tree; 'old': the previous release) at each mixed moment. */
const mixed: { after: number; versions: string[]; seen: string[]; accessLog: string }[] = [];
const contacts: { subject: string; status: number | null }[] = [];

async function when(check: () => Promise<boolean>, limitMs = LIMIT_MS, everyMs = 100): Promise<number | null> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return Date.now();
    await sleep(everyMs);
  }
  return null;
}

const ok = (e: Exchange) => e.status !== null && e.status >= 200 && e.status < 300 && e.flags.length === 0;

async function scenario(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'api', 'index.js')) || !fs.existsSync(path.join(ROOT, 'dist', 'ssr', 'render.js'))) {
    throw new Error('The cluster test runs the built tree: run `npm run build` first');
  }
  previous = buildPreviousRelease();
  notes.push(`previous release ${previous.commit.slice(0, 12)}: ${previous.buildMs ? `built in ${(previous.buildMs / 1000).toFixed(1)} s` : 'build kept from an earlier run'}`);

  db = new PrivateMariaDb(path.join(dir, 'mariadb'), await freePort());
  fs.mkdirSync(path.join(dir, 'mariadb'));
  db.install();
  await db.start();
  await db.sql('CREATE DATABASE rdu CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await db.sql(`CREATE USER '${APP_USER.name}'@'%' IDENTIFIED BY '${APP_USER.password}'`);
  await db.sql(`GRANT ALL PRIVILEGES ON rdu.* TO '${APP_USER.name}'@'%'`);

  ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const tls = selfSignedCertificate(dir);
  const source = fs.readFileSync(path.join(ROOT, 'docs', 'deploy', 'nginx.conf'), 'utf8');
  const siteWith = (down: number[]) => renderNginxSite(source, { https: httpsPort, http: httpPort, upstreams: ports, down }, { cert: tls.cert, key: tls.key, logDir: dir });
  nginx = new Nginx(dir);
  await nginx.start(siteWith([]), httpsPort);

  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    NODE_ENV: 'production',
    DATABASE_URL: `mysql://${APP_USER.name}:${APP_USER.password}@127.0.0.1:${db.port}/rdu`,
    SESSION_SECRET: 'upgrade-session-secret-2026',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_SECONDS: '5',
    CONTACT_LIMIT_BURST: '100000',
    CONTACT_LIMIT_PER_DAY: '100000',
  };
  const envOf = (i: number) => ({ ...env, DATA_DIR: path.join(dir, `app-${i + 1}-data`) });
  const direct = ports.map((port, i) => new Site(`app${i + 1}`, `http://127.0.0.1:${port}`, record));
  /** 'new' when the process answers /readyz 200 (this release); the previous release has no /readyz. */
  const versionOf = async (i: number) => ((await direct[i].request('health', 'GET', '/readyz', { timeoutMs: 5000 }))?.status === 200 ? 'new' : 'old');

  // The previous release on the empty database: it migrates to its own schema and seeds. It listens
  // only once ready, so /healthz 200 is its readiness.
  apps = ports.map((port, i) => new AppProcess(i + 1, port, envOf(i), dir, previous.root, `app-${i + 1}-previous`));
  for (const [i, a] of apps.entries()) {
    const at = await when(async () => (await direct[i].request('health', 'GET', '/healthz', { timeoutMs: 3000 }))?.status === 200, LIMIT_MS, 250);
    if (at === null) throw new Error(`previous-release process ${i + 1} was not ready:\n${a.log().slice(-3000)}`);
  }
  marks.oldReady = Date.now();

  // The client: its own connection per request through nginx (a browser's keep-alive connection
  // racing nginx's reload is nginx's business, not the app's).
  const site = new Site('nginx', `https://localhost:${httpsPort}`, record, { ca: tls.pem, servername: 'localhost' }, false);
  const login = await site.request('login', 'POST', '/api/admin/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = (login?.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  if (login?.status !== 200 || !cookie) throw new Error(`admin login through nginx answered ${login?.status}: ${login?.body}`);
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const providers = JSON.parse((await site.request('read', 'GET', '/api/providers'))!.body) as { id: number; slug: string }[];
  const provider = JSON.parse((await site.request('read', 'GET', `/api/providers/${providers[0].slug}`))!.body) as { id: number; slug: string; mapCenter: string | null; defaultZoom: number | null; routePoints: string | null };
  const faqs = JSON.parse((await site.request('read', 'GET', '/api/faqs'))!.body) as { id: number; question: string; answer: string }[];
  const [clientFaq, probeFaq] = faqs;
  const routeBody = (color: string) => JSON.stringify({ mapCenter: provider.mapCenter, defaultZoom: provider.defaultZoom, routePoints: provider.routePoints, routeColor: color });

  let running = true;
  let sent = 0;
  const loop = async (body: (i: number) => Promise<void>) => {
    for (let i = 0; running; i++) {
      await body(i);
      await sleep(25);
    }
  };
  const pages = ['/', '/faq', `/providers/${provider.slug}`, '/providers'];
  const reads = ['/api/providers', '/api/faqs', `/api/providers/${provider.slug}`];
  const workers = [
    loop(async (i) => void (await site.request('page', 'GET', pages[i % pages.length], { headers: { accept: 'text/html' } }))),
    loop(async (i) => void (await site.request('read', 'GET', reads[i % reads.length]))),
    loop(async () => {
      const n = ++sent;
      const subject = `Upgrade message ${n}`;
      const a = await site.request('write', 'POST', '/api/contact', {
        headers: { ...json, 'idempotency-key': `upgrade-${String(n).padStart(6, '0')}` },
        body: JSON.stringify({ name: 'Upgrade Visitor', email: `visitor${n}@example.com`, subject, message: 'Sent through nginx while the processes are upgraded one by one.' }),
      });
      contacts.push({ subject, status: a?.status ?? null });
    }),
    loop(async (i) => {
      if (i % 3 === 0) await site.request('edit', 'PUT', `/api/admin/faqs/${clientFaq.id}`, { headers: { ...json, cookie }, body: JSON.stringify({ question: `${clientFaq.question.replace(/ \(edit \d+\)$/, '')} (edit ${i})`, answer: clientFaq.answer }) });
      else if (i % 3 === 1) await site.request('edit', 'PATCH', `/api/providers/${provider.id}`, { headers: { ...json, cookie }, body: routeBody(i % 2 ? '#1E88E5' : '#FF6B6B') });
      else await site.request('admin', 'GET', '/api/admin/stats', { headers: { cookie } });
    }),
  ];
  const nginxSince = (from: number) => exchanges.filter((e) => e.target === 'nginx' && e.start >= from);
  marks.loadStart = Date.now();
  await when(async () => nginxSince(marks.loadStart).length > ENOUGH, LIMIT_MS, 100);

  // Each process's writes read back by every other one: a FAQ question written through it shows in
  // every process's /api/faqs (whatever release each runs).
  const crossCheck = async (step: number): Promise<string[]> => {
    const seen: string[] = [];
    for (let w = 0; w < PROCESSES; w++) {
      const text = `Written through app${w + 1} at step ${step}: how early should I book?`;
      const put = await direct[w].request('edit', 'PUT', `/api/admin/faqs/${probeFaq.id}`, { headers: { ...json, cookie }, body: JSON.stringify({ question: text, answer: probeFaq.answer }) });
      const contact = await direct[w].request('write', 'POST', '/api/contact', {
        headers: { ...json, 'idempotency-key': `upgrade-direct-${step}-${w}` },
        body: JSON.stringify({ name: 'Upgrade Visitor', email: 'direct@example.com', subject: `Upgrade direct ${step}-${w}`, message: 'Sent straight to one process while both releases run.' }),
      });
      if (contact) contacts.push({ subject: `Upgrade direct ${step}-${w}`, status: contact.status });
      const readers = await Promise.all(direct.map(async (d) => when(async () => ((await d.request('read', 'GET', '/api/faqs', { timeoutMs: 5000 }))?.body ?? '').includes(text), 15_000, 100)));
      seen.push(`app${w + 1} wrote (${put?.status}): ${readers.map((at, r) => `app${r + 1} ${at === null ? 'never' : 'read it'}`).join(', ')}`);
    }
    return seen;
  };

  // The rolling upgrade, one process at a time, as docs/deploy.md says.
  for (let i = 0; i < PROCESSES; i++) {
    const started = Date.now();
    await nginx.reload(siteWith([ports[i]]));
    const out = Date.now();
    const stopped = await apps[i].stop(15_000);
    if (stopped.code !== 0) notes.push(`previous-release process ${i + 1} stopped with ${stopped.code ?? stopped.signal}`);
    apps[i] = new AppProcess(i + 1, ports[i], envOf(i), dir);
    const ready = await when(async () => (await direct[i].request('health', 'GET', '/readyz', { timeoutMs: 3000 }))?.status === 200, LIMIT_MS, 200);
    if (ready === null) throw new Error(`process ${i + 1} of this release was not ready:\n${apps[i].log().slice(-3000)}`);
    await nginx.reload(siteWith([]));
    notes.push(`process ${i + 1}: out of rotation after ${out - started} ms, stopped and started again, ready after ${ready - out} ms, back in rotation ${Date.now() - started} ms after its step began`);
    if (i < PROCESSES - 1) {
      // Both releases serve: let the load run through all three, then each writes and reads the other's writes.
      const logStart = fs.statSync(path.join(dir, 'access.log')).size;
      const from = Date.now();
      await when(async () => nginxSince(from).length > ENOUGH, LIMIT_MS, 100);
      const versions = await Promise.all(direct.map((_d, k) => versionOf(k)));
      const seen = await crossCheck(i + 1);
      const accessLog = fs.readFileSync(path.join(dir, 'access.log'), 'utf8').slice(logStart);
      mixed.push({ after: i + 1, versions, seen, accessLog });
    }
  }
  marks.upgraded = Date.now();
  await when(async () => nginxSince(marks.upgraded).length > ENOUGH, LIMIT_MS, 100);
  running = false;
  await Promise.all(workers);
  marks.loadEnd = Date.now();
  site.close();
  for (const d of direct) d.close();
}

beforeAll(async () => {
  try {
    await scenario();
  } catch (err) {
    scenarioError = err;
  }
});

afterAll(async () => {
  for (const a of apps) await a.stop(10_000).catch(() => undefined);
  await nginx?.stop().catch(() => undefined);
  await db?.kill().catch(() => undefined);
  if (process.env.KEEP_CLUSTER_DIR) console.log(`upgrade test files kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
});

/** 2xx answers per upstream port in a slice of nginx's access log. */
function servedBy(accessLog: string): Map<string, number> {
  const by = new Map<string, number>();
  for (const line of accessLog.split('\n')) {
    const m = /" 2\d\d .* upstream=127\.0\.0\.1:(\d+) /.exec(line);
    if (m) by.set(m[1], (by.get(m[1]) ?? 0) + 1);
  }
  return by;
}

function breaking(list: Exchange[]): string[] {
  const counts = new Map<string, number>();
  for (const e of list.filter((x) => !ok(x))) {
    const line = `${e.kind} ${e.method} ${e.path.slice(0, 60)} via ${e.target}: ${e.status ?? `no answer (${e.error})`}${e.flags.length ? ` ${e.flags.join(', ')}` : ''}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => (n > 1 ? `${line} (x${n})` : line)).slice(0, 25);
}

describe('a rolling upgrade from the previous release behind nginx on one MariaDB', () => {
  it('runs the previous release, then this one, on every process', () => {
    if (scenarioError) throw scenarioError;
    const through = exchanges.filter((e) => e.target === 'nginx' && e.start >= marks.loadStart);
    console.log([
      ...notes,
      `${through.length} requests through nginx: ${[...new Set(through.map((e) => e.kind))].map((k) => `${k} ${through.filter((e) => e.kind === k).length}`).join(', ')}`,
      ...mixed.map((m) => `with ${m.after} of ${PROCESSES} upgraded: ${m.versions.join(', ')}; ${m.seen.join('; ')}`),
    ].join('\n'));
    expect(mixed.map((m) => m.versions)).toEqual([['new', 'old', 'old'], ['new', 'new', 'old']]);
  });

  it('migrated the database the previous release made, once', async () => {
    if (scenarioError) throw scenarioError;
    const [{ n }] = await db.sql<{ n: number }[]>('SELECT COUNT(*) AS n FROM rdu.migrations');
    expect(Number(n)).toBe(MARIADB_MIGRATIONS.length);
    // The previous release's admin flag is kept, in step with the role (AdminFlagKept).
    expect(await db.sql('SELECT username, role, isAdmin FROM rdu.users')).toEqual([{ username: ADMIN.username, role: 'OWNER', isAdmin: 1 }]);
  });

  it('fails no request through nginx: pages, reads, contact messages, FAQ and provider edits, admin reads', () => {
    if (scenarioError) throw scenarioError;
    const through = exchanges.filter((e) => e.target === 'nginx' && e.start >= marks.loadStart);
    for (const kind of ['page', 'read', 'write', 'edit', 'admin']) expect(`${kind}: ${through.filter((e) => e.kind === kind).length > 5}`).toBe(`${kind}: true`);
    expect(breaking(through)).toEqual([]);
  });

  it('serves through nginx from both releases while both run, and each one reads what the other wrote', () => {
    if (scenarioError) throw scenarioError;
    for (const m of mixed) {
      const by = servedBy(m.accessLog);
      expect(ports.map((p) => `${p}: ${(by.get(String(p)) ?? 0) > 0}`)).toEqual(ports.map((p) => `${p}: true`));
      const everyoneReads = ports.map((_p, r) => `app${r + 1} read it`).join(', ');
      expect(m.seen).toEqual(ports.map((_p, w) => `app${w + 1} wrote (200): ${everyoneReads}`));
    }
    expect(breaking(exchanges.filter((e) => e.target !== 'nginx' && e.kind !== 'health'))).toEqual([]);
  });

  it('stores every contact message once', async () => {
    if (scenarioError) throw scenarioError;
    expect(contacts.filter((c) => c.status !== 201 && c.status !== 200)).toEqual([]);
    const rows = await db.sql<{ subject: string; n: number }[]>("SELECT subject, COUNT(*) AS n FROM rdu.contact_submissions WHERE subject LIKE 'Upgrade %' GROUP BY subject");
    const stored = new Map(rows.map((r) => [r.subject, Number(r.n)]));
    expect(contacts.filter((c) => stored.get(c.subject) !== 1).map((c) => `${c.subject}: stored ${stored.get(c.subject) ?? 0} times`)).toEqual([]);
  });

  it('every process of this release stops cleanly', async () => {
    if (scenarioError) throw scenarioError;
    expect(apps.filter((a) => a.exit).map((a) => `app${a.index} exited`)).toEqual([]);
    expect(await Promise.all(apps.map((a) => a.stop(15_000)))).toEqual(apps.map(() => ({ code: 0, signal: null })));
  });
});
