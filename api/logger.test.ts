// The log's destination holds lines and writes many in one write; nothing it holds is lost when
// the process ends: stopped (flushLogger), exiting (process.exit) or crashing (an uncaught
// exception or rejection). The exits are real processes running the logger compiled with swc.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './config';
import { BatchedLog, createLogger, flushLogger } from './logger';

let dir: string;
let build: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-log-'));
  // Inside the project, so the compiled logger finds pino in node_modules.
  build = path.join(ROOT, '.test-build', `logger-${process.pid}`);
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'swc'), ['api/logger.ts', '-d', build, '--config-file', '.swcrc', '--quiet'], { cwd: ROOT });
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(build, { recursive: true, force: true });
});

const linesOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);

describe('BatchedLog', () => {
  let file: string;
  let fd: number;
  beforeEach(() => {
    file = path.join(dir, `log-${Math.random().toString(36).slice(2)}.log`);
    fd = fs.openSync(file, 'a');
  });
  afterEach(() => {
    jest.useRealTimers();
    fs.closeSync(fd);
  });

  it('holds lines and writes them together, in order, when asked to flush', async () => {
    const logger = createLogger('info', new BatchedLog(fd));
    for (let i = 0; i < 5; i++) logger.info({ n: i }, 'line');
    expect(linesOf(file)).toEqual([]);
    await flushLogger(logger);
    expect(linesOf(file).map((l) => JSON.parse(l).n)).toEqual([0, 1, 2, 3, 4]);
  });

  it('writes a batch as soon as it is full', () => {
    const log = new BatchedLog(fd, { batchChars: 100 });
    log.write(`${'a'.repeat(60)}\n`);
    expect(linesOf(file)).toEqual([]);
    log.write(`${'b'.repeat(60)}\n`);
    expect(linesOf(file)).toEqual(['a'.repeat(60), 'b'.repeat(60)]);
    log.end();
  });

  it('writes a quiet spell\'s lines after flushMs without another line', () => {
    jest.useFakeTimers();
    const log = new BatchedLog(fd, { flushMs: 100 });
    log.write('alone\n');
    jest.advanceTimersByTime(99);
    expect(linesOf(file)).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(linesOf(file)).toEqual(['alone']);
    log.end();
  });
});

describe('the log when the process ends', () => {
  // Writes 2,000 request lines through createLogger's default destination (stdout, here a file),
  // then ends as `how` says; the file must hold every line, in order.
  const run = (how: string) => {
    const out = path.join(dir, `exit-${how}.log`);
    const script = `
      const { createLogger, flushLogger } = require(${JSON.stringify(path.join(build, 'api', 'logger.js'))});
      const logger = createLogger('info');
      for (let i = 0; i < 2000; i++) logger.info({ n: i, req: { method: 'GET', url: '/api/providers' } }, 'request completed');
      ${
        {
          exit: 'process.exit(0);',
          exception: "setImmediate(() => { throw new Error('boom'); });",
          rejection: "Promise.reject(new Error('boom'));",
          flush: 'flushLogger(logger).then(() => process.exit(0));',
          end: '',
        }[how]
      }`;
    const fd = fs.openSync(out, 'w');
    const child = spawnSync(process.execPath, ['-e', script], { stdio: ['ignore', fd, 'pipe'], cwd: ROOT });
    fs.closeSync(fd);
    return { status: child.status, stderr: String(child.stderr), lines: linesOf(out).map((l) => JSON.parse(l).n as number) };
  };
  const all = Array.from({ length: 2000 }, (_, i) => i);

  it.each(['flush', 'exit', 'end'])('keeps every line when the process stops (%s)', (how) => {
    const { status, stderr, lines } = run(how);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(lines).toEqual(all);
  });

  it.each(['exception', 'rejection'])('keeps every line when the process crashes (uncaught %s)', (how) => {
    const { status, stderr, lines } = run(how);
    expect(status).toBe(1);
    expect(stderr).toContain('boom');
    expect(lines).toEqual(all);
  });
});
