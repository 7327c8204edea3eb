import { calls, MemberInfoValue, SessionValue, SuccessEnvelope } from '@portal/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  lastMessage,
  login,
  smsCodeIn,
  startHarness,
  type Harness,
} from './test/harness';

const LOGIN = { method: 'POST', url: '/wps/session/login' } as const;

describe.each(BACKENDS)('sessions and members on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  describe('login', () => {
    it('logs a member in with a fresh 256-bit token and the contract shape', async () => {
      const res = await h.call({
        ...LOGIN,
        payload: { username: 'demo01', password: 'Demo1234', type: 'username' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Value.Check(SuccessEnvelope(SessionValue), body)).toBe(true);
      expect(body.value).toMatchObject({
        account: 'demo01',
        firstTimeLogin: false,
        passwordExpired: false,
        isAgent: false,
        isTrial: false,
        type: 0,
      });
      expect(Buffer.from(body.value.token, 'base64url')).toHaveLength(32);
      const again = await login(h, 'DEMO01', 'Demo1234');
      expect(again).not.toBe(body.value.token);
      const [stored] = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1',
        [body.value.token],
      );
      expect(stored?.n).toBe(0); // only the hash is stored
    });

    it('reports firstTimeLogin once, and passwordExpired for the default password', async () => {
      const first = await h.call({
        ...LOGIN,
        payload: { username: 'newbie01', password: 'Portal2024', type: 'username' },
      });
      expect(first.json().value).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
      const second = await h.call({
        ...LOGIN,
        payload: { username: 'newbie01', password: 'Portal2024', type: 'username' },
      });
      expect(second.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: true });
    });

    it('reports passwordExpired for a password older than the configured age', async () => {
      await h.db.query(
        "UPDATE accounts SET password_changed_at = now() - interval '400 days' WHERE username = 'down02'",
      );
      const res = await h.call({
        ...LOGIN,
        payload: { username: 'down02', password: 'Down1234', type: 'username' },
      });
      expect(res.json().value.passwordExpired).toBe(true);
    });

    it('answers a wrong password and an unknown account alike', async () => {
      const wrong = await h.call({
        ...LOGIN,
        payload: { username: 'vip01', password: 'nope', type: 'username' },
      });
      const unknown = await h.call({
        ...LOGIN,
        payload: { username: 'ghost999', password: 'nope', type: 'username' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        success: false,
        code: 'BAD_CREDENTIALS',
        message: 'Incorrect username or password',
      });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it.each([
      [{ password: 'x', type: 'username' }, 'username'],
      [{ username: 'demo01', type: 'username' }, 'password'],
      [{ username: 'demo01', password: 'x', type: 'email' }, 'type'],
      [{ username: '', password: 'x', type: 'username' }, 'username'],
      [
        { username: 'demo01', password: 'x', type: 'username', captchaKey: 'bad key!' },
        'captchaKey',
      ],
    ])('refuses %j naming the field %s', async (payload, field) => {
      const res = await h.call({ ...LOGIN, payload });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toContain(field);
      expect(Object.keys(body.value.fields)).toContain(field);
    });

    it('lets only agents into the agent area, and no trial account in at all', async () => {
      const member = await h.call({
        ...LOGIN,
        payload: { username: 'demo01', password: 'Demo1234', type: 'username', area: 'agent' },
      });
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({
        code: 'ONLY_AGENTS',
        message: 'Only agents can log in',
      });
      const agent = await h.call({
        ...LOGIN,
        payload: { username: 'agent02', password: 'Agent1234', type: 'username', area: 'agent' },
      });
      expect(agent.statusCode).toBe(200);
      expect(agent.json().value).toMatchObject({ isAgent: true, type: 2 });
    });

    it('refuses a disabled account only once the password is right', async () => {
      await h.db.query("UPDATE accounts SET status = 'disabled' WHERE username = 'down01'");
      const wrong = await h.call({
        ...LOGIN,
        payload: { username: 'down01', password: 'bad', type: 'username' },
      });
      expect(wrong.json().code).toBe('BAD_CREDENTIALS');
      const right = await h.call({
        ...LOGIN,
        payload: { username: 'down01', password: 'Down1234', type: 'username' },
      });
      expect(right.json().code).toBe('ACCOUNT_DISABLED');
      await h.db.query("UPDATE accounts SET status = 'active' WHERE username = 'down01'");
    });

    it('hashes passwords with argon2id m=19456 t=2 p=1', async () => {
      const rows = await h.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM accounts WHERE username = 'demo01'",
      );
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/u);
    });

    it('logs every attempt without passwords or tokens', async () => {
      const token = await login(h, 'vip01', 'Vip12345');
      await h.call({
        ...LOGIN,
        payload: { username: 'vip01', password: 'Secret-Wrong-1', type: 'username' },
      });
      await h.call({ method: 'GET', url: '/wps/member/info', token });
      const text = h.logs.join('');
      expect(text).toContain('"event":"login"');
      expect(text).toContain('"outcome":"success"');
      expect(text).toContain('"outcome":"BAD_CREDENTIALS"');
      for (const secret of ['Vip12345', 'Secret-Wrong-1', token])
        expect(text).not.toContain(secret);
    });
  });

  describe('throttling', () => {
    const attempt = (username: string, password: string, extra: object = {}) =>
      h.call({ ...LOGIN, payload: { username, password, type: 'username', ...extra } });

    it.each(['agent01', 'nobody-here'])(
      'asks %s for a captcha after 3 failures, known or not',
      async (username) => {
        const answers = [];
        for (let i = 0; i < 3; i += 1) answers.push((await attempt(username, 'wrong')).json());
        expect(answers[0]).toEqual({
          success: false,
          code: 'BAD_CREDENTIALS',
          message: 'Incorrect username or password',
        });
        expect(answers[2]).toMatchObject({ code: 'BAD_CREDENTIALS', value: { captcha: true } });
        const blocked = await attempt(username, username === 'agent01' ? 'Agent1234' : 'wrong');
        expect(blocked.statusCode).toBe(401);
        expect(blocked.json()).toMatchObject({
          code: 'CAPTCHA_REQUIRED',
          value: { captcha: true },
        });

        h.nextCaptcha.text = 'WXYZ';
        const key = `key-${username.replace(/[^a-z0-9]/gu, '')}-1`;
        expect((await h.call({ method: 'GET', url: `/wps/captcha?key=${key}` })).statusCode).toBe(
          200,
        );
        const badCaptcha = await attempt(username, 'wrong', { captchaKey: key, captcha: 'AAAA' });
        expect(badCaptcha.json()).toMatchObject({
          code: 'CAPTCHA_INVALID',
          value: { captcha: true },
        });
        // The captcha was used up by the wrong guess.
        const reused = await attempt(username, 'wrong', { captchaKey: key, captcha: 'WXYZ' });
        expect(reused.json().code).toBe('CAPTCHA_INVALID');

        if (username === 'agent01') {
          await h.call({ method: 'GET', url: `/wps/captcha?key=${key}2` });
          const ok = await attempt(username, 'Agent1234', {
            captchaKey: `${key}2`,
            captcha: 'wxyz',
          });
          expect(ok.statusCode).toBe(200);
          // A success clears the failures: no captcha next time.
          expect((await attempt(username, 'Agent1234')).statusCode).toBe(200);
        }
      },
    );

    it('locks an account after 100 failures in an hour with 429 and Retry-After', async () => {
      await h.db.query(
        "INSERT INTO login_failures (account_key, at) SELECT 'u:vip01', now() - interval '10 minutes' FROM generate_series(1, 100)",
      );
      try {
        const res = await attempt('vip01', 'Vip12345');
        expect(res.statusCode).toBe(429);
        expect(res.json().code).toBe('RATE_LIMITED');
        const retry = Number(res.headers['retry-after']);
        expect(retry).toBeGreaterThanOrEqual(2990);
        expect(retry).toBeLessThanOrEqual(3000 + 5);
      } finally {
        await h.db.query("DELETE FROM login_failures WHERE account_key = 'u:vip01'");
      }
    });

    it('limits login attempts per address, and only that address', async () => {
      h.config.loginAttemptsPerMinute = 5;
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 7; i += 1) {
          const res = await h.call({
            ...LOGIN,
            payload: { username: `x${i}`, password: 'x', type: 'username' },
            remoteAddress: '10.9.9.9',
          });
          statuses.push(res.statusCode);
        }
        // A window boundary may fall inside the loop; then the count starts again, once.
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
        expect(statuses[0]).toBe(401);
        const other = await h.call({
          ...LOGIN,
          payload: { username: 'demo01', password: 'Demo1234', type: 'username' },
          remoteAddress: '10.9.9.10',
        });
        expect(other.statusCode).toBe(200);
      } finally {
        h.config.loginAttemptsPerMinute = 100000;
      }
    });
  });

  describe('SMS code login', () => {
    it('logs in with the code once, and refuses it a second time', async () => {
      const send = await h.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '0912345678', countryDialingCode: '+63' },
      });
      expect(send.statusCode).toBe(200);
      expect(send.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
      const code = smsCodeIn(await lastMessage(h, '0912345678'));
      const ok = await h.call({
        ...LOGIN,
        payload: { username: '0912345678', password: code, type: 'sms' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.account).toBe('demo01');
      const again = await h.call({
        ...LOGIN,
        payload: { username: '0912345678', password: code, type: 'sms' },
      });
      expect(again.json().code).toBe('BAD_CREDENTIALS');
    });
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
      const { sha256 } = await import('./security/tokens');
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
    it('covers the token calls of spec 6 that this server serves', () => {
      expect(tokenCalls.map((c) => c.id).sort()).toEqual([
        'availablePromo',
        'balance',
        'betRecords',
        'changePassword',
        'claimPromo',
        'favouriteAdd',
        'favouriteIds',
        'favouriteList',
        'favouriteRemove',
        'launchGame',
        'logout',
        'lotteryLaunch',
        'lottoOpenedNumbers',
        'memberIcon',
        'memberInfo',
        'merchantWallet',
        'messageList',
        'messageRead',
        'pvpRooms',
        'recentGames',
        'transactions',
        'unreadMessage',
        'vnRecentGames',
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
      const { getSetting, setSetting } = await import('./settings');
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
});
