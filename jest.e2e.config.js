// Browser suite: real Chromium (Debian's /usr/bin/chromium via playwright-core) against the built
// site on a fresh SQLite database per test file. Run with `npm run test:e2e`.
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // Each file starts its own server (free port, own database) and Chromium: two run at once on two cores.
  maxWorkers: 2,
  testTimeout: 120_000,
};
