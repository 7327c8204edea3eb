import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import type { Queryable } from '../db/types';
import { checkLedger, post, walletBalanceCents } from '../ledger/ledger';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

describe.each(BACKENDS)('vendor wallets in the ledger, and the wallet mode, on %s', (kind) => {
  let h: Harness;
  let owner: number;

  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['create-account', 'member', 'vendorfan', 'Lantern orchard 42']);
    await runCli(h.db, ['credit', 'vendorfan', '50']);
    const [row] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username = 'vendorfan'",
    );
    owner = row?.id ?? 0;
  }, 120_000);
  afterEach(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
  });
  afterAll(async () => {
    await runCli(h.db, ['wallet-mode', 'single']);
    await h?.close();
  });

  const move = (key: string, cents: number, from: object, to: object) =>
    post(h.db, {
      key,
      kind: 'test',
      request: { cents },
      build: async () => ({
        legs: [
          { wallet: from as { member: number }, cents: -cents },
          { wallet: to as { member: number }, cents },
        ],
        result: null,
      }),
    });

  it('opens a vendor wallet on its first move, one per member and vendor, apart from the main one', async () => {
    const demo = { member: owner, vendor: 'DEMO' };
    expect(await walletBalanceCents(h.db, demo)).toBe(0);
    await move(`vendor-open-${kind}`, 1_250, { member: owner }, demo);
    await move(`vendor-again-${kind}`, 250, { member: owner }, demo);
    expect(await walletBalanceCents(h.db, demo)).toBe(1_500);
    expect(await walletBalanceCents(h.db, { member: owner })).toBe(3_500);
    const rows = await h.db.query<{ kind: string; account_id: number | null; vendor: string }>(
      'SELECT kind, account_id, vendor FROM ledger_accounts WHERE owner_id = $1 OR account_id = $1 ORDER BY id',
      [owner],
    );
    expect(rows).toEqual([
      { kind: 'member', account_id: owner, vendor: null },
      { kind: 'vendor', account_id: null, vendor: 'DEMO' },
    ]);
    await expect(
      h.db.query(
        "INSERT INTO ledger_accounts (kind, owner_id, vendor) VALUES ('vendor', $1, 'DEMO')",
        [owner],
      ),
    ).rejects.toThrow(/ledger_vendor_wallet_once/u);
    await expect(
      h.db.query("INSERT INTO ledger_accounts (kind, owner_id) VALUES ('vendor', $1)", [owner]),
    ).rejects.toThrow(/ledger_vendor_owner/u);
  });

  it('refuses a move that would take a vendor wallet below zero, in the code and in the database', async () => {
    const demo = { member: owner, vendor: 'DEMO' };
    await expect(
      move(`vendor-overdraw-${kind}`, 1_501, demo, 'house' as never),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // Behind the code's back, the database keeps the rule too.
    await expect(
      h.db.transaction(async (tx: Queryable) => {
        const [t] = await tx.query<{ id: string }>(
          "INSERT INTO ledger_transactions (idempotency_key, kind, request_hash) VALUES ($1, 'test', '') RETURNING id",
          [`vendor-raw-${kind}`],
        );
        await tx.query(
          `INSERT INTO ledger_entries (transaction_id, ledger_account_id, amount) VALUES
           ($1, (SELECT id FROM ledger_accounts WHERE kind = 'vendor' AND owner_id = $2), -15.01),
           ($1, (SELECT id FROM ledger_accounts WHERE kind = 'house' AND shard = 0), 15.01)`,
          [t?.id, owner],
        );
      }),
    ).rejects.toThrow(/ledger_member_not_negative/u);
    expect(await walletBalanceCents(h.db, demo)).toBe(1_500);
    expect((await checkLedger(h.db)).negative).toEqual([]);
  });

  it('shows and switches the wallet mode from the operator CLI', async () => {
    expect(await runCli(h.db, ['wallet-mode'])).toBe(
      'wallet mode single: one wallet, every game plays from it',
    );
    expect(await runCli(h.db, ['wallet-mode', 'transfer'])).toBe(
      'wallet mode transfer: a wallet per game vendor (DEMO) beside the main one; members move money between them',
    );
    expect(await runCli(h.db, ['wallet-mode'])).toMatch(/^wallet mode transfer/u);
    // What the vendor wallets hold stays theirs: the operator is told.
    expect(await runCli(h.db, ['wallet-mode', 'single'])).toBe(
      'wallet mode single: one wallet, every game plays from it\n1 vendor wallets still hold 15.00: their members can move it back to MAIN once transfer wallets are on again',
    );
    for (const args of [
      ['wallet-mode', 'many'],
      ['wallet-mode', 'single', 'now'],
    ])
      await expect(runCli(h.db, args)).rejects.toThrow('wallet-mode takes single or transfer');
    expect(await runCli(h.db, ['wallet-mode'])).toMatch(/^wallet mode single/u);
    // Each real switch is in the operator audit, once; asking again for the same mode is not.
    await runCli(h.db, ['wallet-mode', 'single']);
    const switches = await h.db.query<{ detail: { from: string; to: string } }>(
      "SELECT detail FROM operator_audit WHERE action = 'wallet-mode' ORDER BY id",
    );
    expect(switches.map((r) => r.detail)).toEqual([
      { from: 'single', to: 'transfer' },
      { from: 'transfer', to: 'single' },
    ]);
  });
});
