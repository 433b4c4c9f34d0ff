// One generated migration set per dialect (typeorm migration:generate against each database);
// tests/integration/schema.test.ts proves both leave no pending schema difference.
import { Initial1795320497423 } from './mariadb/1795320497423-Initial';
import { Initial1795320496283 } from './sqlite/1795320496283-Initial';

export const SQLITE_MIGRATIONS: Function[] = [Initial1795320496283];
export const MARIADB_MIGRATIONS: Function[] = [Initial1795320497423];
