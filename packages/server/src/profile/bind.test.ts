import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli';
import {
  BACKENDS,
  lastMessage,
  login,
  smsCodeIn,
  startHarness,
  type Harness,
} from '../test/harness';

// Binding a mobile number and an e-mail address with a code sent to the new one (security centre).

describe.each(BACKENDS)('profile bindings on %s', (kind) => {
  let h: Harness;
  let serial = 0;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** A new member, logged in. */
  async function member(): Promise<{ name: string; token: string }> {
    serial += 1;
    const name = `bind${kind.slice(0, 2)}${serial}`;
    await runCli(h.db, ['create-account', 'member', name, 'Bind12345']);
    return { name, token: await login(h, name, 'Bind12345') };
  }
  const post = (token: string, url: string, payload: object) =>
    h.call({ method: 'POST', url: `/wps/member/profile/${url}`, token, payload });
  const profile = async (token: string) =>
    (await h.call({ method: 'GET', url: '/wps/member/profile', token })).json().value as {
      mobileNum: string | null;
      email: string | null;
    };

  describe('the mobile number', () => {
    it('binds with the SMS code sent to it, and changes only with the new number’s code', async () => {
      const { token } = await member();
      const sent = await post(token, 'mobile/code', { mobileNum: '0987000101' });
      expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
      const code = smsCodeIn(await lastMessage(h, '0987000101'));
      const bound = await post(token, 'mobile', {
        mobileNum: '0987000101',
        verificationCode: code,
      });
      expect(bound.json()).toEqual({ success: true, value: null });
      expect((await profile(token)).mobileNum).toBe('0987000101');
      // A used code binds nothing again.
      const again = await post(token, 'mobile', {
        mobileNum: '0987000101',
        verificationCode: code,
      });
      expect(again.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });

      // The change: the old number's code is no code for the new one.
      await post(token, 'mobile/code', { mobileNum: '0987000102' });
      const newCode = smsCodeIn(await lastMessage(h, '0987000102'));
      const wrong = await post(token, 'mobile', {
        mobileNum: '0987000102',
        verificationCode: code,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
        value: { fields: { verificationCode: expect.any(String) } },
      });
      expect(
        (
          await post(token, 'mobile', { mobileNum: '0987000102', verificationCode: newCode })
        ).json(),
      ).toEqual({ success: true, value: null });
      expect((await profile(token)).mobileNum).toBe('0987000102');
    });

    it('refuses an expired code, and a code asked for by another account', async () => {
      const a = await member();
      const b = await member();
      await post(a.token, 'mobile/code', { mobileNum: '0987000201' });
      const code = smsCodeIn(await lastMessage(h, '0987000201'));
      // B holds A's code (say, read over A's shoulder): it was made for A's bind only.
      const stolen = await post(b.token, 'mobile', {
        mobileNum: '0987000201',
        verificationCode: code,
      });
      expect(stolen.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
      await h.db.query(
        "UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = '0987000201'",
      );
      const late = await post(a.token, 'mobile', {
        mobileNum: '0987000201',
        verificationCode: code,
      });
      expect(late.json()).toMatchObject({
        code: 'SMS_CODE_EXPIRED',
        value: { fields: { verificationCode: expect.any(String) } },
      });
      expect((await profile(a.token)).mobileNum).toBeNull();
    });

    it('refuses a number another account holds, before sending a code and at the bind', async () => {
      const { token } = await member();
      const taken = await post(token, 'mobile/code', { mobileNum: '0912345678' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'MOBILE_TAKEN',
        value: { fields: { mobileNum: expect.any(String) } },
      });
      // Another account binds the number between the code and this bind.
      await post(token, 'mobile/code', { mobileNum: '0987000301' });
      const code = smsCodeIn(await lastMessage(h, '0987000301'));
      await h.db.query("UPDATE accounts SET mobile_num = '0987000301' WHERE username = 'down01'");
      const late = await post(token, 'mobile', { mobileNum: '0987000301', verificationCode: code });
      expect(late.json()).toMatchObject({ code: 'MOBILE_TAKEN' });
    });

    it('refuses a number the operator’s mobile rule refuses', async () => {
      const { token } = await member();
      const res = await post(token, 'mobile/code', { mobileNum: '12' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { mobileNum: expect.any(String) } },
      });
    });
  });

  describe('the e-mail address', () => {
    it('binds with the code e-mailed to it; a wrong code counts and fails', async () => {
      const { token } = await member();
      const sent = await post(token, 'email/code', { email: 'Nueva.Persona@Example.com' });
      expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 10 } });
      const [mail] = await h.db.query<{ channel: string; subject: string }>(
        "SELECT channel, subject FROM outbox WHERE recipient = 'nueva.persona@example.com' ORDER BY id DESC LIMIT 1",
      );
      // No language asked: the operator's default, Spanish (i18n/messages.test.ts has the rest).
      expect(mail).toEqual({ channel: 'email', subject: 'Su código de verificación' });
      const code = smsCodeIn(await lastMessage(h, 'nueva.persona@example.com'));
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await post(token, 'email', {
        email: 'nueva.persona@example.com',
        verificationCode: wrongCode,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID' });
      const [row] = await h.db.query<{ attempts: number }>(
        "SELECT attempts FROM sms_codes WHERE mobile = 'nueva.persona@example.com' ORDER BY id DESC LIMIT 1",
      );
      expect(row?.attempts).toBe(1);
      const bound = await post(token, 'email', {
        email: 'nueva.persona@EXAMPLE.com',
        verificationCode: code,
      });
      expect(bound.json()).toEqual({ success: true, value: null });
      expect((await profile(token)).email).toBe('nueva.persona@example.com');
      // The code is spent: the outbox no longer holds it.
      expect(await lastMessage(h, 'nueva.persona@example.com')).not.toContain(code);
    });

    it('refuses an expired code', async () => {
      const { token } = await member();
      await post(token, 'email/code', { email: 'tarde@example.com' });
      const code = smsCodeIn(await lastMessage(h, 'tarde@example.com'));
      await h.db.query(
        "UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = 'tarde@example.com'",
      );
      const res = await post(token, 'email', {
        email: 'tarde@example.com',
        verificationCode: code,
      });
      expect(res.json()).toMatchObject({ code: 'SMS_CODE_EXPIRED' });
      expect((await profile(token)).email).toBeNull();
    });

    it('refuses an address another account holds, in any case, with EMAIL_TAKEN', async () => {
      const { token } = await member();
      const res = await post(token, 'email/code', { email: 'DEMO01@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'EMAIL_TAKEN',
        value: { fields: { email: expect.any(String) } },
      });
      // Taken between the code and the bind: two members racing for one address, one wins.
      const a = await member();
      const b = await member();
      await post(a.token, 'email/code', { email: 'disputada@example.com' });
      const codeA = smsCodeIn(await lastMessage(h, 'disputada@example.com'));
      await post(b.token, 'email/code', { email: 'disputada@example.com' });
      const codeB = smsCodeIn(await lastMessage(h, 'disputada@example.com'));
      const results = await Promise.all([
        post(a.token, 'email', { email: 'disputada@example.com', verificationCode: codeA }),
        post(b.token, 'email', { email: 'disputada@example.com', verificationCode: codeB }),
      ]);
      const codes = results.map((r) => (r.json() as { code?: string }).code ?? 'OK').sort();
      expect(codes).toEqual(['EMAIL_TAKEN', 'OK']);
      const [{ n } = { n: -1 }] = await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM accounts WHERE email = 'disputada@example.com'",
      );
      expect(n).toBe(1);
    });

    it('refuses a malformed address', async () => {
      const { token } = await member();
      const res = await post(token, 'email/code', { email: 'no-at-sign' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    });
  });

  it('refuses trial accounts and asks for a session', async () => {
    const trial = (
      await h.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token as string;
    for (const [url, payload] of [
      ['mobile/code', { mobileNum: '0987000901' }],
      ['email/code', { email: 'trial@example.com' }],
      ['email', { email: 'trial@example.com', verificationCode: '123456' }],
    ] as const) {
      const res = await post(trial, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN' });
      expect((await post('', url, payload)).statusCode).toBe(401);
    }
    expect(await runCli(h.db, ['ledger-check'])).toMatch(/^ledger OK/u);
  });
});
