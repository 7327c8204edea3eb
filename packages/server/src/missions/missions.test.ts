// Missions: the operator defines them with the CLI (bad input refused with a clear message), the
// member's progress comes from its real bets and credited deposits within each mission's window,
// the status goes inProgress → claimable → claimed, and a reward is paid once, even when claims
// race; the leaderboard ranks the members by valid bets with names partly hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, balance, racing, round, tokenOf } from '../agent/contractTestKit';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';
import { sinceDay } from './leaderboard';

const DAY = 86_400_000;

describe('the leaderboard period', () => {
  it('starts on the UTC day the period reaches back to', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(sinceDay('day', now)).toBe('2026-03-10');
    expect(sinceDay('week', now)).toBe('2026-03-04');
    expect(sinceDay('month', now)).toBe('2026-02-09');
  });
});

describe.each(BACKENDS)('missions on %s', (kind) => {
  let h: Harness;
  let token = '';
  const summary = async (t = token, language = 'en') => {
    const res = await h.call({
      method: 'GET',
      url: `/wps/relay/GCS_missionSummary?language=${language}`,
      token: t,
    });
    return { status: res.statusCode, value: res.json().value, code: res.json().code };
  };
  const claim = async (missionId: number, t = token) => {
    const res = await h.call({
      method: 'POST',
      url: '/wps/relay/GCS_missionClaim',
      token: t,
      payload: { missionId },
    });
    return { status: res.statusCode, value: res.json().value, code: res.json().code };
  };
  const add = async (...args: string[]) => {
    const out = await runCli(h.db, ['mission-add', ...args]);
    return Number(/#(\d+)/u.exec(out)?.[1]);
  };
  const mission = async (id: number, t = token) =>
    ((await summary(t)).value.missions as { missionId: number }[]).find((m) => m.missionId === id);

  beforeAll(async () => {
    h = await startHarness(kind);
    // The demo's missions and raffle (the harness seeds the demo data) are not this test's.
    await h.db.query('TRUNCATE missions, raffles RESTART IDENTITY CASCADE');
    await account(h, 'member', 'questor');
    await account(h, 'member', 'rivalplayer');
    await runCli(h.db, ['credit', 'questor', '1000']);
    await runCli(h.db, ['credit', 'rivalplayer', '1000']);
    token = await tokenOf(h, 'questor');
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  it('lets the operator add, list and end missions, and refuses bad input clearly', async () => {
    const bad: [string[], RegExp][] = [
      [
        ['--kind', 'dance', '--target', '5', '--reward', '1', '--title-en', 'x'],
        /--kind takes one of bet-total, rounds, deposit/u,
      ],
      [
        ['--kind', 'rounds', '--target', '2.5', '--reward', '1', '--title-en', 'x'],
        /whole number of rounds/u,
      ],
      [
        ['--kind', 'bet-total', '--target', '0', '--reward', '1', '--title-en', 'x'],
        /--target takes an amount above 0/u,
      ],
      [
        ['--kind', 'bet-total', '--target', '10', '--reward', '1.234', '--title-en', 'x'],
        /--reward takes an amount/u,
      ],
      [['--kind', 'bet-total', '--target', '10', '--reward', '1'], /give a title/u],
      [
        [
          '--kind',
          'deposit',
          '--target',
          '10',
          '--reward',
          '1',
          '--title-es',
          'x',
          '--to',
          '2020-01-01',
        ],
        /in the past/u,
      ],
      [
        [
          '--kind',
          'deposit',
          '--target',
          '10',
          '--reward',
          '1',
          '--title-es',
          'x',
          '--from',
          '2030-02-30',
        ],
        /--from takes a date/u,
      ],
      [
        [
          '--kind',
          'deposit',
          '--target',
          '10',
          '--reward',
          '1',
          '--title-es',
          'x',
          '--from',
          '2030-02-03',
          '--to',
          '2030-02-01',
        ],
        /--to must come after --from/u,
      ],
      [['--kind', 'deposit', '--colour', 'red'], /unknown option --colour/u],
    ];
    for (const [args, message] of bad)
      await expect(runCli(h.db, ['mission-add', ...args])).rejects.toThrow(message);
    const [none] = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM missions');
    expect(none?.n).toBe(0);

    expect(
      await runCli(h.db, [
        'mission-add',
        '--kind',
        'rounds',
        '--target',
        '3',
        '--reward',
        '2',
        '--title-es',
        'Juega 3 rondas',
        '--title-en',
        'Play 3 rounds',
        '--to',
        '2099-12-31',
      ]),
    ).toMatch(
      /^mission #1 \(rounds 3, reward 2\.00\) "Juega 3 rondas" from \S+ to 2100-01-01T00:00Z$/u,
    );
    expect(await runCli(h.db, ['missions'])).toMatch(
      /^#1 live rounds 3 reward 2\.00 "Juega 3 rondas" from .* to 2100-01-01T00:00Z; 0 claims$/u,
    );
    await expect(runCli(h.db, ['mission-end', 'x'])).rejects.toThrow(/whole number above 0/u);
    await expect(runCli(h.db, ['mission-end', '99'])).rejects.toThrow(/no mission 99/u);
    expect(await runCli(h.db, ['mission-end', '1'])).toMatch(/^mission #1 ended/u);
    await expect(runCli(h.db, ['mission-end', '1'])).rejects.toThrow(/ended already/u);
    expect((await summary()).value).toEqual({ claimableCount: 0, missions: [] });
  });

  it('counts only the bets and credited deposits within each window', async () => {
    const start = new Date(Date.now() - DAY);
    const bets = await add(
      '--kind',
      'bet-total',
      '--target',
      '50',
      '--reward',
      '5',
      '--title-es',
      'Apuesta 50',
      '--title-en',
      'Bet 50',
      '--from',
      start.toISOString().replace(/\.\d{3}Z$/u, 'Z'),
    );
    const rounds = await add(
      '--kind',
      'rounds',
      '--target',
      '2',
      '--reward',
      '3',
      '--title-es',
      'Dos rondas',
    );
    const deposit = await add(
      '--kind',
      'deposit',
      '--target',
      '20',
      '--reward',
      '4',
      '--title-en',
      'Deposit 20',
    );
    // Before the window: not counted.
    await round(h, 'questor', 4_000, 0, new Date(start.getTime() - 60_000));
    await round(h, 'questor', 2_000, 500, new Date());
    // Another member's bets are its own.
    await round(h, 'rivalplayer', 10_000, 0, new Date());
    const value = (await summary()).value;
    expect(value.claimableCount).toBe(0);
    expect(value.missions).toEqual([
      expect.objectContaining({
        missionId: bets,
        kind: 'bet-total',
        title: 'Bet 50',
        progress: 20,
        target: 50,
        reward: 5,
        status: 'inProgress',
        endsAt: null,
      }),
      // No English title: the Spanish one.
      expect.objectContaining({
        missionId: rounds,
        title: 'Dos rondas',
        progress: 1,
        target: 2,
        status: 'inProgress',
      }),
      expect.objectContaining({
        missionId: deposit,
        title: 'Deposit 20',
        progress: 0,
        status: 'inProgress',
      }),
    ]);

    // A credited deposit counts; a rejected one does not.
    const pay = async (amount: string, requestId: string) => {
      const res = await h.call({
        method: 'POST',
        url: '/wps/cashier/deposits',
        token,
        payload: { channel: 'demo-bank', amount, requestId },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.reference as string;
    };
    await runCli(h.db, ['deposit', 'approve', await pay('25', 'mission-dep-1-abcdef')]);
    await runCli(h.db, ['deposit', 'reject', await pay('30', 'mission-dep-2-abcdef'), 'not paid']);
    await round(h, 'questor', 3_000, 0, new Date());
    const after = (await summary()).value;
    expect(after.claimableCount).toBe(3);
    expect(after.missions.map((m: { status: string }) => m.status)).toEqual([
      'claimable',
      'claimable',
      'claimable',
    ]);
    expect(after.missions[0]).toMatchObject({ missionId: bets, progress: 50 });
    expect(after.missions[1]).toMatchObject({ missionId: rounds, progress: 2 });
    expect(after.missions[2]).toMatchObject({ missionId: deposit, progress: 25 });
  });

  it('pays a completed mission once, even when claims race', async () => {
    const id = await add(
      '--kind',
      'rounds',
      '--target',
      '1',
      '--reward',
      '7.25',
      '--title-en',
      'One round',
    );
    const other = await add(
      '--kind',
      'rounds',
      '--target',
      '50',
      '--reward',
      '9',
      '--title-en',
      'Fifty rounds',
    );
    expect(await claim(id)).toMatchObject({ status: 409, code: 'NOT_COMPLETE' });
    await round(h, 'questor', 1_000, 0, new Date());
    expect(await claim(other)).toMatchObject({ status: 409, code: 'NOT_COMPLETE' });
    expect(await claim(999)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const before = await balance(h, 'questor');
    const claims = () => Promise.all([claim(id), claim(id), claim(id)]);
    const answers =
      kind === 'postgres' ? await racing(h, 'ledger_transactions', claims) : await claims();
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.value).toMatchObject({ missionId: id, amount: 7.25, balance: before + 7.25 });
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused).toMatchObject({ status: 409, code: 'ALREADY_CLAIMED' });
    expect(await claim(id)).toMatchObject({ status: 409, code: 'ALREADY_CLAIMED' });
    expect(await balance(h, 'questor')).toBe(before + 7.25);
    expect(await mission(id)).toMatchObject({ status: 'claimed' });
    const [moves] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'mission-reward'
       AND idempotency_key = $1`,
      [
        `mission:${id}:${(await h.db.query<{ id: number }>("SELECT id FROM accounts WHERE username = 'questor'"))[0]?.id}`,
      ],
    );
    expect(moves?.n).toBe(1);
    // The reward is a bonus of bonusDetails.
    const bonuses = await h.call({ method: 'GET', url: '/wps/member/records/bonuses', token });
    expect(bonuses.statusCode, bonuses.body).toBe(200);
    expect(bonuses.json().value.records[0]).toMatchObject({ kind: 'mission-reward', amount: 7.25 });
    // Ended, a claimed mission keeps its claim and leaves the summary.
    await runCli(h.db, ['mission-end', String(id)]);
    expect(await mission(id)).toBeUndefined();
    expect(await claim(id)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await runCli(h.db, ['missions'])).toMatch(new RegExp(`#${id} ended .*; 1 claim$`, 'mu'));
  });

  it('gives a trial account no mission and refuses its claims', async () => {
    const free = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trial = free.json().value.token as string;
    expect((await summary(trial)).value).toEqual({ claimableCount: 0, missions: [] });
    expect(await claim(1, trial)).toMatchObject({ status: 403, code: 'TRIAL_FORBIDDEN' });
    const res = await h.call({ method: 'GET', url: '/wps/relay/GCS_missionSummary' });
    expect(res.statusCode).toBe(401);
  });

  it('ranks the members by valid bets with their names partly hidden, and the member’s own', async () => {
    const board = async (period: string, t = token) => {
      const res = await h.call({
        method: 'GET',
        url: `/wps/relay/GCS_missionLeaderboard?period=${period}`,
        token: t,
      });
      return { status: res.statusCode, value: res.json().value, code: res.json().code };
    };
    // questor: 20 + 30 + 10 today (40 yesterday); rivalplayer: 100 today.
    const week = (await board('week')).value;
    expect(week.period).toBe('week');
    // Equal valid bets share a rank.
    expect(week.leaders).toEqual([
      { rank: 1, username: 'qu***r', validBets: 100 },
      { rank: 1, username: 'ri***r', validBets: 100 },
    ]);
    expect(week.mine).toEqual({ rank: 1, username: 'qu***r', validBets: 100 });
    const day = (await board('day')).value;
    expect(day.leaders).toEqual([
      { rank: 1, username: 'ri***r', validBets: 100 },
      { rank: 2, username: 'qu***r', validBets: 60 },
    ]);
    expect(day.mine).toEqual({ rank: 2, username: 'qu***r', validBets: 60 });
    expect((await board('year')).status).toBe(400);
    // A member without bets has no line of its own.
    await account(h, 'member', 'idleplayer');
    expect((await board('day', await tokenOf(h, 'idleplayer'))).value.mine).toBeNull();
  });
});
