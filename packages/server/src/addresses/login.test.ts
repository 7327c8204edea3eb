import { SessionValue, SuccessEnvelope } from '@portal/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AWAY,
  challengeFrom,
  codeTo,
  flag,
  HOME,
  HOME_OTHER,
  loginFrom,
  networksOf,
  newMember,
  PASSWORD,
  sendCode,
  sessionCount,
  V6,
  V6_SAME,
  verify,
} from '../test/addresses';
import { BACKENDS, lastMessage, smsCodeIn, startHarness, type Harness } from '../test/harness';

// The login's side of the unknown-address check (LOGINIPVERF3): when it asks for a code, and
// what a right code opens.

describe.each(BACKENDS)('unknown-address login on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    await flag(h, true);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('checks nothing and remembers nothing while the flag is off', async () => {
    await flag(h, false);
    try {
      const m = await newMember(h, 'off');
      expect((await loginFrom(h, m.name, HOME)).statusCode).toBe(200);
      expect((await loginFrom(h, m.name, AWAY)).statusCode).toBe(200);
      expect(await networksOf(h, m.id)).toEqual([]);
      const calls = await sendCode(h, 'x'.repeat(43), AWAY);
      expect(calls.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    } finally {
      await flag(h, true);
    }
  });

  it('remembers the first network of an account that has none, then lets a known one in', async () => {
    const m = await newMember(h, 'first');
    expect((await loginFrom(h, m.name, HOME)).statusCode).toBe(200);
    expect(await networksOf(h, m.id)).toEqual(['198.51.100.0/24']);
    // Another address of the same /24 (a phone moving within its network) is the same network.
    const again = await loginFrom(h, m.name, HOME_OTHER);
    expect(again.statusCode).toBe(200);
    expect(Value.Check(SuccessEnvelope(SessionValue), again.json())).toBe(true);
    expect(await networksOf(h, m.id)).toEqual(['198.51.100.0/24']);
  });

  it('refuses a login from a new network with a challenge and no session, and a right code opens it', async () => {
    const m = await newMember(h, 'away');
    await loginFrom(h, m.name, HOME);
    const before = await sessionCount(h, m.id);
    const res = await loginFrom(h, m.name, AWAY);
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: 'ADDRESS_VERIFICATION_REQUIRED',
      value: {
        channels: [
          { channel: 'sms', to: `+52 •••• ••${m.mobile?.slice(-2)}` },
          { channel: 'email', to: 'a•••@example.com' },
        ],
      },
    });
    expect(body.value.challenge).toMatch(/^[\w-]{43}$/u);
    expect(JSON.stringify(body)).not.toContain(m.mobile);
    expect(JSON.stringify(body)).not.toContain(m.email);
    expect(await sessionCount(h, m.id)).toBe(before);

    const sent = await sendCode(h, body.value.challenge, AWAY);
    expect(sent.json()).toEqual({
      success: true,
      value: { expiredMinutes: 10, resendSeconds: 60 },
    });
    // The member's language: the request's.
    const text = await lastMessage(h, m.mobile ?? '');
    expect(text).toMatch(/^Su código de verificación es \d{6}\./u);
    const opened = await verify(h, body.value.challenge, AWAY, smsCodeIn(text));
    expect(opened.statusCode).toBe(200);
    expect(Value.Check(SuccessEnvelope(SessionValue), opened.json())).toBe(true);
    expect(opened.json().value).toMatchObject({ account: m.name, passwordExpired: false });
    expect(await sessionCount(h, m.id)).toBe(before + 1);
    expect(await networksOf(h, m.id)).toEqual(['198.51.100.0/24', '203.0.113.0/24']);
    // Remembered: the next login from there asks nothing.
    expect((await loginFrom(h, m.name, AWAY)).statusCode).toBe(200);
    const [row] = await h.db.query<{ user_agent: string }>(
      "SELECT user_agent FROM known_networks WHERE account_id = $1 AND network = '203.0.113.0/24'",
      [m.id],
    );
    expect(row?.user_agent).toContain('Chrome');
  });

  it('sends the code by e-mail when the member picks it, in English when asked', async () => {
    const m = await newMember(h, 'mail');
    await loginFrom(h, m.name, HOME);
    const { challenge } = await challengeFrom(h, m.name, AWAY);
    expect((await sendCode(h, challenge, AWAY, 'email', 'en')).statusCode).toBe(200);
    const [mail] = await h.db.query<{ channel: string; subject: string; body: string }>(
      'SELECT channel, subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [m.email],
    );
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your verification code' });
    const opened = await verify(h, challenge, AWAY, await codeTo(h, m.email ?? ''));
    expect(opened.statusCode).toBe(200);
  });

  it('groups IPv6 addresses by their /64', async () => {
    const m = await newMember(h, 'six');
    await loginFrom(h, m.name, HOME);
    const { challenge } = await challengeFrom(h, m.name, V6);
    await sendCode(h, challenge, V6);
    // From another address of the same /64: the challenge's network still.
    expect((await verify(h, challenge, V6_SAME, await codeTo(h, m.mobile ?? ''))).statusCode).toBe(
      200,
    );
    expect(await networksOf(h, m.id)).toEqual(['198.51.100.0/24', '2001:db8:5:7::/64']);
    expect((await loginFrom(h, m.name, V6_SAME)).statusCode).toBe(200);
  });

  it('keeps the forced change of the default password through the check', async () => {
    const m = await newMember(h, 'dflt');
    await loginFrom(h, m.name, HOME);
    await h.db.query(
      "UPDATE accounts SET password_hash = (SELECT password_hash FROM accounts WHERE username = 'newbie01') WHERE id = $1",
      [m.id],
    );
    const res = await loginFrom(h, m.name, AWAY, 'Portal2024');
    const { challenge } = res.json().value as { challenge: string };
    await sendCode(h, challenge, AWAY);
    const opened = await verify(h, challenge, AWAY, await codeTo(h, m.mobile ?? ''));
    expect(opened.json().value.passwordExpired).toBe(true);
  });

  it('refuses a new network of an account with no mobile nor e-mail, and says why', async () => {
    const m = await newMember(h, 'none', { mobile: null, email: null });
    // Its first network is remembered: nothing to compare it with.
    expect((await loginFrom(h, m.name, HOME)).statusCode).toBe(200);
    const res = await loginFrom(h, m.name, AWAY);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ADDRESS_VERIFICATION_UNAVAILABLE' });
    // Only the e-mail: one channel offered.
    await h.db.query("UPDATE accounts SET email = 'solo@example.com' WHERE id = $1", [m.id]);
    const { channels } = await challengeFrom(h, m.name, AWAY);
    expect(channels).toEqual([{ channel: 'email', to: 's•••@example.com' }]);
    const wrong = await sendCode(h, (await challengeFrom(h, m.name, AWAY)).challenge, AWAY, 'sms');
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION',
      value: { fields: { channel: expect.any(String) } },
    });
  });

  it('asks nothing of a login by SMS code, which proves the phone, and remembers its network', async () => {
    const m = await newMember(h, 'smsl');
    await loginFrom(h, m.name, HOME);
    await h.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: AWAY,
      payload: { mobileNum: m.mobile },
    });
    const res = await h.call({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: AWAY,
      payload: { username: m.mobile, password: await codeTo(h, m.mobile ?? ''), type: 'sms' },
    });
    expect(res.statusCode).toBe(200);
    expect(await networksOf(h, m.id)).toEqual(['198.51.100.0/24', '203.0.113.0/24']);
  });

  it('remembers the network a member registered from', async () => {
    const res = await h.call({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: HOME,
      payload: {
        username: 'regaddr01',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        email: 'regaddr01@example.com',
        adult: true,
        captcha: await h.solveCaptcha(HOME),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.customerId as number;
    expect(await networksOf(h, id)).toEqual(['198.51.100.0/24']);
    expect((await loginFrom(h, 'regaddr01', HOME_OTHER)).statusCode).toBe(200);
    expect((await loginFrom(h, 'regaddr01', AWAY)).json().code).toBe(
      'ADDRESS_VERIFICATION_REQUIRED',
    );
  });
});
