// The ledger's rules, checked as a bank would: in the database itself, under many concurrent
// clients on PostgreSQL, and for retries of one key racing each other.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../db/migrations';
import type { Db, Queryable } from '../db/types';
import { ApiError } from '../http/errors';
import {
  centsText,
  checkLedger,
  fund,
  HOUSE_SHARDS,
  houseBalanceCents,
  post,
  toCents,
  type Leg,
  type Movement,
} from './ledger';
import { BACKENDS, openTestDb, TEST_DATABASE_URL, freshPglite } from '../test/harness';

describe('amounts', () => {
  it('reads amounts with up to two decimals as cents, and nothing else', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(0.07)).toBe(7);
    expect(toCents('-3')).toBe(-300);
    expect(toCents(1520.5)).toBe(152050);
    for (const bad of ['1.005', 'ten', '', '1e3', '0x10', ' . ', 0.1 + 0.2])
      expect(toCents(bad)).toBeNaN();
  });

  it('writes cents as exact numeric text', () => {
    expect(centsText(152050)).toBe('1520.50');
    expect(centsText(-7)).toBe('-0.07');
    expect(centsText(900_719_925_474_099)).toBe('9007199254740.99');
  });
});

/** A new member with a wallet, returning its account id. */
async function member(q: Queryable, name: string): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO accounts (username, username_key, password_hash, nickname)
     VALUES ($1, lower($1), '!', $1) RETURNING id`,
    [name],
  );
  if (!row) throw new Error('no account');
  return row.id;
}

/** A round as the demo game posts it: stake to the house, win back from it. */
const round = (accountId: number, key: string, stake: number, win: number): Movement<number> => ({
  key,
  kind: 'round',
  request: { accountId, stake, win },
  build: async () => ({
    legs: [
      { wallet: { member: accountId }, cents: -stake },
      { wallet: 'house', cents: stake },
      { wallet: 'house', cents: -win },
      { wallet: { member: accountId }, cents: win },
    ] satisfies Leg[],
    result: win - stake,
  }),
});

const clean = { total: 0, negative: [], unbalanced: [], drifted: [] };

describe.each(BACKENDS)('the ledger on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  let alice: number;

  beforeAll(async () => {
    ({ db, drop } = await openTestDb(kind));
    await migrate(db);
    alice = await member(db, `alice_${kind}`);
    await db.transaction((tx) => fund(tx, alice, 10_000, `fund-alice-${kind}`));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  const balance = async (accountId: number) => {
    const [row] = await db.query<{ b: string }>(
      'SELECT balance::text AS b FROM ledger_accounts WHERE account_id = $1',
      [accountId],
    );
    return toCents(row?.b ?? 'x');
  };

  it('opens a wallet for every new account', async () => {
    const id = await member(db, `wallet_${kind}`);
    expect(await balance(id)).toBe(0);
  });

  it('applies a key once and answers the first result to a retry', async () => {
    const before = await balance(alice);
    const first = await post(db, round(alice, `once-${kind}`, 300, 0));
    const again = await post(db, round(alice, `once-${kind}`, 300, 0));
    expect(first).toMatchObject({ replayed: false, result: -300 });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balance(alice)).toBe(before - 300);
  });

  it('refuses a key reused for a different request', async () => {
    await expect(post(db, round(alice, `once-${kind}`, 301, 0))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('refuses a stake above the balance even when the round would win, and forgets the key', async () => {
    const before = await balance(alice);
    const err = await post(db, round(alice, `over-${kind}`, before + 1, (before + 1) * 2)).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(alice)).toBe(before);
    // Nothing was kept under the key: once funded, the same round may be played.
    await db.transaction((tx) => fund(tx, alice, 1, `top-up-${kind}`));
    await expect(post(db, round(alice, `over-${kind}`, before + 1, 0))).resolves.toMatchObject({
      replayed: false,
    });
    expect(await balance(alice)).toBe(0);
    await db.transaction((tx) => fund(tx, alice, 10_000, `refill-${kind}`));
  });

  it('spreads the house over its shards, one a transaction, its balance their sum', async () => {
    const shards = await db.query<{ shard: number }>(
      "SELECT shard FROM ledger_accounts WHERE kind = 'house' ORDER BY shard",
    );
    expect(shards.map((r) => r.shard)).toEqual(Array.from({ length: HOUSE_SHARDS }, (_, i) => i));
    const houseBefore = await houseBalanceCents(db);
    const posted = [];
    for (let i = 0; i < HOUSE_SHARDS; i += 1)
      posted.push(await post(db, round(alice, `shard-${kind}-${i}`, 10, 3)));
    // Each round's house legs went to the one shard of its transaction id, and these rounds'
    // consecutive ids reached every shard.
    const used = await db.query<{ transaction_id: string; shard: number }>(
      `SELECT DISTINCT e.transaction_id::text, a.shard FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.ledger_account_id
       WHERE a.kind = 'house' AND e.transaction_id = ANY($1::bigint[])`,
      [posted.map((p) => p.transactionId)],
    );
    expect(used).toHaveLength(HOUSE_SHARDS);
    for (const row of used) expect(row.shard).toBe(Number(row.transaction_id) % HOUSE_SHARDS);
    expect(new Set(used.map((r) => r.shard)).size).toBe(HOUSE_SHARDS);
    expect(await houseBalanceCents(db)).toBe(houseBefore + HOUSE_SHARDS * 7);
    expect(await checkLedger(db)).toMatchObject(clean);
  });

  it('refuses legs that do not sum to zero, before writing anything', async () => {
    await expect(
      post(db, {
        key: `unbalanced-${kind}`,
        kind: 'test',
        request: {},
        build: async () => ({ legs: [{ wallet: { member: alice }, cents: 5 }], result: null }),
      }),
    ).rejects.toThrow(/sum to zero/u);
    expect(
      await db.query('SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1', [
        `unbalanced-${kind}`,
      ]),
    ).toEqual([]);
  });

  describe('rules the database keeps whatever the code does', () => {
    const direct = (fn: (tx: Queryable) => Promise<unknown>) => db.transaction(fn);
    const newTransaction = async (tx: Queryable, key: string) => {
      const [row] = await tx.query<{ id: string }>(
        "INSERT INTO ledger_transactions (idempotency_key, kind, request_hash) VALUES ($1, 'test', '') RETURNING id",
        [key],
      );
      return row?.id;
    };
    const walletOf = async (tx: Queryable, accountId: number) =>
      (
        await tx.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE account_id = $1', [
          accountId,
        ])
      )[0]?.id;

    it('refuses an unbalanced transaction at commit', async () => {
      const before = await checkLedger(db);
      await expect(
        direct(async (tx) => {
          const id = await newTransaction(tx, `raw-unbalanced-${kind}`);
          await tx.query(
            'INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount) VALUES ($1, $2, 5)',
            [id, await walletOf(tx, alice)],
          );
        }),
      ).rejects.toThrow(/does not sum to zero/u);
      expect(await checkLedger(db)).toEqual(before);
    });

    it('refuses a member balance below zero', async () => {
      const poor = await member(db, `poor_${kind}`);
      await expect(
        direct(async (tx) => {
          const id = await newTransaction(tx, `raw-negative-${kind}`);
          await tx.query(
            `INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount) VALUES
             ($1, $2, -1), ($1, (SELECT id FROM ledger_accounts WHERE kind = 'house' AND shard = 0), 1)`,
            [id, await walletOf(tx, poor)],
          );
        }),
      ).rejects.toThrow(/ledger_member_not_negative/u);
      expect(await balance(poor)).toBe(0);
    });

    it('refuses changing or removing an entry', async () => {
      await expect(
        direct((tx) => tx.query('UPDATE ledger_entries SET amount = amount * 2')),
      ).rejects.toThrow(/never changed or removed/u);
      await expect(direct((tx) => tx.query('DELETE FROM ledger_entries'))).rejects.toThrow(
        /never changed or removed/u,
      );
      expect(await checkLedger(db)).toMatchObject(clean);
    });
  });
});

describe('the migration to the ledger', () => {
  it('turns the balances accounts carried into opening transactions from the funding account', async () => {
    const db = await freshPglite();
    try {
      const before = MIGRATIONS.findIndex((m) => m.id === '0006_ledger');
      await db.exec(
        'CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const m of MIGRATIONS.slice(0, before)) {
        await db.exec(m.sql);
        await db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      }
      await db.query(
        `INSERT INTO accounts (username, username_key, password_hash, nickname, balance) VALUES
         ('rich', 'rich', '!', 'rich', 1520.50), ('broke', 'broke', '!', 'broke', 0)`,
      );
      await migrate(db);
      const rows = await db.query<{ username: string; balance: string }>(
        `SELECT a.username, w.balance::text AS balance FROM accounts a JOIN ledger_accounts w ON w.account_id = a.id
         ORDER BY a.username`,
      );
      expect(rows).toEqual([
        { username: 'broke', balance: '0.00' },
        { username: 'rich', balance: '1520.50' },
      ]);
      expect(await checkLedger(db)).toMatchObject({ ...clean, transactions: 1 });
    } finally {
      await db.close();
    }
  }, 60_000);
});

// The bank check needs real concurrency: many connections to one PostgreSQL.
describe.skipIf(!TEST_DATABASE_URL)('the bank check on PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const members: number[] = [];
  const CLIENTS = 16;
  const ROUNDS_PER_CLIENT = 150;

  beforeAll(async () => {
    ({ db, drop } = await openTestDb('postgres', { max: CLIENTS + 4 }));
    await migrate(db);
    // Four thin accounts run dry within a few bets, so refusals happen in every run; the others
    // hold enough that most movements apply (checked over 20,000 simulated runs: at least 114
    // refusals and 1,583 applied of 2,400, whatever the random draw).
    for (let i = 0; i < 24; i += 1) {
      const id = await member(db, `bank_${i}`);
      members.push(id);
      const amount = i < 4 ? 100 + randomInt(400) : 20_000 + randomInt(40_000);
      await db.transaction((tx) => fund(tx, id, amount, `bank-fund-${i}`));
    }
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('keeps every invariant through thousands of concurrent random bets, wins and top-ups', async () => {
    const start = await checkLedger(db);
    expect(start).toMatchObject(clean);
    let applied = 0;
    let refused = 0;
    const client = async (c: number) => {
      for (let i = 0; i < ROUNDS_PER_CLIENT; i += 1) {
        const accountId = members[randomInt(members.length)] ?? 0;
        const key = `bank-${c}-${i}`;
        try {
          if (randomInt(20) === 0) {
            await db.transaction((tx) => fund(tx, accountId, 1 + randomInt(5_000), key));
          } else {
            const stake = 1 + randomInt(4_000);
            // A fair game on average (a third of the rounds win 0 to 6 times the stake), so the
            // balances wander instead of draining and the share of refusals stays bounded.
            const win = randomInt(3) === 0 ? stake * randomInt(7) : 0;
            await post(db, round(accountId, key, stake, win));
          }
          applied += 1;
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
          refused += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    expect(applied + refused).toBe(CLIENTS * ROUNDS_PER_CLIENT);
    expect(applied).toBeGreaterThan(CLIENTS * ROUNDS_PER_CLIENT * 0.5);
    expect(refused).toBeGreaterThan(0);
    const end = await checkLedger(db);
    expect(end).toMatchObject(clean);
    // Every applied movement is one transaction, and nothing else was written.
    expect(end.transactions - start.transactions).toBe(applied);
  }, 240_000);

  it('applies one key exactly once when many clients retry it at the same moment', async () => {
    const accountId = members[0] ?? 0;
    const [before] = await db.query<{ b: string }>(
      'SELECT balance::text AS b FROM ledger_accounts WHERE account_id = $1',
      [accountId],
    );
    await db.transaction((tx) => fund(tx, accountId, 1_000, 'race-top-up'));
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post(db, round(accountId, 'race-key', 700, 0))),
    );
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.transactionId)).size).toBe(1);
    const [after] = await db.query<{ b: string }>(
      'SELECT balance::text AS b FROM ledger_accounts WHERE account_id = $1',
      [accountId],
    );
    expect(toCents(after?.b ?? 'x')).toBe(toCents(before?.b ?? 'x') + 1_000 - 700);
    expect(await checkLedger(db)).toMatchObject(clean);
  }, 60_000);
});
