// The benches' one harness: start the built server as it runs in production, warm up, alternate
// rounds, medians (bench/figures.js). Every bench in bench/ starts its servers here.
//
// The server runs as a process manager runs it: NODE_ENV=production, the Node flags of
// scripts/server-flags.js, a fresh data directory with its own SQLite file, and its request log at
// `info` written where systemd or a container would take it (BENCH_LOG, default `file`):
//   file     stdout is a file (systemd's StandardOutput=append:, a shell's >>): the log's writes are
//            real writes to disk
//   pipe     stdout is a pipe read by another process that appends it to a file (journald, a
//            container runtime's log driver): the log's writes wait on a reader
//   discard  stdout is /dev/null: the log costs only what it takes to make its lines (what the
//            benches measured before; for comparisons only)
// The log is kept in the data directory (server.log) until the server is stopped: `logLines()`
// says how many lines it holds.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { SERVER_NODE_FLAGS } = require('../scripts/server-flags');
const { median } = require('./figures');

const ROOT = path.resolve(__dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'dist', 'api', 'index.js');
const LOG_MODES = ['file', 'pipe', 'discard'];
/** Where the benches' servers write their log, unless a bench asks otherwise. */
const LOG_MODE = process.env.BENCH_LOG || 'file';
const ADMIN = { username: 'bench', password: 'bench-password' };

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** Throws the benches' one message when the server is not built. */
function requireBuild(entry = SERVER_ENTRY, how = 'npm run build') {
  if (!fs.existsSync(entry)) throw new Error(`Build first: ${how}`);
}

/** A TCP port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Where the server's stdout goes for a log mode: a file descriptor, a pipe's reader, or nowhere. */
function logOutput(mode, logFile) {
  if (!LOG_MODES.includes(mode)) throw new Error(`BENCH_LOG must be one of ${LOG_MODES.join(', ')} (got "${mode}")`);
  if (mode === 'file') return { stdout: fs.openSync(logFile, 'a') };
  if (mode === 'pipe') {
    const reader = spawn('sh', ['-c', 'exec cat >> "$0"', logFile], { stdio: ['pipe', 'ignore', 'inherit'] });
    return { stdout: reader.stdin, reader };
  }
  return { stdout: 'ignore' };
}

/**
 * Starts the built server (or `entry`, another build's dist/api/index.js) on `port` (a free one if
 * none) with a fresh data directory; resolves once /readyz answers 200 (the app is migrated and ready; /healthz says only that the process is alive). `env` adds to or overrides
 * the production environment; `output: 'keep'` keeps the end of stderr for the error when it fails
 * to start (else stderr is the bench's).
 */
async function startServer({ name = 'server', port, env = {}, log = LOG_MODE, entry = SERVER_ENTRY, output = 'inherit', startSeconds = 120 } = {}) {
  requireBuild(entry);
  port ??= await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rdu-bench-${name}-`));
  const logFile = path.join(dataDir, 'server.log');
  const sqliteFile = path.join(dataDir, 'rdu.sqlite');
  const { stdout, reader } = logOutput(log, logFile);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${sqliteFile}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', stdout, output === 'keep' ? 'pipe' : 'inherit'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  else if (reader) stdout.destroy(); // the pipe's write end now belongs to the server alone
  let said = '';
  child.stderr?.on('data', (chunk) => (said = (said + chunk).slice(-4000)));
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal || code));
  const base = `http://127.0.0.1:${port}`;
  const server = {
    name,
    child,
    pid: child.pid,
    port,
    base,
    dataDir,
    sqliteFile,
    logFile,
    log,
    /** How many lines the server's log holds so far (0 when discarded). */
    logLines: () => (fs.existsSync(logFile) ? countLines(logFile) : 0),
    /** SIGTERM, as a process manager stops it (SIGKILL 10 s later), then its data directory goes. */
    stop: ({ keepData = false } = {}) => stopServer(server, reader, keepData),
  };
  for (let i = 0; i < startSeconds * 10 && exited === null; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return server;
    } catch {}
    await wait(100);
  }
  await server.stop();
  throw new Error(`${name} did not start (${exited === null ? `no 200 from /readyz in ${startSeconds} s` : `exited: ${exited}`})${said ? `\n${said}` : ''}`);
}

function countLines(file) {
  const bytes = fs.readFileSync(file);
  let n = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) n++;
  return n;
}

async function stopServer(server, reader, keepData) {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (reader && reader.exitCode === null) await new Promise((resolve) => reader.once('exit', resolve));
  if (!keepData) fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** The process's resident memory in MB, from /proc (null once it is gone). */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/PID/stat's times (100 on Linux, asked once). */
let ticksPerSecond;
/** The CPU time (user + system, all threads) a process has used so far, in ms. */
function cpuMs(pid) {
  ticksPerSecond ??= Number(require('node:child_process').spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * Alternated rounds: round i measures each of `names` in turn, in reverse order every other round
 * (a, b, b, a, a, b...), so a machine that speeds up or slows down weighs on all alike. `measure(name, i)`
 * gives one measurement; returns the rounds, each { name: measurement }. `from`: the number of rounds
 * already made, so rounds added later go on with the same sequence.
 */
async function alternate(names, rounds, measure, { from = 0 } = {}) {
  const out = [];
  for (let i = from; i < from + rounds; i++) {
    const round = {};
    for (const name of i % 2 ? [...names].reverse() : names) round[name] = await measure(name, i);
    out.push(round);
  }
  return out;
}

/** The median over rounds of one figure: `pick(round)` for each round. */
const medianOf = (rounds, pick) => median(rounds.map(pick));

/** The machine, for a report's first line: ratios travel between machines, absolute figures do not. */
function machine() {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()} · Node ${process.version} · load average ${os.loadavg()[0].toFixed(2)}`;
}

/** How the server's log was written, in a report's words. */
function logWords(mode = LOG_MODE) {
  return { file: 'LOG_LEVEL=info written to a file', pipe: 'LOG_LEVEL=info written to a pipe read by another process', discard: 'LOG_LEVEL=info to a discarded stdout' }[mode];
}

module.exports = { ROOT, SERVER_ENTRY, ADMIN, LOG_MODE, LOG_MODES, wait, requireBuild, freePort, startServer, rssMb, cpuMs, alternate, medianOf, machine, logWords };
