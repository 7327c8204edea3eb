import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const themeFunctionMessage =
  "Read tokens as static CSS variables: import { vars } from '@portal/theme' and write ${vars.space[2]}, not a theme function.";

// --- The arrows between the packages (docs/architecture.md) ---
// theme <- ui <- forms <- app, and contract <- forms, app and server: what each package may import
// of the others. Nothing imports @portal/server but its own files and the two test harnesses that
// start it; and no file reaches into another package's `src` by a relative path.
//
// Checked with ESLint's own `no-restricted-imports` (static imports and re-exports) and
// `no-restricted-syntax` (`import()` and `typeof import()`), in one block per package: no
// third-party plugin, no resolver to configure, and the editor shows a wrong arrow as it is typed.
// They run under a name of their own, `arrows/`, so that a block setting the plain rules for some
// files (the styles' block does) cannot replace these there: a rule's options set by a later block
// replace the earlier ones. Circles inside a package are dependency-cruiser's
// (.dependency-cruiser.mjs, in npm test).
const workspacePackages = ['theme', 'ui', 'forms', 'contract', 'app', 'server'];
/** @type {Record<string, string[]>} what each package may import of the others */
const arrows = {
  theme: [],
  ui: ['theme'],
  forms: ['theme', 'ui', 'contract'],
  contract: [],
  app: ['theme', 'ui', 'forms', 'contract'],
  server: ['contract'],
};
/** The files that start the reference server for a test run: the only importers of @portal/server. */
const serverHarnesses = ['e2e/server.ts', 'packages/app/src/test/globalSetup.ts'];
const serverMessage = `Only the reference server's own files and its test harnesses (${serverHarnesses.join(', ')}) import @portal/server.`;
const srcMessage =
  "Import another package by its name ('@portal/x'), never by a path into its src: the name is " +
  'its public face, the path a way around it.';

const oneOf = (names) => `(?:${names.join('|')})`;
/** `@portal/<one of names>` and its subpaths. */
const byName = (names) => `^@portal/${oneOf(names)}(?:/|$)`;
/** A relative path into `<one of names>/src` (`../../../server/src/cli`, `../packages/ui/src`). */
const intoSrc = (names, except = []) =>
  `^${except.length ? `(?!${oneOf(except)}$)` : ''}\\.\\.?/(?:.*/)?${oneOf(names)}/src(?:/|$)`;
// esquery reads a regular expression between slashes: the slashes inside it are escaped.
const literal = (regex) => `Literal[value=/${regex.replaceAll('/', '\\/')}/]`;

/**
 * The `arrows/` rules of a set of files: the packages it may not import by name (`forbidden`,
 * with why), and those whose `src` it may not reach by a relative path (`noSrcOf`, but `except`).
 */
function arrowRules({ forbidden = [], why = '', noSrcOf, except = [] }) {
  const patterns = [
    ...(forbidden.length ? [{ regex: byName(forbidden), message: why }] : []),
    { regex: intoSrc(noSrcOf, except), message: srcMessage },
  ];
  return {
    'arrows/imports': ['error', { patterns }],
    'arrows/dynamic-imports': [
      'error',
      ...patterns.flatMap(({ regex, message }) => [
        { selector: `ImportExpression > ${literal(regex)}.source`, message },
        { selector: `TSImportType ${literal(regex)}`, message },
      ]),
    ],
  };
}

const codeFiles = '**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}';
const arrowBlocks = [
  // Every file. The root's own configuration (vitest.config.ts, .storybook/) wires the packages
  // together and may point into them, but not into the server's.
  {
    files: [codeFiles],
    plugins: {
      arrows: {
        rules: {
          imports: builtinRules.get('no-restricted-imports'),
          'dynamic-imports': builtinRules.get('no-restricted-syntax'),
        },
      },
    },
    rules: arrowRules({ forbidden: ['server'], why: serverMessage, noSrcOf: ['server'] }),
  },
  // The end-to-end tests use the packages as a player does; only the first-paint measure reads the
  // name of the app's start mark where the app defines it (the app publishes no module).
  {
    files: [`e2e/${codeFiles}`],
    rules: arrowRules({
      forbidden: ['server'],
      why: serverMessage,
      noSrcOf: workspacePackages,
      except: ['\\.\\./packages/app/src/startup/marks'],
    }),
  },
  ...workspacePackages.map((name) => {
    const allowed = arrows[name].map((other) => `@portal/${other}`).join(', ');
    return {
      files: [`packages/${name}/${codeFiles}`],
      rules: arrowRules({
        forbidden: workspacePackages.filter((o) => o !== name && !arrows[name].includes(o)),
        why:
          `@portal/${name} may import ${allowed || 'no other package of ours'}. The arrows: ` +
          'theme <- ui <- forms <- app; contract <- forms, app, server.',
        noSrcOf: workspacePackages.filter((other) => other !== name),
      }),
    };
  }),
  // The two harnesses that start the reference server import it, by its name.
  { files: serverHarnesses, rules: arrowRules({ noSrcOf: workspacePackages }) },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-node-lts/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '.tools/**',
      '.vitest-reports/**',
      '.vitest-attachments/**',
      '**/__screenshots__/**',
      // Deliberately wrong code that the checks' own tests feed them (an import circle).
      'scripts/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  ...arrowBlocks,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },

  // --- Styles read tokens as static `vars`, never through a theme function ---
  // The styled-components theme is the same `vars` object for every theme and colour mode, so a
  // `({ theme }) => theme.x` interpolation only costs a function call per render and a class
  // that styled-components cannot write once. Kept as its own block: other rules go elsewhere.
  {
    files: ['packages/**/*.styles.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':function > ObjectPattern > Property[key.name="theme"]',
          message: themeFunctionMessage,
        },
        {
          selector: 'TaggedTemplateExpression MemberExpression[property.name="theme"]',
          message: themeFunctionMessage,
        },
      ],
    },
  },
);
