// Checked-in contracts must match what the code builds: schema.graphql (emitted by the server,
// `npm run schema:emit`) and web/data/generated.ts (from schema + operations, `npm run codegen`).
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_FILE, buildAppSchema, schemaText } from '../../api/graphql/schema';

it('schema.graphql is what the server builds', async () => {
  const built = schemaText(await buildAppSchema());
  expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(built);
});

it('web/data/generated.ts is up to date with the schema and the operations', async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { generate, OUT } = require(path.resolve(__dirname, '..', '..', 'scripts', 'codegen.js'));
  expect(fs.readFileSync(OUT, 'utf8')).toBe(await generate());
});
