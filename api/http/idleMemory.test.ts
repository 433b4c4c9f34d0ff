// The idle release on a real HTTP server, with the clock and the check's timer in the test's hands:
// what counts is the order of requests, quiet time and checks, never how fast the machine is.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { releaseMemoryWhenIdle, type Collect } from './idleMemory';

/** A clock the test moves, and the idle check the release scheduled (run when the test says). */
function drivenTime() {
  const time = { now: 1_000_000, check: null as (() => void) | null, periodMs: 0 };
  return {
    time,
    now: () => time.now,
    every: (check: () => void, periodMs: number) => {
      time.check = check;
      time.periodMs = periodMs;
      return () => void (time.check = null);
    },
    /** Moves the clock on by `ms`, then the scheduled check runs once. */
    after(ms: number) {
      time.now += ms;
      time.check?.();
    },
  };
}

describe('releaseMemoryWhenIdle', () => {
  let server: http.Server;
  let url: string;
  beforeEach(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));
  const request = async () => void (await (await fetch(url)).text());

  /** A stand-in collection that frees `freed` bytes of a resident size the test sets. */
  function memory(rss: number, freed = 0) {
    const state = { rss, collections: [] as Parameters<Collect>[0][] };
    return { state, rss: () => state.rss, collect: ((options) => (state.collections.push(options), (state.rss -= freed))) as Collect };
  }

  it('collects once after traffic, when the server has been idle, and not again until more traffic', async () => {
    const time = drivenTime();
    const mem = memory(500 * 2 ** 20);
    const releases: number[] = [];
    const release = releaseMemoryWhenIdle(server, { idleMs: 5_000, minGrowthBytes: 0, now: time.now, every: time.every, rss: mem.rss, collect: mem.collect, onRelease: (before, after) => releases.push(before - after) });
    try {
      expect(time.time.periodMs).toBe(2_500); // checked twice per quiet time
      time.after(60_000);
      expect(releases).toHaveLength(0); // no traffic yet: nothing to give back

      for (let i = 0; i < 5; i++) await request();
      time.after(4_999);
      expect(releases).toHaveLength(0); // not while requests are recent
      time.after(1);
      expect(releases).toHaveLength(1);
      expect(mem.state.collections).toEqual([{ type: 'major', execution: 'sync', flavor: 'last-resort' }]);
      time.after(60_000);
      expect(releases).toHaveLength(1); // idle, but nothing served since

      await request();
      time.after(2_500);
      expect(releases).toHaveLength(1);
      await request(); // a request resets the quiet time
      time.after(4_999);
      expect(releases).toHaveLength(1);
      time.after(1);
      expect(releases).toHaveLength(2);
    } finally {
      release.stop();
    }
  });

  it('leaves a quiet server alone when its memory has not grown much since the last release', async () => {
    const time = drivenTime();
    const mem = memory(200 * 2 ** 20, 40 * 2 ** 20);
    const releases: [number, number][] = [];
    const release = releaseMemoryWhenIdle(server, { idleMs: 5_000, minGrowthBytes: 64 * 2 ** 20, now: time.now, every: time.every, rss: mem.rss, collect: mem.collect, onRelease: (b, a) => releases.push([b, a]) });
    try {
      mem.state.rss += 63 * 2 ** 20;
      await request();
      time.after(5_000);
      expect(releases).toEqual([]);
      expect(mem.state.collections).toEqual([]);

      mem.state.rss += 2 * 2 ** 20; // 65 MB over the start now
      await request();
      time.after(5_000);
      expect(releases).toEqual([[265 * 2 ** 20, 225 * 2 ** 20]]);

      // Growth counts from what the last release left (225 MB), not from the start.
      mem.state.rss += 50 * 2 ** 20;
      await request();
      time.after(5_000);
      expect(releases).toHaveLength(1);
    } finally {
      release.stop();
    }
  });

  it('stops watching and checking when stopped', async () => {
    const time = drivenTime();
    const mem = memory(0);
    const release = releaseMemoryWhenIdle(server, { idleMs: 5_000, minGrowthBytes: 0, now: time.now, every: time.every, rss: mem.rss, collect: mem.collect });
    expect(server.listenerCount('request')).toBe(2);
    release.stop();
    expect(time.time.check).toBeNull();
    expect(server.listenerCount('request')).toBe(1);
  });

  it("runs V8's own last-resort collection by default", async () => {
    const time = drivenTime();
    const releases: [number, number][] = [];
    const release = releaseMemoryWhenIdle(server, { idleMs: 300, minGrowthBytes: Number.NEGATIVE_INFINITY, now: time.now, every: time.every, onRelease: (b, a) => releases.push([b, a]) });
    try {
      await request();
      time.after(300);
      expect(releases).toHaveLength(1);
      expect(releases[0][0]).toBeGreaterThan(0);
      expect(releases[0][1]).toBeGreaterThan(0);
    } finally {
      release.stop();
    }
  });
});
