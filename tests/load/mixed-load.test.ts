// The built server as a real process under a mixed load (100 connections for 30 s: public reads,
// GraphQL queries, contact posts from many client addresses, the admin's reads), then SIGTERM: it must never abort (as better-sqlite3 12 did on
// Node 24.19+), answer every request with an expected status, and stop cleanly with exit code 0.
// Run with `npm run test:load` (after `npm run build`; the script builds what is missing).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { mixedLoad } from '../../bench/mixed-load';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags';

const ROOT = path.resolve(__dirname, '..', '..');
const SECONDS = Number(process.env.LOAD_SECONDS || 30);
jest.setTimeout((SECONDS + 60) * 1000);

it(`serves a mixed load for ${SECONDS} s without an error, then stops on SIGTERM with exit code 0`, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-load-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'dist', 'api', 'index.js')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', ADMIN_USERNAME: 'loadtest', ADMIN_PASSWORD: 'load-test-password', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output = (output + d).slice(-200_000)));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  try {
    let port: string | undefined;
    for (let i = 0; i < 300 && !port && child.exitCode === null; i++) {
      port = /"port":(\d+)/.exec(output)?.[1];
      if (!port) await new Promise((r) => setTimeout(r, 100));
    }
    if (!port) throw new Error(`server did not start:\n${output}`);
    // The process says which Node.js runs it: the project's own (the one running this test).
    expect(output).toContain(`"node":"${process.version}"`);

    // Contact posts come from many addresses (X-Forwarded-For through TRUST_PROXY): the per-client
    // throttle never refuses one, so a 429 would be an unexpected status.
    const admin = { username: 'loadtest', password: 'load-test-password' };
    const result = await mixedLoad({ baseUrl: `http://127.0.0.1:${port}`, seconds: SECONDS, connections: 100, admin });
    // Printed for the CI log: how much load the server took.
    console.log(`mixed load on Node ${process.version}: ${result.requests} requests, ${Math.round(result.requestsPerSecond)}/s, p99 ${result.latency.p99} ms, statuses ${JSON.stringify(result.statuses)}`);
    expect(child.exitCode).toBeNull();
    expect({ errors: result.errors, timeouts: result.timeouts, unexpected: result.unexpected }).toEqual({ errors: 0, timeouts: 0, unexpected: {} });
    // How much it took is the bench's to judge (bench/mixed-bench.js); here, that writes went on.
    const acknowledged = result.statuses['201'] ?? 0;
    expect(acknowledged).toBeGreaterThan(0);

    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/stopped cleanly/);
    expect(output).not.toMatch(/Assertion failed|Segmentation fault|FATAL ERROR/);
    // Every message the server acknowledged is stored (those still on their way when the load
    // stopped may be too).
    const db = knex({ client: 'better-sqlite3', connection: { filename: path.join(dataDir, 'rdu.sqlite') }, useNullAsDefault: true });
    try {
      const [{ n }] = await db('contact_submissions').where('subject', 'like', 'Mixed load message %').count({ n: '*' });
      expect(Number(n)).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      await db.destroy();
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
