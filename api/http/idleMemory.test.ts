import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { releaseMemoryWhenIdle } from './idleMemory';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Until `done()` holds, up to 5 s: on a loaded machine timers fire late and a full collection takes longer. */
const until = async (done: () => boolean) => {
  const end = Date.now() + 5_000;
  while (!done() && Date.now() < end) await wait(20);
};

describe('releaseMemoryWhenIdle', () => {
  let server: http.Server;
  let url: string;
  beforeEach(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterEach(() => new Promise<void>((r) => server.close(() => r())));

  it('collects once after traffic, when the server has been idle, and not again until more traffic', async () => {
    const releases: number[] = [];
    const release = releaseMemoryWhenIdle(server, { idleMs: 300, minGrowthBytes: 0, onRelease: (before, after) => releases.push(before - after) });
    try {
      await wait(700);
      expect(releases).toHaveLength(0); // no traffic yet: nothing to give back

      for (let i = 0; i < 5; i++) await (await fetch(url)).text();
      await wait(100);
      expect(releases).toHaveLength(0); // not while requests are recent
      await until(() => releases.length > 0);
      expect(releases).toHaveLength(1);
      await wait(700);
      expect(releases).toHaveLength(1); // idle, but nothing served since

      await (await fetch(url)).text();
      await until(() => releases.length > 1);
      expect(releases).toHaveLength(2);
    } finally {
      release.stop();
    }
  });

  it('leaves a quiet server alone when its memory has not grown much since the last release', async () => {
    const releases: number[] = [];
    const release = releaseMemoryWhenIdle(server, { idleMs: 200, minGrowthBytes: 2 ** 40, onRelease: (b, a) => releases.push(b - a) });
    try {
      await (await fetch(url)).text();
      await wait(800);
      expect(releases).toHaveLength(0);
    } finally {
      release.stop();
    }
  });
});
