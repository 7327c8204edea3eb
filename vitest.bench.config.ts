import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumProvider } from './vitest.chromium.ts';

// Benchmarks run in the same Debian Chromium as the tests, one file at a time,
// and write their figures through the browser commands API. Not part of npm test.
export default defineConfig({
  plugins: [react()],
  // React's production build, as players run it: the development build's checks cost several
  // times the render itself, which would be measured instead of the grid.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  test: {
    include: ['packages/*/bench/**/*.bench.tsx'],
    setupFiles: ['vitest.browser.setup.ts'],
    testTimeout: 300_000,
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
});
