import { defineConfig } from 'tsup';

// ESM + .d.ts for publishing; inside the workspace consumers import the sources.
export default defineConfig({
  entry: ['src/index.ts', 'src/crypto.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^typebox/],
});
