import type { Config } from '../config';
import { migrate } from './migrations';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { seed } from './seed';
import type { Db } from './types';

export type { Db, Queryable } from './types';
export { migrate } from './migrations';
export { seed, DEMO_ACCOUNTS } from './seed';

/** Opens the configured database (PostgreSQL by URL, else PGlite), migrated and seeded. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  try {
    await migrate(db);
    await seed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
