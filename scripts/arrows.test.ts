// The arrows between the packages (eslint.config.js, `arrows/` rules) on code written at a path
// inside a package: each wrong arrow is an error, the right ones pass.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The `arrows/` messages ESLint gives `code` written at `filePath` (never a file of the repo). */
async function arrowErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error would hide every rule: the samples must parse.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId?.startsWith('arrows/')).map((m) => m.message);
}

describe('the arrows between the packages', { timeout: 60_000 }, () => {
  it.each([
    [
      'ui imports the app',
      'packages/ui/src/Sample/Sample.tsx',
      "import { App } from '@portal/app';",
    ],
    [
      'ui imports a type of the contract',
      'packages/ui/src/Sample/Sample.tsx',
      "import type { Game } from '@portal/contract';",
    ],
    ['ui loads forms lazily', 'packages/ui/src/Sample/Sample.tsx', "void import('@portal/forms');"],
    ['theme imports ui', 'packages/theme/src/sample.ts', "export { Button } from '@portal/ui';"],
    ['forms imports the app', 'packages/forms/src/sample.ts', "import { App } from '@portal/app';"],
    [
      'contract imports theme',
      'packages/contract/src/sample.ts',
      "import { vars } from '@portal/theme';",
    ],
    ['server imports ui', 'packages/server/src/sample.ts', "import { Button } from '@portal/ui';"],
    [
      'the app imports the server',
      'packages/app/src/pages/Sample.tsx',
      "import { buildApp } from '@portal/server';",
    ],
    [
      'the app reaches into the server by a relative path',
      'packages/app/src/test/sample.ts',
      "import { runCli } from '../../../server/src/cli';",
    ],
    [
      'forms reaches into ui by a relative path',
      'packages/forms/src/sample.ts',
      "import { Button } from '../../ui/src/Button';",
    ],
    [
      'an end-to-end test reaches into the server',
      'e2e/sample.spec.ts',
      "import { seed } from '../packages/server/src/db/index';",
    ],
    [
      'a script imports the server',
      'scripts/sample.ts',
      "type App = typeof import('@portal/server');\nexport type { App };",
    ],
  ])('%s: an error', async (_name, filePath, code) => {
    expect(await arrowErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'ui imports theme',
      'packages/ui/src/Sample/Sample.tsx',
      "import { vars } from '@portal/theme';",
    ],
    [
      'forms imports ui, theme and the contract',
      'packages/forms/src/sample.ts',
      "import { Button } from '@portal/ui';\nimport { vars } from '@portal/theme';\nimport { calls } from '@portal/contract';",
    ],
    [
      'the app loads a part of ui lazily',
      'packages/app/src/pages/Sample.tsx',
      "void import('@portal/ui/CategoryNav');",
    ],
    [
      'the server imports the contract',
      'packages/server/src/sample.ts',
      "import { calls } from '@portal/contract';",
    ],
    [
      'a package imports its own sources relatively',
      'packages/server/src/wallet/sample.ts',
      "import { buildApp } from '../app';\nimport { cli } from '../../src/cli';",
    ],
    [
      "the app's test harness starts the server",
      'packages/app/src/test/globalSetup.ts',
      "import { buildApp } from '@portal/server';",
    ],
    [
      'the end-to-end harness starts the server',
      'e2e/server.ts',
      "import { buildApp } from '@portal/server';",
    ],
  ])('%s: no error', async (_name, filePath, code) => {
    expect(await arrowErrors(filePath, code)).toEqual([]);
  });
});
