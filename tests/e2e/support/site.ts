// Starts the built site (dist/api + dist/web, or WEB_DIR) as a child process on a free port with a
// fresh SQLite database, and a headless Debian Chromium driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
export const SCREENSHOT_DIR = path.join(ROOT, 'tests', 'e2e', 'screenshots');

export interface Site {
  url: string;
  port: number;
  dataDir: string;
  databaseFile: string;
  /** Stops the server (SIGTERM). */
  stop(): Promise<void>;
  /** Restarts the server on the same port and database (e.g. after a "deployment"). */
  restart(env?: Record<string, string>): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export async function startSite(extraEnv: Record<string, string> = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-e2e-'));
  const databaseFile = path.join(dataDir, 'site.sqlite');
  let child: ChildProcess;
  let output = '';
  const launch = async (env: Record<string, string>) => {
    output = '';
    child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'dist', 'api', 'index.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${databaseFile}`,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SESSION_SECRET: 'e2e-session-secret',
        LOG_LEVEL: 'warn',
        // The browser suites send many messages from one address; the throttle has its own tests.
        CONTACT_LIMIT_BURST: '100000',
        CONTACT_LIMIT_PER_DAY: '100000',
        // ...and search many trips; the trip allowance has its own tests.
        TRIP_LIMIT_BURST: '100000',
        ...extraEnv,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await launch({});
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    databaseFile,
    stop,
    restart: async (env = {}) => {
      await stop();
      await launch(env);
    },
  };
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** A page that fails the test on uncaught errors or console errors (map tiles from outside excepted). */
/** Polls fn until it returns true (playwright's waitForFunction does not await async predicates). */
export async function waitUntil(what: string, fn: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fn())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function trackedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    // The sandbox has no internet: outside map tiles and ad networks cannot load here.
    if (/tile\.openstreetmap\.org|googlesyndication|ezojs|gatekeeperconsent|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return { page, errors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Logs in through the admin form. */
export async function loginAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.waitForURL(`${baseUrl}/admin`);
}

/** One GraphQL read the page asked: its variables, and its answer (the body and how many bytes came). */
export interface GraphqlAsk {
  variables: Record<string, unknown>;
  answer: Promise<{ bytes: number; body: any }>;
}

/**
 * Every `operationName` query the page asks from now on (the app's reads are GETs), in order, as
 * they are asked: what a page costs the server is one of the things a test can see exactly.
 */
export function watchGraphql(page: Page, operationName: string): GraphqlAsk[] {
  const asks: GraphqlAsk[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql' || url.searchParams.get('operationName') !== operationName) return;
    const answer = request.response().then(async (response) => {
      const bytes = (await response!.body()).length;
      return { bytes, body: await response!.json() };
    });
    answer.catch(() => undefined); // a test that never looks at it must not leave a rejection
    asks.push({ variables: JSON.parse(url.searchParams.get('variables') ?? '{}'), answer });
  });
  return asks;
}

/**
 * The reads' answers that hold data, in order. The first time a server process is asked a query,
 * the client sends only its hash and is told to send it whole (automatic persisted queries,
 * web/data/client.ts): that miss carries no data and is left out (at most one per read is allowed).
 */
export async function answeredReads(asks: GraphqlAsk[]): Promise<{ variables: Record<string, unknown>; bytes: number; body: any }[]> {
  const answers = await Promise.all(asks.map(async (a) => ({ variables: a.variables, ...(await a.answer) })));
  const isMiss = (a: { body: any }) => a.body?.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND' && !a.body.data;
  const reads = answers.filter((a) => !isMiss(a));
  if (answers.length - reads.length > reads.length) throw new Error(`more persisted-query misses than reads: ${JSON.stringify(answers.map((a) => a.variables))}`);
  return reads;
}
