import { calls, MemberInfoValue, SuccessEnvelope } from '@portal/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, login, startHarness, type Harness } from '../test/harness';

const LOGIN = { method: 'POST', url: '/wps/session/login' } as const;

describe.each(BACKENDS)('sessions, free play and the merchant header on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  describe('sessions', () => {
    it('serves member info to the session, with VIP and agent details', async () => {
      const vip = await h.call({
        method: 'GET',
        url: '/wps/member/info',
        token: await login(h, 'vip01', 'Vip12345'),
      });
      expect(vip.statusCode).toBe(200);
      expect(Value.Check(SuccessEnvelope(MemberInfoValue), vip.json())).toBe(true);
      expect(vip.json().value).toMatchObject({
        account: 'vip01',
        hasVip: true,
        vipLabelName: 'VIP 3',
        vipRankLevel: 3,
        balance: 88000,
        currencySymbol: '$',
      });
      const down = await h.call({
        method: 'GET',
        url: '/wps/member/info',
        token: await login(h, 'down01', 'Down1234'),
      });
      expect(down.json().value).toMatchObject({ upline: 'agent01', isAgent: false, hasVip: false });
    });

    it('kills the token at logout', async () => {
      const token = await login(h, 'demo01', 'Demo1234');
      expect((await h.call({ method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(
        200,
      );
      const out = await h.call({ method: 'DELETE', url: '/wps/session/logout', token });
      expect(out.json()).toEqual({ success: true, value: null });
      const after = await h.call({ method: 'GET', url: '/wps/member/info', token });
      expect(after.statusCode).toBe(401);
      expect(
        (await h.call({ method: 'DELETE', url: '/wps/session/logout', token })).statusCode,
      ).toBe(401);
    });

    it('expires a session past its absolute and its idle limits', async () => {
      const absolute = await login(h, 'demo01', 'Demo1234');
      const idle = await login(h, 'demo01', 'Demo1234');
      const { sha256 } = await import('../security/tokens');
      await h.db.query(
        "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
        [sha256(absolute)],
      );
      await h.db.query(
        "UPDATE sessions SET last_seen_at = now() - interval '61 minutes' WHERE token_hash = $1",
        [sha256(idle)],
      );
      expect(
        (await h.call({ method: 'GET', url: '/wps/member/info', token: absolute })).statusCode,
      ).toBe(401);
      expect(
        (await h.call({ method: 'GET', url: '/wps/member/info', token: idle })).statusCode,
      ).toBe(401);
    });

    // Spec 6: every token-required call this server serves answers 401 without a live token.
    const tokenCalls = Object.values(calls).filter((c) => c.token);
    it.each(tokenCalls.map((c) => [c.id, c] as const))(
      '%s answers 401 without a token or with a bad one',
      async (_id, c) => {
        const payload = c.body
          ? { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }
          : undefined;
        for (const token of [undefined, 'A'.repeat(43), 'not a token']) {
          const res = await h.call({
            method: c.method,
            url: c.path,
            ...(payload ? { payload } : {}),
            ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
          });
          expect(res.statusCode, `${c.id} with ${token}`).toBe(401);
          expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
        }
      },
    );
    it('opens the portal from an address by a single-use code, never by a session token', async () => {
      const token = await login(h, 'demo01', 'Demo1234');
      const exchange = (code: string) =>
        h.call({ method: 'POST', url: '/wps/session/exchange', payload: { code } });
      expect((await h.call({ method: 'POST', url: '/wps/session/handoff' })).statusCode).toBe(401);
      const handoff = await h.call({ method: 'POST', url: '/wps/session/handoff', token });
      const { code, expiresAt } = handoff.json().value as { code: string; expiresAt: string };
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
      // A live session token is no code: an address that carries one opens nothing.
      expect((await exchange(token)).json()).toMatchObject({ code: 'HANDOFF_INVALID' });
      const opened = await exchange(code);
      expect(opened.json().value).toMatchObject({ account: 'demo01' });
      const session = (opened.json().value as { token: string }).token;
      expect(session).not.toBe(token);
      expect(
        (await h.call({ method: 'GET', url: '/wps/member/info', token: session })).statusCode,
      ).toBe(200);
      // Once only, and only while it is fresh.
      const again = await exchange(code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'HANDOFF_INVALID' });
      const late = (await h.call({ method: 'POST', url: '/wps/session/handoff', token })).json()
        .value.code as string;
      await h.db.query("UPDATE session_handoffs SET expires_at = now() - interval '1 second'");
      expect((await exchange(late)).json()).toMatchObject({ code: 'HANDOFF_INVALID' });
    });

    it('covers the token calls of spec 6 that this server serves', () => {
      expect(tokenCalls.map((c) => c.id).sort()).toEqual([
        'activityApplication',
        'activityApply',
        'activityClaim',
        'activityList',
        'addressForget',
        'ageConfirm',
        'agentAnnouncements',
        'agentContracts',
        'agentDownlines',
        'agentIncome',
        'agentInvite',
        'agentOfferContract',
        'agentOpenAccount',
        'agentSettlements',
        'agentTeamBets',
        'agentTeamOverview',
        'agentTeamTransactions',
        'agentUserLoss',
        'availablePromo',
        'avatarPick',
        'avatarUpload',
        'balance',
        'betRecords',
        'bonusRecords',
        'changePassword',
        'chatPost',
        'claimPromo',
        'consolidated',
        'contractAction',
        'depositChannels',
        'depositCreate',
        'depositList',
        'emailBind',
        'emailCode',
        'favouriteAdd',
        'favouriteIds',
        'favouriteList',
        'favouriteRemove',
        'knownAddresses',
        'launchGame',
        'liveChatLaunch',
        'liveEvents',
        'logout',
        'lotteryLaunch',
        'lottoOpenedNumbers',
        'memberIcon',
        'memberInfo',
        'merchantWallet',
        'messageList',
        'messageRead',
        'missionClaim',
        'missionLeaderboard',
        'missionSummary',
        'mobileBind',
        'mobileCode',
        'myContracts',
        'pointBalance',
        'pointConfig',
        'pointConvert',
        'pointDetails',
        'pointRedeem',
        'pointRedeemList',
        'pointRewards',
        'profileInfo',
        'profileSessions',
        'profitReport',
        'pvpRooms',
        'raffleClaim',
        'raffleList',
        'realityCheck',
        'realityCheckAnswer',
        'realityCheckSet',
        'rebateClaim',
        'rebateInfo',
        'receivingAccountAdd',
        'receivingAccountRemove',
        'recentGames',
        'redEnvelopeGrab',
        'referralClaim',
        'referralInfo',
        'responsibleHistory',
        'responsibleLimitConfirm',
        'responsibleLimitSet',
        'responsibleSelfExclude',
        'responsibleSessionLimit',
        'responsibleState',
        'responsibleTimeOut',
        'sessionHandoff',
        'sessionsLogout',
        'socialIdentities',
        'socialLink',
        'socialUnlink',
        'transactions',
        'transferDownline',
        'transferUpline',
        'unreadMessage',
        'vipInfo',
        'vnRecentGames',
        'walletTransfer',
        'withdrawConfirm',
        'withdrawCreate',
        'withdrawInfo',
        'withdrawList',
        'withdrawPassword',
      ]);
    });
  });

  describe('free play', () => {
    it('creates a trial account (type 4) with the demo balance, kept out of member-only calls', async () => {
      const res = await h.call({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { os: 'linux', platform: 'W' },
      });
      expect(res.statusCode).toBe(200);
      const session = res.json().value;
      expect(session).toMatchObject({
        type: 4,
        isTrial: true,
        isAgent: false,
        firstTimeLogin: true,
      });
      const info = await h.call({ method: 'GET', url: '/wps/member/info', token: session.token });
      expect(info.json().value).toMatchObject({ isTrial: true, balance: 2000 });
      const change = await h.call({
        method: 'POST',
        url: '/wps/member/password',
        token: session.token,
        payload: { oldPassword: 'x', newPassword: 'abc123', confirmNewPassword: 'abc123' },
      });
      expect(change.statusCode).toBe(403);
      expect(change.json()).toMatchObject({
        code: 'TRIAL_FORBIDDEN',
        message: 'in_need_true_account',
      });
      // A trial account has no password to log in with.
      const byName = await h.call({
        ...LOGIN,
        payload: { username: session.account, password: '!', type: 'username' },
      });
      expect(byName.json().code).toBe('BAD_CREDENTIALS');
    });

    it('is refused when the operator turns free play off', async () => {
      const { getSetting, setSetting } = await import('../settings/settings');
      const flags = await getSetting(h.db, 'whitelabel');
      await setSetting(
        h.db,
        'whitelabel',
        flags.filter((f) => f !== 'FREEPLAY3'),
      );
      try {
        const res = await h.call({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          payload: {},
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FEATURE_DISABLED');
      } finally {
        await setSetting(h.db, 'whitelabel', flags);
      }
    });
  });

  describe('merchant header', () => {
    it.each([[null], ['OTHER']])('refuses merchant %s on every call', async (merchant) => {
      for (const c of Object.values(calls)) {
        const res = await h.call({ method: c.method, url: c.path, merchant });
        expect(res.statusCode, c.id).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          code: 'MERCHANT_INVALID',
          message: 'Unknown merchant',
        });
      }
    });
  });

  describe('gateway version header', () => {
    it('refuses another version on every call, and serves 3 or none', async () => {
      for (const c of Object.values(calls)) {
        const res = await h.call({
          method: c.method,
          url: c.path,
          headers: { 'x-gateway-version': '2' },
        });
        expect(res.statusCode, c.id).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          code: 'VALIDATION',
          message: 'X-Gateway-Version: only version 3 is served',
        });
      }
      for (const version of ['3', undefined]) {
        const res = await h.call({
          method: 'GET',
          url: calls.systemInfo.path,
          headers: version ? { 'x-gateway-version': version } : {},
        });
        expect(res.statusCode).toBe(200);
      }
    });
  });
});
