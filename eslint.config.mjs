// ESLint (flat config): typescript-eslint's recommended rules on the TypeScript sources, and the walls of
// the design (who may import whom; ../shared/DESIGN.md "Layout") as import rules, so a broken wall fails
// `npm run lint`. tests/unit/lintWalls.test.ts lints one bad import per wall to prove each rule fires.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/** One zone per wall: files under `target` may not import modules under `from` (except `except`). */
export const WALLS = [
  {
    target: './api/domain',
    from: './api',
    except: ['./domain'],
    message: 'api/domain is pure: it imports nothing of the project outside api/domain.',
  },
  {
    target: './api/domain',
    from: './web',
    message: 'api/domain is pure: it imports nothing of the project outside api/domain.',
  },
  {
    target: './api/services',
    from: './api/graphql',
    message: 'api/services never import a transport (api/graphql): resolvers call services, not the other way.',
  },
  {
    target: './api/services',
    from: './api/rest',
    message: 'api/services never import a transport (api/rest): routes call services, not the other way.',
  },
  {
    target: './api/graphql',
    from: './api/rest',
    message: 'api/graphql and api/rest never import each other: share through api/services or api/domain.',
  },
  {
    target: './api/rest',
    from: './api/graphql',
    message: 'api/graphql and api/rest never import each other: share through api/services or api/domain.',
  },
  {
    target: './api/entities',
    from: './api/services',
    message: 'api/entities are storage: they import no service.',
  },
  {
    target: './web',
    from: './api',
    except: ['./domain'],
    message: 'web/ takes only api/domain from api/.',
  },
  {
    target: './web/pages/public',
    from: './web/pages/admin',
    message: 'Public pages never import the admin area (it is lazy-loaded; public visitors never download it).',
  },
];

/** Packages a layer may not use (the walls that are not paths). */
export const RESTRICTED_PACKAGES = {
  services: [
    { name: 'express', message: 'api/services never import Express: transports read requests, services take values.' },
  ],
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'tests/e2e/screenshots/**', 'web/data/*generated.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    rules: {
      // A leading underscore names a parameter or binding kept for its position (Express's error handler needs
      // its four arguments); a rest sibling drops the fields it names on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `catch {}` is how a best-effort step says "nothing to do when this fails".
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Tests read untyped JSON answers and re-require modules after jest.resetModules().
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('node:crypto')` is the CommonJS way to name the module, not a redeclaration.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: WALLS }],
    },
  },
  {
    files: ['api/services/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: RESTRICTED_PACKAGES.services }],
    },
  },
);
