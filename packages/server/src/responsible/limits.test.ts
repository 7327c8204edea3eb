import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { post } from '../ledger/ledger';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { member, passTime, type Member } from './testKit';

const HOUR = 3_600_000;

describe.each(BACKENDS)('responsible play: limits on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    // Every money case leaves the ledger as the bank check wants it.
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  const state = async (m: Member) => (await m.call('GET', '/wps/responsible')).json().value;
  const limitOf = async (m: Member, kind: string, period: string) =>
    (await state(m)).limits.find(
      (l: { kind: string; period: string }) => l.kind === kind && l.period === period,
    );
  const setLimit = (m: Member, kind: string, period: string, value: string | null) =>
    m.call('POST', '/wps/responsible/limits', { kind, period, value });
  const confirm = (m: Member, body: object) =>
    m.call('POST', '/wps/responsible/limits/confirm', body);
  const count = async (table: string, accountId: number) =>
    (
      await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`,
        [accountId],
      )
    )[0]?.n;

  it('answers the tools switched on, with no limit set and the operator defaults', async () => {
    const m = await member(h, 'rp_state');
    const s = await state(m);
    expect(s).toMatchObject({
      enabled: true,
      session: { minutes: null, pending: null },
      realityCheckMinutes: 60,
      ageGate: 'confirm',
      ageConfirmed: true,
      ageVerified: false,
    });
    expect(s.limits).toHaveLength(9);
    expect(s.helpLinks.length).toBeGreaterThan(0);
    for (const l of s.limits) expect(l).toMatchObject({ value: null, left: null, pending: null });
  });

  it('refuses a deposit over what is left, with what is left and when it resets; nothing is kept', async () => {
    const m = await member(h, 'rp_deposit', '0');
    const set = await setLimit(m, 'deposit', 'day', '100');
    expect(set.statusCode, set.body).toBe(200);
    expect((await limitOf(m, 'deposit', 'day')).value).toBe(100);
    expect((await m.deposit('60', 'dep-first-1')).statusCode).toBe(200);
    const before = await count('deposits', m.id);
    const refused = await m.deposit('50', 'dep-second-1');
    expect(refused.statusCode).toBe(409);
    const [first] = await h.db.query<{ created_at: Date }>(
      'SELECT created_at FROM deposits WHERE account_id = $1',
      [m.id],
    );
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      value: {
        period: 'day',
        limit: 100,
        left: 40,
        resetsAt: new Date(new Date(first?.created_at ?? 0).getTime() + 24 * HOUR).toISOString(),
      },
    });
    expect(await count('deposits', m.id)).toBe(before);
    expect(await m.balance()).toBe(0);
    // What is left still goes through; the week's limit, set lower, applies at once as well.
    expect((await m.deposit('40', 'dep-third-1')).statusCode).toBe(200);
    expect((await setLimit(m, 'deposit', 'week', '100')).statusCode).toBe(200);
    expect((await m.deposit('10', 'dep-fourth-1')).json()).toMatchObject({
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      value: { left: 0 },
    });
  });

  it('raises or removes a limit only after 24 hours and a confirmation, and lowers it at once', async () => {
    const m = await member(h, 'rp_cooling');
    await setLimit(m, 'deposit', 'day', '100');
    const raised = await setLimit(m, 'deposit', 'day', '500');
    expect(raised.statusCode).toBe(200);
    const waiting = await limitOf(m, 'deposit', 'day');
    expect(waiting.value).toBe(100);
    expect(waiting.pending.value).toBe(500);
    const early = await confirm(m, { kind: 'deposit', period: 'day' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'LIMIT_COOLING_OFF',
      value: { confirmableAt: waiting.pending.confirmableAt },
    });
    expect(new Date(waiting.pending.confirmableAt).getTime() - Date.now()).toBeGreaterThan(
      23.9 * HOUR,
    );
    // 23 hours on: still waiting. 24: the member may confirm, and the raise applies.
    await passTime(h, m.id, '23 hours');
    await m.relogin();
    expect((await confirm(m, { kind: 'deposit', period: 'day' })).json().code).toBe(
      'LIMIT_COOLING_OFF',
    );
    await passTime(h, m.id, '1 hour');
    await m.relogin();
    expect((await limitOf(m, 'deposit', 'day')).value).toBe(100);
    expect((await confirm(m, { kind: 'deposit', period: 'day' })).statusCode).toBe(200);
    expect(await limitOf(m, 'deposit', 'day')).toMatchObject({ value: 500, pending: null });
    // Nothing waits any more.
    expect((await confirm(m, { kind: 'deposit', period: 'day' })).json().code).toBe('NOT_FOUND');
    // A removal waits the same way; a lower limit set meanwhile applies and drops it.
    await setLimit(m, 'deposit', 'day', null);
    expect((await limitOf(m, 'deposit', 'day')).pending).toMatchObject({ value: null });
    await setLimit(m, 'deposit', 'day', '300');
    expect(await limitOf(m, 'deposit', 'day')).toMatchObject({ value: 300, pending: null });
    await setLimit(m, 'deposit', 'day', null);
    await passTime(h, m.id, '24 hours');
    await m.relogin();
    expect((await confirm(m, { kind: 'deposit', period: 'day' })).statusCode).toBe(200);
    expect(await limitOf(m, 'deposit', 'day')).toMatchObject({ value: null, left: null });
    // A money limit's confirmation names its window.
    expect((await confirm(m, { kind: 'deposit' })).json().code).toBe('VALIDATION');
  });

  it('refuses a round over what is left of the stake limit, moving nothing', async () => {
    const m = await member(h, 'rp_stake');
    await setLimit(m, 'stake', 'day', '5');
    const session = await m.open();
    expect((await m.round(session, '3', 'stake-round-1')).statusCode).toBe(200);
    const balance = await m.balance();
    const bets = await count('game_bets', m.id);
    const refused = await m.round(session, '3', 'stake-round-2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STAKE_LIMIT_EXCEEDED',
      value: { period: 'day', limit: 5, left: 2 },
    });
    expect(await m.balance()).toBe(balance);
    expect(await count('game_bets', m.id)).toBe(bets);
    // The refused key was not kept: the same key with a stake that fits plays.
    expect((await m.round(session, '2', 'stake-round-2')).statusCode).toBe(200);
    expect((await limitOf(m, 'stake', 'day')).left).toBe(0);
  });

  it('refuses play once the net loss of the window reaches the loss limit', async () => {
    const m = await member(h, 'rp_loss');
    await setLimit(m, 'loss', 'week', '1');
    const session = await m.open();
    // Under the limit, play goes on; the slot's own draws are random, so the loss that reaches
    // the limit is a lost round put on record as a round is (stake moved to the house, no win),
    // larger than any win of the first (50 times 0.50) and the limit together.
    expect((await m.round(session, '0.5', 'loss-first')).statusCode).toBe(200);
    const [game] = await h.db.query<{ game_id: number }>(
      'SELECT game_id FROM game_bets WHERE account_id = $1 LIMIT 1',
      [m.id],
    );
    await post(h.db, {
      key: `round:${m.id}:lost-on-record`,
      kind: 'round',
      request: { lost: 30 },
      build: async (tx, transactionId) => {
        await tx.query(
          `INSERT INTO game_bets (transaction_id, account_id, game_id, stake, win, detail)
           VALUES ($1, $2, $3, 30, 0, '{}'::jsonb)`,
          [transactionId, m.id, game?.game_id],
        );
        return {
          legs: [
            { wallet: { member: m.id }, cents: -3000 },
            { wallet: 'house', cents: 3000 },
          ],
          result: null,
        };
      },
    });
    const refused = await m.round(session, '1', 'loss-refused');
    expect(refused.json().code).toBe('LOSS_LIMIT_REACHED');
    const limit = await limitOf(m, 'loss', 'week');
    expect(limit.used).toBeGreaterThanOrEqual(1);
    expect(limit.left).toBe(0);
    const launch = await m.launch();
    expect(launch.json().code).toBe('LOSS_LIMIT_REACHED');
    // The window moves on: play resumes.
    await passTime(h, m.id, '7 days');
    await m.relogin();
    expect((await m.round(await m.open(), '1', 'loss-after')).statusCode).toBe(200);
  });

  it('ends a session at the session limit, shortening the live ones at once', async () => {
    const m = await member(h, 'rp_session');
    const set = await m.call('POST', '/wps/responsible/session-limit', { minutes: 30 });
    expect(set.json().value.session).toEqual({ minutes: 30, pending: null });
    await passTime(h, m.id, '29 minutes');
    expect((await m.call('GET', '/wps/member/info')).statusCode).toBe(200);
    await passTime(h, m.id, '2 minutes');
    expect((await m.call('GET', '/wps/member/info')).json().code).toBe('UNAUTHORIZED');
    // A new session gets the limit too.
    await m.relogin();
    const [row] = await h.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
       FROM sessions WHERE account_id = $1`,
      [m.id],
    );
    expect(row?.minutes).toBe(30);
    // A longer one waits, like a raised money limit.
    const longer = await m.call('POST', '/wps/responsible/session-limit', { minutes: 120 });
    expect(longer.json().value.session).toMatchObject({ minutes: 30, pending: { minutes: 120 } });
    expect((await confirm(m, { kind: 'session' })).json().code).toBe('LIMIT_COOLING_OFF');
  });

  it('keeps 12 months of bets, deposits, withdrawals and limit changes for the member', async () => {
    const m = await member(h, 'rp_history');
    await setLimit(m, 'stake', 'month', '100');
    await m.deposit('25', 'hist-dep-1');
    await m.round(await m.open(), '1', 'hist-round');
    const res = await m.call('GET', '/wps/responsible/history');
    expect(res.statusCode, res.body).toBe(200);
    const kinds = res
      .json()
      .value.list.map((l: { kind: string }) => l.kind)
      .sort();
    expect(kinds).toEqual(['bet', 'deposit', 'limit']);
    const limit = res.json().value.list.find((l: { kind: string }) => l.kind === 'limit');
    expect(limit).toMatchObject({ detail: 'stake month: none -> 100.00', status: 'applied' });
    const bets = await m.call('GET', '/wps/responsible/history?kind=bet&pageSize=1');
    expect(bets.json().value).toMatchObject({ total: 1, totalPages: 1, pageSize: 1 });
    await passTime(h, m.id, '13 months');
    await m.relogin();
    expect((await m.call('GET', '/wps/responsible/history')).json().value.total).toBe(0);
  });

  it('refuses hostile input with a 400 and a code, never a 5xx', async () => {
    const m = await member(h, 'rp_hostile', '0');
    for (const body of [
      { kind: 'deposit', period: 'day', value: 'abc' },
      { kind: 'deposit', period: 'day', value: '-5' },
      { kind: 'deposit', period: 'day', value: '1e3' },
      { kind: 'deposit', period: 'day', value: '0' },
      { kind: 'bets', period: 'day', value: '1' },
      { kind: 'deposit', period: 'year', value: '1' },
      { kind: 'deposit', period: 'day', value: 1 },
      { kind: 'deposit', period: 'day' },
    ]) {
      const res = await m.call('POST', '/wps/responsible/limits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await m.call('POST', '/wps/responsible/session-limit', { minutes: 5 })).statusCode,
    ).toBe(400);
    expect((await m.call('GET', '/wps/responsible/history?pageSize=100000')).statusCode).toBe(400);
  });

  it('applies no limit while the operator has the tools off, and offers none', async () => {
    const m = await member(h, 'rp_switch', '0');
    await setLimit(m, 'deposit', 'day', '10');
    expect(await runCli(h.db, ['responsible-play', 'off'])).toBe('responsible play off');
    try {
      expect((await setLimit(m, 'deposit', 'day', '5')).json().code).toBe('FEATURE_DISABLED');
      expect((await state(m)).enabled).toBe(false);
      expect((await m.deposit('20', 'switch-off-1')).statusCode).toBe(200);
    } finally {
      await runCli(h.db, ['responsible-play', 'on']);
    }
    expect((await m.deposit('20', 'switch-on-1')).json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
  });
});
