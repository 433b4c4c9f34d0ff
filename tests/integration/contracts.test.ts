// Checked-in contracts must match what the code builds: schema.graphql (emitted by the server,
// `npm run schema:emit`) and the web's typed documents (from schema + operations, `npm run codegen`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_FILE, buildAppSchema, schemaText } from '../../api/graphql/schema';

it('schema.graphql is what the server builds', async () => {
  const built = schemaText(await buildAppSchema());
  expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(built);
});

it('web/data/generated.ts, admin.generated.ts and cacheTypes.generated.ts are up to date with the schema and the operations', () => {
  // In its own Node process: the codegen plugins load ES modules, which Jest's CommonJS runtime cannot.
  const root = path.resolve(__dirname, '..', '..');
  const texts: Record<string, string> = JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'scripts', 'codegen.js'), '--stdout'], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 }),
  );
  expect(Object.keys(texts).map((f) => path.relative(root, f)).sort()).toEqual(['web/data/admin.generated.ts', 'web/data/cacheTypes.generated.ts', 'web/data/generated.ts']);
  for (const [file, text] of Object.entries(texts)) expect({ file, text: fs.readFileSync(file, 'utf8') }).toEqual({ file, text });
});

it('keeps the admin documents out of the public ones', () => {
  const root = path.resolve(__dirname, '..', '..');
  expect(fs.readFileSync(path.join(root, 'web', 'data', 'generated.ts'), 'utf8')).not.toMatch(/Admin\w*Document/);
});
