import { afterEach, describe, expect, it } from 'vitest';
import { startBanner } from '../../banner';
import { loadConfig } from '../../config';
import { BACKENDS, openTestDb } from '../../test/harness';
import { migrate } from '../migrations';
import type { Db } from '../types';
import { DEMO_ACCOUNTS, seed } from './seed';

const count = async (db: Db, table: string): Promise<number> => {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? -1;
};

describe('demo data', () => {
  it('is on in development and test, off in production unless DEMO_DATA asks', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes please' })).toThrow('DEMO_DATA must be 1 or 0');
  });

  const passwords = DEMO_ACCOUNTS.map((a) => a.password);
  const printsAPassword = (text: string) => passwords.some((p) => text.includes(p));
  const base = { MERCHANT_CODE: 'PORTAL', PGLITE_DIR: '/tmp/x' };

  it('is printed with passwords only outside production', () => {
    const dev = startBanner(loadConfig({ ...base, NODE_ENV: 'development' }), 'http://h:1');
    expect(dev).toContain('agent01');
    expect(printsAPassword(dev)).toBe(true);
    const prod = startBanner(loadConfig({ ...base, NODE_ENV: 'production' }), 'http://h:1');
    expect(prod).toContain('Portal server listening on http://h:1 (production)');
    expect(prod).not.toContain('agent01');
    expect(printsAPassword(prod)).toBe(false);
    const flagged = startBanner(
      loadConfig({ ...base, NODE_ENV: 'production', DEMO_DATA: '1' }),
      'http://h:1',
    );
    expect(flagged).toContain('agent01');
    expect(printsAPassword(flagged)).toBe(false);
  });

  describe.each(BACKENDS)('seeded on %s', (kind) => {
    let close: () => Promise<void> = async () => undefined;
    afterEach(async () => {
      await close();
    });
    const open = async (env: Record<string, string>) => {
      const { db, drop } = await openTestDb(kind);
      close = async () => {
        await db.close();
        await drop();
      };
      await migrate(db);
      await seed(db, { demo: loadConfig(env).demoData });
      return db;
    };

    it('in production: settings, rules, flags and the catalogue, no demo data', async () => {
      const db = await open({ NODE_ENV: 'production' });
      expect(await count(db, 'accounts')).toBe(0);
      expect(await count(db, 'ledger_entries')).toBe(0);
      expect(await count(db, 'member_messages')).toBe(0);
      for (const table of [
        'content_announcements',
        'content_promotions',
        'content_banners',
        'content_winners',
      ])
        expect({ table, n: await count(db, table) }).toEqual({ table, n: 0 });
      const keys = (await db.query<{ key: string }>('SELECT key FROM settings')).map((r) => r.key);
      expect(keys).toEqual(expect.arrayContaining(['site', 'whitelabel']));
      expect(await count(db, 'games')).toBeGreaterThan(0);
      expect(await count(db, 'help_topics')).toBeGreaterThan(0);
    }, 120_000);

    it('in production with DEMO_DATA=1: the demo accounts and their balances', async () => {
      const db = await open({ NODE_ENV: 'production', DEMO_DATA: '1' });
      const rows = await db.query<{ username: string; balance: string }>(
        `SELECT a.username, w.balance::text AS balance
         FROM accounts a JOIN ledger_accounts w ON w.account_id = a.id ORDER BY a.username`,
      );
      expect(rows.map((r) => r.username)).toEqual(
        expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.username)),
      );
      expect(Number(rows.find((r) => r.username === 'agent01')?.balance)).toBe(50_000);
      expect(await count(db, 'member_messages')).toBeGreaterThan(0);
      expect(await count(db, 'content_winners')).toBeGreaterThan(0);
    }, 120_000);
  });
});
