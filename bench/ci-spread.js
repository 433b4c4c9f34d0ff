#!/usr/bin/env node
// How far CI's performance figures move by chance: runs CI's checks (`npm run bench:check` and
// `npm run bench:web:check`, exactly as .ci/run calls them) N times in a row while another process
// keeps one core busy (`stress-ng --cpu 1` if installed, else a Node busy loop), and prints, for
// every figure a check judges (and the figures shown beside them), its min, 5th percentile,
// median, 95th percentile and max over the N runs, with the check's limit and how many runs fell
// past it; the checks' durations too. CI's floors are set outside that spread (bench/README.md,
// "CI floors").
//
// Usage: npm run bench:spread [-- options]   (or node_modules/.bin/node bench/ci-spread.js)
//   --runs N        repetitions (default 20; env CI_SPREAD_RUNS)
//   --only NAME     bench (npm run bench:check) or web (npm run bench:web:check); default both
//   --idle          no busy process (to compare with a quiet machine)
//   --out FILE      the report (default bench/results/ci-spread.md; the raw figures go beside it,
//                   same name with .json); rewritten after every repetition, so an interrupted
//                   run keeps what it measured
//   --continue      keep the repetitions already in FILE's .json and run until there are N
//   --report-only   measure nothing: write the report again from the .json beside it, with the
//                   limits now in bench/ci-floors.js
// Each check's own output goes to FILE's name with .log (not committed: *.log is ignored).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { limitAt } = require('./ci-floors');

const ROOT = path.resolve(__dirname, '..');
/**
 * The conditions asked for: one core kept busy beside the check. The busy process counts 1 in the
 * load average and a check about 2 (its server and its load generator, or Chromium), so a mean
 * load up to 4 is those conditions with a little other work; above it, other work took CPU too.
 */
const DESIGN_LOAD = 4;
const CHECKS = {
  bench: { script: 'bench:check', label: '`npm run bench:check`' },
  web: { script: 'bench:web:check', label: '`npm run bench:web:check`' },
};

/** The Node the checks run on: npm run puts the project's (node_modules/.bin/node) first, whatever runs this script. */
function projectNode() {
  const r = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'node'), ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : process.version;
}

function parseArgs(argv) {
  const args = { runs: Number(process.env.CI_SPREAD_RUNS || 20), only: null, busy: true, reportOnly: false, resume: false, out: path.join(__dirname, 'results', 'ci-spread.md') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--runs') args.runs = Number(value());
    else if (a === '--only') args.only = value();
    else if (a === '--idle') args.busy = false;
    else if (a === '--report-only') args.reportOnly = true;
    else if (a === '--continue') args.resume = true;
    else if (a === '--out') args.out = path.resolve(value());
    else throw new Error(`unknown argument ${a} (see the header of bench/ci-spread.js)`);
  }
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  if (args.only && !CHECKS[args.only]) throw new Error(`--only takes ${Object.keys(CHECKS).join(' or ')}`);
  return args;
}

