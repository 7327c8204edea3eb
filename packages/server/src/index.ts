// The public face of @portal/server: what the e2e runner and the app's test setup start a server
// with. Nothing outside this package reaches into src/ by a relative path.
export { buildApp, type AppOptions } from './app';
export { type CaptchaWork } from './captcha/service';
export { runCli } from './cli';
export { loadConfig, type Config } from './config';
export { openDatabase, migrate, seed, DEMO_ACCOUNTS, type Db, type Queryable } from './db/index';
export { openPglite } from './db/pglite';
export { openPostgres } from './db/postgres';
export type { Context, DomainRoutes } from './http/context';
