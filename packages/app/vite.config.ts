import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The reference server in development (`npm start` or `pnpm --filter @portal/server start`).
const server = process.env['PORTAL_SERVER'] ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // Relative to the page root: the server serves the build at `/` with an SPA fallback.
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Chunk names stay readable in the benchmark's per-route report.
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/api', '/games', '/dev'].map((path) => [
        path,
        { target: server, changeOrigin: false },
      ]),
    ),
  },
});
