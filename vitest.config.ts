import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';
import { operatorCommand } from './packages/app/src/test/operator.ts';
import { chromiumProvider } from './vitest.chromium.ts';

// A fresh object per project: vitest mutates it, and sharing one fails with
// "Cannot define a nested project".
const browser = (): BrowserConfigOptions => ({
  enabled: true,
  headless: true,
  provider: chromiumProvider(),
  instances: [{ browser: 'chromium' }],
  viewport: { width: 1024, height: 768 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch',
      // Rendering is deterministic on one machine image (same Chromium, same
      // fonts, animations frozen): pixelmatch already ignores anti-aliased
      // pixels, and any other changed pixel is a real change.
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
      // Two equal captures in a row make a stable picture. On a machine busy with the other
      // suites, the default 5 s to get them is not always enough for a tall story.
      timeout: 20_000,
    },
  },
});

// Pre-bundled up front: a dependency discovered mid-run reloads the page and
// can load React twice.
const optimizeDeps = () => ({
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'styled-components',
    'axe-core',
    // pnpm keeps a package's dependencies beside it: name them through the
    // workspace package that depends on them, or Vite cannot resolve them.
    ...[
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-navigation-menu',
      '@radix-ui/react-direction',
      '@radix-ui/react-visually-hidden',
      'qrcode-generator',
      'dompurify',
    ].map((dep) => `@portal/ui > ${dep}`),
    '@portal/theme > @cfworker/json-schema',
    '@portal/theme > culori/fn',
    // The contract's text kinds (TypeBox formats) load with the first call's schema check.
    '@portal/contract > typebox',
    '@portal/contract > typebox/format',
    '@portal/forms > formik',
    '@portal/forms > yup',
    ...['react-router-dom', 'swr', 'swr/infinite', 'swr/immutable', 'i18next', 'react-i18next'].map(
      (dep) => `@portal/app > ${dep}`,
    ),
  ],
});

// The app's tests run against the real server (packages/app/src/test/globalSetup.ts) on a port
// picked here, because the proxy below must know it before the server starts.
const appTestPort = Number(
  (process.env['PORTAL_APP_TEST_PORT'] ??= String(20000 + Math.floor(Math.random() * 20000))),
);
const appTestProxy = Object.fromEntries(
  ['/wps', '/lgw', '/api', '/games', '/content', '/demo', '/dev', '/texts'].map((path) => [
    path,
    { target: `http://127.0.0.1:${appTestPort}` },
  ]),
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // A worker keeps its modules from one test file to the next: the server's modules and
          // PGlite are loaded once per worker, not once per file (a third of the step's time).
          // Tests must therefore not depend on a module's state being fresh.
          isolate: false,
          // A server case makes dozens of requests on a real database; npm test runs this project
          // beside the Node LTS line's and the builds on two cores, where cases of 1 to 3 s alone
          // passed the default 5 s. A case that hangs still fails, after 20 s.
          testTimeout: 20_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [react()],
        optimizeDeps: optimizeDeps(),
        test: {
          name: 'browser',
          // docs/storybook: the tests of the docs' own compositions.
          include: ['packages/*/src/**/*.test.tsx', 'docs/storybook/**/*.test.tsx'],
          // The app's own project below runs its tests with the server they need.
          exclude: ['packages/app/**', '**/node_modules/**'],
          setupFiles: ['vitest.browser.setup.ts'],
          browser: browser(),
        },
      },
      {
        plugins: [react()],
        optimizeDeps: optimizeDeps(),
        server: { proxy: appTestProxy },
        test: {
          name: 'app',
          include: ['packages/app/src/**/*.test.tsx'],
          // The app's files share one page and its loaded modules, as the stories do: a fresh page
          // per file (its modules fetched and run again) made the step about 40 % longer. Each
          // test starts from a clean slate all the same (packages/app/src/test/setup.ts).
          isolate: false,
          setupFiles: ['vitest.browser.setup.ts', 'packages/app/src/test/setup.ts'],
          globalSetup: ['packages/app/src/test/globalSetup.ts'],
          // Pages are lazily loaded chunks: a navigation waits for its chunk (served by the dev
          // server, module by module) before the location changes, longer than the 1 s default
          // on a busy machine.
          expect: { poll: { timeout: 5_000 } },
          browser: { ...browser(), commands: { operator: operatorCommand } },
        },
      },
      {
        plugins: [
          storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook --no-open' }),
        ],
        optimizeDeps: optimizeDeps(),
        test: {
          name: 'storybook',
          browser: browser(),
          // The stories' files share one page and its loaded modules, as the stories of one file
          // always have: a fresh page per file (its modules fetched and run again, a forced
          // garbage collection after it) made the step two to three times longer. Each story
          // starts from a clean slate all the same (.storybook/vitest.setup.ts).
          isolate: false,
          // The app's screen stories wait up to 15 s for a lazily loaded area that the dev server
          // compiles on its first request (stories/screenStory.ts): on a loaded machine the whole
          // play function may take longer than that one wait, so the test is given twice it.
          testTimeout: 30_000,
          // The hook after each story axe-checks the dark theme and takes both pictures.
          hookTimeout: 60_000,
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
