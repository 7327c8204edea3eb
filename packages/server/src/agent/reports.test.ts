import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { post } from '../ledger/ledger';
import { buildTree, getAs, STAKES, winsOf, type TeamTree } from '../test/agentTeam';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

interface Totals {
  stake: number;
  win: number;
  profit: number;
}
interface Paged<R> {
  records: R[];
  total: number;
  totalPages: number;
  pageNo: number;
  from: string;
  to: string;
}
type Bets = Paged<{
  id: number;
  username: string;
  stake: number;
  win: number;
  profit: number;
  game: string;
}> & {
  totals: Totals;
};
type Loss = Paged<{
  username: string;
  betCount: number;
  stake: number;
  win: number;
  profit: number;
}> & {
  totals: Totals;
};
type Moves = Paged<{ id: number; username: string; kind: string; amount: number; balance: number }>;
interface IncomeLine {
  dividend: number;
  daily: number;
  hourly: number;
  realtime: number;
  total: number;
}
type Income = Paged<IncomeLine & { day: string }> & { totals: IncomeLine };

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const round = (value: number) => Math.round(value * 100) / 100;

describe.each(BACKENDS)('the agent reports on %s', (kind) => {
  let h: Harness;
  let tree: TeamTree;
  let n: TeamTree['names'];
  beforeAll(async () => {
    h = await startHarness(kind);
    tree = await buildTree(h, 'rp');
    n = tree.names;
  }, 180_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const get = <T>(url: string, token = tree.tokens.a) => getAs<T>(h, url, token);

  it("lists the team's bets with their players, newest first, paged, with the range's totals", async () => {
    const all = await get<Bets>('/wps/agent/reports/bets?pageSize=3&language=en');
    expect(all.status).toBe(200);
    expect(all.value).toMatchObject({ total: 4, totalPages: 2, pageNo: 1 });
    expect(all.value.records.map((r) => [r.username, r.stake])).toEqual([
      [n.d, 4],
      [n.c, 3],
      [n.c, 2],
    ]);
    const wins = (await winsOf(h, n.c)) + (await winsOf(h, n.d));
    expect(all.value.totals).toEqual({
      stake: sum([...STAKES.c, ...STAKES.d]),
      win: round(wins),
      profit: round(wins - 10),
    });
    const next = await get<Bets>('/wps/agent/reports/bets?pageSize=3&pageNo=2');
    expect(next.value.records.map((r) => [r.username, r.stake])).toEqual([[n.c, 1]]);
    const one = await get<Bets>(`/wps/agent/reports/bets?username=${n.c.toUpperCase()}`);
    expect(one.value.records.map((r) => r.username)).toEqual([n.c, n.c, n.c]);
    expect(one.value.totals.stake).toBe(6);
    // B sees C's only; S sees T's only and nothing of A's tree.
    const b = await get<Bets>('/wps/agent/reports/bets', tree.tokens.b);
    expect(new Set(b.value.records.map((r) => r.username))).toEqual(new Set([n.c]));
    const s = await get<Bets>('/wps/agent/reports/bets', tree.tokens.s);
    expect(s.value.records.map((r) => [r.username, r.stake])).toEqual([[n.t, 5]]);
    for (const who of [n.c, n.d, n.b, 'nobody99'])
      expect(await get(`/wps/agent/reports/bets?username=${who}`, tree.tokens.s)).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    expect((await get(`/wps/agent/reports/bets?username=${n.d}`, tree.tokens.b)).status).toBe(404);
  });

  it("gives each member's result, the biggest losses first, with the totals", async () => {
    const wins = { c: await winsOf(h, n.c), d: await winsOf(h, n.d) };
    const expected = [
      { username: n.c, betCount: 3, stake: 6, win: round(wins.c), profit: round(wins.c - 6) },
      { username: n.d, betCount: 1, stake: 4, win: round(wins.d), profit: round(wins.d - 4) },
    ].sort((x, y) => x.profit - y.profit || x.username.localeCompare(y.username));
    const loss = await get<Loss>('/wps/agent/reports/loss');
    expect(loss.value.records).toEqual(expected);
    expect(loss.value.totals).toEqual({
      stake: 10,
      win: round(wins.c + wins.d),
      profit: round(wins.c + wins.d - 10),
    });
    const paged = await get<Loss>('/wps/agent/reports/loss?pageSize=1&pageNo=2');
    expect(paged.value).toMatchObject({ total: 2, totalPages: 2, records: [expected[1]] });
    expect(paged.value.totals.stake).toBe(10);
    const one = await get<Loss>(`/wps/agent/reports/loss?username=${n.d}`);
    expect(one.value.records).toEqual(expected.filter((r) => r.username === n.d));
    const s = await get<Loss>('/wps/agent/reports/loss', tree.tokens.s);
    expect(s.value.records.map((r) => r.username)).toEqual([n.t]);
    const past = await get<Loss>('/wps/agent/reports/loss?from=2020-01-01&to=2020-01-31');
    expect(past.value).toMatchObject({
      records: [],
      total: 0,
      totals: { stake: 0, win: 0, profit: 0 },
    });
  });

  it("lists the team's wallet movements with the balance after each, only the tree's", async () => {
    const moves = await get<Moves>('/wps/agent/reports/transactions?pageSize=50');
    expect(new Set(moves.value.records.map((r) => r.username))).toEqual(new Set([n.c, n.d]));
    for (const who of [n.c, n.d]) {
      const own = moves.value.records.filter((r) => r.username === who);
      expect(own.at(-1)).toMatchObject({ kind: 'funding', amount: 100, balance: 100 });
      for (let i = 0; i < own.length - 1; i += 1)
        expect(own[i]!.balance).toBeCloseTo(own[i + 1]!.balance + own[i]!.amount, 2);
      const [wallet] = await h.db.query<{ balance: string }>(
        'SELECT w.balance::text AS balance FROM ledger_accounts w JOIN accounts a ON a.id = w.account_id WHERE a.username = $1',
        [who],
      );
      expect(own[0]?.balance).toBe(Number(wallet?.balance));
    }
    const ids = moves.value.records.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const one = await get<Moves>(
      `/wps/agent/reports/transactions?username=${n.d}&pageSize=1&pageNo=2`,
    );
    expect(one.value.records.map((r) => r.username)).toEqual([n.d]);
    expect(one.value.total).toBe(moves.value.records.filter((r) => r.username === n.d).length);
    const b = await get<Moves>('/wps/agent/reports/transactions', tree.tokens.b);
    expect(new Set(b.value.records.map((r) => r.username))).toEqual(new Set([n.c]));
    expect(
      (await get(`/wps/agent/reports/transactions?username=${n.c}`, tree.tokens.s)).status,
    ).toBe(404);
  });

  it("sums the agent's own income by day and contract kind, newest day first", async () => {
    const [a] = await h.db.query<{ id: number }>('SELECT id FROM accounts WHERE username = $1', [
      n.a,
    ]);
    const [b] = await h.db.query<{ id: number }>('SELECT id FROM accounts WHERE username = $1', [
      n.b,
    ]);
    await runCli(h.db, ['credit', n.a, '100', '--key', 'reports-income-a']);
    const contract = async (
      kind: string,
      period: string,
      upline: number | null,
      downline: number,
    ) => {
      const [row] = await h.db.query<{ id: number }>(
        `INSERT INTO agent_contracts (kind, period, rate, upline_id, downline_id, status)
         VALUES ($1, $2, 1, $3, $4, 'active') RETURNING id`,
        [kind, period, upline, downline],
      );
      return row?.id ?? 0;
    };
    const contracts = {
      daily: await contract('daily', 'day', null, a!.id),
      hourly: await contract('hourly', 'hour', null, a!.id),
      dividend: await contract('dividend', 'week', null, a!.id),
      toB: await contract('daily', 'day', a!.id, b!.id),
    };
    /** Pays a settlement from `from` to `to`, `daysAgo` days back. */
    const settle = async (
      contractId: number,
      kind: string,
      from: 'house' | number,
      to: number,
      cents: number,
      daysAgo: number,
    ) => {
      const start = new Date(Date.now() - (daysAgo + 1) * 86_400_000);
      const posted = await post(h.db, {
        key: `reports-${contractId}-${daysAgo}-${cents}`,
        kind,
        request: { contractId, daysAgo },
        build: async () => ({
          legs: [
            { wallet: from === 'house' ? 'house' : { member: from }, cents: -cents },
            { wallet: { member: to }, cents },
          ],
          result: null,
        }),
      });
      await h.db.query(
        'UPDATE ledger_transactions SET created_at = now() - make_interval(days => $2::int) WHERE id = $1',
        [posted.transactionId, daysAgo],
      );
      await h.db.query(
        `INSERT INTO agent_settlements (contract_id, period_start, period_end, basis, rate, amount, status, transaction_id, paid_at)
         VALUES ($1, $2, $3, 100, 1, $4, 'paid', $5, now())`,
        [
          contractId,
          start,
          new Date(start.getTime() + 3_600_000),
          cents / 100,
          posted.transactionId,
        ],
      );
    };
    await settle(contracts.daily, 'salary', 'house', a!.id, 1234, 0);
    await settle(contracts.hourly, 'salary', 'house', a!.id, 100, 0);
    await settle(contracts.hourly, 'salary', 'house', a!.id, 250, 2);
    await settle(contracts.dividend, 'dividend', 'house', a!.id, 500, 2);
    // What A pays B is B's income, not A's.
    await settle(contracts.toB, 'salary', a!.id, b!.id, 300, 0);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

    const income = await get<Income>('/wps/agent/reports/income');
    expect(income.value.records).toEqual([
      { day: day(0), dividend: 0, daily: 12.34, hourly: 1, realtime: 0, total: 13.34 },
      { day: day(2), dividend: 5, daily: 0, hourly: 2.5, realtime: 0, total: 7.5 },
    ]);
    expect(income.value.totals).toEqual({
      dividend: 5,
      daily: 12.34,
      hourly: 3.5,
      realtime: 0,
      total: 20.84,
    });
    expect(income.value).toMatchObject({ total: 2, totalPages: 1 });
    const paged = await get<Income>('/wps/agent/reports/income?pageSize=1&pageNo=2');
    expect(paged.value.records.map((r) => r.day)).toEqual([day(2)]);
    expect(paged.value.totals.total).toBe(20.84);
    const narrow = await get<Income>(`/wps/agent/reports/income?from=${day(0)}&to=${day(0)}`);
    expect(narrow.value.totals.total).toBe(13.34);
    const toB = await get<Income>('/wps/agent/reports/income', tree.tokens.b);
    expect(toB.value.totals).toEqual({ dividend: 0, daily: 3, hourly: 0, realtime: 0, total: 3 });
    expect((await get<Income>('/wps/agent/reports/income', tree.tokens.s)).value.records).toEqual(
      [],
    );
  });

  it('refuses a range it cannot read, on every report, with a message naming the field', async () => {
    for (const report of ['bets', 'loss', 'income', 'transactions']) {
      const reversed = await get(`/wps/agent/reports/${report}?from=2026-02-10&to=2026-02-01`);
      expect(reversed, report).toMatchObject({
        status: 400,
        code: 'VALIDATION',
        value: { fields: { from: 'the first day comes after the last' } },
      });
      const long = await get(`/wps/agent/reports/${report}?from=2025-01-01&to=2026-01-01`);
      expect(long.status).toBe(400);
      expect((await get(`/wps/agent/reports/${report}?to=2026-13-01`)).status).toBe(400);
      expect((await get(`/wps/agent/reports/${report}?pageNo=0`)).status).toBe(400);
    }
    expect((await get("/wps/agent/reports/bets?username=a'%20OR%201=1")).status).toBe(404);
    expect((await get(`/wps/agent/reports/bets?username=${'x'.repeat(33)}`)).status).toBe(400);
  });
});
