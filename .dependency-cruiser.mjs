// No import circles in any package's sources (npm test: `depcruise packages/*/src`).
//
// A circle makes the order modules load in matter (a value read before its module has run), and
// it welds its files together: none can be understood, tested or moved without the rest. Type-only
// imports count as well: they are no danger at run time, but a circle of types is the same tangle
// of ideas, and the next value import along it makes it a real one.
//
// The arrows between packages (theme <- ui <- forms <- app; contract <- forms, app, server) are
// checked by ESLint, where the editor shows them (eslint.config.js); a circle across packages would
// need an arrow pointing up, so this only has to look inside them, but it follows `@portal/*`
// imports into the other packages' sources all the same.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This module is part of an import circle. Move what both sides need into a module of its ' +
        'own that neither imports back (a kernel, a types file), or pass it in as an argument.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Imports of `import type` and of types used only as types: they are part of the design too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Built packages and Storybook's output are copies of the sources, not sources.
    exclude: { path: '(^|/)(dist|storybook-static)/' },
    enhancedResolveOptions: {
      // The workspace packages export their sources (`exports` of each package.json).
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
