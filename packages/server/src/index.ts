export { buildApp, type AppOptions, type Context } from './app';
export { loadConfig, type Config } from './config';
export { openDatabase, migrate, seed, DEMO_ACCOUNTS, type Db, type Queryable } from './db/index';
export { openPglite } from './db/pglite';
export { openPostgres } from './db/postgres';
