// The operator's settings kept in each server process, so that a call does not read the settings
// table on every request (balance, member info and every session check read one or more of them).
// A change reaches every process through the database: a trigger on the table (migration 0043)
// notifies `portal_settings_<schema>` with the key at commit, whichever process or SQL wrote it,
// and each process drops what it kept. A write through setSetting in this process drops it at once
// as well. Only the database the server serves is cached (not a transaction: what it reads stays
// its own), and only while its listening connection is up: lost, every read goes to the table
// until the connection is back.
import type { Db, Queryable } from '../db/types';

/**
 * A setting as handed out: frozen all the way down, and the same object to every caller until it
 * changes. Copying it on every read cost more than the read of a call that reads several (the
 * member info read six); a caller that wants to change it spreads it into a new one, and one that
 * writes into it instead fails at once, on every path, rather than change another call's value.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The settings kept for one database, and whether they may be trusted now. */
class SettingsCache {
  private readonly values = new Map<string, unknown>();
  /** Grows with every change: a read that began before one does not keep what it read. */
  private generation = 0;
  /** Servers built on this database (tests may build several on one). */
  users = 0;
  live = false;
  stop: (() => Promise<void>) | undefined;

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) return deepFreeze(await load());
    if (this.values.has(key)) return this.values.get(key) as T;
    const generation = this.generation;
    const value = deepFreeze(await load());
    if (this.live && generation === this.generation) this.values.set(key, value);
    return value;
  }

  changed(key?: string): void {
    this.generation += 1;
    if (key === undefined || key === '') this.values.clear();
    else this.values.delete(key);
  }
}

const caches = new WeakMap<Queryable, SettingsCache>();
/** Every cache of this process, so that a write inside a transaction can drop them all. */
const everyCache = new Set<SettingsCache>();

/** The channel of the settings of the database's schema (each test file has its own schema). */
async function channelOf(db: Db): Promise<string> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return `portal_settings_${row?.schema ?? 'public'}`;
}

/**
 * Keeps the settings of `db` in this process from now on; the function returned stops it (the
 * server's close). Listening starts before anything is kept, so no change can be missed.
 */
export async function cacheSettings(db: Db): Promise<() => Promise<void>> {
  let cache = caches.get(db);
  if (!cache) {
    const created = new SettingsCache();
    cache = created;
    caches.set(db, created);
    everyCache.add(created);
    try {
      created.stop = await db.listen(await channelOf(db), {
        notified: (key) => created.changed(key),
        lost: () => {
          created.live = false;
          created.changed();
        },
        resumed: () => {
          created.changed();
          created.live = true;
        },
      });
    } catch (error) {
      // Not listening, nothing may be kept: a server built again later tries afresh.
      caches.delete(db);
      everyCache.delete(created);
      throw error;
    }
    created.live = true;
  }
  cache.users += 1;
  const kept = cache;
  return async () => {
    kept.users -= 1;
    if (kept.users > 0) return;
    kept.live = false;
    kept.changed();
    caches.delete(db);
    everyCache.delete(kept);
    await kept.stop?.();
  };
}

/** Reads one setting through the cache of `db`, when it has one; else from the table. */
export function readThrough<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(key, load) : load().then(deepFreeze);
}

/**
 * A setting was written in this process: every cache forgets it now. The write may be inside a
 * transaction not yet committed, so a read meanwhile may keep the old value again; the
 * notification at commit drops that too.
 */
export function settingWritten(key: string): void {
  for (const cache of everyCache) cache.changed(key);
}
