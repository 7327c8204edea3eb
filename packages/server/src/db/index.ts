import type { Config } from '../config';
import { migrate } from './migrations';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { seed } from './seed/seed';
import type { Db } from './types';

export type { Db, Queryable } from './types';
export { migrate } from './migrations';
export { seed, DEMO_ACCOUNTS } from './seed/seed';

/**
 * Opens the configured database (PostgreSQL by URL, else PGlite), migrated and seeded (with the
 * demo data only when `demoData` says so).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'demoData'>,
): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  try {
    await migrate(db);
    await seed(db, { demo: config.demoData });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
