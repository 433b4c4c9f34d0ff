// @seriousme/openapi-schema-validator is an ES module that reads its schemas with import.meta, which
// the api project's Jest (CommonJS, no --experimental-vm-modules) cannot load: it runs in a child
// Node process instead, the document on its standard input, the verdict as JSON on its output.
import { execFileSync } from 'node:child_process';

export interface OpenApiVerdict {
  valid: boolean;
  version: string;
  errors?: unknown;
}

const SCRIPT = `
import { Validator } from '@seriousme/openapi-schema-validator';
let text = '';
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors }));
`;

export function validateOpenApi(doc: unknown): OpenApiVerdict {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { input: JSON.stringify(doc), cwd: process.cwd(), encoding: 'utf8' });
  return JSON.parse(out) as OpenApiVerdict;
}
