// `npm test`: unit tests and the HTTP integration suite (api project, Node) plus the web component
// tests (web project, jsdom). The browser suite has its own config (jest.e2e.config.js).
const serverTransform = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const webTransform = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The MariaDB run (npm run test:mysql) repeats what touches the database: the integration suite,
// each file on a throwaway MariaDB database of its own. The unit tests under api/ use no database,
// or SQLite files of their own, and run once, in npm test.
const mysqlRun = /^(mysql|mariadb):\/\//.test(process.env.TEST_DATABASE_URL || '');

const projects = [
  {
    displayName: 'api',
    testEnvironment: 'node',
    roots: mysqlRun ? ['<rootDir>/tests/integration'] : ['<rootDir>/api', '<rootDir>/tests/integration'],
    testMatch: ['**/*.test.ts'],
    transform: { '^.+\\.tsx?$': serverTransform },
    setupFiles: ['<rootDir>/tests/support/api-setup.ts'],
    setupFilesAfterEnv: ['<rootDir>/tests/support/api-timeouts.ts'],
    globalSetup: '<rootDir>/tests/support/build-web.js',
  },
  {
    displayName: 'web',
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/web'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$': webTransform },
    transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
    moduleNameMapper: {
      '\\.css$': '<rootDir>/tests/support/style-stub.js',
      '\\.(png|svg|jpe?g|gif|webp|woff2?)$': '<rootDir>/tests/support/file-stub.js',
    },
    setupFilesAfterEnv: ['<rootDir>/tests/support/web-setup.ts'],
  },
];

// JEST_PROJECTS=api (npm run test:mysql) runs one project and still takes file patterns after it
// (`--selectProjects api FILE` would read FILE as a second project name).
const only = process.env.JEST_PROJECTS ? process.env.JEST_PROJECTS.split(',') : null;
// Two files at once on CI's two cores (Jest's default, one fewer than the cores, is one): each file
// has its own server, database and port, and no test waits on the wall clock.
module.exports = { maxWorkers: 2, projects: only ? projects.filter((p) => only.includes(p.displayName)) : projects };
