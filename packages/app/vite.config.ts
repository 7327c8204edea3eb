import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { callTableSource, lazyCallTableSource } from './scripts/callTable';
import { precompress } from './scripts/precompress';
import { preloadMissing } from './scripts/preloadMissing';
import { startupScreen } from './scripts/startupScreen';
import { styleComments } from './scripts/styleComments';
import { noVendorPrefixer } from './scripts/vendorPrefixer';

// The reference server in development (`npm start` or `pnpm --filter @portal/server start`).
const server = process.env['PORTAL_SERVER'] ?? 'http://127.0.0.1:8080';

/** The build's call table: the contract's routing facts without the schemas (see callTable.ts). */
function callTable(): Plugin {
  return {
    name: 'portal-call-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id.endsWith('/src/api/callTable.ts')) return callTableSource();
      if (id.endsWith('/src/api/cashierCallTable.ts')) return lazyCallTableSource('cashier');
      if (id.endsWith('/src/api/walletCallTable.ts')) return lazyCallTableSource('wallet');
      if (id.endsWith('/src/api/lotteryCallTable.ts')) return lazyCallTableSource('lottery');
      if (id.endsWith('/src/api/recordsCallTable.ts')) return lazyCallTableSource('records');
      if (id.endsWith('/src/api/agentCallTable.ts')) return lazyCallTableSource('agent');
      if (id.endsWith('/src/api/promosCallTable.ts')) return lazyCallTableSource('promos');
      if (id.endsWith('/src/api/missionsCallTable.ts')) return lazyCallTableSource('missions');
      if (id.endsWith('/src/api/activitiesCallTable.ts')) return lazyCallTableSource('activities');
      if (id.endsWith('/src/api/pointsCallTable.ts')) return lazyCallTableSource('points');
      if (id.endsWith('/src/api/profileCallTable.ts')) return lazyCallTableSource('profile');
      if (id.endsWith('/src/api/responsibleCallTable.ts'))
        return lazyCallTableSource('responsible');
      if (id.endsWith('/src/api/liveCallTable.ts')) return lazyCallTableSource('live');
      if (id.endsWith('/src/api/catalogueCallTable.ts')) return lazyCallTableSource('catalogue');
      if (id.endsWith('/src/api/contentCallTable.ts')) return lazyCallTableSource('content');
      if (id.endsWith('/src/api/chatCallTable.ts')) return lazyCallTableSource('chat');
      if (id.endsWith('/src/api/socialCallTable.ts')) return lazyCallTableSource('social');
      if (id.endsWith('/src/api/addressesCallTable.ts')) return lazyCallTableSource('addresses');
      if (id.endsWith('/src/api/memberCallTable.ts')) return lazyCallTableSource('member');
      if (id.endsWith('/src/api/feedbackCallTable.ts')) return lazyCallTableSource('feedback');
      return null;
    },
  };
}

const preloads = preloadMissing();

export default defineConfig({
  plugins: [
    callTable(),
    styleComments(),
    noVendorPrefixer(),
    preloads.plugin,
    react(),
    startupScreen(),
    precompress(),
  ],
  base: '/',
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/u,
        replacement: fileURLToPath(
          new URL('./src/startup/useSyncExternalStore.ts', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the build targets either preloads modules itself or simply loads them when
    // imported: the polyfill would only cost the first paint (docs/adr/0004).
    // Each lazy import preloads only the chunks its importer has not loaded (preloadMissing.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // Chunks are named by their content hash alone: home's first chunk lists every lazy chunk for
    // preloading, and their names cost it 0.7 kB gzip. The manifest maps each back to its source.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        // What the entry imports statically, as one chunk (the entry): left to itself the bundler
        // cuts it into some twenty-five files wherever a lazy chunk shares a module with it, and
        // each file is compressed alone, with its own imports and exports: 6 kB gzip of home's
        // first paint. A lazy chunk imports what it shares from the entry, loaded before it.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/api', '/games', '/content', '/demo', '/dev'].map((path) => [
        path,
        { target: server, changeOrigin: false },
      ]),
    ),
  },
});
