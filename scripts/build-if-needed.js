#!/usr/bin/env node
// Builds the server and/or the web app when what they are built from has changed since their last
// build, and only then. "Changed" is by content: a hash of every input file (path and bytes) is kept
// in a stamp under dist/.stamps/, written after a successful build. File times cannot say it:
// webpack leaves an output whose content did not change untouched, so an input that changed without
// changing the output (package-lock.json, rewritten by npm) looked newer than the build forever.
// Builds are serialized by a lock directory (dist/.build-lock, holding its owner's pid), so
// processes started together build at most once: the first builds, the others wait and then find
// the build current. A lock whose owner died is taken over.
//
//   node scripts/build-if-needed.js              build what is stale (npm start, the test suites)
//   node scripts/build-if-needed.js --force      build all the same (npm run build)
//   node scripts/build-if-needed.js --check      build nothing; exit 1 and say what is stale
//   --api-only / --web-only                      one of the two
const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const stampDir = path.join(dist, '.stamps');
const lockDir = path.join(dist, '.build-lock');
const ownerFile = path.join(lockDir, 'owner.json');

const POLL_MS = 250;
/** A build takes about a minute on a 2-core machine; a lock this old is a hung or forgotten one. */
const LOCK_MAX_AGE_MS = 30 * 60_000;
/** A lock directory without its owner file yet: its owner is between the two steps, or died there. */
const OWNERLESS_GRACE_MS = 10_000;
const WAIT_LIMIT_MS = 20 * 60_000;

const isTest = (name) => /\.test\.tsx?$/.test(name);

/**
 * The installed dependencies: npm's record of node_modules as installed, which changes when and only
 * when the installed tree does (package-lock.json may be rewritten with entries for other platforms
 * by an `npm install` that changes nothing here).
 */
function installedDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  return fs.existsSync(installed) ? installed : path.join(root, 'package-lock.json');
}

const TARGETS = {
  api: {
    label: 'the server',
    inputs: () => [['api', isTest], 'ormconfig.ts', '.swcrc', 'scripts/build-api.js', installedDependencies()],
    outputs: ['dist/api/index.js'],
    command: () => [process.execPath, [path.join(root, 'scripts', 'build-api.js')]],
  },
  web: {
    label: 'the web app',
    inputs: () => [['web', isTest], ['api/domain', isTest], 'webpack.config.js', installedDependencies()],
    // The outputs of one webpack run: the browser's manifest, the server-side renderer, the pages' loader.
    outputs: ['dist/web/manifest.json', 'dist/ssr/render.js', 'dist/ssr/loader.js'],
    command: () => [process.execPath, [path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production']],
  },
};

/** sha256 over every input file's path (relative to the root) and content, in a fixed order. */
function inputsHash(target) {
  const hash = crypto.createHash('sha256');
  const add = (abs) => {
    const rel = path.relative(root, abs).split(path.sep).join('/');
    let content;
    try {
      content = fs.readFileSync(abs);
    } catch {
      content = null; // a missing input is part of the state too
    }
    hash.update(`${rel}\0${content ? content.length : -1}\0`);
    if (content) hash.update(content);
  };
  const walk = (dir, skip) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (skip(entry.name)) continue;
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs, skip);
      else if (entry.isFile() || entry.isSymbolicLink()) add(abs);
    }
  };
  for (const input of target.inputs()) {
    if (Array.isArray(input)) walk(path.resolve(root, input[0]), input[1]);
    else add(path.resolve(root, input));
  }
  return hash.digest('hex');
}

const stampFile = (name) => path.join(stampDir, `${name}.json`);

function readStamp(name) {
  try {
    return JSON.parse(fs.readFileSync(stampFile(name), 'utf8')).inputs ?? null;
  } catch {
    return null;
  }
}

/** Built from exactly these inputs, and the outputs are there. */
function isCurrent(name, hash) {
  return readStamp(name) === hash && TARGETS[name].outputs.every((o) => fs.existsSync(path.join(root, o)));
}

