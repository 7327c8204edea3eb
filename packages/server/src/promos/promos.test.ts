import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import { DEMO_PROMO_BONUSES } from '../db/seed/member-demo';
import { balanceCents, checkLedger } from '../ledger/ledger';
import { setSetting } from '../settings/settings';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

interface Available {
  availablePromoCount: number;
  availablePromo: { REFERRAL: { enabled: boolean } };
  promos: {
    promotionId: number;
    promoType: string;
    title: string;
    claimAmount: number;
    endsAt: string | null;
    language: string;
  }[];
}

describe.each(BACKENDS)('available promos and claims on %s', (kind) => {
  let h: Harness;
  let demo: string;
  let vip: string;
  let trial: string;
  let demoId = 0;
  const promotion: Record<string, number> = {};

  beforeAll(async () => {
    h = await startHarness(kind);
    demo = await login(h, 'demo01', 'Demo1234');
    vip = await login(h, 'vip01', 'Vip12345');
    const res = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trial = (res.json() as { value: { token: string } }).value.token;
    for (const row of await h.db.query<{ id: number; seed_key: string }>(
      'SELECT id, seed_key FROM content_promotions WHERE seed_key IS NOT NULL',
    ))
      promotion[row.seed_key] = row.id;
    const [account] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username = 'demo01'",
    );
    demoId = account?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const available = async (token: string, query = ''): Promise<Available> => {
    const res = await h.call({
      method: 'GET',
      url: `/wps/relay/GCS_availablePromo${query}`,
      token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { value: Available }).value;
  };
  const claim = (token: string, payload: unknown) =>
    h.call({ method: 'POST', url: '/wps/relay/GCS_claimPromo', token, payload: payload as object });

  it('lists the seeded bonuses a member may claim: VIP ones for VIP members only', async () => {
    expect(DEMO_PROMO_BONUSES.map((b) => b.promotion)).toEqual(['welcome-100', 'vip-birthday']);
    const mine = await available(demo);
    expect(mine).toEqual({
      availablePromoCount: 1,
      availablePromo: { REFERRAL: { enabled: true } },
      promos: [
        {
          promotionId: promotion['welcome-100'],
          promoType: 'NEW',
          title: 'Bono de bienvenida del 100 %',
          claimAmount: 50,
          endsAt: null,
          language: 'es',
        },
      ],
    });
    const vips = await available(vip, '?language=en');
    expect(vips.availablePromoCount).toBe(2);
    expect(vips.promos.map((p) => [p.promoType, p.title, p.claimAmount, p.language])).toEqual([
      ['NEW', '100% welcome bonus', 50, 'en'],
      ['VIP', 'VIP birthday gift', 288, 'en'],
    ]);
  });

  it('gives a trial account no promos and no referral', async () => {
    expect(await available(trial)).toEqual({
      availablePromoCount: 0,
      availablePromo: { REFERRAL: { enabled: false } },
      promos: [],
    });
    const res = await claim(trial, { promotionId: promotion['welcome-100'] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
  });

  it('credits a claim once through the ledger, from the house', async () => {
    const before = await balanceCents(h.db, demoId);
    const res = await claim(demo, { promotionId: promotion['welcome-100'] });
    expect(res.statusCode, res.body).toBe(200);
    const value = (res.json() as { value: { amount: number; balance: number; claimedAt: string } })
      .value;
    expect(value).toMatchObject({
      promotionId: promotion['welcome-100'],
      amount: 50,
      balance: (before + 5_000) / 100,
    });
    expect(await balanceCents(h.db, demoId)).toBe(before + 5_000);
    expect((await available(demo)).availablePromoCount).toBe(0);
    const again = await claim(demo, { promotionId: promotion['welcome-100'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_CLAIMED' });
    expect(await balanceCents(h.db, demoId)).toBe(before + 5_000);
    const [house] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.ledger_account_id
       WHERE a.kind = 'house' AND e.amount = -50`,
    );
    expect(house?.n).toBe(1);
    expect(await checkLedger(h.db)).toMatchObject({
      total: 0,
      negative: [],
      unbalanced: [],
      drifted: [],
    });
  });

  it('credits concurrent claims of one member once', async () => {
    const [vipAccount] = await h.db.query<{ id: number }>(
      "SELECT id FROM accounts WHERE username = 'vip01'",
    );
    const before = await balanceCents(h.db, vipAccount?.id ?? 0);
    const answers = await Promise.all(
      [1, 2, 3].map(() => claim(vip, { promotionId: promotion['vip-birthday'] })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceCents(h.db, vipAccount?.id ?? 0)).toBe(before + 28_800);
  });

  it('refuses a promotion that is not available as not found, and bad bodies as VALIDATION', async () => {
    const notAvailable = [
      promotion['vip-birthday'], // VIP only
      promotion['daily-rebate'], // no bonus
      999_999, // no such promotion
    ];
    for (const promotionId of notAvailable) {
      const res = await claim(demo, { promotionId });
      expect(res.statusCode, String(promotionId)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const payload of [{}, { promotionId: 0 }, { promotionId: 'x' }, { promotionId: 1.5 }]) {
      const res = await claim(demo, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const lang = await h.call({
      method: 'GET',
      url: '/wps/relay/GCS_availablePromo?language=not a language',
      token: demo,
    });
    expect(lang.statusCode).toBe(400);
  });

  it('lets the operator give and take a bonus with the CLI; a withdrawn promotion has none to claim', async () => {
    const rebate = promotion['daily-rebate'] ?? 0;
    expect(await runCli(h.db, ['promo-bonus', String(rebate), '12.5'])).toBe(
      `promotion #${rebate} (REBATE): members may claim 12.50 once (0 claims so far)`,
    );
    expect((await available(demo)).promos.map((p) => [p.promotionId, p.claimAmount])).toEqual([
      [rebate, 12.5],
    ]);
    expect(await runCli(h.db, ['promo-bonus', String(promotion['welcome-100']), 'off'])).toBe(
      `promotion #${promotion['welcome-100']}: no bonus to claim any more (1 claim so far, kept)`,
    );
    // A withdrawn promotion is not live: its bonus cannot be claimed.
    await h.db.query('UPDATE content_promotions SET withdrawn_at = now() WHERE id = $1', [rebate]);
    expect((await available(demo)).availablePromoCount).toBe(0);
    expect((await claim(demo, { promotionId: rebate })).statusCode).toBe(404);
    await expect(runCli(h.db, ['promo-bonus', String(rebate), '5'])).rejects.toThrow(
      `promotion ${rebate} is not live: no member could claim its bonus`,
    );
    await h.db.query('UPDATE content_promotions SET withdrawn_at = NULL WHERE id = $1', [rebate]);
  });

  it('refuses bad promo-bonus input with a clear message and changes nothing', async () => {
    const before = await h.db.query(
      'SELECT id, claim_amount::text FROM content_promotions ORDER BY id',
    );
    const cases: [string[], string][] = [
      [['promo-bonus'], 'promo-bonus takes a promotion id and an amount (or off)'],
      [['promo-bonus', '1'], 'promo-bonus takes a promotion id and an amount (or off)'],
      [['promo-bonus', '1', '5', 'x'], 'promo-bonus takes a promotion id and an amount (or off)'],
      [['promo-bonus', 'one', '5'], 'the promotion id must be a whole number above 0, not "one"'],
      [['promo-bonus', '0', '5'], 'the promotion id must be a whole number above 0, not "0"'],
      [['promo-bonus', '999999', '5'], 'no promotion 999999'],
      [['promo-bonus', '1', '0'], 'a number above 0 with at most two decimals (or off), not "0"'],
      [['promo-bonus', '1', '-5'], 'not "-5"'],
      [['promo-bonus', '1', '1.234'], 'not "1.234"'],
      [['promo-bonus', '1', 'lots'], 'not "lots"'],
    ];
    for (const [args, message] of cases)
      await expect(runCli(h.db, args), args.join(' ')).rejects.toThrow(message);
    expect(
      await h.db.query('SELECT id, claim_amount::text FROM content_promotions ORDER BY id'),
    ).toEqual(before);
  });

  it('switches the referral promo with the CLI, within the affiliate module', async () => {
    expect(await runCli(h.db, ['referral'])).toBe('referral on');
    expect(await runCli(h.db, ['referral', 'off'])).toBe('referral off');
    expect((await available(demo)).availablePromo.REFERRAL.enabled).toBe(false);
    expect(await runCli(h.db, ['referral', 'on'])).toBe('referral on');
    expect((await available(demo)).availablePromo.REFERRAL.enabled).toBe(true);
    const [flags] = await h.db.query<{ value: string[] }>(
      "SELECT value FROM settings WHERE key = 'whitelabel'",
    );
    await setSetting(
      h.db,
      'whitelabel',
      (flags?.value ?? []).filter((f) => f !== 'AFFMAN3'),
    );
    expect((await available(demo)).availablePromo.REFERRAL.enabled).toBe(false);
    expect(await runCli(h.db, ['referral'])).toBe(
      'referral on (the affiliate module AFFMAN3 is off: members see no referral)',
    );
    await setSetting(h.db, 'whitelabel', flags?.value ?? []);
    for (const args of [
      ['referral', 'maybe'],
      ['referral', 'on', 'now'],
    ])
      await expect(runCli(h.db, args)).rejects.toThrow('referral takes on or off');
  });
});
