// The circle check of npm test (dependency-cruiser with .dependency-cruiser.mjs) on a fixture with
// one deliberate circle, closed by a type-only import: the check fails, and names that circle.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = 'scripts/fixtures/import-circle';

const depcruise = (...args: string[]) =>
  spawnSync(
    process.execPath,
    [
      'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
      '--config',
      '.dependency-cruiser.mjs',
      ...args,
    ],
    { cwd: root, encoding: 'utf8' },
  );

it('fails on an import circle and names its files, and no others', { timeout: 60_000 }, () => {
  // As npm test runs it: the exit code fails the step.
  const run = depcruise(fixture);
  expect(run.status, run.stderr).not.toBe(0);
  expect(run.stdout).toContain('no-circular');

  const report = JSON.parse(depcruise('--output-type', 'json', fixture).stdout) as {
    summary: { violations: { rule: { name: string }; cycle?: { name: string }[] }[] };
  };
  const circles = report.summary.violations.map((v) => ({
    rule: v.rule.name,
    files: (v.cycle ?? []).map((step) => step.name).sort(),
  }));
  expect(circles).toEqual([
    { rule: 'no-circular', files: [`${fixture}/left.ts`, `${fixture}/right.ts`] },
  ]);
});
