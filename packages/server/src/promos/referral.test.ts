// Invite friends: a member's code registers friends under its upline, each friend's progress is
// read from its bets, and the inviter's reward for a friend who qualified is paid once, even when
// claims race; the operator's switch and rules are honoured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, round, tokenOf } from '../agent/contractTestKit';
import { runCli } from '../cli';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';
import { hideName } from './referral';

describe('a friend’s name as the inviter sees it', () => {
  it('keeps its ends and hides the middle', () => {
    expect(hideName('amigo2026')).toBe('am***6');
    expect(hideName('ana')).toBe('a***');
  });
});

describe.each(BACKENDS)('invite friends on %s', (kind) => {
  let h: Harness;
  let inviter = '';
  const get = async (token: string) => {
    const res = await h.call({ method: 'GET', url: '/wps/member/referral', token });
    return { status: res.statusCode, code: res.json().code, value: res.json().value };
  };
  const claim = async (token: string) => {
    const res = await h.call({
      method: 'POST',
      url: '/wps/member/referral/claim',
      token,
      payload: {},
    });
    return { status: res.statusCode, code: res.json().code, value: res.json().value };
  };
  const register = async (username: string, referralCode: string) =>
    h.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: {
        captcha: await h.solveCaptcha(),
        username,
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
        referralCode,
      },
    });

  beforeAll(async () => {
    h = await startHarness(kind);
    await account(h, 'agent', 'refagent');
    await account(h, 'member', 'refhost', 'refagent');
    inviter = await tokenOf(h, 'refhost');
    await runCli(h.db, ['referral', 'on']);
  }, 120_000);
  afterAll(async () => {
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
    await h?.close();
  });

  it('lets the operator set the rules, and refuses bad ones', async () => {
    expect(await runCli(h.db, ['referral-rules'])).toBe(
      'referral reward 10.00 for each friend whose valid bets reach 100.00',
    );
    expect(await runCli(h.db, ['referral-rules', '7.5', '40'])).toBe(
      'referral reward 7.50 for each friend whose valid bets reach 40.00',
    );
    for (const args of [['0', '10'], ['1.234', '10'], ['5', '-1'], ['5'], ['5', '1', '2']])
      await expect(runCli(h.db, ['referral-rules', ...args])).rejects.toThrow(
        /referral|reward|bets/u,
      );
    // Switching the promo keeps the rules.
    await runCli(h.db, ['referral', 'off']);
    await runCli(h.db, ['referral', 'on']);
    expect(await runCli(h.db, ['referral-rules'])).toMatch(/reward 7\.50 .* reach 40\.00$/u);
  });

  it('gives the member a code and link that register friends under its upline', async () => {
    const info = await get(inviter);
    expect(info.status).toBe(200);
    expect(info.value).toMatchObject({ total: 0, invitees: [], reward: 7.5, minBets: 40 });
    const code = info.value.code as string;
    expect(info.value.link).toMatch(new RegExp(`/register\\?referralCode=${code}$`, 'u'));
    expect((await get(inviter)).value.code).toBe(code);
    // The code check of the registration page knows a member's code too.
    const check = await h.call({
      method: 'GET',
      url: `/wps/agent/affiliate?code=${code.toLowerCase()}`,
    });
    expect(check.statusCode, check.body).toBe(200);

    for (const name of ['friendone', 'friendtwo'])
      expect((await register(name, code)).statusCode).toBe(200);
    const [row] = await h.db.query<{ upline: string; inviter: string }>(
      `SELECT u.username AS upline, r.username AS inviter FROM accounts a
       JOIN accounts u ON u.id = a.upline_id JOIN accounts r ON r.id = a.referred_by
       WHERE a.username = 'friendone'`,
    );
    expect(row).toEqual({ upline: 'refagent', inviter: 'refhost' });
    expect((await get(inviter)).value).toMatchObject({
      total: 2,
      claimable: 0,
      invitees: [
        { username: 'fr***o', status: 'playing', validBets: 0, reward: null },
        { username: 'fr***e', status: 'playing', validBets: 0, reward: null },
      ],
    });
  });

  it('pays a qualified friend’s reward once, even when claims race', async () => {
    await runCli(h.db, ['credit', 'friendone', '100']);
    await round(h, 'friendone', 4_000, 0, new Date());
    await round(h, 'friendone', 1_000, 0, new Date());
    expect((await get(inviter)).value).toMatchObject({ claimable: 7.5 });
    const answers = await Promise.all([claim(inviter), claim(inviter), claim(inviter)]);
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.value).toMatchObject({ amount: 7.5, count: 1 });
    for (const other of answers.filter((a) => a.status !== 200))
      expect(other).toMatchObject({ status: 409, code: 'NOTHING_TO_CLAIM' });
    const info = (await get(inviter)).value;
    expect(info).toMatchObject({ claimable: 0, rewarded: 7.5 });
    expect(info.invitees[1]).toMatchObject({ status: 'rewarded', validBets: 50, reward: 7.5 });
    expect(info.invitees[0]).toMatchObject({ status: 'playing' });
    const [moves] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'referral-reward'",
    );
    expect(moves?.n).toBe(1);
  });

  it('answers nothing while the promo is off, and refuses a trial account', async () => {
    await runCli(h.db, ['referral', 'off']);
    try {
      expect(await get(inviter)).toMatchObject({ status: 403, code: 'FEATURE_DISABLED' });
      expect(await claim(inviter)).toMatchObject({ status: 403, code: 'FEATURE_DISABLED' });
      // A member's code no longer registers anyone.
      const code = (
        await h.db.query<{ c: string }>(
          "SELECT affiliate_code AS c FROM accounts WHERE username = 'refhost'",
        )
      )[0]?.c;
      const res = await register('friendoff', code ?? '');
      expect(res.json().code).toBe('AFFILIATE_INVALID');
    } finally {
      await runCli(h.db, ['referral', 'on']);
    }
    const free = await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const trial = free.json().value.token as string;
    expect(await get(trial)).toMatchObject({ status: 403, code: 'TRIAL_FORBIDDEN' });
    expect(await login(h, 'friendone', 'Kiwi Lima 4821')).toBeTruthy();
  });
});
