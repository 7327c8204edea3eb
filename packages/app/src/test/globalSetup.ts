// The app's browser tests talk to the real reference server: one in-memory PGlite database with
// the demo data, started once for the run. Vite proxies the API paths to it, so the tests fetch
// the same relative paths the built app does.
import { buildApp, loadConfig, migrate, openPglite, seed } from '@portal/server';
import type { TestProject } from 'vitest/node';
// The operator CLI's own function (not exported by the package): tests switch maintenance and
// region blocks the way an operator does.
import { runCli } from '../../../server/src/cli';
import { OPERATOR_HOOK } from './operator';

/** The merchant code of the test server; the app is built with the same. */
export const TEST_MERCHANT = 'PORTAL';
/** Every captcha the test server draws reads this, so a test can answer one. */
export const TEST_CAPTCHA = 'ABCD';

export default async function setup(project: TestProject) {
  const port = Number(process.env['PORTAL_APP_TEST_PORT']);
  const db = await openPglite();
  await migrate(db);
  await seed(db);
  const config = loadConfig({
    NODE_ENV: 'test',
    MERCHANT_CODE: TEST_MERCHANT,
    LOG_LEVEL: 'silent',
    // Every test logs in from one address; the per-address limit has its own server test.
    LOGIN_ATTEMPTS_PER_MINUTE: '100000',
  });
  const app = await buildApp({ db, config, captchaText: () => TEST_CAPTCHA });
  await app.listen({ host: '127.0.0.1', port });
  project.provide('captcha', TEST_CAPTCHA);
  // The browser command `operator` (vitest.config.ts) reaches the database through this.
  (globalThis as Record<string, unknown>)[OPERATOR_HOOK] = (args: string[]) => runCli(db, args);
  return async () => {
    await app.close();
    await db.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    captcha: string;
  }
}
