// What the cluster test runs beside the app: a private MariaDB (its own datadir, port and socket in
// a scratch folder: stopping it disturbs no one), nginx with docs/deploy/nginx.conf (only its ports
// and paths changed), and the app processes themselves, started from the built tree as in production.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags';

export const ROOT = path.resolve(__dirname, '..', '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now (the kernel's pick, given back at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The first of `names` found in PATH or in the sbin folders (Debian puts mariadbd and nginx there). */
export function findProgram(...names: string[]): string {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', '/sbin'];
  for (const name of names) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) return file;
    }
  }
  throw new Error(`${names.join(' or ')} is not installed (Debian: apt-get install mariadb-server nginx openssl)`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export class PrivateMariaDb {
  readonly socket: string;
  readonly port: number;
  private child: ChildProcess | null = null;
  private readonly dataDir: string;
  private readonly user = os.userInfo().username;

  constructor(private readonly dir: string, port: number) {
    this.port = port;
    this.socket = path.join(dir, 'mysqld.sock');
    this.dataDir = path.join(dir, 'data');
  }

  /** A new datadir; root logs in over the socket without a password (this server is the test's alone). */
  install(): void {
    fs.mkdirSync(this.dataDir, { recursive: true });
    execFileSync(
      findProgram('mariadb-install-db', 'mysql_install_db'),
      ['--no-defaults', `--datadir=${this.dataDir}`, `--user=${this.user}`, '--auth-root-authentication-method=normal', '--skip-test-db'],
      { stdio: 'pipe' },
    );
  }

  async start(): Promise<void> {
    const log = fs.openSync(path.join(this.dir, 'mariadbd.log'), 'a');
    this.child = spawn(
      findProgram('mariadbd', 'mysqld'),
      [
        '--no-defaults',
        `--datadir=${this.dataDir}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${this.socket}`,
        `--pid-file=${path.join(this.dir, 'mariadbd.pid')}`,
        `--user=${this.user}`,
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=64M',
        '--innodb-log-file-size=16M',
        '--max-connections=300',
      ],
      { stdio: ['ignore', log, log] },
    );
    fs.closeSync(log);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`mariadbd exited at start:\n${this.log()}`);
      try {
        const c = await this.connect();
        await c.end();
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error(`mariadbd did not answer within 60 s:\n${this.log()}`);
  }

  /** SIGTERM, as a service manager stops it, and wait until it has exited. */
  async stop(): Promise<void> {
    if (!this.child) return;
    const child = this.child;
    this.child = null;
    child.kill('SIGTERM');
    await exited(child);
  }

  async kill(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    await exited(this.child);
    this.child = null;
  }

  connect(database?: string): Promise<mysql.Connection> {
    return mysql.createConnection({ socketPath: this.socket, user: 'root', password: '', database, connectTimeout: 2000 });
  }

  async sql<T = any>(query: string, params: unknown[] = []): Promise<T> {
    const c = await this.connect();
    try {
      const [rows] = await c.query(query, params);
      return rows as T;
    } finally {
      await c.end();
    }
  }

  log(): string {
    try {
      return fs.readFileSync(path.join(this.dir, 'mariadbd.log'), 'utf8').slice(-4000);
    } catch {
      return '';
    }
  }
}

/** A certificate for localhost (and 127.0.0.1) that the test's client trusts as its only CA. */
export function selfSignedCertificate(dir: string): { cert: string; key: string; pem: string } {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  execFileSync(
    findProgram('openssl'),
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: 'pipe' },
  );
  return { cert, key, pem: fs.readFileSync(cert, 'utf8') };
}

export interface NginxPorts {
  https: number;
  http: number;
  upstreams: number[];
  /** Upstreams marked `down` (out of rotation, as for a restart during a rolling upgrade). */
  down?: number[];
}

/**
 * docs/deploy/nginx.conf with the test's ports and paths: the listen ports, the upstream's one
 * `server` line repeated per process, the certificate and the log files. Anything else in the file
 * is used as it is; a change of its shape that this no longer recognises fails here, loudly.
 */
