// CI's floors and ceilings: what `npm run bench:check` and `npm run bench:web:check` accept. Each is
// set outside the spread of its figure over 20 runs of the checks with one core kept busy
// (`npm run bench:spread`, bench/results/ci-spread.md), with the margin stated in bench/README.md
// ("CI floors"). Every figure is a median of rounds or runs made in the same check, and, but for
// the RSS and Lighthouse's scores, a ratio to a reference measured beside it. The product's goals
// stay with the full benchmarks (`npm run bench`, `npm run bench:web`), which report them.
const CI_LIMITS = {
  // bench/public-reads.js --check: the cost ratio of the app with its prepared-bytes cache to the
  // bare node:http server sending the same bytes (bare's CPU time per request / the app's, at 50
  // connections; median of alternated rounds). At least:
  hotReads: { rest: 0.35, page: 0.3 },
  // bench/render-flood.js --check: the kept page's p99 during the flood over its p99 alone, in
  // the pairs of rounds beside it (median), and the server's peak RSS. At most:
  renderFlood: { p99Ratio: 5, rssMb: 400 },
  // bench/trip.js --check: a trip not asked before, one at a time: its p99 over the p99 of the kept
  // answer asked between the trips (median of the rounds), each transport. At most:
  trip: { ratio: 65 },
  // bench/lighthouse.js --check: the median of three runs per page. Performance at least, CLS at most.
  lighthouse: { performance: 55, cls: 0.1 },
};

/** The limit at a path such as 'hotReads.rest'. */
const limitAt = (key) => key.split('.').reduce((o, k) => o?.[k], CI_LIMITS);

module.exports = { CI_LIMITS, limitAt };
