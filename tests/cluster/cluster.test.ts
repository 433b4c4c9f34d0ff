// The cluster test (`npm run test:cluster`, after `npm run build`): three app processes started at
// the same moment on an empty MariaDB, behind nginx with docs/deploy/nginx.conf, under a mixed load
// through nginx; meanwhile MariaDB is stopped for 10 s and started again, and later every connection
// the app holds is killed. What operators are promised (docs/deploy.md): no process exits, visitors
// get the last good page or a 503 with Retry-After (never an error page), writes and admin calls
// answer 503 with Retry-After, /readyz says 503 (/healthz stays 200), everything is fresh again by itself once the
// database is back, and every acknowledged contact message is stored exactly once.
//
// The phases are bounded by what the record shows, not by the clock: "down" starts once every
// process has said so on its /readyz, "recovered" once every process serves every page fresh. How
// long each took is printed with the summary (notes for the operator; the machine's load moves them).
//
// The scenario runs once (beforeAll) and records every answer; each test below checks one promise
// against the record, so a failure names the promise it breaks. Needs Debian's mariadbd, nginx and
// openssl; installs nothing. Takes about a minute and a half.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MARIADB_MIGRATIONS } from '../../api/db/migrations';
import { AppProcess, Nginx, PrivateMariaDb, ROOT, freePort, renderNginxSite, selfSignedCertificate } from './services';
import { Site, sleep, startLoad, type Exchange, type Load } from './traffic';

/** CLUSTER_OUTAGE_MS=0 leaves MariaDB running (to try the rest of the scenario on its own). */
const OUTAGE_MS = Number(process.env.CLUSTER_OUTAGE_MS ?? 10_000);
/** The load runs at least this long before the outage, and until every process has served every page. */
const BASELINE_MS = 8_000;
/** Answers each phase must hold at least, of each kind judged in it: the phase lasts until the record has them. */
const ENOUGH = { before: 100, page: 20, read: 10, write: 3, admin: 3, after: 50 };
/** How long the scenario waits for a phase to happen (process ready, outage noticed, recovery) before calling it missing: only stops a hang. */
const PHASE_LIMIT_MS = 90_000;
const PROCESSES = 3;
const ADMIN = { username: 'operator', password: 'cluster-admin-password' };
const APP_USER = { name: 'rdu_app', password: 'cluster-app-password' };

jest.setTimeout(240_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-cluster-'));
const exchanges: Exchange[] = [];
const record = (e: Exchange) => exchanges.push(e);
const marks: Record<string, number> = {};
const notes: string[] = [];
let db: PrivateMariaDb;
let nginx: Nginx;
let apps: AppProcess[] = [];
let load: Load | null = null;
let ready: { app: number; ms: number }[] = [];
let edit: { text: string; ackedAt: number | null; seenAfter: (number | null)[] } = { text: '', ackedAt: null, seenAfter: [] };
let recoveryMs: number | null = null;
let killRecoveryMs: number | null = null;
/** When each process first said on /readyz that the database was away (the end of that answer); null: never. */
let noticedAt: (number | null)[] = [];
let sessionOnEach: (number | null)[] = [];
/** An image uploaded through nginx before the outage, and what each process answered for it. */
const image: { url: string | null; bytes: number; served: (string | null)[] } = { url: null, bytes: 0, served: [] };
let scenarioError: unknown = null;
let httpPort = 0;
let httpsPort = 0;

/** First moment `check` holds, polling every `everyMs`; null if it never did before the deadline. */
async function when(check: () => Promise<boolean>, deadlineMs: number, everyMs = 100): Promise<number | null> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await check()) return Date.now();
    await sleep(everyMs);
  }
  return null;
}

