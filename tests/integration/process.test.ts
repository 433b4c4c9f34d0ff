// The server and the admin command as real processes: `npm run admin -- create|reset-password`,
// and a graceful stop on SIGTERM / SIGINT (in-flight requests finish, then the process exits 0).
// The server code is compiled once with swc into a scratch folder, as `npm run build` does.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../api/config';
import { Client, heldContactPost, loginAs } from '../support/http';
import { freshDatabase } from '../support/testServer';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags';

const build = path.join(ROOT, '.test-build', `process-${process.pid}`);
let dataDir: string;
let db: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'swc'), ['api', '-d', build, '--config-file', '.swcrc', '--ignore', '**/*.test.ts', '--copy-files', '--quiet'], { cwd: ROOT });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-proc-'));
  db = await freshDatabase(dataDir);
});
afterAll(async () => {
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(build, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: db.url,
  SESSION_SECRET: 'process-test-secret',
  WEB_DIR: path.join(dataDir, 'no-web-build'),
  ...extra,
});

function admin(...args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [path.join(build, 'api', 'cli', 'admin.js'), ...args], { env: env(), encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts api/index.js on a free port and waits for its "listening" log line. */
async function startProcess(extra: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(build, 'api', 'index.js')], { env: env({ PORT: '0', LOG_LEVEL: 'info', ...extra }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const port = /"port":(\d+)/.exec(output)?.[1];
    if (port) return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

describe('npm run admin', () => {
  it('creates an admin with a given password, and refuses a taken name or bad usage', async () => {
    const created = admin('create', 'operator', '--password', 'operator-pass');
    expect(created).toEqual({ code: 0, out: expect.stringContaining('Created admin "operator".') });
    expect(created.out).not.toContain('operator-pass');
    expect(admin('create', 'operator', '--password', 'another-pass')).toEqual({ code: 1, out: expect.stringContaining('Error: The username "operator" is taken') });
    expect(admin('create', 'op', '--password', 'operator-pass')).toEqual({ code: 1, out: expect.stringContaining('Username must be at least 3 characters') });
    expect(admin('rename', 'operator').code).toBe(2);
    expect(admin('create').out).toMatch(/Usage:/);
  });

  it('resets a password to a random one printed once, which then logs in', async () => {
    const reset = admin('reset-password', 'operator');
    expect(reset.code).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(reset.out)![1];
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(admin('reset-password', 'nobody-here').out).toContain('No user named "nobody-here"');

    const server = await startProcess();
    try {
      const client = new Client(server.url);
      expect((await client.post('/api/admin/login', { username: 'operator', password: 'operator-pass' })).status).toBe(401);
      await loginAs(client, 'operator', password);
      expect((await client.get('/api/admin/user')).body).toMatchObject({ username: 'operator', isAdmin: true });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('reset-password ends every session of that user in a running server', async () => {
    expect(admin('reset-password', 'operator', '--password', 'operator-pass').code).toBe(0);
    const server = await startProcess();
    try {
      const client = new Client(server.url);
      await loginAs(client, 'operator', 'operator-pass');
      expect((await client.get('/api/admin/user')).status).toBe(200);
      const reset = admin('reset-password', 'operator', '--password', 'operator-pass-2');
      expect(reset).toEqual({ code: 0, out: expect.stringContaining('every session of that user has ended') });
      expect((await client.get('/api/admin/user')).status).toBe(401);
      await loginAs(client, 'operator', 'operator-pass-2');
      expect((await client.get('/api/admin/user')).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

/** Until the process has written `line` to its log (a generous limit only keeps a broken run from hanging). */
async function logged(server: Running, line: RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!line.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`never logged ${line}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('stopping the server', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('on %s finishes the request in flight, refuses new ones and exits 0', async (signal) => {
    // A grace no slow moment of the machine can use up before the test sends the rest of the request.
    const server = await startProcess({ SHUTDOWN_GRACE_SECONDS: '600' });
    const subject = `Sent while stopping ${crypto.randomUUID().slice(0, 8)}`;
    const held = heldContactPost(server.url, subject);
    await held.started;
    server.child.kill(signal);
    // It stops listening as it starts shutting down, while the request above is still being received.
    await logged(server, /shutting down/);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();
    held.finish();
    const done = await held.answer;
    expect(done.status).toBe(201);
    expect(JSON.parse(done.body).subject).toBe(subject);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped cleanly/);
  });

  // That the grace is waited out to its last moment, and no longer, is shown with the clock in the
  // test's hands in tests/integration/startup.test.ts; here, that the process takes its setting.
  it('gives requests in flight SHUTDOWN_GRACE_SECONDS, then closes them and exits 0', async () => {
    const server = await startProcess({ SHUTDOWN_GRACE_SECONDS: '1' });
    // A request never finished: the grace, not the request, decides when the process ends.
    const held = heldContactPost(server.url, 'Never finished');
    await held.started;
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(held.answer).rejects.toThrow();
    expect(server.output()).toMatch(/"graceSeconds":1\b/);
    expect(server.output()).toMatch(/stopped cleanly/);
  });

  it('says at start-up which Node.js runs it', async () => {
    const server = await startProcess();
    try {
      const line = server.output().split('\n').find((l) => l.includes('"port":'))!;
      expect(JSON.parse(line)).toMatchObject({ node: process.version, msg: expect.stringContaining(`(Node.js ${process.version})`) });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
