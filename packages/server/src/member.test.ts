import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  lastMessage,
  login,
  smsCodeIn,
  startHarness,
  type Harness,
} from './test/harness';

describe.each(BACKENDS)('registration and passwords on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  let keys = 0;
  /** A fresh captcha key whose answer the server now holds. */
  const captcha = async (): Promise<{ captchaKey: string; captcha: string }> => {
    keys += 1;
    h.nextCaptcha.text = 'K7PQ';
    const captchaKey = `reg-${kind}-${keys}-key`;
    const res = await h.call({ method: 'GET', url: `/wps/captcha?key=${captchaKey}` });
    expect(res.statusCode).toBe(200);
    return { captchaKey, captcha: 'K7PQ' };
  };
  const register = async (payload: Record<string, unknown>, url = '/wps/member/register') =>
    h.call({ method: 'PUT', url, payload: { ...(await captcha()), ...payload } });

  describe('register', () => {
    it('registers a member by the rules and returns a session when asked', async () => {
      const res = await register({
        username: 'player01',
        password: 'abc123',
        confirmPassword: 'abc123',
        email: 'p1@example.com',
        login: true,
      });
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      expect(value).toMatchObject({
        account: 'player01',
        session: { account: 'player01', firstTimeLogin: true, type: 0 },
      });
      const info = await h.call({
        method: 'GET',
        url: '/wps/member/info',
        token: value.session.token,
      });
      expect(info.json().value).toMatchObject({ account: 'player01', email: 'p1@example.com' });
      const noSession = await register({
        username: 'player02',
        password: 'abc123',
        confirmPassword: 'abc123',
      });
      expect(noSession.json().value.session).toBeUndefined();
      expect(await login(h, 'player02', 'abc123')).toBeTruthy();
    });

    it.each([
      [
        { username: '1player', password: 'abc123', confirmPassword: 'abc123' },
        'username',
        '6 - 16 letters and digits, starting with a letter',
      ],
      [
        { username: 'short', password: 'abc123', confirmPassword: 'abc123' },
        'username',
        '6 - 16 letters and digits, starting with a letter',
      ],
      [
        { username: 'player03', password: 'abcdef', confirmPassword: 'abcdef' },
        'password',
        '6 - 20 characters mixing letters and digits',
      ],
      [
        { username: 'player03', password: 'abc123', confirmPassword: 'abc123', email: 'not-mail' },
        'email',
        'A valid e-mail address of 6 - 50 characters',
      ],
      [
        { username: 'player03', password: 'abc123', confirmPassword: 'abc123', mobileNum: '12ab' },
        'mobileNum',
        '10 - 11 digits',
      ],
      [
        { password: 'abc123', confirmPassword: 'abc123' },
        'username',
        '6 - 16 letters and digits, starting with a letter',
      ],
    ])('refuses %j with the rule message of %s', async (payload, field, message) => {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { [field]: message } },
      });
      expect(res.json().message).toContain(field);
    });

    it('refuses a confirmation that differs', async () => {
      const res = await register({
        username: 'player04',
        password: 'abc123',
        confirmPassword: 'abc124',
      });
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_MISMATCH',
        value: { fields: { confirmPassword: 'Incorrect confirmation input' } },
      });
    });

    it('refuses a missing or wrong captcha', async () => {
      const none = await h.call({
        method: 'PUT',
        url: '/wps/member/register',
        payload: { username: 'player05', password: 'abc123', confirmPassword: 'abc123' },
      });
      expect(none.json().code).toBe('CAPTCHA_INVALID');
      const wrong = await register({
        username: 'player05',
        password: 'abc123',
        confirmPassword: 'abc123',
        captcha: 'ZZZZ',
      });
      expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    });

    it('refuses a taken username, whatever its case', async () => {
      const res = await register({
        username: 'DEMO01',
        password: 'abc123',
        confirmPassword: 'abc123',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('USERNAME_TAKEN');
    });

    it('links the upline by invitation code, and refuses an unknown one', async () => {
      const ok = await register({
        username: 'player06',
        password: 'abc123',
        confirmPassword: 'abc123',
        affiliateCode: 'agent02',
        login: true,
      });
      expect(ok.statusCode).toBe(200);
      const info = await h.call({
        method: 'GET',
        url: '/wps/member/info',
        token: ok.json().value.session.token,
      });
      expect(info.json().value.upline).toBe('agent02');
      const bad = await register({
        username: 'player07',
        password: 'abc123',
        confirmPassword: 'abc123',
        affiliateCode: 'NOPE99',
      });
      expect(bad.json()).toMatchObject({
        code: 'AFFILIATE_INVALID',
        message: 'Invalid invitation code',
      });
    });

    it('registers by mobile with an SMS code, the number becoming the username', async () => {
      const send = await h.call({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { mobileNo: '0987654321', countryDialingCode: '+63' },
      });
      expect(send.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
      const code = smsCodeIn(await lastMessage(h, '0987654321'));
      const wrong = await register(
        {
          mobileNum: '0987654321',
          password: 'abc123',
          confirmPassword: 'abc123',
          verificationCode: '000000',
        },
        '/wps/member/register/mobile',
      );
      expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
      const res = await register(
        {
          mobileNum: '0987654321',
          password: 'abc123',
          confirmPassword: 'abc123',
          verificationCode: code,
          login: true,
        },
        '/wps/member/register/mobile',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().value.account).toBe('0987654321');
      const missing = await register(
        { password: 'abc123', confirmPassword: 'abc123' },
        '/wps/member/register/mobile',
      );
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { mobileNum: '10 - 11 digits' } },
      });
    });

    it('refuses a registration SMS for a number that breaks the mobile rule', async () => {
      const res = await h.call({
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { mobileNo: '12' },
      });
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { mobileNo: '10 - 11 digits' } },
      });
    });
  });

  describe('change password', () => {
    it('needs the old password, follows the password rule and ends other sessions', async () => {
      const token = await login(h, 'down02', 'Down1234');
      const other = await login(h, 'down02', 'Down1234');
      const post = (payload: object) =>
        h.call({ method: 'POST', url: '/wps/member/password', token, payload });
      expect(
        (
          await post({ oldPassword: 'wrong1', newPassword: 'new123', confirmNewPassword: 'new123' })
        ).json().code,
      ).toBe('OLD_PASSWORD_WRONG');
      expect(
        (
          await post({
            oldPassword: 'Down1234',
            newPassword: 'new123',
            confirmNewPassword: 'new124',
          })
        ).json().code,
      ).toBe('PASSWORD_MISMATCH');
      const weak = await post({
        oldPassword: 'Down1234',
        newPassword: 'abcdef',
        confirmNewPassword: 'abcdef',
      });
      expect(weak.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { newPassword: '6 - 20 characters mixing letters and digits' } },
      });
      const missing = await post({ oldPassword: 'Down1234', newPassword: 'new123' });
      expect(missing.json().message).toContain('confirmNewPassword');
      const ok = await post({
        oldPassword: 'Down1234',
        newPassword: 'new123',
        confirmNewPassword: 'new123',
      });
      expect(ok.json()).toEqual({ success: true, value: null });
      expect((await h.call({ method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(
        200,
      );
      expect(
        (await h.call({ method: 'GET', url: '/wps/member/info', token: other })).statusCode,
      ).toBe(401);
      expect(await login(h, 'down02', 'new123')).toBeTruthy();
    });

    it('clears passwordExpired once the default password is changed', async () => {
      const token = await login(h, 'newbie01', 'Portal2024');
      await h.call({
        method: 'POST',
        url: '/wps/member/password',
        token,
        payload: {
          oldPassword: 'Portal2024',
          newPassword: 'fresh123',
          confirmNewPassword: 'fresh123',
        },
      });
      const res = await h.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'newbie01', password: 'fresh123', type: 'username' },
      });
      expect(res.json().value.passwordExpired).toBe(false);
    });
  });

  describe('password reset by e-mail', () => {
    const ask = (payload: string, type = 'application/x-www-form-urlencoded') =>
      h.call({
        method: 'POST',
        url: '/wps/member/password/email',
        payload,
        headers: { 'content-type': type },
      });

    it('answers alike for every account, and mails a single-use link only to the right one', async () => {
      const before = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
      const known = await ask('username=vip01&email=VIP01%40example.com');
      const wrongMail = await ask('username=vip01&email=other%40example.com');
      const unknown = await ask('username=ghost77&email=ghost%40example.com');
      for (const res of [known, wrongMail, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, value: null });
      }
      const after = await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
      expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
      const mail = await lastMessage(h, 'vip01@example.com');
      const token = /token=([A-Za-z0-9_-]+)/u.exec(mail)?.[1] ?? '';
      const reset = (newPassword: string) =>
        h.call({
          method: 'POST',
          url: '/wps/member/password/reset',
          payload: { token, newPassword },
        });
      expect((await reset('abcdef')).json().code).toBe('VALIDATION');
      expect((await reset('vip777')).json()).toEqual({ success: true, value: null });
      expect((await reset('vip888')).json().code).toBe('RESET_TOKEN_USED');
      expect(await login(h, 'vip01', 'vip777')).toBeTruthy();
    });

    /** Asks for a link for vip01 and returns its token, read from the mail as a player would. */
    const mailedToken = async (): Promise<string> => {
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'reset-ip:%'");
      expect((await ask('username=vip01&email=vip01%40example.com')).statusCode).toBe(200);
      const token = /token=([A-Za-z0-9_-]+)/u.exec(await lastMessage(h, 'vip01@example.com'));
      return token?.[1] ?? '';
    };
    const redeem = (token: string, newPassword = 'vip999') =>
      h.call({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token, newPassword },
      });

    it('tells an unknown, a used and an expired link apart', async () => {
      const unknown = await redeem('A'.repeat(43));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        success: false,
        code: 'RESET_TOKEN_INVALID',
        message: 'This reset link is not valid',
      });

      const used = await mailedToken();
      expect((await redeem(used)).json()).toEqual({ success: true, value: null });
      expect((await redeem(used, 'vip998')).json()).toMatchObject({
        code: 'RESET_TOKEN_USED',
        message: 'This reset link has already been used',
      });

      const expired = await mailedToken();
      await h.db.query(
        "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
      );
      expect((await redeem(expired, 'vip997')).json()).toMatchObject({
        code: 'RESET_TOKEN_EXPIRED',
        message: 'This reset link has expired',
      });
      // Neither refusal changed the password.
      expect(await login(h, 'vip01', 'vip999')).toBeTruthy();
    });

    it('refuses a malformed token before looking it up', async () => {
      const res = await redeem('short');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { token: expect.any(String) } },
      });
    });

    it('voids the other links of the account once one is used, and ends its sessions', async () => {
      const first = await mailedToken();
      const second = await mailedToken();
      expect(second).not.toBe(first);
      const session = await login(h, 'vip01', 'vip999');
      expect((await redeem(second, 'vip555')).json()).toEqual({ success: true, value: null });
      expect((await redeem(first, 'vip556')).json().code).toBe('RESET_TOKEN_USED');
      const info = await h.call({ method: 'GET', url: '/wps/member/info', token: session });
      expect(info.statusCode).toBe(401);
      expect(await login(h, 'vip01', 'vip555')).toBeTruthy();
    });

    it('takes only a form-encoded body, naming missing fields', async () => {
      expect(
        (
          await h.call({
            method: 'POST',
            url: '/wps/member/password/email',
            payload: { username: 'vip01', email: 'a@b.co' },
          })
        ).statusCode,
      ).toBe(415);
      const missing = await ask('username=vip01');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('email');
    });
  });

  describe('SMS codes and reset by phone', () => {
    const sms = (mobileNum: string, purpose = 'reset') =>
      h.call({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, purpose },
      });
    const resetByPhone = (mobileNum: string, verificationCode: string, newPassword = 'phone123') =>
      h.call({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: { mobileNum, verificationCode, newPassword },
      });

    it('answers alike for unknown numbers and sends nothing to them', async () => {
      const res = await sms('0999999999');
      expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
      const rows = await h.db.query("SELECT 1 FROM outbox WHERE recipient = '0999999999'");
      expect(rows).toHaveLength(0);
    });

    it('throttles a resend within a minute, known number or not', async () => {
      for (const mobile of ['0911000002', '0999999998']) {
        expect((await sms(mobile)).statusCode).toBe(200);
        const again = await sms(mobile);
        expect(again.statusCode).toBe(429);
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('resets by a 6-digit code used once, naming the account to log in with', async () => {
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms:%'");
      await sms('0913000001');
      const code = smsCodeIn(await lastMessage(h, '0913000001'));
      expect(code).toMatch(/^\d{6}$/u);
      // The number belongs to down01, whose username is not the number.
      expect((await resetByPhone('0913000001', code)).json()).toEqual({
        success: true,
        value: { account: 'down01' },
      });
      expect((await resetByPhone('0913000001', code, 'again123')).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
      expect(await login(h, 'down01', 'phone123')).toBeTruthy();
    });

    it('kills a code after 5 wrong guesses', async () => {
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms:%'");
      await sms('0911000001');
      const code = smsCodeIn(await lastMessage(h, '0911000001'));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1)
        expect((await resetByPhone('0911000001', wrong)).json().code).toBe(
          'VERIFICATION_CODE_INVALID',
        );
      expect((await resetByPhone('0911000001', code)).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    });

    it('refuses an expired code', async () => {
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms:%'");
      await sms('0912345679');
      const code = smsCodeIn(await lastMessage(h, '0912345679'));
      await h.db.query(
        "UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = '0912345679'",
      );
      expect((await resetByPhone('0912345679', code)).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    });

    it('refuses a new password that breaks the rule before using the code', async () => {
      const res = await resetByPhone('0912345679', '123456', 'abc');
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { newPassword: expect.any(String) } },
      });
    });
  });

  describe('affiliate check', () => {
    it('accepts an agent code in any case, refuses others', async () => {
      const ok = await h.call({
        method: 'GET',
        url: '/wps/agent/affiliate?code=agent01&domain=portal.example',
      });
      expect(ok.json()).toEqual({ success: true, value: { code: 'AGENT01', agent: 'Agent One' } });
      const bad = await h.call({ method: 'GET', url: '/wps/agent/affiliate?code=DEMO01' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'AFFILIATE_INVALID',
        message: 'Invalid invitation code',
      });
      const missing = await h.call({ method: 'GET', url: '/wps/agent/affiliate' });
      expect(missing.json()).toMatchObject({ code: 'VALIDATION' });
      expect(missing.json().message).toContain('code');
    });

    it('checks the domain against the operator list', async () => {
      const { getSetting, setSetting } = await import('./settings');
      const site = await getSetting(h.db, 'site');
      await setSetting(h.db, 'site', { ...site, domains: ['portal.example'] });
      try {
        expect(
          (
            await h.call({
              method: 'GET',
              url: '/wps/agent/affiliate?code=AGENT01&domain=https://m.portal.example/x',
            })
          ).statusCode,
        ).toBe(200);
        const other = await h.call({
          method: 'GET',
          url: '/wps/agent/affiliate?code=AGENT01&domain=evil.example',
        });
        expect(other.json()).toMatchObject({
          code: 'AFFILIATE_INVALID',
          message: 'Domain check failed, contact customer service',
        });
      } finally {
        await setSetting(h.db, 'site', site);
      }
    });
  });
});
