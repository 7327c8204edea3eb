import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Wallet {
  code: string;
  balance: number;
  transferable: boolean;
}
interface Moved {
  reference_no: string;
  from: string;
  to: string;
  amount: number;
  wallets: Wallet[];
}

const PASSWORD = 'Lantern orchard 42';

describe.each(BACKENDS)('transfers between the main wallet and a vendor wallet on %s', (kind) => {
  let h: Harness;
  let token: string;
  let accountId: number;
  let serial = 0;

  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['create-account', 'member', 'walletfan', PASSWORD]);
    await runCli(h.db, ['credit', 'walletfan', '300']);
    token = await login(h, 'walletfan', PASSWORD);
    const [row] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username = 'walletfan'",
    );
    accountId = row?.id ?? 0;
  }, 120_000);
  afterEach(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
  });
  afterAll(async () => {
    await h?.close();
  });

  const reference = () => `ref-${kind}-${(serial += 1)}-${Date.now().toString(36)}`;
  const transfer = (body: Record<string, unknown>, t = token) =>
    h.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', token: t, payload: body });
  const wallets = async (): Promise<{ isSingle: boolean; wallets: Wallet[] }> => {
    const res = await h.call({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  /** The balance of each wallet, by code. */
  const balances = async () =>
    Object.fromEntries((await wallets()).wallets.map((w) => [w.code, w.balance]));
  const main = async () =>
    (await h.call({ method: 'GET', url: '/wps/v2/wallets/balance', token })).json().value
      .balance as number;
  const movesOf = (ref: string) =>
    h.db.query<{ kind: string; entries: number; total: string }>(
      `SELECT t.kind, count(e.id)::int AS entries, coalesce(sum(e.amount), 0)::text AS total
       FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       WHERE t.idempotency_key = $1 GROUP BY t.id`,
      [`wallet-transfer:${accountId}:${ref}`],
    );

  it('keeps a single wallet by default: nothing to transfer, and a transfer is refused', async () => {
    expect(await wallets()).toEqual({
      isSingle: true,
      wallets: [{ code: 'MAIN', balance: 300, transferable: false }],
    });
    const ref = reference();
    const res = await transfer({ from: 'MAIN', to: 'DEMO', amount: '10', reference_no: ref });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FEATURE_DISABLED', message: /single wallet/u });
    expect(await main()).toBe(300);
    expect(await movesOf(ref)).toEqual([]);
  });

  describe('with transfer wallets', () => {
    beforeAll(async () => {
      expect(await runCli(h.db, ['wallet-mode', 'transfer'])).toMatch(/^wallet mode transfer/u);
    });
    afterAll(async () => {
      await runCli(h.db, ['wallet-mode', 'single']);
    });

    it('lists the main wallet and the demo vendor wallet, empty until money moves to it', async () => {
      expect(await wallets()).toEqual({
        isSingle: false,
        wallets: [
          { code: 'MAIN', balance: 300, transferable: true },
          { code: 'DEMO', balance: 0, transferable: true },
        ],
      });
      const [opened] = await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'vendor' AND owner_id = $1",
        [accountId],
      );
      expect(opened?.n).toBe(0);
    });

    it('moves money in and out in one balanced ledger transaction each, and answers the wallets after', async () => {
      const inRef = reference();
      const moveIn = await transfer({
        from: 'MAIN',
        to: 'DEMO',
        amount: '120.25',
        reference_no: inRef,
      });
      expect(moveIn.statusCode, moveIn.body).toBe(200);
      expect(moveIn.json().value).toEqual({
        reference_no: inRef,
        from: 'MAIN',
        to: 'DEMO',
        amount: 120.25,
        wallets: [
          { code: 'MAIN', balance: 179.75, transferable: true },
          { code: 'DEMO', balance: 120.25, transferable: true },
        ],
      });
      expect(await main()).toBe(179.75);
      expect(await movesOf(inRef)).toEqual([
        { kind: 'wallet-transfer', entries: 2, total: '0.00' },
      ]);

      const outRef = reference();
      const moveOut = await transfer({
        from: 'DEMO',
        to: 'MAIN',
        amount: '20',
        reference_no: outRef,
      });
      expect(moveOut.statusCode, moveOut.body).toBe(200);
      expect((moveOut.json().value as Moved).wallets).toEqual([
        { code: 'MAIN', balance: 199.75, transferable: true },
        { code: 'DEMO', balance: 100.25, transferable: true },
      ]);
      expect(await balances()).toEqual({ MAIN: 199.75, DEMO: 100.25 });
      expect(await movesOf(outRef)).toEqual([
        { kind: 'wallet-transfer', entries: 2, total: '0.00' },
      ]);
      // The account record (the main wallet's movements) names the moves.
      const record = await h.call({ method: 'GET', url: '/wps/relay/GCS_transactions', token });
      const kinds = (record.json().value.records as { kind: string; amount: number }[]).slice(0, 2);
      expect(kinds).toEqual([
        expect.objectContaining({ kind: 'wallet-transfer', amount: 20 }),
        expect.objectContaining({ kind: 'wallet-transfer', amount: -120.25 }),
      ]);
    });

    it('applies a retry with the same reference_no once, and answers the first move', async () => {
      const ref = reference();
      const body = { from: 'MAIN', to: 'DEMO', amount: '5.50', reference_no: ref };
      const before = await balances();
      const first = await transfer(body);
      expect(first.statusCode, first.body).toBe(200);
      // Another move in between: the retry still answers the wallets as the first move left them.
      const other = await transfer({ ...body, amount: '1', reference_no: reference() });
      expect(other.statusCode).toBe(200);
      const again = await transfer(body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await balances()).toEqual({
        MAIN: Math.round((before.MAIN! - 6.5) * 100) / 100,
        DEMO: Math.round((before.DEMO! + 6.5) * 100) / 100,
      });
      expect(await movesOf(ref)).toHaveLength(1);
    });

    it('applies two identical requests sent at once only once', async () => {
      const ref = reference();
      const body = { from: 'DEMO', to: 'MAIN', amount: '7.25', reference_no: ref };
      const before = await balances();
      const [a, b] = await Promise.all([transfer(body), transfer(body)]);
      expect([a?.statusCode, b?.statusCode], `${a?.body} ${b?.body}`).toEqual([200, 200]);
      expect(a?.json()).toEqual(b?.json());
      expect(await balances()).toEqual({
        MAIN: Math.round((before.MAIN! + 7.25) * 100) / 100,
        DEMO: Math.round((before.DEMO! - 7.25) * 100) / 100,
      });
      expect(await movesOf(ref)).toHaveLength(1);
    });

    it('refuses the same reference_no for another move, and moves nothing', async () => {
      const ref = reference();
      const body = { from: 'MAIN', to: 'DEMO', amount: '3', reference_no: ref };
      expect((await transfer(body)).statusCode).toBe(200);
      const before = await balances();
      for (const changed of [{ amount: '4' }, { from: 'DEMO', to: 'MAIN' }] as Record<
        string,
        string
      >[]) {
        const res = await transfer({ ...body, ...changed });
        expect(res.statusCode, JSON.stringify(changed)).toBe(409);
        expect(res.json()).toMatchObject({
          code: 'IDEMPOTENCY_CONFLICT',
          value: { fields: { reference_no: expect.stringMatching(/already used/u) } },
        });
      }
      expect(await balances()).toEqual(before);
      expect(await movesOf(ref)).toHaveLength(1);
    });

    it('refuses a move above the source balance, names the amount, and moves nothing', async () => {
      const before = await balances();
      for (const [from, to] of [
        ['DEMO', 'MAIN'],
        ['MAIN', 'DEMO'],
      ] as const) {
        const ref = reference();
        const above = ((before[from] ?? 0) + 0.01).toFixed(2);
        const res = await transfer({ from, to, amount: above, reference_no: ref });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'INSUFFICIENT_FUNDS',
          value: { fields: { amount: `above the balance of ${from}` } },
        });
        // Rolled back whole: no transaction kept under the reference.
        expect(await movesOf(ref)).toEqual([]);
      }
      expect(await balances()).toEqual(before);
    });

    it('refuses bad input with a message on the field at fault', async () => {
      const before = await balances();
      const base = { from: 'MAIN', to: 'DEMO', amount: '1' };
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ amount: '1.234' }, 'amount', /pattern/u],
        [{ amount: '-5' }, 'amount', /pattern/u],
        [{ amount: 'ten' }, 'amount', /pattern/u],
        [{ amount: 12 }, 'amount', /string/u],
        [{ amount: '0' }, 'amount', /above 0/u],
        [{ amount: '0.00' }, 'amount', /above 0/u],
        [{ from: 'BANK' }, 'from', /no such wallet: MAIN or DEMO/u],
        [{ to: 'XYZ' }, 'to', /no such wallet/u],
        [{ to: 'demo' }, 'to', /pattern/u],
        [{ to: 'MAIN' }, 'to', /same wallet/u],
        [{ reference_no: 'short' }, 'reference_no', /fewer than 8/u],
      ];
      for (const [change, field, message] of cases) {
        const res = await transfer({ ...base, reference_no: reference(), ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
        expect(res.json().value.fields[field], JSON.stringify(change)).toMatch(message);
      }
      const missing = await transfer(base);
      expect(missing.json().value.fields.reference_no).toMatch(/required/u);
      expect(await balances()).toEqual(before);
    });

    it('refuses a member past 120 moves an hour, and moves nothing', async () => {
      // The hour's window already full, as a scripted client would leave it.
      await h.db.query(
        `INSERT INTO rate_counters (bucket, window_start, hits)
         VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / 3600) * 3600), 120)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = 120`,
        [`wallet-transfer:${accountId}`],
      );
      const before = await balances();
      const res = await transfer({
        from: 'MAIN',
        to: 'DEMO',
        amount: '1',
        reference_no: reference(),
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await balances()).toEqual(before);
      await h.db.query('DELETE FROM rate_counters WHERE bucket = $1', [
        `wallet-transfer:${accountId}`,
      ]);
    });

    it('needs a token, and a real account', async () => {
      const body = { from: 'MAIN', to: 'DEMO', amount: '1', reference_no: reference() };
      const anonymous = await h.call({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
      const free = await h.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { os: 'linux', platform: 'W' },
      });
      const trial = (free.json() as { value: { token: string } }).value.token;
      const refused = await transfer(body, trial);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('TRIAL_FORBIDDEN');
    });
  });

  it('after a switch back to one wallet: a single wallet again, vendor balances kept for later', async () => {
    expect(await runCli(h.db, ['wallet-mode'])).toBe(
      'wallet mode single: one wallet, every game plays from it',
    );
    expect(await wallets()).toEqual({
      isSingle: true,
      wallets: [{ code: 'MAIN', balance: await main(), transferable: false }],
    });
    const res = await transfer({
      from: 'DEMO',
      to: 'MAIN',
      amount: '1',
      reference_no: reference(),
    });
    expect(res.json().code).toBe('FEATURE_DISABLED');
    const [held] = await h.db.query<{ balance: string }>(
      "SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'vendor' AND owner_id = $1",
      [accountId],
    );
    expect(Number(held?.balance)).toBeGreaterThan(0);
    expect(await runCli(h.db, ['wallet-mode', 'single'])).toMatch(
      /^wallet mode single[^\n]*\n1 vendor wallets still hold \d+\.\d{2}: their members can move it back/u,
    );
  });
});
