import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// ESM + .d.ts for publishing; inside the workspace consumers import the sources.
export default defineConfig((cli) => ({
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
  // The icon sprite sits beside the code that names it (`new URL('./icons.svg', import.meta.url)`
  // in src/Icon/sprite.ts), for the consumer's bundler to emit as a file of its own.
  onSuccess: async () => copyFileSync('src/Icon/icons.svg', `${cli.outDir ?? 'dist'}/icons.svg`),
}));