/** The p-th percentile by linear interpolation between the nearest ranks. */
function quantile(values, p) {
  const xs = [...values].sort((a, b) => a - b);
  if (!xs.length) return null;
  const at = (p / 100) * (xs.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return xs[lo] + (xs[hi] - xs[lo]) * (at - lo);
}

function cpuModel() {
  try {
    return /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown CPU';
  } catch {
    return os.cpus()[0]?.model ?? 'unknown CPU';
  }
}

function nproc() {
  const r = spawnSync('nproc', { encoding: 'utf8' });
  return r.status === 0 ? Number(r.stdout.trim()) : os.availableParallelism();
}

/** One core kept busy: stress-ng if installed, else a Node child spinning. In a process group of its own. */
function startBusy() {
  const stressNg = spawnSync('sh', ['-c', 'command -v stress-ng'], { encoding: 'utf8' }).stdout.trim();
  const [command, argv, label] = stressNg
    ? [stressNg, ['--cpu', '1', '--quiet'], '`stress-ng --cpu 1`']
    : [process.execPath, ['-e', 'for (;;) {}'], 'a Node busy loop (`node -e "for (;;) {}"`; stress-ng is not installed)'];
  const child = spawn(command, argv, { stdio: 'ignore', detached: true });
  return { child, label };
}

function stopBusy(busy) {
  if (!busy || busy.child.exitCode !== null || busy.child.signalCode !== null) return;
  try {
    process.kill(-busy.child.pid, 'SIGTERM'); // the group: stress-ng's worker with it
  } catch {
    busy.child.kill('SIGTERM');
  }
}

/** Runs one npm script with the figures file set; its output appended to the log. */
function runCheck(script, figuresFile, log) {
  return new Promise((resolve) => {
    const started = Date.now();
    fs.appendFileSync(log, `\n===== npm run ${script} (${new Date().toISOString()}, load ${os.loadavg()[0].toFixed(2)}) =====\n`);
    const out = fs.openSync(log, 'a');
    // The machine's 1-minute load average every 5 s while the check runs: how busy it was.
    const loads = [os.loadavg()[0]];
    const sampler = setInterval(() => loads.push(os.loadavg()[0]), 5000);
    // In a process group of its own, so an interrupted spread run stops the check's whole tree.
    const child = spawn('npm', ['run', script], { cwd: ROOT, env: { ...process.env, BENCH_FIGURES: figuresFile }, stdio: ['ignore', out, out], detached: true });
    active.check = child;
    child.on('exit', (code, signal) => {
      clearInterval(sampler);
      fs.closeSync(out);
      active.check = null;
      resolve({ code: code ?? signal, seconds: (Date.now() - started) / 1000, load: { mean: loads.reduce((a, b) => a + b, 0) / loads.length, max: Math.max(...loads) } });
    });
  });
}

const DECIMALS = { ms: 1, MB: 1, 'req/s': 0, '×': 2, score: 0, cls: 3 };
const fmtValue = (v, unit) => {
  if (v === null || v === undefined) return '–';
  const text = v.toFixed(DECIMALS[unit] ?? 2);
  return unit === 'ms' || unit === 'MB' || unit === 'req/s' ? `${text} ${unit}` : unit === '×' ? `${text}×` : text;
};

function report(state) {
  const { args, machine, busyLabel, repetitions } = state;
  const done = repetitions.length;
  const figures = new Map();
  for (const rep of repetitions) {
    for (const f of rep.figures) {
      const key = `${f.check}\u0000${f.figure}`;
      if (!figures.has(key)) figures.set(key, { ...f, values: [], atDesignLoad: [] });
      const entry = figures.get(key);
      if (typeof f.value === 'number') {
        entry.values.push(f.value);
        // The load during the check that measured it (Lighthouse's figures: the web check).
        const check = rep.checks[f.check === 'lighthouse' ? 'web' : 'bench'];
        if (check?.load && check.load.mean <= DESIGN_LOAD) entry.atDesignLoad.push(f.value);
      }
      // The limit now in bench/ci-floors.js (a report made again after the floors were set shows
      // them), else the one the check had.
      entry.limit = f.limitKey ? limitAt(f.limitKey) : f.limit;
    }
  }
  const loads = repetitions.flatMap((r) => Object.values(r.checks).map((c) => c.load?.mean ?? null)).filter((l) => l !== null);
  const lines = [
    `# CI's performance checks, ${done} times in a row with one core kept busy`,
    ``,
    `Machine: ${machine.nproc} cores (nproc), ${machine.cpu}, ${machine.ramGiB} GiB, ${machine.os} · Node ${machine.node} (the project's) · started ${state.started}${state.finished ? `, finished ${state.finished}` : `, ${done} of ${args.runs} repetitions so far`}.`,
    `Conditions: ${busyLabel ? `${busyLabel} ran throughout, keeping one of the ${machine.nproc} cores busy` : 'no busy process (--idle)'}. The machine is shared: other work (builds, test suites of other work trees) ran at times beside it, so some repetitions had less than one core free; the 1-minute load average, sampled every 5 s and averaged over each check, was ${loads.length ? `${Math.min(...loads).toFixed(1)} at least, ${quantile(loads, 50).toFixed(1)} median, ${Math.max(...loads).toFixed(1)} at most` : 'not sampled yet'}; the busy process accounts for 1 of it, a check itself for about 2 (its server, its load generator or browser), so anything much above 3 is other work (each repetition's below).`,
    `Each repetition: ${Object.values(state.checks).map((c) => c.label).join(', then ')}, as .ci/run calls them. Made by \`npm run bench:spread\` (bench/ci-spread.js).`,
    ``,
    `Every figure is what one check judged in one repetition (a median of its alternated rounds or runs); the columns are its spread over the ${done} repetitions; "worst at load ≤ ${DESIGN_LOAD}" is the worst of the repetitions whose check ran at a mean load of at most ${DESIGN_LOAD} (the busy core, the check and a little else), with how many there were. "CI limit" is the floor (≥) or ceiling (≤) now in bench/ci-floors.js; "past" counts repetitions that fell beyond it. Figures without a limit are shown beside the judged ones, not judged.`,
    ``,
    `| Check | Figure | n | min | p5 | median | p95 | max | worst at load ≤ ${DESIGN_LOAD} (n) | CI limit | past |`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ];
  for (const f of figures.values()) {
    const v = f.values;
    const limit = f.judged === false || f.limit === undefined ? '' : `${f.sense === 'min' ? '≥' : '≤'} ${fmtValue(f.limit, f.unit)}`;
    const past = limit ? v.filter((x) => (f.sense === 'min' ? x < f.limit : x > f.limit)).length : '';
    const d = f.atDesignLoad;
    const worst = !d.length || f.judged === false ? '' : `${fmtValue(f.sense === 'min' ? Math.min(...d) : Math.max(...d), f.unit)} (${d.length})`;
    lines.push(`| ${f.check} | ${f.figure} | ${v.length} | ${[0, 5, 50, 95, 100].map((p) => fmtValue(quantile(v, p), f.unit)).join(' | ')} | ${worst} | ${limit} | ${past} |`);
  }
  lines.push(``, `| Check | exit 0 | exit ≠ 0 | seconds: min | median | max |`, `|---|---:|---:|---:|---:|---:|`);
  for (const [name, check] of Object.entries(state.checks)) {
    const runs = repetitions.map((r) => r.checks[name]).filter(Boolean);
    const seconds = runs.map((r) => r.seconds);
    lines.push(`| ${check.label} | ${runs.filter((r) => r.code === 0).length} | ${runs.filter((r) => r.code !== 0).length} | ${seconds.length ? Math.min(...seconds).toFixed(0) : '–'} | ${seconds.length ? quantile(seconds, 50).toFixed(0) : '–'} | ${seconds.length ? Math.max(...seconds).toFixed(0) : '–'} |`);
  }
  lines.push(``, `Each repetition (load: the mean and the highest 1-minute load average during the check):`, ``);
  lines.push(`| # | started | ${Object.values(state.checks).map((c) => `${c.label}: exit, seconds, load`).join(' | ')} |`, `|---:|---|${Object.keys(state.checks).map(() => '---').join('|')}|`);
  repetitions.forEach((rep, i) => {
    const cells = Object.keys(state.checks).map((name) => {
      const c = rep.checks[name];
      return c ? `${c.code}, ${c.seconds.toFixed(0)} s, ${c.load ? `${c.load.mean.toFixed(1)} (max ${c.load.max.toFixed(1)})` : '–'}` : '–';
    });
    lines.push(`| ${i + 1} | ${rep.at.slice(11, 19)} | ${cells.join(' | ')} |`);
  });
  lines.push(``, `Raw figures per repetition: \`${path.relative(ROOT, state.jsonFile)}\`.`, ``);
  return lines.join('\n');
}

// What to stop on Ctrl-C or SIGTERM: the busy process and the check running.
const active = { busy: null, check: null };

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const checks = args.only ? { [args.only]: CHECKS[args.only] } : CHECKS;
  const jsonFile = args.out.replace(/\.md$/, '') + '.json';
  const log = args.out.replace(/\.md$/, '') + '.log';
  if (args.reportOnly) {
    const saved = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
    fs.writeFileSync(args.out, report({ ...saved, args: { ...saved.args, out: args.out }, jsonFile }));
    console.log(fs.readFileSync(args.out, 'utf8'));
    return;
  }
  fs.mkdirSync(path.dirname(args.out), { recursive: true });
  const earlier = args.resume && fs.existsSync(jsonFile) ? JSON.parse(fs.readFileSync(jsonFile, 'utf8')) : null;
  if (!earlier) fs.writeFileSync(log, '');
  // Build once before, so no repetition pays for it.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-if-needed.js')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const cpus = os.cpus();
  const state = {
    args,
    checks,
    jsonFile,
    started: earlier ? earlier.started : new Date().toISOString(),
    finished: null,
    machine: { nproc: nproc(), cpu: cpuModel(), ramGiB: Math.round(os.totalmem() / 2 ** 30), os: `${os.platform()} ${os.release()}`, node: projectNode(), cores: cpus.length },
    busyLabel: null,
    repetitions: earlier ? earlier.repetitions : [],
  };
  if (args.busy) {
    active.busy = startBusy();
    state.busyLabel = active.busy.label;
  }
  try {
    for (let i = state.repetitions.length; i < args.runs; i++) {
      const figuresFile = path.join(os.tmpdir(), `ci-spread-${process.pid}-${i}.jsonl`);
      fs.writeFileSync(figuresFile, '');
      const rep = { at: new Date().toISOString(), checks: {}, figures: [] };
      for (const [name, check] of Object.entries(checks)) {
        rep.checks[name] = await runCheck(check.script, figuresFile, log);
      }
      rep.figures = fs
        .readFileSync(figuresFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
      fs.rmSync(figuresFile, { force: true });
      state.repetitions.push(rep);
      const codes = Object.entries(rep.checks).map(([name, r]) => `${name} ${r.code === 0 ? 'ok' : `exit ${r.code}`} in ${r.seconds.toFixed(0)} s at load ${r.load.mean.toFixed(1)}`);
      process.stdout.write(`repetition ${i + 1}/${args.runs}: ${codes.join(', ')}\n`);
      if (i + 1 === args.runs) state.finished = new Date().toISOString();
      fs.writeFileSync(jsonFile, JSON.stringify({ ...state, args: { ...args, out: path.relative(ROOT, args.out) }, jsonFile: path.relative(ROOT, jsonFile) }, null, 2) + '\n');
      fs.writeFileSync(args.out, report(state));
    }
  } finally {
    stopBusy(active.busy);
  }
  console.log(`\n${report(state)}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopBusy(active.busy);
    if (active.check) {
      try {
        process.kill(-active.check.pid, signal);
      } catch {}
    }
    process.exit(128 + os.constants.signals[signal]);
  });
}

main().catch((e) => {
  stopBusy(active.busy);
  console.error(e);
  process.exit(1);
});
