import type { Config } from './config';
import { DEMO_ACCOUNTS } from './db/seed/seed';

/**
 * What the server prints once it listens: where, the merchant header, and where the outbox is.
 * The demo accounts with their passwords only in development and test with demo data on;
 * production prints no password, even with DEMO_DATA=1 (their names only).
 */
export function startBanner(
  config: Pick<Config, 'mode' | 'merchantCode' | 'databaseUrl' | 'dataDir' | 'demoData'>,
  address: string,
): string {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const production = config.mode === 'production';
  const demo = !config.demoData
    ? []
    : production
      ? [
          `Demo accounts (DEMO_DATA=1, seeded on the first start of an empty database): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}`,
        ]
      : [
          'Demo accounts (seeded on the first start of an empty database):',
          ...DEMO_ACCOUNTS.map(
            (a) => `  ${a.username.padEnd(10)} ${a.password.padEnd(12)} ${a.role}`,
          ),
        ];
  const lines = [
    '',
    `Portal server listening on ${address} (${config.mode}), database: ${where}`,
    `Merchant header: Merchant: ${config.merchantCode}`,
    ...demo,
    production
      ? 'Outbox: pnpm --filter @portal/server cli outbox'
      : `Outbox (e-mails and SMS codes): ${address}/dev/outbox  or  pnpm --filter @portal/server cli outbox`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
