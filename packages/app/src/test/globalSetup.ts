// The app's browser tests talk to the real reference server: one in-memory PGlite database with
// the demo data, started once for the run. Vite proxies the API paths to it, so the tests fetch
// the same relative paths the built app does. Tests switch maintenance and region blocks through
// the operator CLI's own `runCli`, the way an operator does.
import { buildApp, loadConfig, migrate, openPglite, runCli, seed } from '@portal/server';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { OPERATOR_HOOK } from './operator';

/** The merchant code of the test server; the app is built with the same. */
export const TEST_MERCHANT = 'PORTAL';
/**
 * The work of the test server's captcha challenges: little, so that the widget (or a test through
 * the API) solves one at once; the production server asks for about a second of work.
 */
export const TEST_CAPTCHA_WORK = { cost: 1, keyPrefix: '0' };

export default async function setup(_project: TestProject) {
  const port = Number(process.env['PORTAL_APP_TEST_PORT']);
  const db = await openPglite();
  await migrate(db);
  await seed(db, { demo: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    MERCHANT_CODE: TEST_MERCHANT,
    LOG_LEVEL: 'silent',
    // Every test logs in from one address; the per-address limit has its own server test.
    LOGIN_ATTEMPTS_PER_MINUTE: '100000',
    // The operator's example texts: Arabic, beside the bundled Spanish and English.
    TEXTS_DIR: fileURLToPath(new URL('../../../../docs/examples/texts', import.meta.url)),
  });
  const app = await buildApp({ db, config, captchaWork: TEST_CAPTCHA_WORK });
  await app.listen({ host: '127.0.0.1', port });
  // The browser command `operator` (vitest.config.ts) reaches the database through this.
  (globalThis as Record<string, unknown>)[OPERATOR_HOOK] = (args: string[]) => runCli(db, args);
  return async () => {
    await app.close();
    await db.close();
  };
}
