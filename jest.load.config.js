// Load suite: the built server as a real process under sustained mixed load, then a graceful stop.
// Run with `npm run test:load` (it builds what is missing first).
module.exports = {
  displayName: 'load',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/load'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  maxWorkers: 1,
};
