// The second Node line of `npm test`: the newest LTS line (pinned in scripts/setup.sh, installed
// from the npm registry's `node` package into .tools/node-lts by `ensure_node_lts`), while the
// machine's Node stays the main runtime of the suite. Under that Node it
//   1. prints its version and LTS name (and fails when the pinned build is not an LTS release),
//   2. runs the contract's and the server's tests (vitest project "node"), on PostgreSQL (and
//      Redis) when TEST_DATABASE_URL is set, the main line running them on PGlite; else on PGlite,
//   3. builds every package into `dist-node-lts/` (beside `dist/`, which the main package build
//      writes at the same time),
//   4. starts the built server (dist-node-lts/main.js, production mode, a fresh PGlite directory,
//      a free port, the built app as STATIC_DIR), asks GET /wps/system/status and GET /, and stops
//      it with SIGTERM, expecting a clean exit.
// Usage: node scripts/node-lts.mjs [--report <vitest json report>]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const binDir = join(root, '.tools/node-lts/node_modules/node/bin');
const node = join(binDir, 'node');
const reportAt = process.argv.indexOf('--report');
const report = reportAt > 0 ? process.argv[reportAt + 1] : undefined;
const OUT_DIR = 'dist-node-lts';

const say = (text) => console.log(`\u001b[1m[node-lts]\u001b[0m ${text}`);
const fail = (text) => {
  console.error(`\u001b[1;31m[node-lts]\u001b[0m ${text}`);
  process.exit(1);
};

if (!existsSync(node)) {
  fail(
    'The LTS Node is not installed in .tools/node-lts: `npm test` installs it (scripts/setup.sh, ensure_node_lts).',
  );
}

// Everything below runs on the LTS Node: its bin directory first on PATH, so that pnpm, vitest,
// tsup and vite (all `#!/usr/bin/env node`) start on it too. With a PostgreSQL to test on
// (TEST_DATABASE_URL, and TEST_REDIS_URL), this line runs the server's tests on it, and the main
// line runs them on PGlite (scripts/run-tests.mjs): each database once, each Node line the whole
// suite. Without one, on PGlite.
const env = { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` };
const database = env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
if (env.TEST_DATABASE_URL) env.TEST_BACKENDS = 'postgres';
else delete env.TEST_BACKENDS;
delete env.NODE_OPTIONS;

/**
 * Runs a command to its end; resolves to its exit code. `quiet` keeps its output and prints it
 * only when it fails (the builds list every file they write).
 */
function run(cmd, args, { quiet = false } = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (code) => {
      if (code !== 0) process.stdout.write(Buffer.concat(output));
      done(code);
    };
    child.on('close', (code) => end(code ?? 1));
    child.on('error', (error) => {
      output.push(Buffer.from(`${cmd}: ${error.message}\n`));
      end(1);
    });
  });
}

/** A port nobody listens on now (the kernel's choice). */
function freePort() {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const failures = [];

// 1. Which Node: the version, and the LTS name its own build carries.
const version = await new Promise((done) => {
  const child = spawn(node, ['-p', 'process.version + " " + (process.release.lts ?? "")'], { env });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.on('close', () => done(out.trim()));
});
const [nodeVersion, lts] = version.split(' ');
if (!nodeVersion) fail(`${node} does not run.`);
say(
  `Node ${nodeVersion}${lts ? ` (LTS "${lts}")` : ''} beside the main line's Node ${process.version}`,
);
if (!lts)
  fail(`Node ${nodeVersion} is not an LTS release: pin an LTS version in scripts/setup.sh.`);

// 2. The contract's and the server's tests.
say(`tests of packages/contract and packages/server on Node ${nodeVersion} (${database})`);
const testCode = await run('pnpm', [
  'exec',
  'vitest',
  'run',
  '--project',
  'node',
  'packages/contract',
  'packages/server',
  ...(report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : []),
]);
if (testCode !== 0) failures.push('the contract and server tests');

// 3. The package builds, into their own directory.
say(`package builds on Node ${nodeVersion} (into packages/*/${OUT_DIR}/)`);
const buildCode = await run(
  'pnpm',
  ['-r', '--filter', './packages/*', 'run', 'build', '--outDir', OUT_DIR],
  { quiet: true },
);
if (buildCode !== 0) failures.push('the package builds');
else say(`package builds passed (${seconds()})`);

// 4. The built server, started as a deployment starts it, asked for its status, stopped.
const serverEntry = join(root, 'packages/server', OUT_DIR, 'main.js');
const appDir = join(root, 'packages/app', OUT_DIR);
if (buildCode === 0 && existsSync(serverEntry)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-node-lts-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  say(`starting the built server on Node ${nodeVersion} at ${base} (PGlite in ${dataDir})`);
  const server = spawn(node, [serverEntry], {
    cwd: join(root, 'packages/server'),
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: dataDir,
      STATIC_DIR: appDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((done) =>
    server.on('close', (code, signal) => done({ code, signal })),
  );
  let serverGone = false;
  void exited.then(() => (serverGone = true));

  /** GET a path of the server; retried while it is starting (migrations and seed on a fresh dir). */
  const get = async (path, headers = {}) => {
    for (const deadline = Date.now() + 90_000; ;) {
      try {
        const response = await fetch(`${base}${path}`, { headers });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        if (serverGone || Date.now() > deadline) throw error;
        await new Promise((done) => setTimeout(done, 250));
      }
    }
  };

  try {
    const status = await get('/wps/system/status', {
      Merchant: process.env.MERCHANT_CODE ?? 'PORTAL',
    });
    const body = JSON.parse(status.body);
    if (status.status !== 200 || body.success !== true || body.value?.systemStatus !== 0) {
      failures.push(`GET /wps/system/status answered ${status.status} ${status.body}`);
    } else {
      say(`GET /wps/system/status: ${status.status} ${status.body} (${seconds()})`);
    }
    const page = await get('/');
    if (page.status !== 200 || !page.body.includes('<div id="root">')) {
      failures.push(`GET / answered ${page.status} without the app's page`);
    } else {
      say(`GET /: ${page.status}, the built app's index.html`);
    }
  } catch (error) {
    failures.push(`the built server did not answer: ${String(error)}`);
  }
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  const { code, signal } = await exited;
  clearTimeout(timer);
  if (code !== 0)
    failures.push(`the built server ended with ${signal ?? `exit code ${code}`} on SIGTERM`);
  else say('the built server stopped cleanly on SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
} else if (buildCode === 0) {
  failures.push(`the server build wrote no ${serverEntry}`);
}

if (failures.length) fail(`Node ${nodeVersion}: ${failures.join('; ')} failed (${seconds()}).`);
say(`Node ${nodeVersion}: tests, builds and the built server's start passed (${seconds()}).`);
