import { defineConfig } from 'tsup';

// ESM + .d.ts for publishing; inside the workspace consumers import the sources. The texts are
// entries of their own, so that an app can load one language without the forms.
export default defineConfig({
  entry: { index: 'src/index.ts', 'texts/es': 'src/texts/es.ts', 'texts/en': 'src/texts/en.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: [/^react/, /^styled-components/, /^@portal\//, /^formik/, /^yup/],
});
