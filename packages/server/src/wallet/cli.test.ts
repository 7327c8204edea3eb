import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { migrate } from '../db/migrations';
import { seed } from '../db/seed/seed';
import type { Db } from '../db/types';
import { freshPglite } from '../test/harness';
import { balanceCents, checkLedger } from '../ledger/ledger';

describe('operator CLI: credits and the ledger check', () => {
  let db: Db;
  let demo = 0;
  beforeAll(async () => {
    db = await freshPglite();
    await migrate(db);
    await seed(db, { demo: true });
    const [row] = await db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username = 'demo01'",
    );
    demo = row?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('credits demo funds through the ledger, from the funding account', async () => {
    const before = await balanceCents(db, demo);
    expect(await runCli(db, ['credit', 'DEMO01', '250.75'])).toBe(
      `credited 250.75 to demo01; balance ${((before + 25_075) / 100).toFixed(2)}`,
    );
    expect(await balanceCents(db, demo)).toBe(before + 25_075);
    const [funding] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.ledger_account_id
       WHERE a.kind = 'funding' AND e.amount = -250.75`,
    );
    expect(funding?.n).toBe(1);
    expect(await checkLedger(db)).toMatchObject({
      total: 0,
      negative: [],
      unbalanced: [],
      drifted: [],
    });
  });

  it('credits once per key, and refuses the key for another amount', async () => {
    const before = await balanceCents(db, demo);
    await runCli(db, ['credit', 'demo01', '10', '--key', 'promo-42']);
    expect(await runCli(db, ['credit', 'demo01', '10', '--key', 'promo-42'])).toMatch(
      /^already credited 10.00/u,
    );
    expect(await balanceCents(db, demo)).toBe(before + 1_000);
    await expect(runCli(db, ['credit', 'demo01', '11', '--key', 'promo-42'])).rejects.toThrow(
      'the key promo-42 was already used for another credit',
    );
  });

  it('refuses bad input with a clear message and moves nothing', async () => {
    const before = await checkLedger(db);
    const cases: [string[], string][] = [
      [['credit'], 'credit takes a username and an amount'],
      [['credit', 'demo01'], 'credit takes a username and an amount'],
      [['credit', 'nobody_here', '5'], 'no account named nobody_here'],
      [['credit', 'demo01', '-5'], 'a number above 0'],
      [['credit', 'demo01', '0'], 'a number above 0'],
      [['credit', 'demo01', '1.234'], 'at most two decimals, not "1.234"'],
      [['credit', 'demo01', 'lots'], 'not "lots"'],
      [['credit', 'demo01', '5', '--key'], '--key takes a key'],
    ];
    for (const [args, message] of cases) await expect(runCli(db, args)).rejects.toThrow(message);
    expect(await checkLedger(db)).toEqual(before);
  });

  it('reports the ledger check, and fails loudly when the ledger is broken', async () => {
    expect(await runCli(db, ['ledger-check'])).toMatch(
      /^ledger OK: \d+ accounts, \d+ transactions, total 0.00$/u,
    );
    // Only a hand edit behind the ledger's back can break it: the check must see it.
    await db.query(
      "UPDATE ledger_accounts SET balance = balance + 1 WHERE kind = 'house' AND shard = 0",
    );
    await expect(runCli(db, ['ledger-check'])).rejects.toThrow(
      /LEDGER BROKEN[\s\S]*differing from their entries/u,
    );
    await db.query(
      "UPDATE ledger_accounts SET balance = balance - 1 WHERE kind = 'house' AND shard = 0",
    );
  });
});