async function scenario(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'api', 'index.js')) || !fs.existsSync(path.join(ROOT, 'dist', 'ssr', 'render.js'))) {
    throw new Error('The cluster test runs the built tree: run `npm run build` first');
  }
  // MariaDB: an empty database and the app's own user, as an operator would create them.
  db = new PrivateMariaDb(path.join(dir, 'mariadb'), await freePort());
  fs.mkdirSync(path.join(dir, 'mariadb'));
  db.install();
  await db.start();
  await db.sql('CREATE DATABASE rdu CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await db.sql(`CREATE USER '${APP_USER.name}'@'%' IDENTIFIED BY '${APP_USER.password}'`);
  await db.sql(`GRANT ALL PRIVILEGES ON rdu.* TO '${APP_USER.name}'@'%'`);

  // nginx in front of the three processes' ports, with a certificate the test's client trusts.
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  httpsPort = await freePort();
  httpPort = await freePort();
  const tls = selfSignedCertificate(dir);
  const site = renderNginxSite(fs.readFileSync(path.join(ROOT, 'docs', 'deploy', 'nginx.conf'), 'utf8'), { https: httpsPort, http: httpPort, upstreams: ports }, { cert: tls.cert, key: tls.key, logDir: dir });
  nginx = new Nginx(dir);
  await nginx.start(site, httpsPort);

  // Three processes at the same moment on the empty database: one migrates and seeds, the others wait.
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    NODE_ENV: 'production',
    DATABASE_URL: `mysql://${APP_USER.name}:${APP_USER.password}@127.0.0.1:${db.port}/rdu`,
    // Shared by every process (a session made by one is read by all); the second one is a retired
    // secret still accepted, as during a rotation.
    SESSION_SECRET: 'cluster-session-secret-2026,cluster-session-secret-2025',
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_SECONDS: '5',
    // Every visitor of this test reaches nginx from 127.0.0.1: one address, which the contact limit
    // would stop after 5 messages.
    CONTACT_LIMIT_BURST: '100000',
    CONTACT_LIMIT_PER_DAY: '100000',
  };
  apps = ports.map((port, i) => new AppProcess(i + 1, port, { ...env, DATA_DIR: path.join(dir, `app-${i + 1}-data`) }, dir));
  const direct = apps.map((a) => new Site(`app${a.index}`, a.url, record));
  ready = await Promise.all(
    apps.map(async (a, i) => {
      const at = await when(async () => (await direct[i].request('health', 'GET', '/readyz'))?.status === 200, 120_000, 200);
      if (at === null) throw new Error(`process ${a.index} was not ready within 120 s:\n${a.log().slice(-3000)}`);
      return { app: a.index, ms: at - a.started };
    }),
  );
  marks.ready = Date.now();

  const public_ = new Site('nginx', `https://localhost:${httpsPort}`, record, { ca: tls.pem, servername: 'localhost' });
  const providers = JSON.parse((await public_.request('read', 'GET', '/api/providers'))!.body) as { slug: string; name: string }[];
  const provider = providers.find((p) => /^[\w .-]+$/.test(p.name)) ?? providers[0];
  const faqs = JSON.parse((await public_.request('read', 'GET', '/api/faqs'))!.body) as { id: number; question: string; answer: string }[];
  const [edited, ...others] = faqs;
  const shown = others.find((f) => /^[\w ?,.-]+$/.test(f.question))?.question ?? 'Our team is happy to help you plan your ride from RDU.';
  const login = await public_.request('login', 'POST', '/api/admin/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = (login?.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  if (login?.status !== 200 || !cookie) throw new Error(`admin login through nginx answered ${login?.status}: ${login?.body}`);

  // The session made at login (through one process) is every process's: one SESSION_SECRET, sessions in the database.
  sessionOnEach = await Promise.all(direct.map(async (d) => (await d.request('admin', 'GET', '/api/admin/user', { headers: { cookie } }))?.status ?? null));

  // An image uploaded through nginx (so through one process) is served by every process.
  const boundary = `----cluster${Date.now()}`;
  const png = fs.readFileSync(path.join(ROOT, 'web', 'public', 'icons', 'icon-192.png'));
  const form = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await public_.request('admin', 'POST', '/api/admin/uploads', { headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: form });
  image.url = uploaded?.status === 201 ? (JSON.parse(uploaded.body).data.url as string) : null;
  if (image.url) {
    const own = (await public_.request('read', 'GET', image.url))!;
    image.bytes = Buffer.byteLength(own.body, 'latin1');
    image.served = await Promise.all(direct.map(async (d) => {
      const a = await d.request('read', 'GET', image.url!);
      return a ? `${a.status} ${a.headers['content-type']} ${a.headers['cache-control']} ${a.headers.etag === own.headers.etag ? 'same ETag' : 'other ETag'}` : null;
    }));
  }

  // The load, and probes of each process's /readyz and /healthz straight to it.
  marks.loadStart = Date.now();
  load = startLoad({ site: public_, providerSlug: provider.slug, providerName: provider.name, faqText: shown, adminCookie: cookie });
  let probing = true;
  const probes = (async () => {
    while (probing) {
      await Promise.all(direct.flatMap((d) => [d.request('health', 'GET', '/readyz', { timeoutMs: 5000 }), d.request('health', 'GET', '/healthz', { timeoutMs: 5000 })]));
      await sleep(250);
    }
  })();
  // A fresh process renders its first pages slowly: the outage comes once every process has
  // answered every page (so each has copies it could keep serving), and not before BASELINE_MS.
  const pages = ['/', '/providers', `/providers/${provider.slug}`, '/faq'];
  const warm = await when(async () => servedEverywhere(ports, pages), 90_000, 500);
  if (warm === null) notes.push('not every process had served every page within 90 s of the load\'s start');
  await sleep(Math.max(0, marks.loadStart + BASELINE_MS - Date.now()));
  await when(async () => nginxSince(marks.loadStart).length > ENOUGH.before, PHASE_LIMIT_MS, 250);

  // MariaDB stops for 10 s (SIGTERM, as a restart does), then starts again on the same datadir.
  marks.stopAt = Date.now();
  if (OUTAGE_MS > 0) await db.stop();
  marks.downAt = Date.now();
  await sleep(Math.max(0, marks.stopAt + OUTAGE_MS - Date.now()));
  // The outage lasts until every process has noticed it and enough was asked of each kind since.
  await when(async () => {
    noticedAt = apps.map((a) => firstDownAnswer(`app${a.index}`));
    if (OUTAGE_MS === 0 || noticedAt.some((t) => t === null)) return OUTAGE_MS === 0;
    marks.noticedAt = Math.max(...(noticedAt as number[]));
    const down = nginxSince(marks.noticedAt);
    return (['page', 'read', 'write', 'admin'] as const).every((kind) => down.filter((e) => e.kind === kind).length > ENOUGH[kind]);
  }, PHASE_LIMIT_MS, 250);
  marks.restartAt = Date.now();
  if (OUTAGE_MS > 0) await db.start();
  marks.backAt = Date.now();

  // Recovery: every process answers every page fresh, and a signed-in read (the session store's
  // pool and the app's); a FAQ edited now shows on every process.
  const fresh = async (d: Site) => {
    if ((await d.request('health', 'GET', '/readyz', { timeoutMs: 3000 }))?.status !== 200) return false;
    for (const p of pages) {
      const a = await d.request('page', 'GET', p, { headers: { accept: 'text/html' }, timeoutMs: 3000 });
      if (!a || a.status !== 200 || a.headers['x-cache'] === 'STALE' || exchanges[exchanges.length - 1].flags.length) return false;
    }
    return (await d.request('admin', 'GET', '/api/admin/stats', { headers: { cookie }, timeoutMs: 3000 }))?.status === 200;
  };
  const everyProcessFresh = async () => (await Promise.all(direct.map(fresh))).every(Boolean);
  const recovery = (async () => {
    const at = await when(everyProcessFresh, PHASE_LIMIT_MS, 100);
    if (at !== null) marks.recoveredAt = at;
    recoveryMs = at === null ? null : at - marks.backAt;
  })();
  edit = { text: `Cluster check ${Date.now().toString(36)}: edited after the database came back`, ackedAt: null, seenAfter: [] };
  const editBody = JSON.stringify({ question: edit.text, answer: edited.answer });
  await when(async () => {
    const a = await public_.request('edit', 'PUT', `/api/admin/faqs/${edited.id}`, { headers: { 'content-type': 'application/json', cookie }, body: editBody, timeoutMs: 5000 });
    return a?.status === 200;
  }, 20_000, 200).then((at) => (edit.ackedAt = at));
  if (edit.ackedAt !== null) {
    edit.seenAfter = await Promise.all(
      direct.map(async (d) => {
        const at = await when(async () => (await d.request('page', 'GET', '/faq', { headers: { accept: 'text/html' }, timeoutMs: 3000 }))?.body.includes(edit.text) ?? false, 10_000, 50);
        return at === null ? null : at - edit.ackedAt!;
      }),
    );
  }
  await recovery;
  // The load goes on for a while after the recovery, until the record holds enough of it.
  await sleep(5_000);
  if (marks.recoveredAt) await when(async () => nginxSince(marks.recoveredAt).length > ENOUGH.after, PHASE_LIMIT_MS, 250);

  // Every connection the app holds is killed from an admin session (a failover, a DBA's KILL).
  marks.killAt = Date.now();
  const held = await db.sql<{ ID: number }[]>('SELECT ID FROM information_schema.PROCESSLIST WHERE USER = ?', [APP_USER.name]);
  for (const { ID } of held) await db.sql(`KILL CONNECTION ${Number(ID)}`).catch(() => undefined);
  notes.push(`killed ${held.length} database connections of ${APP_USER.name}`);
  const killRecovered = await when(everyProcessFresh, PHASE_LIMIT_MS, 100);
  if (killRecovered !== null) {
    marks.killRecoveredAt = killRecovered;
    killRecoveryMs = killRecovered - marks.killAt;
    await sleep(6_000);
    await when(async () => nginxSince(killRecovered).length > ENOUGH.after, PHASE_LIMIT_MS, 250);
  }

  marks.loadEnd = Date.now();
  notes.push(`resident memory after the load: ${apps.map((a) => `app${a.index} ${rssMb(a)}`).join(', ')}`);
  probing = false;
  await load.stop();
  await probes;
  await load.drain(30_000);
  marks.drained = Date.now();
  public_.close();
  for (const d of direct) d.close();
}

