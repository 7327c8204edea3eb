import { GAME_SESSION_HEADER } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Round {
  roundId: number;
  stake: number;
  win: number;
  balance: number;
}

describe.each(BACKENDS)('the demo game with transfer wallets on %s', (kind) => {
  let h: Harness;
  let token: string;
  let accountId: number;
  let nodeId: number;

  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['create-account', 'member', 'slotfan', 'Lantern orchard 42', '--adult']);
    await runCli(h.db, ['credit', 'slotfan', '100']);
    token = await login(h, 'slotfan', 'Lantern orchard 42');
    const [account] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username = 'slotfan'",
    );
    accountId = account?.id ?? 0;
    const [game] = await h.db.query<{ node_id: number }>(
      "SELECT node_id FROM games WHERE is_game = 'GAME' AND game_type = 'RNG' ORDER BY node_id LIMIT 1",
    );
    nodeId = game?.node_id ?? 0;
    await runCli(h.db, ['wallet-mode', 'transfer']);
  }, 120_000);
  afterEach(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
  });
  afterAll(async () => {
    await runCli(h.db, ['wallet-mode', 'single']);
    await h?.close();
  });

  const wallets = async () =>
    Object.fromEntries(
      (
        (await h.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', token })).json().value
          .wallets as { code: string; balance: number }[]
      ).map((w) => [w.code, w.balance]),
    );
  const open = async (): Promise<string> => {
    const res = await h.call({
      method: 'POST',
      url: '/wps/game/launchGame',
      token,
      payload: { nodeId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await h.call({ method: 'GET', url: res.json().value.gameUrl, merchant: null });
    return /<meta name="game-session" content="([^"]+)">/u.exec(page.body)?.[1] ?? '';
  };
  const gameCall = (session: string, url: string, payload?: Record<string, unknown>) =>
    h.call({
      method: payload ? 'POST' : 'GET',
      url,
      merchant: null,
      headers: { [GAME_SESSION_HEADER]: session },
      ...(payload ? { payload } : {}),
    });
  const state = async (session: string) =>
    (await gameCall(session, '/demo/api/state')).json().value.balance as number;
  const round = (session: string, stake: number, key: string) =>
    gameCall(session, '/demo/api/round', { stake, idempotencyKey: `${key}-${kind}-key` });
  /** The ledger accounts a round's entries moved, by kind. */
  const accountsMoved = (roundId: number) =>
    h.db.query<{ kind: string; owner_id: number | null; account_id: number | null }>(
      `SELECT DISTINCT a.kind, a.owner_id, a.account_id FROM game_bets b
       JOIN ledger_entries e ON e.transaction_id = b.transaction_id
       JOIN ledger_accounts a ON a.id = e.ledger_account_id
       WHERE b.id = $1 AND a.kind <> 'house'`,
      [roundId],
    );

  it('plays from the DEMO wallet: nothing before money is moved there, then stake and win on it alone', async () => {
    const session = await open();
    expect(await state(session)).toBe(0);
    const broke = await round(session, 1, 'broke');
    expect(broke.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await wallets()).toEqual({ MAIN: 100, DEMO: 0 });

    const moved = await h.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token,
      payload: { from: 'MAIN', to: 'DEMO', amount: '40', reference_no: `fill-${kind}-0001` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await state(session)).toBe(40);

    let demo = 40;
    for (let i = 0; i < 5; i += 1) {
      const res = await round(session, 2, `vendor-${i}`);
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().value as Round;
      demo = Math.round((demo - r.stake + r.win) * 100) / 100;
      expect(r.balance).toBeCloseTo(demo, 10);
      expect(await accountsMoved(r.roundId)).toEqual([
        { kind: 'vendor', owner_id: accountId, account_id: null },
      ]);
    }
    expect(await state(session)).toBeCloseTo(demo, 10);
    const after = await wallets();
    // The main wallet did not take part in the rounds.
    expect(after['MAIN']).toBe(60);
    expect(after['DEMO']).toBeCloseTo(demo, 10);
    const balance = await h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(balance.json().value.balance).toBe(60);
  });

  it('plays from the main wallet again once the operator keeps one wallet', async () => {
    const session = await open();
    const before = await wallets();
    await runCli(h.db, ['wallet-mode', 'single']);
    try {
      expect(await state(session)).toBe(60);
      const res = await round(session, 2, 'single');
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().value as Round;
      expect(r.balance).toBeCloseTo(60 - 2 + r.win, 10);
      expect(await accountsMoved(r.roundId)).toEqual([
        { kind: 'member', owner_id: null, account_id: accountId },
      ]);
      const [held] = await h.db.query<{ balance: string }>(
        "SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'vendor' AND owner_id = $1",
        [accountId],
      );
      expect(Number(held?.balance)).toBeCloseTo(before['DEMO'] ?? -1, 10);
    } finally {
      await runCli(h.db, ['wallet-mode', 'transfer']);
    }
  });
});
