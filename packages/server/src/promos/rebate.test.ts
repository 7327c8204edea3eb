// The rebate (manualRebate): owed from the valid bets of the window at the operator's rates, paid
// once through the ledger, each bet counted in one claim only, also when claims race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, round, tokenOf } from '../agent/contractTestKit';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

const HOUR = 3_600_000;

describe.each(BACKENDS)('the rebate on %s', (kind) => {
  let h: Harness;
  let token = '';
  const info = async (t = token) => {
    const res = await h.call({ method: 'GET', url: '/wps/member/rebate', token: t });
    return { status: res.statusCode, value: res.json().value, code: res.json().code };
  };
  const claim = async (t = token) => {
    const res = await h.call({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      token: t,
      payload: {},
    });
    return { status: res.statusCode, value: res.json().value, code: res.json().code };
  };
  const ledgerOk = async () => expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);

  beforeAll(async () => {
    h = await startHarness(kind);
    await account(h, 'member', 'rebater');
    await runCli(h.db, ['credit', 'rebater', '5000']);
    token = await tokenOf(h, 'rebater');
  }, 120_000);
  afterAll(async () => {
    await ledgerOk();
    await h?.close();
  });

  it('lets the operator set, show and refuse rates with the CLI, audited', async () => {
    expect(await runCli(h.db, ['rebate-rates', 'RNG=0', 'FISH=0', 'LIVE=0', 'LOTT=0'])).toMatch(
      /^rebate: none/u,
    );
    expect(await runCli(h.db, ['rebate-rates', 'RNG=0.85', '--window', '3'])).toBe(
      'rebate: RNG 0.85%; bets of the last 3 days count',
    );
    for (const [args, message] of [
      [['RNG=abc'], /TYPE=PERCENT/u],
      [['RNG=0.855'], /TYPE=PERCENT/u],
      [['CHESS=1'], /no game type CHESS/u],
      [['RNG=11'], /above the 10%/u],
      [['--window', '0'], /from 1 to 90/u],
      [['--window', '91'], /from 1 to 90/u],
      [['--window'], /from 1 to 90/u],
    ] as const)
      await expect(runCli(h.db, ['rebate-rates', ...args])).rejects.toThrow(message);
    // A refused command changed nothing.
    expect(await runCli(h.db, ['rebate-rates'])).toBe(
      'rebate: RNG 0.85%; bets of the last 3 days count',
    );
    const [audited] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'rebate-rates'",
    );
    expect(audited?.n).toBe(2);
  });

  it('owes the rated share of the window’s bets, rounded down to the cent', async () => {
    const now = Date.now();
    // In the window: 123.45 and 10.00 bet; before it: 1000.
    await round(h, 'rebater', 12_345, 0, new Date(now - HOUR));
    await round(h, 'rebater', 1_000, 3_000, new Date(now - 2 * HOUR));
    await round(h, 'rebater', 100_000, 0, new Date(now - 4 * 24 * HOUR));
    const value = (await info()).value;
    const [type] = await h.db.query<{ t: string }>(
      'SELECT game_type AS t FROM games ORDER BY id LIMIT 1',
    );
    expect(type?.t).toBe('RNG');
    // 0.85 % of 133.45 = 1.134... → 1.13.
    expect(value).toMatchObject({
      owed: 1.13,
      lines: [{ gameType: 'RNG', validBets: 133.45, rate: 0.85, amount: 1.13 }],
      rates: [{ gameType: 'RNG', rate: 0.85 }],
      lastClaim: null,
    });
    expect(Date.parse(value.since)).toBeGreaterThan(now - 3 * 24 * HOUR - 60_000);
  });

  it('pays once with three claims at once, and then owes nothing until new bets', async () => {
    const [x, y, z] = await Promise.all([claim(), claim(), claim()]);
    const answers = [x, y, z];
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.value).toMatchObject({ amount: 1.13 });
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused).toMatchObject({ status: 409, code: 'NOTHING_TO_CLAIM' });
    const [moves] = await h.db.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, sum(e.amount)::text AS total FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts w ON w.id = e.ledger_account_id
       JOIN accounts a ON a.id = w.account_id
       WHERE t.kind = 'rebate' AND a.username = 'rebater'`,
    );
    expect(moves).toEqual({ n: 1, total: '1.13' });
    expect((await info()).value).toMatchObject({
      owed: 0,
      lines: [],
      lastClaim: { amount: 1.13 },
    });
    expect(await claim()).toMatchObject({ status: 409, code: 'NOTHING_TO_CLAIM' });
    // A new bet is owed for; the old ones are not counted again.
    await round(h, 'rebater', 20_000, 0, new Date());
    expect((await info()).value.owed).toBe(1.7);
    expect((await claim()).value).toMatchObject({ amount: 1.7 });
    // The claimed bets kept their place in the day sums (bet_days follows stakes, not claims).
    const [days] = await h.db.query<{ n: number }>(
      `SELECT sum(d.bet_count)::int AS n FROM bet_days d JOIN accounts a ON a.id = d.account_id
       WHERE a.username = 'rebater'`,
    );
    expect(days?.n).toBe(4);
    await ledgerOk();
  });

  it('refuses a trial account and a caller without a session', async () => {
    const res = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trial = res.json().value.token as string;
    expect(await info(trial)).toMatchObject({ status: 403, code: 'TRIAL_FORBIDDEN' });
    expect(await claim(trial)).toMatchObject({ status: 403, code: 'TRIAL_FORBIDDEN' });
    expect((await info('')).status).toBe(401);
  });
});
