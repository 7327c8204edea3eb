import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../db/migrations';
import type { Db, Queryable } from '../db/types';
import { BACKENDS, openTestDb } from '../test/harness';
import { vipLevels } from '../points/vip';
import { cacheSettings } from './cache';
import { getSetting, setSetting } from './settings';

/** The database, counting the statements that read the settings table. */
function counting(db: Db): { db: Db; reads: () => number } {
  let reads = 0;
  const count = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      if (/FROM settings WHERE key/u.test(sql)) reads += 1;
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  const counted: Db = {
    ...count(db),
    kind: db.kind,
    transaction: (fn) => db.transaction((tx) => fn(count(tx))),
    listen: (channel, listener) => db.listen(channel, listener),
    close: () => db.close(),
  };
  return { db: counted, reads: () => reads };
}

describe.each(BACKENDS)('the settings kept in the process (%s)', (kind) => {
  let raw: Db;
  let db: Db;
  let reads: () => number;
  let drop: () => Promise<void>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ db: raw, drop } = await openTestDb(kind));
    await migrate(raw);
    ({ db, reads } = counting(raw));
    stop = await cacheSettings(db);
  });
  afterAll(async () => {
    await stop();
    await raw.close();
    await drop();
  });

  it('reads a setting once, and hands out one frozen value that no caller can change', async () => {
    const before = reads();
    const site = await getSetting(db, 'site');
    expect(() => {
      site.currencySymbol = 'changed by a caller';
    }).toThrow(TypeError);
    expect(() => (site.domains as string[]).push('elsewhere.example')).toThrow(TypeError);
    expect(await getSetting(db, 'site')).toBe(site);
    expect(site.currencySymbol).toBe('$');
    expect(reads() - before).toBe(1);
  });

  it('sees its own write at once, and a transaction reads the table', async () => {
    await setSetting(db, 'site', { ...(await getSetting(db, 'site')), currencySymbol: '€' });
    expect((await getSetting(db, 'site')).currencySymbol).toBe('€');
    const before = reads();
    await db.transaction(async (tx) => {
      await getSetting(tx, 'site');
      await getSetting(tx, 'site');
    });
    expect(reads() - before).toBe(2);
  });

  it('drops a setting that another connection wrote by hand, when its commit is told', async () => {
    await getSetting(db, 'whitelabel');
    // Another connection of the database, as another process or the operator's SQL would be.
    await raw.transaction((tx) =>
      tx.query(`INSERT INTO settings (key, value) VALUES ('whitelabel', '["SEEN3"]')`),
    );
    await vi.waitFor(async () => expect(await getSetting(db, 'whitelabel')).toContain('SEEN3'));
    await raw.query("DELETE FROM settings WHERE key = 'whitelabel'");
    await vi.waitFor(async () => expect(await getSetting(db, 'whitelabel')).not.toContain('SEEN3'));
  });

  it('keeps the VIP levels too, read again when a level is written', async () => {
    expect(await vipLevels(db)).toEqual([]);
    await raw.query(
      `INSERT INTO vip_levels (level, name, valid_bets, benefits) VALUES (1, 'VIP 1', 100, '[]')`,
    );
    await vi.waitFor(async () =>
      expect((await vipLevels(db)).map((l) => l.name)).toEqual(['VIP 1']),
    );
  });

  it('stops keeping settings once the server that asked for them closes', async () => {
    await stop();
    const before = reads();
    await getSetting(db, 'site');
    await getSetting(db, 'site');
    expect(reads() - before).toBe(2);
    stop = await cacheSettings(db);
  });

  if (kind === 'postgres')
    it('misses nothing written while its listening connection was lost, and keeps again once back', async () => {
      const schema = (await raw.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s;
      const listeners = async () =>
        (
          await raw.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()',
            [`LISTEN portal_settings_${schema}`],
          )
        ).map((r) => r.pid);
      const [pid] = await listeners();
      expect(pid).toBeDefined();
      const symbol = async (value: string) =>
        raw.query(
          `UPDATE settings SET value = jsonb_set(value, '{currencySymbol}', to_jsonb($1::text)) WHERE key = 'site'`,
          [value],
        );
      expect((await getSetting(db, 'site')).currencySymbol).toBe('€');
      await raw.query('SELECT pg_terminate_backend($1)', [pid]);
      // Written while no one listens: its notification is lost, yet the process reads it.
      await symbol('L');
      await vi.waitFor(async () => expect((await getSetting(db, 'site')).currencySymbol).toBe('L'));
      await vi.waitFor(async () =>
        expect((await listeners()).filter((p) => p !== pid)).toHaveLength(1),
      );
      await symbol('M');
      await vi.waitFor(async () => expect((await getSetting(db, 'site')).currencySymbol).toBe('M'));
      const before = reads();
      await getSetting(db, 'site');
      await getSetting(db, 'site');
      expect(reads() - before).toBeLessThanOrEqual(1);
    });
});
