// The points mall: points earned from valid bets at the operator's rates (nothing lost to
// rounding), a redeem taking its points and one unit at once (once per request, never oversold,
// never below zero), the operator's decision (In Process to Approved or Rejected, once), the
// conversion paid once through the ledger, and the points check clean after all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, balance, PASSWORD, racing, round, tokenOf } from '../agent/contractTestKit';
import { runCli } from '../cli';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

const R = '/wps/relay/GCS_';

describe.each(BACKENDS)('the points mall on %s', (kind) => {
  let h: Harness;
  const tokens = new Map<string, string>();
  let serial = 0;
  const get = async (user: string, path: string) => {
    const res = await h.call({ method: 'GET', url: `${R}${path}`, token: tokens.get(user) ?? '' });
    return { status: res.statusCode, value: res.json().value, code: res.json().code as string };
  };
  const post = async (user: string, path: string, payload: Record<string, unknown>) => {
    const res = await h.call({
      method: 'POST',
      url: `${R}${path}`,
      token: tokens.get(user) ?? '',
      payload: { password: PASSWORD, requestId: `req-${(serial += 1)}-points`, ...payload },
    });
    return { status: res.statusCode, value: res.json().value, code: res.json().code as string };
  };
  const points = async (user: string) => (await get(user, 'pointBalance')).value.points as number;
  const cli = (...args: string[]) => runCli(h.db, args);
  const rewardId = (out: string) => Number(/#(\d+)/u.exec(out)?.[1]);

  beforeAll(async () => {
    h = await startHarness(kind);
    for (const user of ['earner', 'racer1', 'racer2']) {
      await account(h, 'member', user);
      await cli('credit', user, '5000');
      tokens.set(user, await tokenOf(h, user));
    }
  }, 120_000);
  afterAll(async () => {
    expect(await cli('ledger-check')).toMatch(/^ledger OK/u);
    expect(await cli('points-check')).toMatch(/^points OK/u);
    await h?.close();
  });

  it('lets the operator set the rates and the catalogue with the CLI, refusing bad input', async () => {
    expect(await cli('points-rate', 'RNG=1.5', '--convert', '2.00', '--min', '100')).toBe(
      'points per 1.00 of valid bets: FISH 1, LIVE 0.5, LOTT 0.5, RNG 1.5; 100 points convert into 2.00 (at least 100 points)',
    );
    for (const [args, message] of [
      [['points-rate', 'RNG=abc'], /TYPE=POINTS/u],
      [['points-rate', 'CHESS=1'], /no game type CHESS/u],
      [['points-rate', 'RNG=101'], /above the 100/u],
      [['points-rate', '--min', '0'], /--min must be a whole number above 0/u],
      [['points-rate', '--convert', '1.234'], /--convert must be 0 or more/u],
      [['points-reward-add'], /takes a name first/u],
      [['points-reward-add', 'Cup', '--points', '0', '--stock', '1'], /--points must be/u],
      [['points-reward-add', 'Cup', '--points', '5', '--stock', '-1'], /--stock must be/u],
      [['points-reward-add', 'Cup', '--points', '5', '--stock', '1', '--kind', 'car'], /--kind/u],
      [['points-reward-add', 'Cup', '--points', '5', '--colour', 'red'], /unknown option/u],
      [['points-reward-stock', '99999', '5'], /no reward #99999/u],
      [['points-reward-stock', '1', '0'], /other than 0/u],
      [['redeems', '--status', 'lost'], /--status is one of/u],
      [['redeem-approve', 'x'], /the redeem id must be/u],
      [['redeem-approve', '99999'], /no redeem #99999/u],
      [['redeem-reject', '1'], /--reason/u],
      [['vip-level-add', '1', 'Gold'], /takes a level, a name/u],
      [['vip-level-add', '100', 'Gold', '5'], /from 1 to 99/u],
    ] as const)
      await expect(cli(...args)).rejects.toThrow(message);
    // A refused command changed nothing.
    expect(await cli('points-rate')).toMatch(/RNG 1\.5;/u);
    await expect(cli('points-reward-stock', '1', '-99999')).rejects.toThrow(/cannot lose 99999/u);
  });

  it('earns points from settled bets at the rate, carrying fractions, each bet once', async () => {
    expect(await points('earner')).toBe(0);
    // 10.33 at 1.5 a unit: 15.495 points, 15 now and 0.495 carried; then 0.34 more: 0.51 → 16.
    await round(h, 'earner', 1_033, 0, new Date());
    expect(await points('earner')).toBe(15);
    await round(h, 'earner', 34, 100, new Date());
    const [a, b] = await Promise.all([
      get('earner', 'pointBalance'),
      get('earner', 'pointBalance'),
    ]);
    expect([a.value.points, b.value.points]).toEqual([16, 16]);
    expect(a.value).toEqual({ points: 16, earned: 16, spent: 0 });
    const details = await get('earner', 'memberPointTransactionDetails');
    expect(details.value).toMatchObject({
      total: 2,
      list: [
        { kind: 'earn', points: 1 },
        { kind: 'earn', points: 15, balance: 15, validBets: 10.33 },
      ],
    });
    expect((await get('earner', 'pointConfig')).value).toEqual({
      rates: [
        { gameType: 'FISH', rate: 1 },
        { gameType: 'LIVE', rate: 0.5 },
        { gameType: 'LOTT', rate: 0.5 },
        { gameType: 'RNG', rate: 1.5 },
      ],
      convertAmount: 2,
      minConvert: 100,
    });
  });

  it('redeems once per request, checks the password, the address and the points', async () => {
    const cheap = rewardId(
      await cli('points-reward-add', 'Sticker', '--points', '10', '--stock', '5'),
    );
    const item = rewardId(
      await cli(
        'points-reward-add',
        'Cap',
        '--points',
        '5',
        '--stock',
        '5',
        '--kind',
        'item',
        '--amount',
        '9.90',
      ),
    );
    const catalogue = (await get('earner', 'pointRewards')).value.rewards;
    expect(catalogue).toContainEqual(
      expect.objectContaining({
        rewardId: item,
        name: 'Cap',
        kind: 'item',
        points: 5,
        amount: 9.9,
        stock: 5,
      }),
    );
    expect(
      await post('earner', 'pointRedeem', { rewardId: cheap, password: 'not it at all' }),
    ).toMatchObject({
      status: 400,
      code: 'POINTS_PASSWORD_WRONG',
    });
    expect(await post('earner', 'pointRedeem', { rewardId: item })).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect(await post('earner', 'pointRedeem', { rewardId: 99_999 })).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    // Two sends of one request at once: one redeem.
    const ask = { rewardId: cheap, requestId: 'same-request-1' };
    const [x, y] = await Promise.all([
      post('earner', 'pointRedeem', ask),
      post('earner', 'pointRedeem', ask),
    ]);
    expect(x.value.redeem).toEqual(y.value.redeem);
    expect(x.value.redeem).toMatchObject({
      status: 'in_process',
      points: 10,
      quantity: 1,
      address: null,
    });
    expect(await points('earner')).toBe(6);
    // 6 points left: a second sticker is refused, nothing taken.
    expect(await post('earner', 'pointRedeem', { rewardId: cheap })).toMatchObject({
      status: 400,
      code: 'POINTS_INSUFFICIENT',
    });
    const cap = await post('earner', 'pointRedeem', {
      rewardId: item,
      address: ' 1 Main St, Springfield ',
    });
    expect(cap.value).toMatchObject({
      points: 1,
      redeem: { address: '1 Main St, Springfield', amount: 9.9 },
    });
    const [stock] = await h.db.query<{ stock: number }>(
      'SELECT stock FROM points_rewards WHERE id = $1',
      [cheap],
    );
    expect(stock?.stock).toBe(4);
    expect(await cli('points-check')).toMatch(/^points OK/u);
  });

  it('moves a redeem from In Process to Approved or Rejected once, giving back once', async () => {
    const list = (await get('earner', 'pointRedeemList')).value;
    expect(list).toMatchObject({
      total: 2,
      list: [{ rewardName: 'Cap' }, { rewardName: 'Sticker' }],
    });
    const [cap, sticker] = list.list.map((r: { redeemId: number }) => r.redeemId);
    expect(await cli('redeems', '--status', 'in_process')).toMatch(
      /Cap 5 points in_process to 1 Main St/u,
    );
    expect(await cli('redeem-approve', String(cap))).toBe(`redeem #${cap} approved`);
    await expect(cli('redeem-reject', String(cap), '--reason', 'late')).rejects.toThrow(
      /approved already/u,
    );
    await expect(cli('redeem-approve', String(cap))).rejects.toThrow(/approved already/u);
    const rejections = await Promise.allSettled([
      cli('redeem-reject', String(sticker), '--reason', 'Out of season'),
      cli('redeem-reject', String(sticker), '--reason', 'Out of season'),
    ]);
    expect(rejections.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await expect(cli('redeem-approve', String(sticker))).rejects.toThrow(/rejected already/u);
    expect(await points('earner')).toBe(11);
    const rejected = (await get('earner', 'pointRedeemList?status=rejected')).value;
    expect(rejected).toMatchObject({
      total: 1,
      list: [{ status: 'rejected', reason: 'Out of season' }],
    });
    expect(rejected.list[0].decidedAt).not.toBeNull();
    const [stock] = await h.db.query<{ stock: number }>(
      "SELECT stock FROM points_rewards WHERE name = 'Sticker'",
    );
    expect(stock?.stock).toBe(5);
    const refunds = (await get('earner', 'memberPointTransactionDetails?kind=refund')).value;
    expect(refunds).toMatchObject({
      total: 1,
      list: [{ points: 10, rewardName: 'Sticker', balance: 11 }],
    });
  });

  it('never oversells the last unit to members redeeming it at once', async () => {
    const last = rewardId(
      await cli('points-reward-add', 'Last one', '--points', '20', '--stock', '1'),
    );
    for (const user of ['racer1', 'racer2']) await round(h, user, 10_000, 0, new Date());
    expect([await points('racer1'), await points('racer2')]).toEqual([150, 150]);
    const both = () =>
      Promise.all(['racer1', 'racer2'].map((u) => post(u, 'pointRedeem', { rewardId: last })));
    const answers = kind === 'postgres' ? await racing(h, 'points_rewards', both) : await both();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.find((a) => a.status !== 200)).toMatchObject({
      status: 409,
      code: 'POINTS_OUT_OF_STOCK',
    });
    expect((await points('racer1')) + (await points('racer2'))).toBe(280);
    await expect(cli('points-reward-stock', String(last), '-1')).rejects.toThrow(/has 0 in stock/u);
  });

  it('converts points into cash once, through the ledger', async () => {
    const before = await balance(h, 'racer1');
    const have = await points('racer1');
    expect(await post('racer1', 'pointConvert', { points: 99 })).toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    expect(await post('racer1', 'pointConvert', { points: have + 1 })).toMatchObject({
      status: 400,
      code: 'POINTS_INSUFFICIENT',
    });
    const ask = { points: 101, requestId: 'convert-once-1' };
    const answers = await Promise.all([1, 2, 3].map(() => post('racer1', 'pointConvert', ask)));
    for (const a of answers)
      expect(a.value).toMatchObject({ points: 101, amount: 2.02, pointsLeft: have - 101 });
    expect(await balance(h, 'racer1')).toBeCloseTo(before + 2.02, 2);
    expect(await points('racer1')).toBe(have - 101);
    const [moves] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'points-convert'",
    );
    expect(moves?.n).toBe(1);
    const lines = (await get('racer1', 'memberPointTransactionDetails?kind=convert')).value;
    expect(lines.list).toMatchObject([{ points: -101, amount: 2.02 }]);
    await cli('points-rate', '--convert', '0');
    expect(await post('racer1', 'pointConvert', { points: 100 })).toMatchObject({
      status: 403,
      code: 'FEATURE_DISABLED',
    });
    expect(await cli('ledger-check')).toMatch(/^ledger OK/u);
    expect(await cli('points-check')).toMatch(/^points OK/u);
  });

  it('ranks members by the operator’s VIP levels', async () => {
    expect(await cli('vip-level-add', '1', 'Bronze', '50', '--benefit', 'Faster withdrawals')).toBe(
      'VIP level 1 Bronze: from 50.00 of valid bets, 1 benefit',
    );
    await cli(
      'vip-level-add',
      '2',
      'Silver',
      '200',
      '--benefit',
      'Birthday gift',
      '--benefit',
      'Host',
    );
    await expect(cli('vip-level-add', '3', 'Gold', '100')).rejects.toThrow(
      /a higher level needs more/u,
    );
    await expect(cli('vip-level-add', '3', 'Gold', '200')).rejects.toThrow(
      /already starts at 200.00/u,
    );
    const vip = await h.call({
      method: 'GET',
      url: '/wps/member/vip',
      token: tokens.get('racer1') ?? '',
    });
    // The demo's levels 3 and 4 stay above the two replaced.
    expect(vip.json().value.levels.slice(0, 2)).toEqual([
      { level: 1, name: 'Bronze', validBets: 50, benefits: ['Faster withdrawals'] },
      { level: 2, name: 'Silver', validBets: 200, benefits: ['Birthday gift', 'Host'] },
    ]);
    expect(vip.json().value).toMatchObject({
      level: 1,
      validBets: 100,
      next: { level: 2, name: 'Silver', remaining: 100 },
    });
    const info = await h.call({
      method: 'GET',
      url: '/wps/member/info',
      token: tokens.get('racer1') ?? '',
    });
    expect(info.json().value).toMatchObject({
      hasVip: true,
      vipLabelName: 'Bronze',
      vipRankLevel: 1,
    });
    expect(await cli('vip-levels')).toMatch(/^1 Bronze: from 50.00; Faster withdrawals\n2 Silver/u);
  });

  it('refuses trial accounts, callers without a session, and everyone while PTSYS3 is off', async () => {
    const res = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    tokens.set('trial', res.json().value.token as string);
    expect(await get('trial', 'pointBalance')).toMatchObject({
      status: 403,
      code: 'TRIAL_FORBIDDEN',
    });
    expect(
      (await h.call({ method: 'GET', url: '/wps/member/vip', token: tokens.get('trial') ?? '' }))
        .statusCode,
    ).toBe(403);
    expect((await h.call({ method: 'GET', url: `${R}pointBalance` })).statusCode).toBe(401);
    await runCli(h.db, ['flags', 'off', 'PTSYS3']);
    for (const path of [
      'pointBalance',
      'pointRewards',
      'pointRedeemList',
      'pointConfig',
      'memberPointTransactionDetails',
    ])
      expect(await get('earner', path)).toMatchObject({ status: 403, code: 'FEATURE_DISABLED' });
    expect(await post('earner', 'pointRedeem', { rewardId: 1 })).toMatchObject({
      status: 403,
      code: 'FEATURE_DISABLED',
    });
  });
});
