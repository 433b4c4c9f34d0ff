// The cluster tests: three built server processes behind nginx (docs/deploy/nginx.conf) on a private
// MariaDB, which is stopped and restarted under load (cluster.test.ts); a rolling upgrade from the
// previous release (.ci/previous-release, built from git) to this tree (upgrade.test.ts). Run with `npm run test:cluster` after
// `npm run build`; needs Debian's mariadbd, nginx and openssl (docs/deploy.md).
module.exports = {
  displayName: 'cluster',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/cluster'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  maxWorkers: 1,
};