/** What went through nginx from `from` on. */
function nginxSince(from: number): Exchange[] {
  return exchanges.filter((e) => e.target === 'nginx' && e.start >= from);
}

/** The end of the first /readyz answer of this process that said the database was away (after it was stopped). */
function firstDownAnswer(target: string): number | null {
  const first = exchanges.find((e) => e.kind === 'health' && e.path === '/readyz' && e.target === target && e.start >= marks.stopAt && e.status === 503);
  return first ? first.end : null;
}

function rssMb(a: AppProcess): string {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${a.child.pid}/status`, 'utf8'))?.[1]);
    return `${Math.round(kb / 1024)} MB`;
  } catch {
    return 'gone';
  }
}

/** Every page answered 200 through nginx by every process (nginx's access log names the process). */
function servedEverywhere(ports: number[], pages: string[]): boolean {
  let log: string;
  try {
    log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
  } catch {
    return false;
  }
  const served = new Set<string>();
  for (const line of log.split('\n')) {
    const m = /"GET (\S+) [^"]*" 200 .* upstream=127\.0\.0\.1:(\d+) /.exec(line);
    if (m) served.add(`${m[2]} ${m[1]}`);
  }
  return ports.every((port) => pages.every((p) => served.has(`${port} ${p}`)));
}

beforeAll(async () => {
  try {
    await scenario();
  } catch (err) {
    scenarioError = err;
  }
});

afterAll(async () => {
  await load?.stop().catch(() => undefined);
  for (const a of apps) await a.stop(10_000).catch(() => undefined);
  await nginx?.stop().catch(() => undefined);
  await db?.kill().catch(() => undefined);
  if (process.env.KEEP_CLUSTER_DIR) console.log(`cluster test files kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
});

