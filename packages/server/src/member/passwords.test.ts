import { ERRORS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SPENT_SECRET_BODY } from '../outbox/outbox';
import {
  BACKENDS,
  lastMessage,
  login,
  MERCHANT,
  smsCodeIn,
  startHarness,
  TEST_CAPTCHA_WORK,
  type Harness,
} from '../test/harness';

const WEAK = ERRORS.PASSWORD_TOO_WEAK.message;

describe.each(BACKENDS)('password resets, SMS codes and affiliates on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
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
      await h.app.background.idle();
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
      // Built on the username: refused, and the link still works.
      expect((await reset('Vip01-2024')).json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        value: { fields: { newPassword: WEAK } },
      });
      expect((await reset('password1')).json().code).toBe('PASSWORD_TOO_WEAK');
      expect((await reset('Mango rojo 8841')).json()).toEqual({ success: true, value: null });
      expect((await reset('Mango rojo 8842')).json().code).toBe('RESET_TOKEN_USED');
      expect(await login(h, 'vip01', 'Mango rojo 8841')).toBeTruthy();
      // The used link is gone from the outbox: it keeps only what can still be used.
      expect(await lastMessage(h, 'vip01@example.com')).toBe(SPENT_SECRET_BODY);
    });

    it('answers before the mail is written, so that its time does not tell a match', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const sent: string[] = [];
      const app = await buildApp({
        db: h.db,
        config: h.config,
        captchaWork: TEST_CAPTCHA_WORK,
        sender: {
          async send(_db, message) {
            await gate;
            sent.push(message.recipient);
          },
        },
      });
      try {
        await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'reset-ip:%'");
        const res = await app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          payload: 'username=vip01&email=vip01%40example.com',
          headers: { merchant: MERCHANT, 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(res.json()).toEqual({ success: true, value: null });
        expect(sent).toEqual([]);
        release();
        await app.background.idle();
        expect(sent).toEqual(['vip01@example.com']);
      } finally {
        release();
        await app.close();
      }
    });

    /** Asks for a link for vip01 and returns its token, read from the mail as a player would. */
    const mailedToken = async (): Promise<string> => {
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'reset-ip:%'");
      expect((await ask('username=vip01&email=vip01%40example.com')).statusCode).toBe(200);
      const token = /token=([A-Za-z0-9_-]+)/u.exec(await lastMessage(h, 'vip01@example.com'));
      return token?.[1] ?? '';
    };
    const redeem = (token: string, newPassword = 'Luna llena 6062') =>
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
      expect((await redeem(used, 'Luna llena 6063')).json()).toMatchObject({
        code: 'RESET_TOKEN_USED',
        message: 'This reset link has already been used',
      });

      const expired = await mailedToken();
      await h.db.query(
        "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
      );
      expect((await redeem(expired, 'Luna llena 6064')).json()).toMatchObject({
        code: 'RESET_TOKEN_EXPIRED',
        message: 'This reset link has expired',
      });
      // Neither refusal changed the password.
      expect(await login(h, 'vip01', 'Luna llena 6062')).toBeTruthy();
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
      const session = await login(h, 'vip01', 'Luna llena 6062');
      expect((await redeem(second, 'Barco azul 2719')).json()).toEqual({
        success: true,
        value: null,
      });
      expect((await redeem(first, 'Barco azul 2720')).json().code).toBe('RESET_TOKEN_USED');
      const info = await h.call({ method: 'GET', url: '/wps/member/info', token: session });
      expect(info.statusCode).toBe(401);
      expect(await login(h, 'vip01', 'Barco azul 2719')).toBeTruthy();
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
    const resetByPhone = (
      mobileNum: string,
      verificationCode: string,
      newPassword = 'Ola verde 5517',
    ) =>
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
      expect((await resetByPhone('0913000001', code, 'Ola verde 5518')).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
      expect(await login(h, 'down01', 'Ola verde 5517')).toBeTruthy();
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

    it('refuses an expired code, saying so only to the right code', async () => {
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms:%'");
      await sms('0912345679');
      const code = smsCodeIn(await lastMessage(h, '0912345679'));
      await h.db.query(
        "UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = '0912345679'",
      );
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await resetByPhone('0912345679', wrong)).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
      expect((await resetByPhone('0912345679', code)).json()).toMatchObject({
        code: 'SMS_CODE_EXPIRED',
        value: { fields: { verificationCode: 'This code has expired: ask for a new one' } },
      });
    });

    it('refuses a common password and one built on the username, and the code still works', async () => {
      await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms:%'");
      await sms('0913000002');
      const code = smsCodeIn(await lastMessage(h, '0913000002'));
      expect((await resetByPhone('0913000002', code, 'password1')).json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        value: { fields: { newPassword: WEAK } },
      });
      // The number's account is down02: a password built on its name is refused once the code
      // has proven the caller holds the number, and the code stays good for a better one.
      expect((await resetByPhone('0913000002', code, 'Down02-9931')).json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
      });
      expect((await resetByPhone('0913000002', code)).json()).toEqual({
        success: true,
        value: { account: 'down02' },
      });
      // Used, the code is gone from the outbox too.
      expect(await lastMessage(h, '0913000002')).toBe(SPENT_SECRET_BODY);
      expect((await resetByPhone('0913000002', code)).json().code).toBe(
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
      const { getSetting, setSetting } = await import('../settings/settings');
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
