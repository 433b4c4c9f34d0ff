#!/usr/bin/env node
// CI's performance checks (`npm run bench:check`): the short forms of the hot-read bench, the
// render flood and the trip bench (each script's --check), one after the other, all of them even
// after a miss, so one CI run shows every figure; exits 1 if any missed. What each judges and
// against what: bench/README.md, "CI floors"; the limits: bench/ci-floors.js.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const CHECKS = ['public-reads.js', 'render-flood.js', 'trip.js'];
const failed = [];
for (const script of CHECKS) {
  const run = spawnSync(process.execPath, [path.join(__dirname, script), '--check'], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${script} (exit ${run.status ?? run.signal})`);
}
if (failed.length) {
  console.error(`bench:check: ${failed.length} of ${CHECKS.length} checks missed: ${failed.join(', ')}`);
  process.exit(1);
}
