// scripts/build-if-needed.js in a scratch copy of the tree whose two build commands are stand-ins
// (they write the outputs, like webpack only when their content changes, and log each build): a
// tree is rebuilt only when what it is built from changed in content, and runs started together
// build once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../api/config';

/** A stand-in build: holds until the file BUILD_HOLD_FILE exists (if set), fails when FAIL_BUILD names it, writes its outputs, logs. */
const fakeBuilder = (name: string, outputs: string[]) => `
const fs = require('node:fs');
const path = require('node:path');
const root = ${JSON.stringify('__ROOT__')};
const log = (line) => fs.appendFileSync(path.join(root, 'builds.log'), JSON.stringify({ name: ${JSON.stringify(name)}, pid: process.pid, ...line }) + '\\n');
log({ event: 'start', at: Date.now() });
while (process.env.BUILD_HOLD_FILE && !fs.existsSync(process.env.BUILD_HOLD_FILE)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
if (process.env.FAIL_BUILD === ${JSON.stringify(name)}) { log({ event: 'failed', at: Date.now() }); process.exit(2); }
for (const out of ${JSON.stringify(outputs)}) {
  const file = path.join(root, out);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Like webpack: an output whose content is unchanged is left as it is (its mtime stays old).
  const content = 'built output of ' + out;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
}
log({ event: 'end', at: Date.now() });
`;

let tree: string;

function write(rel: string, content: string): void {
  const file = path.join(tree, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-build-'));
  fs.mkdirSync(path.join(tree, 'scripts'));
  fs.copyFileSync(path.join(ROOT, 'scripts', 'build-if-needed.js'), path.join(tree, 'scripts', 'build-if-needed.js'));
  write('scripts/build-api.js', fakeBuilder('api', ['dist/api/index.js']).replace('__ROOT__', tree));
  write('node_modules/webpack/bin/webpack.js', fakeBuilder('web', ['dist/web/manifest.json', 'dist/ssr/render.js', 'dist/ssr/loader.js']).replace('__ROOT__', tree));
  write('api/index.ts', 'export const server = 1;\n');
  write('api/services/providers.ts', 'export const providers = [];\n');
  write('api/services/providers.test.ts', 'it("works", () => {});\n');
  write('api/domain/rules.ts', 'export const MIN = 3;\n');
  write('web/index.tsx', 'export const app = 1;\n');
  write('web/App.test.tsx', 'it("renders", () => {});\n');
  write('webpack.config.js', 'module.exports = {};\n');
  write('ormconfig.ts', 'export default {};\n');
  write('.swcrc', '{}\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
});
afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
  endedAt: number;
}

function run(args: string[] = [], env: Record<string, string> = {}, onOutput: (output: string) => void = () => {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(tree, 'scripts', 'build-if-needed.js'), ...args], { cwd: tree, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => onOutput((output += d)));
    child.stderr.on('data', (d) => onOutput((output += d)));
    child.on('exit', (code) => resolve({ code, output, endedAt: Date.now() }));
  });
}

/** The builds logged since the last call, e.g. ['api', 'web']. */
let seen = 0;
function builds(): string[] {
  const file = path.join(tree, 'builds.log');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [];
  const fresh = lines.slice(seen).filter((l) => l.event === 'start').map((l) => l.name);
  seen = lines.length;
  return fresh;
}
beforeEach(() => {
  seen = 0;
});

/** Moves a file's times an hour ahead, as a rewrite with the same bytes (or `npm install`) would. */
function touch(rel: string): void {
  const later = new Date(Date.now() + 3_600_000);
  fs.utimesSync(path.join(tree, rel), later, later);
}

it('builds a fresh tree once, then not again for what changes no content: a touched lockfile, a file rewritten as it was, a test file', async () => {
  expect(await run()).toMatchObject({ code: 0 });
  expect(builds()).toEqual(['api', 'web']);
  expect(fs.existsSync(path.join(tree, 'dist', 'api', 'index.js'))).toBe(true);

  expect((await run()).code).toBe(0);
  expect(builds()).toEqual([]);

  touch('package-lock.json');
  write('web/index.tsx', 'export const app = 1;\n');
  touch('web/index.tsx');
  touch('api/domain/rules.ts');
  write('web/App.test.tsx', 'it("renders again", () => {});\n');
  write('api/services/providers.test.ts', 'it("works again", () => {});\n');
  const quiet = await run();
  expect(quiet.code).toBe(0);
  expect(builds()).toEqual([]);
  expect(quiet.output).toBe('');
});

