// Settings read from the environment: the shutdown grace (SHUTDOWN_GRACE_SECONDS), and the warnings
// about settings that do not hold on several processes.
import { DEFAULT_SHUTDOWN_GRACE_SECONDS, deploymentWarnings, loadConfig } from './config';

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

describe('WEBHOOK_LOG_RETENTION_DAYS', () => {
  it('keeps finished webhook deliveries 30 days unless set', () => {
    expect(loadConfig(base).webhookLogRetentionDays).toBe(30);
    expect(loadConfig({ ...base, WEBHOOK_LOG_RETENTION_DAYS: '7' }).webhookLogRetentionDays).toBe(7);
  });

  it.each(['0', '-1', '1.5', 'month'])('stops the start-up on %p', (bad) => {
    expect(() => loadConfig({ ...base, WEBHOOK_LOG_RETENTION_DAYS: bad })).toThrow(`WEBHOOK_LOG_RETENTION_DAYS must be a whole number of at least 1 (got "${bad}")`);
  });
});

describe('start-up warnings for several processes', () => {
  const mysql = { DATABASE_URL: 'mysql://rdu:pw@127.0.0.1:3306/rdu', DATA_DIR: '/nonexistent/rdu-config-test' };

  it('warns when processes on a shared database would each make their own session secret', () => {
    const config = { ...loadConfig({ ...mysql, SESSION_SECRET: 'x' }), sessionSecret: ['generated'] };
    expect(deploymentWarnings(config, mysql)).toEqual([expect.stringMatching(/^SESSION_SECRET is not set: .*set the same SESSION_SECRET on every process$/)]);
    expect(deploymentWarnings(loadConfig({ ...mysql, SESSION_SECRET: 'shared' }), { ...mysql, SESSION_SECRET: 'shared' })).toEqual([]);
  });

  it('does not warn about the secret of the embedded database (one process)', () => {
    expect(deploymentWarnings(loadConfig(base), { DATA_DIR: base.DATA_DIR })).toEqual([]);
  });

  it('has no warning about the forms of TRUST_PROXY it accepts (true is refused at start-up)', () => {
    for (const safe of ['1', 'loopback', '10.0.0.5', '']) expect(deploymentWarnings(loadConfig({ ...base, TRUST_PROXY: safe }), base)).toEqual([]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('groups IPv6 clients by a /64 unless IPV6_CLIENT_PREFIX says otherwise, and refuses a length no IPv6 prefix has', () => {
    expect(loadConfig(base).ipv6ClientPrefix).toBe(64);
    expect(loadConfig({ ...base, IPV6_CLIENT_PREFIX: '56' }).ipv6ClientPrefix).toBe(56);
    expect(loadConfig({ ...base, IPV6_CLIENT_PREFIX: '/48' }).ipv6ClientPrefix).toBe(48);
    for (const bad of ['0', '129', '64.5', 'sixty-four']) expect(() => loadConfig({ ...base, IPV6_CLIENT_PREFIX: bad })).toThrow(/IPV6_CLIENT_PREFIX must be an IPv6 prefix length from 1 to 128/);
  });
});

describe('operations settings (docs/operations.md)', () => {
  it('SHUTDOWN_DRAIN_SECONDS: 0 unless set, any whole number of at least 0', () => {
    expect(loadConfig(base).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_DRAIN_SECONDS: '15' }).shutdownDrainSeconds).toBe(15);
    for (const bad of ['-1', '1.5', 'soon']) expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_SECONDS: bad })).toThrow(/SHUTDOWN_DRAIN_SECONDS must be a whole number of at least 0/);
  });

  it('scheduled backups: off without BACKUP_DIR; every 24 hours keeping 7 unless told', () => {
    expect(loadConfig(base).backup).toBeNull();
    expect(loadConfig({ ...base, BACKUP_DIR: '/var/backups/rdu' }).backup).toEqual({ dir: '/var/backups/rdu', everyHours: 24, keep: 7 });
    expect(loadConfig({ ...base, BACKUP_DIR: '/b', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '28' }).backup).toEqual({ dir: '/b', everyHours: 6, keep: 28 });
    expect(() => loadConfig({ ...base, BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('metrics: off unless METRICS_PORT or METRICS_TOKEN; the port on loopback unless METRICS_HOST', () => {
    expect(loadConfig(base).metrics).toBeNull();
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toMatchObject({ host: '10.0.0.5' });
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a-long-random-token-1234' }).metrics).toEqual({ port: null, host: '127.0.0.1', token: 'a-long-random-token-1234' });
    expect(() => loadConfig({ ...base, METRICS_PORT: '99999' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
