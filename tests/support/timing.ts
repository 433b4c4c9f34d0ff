// How long a request takes, for the scale tests' bounds (a bound, not a benchmark: benchmarks are in bench/).

/** The median time of `runs` requests after one warm-up, and the last answer. */
export async function timed<T>(request: () => Promise<T>, runs = 5): Promise<{ ms: number; answer: T }> {
  let answer = await request();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    answer = await request();
    times.push(performance.now() - start);
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)], answer };
}