it('rebuilds what a changed input feeds, and only that', async () => {
  await run();
  builds();
  write('web/index.tsx', 'export const app = 2;\n');
  await run();
  expect(builds()).toEqual(['web']);
  write('api/services/providers.ts', 'export const providers = [1];\n');
  await run();
  expect(builds()).toEqual(['api']);
  write('api/domain/rules.ts', 'export const MIN = 4;\n');
  await run();
  expect(builds()).toEqual(['api', 'web']);
  fs.renameSync(path.join(tree, 'web', 'index.tsx'), path.join(tree, 'web', 'main.tsx'));
  await run();
  expect(builds()).toEqual(['web']);
  // Outputs removed by hand are built again.
  fs.rmSync(path.join(tree, 'dist', 'ssr'), { recursive: true });
  await run(['--api-only']);
  expect(builds()).toEqual([]);
  await run();
  expect(builds()).toEqual(['web']);
});

it('follows the installed dependencies, not package-lock.json, once npm has recorded them', async () => {
  write('node_modules/.package-lock.json', '{"packages":{"node_modules/react":{"version":"19.3.1"}}}\n');
  await run();
  builds();
  // npm rewrote the lockfile (entries for other platforms) without changing what is installed.
  write('package-lock.json', '{"lockfileVersion":3,"packages":{"node_modules/@rollup/rollup-android-arm64":{}}}\n');
  await run();
  expect(builds()).toEqual([]);
  write('node_modules/.package-lock.json', '{"packages":{"node_modules/react":{"version":"19.3.2"}}}\n');
  await run();
  expect(builds()).toEqual(['api', 'web']);
});

it('builds once when three runs start at the same moment: the others wait for it, then end', async () => {
  // The first build holds until the test has seen the two other runs wait for it, however slowly
  // the machine starts them.
  const hold = path.join(tree, 'release-the-build');
  const waiting = new Set<number>();
  let bothWaiting!: () => void;
  const seenWaiting = new Promise<void>((resolve) => (bothWaiting = resolve));
  const started = Promise.all(
    [0, 1, 2].map((i) =>
      run([], { BUILD_HOLD_FILE: hold }, (output) => {
        if (/Waiting for another build to finish/.test(output) && waiting.add(i).size === 2) bothWaiting();
      }),
    ),
  );
  // (Runs that all end without two of them waiting fail the checks below.)
  await Promise.race([seenWaiting, started]);
  fs.writeFileSync(hold, '');
  const runs = await started;
  expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
  const log = fs.readFileSync(path.join(tree, 'builds.log'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  expect(log.filter((l) => l.event === 'start').map((l) => l.name)).toEqual(['api', 'web']);
  const lastBuildEnd = Math.max(...log.filter((l) => l.event === 'end').map((l) => l.at));
  for (const r of runs) expect(r.endedAt).toBeGreaterThanOrEqual(lastBuildEnd);
  expect(runs.filter((r) => /Waiting for another build to finish/.test(r.output))).toHaveLength(2);
  expect(fs.existsSync(path.join(tree, 'dist', '.build-lock'))).toBe(false);
});

it('takes over a lock whose owner died, and releases its own after a failed build, which the next run repeats', async () => {
  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((r) => dead.on('exit', r));
  fs.mkdirSync(path.join(tree, 'dist', '.build-lock'), { recursive: true });
  fs.writeFileSync(path.join(tree, 'dist', '.build-lock', 'owner.json'), JSON.stringify({ pid: dead.pid, host: os.hostname(), since: new Date().toISOString() }));
  const failed = await run([], { FAIL_BUILD: 'web' });
  expect(failed.code).toBe(1);
  expect(failed.output).toContain(`Took over the build lock: its owner (pid ${dead.pid}) has exited`);
  expect(builds()).toEqual(['api', 'web']);
  expect(fs.existsSync(path.join(tree, 'dist', '.build-lock'))).toBe(false);
  // The server's build stands; the web app's failed one is built again.
  expect((await run()).code).toBe(0);
  expect(builds()).toEqual(['web']);
});

it('--check says what is stale without building, and --force builds what is current', async () => {
  const before = await run(['--check']);
  expect(before.code).toBe(1);
  expect(before.output).toBe('the server is not built from the current sources\nthe web app is not built from the current sources\n');
  expect(builds()).toEqual([]);
  await run();
  builds();
  expect(await run(['--check'])).toMatchObject({ code: 0, output: '' });
  expect((await run(['--force', '--web-only'])).code).toBe(0);
  expect(builds()).toEqual(['web']);
});
