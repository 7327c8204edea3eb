import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

const wrap = (target: PGlite | Transaction): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const result = await target.query<T>(sql, [...params]);
    return result.rows;
  },
  async exec(sql: string) {
    await target.exec(sql);
  },
});

/**
 * The embedded database: PostgreSQL compiled to WASM, in `dataDir` (created when missing), or in
 * memory when `dataDir` is undefined. One process per directory: two would corrupt it.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
