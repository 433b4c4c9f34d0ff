// Writes ../schema.graphql, the checked-in contract (tests/integration/contracts.test.ts fails when it drifts).
import 'reflect-metadata';
import fs from 'node:fs';
import { SCHEMA_FILE, buildAppSchema, schemaText } from './schema';

buildAppSchema()
  .then((schema) => {
    fs.writeFileSync(SCHEMA_FILE, schemaText(schema));
    console.log(`wrote ${SCHEMA_FILE}`);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
