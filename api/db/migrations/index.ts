// One generated migration set per dialect (typeorm migration:generate against each database);
// tests/integration/schema.test.ts proves both leave no pending schema difference.
import { Initial1795320497423 } from './mariadb/1795320497423-Initial';
import { IdempotencyKeys1795400000001 } from './mariadb/1795400000001-IdempotencyKeys';
import { Initial1795320496283 } from './sqlite/1795320496283-Initial';
import { IdempotencyKeys1795400000000 } from './sqlite/1795400000000-IdempotencyKeys';
import { ProviderReach1795800000000 } from './sqlite/1795800000000-ProviderReach';
import { ProviderReach1795800000001 } from './mariadb/1795800000001-ProviderReach';

export const SQLITE_MIGRATIONS: Function[] = [Initial1795320496283, IdempotencyKeys1795400000000];
export const MARIADB_MIGRATIONS: Function[] = [Initial1795320497423, IdempotencyKeys1795400000001];
SQLITE_MIGRATIONS.push(ProviderReach1795800000000);
MARIADB_MIGRATIONS.push(ProviderReach1795800000001);
