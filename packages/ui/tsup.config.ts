import { defineConfig } from 'tsup';

// ESM + .d.ts for publishing; inside the workspace consumers import the sources.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    CategoryNav: 'src/CategoryNav/CategoryNav.tsx',
    StatusPage: 'src/StatusPage/StatusPage.tsx',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^react/, /^styled-components/, /^@portal\//],
});
