// Settings read from the environment: the shutdown grace (SHUTDOWN_GRACE_SECONDS).
import { DEFAULT_SHUTDOWN_GRACE_SECONDS, loadConfig } from './config';

const base = { SESSION_SECRET: 'unit-test-secret', DATA_DIR: '/nonexistent/rdu-config-test' };

describe('SHUTDOWN_GRACE_SECONDS', () => {
  it('is 10 seconds when unset or empty', () => {
    expect(DEFAULT_SHUTDOWN_GRACE_SECONDS).toBe(10);
    expect(loadConfig(base).shutdownGraceSeconds).toBe(10);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_SECONDS: '' }).shutdownGraceSeconds).toBe(10);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_SECONDS: ' ' }).shutdownGraceSeconds).toBe(10);
  });

  it('takes a whole number of seconds', () => {
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_SECONDS: '30' }).shutdownGraceSeconds).toBe(30);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_SECONDS: '1' }).shutdownGraceSeconds).toBe(1);
  });

  it.each(['0', '-5', '2.5', 'ten', '10s', '1e9x'])('stops the start-up on %p', (bad) => {
    expect(() => loadConfig({ ...base, SHUTDOWN_GRACE_SECONDS: bad })).toThrow(`SHUTDOWN_GRACE_SECONDS must be a whole number of at least 1 (got "${bad}")`);
  });
});
