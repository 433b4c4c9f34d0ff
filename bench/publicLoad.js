// The steady public reads the "while something else runs" benches measure (bench/postbacks.js,
// bench/webhooks.js): the same paths, and each run readied the same way, so their results compare.
const autocannon = require('autocannon');
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

module.exports = { PUBLIC_PATHS, publicReads };