const phaseOf = (t: number): string =>
  t < marks.stopAt ? 'before the outage'
    : t < marks.downAt ? 'MariaDB stopping'
      : t < marks.restartAt ? 'MariaDB down'
        : t < marks.backAt ? 'MariaDB starting'
          : t < (marks.recoveredAt ?? marks.killAt) ? 'after its return, before every process was fresh'
            : t < marks.killAt ? 'after its return'
              : t < (marks.killRecoveredAt ?? Infinity) ? 'after the kill, before every process was fresh'
                : 'after the kill';

/** Exchanges asked (and answered) within [from, to). */
const within = (from: number, to: number, e: Exchange) => e.start >= from && e.start < to && e.end <= Math.max(to, marks.backAt ?? to);

const outcome = (e: Exchange) => (e.status === null ? `no answer (${e.error})` : `${e.status}${e.xCache ? ` ${e.xCache}` : ''}${e.flags.length ? ` ${e.flags.join(', ')}` : ''}`);

/** The answers that break a rule, as readable lines (empty when all keep it). */
function breaking(list: Exchange[], rule: (e: Exchange) => boolean): string[] {
  const bad = list.filter((e) => !rule(e));
  const counts = new Map<string, number>();
  for (const e of bad) {
    const line = `${e.kind} ${e.method} ${e.path.slice(0, 60)} via ${e.target} in "${phaseOf(e.start)}": ${outcome(e)}${e.retryAfter ? ` Retry-After ${e.retryAfter}` : ''}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => (n > 1 ? `${line} (x${n})` : line)).slice(0, 25);
}

const isJsonWithMessage = (e: Exchange) => /json/.test(e.contentType ?? '');
const is503WithRetry = (e: Exchange) => e.status === 503 && Boolean(e.retryAfter);
/** What a public page or read may answer while the database is away. */
const staleOr503 = (e: Exchange) => (e.status === 200 && e.xCache === 'STALE' && e.flags.length === 0) || is503WithRetry(e);
const expectedWhileUp = (e: Exchange): boolean => {
  switch (e.kind) {
    case 'page':
    case 'read':
    case 'admin':
    case 'health':
    case 'login':
    case 'edit':
      return e.status === 200 && e.flags.length === 0 && e.xCache !== 'STALE';
    case 'write':
      return e.status === 201 || e.status === 200;
  }
};

function summary(): string {
  const lines: string[] = [];
  lines.push(`processes ready after ${ready.map((r) => `${(r.ms / 1000).toFixed(1)} s`).join(', ')} (started together on an empty database)`);
  const phases = new Map<string, Map<string, number>>();
  for (const e of exchanges) {
    if (e.start < (marks.loadStart ?? 0)) continue;
    const phase = phaseOf(e.start);
    const key = `${e.kind}:${e.status ?? 'none'}${e.xCache === 'STALE' ? ' STALE' : ''}`;
    const m = phases.get(phase) ?? new Map<string, number>();
    m.set(key, (m.get(key) ?? 0) + 1);
    phases.set(phase, m);
  }
  lines.push(`${exchanges.length} requests; answers per phase (kind:status):`);
  for (const [phase, m] of phases) lines.push(`  ${phase}: ${[...m].sort().map(([k, n]) => `${k} x${n}`).join(', ')}`);
  lines.push(`MariaDB down from ${((marks.downAt - marks.stopAt) / 1000).toFixed(1)} s after SIGTERM to ${((marks.restartAt - marks.stopAt) / 1000).toFixed(1)} s; answering again ${((marks.backAt - marks.restartAt) / 1000).toFixed(1)} s after its start`);
  lines.push(`outage noticed (each process's /readyz 503): ${noticedAt.map((t, i) => `app${i + 1} ${t === null ? 'never' : `${t - marks.stopAt} ms`}`).join(', ')} after MariaDB was sent SIGTERM`);
  lines.push(`recovery (every process: /readyz 200 and every page fresh): ${recoveryMs === null ? `not within ${PHASE_LIMIT_MS / 1000} s` : `${recoveryMs} ms after the database answered`}`);
  lines.push(`after the connections were killed, every process fresh again: ${killRecoveryMs === null ? `not within ${PHASE_LIMIT_MS / 1000} s` : `${killRecoveryMs} ms after the kill`}`);
  lines.push(`FAQ edit after the return: ${edit.ackedAt === null ? 'never acknowledged' : `acknowledged ${edit.ackedAt - marks.backAt} ms after the return; on each process after ${edit.seenAfter.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ')}`}`);
  const outbox = load?.outbox ?? [];
  lines.push(`contact messages: ${outbox.length} written, ${outbox.filter((m) => m.ackedAt !== null).length} acknowledged, ${outbox.reduce((n, m) => n + m.tries, 0)} tries`);
  lines.push(...notes);
  lines.push(`process exits: ${apps.map((a) => (a.exit ? `app${a.index} exited (${a.exit.code ?? a.exit.signal}) in "${phaseOf(a.exit.at)}"` : `app${a.index} running`)).join(', ')}`);
  return lines.join('\n');
}

describe('three processes behind nginx on one MariaDB', () => {
  it('all start at the same moment on an empty database and become ready: one migrates and seeds, the others wait', async () => {
    if (scenarioError) throw scenarioError;
    console.log(summary());
    expect(ready).toHaveLength(PROCESSES);
  });

  it('migrated and seeded the database exactly once', async () => {
    if (scenarioError) throw scenarioError;
    const [{ n }] = await db.sql<{ n: number }[]>('SELECT COUNT(*) AS n FROM rdu.migrations');
    expect(Number(n)).toBe(MARIADB_MIGRATIONS.length);
    expect(await db.sql('SELECT slug, COUNT(*) AS n FROM rdu.providers GROUP BY slug HAVING COUNT(*) > 1')).toEqual([]);
    expect(await db.sql("SELECT username FROM rdu.users WHERE username = ?", [ADMIN.username])).toHaveLength(1);
  });

  it('answers the mixed load through nginx as expected while the database is up, from every process', () => {
    if (scenarioError) throw scenarioError;
    const before = exchanges.filter((e) => e.start >= marks.loadStart && e.end < marks.stopAt && e.target === 'nginx');
    expect(before.length).toBeGreaterThan(ENOUGH.before);
    expect(breaking(before, expectedWhileUp)).toEqual([]);
  });

  it('knows the admin signed in through one process on every process', () => {
    if (scenarioError) throw scenarioError;
    expect(sessionOnEach).toEqual(apps.map(() => 200));
  });

  it('serves an image uploaded through one process from every process', () => {
    if (scenarioError) throw scenarioError;
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(image.served).toEqual(apps.map(() => '200 image/webp public, max-age=31536000, immutable same ETag'));
  });

  it('redirects plain HTTP to HTTPS', async () => {
    if (scenarioError) throw scenarioError;
    const res = await fetch(`http://127.0.0.1:${httpPort}/faq`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://127.0.0.1/faq');
  });

  it('while MariaDB is down: pages are the last good copy (X-Cache: STALE) or 503 with Retry-After, never an error page or a missing provider', () => {
    if (scenarioError) throw scenarioError;
    const down = exchanges.filter((e) => e.target === 'nginx' && e.kind === 'page' && within(marks.noticedAt, marks.restartAt, e));
    expect(down.length).toBeGreaterThan(ENOUGH.page);
    expect(breaking(down, staleOr503)).toEqual([]);
  });

  it('while MariaDB is down: public reads are a kept copy or 503 with Retry-After, never another error', () => {
    if (scenarioError) throw scenarioError;
    const down = exchanges.filter((e) => e.target === 'nginx' && e.kind === 'read' && within(marks.noticedAt, marks.restartAt, e));
    expect(down.length).toBeGreaterThan(ENOUGH.read);
    expect(breaking(down, (e) => e.status === 200 || is503WithRetry(e))).toEqual([]);
  });

  it('while MariaDB is down: writes and admin calls answer 503 with Retry-After and a JSON message', () => {
    if (scenarioError) throw scenarioError;
    const down = exchanges.filter((e) => e.target === 'nginx' && (e.kind === 'write' || e.kind === 'admin') && within(marks.noticedAt, marks.restartAt, e));
    expect(down.filter((e) => e.kind === 'write').length).toBeGreaterThan(ENOUGH.write);
    expect(down.filter((e) => e.kind === 'admin').length).toBeGreaterThan(ENOUGH.admin);
    expect(breaking(down, (e) => is503WithRetry(e) && isJsonWithMessage(e))).toEqual([]);
  });

  it('while MariaDB is down: /readyz answers 503 on every process', () => {
    if (scenarioError) throw scenarioError;
    // Each from the moment it first said so until the database was started again.
    expect(noticedAt.map((t, i) => `app${i + 1} ${t === null ? 'never said so' : 'said so'}`)).toEqual(apps.map((a) => `app${a.index} said so`));
    const down = exchanges.filter((e) => e.kind === 'health' && e.path === '/readyz' && e.target !== 'nginx' && within(noticedAt[Number(e.target.slice(3)) - 1]!, marks.restartAt, e));
    expect(new Set(down.map((e) => e.target)).size).toBe(PROCESSES);
    expect(breaking(down, (e) => e.status === 503)).toEqual([]);
  });

  it('/healthz answers 200 on every process throughout, the outage included: alive, so nothing restarts them', () => {
    if (scenarioError) throw scenarioError;
    const live = exchanges.filter((e) => e.kind === 'health' && e.path === '/healthz' && e.target !== 'nginx' && e.start >= marks.loadStart && e.end < (marks.killAt ?? Infinity));
    expect(new Set(live.map((e) => e.target)).size).toBe(PROCESSES);
    expect(breaking(live, (e) => e.status === 200)).toEqual([]);
  });

  it("after the database's return every process serves every page fresh by itself, from then on, and a write made then shows on every process", () => {
    if (scenarioError) throw scenarioError;
    expect(recoveryMs).not.toBeNull();
    const after = exchanges.filter((e) => e.target === 'nginx' && e.start >= marks.recoveredAt && e.end < marks.killAt);
    expect(after.length).toBeGreaterThan(ENOUGH.after);
    expect(breaking(after, expectedWhileUp)).toEqual([]);
    expect(edit.ackedAt).not.toBeNull();
    expect(edit.seenAfter).toHaveLength(PROCESSES);
    for (const ms of edit.seenAfter) expect(ms).not.toBeNull();
  });

  it('keeps serving after every database connection it held is killed', () => {
    if (scenarioError) throw scenarioError;
    expect(killRecoveryMs).not.toBeNull();
    const during = exchanges.filter((e) => e.target === 'nginx' && e.start >= marks.killAt && e.start < marks.killRecoveredAt);
    expect(breaking(during, (e) => expectedWhileUp(e) || is503WithRetry(e))).toEqual([]);
    const after = exchanges.filter((e) => e.target === 'nginx' && e.start >= marks.killRecoveredAt && e.end <= marks.loadEnd);
    expect(after.length).toBeGreaterThan(ENOUGH.after);
    expect(breaking(after, expectedWhileUp)).toEqual([]);
  });

  it('stores every acknowledged contact message exactly once', async () => {
    if (scenarioError) throw scenarioError;
    const outbox = load!.outbox;
    expect(outbox.filter((m) => m.refused !== null)).toEqual([]);
    const acked = outbox.filter((m) => m.ackedAt !== null);
    expect(acked.length).toBeGreaterThan(10);
    const rows = await db.sql<{ subject: string; n: number }[]>("SELECT subject, COUNT(*) AS n FROM rdu.contact_submissions WHERE subject LIKE 'Cluster message %' GROUP BY subject");
    const stored = new Map(rows.map((r) => [r.subject, Number(r.n)]));
    expect(acked.filter((m) => stored.get(m.subject) !== 1).map((m) => `${m.subject}: stored ${stored.get(m.subject) ?? 0} times after ${m.tries} tries`)).toEqual([]);
    // Nothing stored twice either, acknowledged or not (a try whose answer was lost).
    expect(rows.filter((r) => Number(r.n) > 1)).toEqual([]);
    // The outbox delivered everything once the database was back.
    expect(outbox.filter((m) => m.ackedAt === null).map((m) => m.subject)).toEqual([]);
  });

  it('never loses a process, and each stops cleanly on SIGTERM', async () => {
    if (scenarioError) throw scenarioError;
    // What Node printed as it died (after the last JSON log line): the error and where it came from.
    const lastWords = (a: AppProcess) => {
      const lines = a.log().trim().split('\n');
      const tail = lines.slice(lines.findLastIndex((l) => l.startsWith('{"level"')) + 1);
      return tail.filter((l) => l.trim() && !/^\s*at (node:|process\.|new Promise)/.test(l)).slice(0, 8).map((l) => `    ${l.slice(0, 240)}`).join('\n');
    };
    expect(apps.filter((a) => a.exit).map((a) => `app${a.index} exited with ${a.exit!.code ?? a.exit!.signal} in "${phaseOf(a.exit!.at)}"; its log ends:\n${lastWords(a)}`)).toEqual([]);
    const stops = await Promise.all(apps.map((a) => a.stop(15_000)));
    expect(stops).toEqual(apps.map(() => ({ code: 0, signal: null })));
    for (const a of apps) expect(a.log()).toMatch(/"graceSeconds":5\b[\s\S]*stopped cleanly/);
  });
});
