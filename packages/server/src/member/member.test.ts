import { ERRORS } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  lastMessage,
  login,
  smsCodeIn,
  startHarness,
  type Harness,
} from '../test/harness';

const WEAK = ERRORS.PASSWORD_TOO_WEAK.message;

describe.each(BACKENDS)('registration and password change on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** A freshly solved captcha challenge. */
  const captcha = async (): Promise<{ captcha: string }> => ({ captcha: await h.solveCaptcha() });
  const register = async (payload: Record<string, unknown>, url = '/wps/member/register') =>
    h.call({ method: 'PUT', url, payload: { ...(await captcha()), ...payload } });
  // More registrations than one address may make in an hour: each test starts with a fresh count.
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'register-ip:%'");
  });

  describe('register', () => {
    it('registers a member by the rules and returns a session when asked', async () => {
      const res = await register({
        username: 'player01',
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
        email: 'p1@example.com',
        adult: true,
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
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
      });
      expect(noSession.json().value.session).toBeUndefined();
      const player02 = await login(h, 'player02', 'Kiwi Lima 4821');
      // The age gate (on by default; exclusion.test.ts refuses play and deposits without it): the
      // terms box's "18 or over" is the member's confirmation, and nothing else at registration.
      const confirmed = async (token: string) =>
        (await h.call({ method: 'GET', url: '/wps/responsible', token })).json().value.ageConfirmed;
      const both = [await confirmed(value.session.token), await confirmed(player02)];
      expect(both).toEqual([true, false]);
    });

    it.each([
      [
        { username: '1player', password: 'Kiwi Lima 4821', confirmPassword: 'Kiwi Lima 4821' },
        'username',
        '6 - 16 letters and digits, starting with a letter',
      ],
      [
        { username: 'short', password: 'Kiwi Lima 4821', confirmPassword: 'Kiwi Lima 4821' },
        'username',
        '6 - 16 letters and digits, starting with a letter',
      ],
      [
        { username: 'player03', password: 'abc 123', confirmPassword: 'abc 123' },
        'password',
        '8 - 128 characters',
      ],
      [
        {
          username: 'player03',
          password: 'Kiwi Lima 4821',
          confirmPassword: 'Kiwi Lima 4821',
          email: 'not-mail',
        },
        'email',
        'A valid e-mail address of 6 - 50 characters',
      ],
      [
        {
          username: 'player03',
          password: 'Kiwi Lima 4821',
          confirmPassword: 'Kiwi Lima 4821',
          mobileNum: '12ab',
        },
        'mobileNum',
        '10 - 11 digits',
      ],
      [
        { password: 'Kiwi Lima 4821', confirmPassword: 'Kiwi Lima 4821' },
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

    it.each([
      ['password1', '/wps/member/register'],
      ['contraseña1', '/wps/member/register'],
      ['Password2024', '/wps/member/register/mobile'],
      ['qwertyuiop', '/wps/member/register/mobile'],
    ])('refuses the common password %j on %s with PASSWORD_TOO_WEAK', async (password, url) => {
      const res = await register(
        { username: 'player08', mobileNum: '0987650008', password, confirmPassword: password },
        url,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        message: WEAK,
        value: { fields: { password: WEAK } },
      });
    });

    it('refuses the username as the password, and a password built on the e-mail', async () => {
      const same = await register({
        username: 'zorvak9431',
        password: 'zorvak9431',
        confirmPassword: 'zorvak9431',
      });
      expect(same.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
      const mail = await register({
        username: 'player09',
        email: 'kestrel5804@example.com',
        password: 'Kestrel5804',
        confirmPassword: 'Kestrel5804',
      });
      expect(mail.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
      const rows = await h.db.query(
        "SELECT 1 FROM accounts WHERE username IN ('zorvak9431', 'player09', 'player08')",
      );
      expect(rows).toHaveLength(0);
    });

    it('accepts a 64-character passphrase with spaces, and logs in with it', async () => {
      const passphrase = 'the quiet harbour keeps seven lanterns lit for late ferries home';
      expect(passphrase).toHaveLength(64);
      const res = await register({
        username: 'player10',
        password: passphrase,
        confirmPassword: passphrase,
      });
      expect(res.statusCode).toBe(200);
      expect(await login(h, 'player10', passphrase)).toBeTruthy();
    });

    it('refuses a confirmation that differs', async () => {
      const res = await register({
        username: 'player04',
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4822',
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
        payload: {
          username: 'player05',
          password: 'Kiwi Lima 4821',
          confirmPassword: 'Kiwi Lima 4821',
        },
      });
      expect(none.json().code).toBe('CAPTCHA_INVALID');
      const wrong = await register({
        username: 'player05',
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
        captcha: 'ZZZZ',
      });
      expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    });

    it('refuses a taken username, whatever its case', async () => {
      const res = await register({
        username: 'DEMO01',
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('USERNAME_TAKEN');
    });

    it('links the upline by invitation code, and refuses an unknown one', async () => {
      const ok = await register({
        username: 'player06',
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
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
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
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
          password: 'Kiwi Lima 4821',
          confirmPassword: 'Kiwi Lima 4821',
          verificationCode: '000000',
        },
        '/wps/member/register/mobile',
      );
      expect(wrong.json().code).toBe('VERIFICATION_CODE_INVALID');
      const res = await register(
        {
          mobileNum: '0987654321',
          password: 'Kiwi Lima 4821',
          confirmPassword: 'Kiwi Lima 4821',
          verificationCode: code,
          login: true,
        },
        '/wps/member/register/mobile',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().value.account).toBe('0987654321');
      const missing = await register(
        { password: 'Kiwi Lima 4821', confirmPassword: 'Kiwi Lima 4821' },
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
          await post({
            oldPassword: 'wrong1',
            newPassword: 'Nube lenta 3370',
            confirmNewPassword: 'Nube lenta 3370',
          })
        ).json().code,
      ).toBe('OLD_PASSWORD_WRONG');
      expect(
        (
          await post({
            oldPassword: 'Down1234',
            newPassword: 'Nube lenta 3370',
            confirmNewPassword: 'Nube lenta 3371',
          })
        ).json().code,
      ).toBe('PASSWORD_MISMATCH');
      const short = await post({
        oldPassword: 'Down1234',
        newPassword: 'short12',
        confirmNewPassword: 'short12',
      });
      expect(short.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { newPassword: '8 - 128 characters' } },
      });
      const missing = await post({ oldPassword: 'Down1234', newPassword: 'Nube lenta 3370' });
      expect(missing.json().message).toContain('confirmNewPassword');
      const ok = await post({
        oldPassword: 'Down1234',
        newPassword: 'Nube lenta 3370',
        confirmNewPassword: 'Nube lenta 3370',
      });
      expect(ok.json()).toEqual({ success: true, value: null });
      expect((await h.call({ method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(
        200,
      );
      expect(
        (await h.call({ method: 'GET', url: '/wps/member/info', token: other })).statusCode,
      ).toBe(401);
      expect(await login(h, 'down02', 'Nube lenta 3370')).toBeTruthy();
    });

    it('refuses a common password, or one built on the username, with PASSWORD_TOO_WEAK', async () => {
      const strong = 'Pan con tomate 91';
      const made = await register({
        username: 'kestrel5804',
        password: strong,
        confirmPassword: strong,
        login: true,
      });
      const token = made.json().value.session.token as string;
      const change = (newPassword: string) =>
        h.call({
          method: 'POST',
          url: '/wps/member/password',
          token,
          payload: { oldPassword: strong, newPassword, confirmNewPassword: newPassword },
        });
      for (const weak of ['password1', 'contraseña1', 'Kestrel5804']) {
        const res = await change(weak);
        expect(res.statusCode, weak).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'PASSWORD_TOO_WEAK',
          value: { fields: { newPassword: WEAK } },
        });
      }
      expect(await login(h, 'kestrel5804', strong)).toBeTruthy();
      expect((await change('Kestrel lento 5804 rojo')).json()).toEqual({
        success: true,
        value: null,
      });
    });

    it('lets the demo accounts log in with passwords the new rule would refuse', async () => {
      // Logging in checks only the stored hash: the rule applies when a password is set.
      expect(await login(h, 'agent01', 'Agent1234')).toBeTruthy();
    });

    it('clears passwordExpired once the default password is changed', async () => {
      const token = await login(h, 'newbie01', 'Portal2024');
      await h.call({
        method: 'POST',
        url: '/wps/member/password',
        token,
        payload: {
          oldPassword: 'Portal2024',
          newPassword: 'Sol de tarde 73',
          confirmNewPassword: 'Sol de tarde 73',
        },
      });
      const res = await h.call({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: 'newbie01', password: 'Sol de tarde 73', type: 'username' },
      });
      expect(res.json().value.passwordExpired).toBe(false);
    });
  });
});
