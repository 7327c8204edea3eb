// Starts the reference server: PGlite in packages/server/.data by default, PostgreSQL with DATABASE_URL.
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS, openDatabase } from './db/index';
import { pruneCounters } from './ratelimit';

const config = loadConfig();
const db = await openDatabase(config);
const app = await buildApp({ db, config });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
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
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const lines = [
  '',
  `Portal server listening on ${address} (${config.mode}), database: ${where}`,
  `Merchant header: Merchant: ${config.merchantCode}`,
  'Demo accounts (seeded on the first start of an empty database):',
  ...DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(10)} ${a.password.padEnd(12)} ${a.role}`),
  config.mode === 'production'
    ? 'Outbox: pnpm --filter @portal/server cli outbox'
    : `Outbox (e-mails and SMS codes): ${address}/dev/outbox  or  pnpm --filter @portal/server cli outbox`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