export function renderNginxSite(source: string, ports: NginxPorts, paths: { cert: string; key: string; logDir: string }): string {
  const replaceOnce = (text: string, pattern: RegExp, by: string | ((...m: string[]) => string)) => {
    if (!pattern.test(text)) throw new Error(`docs/deploy/nginx.conf no longer has ${pattern}: update the cluster test's templating`);
    return text.replace(pattern, by as never);
  };
  let site = source;
  site = replaceOnce(site, /^(\s*)listen 443 ssl http2;/m, (_m, indent) => `${indent}listen 127.0.0.1:${ports.https} ssl http2;`);
  site = replaceOnce(site, /^(\s*)listen 80;/m, (_m, indent) => `${indent}listen 127.0.0.1:${ports.http};`);
  const servers = /^(\s*)server 127\.0\.0\.1:3001( [^;]*);\n(?:\s*server 127\.0\.0\.1:\d+[^;]*;\n)*/m;
  site = replaceOnce(site, servers, (_m, indent, params) => ports.upstreams.map((p) => `${indent}server 127.0.0.1:${p}${params}${ports.down?.includes(p) ? ' down' : ''};\n`).join(''));
  site = replaceOnce(site, /ssl_certificate \S+;/, `ssl_certificate ${paths.cert};`);
  site = replaceOnce(site, /ssl_certificate_key \S+;/, `ssl_certificate_key ${paths.key};`);
  site = replaceOnce(site, /access_log \/var\/log\/nginx\/rdu-rides\.access\.log/, `access_log ${path.join(paths.logDir, 'access.log')}`);
  site = replaceOnce(site, /error_log \/var\/log\/nginx\/rdu-rides\.error\.log/, `error_log ${path.join(paths.logDir, 'error.log')}`);
  return site;
}

export class Nginx {
  private child: ChildProcess | null = null;

  constructor(private readonly dir: string) {}

  async start(site: string, httpsPort: number): Promise<void> {
    fs.writeFileSync(path.join(this.dir, 'rdu-rides.conf'), site);
    // What Debian's /etc/nginx/nginx.conf gives a conf.d file, minus the system's own paths.
    const main = `worker_processes 1;
pid ${path.join(this.dir, 'nginx.pid')};
error_log ${path.join(this.dir, 'nginx-main.log')} warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${path.join(this.dir, 'tmp-body')};
    proxy_temp_path ${path.join(this.dir, 'tmp-proxy')};
    fastcgi_temp_path ${path.join(this.dir, 'tmp-fastcgi')};
    uwsgi_temp_path ${path.join(this.dir, 'tmp-uwsgi')};
    scgi_temp_path ${path.join(this.dir, 'tmp-scgi')};
    access_log off;
    include ${path.join(this.dir, 'rdu-rides.conf')};
}
`;
    const conf = path.join(this.dir, 'nginx.conf');
    fs.writeFileSync(conf, main);
    const nginx = findProgram('nginx');
    const args = ['-c', conf, '-p', this.dir, '-e', path.join(this.dir, 'nginx-main.log')];
    execFileSync(nginx, [...args, '-t'], { stdio: 'pipe' });
    const log = fs.openSync(path.join(this.dir, 'nginx-stdout.log'), 'a');
    this.child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`nginx exited at start: ${fs.readFileSync(path.join(this.dir, 'nginx-main.log'), 'utf8')}`);
      if (await accepts(httpsPort)) return;
      await sleep(100);
    }
    throw new Error('nginx did not listen within 10 s');
  }

  /**
   * A new site file, as an operator's `nginx -s reload`: resolves once the workers that ran the old
   * one have finished what they were serving and exited (only workers started after the reload remain).
   */
  async reload(site: string): Promise<void> {
    const master = this.child?.pid;
    if (!master) throw new Error('nginx is not running');
    fs.writeFileSync(path.join(this.dir, 'rdu-rides.conf'), site);
    execFileSync(findProgram('nginx'), ['-c', path.join(this.dir, 'nginx.conf'), '-p', this.dir, '-e', path.join(this.dir, 'nginx-main.log'), '-t'], { stdio: 'pipe' });
    const before = workersOf(master);
    this.child!.kill('SIGHUP');
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const now = workersOf(master);
      if (now.length > 0 && now.every((pid) => !before.includes(pid))) return;
      await sleep(50);
    }
    throw new Error('nginx\'s old workers did not finish within 60 s of the reload');
  }

  async stop(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGQUIT'); // graceful: finish what is in flight
    const done = exited(this.child);
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 5000);
    await done;
    clearTimeout(timer);
    this.child = null;
  }
}

/** The pids of a process's children (nginx's workers), from /proc. */
function workersOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One app process: `node dist/api/index.js`, as the systemd unit starts it. */
export class AppProcess {
  readonly child: ChildProcess;
  readonly started = Date.now();
  exit: { code: number | null; signal: string | null; at: number } | null = null;
  private readonly logFile: string;

  /** `root`: the built tree to run (this one, or the previous release's, tests/cluster/previousRelease.ts). */
  constructor(readonly index: number, readonly port: number, env: Record<string, string>, dir: string, readonly root = ROOT, logName = `app-${index}`) {
    this.logFile = path.join(dir, `${logName}.log`);
    const log = fs.openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'dist', 'api', 'index.js')], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    this.child.once('exit', (code, signal) => (this.exit = { code, signal, at: Date.now() }));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  log(): string {
    try {
      return fs.readFileSync(this.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  /** SIGTERM, then the exit it ends with (SIGKILL after `ms`). */
  async stop(ms: number): Promise<{ code: number | null; signal: string | null }> {
    if (!this.exit) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), ms);
      await exited(this.child);
      clearTimeout(timer);
    }
    return { code: this.exit!.code, signal: this.exit!.signal };
  }
}
