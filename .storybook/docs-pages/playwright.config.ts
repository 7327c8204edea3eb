// The built Storybook's docs pages (storybook-static, from `pnpm build-storybook`) in Debian's
// Chromium: what a reader of the published Storybook sees, which the story tests (each story on its
// own canvas) do not. npm test runs it right after building Storybook; `pnpm test:storybook-docs`
// runs it alone. Never downloads a browser: CHROME_PATH or /usr/bin/chromium.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One browser at a time: npm test runs this beside the checks of the sources on two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // Beside the type check, the lint and the node tests, a docs page that renders a dozen stories
  // took more than 10 s to show (seen on CI): room for that machine, not a measure of speed.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  outputDir: '../../.vitest-reports/storybook-docs-artifacts',
  reporter: [['list'], ['json', { outputFile: '../../.vitest-reports/storybook-docs.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: {
      executablePath:
        process.env['CHROME_PATH'] || process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
      // The end-to-end suite's flags (e2e/playwright.config.ts): they keep Chromium off the
      // closed network, which it would otherwise flood with refused connections.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
