// What the CI checks (`npm run bench:check`, `npm run bench:web:check`) share: medians and
// percentiles (alternated rounds: bench/harness.js), and the hand-over of every figure a check judges to
// bench/ci-spread.js, which runs the checks many times and prints each figure's spread.
//
// With env BENCH_FIGURES=FILE, a check appends one JSON line per figure to FILE:
//   { check, figure, value, unit, limit, sense: 'min' | 'max', judged }
// `limit` is the CI floor (sense 'min': the value must be at least it) or ceiling (sense 'max':
// at most it); `judged: false` marks a figure shown beside the judged ones (the reference itself,
// an absolute number) whose spread is still worth seeing.
const fs = require('node:fs');

/** The middle value (the mean of the two middle ones for an even count); null for none. */
function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** The p-th percentile by the nearest-rank rule the benches have always used (p99 of 100 = the largest). */
function percentile(values, p) {
  const xs = [...values].sort((a, b) => a - b);
  return xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
}

/** Appends the figures of one check for bench/ci-spread.js; does nothing without BENCH_FIGURES. */
function recordFigures(check, figures) {
  const file = process.env.BENCH_FIGURES;
  if (!file) return;
  const lines = figures.map((f) => JSON.stringify({ check, judged: true, ...f }) + '\n');
  fs.appendFileSync(file, lines.join(''));
}

/** Whether a figure is within its CI limit. */
function withinLimit({ value, limit, sense }) {
  return typeof value === 'number' && (sense === 'min' ? value >= limit : value <= limit);
}

module.exports = { median, percentile, recordFigures, withinLimit };
