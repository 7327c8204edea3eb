import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, lastMessage, smsCodeIn, startHarness, type Harness } from '../test/harness';

// vip01's number (db/seed), with SMS to the outbox (the default provider).
const VIP = '0912345679';

describe.each(BACKENDS)('an expired SMS code on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms%'");
    await h.db.query('DELETE FROM login_failures');
  });

  const expire = (mobile: string) =>
    h.db.query("UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1", [
      mobile,
    ]);
  const codeLogin = (mobile: string, code: string) =>
    h.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: mobile, password: code, type: 'sms' },
    });
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers SMS_CODE_EXPIRED to the right code only, and counts it as no failed login', async () => {
    await h.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: VIP },
    });
    const code = smsCodeIn(await lastMessage(h, VIP));
    await expire(VIP);
    // A guess after the time tells nothing: the same refusal as for any wrong code.
    expect((await codeLogin(VIP, otherThan(code))).json().code).toBe('BAD_CREDENTIALS');
    for (let i = 0; i < 3; i += 1) {
      const late = await codeLogin(VIP, code);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ success: false, code: 'SMS_CODE_EXPIRED' });
    }
    // Only the one wrong guess counted: no captcha is asked for yet (it is after 3 failures).
    const [row] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM login_failures WHERE account_key = 'm:' || $1",
      [VIP],
    );
    expect(row?.n).toBe(1);
    // A number no code went to answers as a wrong code, whatever is entered.
    expect((await codeLogin('0999000222', code)).json().code).toBe('BAD_CREDENTIALS');
    // A new code works as ever.
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'sms%'");
    await h.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: VIP },
    });
    const fresh = smsCodeIn(await lastMessage(h, VIP));
    expect((await codeLogin(VIP, fresh)).json().value.account).toBe('vip01');
  });

  it('answers SMS_CODE_EXPIRED on the registration code field', async () => {
    const mobile = '0987002233';
    await h.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: mobile },
    });
    const code = smsCodeIn(await lastMessage(h, mobile));
    await expire(mobile);
    const res = await h.call({
      method: 'PUT',
      url: '/wps/member/register/mobile',
      payload: {
        captcha: await h.solveCaptcha(),
        mobileNum: mobile,
        password: 'Kiwi Lima 4821',
        confirmPassword: 'Kiwi Lima 4821',
        verificationCode: code,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SMS_CODE_EXPIRED',
      value: { fields: { verificationCode: 'This code has expired: ask for a new one' } },
    });
    const [account] = await h.db.query('SELECT 1 FROM accounts WHERE mobile_num = $1', [mobile]);
    expect(account).toBeUndefined();
  });
});
