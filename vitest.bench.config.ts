import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Benchmarks run in the same Debian Chromium as the tests, one file at a time,
// and write their figures through the browser commands API. Not part of npm test.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['packages/*/bench/**/*.bench.tsx'],
    setupFiles: ['vitest.browser.setup.ts'],
    testTimeout: 300_000,
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
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
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
});
