// The server the end-to-end tests run against: the real reference server (buildApp, the built app
// from STATIC_DIR) on a fresh PGlite directory, migrated and seeded as on a first `npm start`.
//
// PGlite allows one process per directory, so the operator CLI cannot run beside the server. This
// process therefore also listens on a second, loopback-only port where a test posts the arguments of
// an operator command; they run through the CLI's own `runCli` on the server's database, exactly as
// `pnpm --filter @portal/server cli <args>` would with the server stopped. The captcha challenges ask
// for little work, so that the browser's widget solves them at once.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, openDatabase, runCli } from '@portal/server';

const port = Number(process.env['E2E_PORT'] ?? 4310);
const controlPort = Number(process.env['E2E_CONTROL_PORT'] || port + 1);
const builtDir = resolve(process.env['STATIC_DIR'] ?? 'packages/app/dist');
if (!existsSync(join(builtDir, 'index.html'))) {
  process.stderr.write(
    `No built app in ${builtDir}: run \`pnpm --filter @portal/app build\` first.\n`,
  );
  process.exit(1);
}
// Directories of earlier runs whose server was killed before it could remove them.
for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith('portal-e2e-'))) {
  const dir = join(tmpdir(), name);
  const pid = Number(existsSync(join(dir, 'pid')) ? readFileSync(join(dir, 'pid'), 'utf8') : 0);
  let alive = false;
  try {
    alive = pid > 0 && process.kill(pid, 0);
  } catch {
    alive = false;
  }
  if (pid > 0 && !alive) rmSync(dir, { recursive: true, force: true });
}
const runDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
writeFileSync(join(runDir, 'pid'), String(process.pid));
process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
const dataDir = join(runDir, 'pglite');
// The run serves a copy of the build: a rebuild of packages/app/dist during the run (its chunks
// renamed) would otherwise turn the lazily loaded areas into load errors.
const staticDir = join(runDir, 'app');
cpSync(builtDir, staticDir, { recursive: true });

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development', // the development outbox at /dev/outbox
  HOST: '127.0.0.1',
  PORT: String(port),
  PGLITE_DIR: dataDir,
  STATIC_DIR: staticDir,
  // The operator's example texts: Arabic, beside the bundled Spanish and English.
  TEXTS_DIR: fileURLToPath(new URL('../docs/examples/texts', import.meta.url)),
  DATABASE_URL: '', // always the embedded database, fresh
  REDIS_URL: '',
  LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'warn',
  LOTTERY_TIMER: 'off',
  // Every browser of the run comes from 127.0.0.1: the per-address login limit would count them all.
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
});

const db = await openDatabase(config);
const app = await buildApp({ db, config, captchaWork: { cost: 1, keyPrefix: '0' } });

const control = createServer((req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'POST' || req.url !== '/cli') {
    reply(404, { error: 'POST /cli' });
    return;
  }
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const args = JSON.parse(raw) as string[];
    runCli(db, args).then(
      (output) => reply(200, { output }),
      (error: unknown) => reply(400, { error: (error as Error).message }),
    );
  });
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  control.close();
  await app.close();
  await db.close();
  rmSync(runDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await new Promise<void>((done) => control.listen(controlPort, '127.0.0.1', done));
const address = await app.listen({ host: '127.0.0.1', port });
process.stdout.write(
  `e2e server on ${address} (PGlite in ${dataDir}), operator port ${controlPort}\n`,
);
