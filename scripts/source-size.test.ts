// Files of the contract and the server stay readable: at most 400 lines each, but for the
// migrations and the seed data, which are long lists rather than logic. A longer file is split by
// domain (docs/architecture.md: contract/src/<domain>.ts, server/src/<domain>/).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const MAX_LINES = 400;
const root = fileURLToPath(new URL('..', import.meta.url));
const checked = ['packages/contract/src', 'packages/server/src'];
const exempt = [/^packages\/server\/src\/db\/migrations/u, /^packages\/server\/src\/db\/seed\//u];

it(`no file of the contract or the server is over ${MAX_LINES} lines`, () => {
  const tooLong = checked
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !exempt.some((pattern) => pattern.test(path)))
    .map((path) => ({
      path,
      lines: readFileSync(join(root, path), 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
  expect(tooLong).toEqual([]);
});
