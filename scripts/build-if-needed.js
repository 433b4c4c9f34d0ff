#!/usr/bin/env node
// Builds the server and/or the web app when their output is missing or older than their sources.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function newestMtime(target, skip = () => false) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (!skip(name)) walk(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  walk(target);
  return newest;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const isTest = (name) => /\.test\.tsx?$/.test(name);

function needsApi() {
  const built = mtime(path.join(root, 'dist', 'api', '.built'));
  const sources = Math.max(newestMtime(path.join(root, 'api'), isTest), mtime(path.join(root, 'ormconfig.ts')), mtime(path.join(root, '.swcrc')));
  return built < sources;
}

function needsWeb() {
  // Both outputs of one webpack run: the browser's manifest and the server-side renderer.
  const built = Math.min(mtime(path.join(root, 'dist', 'web', 'manifest.json')), mtime(path.join(root, 'dist', 'ssr', 'render.js')));
  const sources = Math.max(
    newestMtime(path.join(root, 'web'), isTest),
    newestMtime(path.join(root, 'api', 'domain')),
    mtime(path.join(root, 'webpack.config.js')),
    mtime(path.join(root, 'package-lock.json')),
  );
  return built < sources;
}

function run(label, cmd, args) {
  const started = Date.now();
  process.stdout.write(`Building ${label}...\n`);
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
  process.stdout.write(`Built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

function buildIfNeeded({ apiOnly = false, webOnly = false } = {}) {
  if (!webOnly && needsApi()) run('the server', process.execPath, [path.join(root, 'scripts', 'build-api.js')]);
  if (!apiOnly && needsWeb()) run('the web app', process.execPath, [path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production']);
}

module.exports = { buildIfNeeded };

if (require.main === module) buildIfNeeded({ apiOnly: process.argv.includes('--api-only'), webOnly: process.argv.includes('--web-only') });
