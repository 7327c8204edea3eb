import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../cli';
import { BACKENDS, MERCHANT, startHarness, TEST_DATABASE_URL, type Harness } from '../test/harness';
import { inSchema, runCliProcess } from '../test/processes';
import {
  account,
  ALL_FLAGS,
  racing,
  api,
  balance,
  decidedAt,
  houseContract,
  round,
  tokenOf,
} from './contractTestKit';
import { settleDue } from './settlement';
import { startSettlementTimer } from './settlementTimer';

const at = (iso: string) => new Date(iso);

describe.each(BACKENDS)('settlement of agent contracts on %s', (kind) => {
  let h: Harness;
  const t: Record<string, string> = {};
  /** PostgreSQL: the harness's schema, which the operator CLI processes below work in. */
  let schema = '';
  const settlements = (contractId: number) =>
    h.db.query<{ start: string; basis: string; amount: string; status: string; tx: string | null }>(
      `SELECT to_char(period_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS start,
         basis::text AS basis, amount::text AS amount, status, transaction_id::text AS tx
       FROM agent_settlements WHERE contract_id = $1 ORDER BY period_start`,
      [contractId],
    );

  beforeAll(async () => {
    h = await startHarness(kind);
    await runCli(h.db, ['flags', 'on', ...ALL_FLAGS]);
    // chief > boss > sub (boss pays it) > player; lone: an agent with no team.
    await account(h, 'agent', 'chief');
    await account(h, 'agent', 'boss', 'chief');
    await account(h, 'agent', 'sub', 'boss');
    await account(h, 'member', 'player', 'sub');
    await account(h, 'agent', 'lone');
    for (const name of ['chief', 'boss', 'sub', 'lone']) t[name] = await tokenOf(h, name);
    for (const [name, amount] of [
      ['player', '100000'],
      ['sub', '50'],
      ['boss', '100'],
      ['lone', '1000'],
    ] as const)
      await runCli(h.db, ['credit', name, amount]);
    if (kind === 'postgres') {
      const [row] = await h.db.query<{ s: string }>('SELECT current_schema() AS s');
      schema = row?.s ?? '';
    }
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  /**
   * Ends a contract from the CLI, its end then set back to where its settlements reached (the
   * test clock is behind the real one), so that later sweeps of other tests leave it alone.
   */
  const endNow = async (id: number) => {
    await runCli(h.db, ['contract-end', String(id), 'test', 'over']);
    await h.db.query(
      `UPDATE agent_contracts SET ended_at = coalesce(
         (SELECT max(period_end) FROM agent_settlements WHERE contract_id = $1), decided_at)
       WHERE id = $1`,
      [id],
    );
  };
  /** Runs `sweeps` racing for agent_settlements (PostgreSQL); PGlite has one connection: they queue. */
  const together = <T>(sweeps: () => Promise<T>): Promise<T> =>
    kind === 'postgres' ? racing(h, 'agent_settlements', sweeps) : sweeps();
  /**
   * Sweeps as of `now` in another process, the operator CLI's `settle --at` (PostgreSQL); answers
   * how many periods it paid. PGlite admits one process: there the sweep runs in this one.
   */
  const sweepElsewhere = async (now: Date): Promise<number> => {
    if (kind !== 'postgres') {
      const r = await settleDue(h.db, now);
      expect(r.failed).toEqual([]);
      return r.paid;
    }
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MERCHANT_CODE: MERCHANT,
      DATABASE_URL: inSchema(TEST_DATABASE_URL ?? '', schema),
    };
    const run = await runCliProcess(env, ['settle', '--at', now.toISOString()]);
    expect(run.code, run.stderr).toBe(0);
    const paid = /: (\d+) paid, \d+ unpaid/u.exec(run.stdout)?.[1];
    expect(run.stdout).not.toMatch(/failed/u);
    return Number(paid);
  };
  const ledgerOk = async () => expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);

  it('settles real-time periods of 5 minutes once, from the team bets, from the house', async () => {
    const id = await houseContract(h, 'boss', t['boss'] ?? '', 'realtime', '1.5');
    await decidedAt(h, id, at('2026-01-05T10:02:00Z'));
    // Before the acceptance: not counted. Then two periods of bets, one quiet period.
    await round(h, 'player', 50_000, 0, at('2026-01-05T10:01:59Z'));
    await round(h, 'player', 10_000, 2_500, at('2026-01-05T10:02:00Z'));
    await round(h, 'sub', 1_000, 0, at('2026-01-05T10:04:59Z'));
    await round(h, 'boss', 333, 0, at('2026-01-05T10:07:00Z'));
    await round(h, 'player', 9_999, 0, at('2026-01-05T10:15:00Z'));
    const before = await balance(h, 'boss');
    // 10:15: three complete periods (10:00, 10:05, 10:10).
    expect(await settleDue(h.db, at('2026-01-05T10:15:00Z'))).toMatchObject({
      paid: 2,
      unpaid: 0,
      nothing: 1,
      failed: [],
    });
    expect(await settleDue(h.db, at('2026-01-05T10:15:00Z'))).toMatchObject({
      paid: 0,
      nothing: 0,
    });
    const rows = await settlements(id);
    expect(rows.map((r) => [r.start, r.basis, r.amount, r.status])).toEqual([
      ['2026-01-05T10:00', '110.00', '1.65', 'paid'],
      ['2026-01-05T10:05', '3.33', '0.05', 'paid'],
      ['2026-01-05T10:10', '0.00', '0.00', 'nothing'],
    ]);
    expect(rows[2]?.tx).toBeNull();
    expect(await balance(h, 'boss')).toBeCloseTo(before + 1.7, 2);
    const [move] = await h.db.query<{ kind: string }>(
      'SELECT kind FROM ledger_transactions WHERE idempotency_key = $1',
      [`settlement:${id}:2026-01-05T10:00:00.000Z`],
    );
    expect(move?.kind).toBe('salary');
    await endNow(id);
    await ledgerOk();
  });

  it('stops a contract at a period that fails, reports it, and goes on from there next sweep', async () => {
    const id = await houseContract(h, 'boss', t['boss'] ?? '', 'realtime', '1.5');
    await decidedAt(h, id, at('2026-01-05T11:00:00Z'));
    // 11:00 quiet, 11:05 played, 11:10 quiet, 11:15 played.
    await round(h, 'player', 2_000, 0, at('2026-01-05T11:06:00Z'));
    await round(h, 'player', 4_000, 0, at('2026-01-05T11:16:00Z'));
    // The first period with money fails as a lost connection would.
    const transaction = vi
      .spyOn(h.db, 'transaction')
      .mockRejectedValueOnce(new Error('connection lost'));
    const first = await settleDue(h.db, at('2026-01-05T11:20:00Z'));
    transaction.mockRestore();
    expect(first).toMatchObject({ paid: 0, nothing: 1, failed: [{ contractId: id }] });
    expect(first.failed[0]?.error).toBe('connection lost');
    // The quiet period before it is settled; nothing after it is.
    expect((await settlements(id)).map((r) => [r.start, r.status])).toEqual([
      ['2026-01-05T11:00', 'nothing'],
    ]);
    expect(await settleDue(h.db, at('2026-01-05T11:20:00Z'))).toMatchObject({
      paid: 2,
      nothing: 1,
      failed: [],
    });
    expect((await settlements(id)).map((r) => [r.start, r.amount, r.status])).toEqual([
      ['2026-01-05T11:00', '0.00', 'nothing'],
      ['2026-01-05T11:05', '0.30', 'paid'],
      ['2026-01-05T11:10', '0.00', 'nothing'],
      ['2026-01-05T11:15', '0.60', 'paid'],
    ]);
    await endNow(id);
    await ledgerOk();
  });

  it('settles hourly and daily salaries and weekly, semimonthly and monthly dividends', async () => {
    // Quiet in 2026-03: the contracts below see only these rounds (player is in boss's team).
    await round(h, 'player', 20_000, 5_000, at('2026-03-02T09:30:00Z'));
    await round(h, 'player', 10_000, 40_000, at('2026-03-10T12:00:00Z'));
    await round(h, 'player', 30_000, 0, at('2026-03-16T00:00:00Z'));
    const hourly = await houseContract(h, 'boss', t['boss'] ?? '', 'hourly', '2');
    const daily = await houseContract(h, 'sub', t['sub'] ?? '', 'daily', '1');
    await decidedAt(h, hourly, at('2026-03-02T09:00:00Z'), at('2026-03-02T11:00:00Z'));
    await decidedAt(h, daily, at('2026-03-01T00:00:00Z'), at('2026-03-03T00:00:00Z'));
    const report = await runCli(h.db, ['settle', '--at', '2026-03-02T12:00:00Z']);
    expect(report).toMatch(/^settled as of 2026-03-02T12:00:00.000Z: 1 paid, 0 unpaid, 2 with/u);
    expect((await settlements(hourly)).map((r) => [r.start, r.amount])).toEqual([
      ['2026-03-02T09:00', '4.00'],
      ['2026-03-02T10:00', '0.00'],
    ]);
    await settleDue(h.db, at('2026-03-03T00:00:00Z'));
    expect((await settlements(daily)).map((r) => [r.start, r.basis, r.amount])).toEqual([
      ['2026-03-01T00:00', '0.00', '0.00'],
      ['2026-03-02T00:00', '200.00', '2.00'],
    ]);
    for (const c of [hourly, daily]) await endNow(c);

    // One active contract of a kind per agent: three agents whose teams hold the player.
    const dividends: Record<string, number> = {};
    for (const [period, who] of [
      ['week', 'boss'],
      ['semimonth', 'sub'],
      ['month', 'chief'],
    ] as const) {
      dividends[period] = await houseContract(h, who, t[who] ?? '', 'dividend', '10', period);
      await decidedAt(h, dividends[period] ?? 0, at('2026-03-01T00:00:00Z'));
    }
    await settleDue(h.db, at('2026-04-01T00:00:00Z'));
    const rows = async (p: string) =>
      (await settlements(dividends[p] ?? 0)).map((r) => [r.start, r.basis, r.amount]);
    // Net losses: week of 03-02: 150 lost; week of 03-09: the team won 300 → 0; 03-16: 300 lost.
    expect(await rows('week')).toEqual([
      ['2026-02-23T00:00', '0.00', '0.00'],
      ['2026-03-02T00:00', '150.00', '15.00'],
      ['2026-03-09T00:00', '0.00', '0.00'],
      ['2026-03-16T00:00', '300.00', '30.00'],
      ['2026-03-23T00:00', '0.00', '0.00'],
    ]);
    expect(await rows('semimonth')).toEqual([
      ['2026-03-01T00:00', '0.00', '0.00'],
      ['2026-03-16T00:00', '300.00', '30.00'],
    ]);
    expect(await rows('month')).toEqual([['2026-03-01T00:00', '150.00', '15.00']]);
    const [move] = await h.db.query<{ kind: string }>(
      "SELECT kind FROM ledger_transactions WHERE idempotency_key LIKE 'settlement:' || $1 || ':%'",
      [String(dividends['month'])],
    );
    expect(move?.kind).toBe('dividend');
    for (const c of Object.values(dividends)) await endNow(c);
    await ledgerOk();
    // Five contract kinds over three months of periods: about 2 s alone on PGlite, past the
    // default 5 s on a machine busy with the browser suites.
  }, 30_000);

  it('leaves a period unpaid while the upline is short, and pays it once credited', async () => {
    const offer = await api(h).offer(t['boss'] ?? '', {
      username: 'sub',
      kind: 'daily',
      rate: '2',
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const id = offer.json().value.id as number;
    expect((await api(h).act(t['sub'] ?? '', id, 'accept')).statusCode).toBe(200);
    await decidedAt(h, id, at('2026-05-01T00:00:00Z'));
    // Drain the boss: its balance goes to the house, as a lost round.
    await round(
      h,
      'boss',
      Math.round((await balance(h, 'boss')) * 100),
      0,
      at('2026-04-30T00:00:00Z'),
    );
    await round(h, 'player', 100_000, 0, at('2026-05-01T08:00:00Z'));
    await round(h, 'player', 50_000, 0, at('2026-05-02T08:00:00Z'));
    const subBefore = await balance(h, 'sub');
    expect(await settleDue(h.db, at('2026-05-03T00:00:00Z'))).toMatchObject({
      paid: 0,
      unpaid: 2,
      retried: 0,
    });
    expect((await settlements(id)).map((r) => [r.amount, r.status, r.tx])).toEqual([
      ['20.00', 'unpaid', null],
      ['10.00', 'unpaid', null],
    ]);
    await runCli(h.db, ['credit', 'boss', '25']);
    // Enough for the older one only: the newer waits behind it.
    expect(await settleDue(h.db, at('2026-05-03T00:00:01Z'))).toMatchObject({ retried: 1 });
    expect((await settlements(id)).map((r) => r.status)).toEqual(['paid', 'unpaid']);
    await runCli(h.db, ['credit', 'boss', '10']);
    // A new period queues behind the unpaid one, then both are paid in order.
    await round(h, 'player', 10_000, 0, at('2026-05-03T08:00:00Z'));
    expect(await settleDue(h.db, at('2026-05-04T00:00:00Z'))).toMatchObject({
      unpaid: 1,
      retried: 2,
    });
    expect((await settlements(id)).map((r) => [r.amount, r.status])).toEqual([
      ['20.00', 'paid'],
      ['10.00', 'paid'],
      ['2.00', 'paid'],
    ]);
    expect(await balance(h, 'sub')).toBeCloseTo(subBefore + 32, 2);
    expect(await balance(h, 'boss')).toBeCloseTo(3, 2);
    await endNow(id);
    await ledgerOk();
  });

  it('pays each period once with two processes at the same instant, and after a restart', async () => {
    const id = await houseContract(h, 'lone', t['lone'] ?? '', 'realtime', '3');
    await decidedAt(h, id, at('2026-06-01T00:00:00Z'));
    for (let i = 0; i < 12; i += 1)
      await round(
        h,
        'lone',
        1_000 + 17 * i,
        0,
        at(`2026-06-01T00:${String(i * 5).padStart(2, '0')}:30Z`),
      );
    const now = at('2026-06-01T01:00:00Z');
    const before = await balance(h, 'lone');
    // Two server processes (PostgreSQL) sweep the same instant, racing for the same rows.
    const paid = await together(() => Promise.all([sweepElsewhere(now), sweepElsewhere(now)]));
    expect(paid.reduce((x, y) => x + y)).toBe(12);
    // A process started later ("after a restart") sweeps the same instant again: nothing more.
    expect(await sweepElsewhere(now)).toBe(0);
    expect(await settleDue(h.db, now)).toMatchObject({ paid: 0, nothing: 0, unpaid: 0 });
    const rows = await settlements(id);
    expect(rows).toHaveLength(12);
    const expected = Array.from({ length: 12 }, (_, i) => Math.round((1_000 + 17 * i) * 0.03));
    expect(rows.map((r) => Math.round(Number(r.amount) * 100))).toEqual(expected);
    const [moves] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE 'settlement:' || $1 || ':%'",
      [String(id)],
    );
    expect(moves?.n).toBe(12);
    // lone lost its stakes to the house and got 3% back: only the settlements move its balance.
    expect(await balance(h, 'lone')).toBeCloseTo(
      before + expected.reduce((x, y) => x + y) / 100,
      2,
    );
    await endNow(id);
    await ledgerOk();
  }, 180_000);

  it('catches up many missed periods after downtime, at most 90 days back', async () => {
    const id = await houseContract(h, 'lone', t['lone'] ?? '', 'hourly', '1');
    await decidedAt(h, id, at('2026-07-01T00:00:00Z'));
    await round(h, 'lone', 10_000, 0, at('2026-07-02T05:10:00Z'));
    // Three days without a sweep: 72 hourly periods at once.
    const r = await settleDue(h.db, at('2026-07-04T00:00:00Z'));
    expect(r).toMatchObject({ paid: 1, nothing: 71 });
    const rows = await settlements(id);
    expect(rows).toHaveLength(72);
    expect(rows.find((x) => x.status === 'paid')).toMatchObject({
      start: '2026-07-02T05:00',
      amount: '1.00',
    });
    // A year later: only the last 90 days are settled.
    const late = await settleDue(h.db, at('2027-07-04T00:00:00Z'));
    expect(late.nothing).toBe(90 * 24);
    await endNow(id);
    expect(await settleDue(h.db, at('2027-07-05T00:00:00Z'))).toMatchObject({
      nothing: 0,
      paid: 0,
    });
    await ledgerOk();
  }, 120_000);

  it('answers the settlements of a kind, in and out, with their totals', async () => {
    const res = await api(h).get(
      t['boss'] ?? '',
      '/wps/agent/settlements?kind=daily&from=2026-05-01&to=2026-05-04',
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ total: 3, totals: { in: 0, out: 32 }, from: '2026-05-01' });
    expect(value.records[0]).toMatchObject({
      kind: 'daily',
      direction: 'out',
      upline: 'boss',
      downline: 'sub',
      periodStart: '2026-05-03T00:00:00.000Z',
      amount: 2,
      rate: 2,
      status: 'paid',
    });
    const sub = await api(h).get(
      t['sub'] ?? '',
      '/wps/agent/settlements?kind=daily&from=2026-05-02&to=2026-05-03&pageSize=1',
    );
    // Periods ending within 05-02 and 05-03: those of 05-02 (10) and 05-03 (2).
    expect(sub.json().value).toMatchObject({ total: 2, totalPages: 2, totals: { in: 12, out: 0 } });
    expect(sub.json().value.records[0]).toMatchObject({ direction: 'in', amount: 2 });
    // One paid the other: the consolidated info turns on for both sides.
    const info = await api(h).get(t['sub'] ?? '', '/wps/member/info/funds/consolidated');
    expect(info.json().value).toMatchObject({ dailysalreq: true, pendingContracts: 0 });
  });

  it('sweeps on its timer in the server process, and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const seen: unknown[] = [];
      const timer = startSettlementTimer(
        h.db,
        (r) => seen.push(r),
        (e) => seen.push(e),
        60_000,
        1_000,
      );
      expect(seen).toEqual([]);
      vi.advanceTimersByTime(1_000);
      await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 });
      expect(seen[0]).toMatchObject({ failed: [] });
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 10_000 });
      await timer.stop();
      vi.advanceTimersByTime(120_000);
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
    await ledgerOk();
  });
});
