// Every check of the project, in order, each one run even when an earlier one
// failed so that a single run shows everything that is wrong. Ends with a
// table of the steps and one closing line: "summary: N passed, N failed", where
// N counts the tests, plus one failure for each other step that failed.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const update = process.argv.includes('--update');
const reportDir = '.vitest-reports';

// Steps of one `group` run side by side (steps of one `lane` of it one after the other): the
// checks that read the sources, the builds and the node tests share the two cores; the browser
// suites are arranged in two lanes below. Their output is printed whole as each one ends.
/** The server's tests on PostgreSQL run on the LTS line (scripts/node-lts.mjs) when there is one. */
const postgresOnLts = Boolean(process.env['TEST_DATABASE_URL']);

/** @type {{ name: string, cmd: string, args: string[], report?: string, group?: string, lane?: string, env?: Record<string, string> }[]} */
const steps = [
  { name: 'format', cmd: 'pnpm', args: ['exec', 'prettier', '--check', '.'], group: 'sources' },
  {
    name: 'lint',
    cmd: 'pnpm',
    args: ['exec', 'eslint', '--max-warnings=0', '.'],
    group: 'sources',
  },
  {
    name: 'typecheck',
    cmd: 'pnpm',
    args: ['exec', 'tsc', '-p', 'tsconfig.json'],
    group: 'sources',
  },
  // No import circle inside any package's sources (.dependency-cruiser.mjs); the arrows between
  // the packages are the lint's, the size of the contract's and server's files a node test's.
  {
    name: 'import circles',
    cmd: 'pnpm',
    args: [
      'exec',
      'depcruise',
      '--config',
      '.dependency-cruiser.mjs',
      ...readdirSync('packages')
        .map((name) => `packages/${name}/src`)
        .filter((dir) => existsSync(dir)),
    ],
    group: 'sources',
  },
  // The second Node line (scripts/node-lts.mjs): the newest LTS Node from .tools/node-lts runs the
  // contract's and server's tests (on PostgreSQL and Redis when CI has them, else PGlite), builds the packages into dist-node-lts/ (not dist/,
  // which the step below writes meanwhile), starts the built server and asks its status. Mostly
  // waiting on its database and the server's start, it fits beside the checks of the sources.
  {
    name: `Node LTS line: contract + server tests${postgresOnLts ? ' (PostgreSQL, Redis)' : ''}, builds, built server`,
    cmd: 'node',
    args: ['scripts/node-lts.mjs', '--report', `${reportDir}/node-lts.json`],
    report: `${reportDir}/node-lts.json`,
    group: 'sources',
  },
  // The packages' dist and the app's build, for the end-to-end step and the package contents.
  {
    name: 'package builds',
    cmd: 'pnpm',
    args: ['-r', '--filter', './packages/*', 'build'],
    group: 'sources',
  },
  // Storybook as QA and Chromatic get it; it needs nothing the tests make.
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
    group: 'sources',
    lane: 'storybook',
  },
  // Its docs pages as a reader opens them, in Chromium (.storybook/docs-pages): <html> follows the
  // toolbar's direction, not a right-to-left story's, and open pop-ups stay inside their iframes.
  // After the build, in its lane.
  {
    name: 'storybook docs pages (the build in Chromium)',
    cmd: 'pnpm',
    args: ['exec', 'playwright', 'test', '-c', '.storybook/docs-pages/playwright.config.ts'],
    report: `${reportDir}/storybook-docs.json`,
    group: 'sources',
    lane: 'storybook',
  },
  // The node tests wait on their databases a third of the time: beside the checks of the sources,
  // that time is not lost. They stay apart from the browser suites: on two cores, browser tests
  // and database tests competing for the CPU turn timing into flakes. The browser suites share the
  // machine in two lanes of about the same length: the stories then the app's tests in one, and
  // in the other the components' tests and the end-to-end suite (one test at a time, mostly
  // waiting on its server and browser).
  ...[
    ['node', 'tests: unit and server (PGlite, and PostgreSQL when configured)'],
    ['browser', 'tests: components in Chromium', 'pages'],
    ['storybook', 'tests: every story (play, axe light + dark, screenshots)', 'stories'],
    ['app', 'tests: the app in Chromium on the real server (PGlite)', 'stories'],
  ].map(([project, name, lane]) => ({
    name: project === 'node' && postgresOnLts ? 'tests: unit and server (PGlite)' : name,
    // With a PostgreSQL to test on, the server's tests run on it on the LTS line (node-lts.mjs):
    // here on PGlite only, so that each database runs them once.
    ...(project === 'node' && postgresOnLts ? { env: { TEST_BACKENDS: 'pglite' } } : {}),
    cmd: 'pnpm',
    args: [
      'exec',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/${project}.json`,
      ...(update ? ['--update'] : []),
    ],
    report: `${reportDir}/${project}.json`,
    ...(lane ? { group: 'browsers', lane } : { group: 'sources' }),
  })),
  // The built app (packages/app/dist, from the package builds) in Chromium against the real server on
  // a fresh PGlite database; includes the home page's JavaScript budget (e2e/budget.spec.ts).
  {
    name: 'end-to-end: the app in Chromium against the server (PGlite)',
    cmd: 'pnpm',
    args: ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    report: `${reportDir}/e2e.json`,
    group: 'browsers',
    lane: 'pages',
  },
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
];

/** Runs a command; `quiet` keeps its output and prints it whole at the end (side by side runs). */
function run(cmd, args, { quiet = false, title = '', env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      if (quiet) {
        console.log(`\n\u001b[1m▶ ${title}\u001b[0m`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code);
    };
    child.on('close', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

/** Since `npm test` started (scripts/test.sh, installs included), else since this script did. */
const startedMs = Number(process.env['PORTAL_TEST_STARTED_MS']) || Date.now();
function wallTime() {
  const total = Math.round((Date.now() - startedMs) / 1000);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
}

const results = [];
let tests = { passed: 0, failed: 0, skipped: 0 };

/** Runs one step; a step in a group runs quietly beside the others of its group. */
async function runStep(step, quiet) {
  if (!quiet) console.log(`\n\u001b[1m▶ ${step.name}\u001b[0m`);
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  const code = await run(step.cmd, step.args, { quiet, title: step.name, env: step.env });
  return { step, code, seconds: (Date.now() - started) / 1000 };
}

const runs = [];
for (let i = 0; i < steps.length;) {
  const group = steps[i].group;
  let j = i + 1;
  while (group && j < steps.length && steps[j].group === group) j += 1;
  const batch = steps.slice(i, j);
  // Within a group, steps of one `lane` run one after the other; the lanes run side by side.
  const lanes = new Map();
  for (const step of batch) {
    const lane = step.lane ?? step.name;
    lanes.set(lane, [...(lanes.get(lane) ?? []), step]);
  }
  const done = new Map();
  await Promise.all(
    [...lanes.values()].map(async (lane) => {
      for (const step of lane) done.set(step, await runStep(step, batch.length > 1));
    }),
  );
  runs.push(...batch.map((step) => done.get(step)));
  i = j;
}

/** The first lines of a failure's message, without colours: enough to tell which check broke. */
const firstLines = (message = '') =>
  message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/gu, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*at /u.test(line))
    .slice(0, 4)
    .map((line) => `      ${line.trim().slice(0, 160)}`)
    .join('\n');

/** The failed tests of a Vitest or Playwright JSON report, as `file › name` and a short message. */
function failuresOf(report) {
  const failures = [];
  if (report.stats) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const last = t.results?.at(-1);
          if (t.status === 'unexpected')
            failures.push({ name: `${file} › ${spec.title}`, message: last?.error?.message });
        }
      }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  } else {
    for (const file of report.testResults ?? []) {
      const path = String(file.name ?? '').replace(`${process.cwd()}/`, '');
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed')
          failures.push({ name: `${path} › ${t.fullName}`, message: t.failureMessages?.[0] });
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).length)
        failures.push({ name: path, message: file.message });
    }
  }
  return failures;
}

const failedTests = [];
for (const { step, code, seconds } of runs) {
  let counted = 0;
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    failedTests.push(...failuresOf(report));
    if (report.stats) {
      // Playwright's JSON report: expected = passed, unexpected = failed, skipped includes fixme.
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
      tests.passed += expected + flaky;
      tests.failed += unexpected;
      tests.skipped += skipped;
      counted = unexpected;
    } else {
      tests.passed += report.numPassedTests ?? 0;
      tests.failed += report.numFailedTests ?? 0;
      tests.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      counted = report.numFailedTests ?? 0;
    }
  }
  // A test step that failed with no failing test (a crash, a missing file)
  // still counts as one failure.
  const crashed = step.report !== undefined && code !== 0 && counted === 0;
  results.push({ name: step.name, ok: code === 0, seconds, report: step.report, crashed });
}

const otherFailures = results.filter((r) => !r.ok && (!r.report || r.crashed)).length;

console.log('\n\u001b[1mSummary\u001b[0m');
for (const r of results) {
  const mark = r.ok ? '\u001b[32mpass\u001b[0m' : '\u001b[31mFAIL\u001b[0m';
  console.log(`  ${mark}  ${r.name.padEnd(62)} ${r.seconds.toFixed(1).padStart(6)} s`);
}
// The failures again, last: side by side steps print their output long before the end of the run.
if (failedTests.length) {
  console.log('\n\u001b[1mFailed tests\u001b[0m');
  for (const { name, message } of failedTests) console.log(`  ✗ ${name}\n${firstLines(message)}`);
}
console.log(`  tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
const failed = tests.failed + otherFailures;
console.log(`  wall time: ${wallTime()}`);
console.log(`summary: ${tests.passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
