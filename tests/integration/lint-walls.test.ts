// The walls of the design (../shared/DESIGN.md "Layout"; eslint.config.mjs) fire: the project's own ESLint
// configuration lints one bad import per wall, as if written in a file of the walled folder, and reports
// it with the wall's message; the imports each wall allows pass. ESLint runs in one child process (its
// configuration is an ES module, which jest's CommonJS sandbox does not load).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../api/config';

jest.setTimeout(120_000);

type Case = { file: string; code: string };
type Result = { file: string; code: string; messages: { ruleId: string | null; message: string }[] };

function lint(cases: Case[]): Result[] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of cases) {
      const [result] = await eslint.lintText(c.code + '\\n', { filePath: c.file });
      out.push({ ...c, messages: result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })) });
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const node = path.join(ROOT, 'node_modules', '.bin', 'node');
  const text = execFileSync(node, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(text) as Result[];
}

const DOMAIN = 'api/domain is pure: it imports nothing of the project outside api/domain.';
const TRANSPORTS = 'api/graphql and api/rest never import each other: share through api/services or api/domain.';

/** A file in the walled folder, the import it must not make, the rule and the wall's message. */
const BROKEN: [string, string, string, string][] = [
  ['api/domain/probe.ts', "import '../services/providers';", 'import-x/no-restricted-paths', DOMAIN],
  ['api/domain/inputs/probe.ts', "import '../../entities';", 'import-x/no-restricted-paths', DOMAIN],
  ['api/domain/probe.ts', "import '../../web/data/client';", 'import-x/no-restricted-paths', DOMAIN],
  ['api/services/probe.ts', "import '../graphql/schema';", 'import-x/no-restricted-paths', 'api/services never import a transport (api/graphql): resolvers call services, not the other way.'],
  ['api/services/probe.ts', "import '../rest/errors';", 'import-x/no-restricted-paths', 'api/services never import a transport (api/rest): routes call services, not the other way.'],
  ['api/services/probe.ts', "import 'express';", 'no-restricted-imports', 'api/services never import Express: transports read requests, services take values.'],
  ['api/graphql/providers/probe.ts', "import '../../rest/errors';", 'import-x/no-restricted-paths', TRANSPORTS],
  ['api/rest/probe.ts', "import '../graphql/errors';", 'import-x/no-restricted-paths', TRANSPORTS],
  ['api/entities/probe.ts', "import '../services/providers';", 'import-x/no-restricted-paths', 'api/entities are storage: they import no service.'],
  ['web/components/probe.ts', "import '../../api/services/providers';", 'import-x/no-restricted-paths', 'web/ takes only api/domain from api/.'],
  ['web/data/probe.ts', "import '../../api/entities';", 'import-x/no-restricted-paths', 'web/ takes only api/domain from api/.'],
  [
    'web/pages/public/probe.tsx',
    "import '../admin/AdminRoot';",
    'import-x/no-restricted-paths',
    'Public pages never import the admin area (it is lazy-loaded; public visitors never download it).',
  ],
];

/** Imports the walls allow, from the same folders. */
const ALLOWED: [string, string][] = [
  ['api/domain/probe.ts', "import './rules';"],
  ['api/domain/inputs/probe.ts', "import '../rules';"],
  ['api/services/probe.ts', "import '../domain/rules';"],
  ['api/services/probe.ts', "import '../entities';"],
  ['api/graphql/providers/probe.ts', "import '../../services/providers';"],
  ['api/rest/probe.ts', "import '../services/providers';"],
  ['web/components/probe.ts', "import '../../api/domain/rules';"],
  ['web/pages/admin/probe.tsx', "import '../public/HomePage';"],
];

let results: Result[];
beforeAll(() => {
  results = lint([...BROKEN.map(([file, code]) => ({ file, code })), ...ALLOWED.map(([file, code]) => ({ file, code }))]);
});

it.each(BROKEN.map((row, i) => [i, ...row] as const))('#%i %s: %s fails with the wall', (i, _file, _code, ruleId, message) => {
  expect(results[i].messages).toEqual([{ ruleId, message: expect.stringContaining(message) }]);
});

it.each(ALLOWED.map((row, i) => [BROKEN.length + i, ...row] as const))('#%i %s: %s passes', (i) => {
  expect(results[i].messages).toEqual([]);
});
