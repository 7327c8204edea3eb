// Starts the reference server: PGlite in packages/server/.data by default, PostgreSQL with DATABASE_URL.
import { buildApp } from './app';
import { startBanner } from './banner';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/dirlock';
import { openDatabase } from './db/index';
import { pruneCounters } from './security/ratelimit';

const config = loadConfig();
const db = await openDatabase(config).catch((error: unknown) => {
  // Another process has the PGlite directory: say what to do, without a stack trace.
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
const app = await buildApp({ db, config });

/** How long a shutdown may take before the process exits without finishing it. */
const SHUTDOWN_MS = 15_000;
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A close that hangs must not keep the process alive: it exits anyway, and says so.
  setTimeout(() => {
    app.log.error(
      { signal },
      `shutdown took over ${SHUTDOWN_MS / 1000} s: exiting without a clean close`,
    );
    process.exit(1);
  }, SHUTDOWN_MS).unref();
  await app.close();
  // PGlite must be closed, or its directory may not open again.
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const prune = setInterval(
  () => void pruneCounters(db).catch((err: unknown) => app.log.warn({ err }, 'prune failed')),
  10 * 60_000,
);
prune.unref();

const address = await app.listen({ host: config.host, port: config.port });
process.stdout.write(startBanner(config, address));
