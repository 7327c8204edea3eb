// Every check of the project, in order, each one run even when an earlier one
// failed so that a single run shows everything that is wrong. Ends with a
// table of the steps and one closing line: "summary: N passed, N failed", where
// N counts the tests, plus one failure for each other step that failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const update = process.argv.includes('--update');
const reportFile = '.vitest-reports/results.json';

/** @type {{ name: string, cmd: string, args: string[], tests?: boolean }[]} */
const steps = [
  { name: 'format', cmd: 'pnpm', args: ['exec', 'prettier', '--check', '.'] },
  { name: 'lint', cmd: 'pnpm', args: ['exec', 'eslint', '--max-warnings=0', '.'] },
  { name: 'typecheck', cmd: 'pnpm', args: ['exec', 'tsc', '-p', 'tsconfig.json'] },
  {
    name: 'tests (unit, browser, stories: a11y + screenshots)',
    cmd: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...(update ? ['--update'] : []),
    ],
    tests: true,
  },
  { name: 'package builds', cmd: 'pnpm', args: ['-r', '--filter', './packages/*', 'build'] },
  {
    name: 'package contents (packed as published)',
    cmd: 'node',
    args: ['scripts/check-packages.mjs'],
  },
  {
    name: 'theme contrast (operator example, built CLI)',
    cmd: 'node',
    args: ['packages/theme/bin/portal-theme.js', 'check', 'docs/examples/operator-theme.json'],
  },
  {
    name: 'storybook build',
    cmd: 'pnpm',
    args: [
      'exec',
      'storybook',
      'build',
      '--quiet',
      '--disable-telemetry',
      '--output-dir',
      'storybook-static',
    ],
  },
];

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

const results = [];
let tests = { passed: 0, failed: 0, skipped: 0 };

for (const step of steps) {
  console.log(`\n\u001b[1m▶ ${step.name}\u001b[0m`);
  if (step.tests) rmSync(reportFile, { force: true });
  const started = Date.now();
  const code = await run(step.cmd, step.args);
  const seconds = (Date.now() - started) / 1000;
  if (step.tests && existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    tests = {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  results.push({ name: step.name, ok: code === 0, seconds, tests: step.tests });
}

const otherFailures = results.filter((r) => !r.ok && !r.tests).length;
// A test step that failed without any failing test (a crash, a missing file)
// still counts as one failure.
const testStep = results.find((r) => r.tests);
const crashed = testStep && !testStep.ok && tests.failed === 0 ? 1 : 0;

console.log('\n\u001b[1mSummary\u001b[0m');
for (const r of results) {
  const mark = r.ok ? '\u001b[32mpass\u001b[0m' : '\u001b[31mFAIL\u001b[0m';
  console.log(`  ${mark}  ${r.name.padEnd(52)} ${r.seconds.toFixed(1).padStart(6)} s`);
}
console.log(`  tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
const failed = tests.failed + otherFailures + crashed;
console.log(`summary: ${tests.passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