function build(name, hash) {
  const target = TARGETS[name];
  // No stamp while building: a build that fails or is killed halfway is never taken for current.
  fs.rmSync(stampFile(name), { force: true });
  const started = Date.now();
  process.stdout.write(`Building ${target.label}...\n`);
  const [cmd, args] = target.command();
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
  fs.mkdirSync(stampDir, { recursive: true });
  // The hash taken before the build: inputs edited during it make the next start build again.
  fs.writeFileSync(stampFile(name), `${JSON.stringify({ inputs: hash, builtAt: new Date().toISOString() })}\n`);
  process.stdout.write(`Built ${target.label} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM'; // alive, another user's
  }
}

function readOwner(dir = lockDir) {
  try {
    return fs.readFileSync(path.join(dir, 'owner.json'), 'utf8');
  } catch {
    return null;
  }
}

/** Why the lock held now is stale (its owner is gone), or null while its owner may still be building. */
function staleReason(ownerText) {
  if (ownerText === null) {
    let age;
    try {
      age = Date.now() - fs.statSync(lockDir).mtimeMs;
    } catch {
      return null; // released meanwhile
    }
    return age > OWNERLESS_GRACE_MS ? 'its owner left no record' : null;
  }
  let owner;
  try {
    owner = JSON.parse(ownerText);
  } catch {
    return 'its owner record is unreadable';
  }
  if (Date.now() - Date.parse(owner.since) > LOCK_MAX_AGE_MS) return `it is older than ${LOCK_MAX_AGE_MS / 60_000} minutes`;
  if (owner.host !== os.hostname()) return null; // another machine's process: only its age tells
  // Our own pid on a lock we do not hold: an earlier process with the same pid (a container's restart).
  if (owner.pid === process.pid || !pidAlive(owner.pid)) return `its owner (pid ${owner.pid}) has exited`;
  return null;
}

/** Takes the lock over from an owner that is gone, unless another process did so first. */
function breakStaleLock(ownerText, reason) {
  const aside = `${lockDir}.stale-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockDir, aside);
  } catch {
    return; // another waiter moved it first
  }
  if (readOwner(aside) !== ownerText) {
    // Between our look and the move, the lock changed hands: put the live one back.
    try {
      fs.renameSync(aside, lockDir);
      return;
    } catch {
      // a third process already holds a new lock; the one moved aside is dropped below
    }
  }
  process.stdout.write(`Took over the build lock: ${reason}\n`);
  fs.rmSync(aside, { recursive: true, force: true });
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function acquireLock() {
  fs.mkdirSync(dist, { recursive: true });
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
      return;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    const ownerText = readOwner();
    const reason = staleReason(ownerText);
    if (reason) {
      breakStaleLock(ownerText, reason);
      continue;
    }
    if (!told) {
      let pid = '?';
      try {
        pid = JSON.parse(ownerText).pid;
      } catch {
        // not written yet
      }
      process.stdout.write(`Waiting for another build to finish (pid ${pid}, ${path.relative(root, lockDir)})...\n`);
      told = true;
    }
    if (Date.now() - started > WAIT_LIMIT_MS) {
      throw new Error(`Gave up waiting for the build lock ${lockDir} after ${WAIT_LIMIT_MS / 60_000} minutes; remove it if no build is running`);
    }
    sleep(POLL_MS);
  }
}

function releaseLock() {
  // Only our own: a lock taken over from us (we were taken for dead) belongs to its new owner.
  const owner = readOwner();
  try {
    if (owner && JSON.parse(owner).pid !== process.pid) return;
  } catch {
    // unreadable: ours was written whole, so this is not ours either
    return;
  }
  fs.rmSync(lockDir, { recursive: true, force: true });
}

function selected({ apiOnly = false, webOnly = false }) {
  return Object.keys(TARGETS).filter((name) => (name === 'api' ? !webOnly : !apiOnly));
}

/** Names of the selected targets that are not built from the current inputs. */
function staleTargets(options = {}) {
  return selected(options).filter((name) => !isCurrent(name, inputsHash(TARGETS[name])));
}

function buildIfNeeded(options = {}) {
  const names = selected(options);
  if (!options.force && staleTargets(options).length === 0) return; // the usual start: nothing to wait for
  acquireLock();
  try {
    for (const name of names) {
      // Looked at again under the lock: the process we waited for may have built it.
      const hash = inputsHash(TARGETS[name]);
      if (options.force || !isCurrent(name, hash)) build(name, hash);
    }
  } finally {
    releaseLock();
  }
}

module.exports = { buildIfNeeded, staleTargets };

if (require.main === module) {
  const args = process.argv.slice(2);
  const options = { apiOnly: args.includes('--api-only'), webOnly: args.includes('--web-only'), force: args.includes('--force') };
  if (args.includes('--check')) {
    const stale = staleTargets(options);
    for (const name of stale) process.stdout.write(`${TARGETS[name].label} is not built from the current sources\n`);
    process.exit(stale.length ? 1 : 0);
  }
  try {
    buildIfNeeded(options);
  } catch (e) {
    // A failed build's own output says why; the exit status tells the caller.
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}
