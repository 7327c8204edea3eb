// End-to-end tests: Debian's Chromium against the real reference server (e2e/server.ts) on a fresh
// PGlite database, serving the built app (packages/app/dist). `pnpm e2e` runs them; npm test runs
// them after the package builds. Never downloads a browser: CHROME_PATH or /usr/bin/chromium.
import { defineConfig } from '@playwright/test';
import { createServer } from 'node:net';

/** A port nobody listens on now (several runs may share a machine). */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

// Chosen once, in the runner: the workers it starts inherit the environment.
process.env['E2E_PORT'] ??= String(await freePort());
process.env['E2E_CONTROL_PORT'] ??= String(await freePort());
const port = Number(process.env['E2E_PORT']);
export const baseURL = `http://127.0.0.1:${port}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // One server, one database, one browser at a time: two cores are shared with the server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // npm test runs the suite beside the stories' tests (scripts/run-tests.mjs): room for a
  // shared machine.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: '../.vitest-reports/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: '../.vitest-reports/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
    reducedMotion: 'reduce',
    // A trace of a failed test locally; on CI the error context (an ARIA snapshot) is enough.
    trace: process.env['CI'] ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath:
        process.env['CHROME_PATH'] || process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `node ../node_modules/tsx/dist/cli.mjs server.ts`,
    cwd: '.',
    url: `${baseURL}/`,
    env: {
      E2E_PORT: String(port),
      E2E_CONTROL_PORT: process.env['E2E_CONTROL_PORT'] ?? '',
      STATIC_DIR: '../packages/app/dist',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
