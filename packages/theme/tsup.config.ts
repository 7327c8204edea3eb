import { defineConfig } from 'tsup';

// ESM + .d.ts for publishing; inside the workspace consumers import the sources.
export default defineConfig({
  entry: ['src/index.ts', 'src/createTheme.ts', 'src/cli.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^react/, /^styled-components/, /^@portal\//],
});
