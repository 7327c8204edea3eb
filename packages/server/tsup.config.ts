import { defineConfig } from 'tsup';

// The server runs from its sources with tsx; the build checks that it bundles and gives a
// plain-Node entry (dist/main.js) for deployments without tsx.
export default defineConfig({
  entry: ['src/main.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  external: [
    /^@electric-sql\//,
    /^@node-rs\//,
    /^@fastify\//,
    /^@zxcvbn-ts\//,
    'fastify',
    'ioredis',
    'pg',
    'typebox',
  ],
  noExternal: [/^@portal\//],
});
