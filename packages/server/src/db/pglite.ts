import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './dirlock';
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

/** The PGlite behind each database openPglite opened, for `dumpPglite`. */
const engines = new WeakMap<Db, PGlite>();

/**
 * The embedded database: PostgreSQL compiled to WASM, in `dataDir` (created when missing), or in
 * memory when `dataDir` is undefined. One process per directory: two would corrupt it, so a
 * directory is locked while open (DataDirLockedError when another running process has it; see
 * dirlock.ts) and released by `close`.
 * `template` is a data directory dumped by `dumpPgliteTemplate`, loaded instead of running
 * initdb (seconds faster: the tests open dozens of fresh databases).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Db> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(template ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const base = wrap(pg);
  const db: Db = {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process, one connection: nothing is lost between a notification and its listener.
    listen: (channel, listener) => pg.listen(channel, (payload) => listener.notified(payload)),
    close: async () => {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
  engines.set(db, pg);
  return db;
}

/**
 * The data directory of a database openPglite opened, as a tarball to open others from (the
 * tests' migrated and seeded template); undefined for any other database.
 */
export async function dumpPglite(db: Db): Promise<Blob | undefined> {
  const pg = engines.get(db);
  if (!pg) return undefined;
  const dump = await pg.dumpDataDir('none');
  return new Blob([await dump.arrayBuffer()]);
}

/** A freshly initialised, empty database's data directory, as a tarball to open others from. */
export async function dumpPgliteTemplate(): Promise<Blob> {
  const pg = await PGlite.create();
  try {
    const dump = await pg.dumpDataDir('none');
    return new Blob([await dump.arrayBuffer()]);
  } finally {
    await pg.close();
  }
}
