// One generated migration set per dialect (typeorm migration:generate against each database);
// tests/integration/schema.test.ts proves both leave no pending schema difference.
import { Initial1795320497423 } from './mariadb/1795320497423-Initial';
import { IdempotencyKeys1795400000001 } from './mariadb/1795400000001-IdempotencyKeys';
import { AdminListIndexes1795700000001 } from './mariadb/1795700000001-AdminListIndexes';
import { Initial1795320496283 } from './sqlite/1795320496283-Initial';
import { IdempotencyKeys1795400000000 } from './sqlite/1795400000000-IdempotencyKeys';
import { AdminListIndexes1795700000000 } from './sqlite/1795700000000-AdminListIndexes';

export const SQLITE_MIGRATIONS: Function[] = [Initial1795320496283, IdempotencyKeys1795400000000];
export const MARIADB_MIGRATIONS: Function[] = [Initial1795320497423, IdempotencyKeys1795400000001];
// The bounded admin lists' indexes (added as lines of their own, so parallel branches merge cleanly).
SQLITE_MIGRATIONS.push(AdminListIndexes1795700000000);
MARIADB_MIGRATIONS.push(AdminListIndexes1795700000001);
