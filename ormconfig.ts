// The DataSource the TypeORM CLI uses (migration:generate / migration:run), from DATABASE_URL.
// Run on the compiled output: npx typeorm -d dist/ormconfig.js migration:generate api/db/migrations/<dialect>/Name
import 'reflect-metadata';
import { loadConfig } from './api/config';
import { createDataSource } from './api/db/dataSource';

export default createDataSource(loadConfig().database);
