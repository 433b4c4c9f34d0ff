// The steady public reads the "while something else runs" benches measure (bench/postbacks.js,
// bench/webhooks.js): the same paths, and each run readied the same way, so their results compare.
const autocannon = require('autocannon');
const { median } = require('./figures');
const { wait } = require('./harness');

/** The public reads: pages, the API's lists and a trip's page, cycled by every connection. */
const PUBLIC_PATHS = ['/', '/providers', '/api/providers', '/api/faqs', '/?from=RDU+Airport&to=Downtown+Raleigh&passengers=3'];

/** The reads of the server at `base`, with `connections` connections and `seconds` per run unless told. */
function publicReads(base, { connections, seconds }) {
  /** Every path asked once (its page made and kept). */
  async function askEach() {
    for (const p of PUBLIC_PATHS) await (await fetch(`${base}${p}`)).arrayBuffer();
  }

  return {
    askEach,
    /**
     * Readies a run of `seconds` to fall within one minute of the clock, its pages current: a
     * trip's page holds to the end of its minute and is then rendered again (its last copy sent
     * meanwhile), and a run that crossed a minute, or began with that render, would measure the
     * render rather than what the runs compare. And after 5 s without a request the server gives
     * memory back with a full collection (api/http/idleMemory.ts, 100-300 ms): every run starts
     * after it, never during it. So: 7 s quiet, the next minute if need be, then every page asked
     * once and its render given a moment.
     */
    async withinOneMinute(runSeconds = seconds) {
      await wait(7000);
      const into = (Date.now() % 60_000) / 1000;
      if (into < 1 || into + runSeconds + 3 > 57) await wait((((61 - into) % 60) + 0.05) * 1000);
      await askEach();
      await wait(2000);
    },
    /**
     * `pairs` pairs of runs at `rate`: the reads alone, and the reads while `beside(pair)` runs
     * (resolving to its report), alternated, and which comes first too (alone-with, with-alone,
     * ...), each readied by withinOneMinute, so drift in the machine falls on both.
     */
    async alternatePairs(pairs, rate, beside) {
      const alone = [];
      const withBeside = [];
      const reports = [];
      for (let pair = 0; pair < pairs; pair++) {
        for (const besideRuns of pair % 2 === 0 ? [false, true] : [true, false]) {
          await this.withinOneMinute();
          if (!besideRuns) alone.push(await this.load(rate));
          else {
            const [run, report] = await Promise.all([this.load(rate), beside(pair)]);
            withBeside.push(run);
            reports.push(report);
          }
        }
      }
      return { alone, withBeside, reports };
    },
    /** Public reads for `runSeconds`: at `rate` requests/s in all, or as fast as answered (rate 0). */
    load(rate, runSeconds = seconds) {
      return new Promise((resolve, reject) => {
        const options = { url: base, connections, duration: runSeconds, requests: PUBLIC_PATHS.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br' } })) };
        autocannon(rate ? { ...options, overallRate: rate } : options, (err, r) => (err ? reject(err) : resolve(r)));
      });
    },
  };
}

/** One autocannon run as a row of the results' table. */
const row = (name, r) => `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} |`;

/** The results' table of public reads: [name, autocannon result] pairs. */
function readsTable(runs) {
  return ['| public reads | req/s | p50 ms | p99 ms | non-2xx | errors |', '|---|---|---|---|---|---|', ...runs.map(([name, r]) => row(name, r))];
}

/**
 * The benches' goal: the median public p99 with the other work at most the median alone plus the
 * spread of the runs alone (the noise), every run answered without an error or a non-2xx.
 */
function judged(alone, withBeside, everyRun) {
  const p99s = (runs) => runs.map((r) => r.latency.p99);
  // Autocannon's percentiles are whole milliseconds: the noise is at least one.
  const noise = Math.max(1, Math.max(...p99s(alone)) - Math.min(...p99s(alone)));
  const aloneP99 = median(p99s(alone));
  const withP99 = median(p99s(withBeside));
  const ceiling = aloneP99 + noise;
  const clean = everyRun.every((r) => r.non2xx === 0 && r.errors === 0);
  return { aloneP99, withP99, noise, ceiling, clean, within: clean && withP99 <= ceiling };
}

module.exports = { PUBLIC_PATHS, publicReads, readsTable, judged };
