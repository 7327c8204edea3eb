import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AWAY,
  challengeFrom,
  codeTo,
  flag,
  HOME,
  loginFrom,
  newMember,
  sendCode,
  sessionCount,
  verify,
} from '../test/addresses';
import { BACKENDS, startHarness, type Harness } from '../test/harness';

// The challenge of a login from a new network (LOGINIPVERF3): single use, bound to its account and
// network, with a code that expires and a limit of guesses. Clocks are the database's: a code or a
// challenge is made old by moving its expiry, never by waiting.

const WRONG = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(BACKENDS)('address challenges on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
    await flag(h, true);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });
  // The once-a-minute limit of each challenge has its own test.
  beforeEach(async () => {
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'address-%'");
  });

  /** A member whose home network is remembered, and a challenge of a login from AWAY. */
  async function challenged(prefix: string) {
    const m = await newMember(h, prefix);
    await loginFrom(h, m.name, HOME);
    const { challenge } = await challengeFrom(h, m.name, AWAY);
    return { ...m, challenge };
  }

  it('counts every wrong code, and after five the challenge is dead, the right code too', async () => {
    const m = await challenged('guess');
    await sendCode(h, m.challenge, AWAY);
    const code = await codeTo(h, m.mobile ?? '');
    for (let left = 4; left >= 1; left -= 1) {
      const res = await verify(h, m.challenge, AWAY, WRONG(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VERIFICATION_CODE_INVALID',
        value: { guessesLeft: left },
      });
    }
    const fifth = await verify(h, m.challenge, AWAY, WRONG(code));
    expect(fifth.json()).toMatchObject({ code: 'ADDRESS_CODE_LOCKED' });
    expect((await verify(h, m.challenge, AWAY, code)).json().code).toBe('ADDRESS_CODE_LOCKED');
    // No new code buys more guesses: the challenge is locked, not only its code.
    expect((await sendCode(h, m.challenge, AWAY)).json().code).toBe('ADDRESS_CODE_LOCKED');
    expect(await sessionCount(h, m.id)).toBe(1);
    // The outbox no longer holds a live code.
    expect(await codeTo(h, m.mobile ?? '').catch(() => 'gone')).toBe('gone');
  });

  it('counts the guesses over every code of a challenge', async () => {
    const m = await challenged('resend');
    await sendCode(h, m.challenge, AWAY);
    const first = await codeTo(h, m.mobile ?? '');
    for (let i = 0; i < 3; i += 1) await verify(h, m.challenge, AWAY, WRONG(first));
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'address-code:%'");
    await sendCode(h, m.challenge, AWAY, 'email');
    const second = await codeTo(h, m.email ?? '');
    // The first code was spent when the second went.
    expect((await verify(h, m.challenge, AWAY, first)).json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      value: { guessesLeft: 1 },
    });
    expect((await verify(h, m.challenge, AWAY, WRONG(second))).json().code).toBe(
      'ADDRESS_CODE_LOCKED',
    );
  });

  it('refuses an expired code (asking for a new one), and then takes the new one', async () => {
    const m = await challenged('late');
    await sendCode(h, m.challenge, AWAY);
    const code = await codeTo(h, m.mobile ?? '');
    await h.db.query(
      "UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1",
      [m.mobile],
    );
    const late = await verify(h, m.challenge, AWAY, code);
    expect(late.json()).toMatchObject({ code: 'ADDRESS_CODE_EXPIRED' });
    await h.db.query("DELETE FROM rate_counters WHERE bucket LIKE 'address-code:%'");
    await sendCode(h, m.challenge, AWAY);
    expect((await verify(h, m.challenge, AWAY, await codeTo(h, m.mobile ?? ''))).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired challenge, and a used one', async () => {
    const m = await challenged('used');
    await sendCode(h, m.challenge, AWAY);
    const code = await codeTo(h, m.mobile ?? '');
    expect((await verify(h, m.challenge, AWAY, code)).statusCode).toBe(200);
    const replay = await verify(h, m.challenge, AWAY, code);
    expect(replay.json()).toMatchObject({ code: 'ADDRESS_CHALLENGE_USED' });
    expect((await sendCode(h, m.challenge, AWAY)).json().code).toBe('ADDRESS_CHALLENGE_USED');

    const n = await challenged('expd');
    await sendCode(h, n.challenge, AWAY);
    await h.db.query(
      "UPDATE address_challenges SET expires_at = now() - interval '1 second' WHERE account_id = $1",
      [n.id],
    );
    const old = await verify(h, n.challenge, AWAY, await codeTo(h, n.mobile ?? ''));
    expect(old.json()).toMatchObject({ code: 'ADDRESS_CHALLENGE_EXPIRED' });
    expect(await sessionCount(h, n.id)).toBe(1);
  });

  it('serves a challenge only from the network it was issued for', async () => {
    const m = await challenged('net');
    expect((await sendCode(h, m.challenge, '192.0.2.8')).json()).toMatchObject({
      code: 'ADDRESS_CHALLENGE_INVALID',
    });
    await sendCode(h, m.challenge, AWAY);
    const code = await codeTo(h, m.mobile ?? '');
    const elsewhere = await verify(h, m.challenge, '192.0.2.8', code);
    expect(elsewhere.json()).toMatchObject({ code: 'ADDRESS_CHALLENGE_INVALID' });
    // Unknown challenges are answered alike.
    const forged = await verify(h, 'A'.repeat(43), AWAY, code);
    expect(forged.json()).toMatchObject({ code: 'ADDRESS_CHALLENGE_INVALID' });
    // Refused elsewhere, it still works from its network (nothing was counted there).
    expect((await verify(h, m.challenge, AWAY, code)).statusCode).toBe(200);
  });

  it("takes no other account's code, nor a code of another purpose of the same number", async () => {
    const a = await challenged('acca');
    const b = await challenged('accb');
    await sendCode(h, a.challenge, AWAY);
    await sendCode(h, b.challenge, AWAY);
    const codeA = await codeTo(h, a.mobile ?? '');
    const codeB = await codeTo(h, b.mobile ?? '');
    if (codeA !== codeB) {
      expect((await verify(h, a.challenge, AWAY, codeB)).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    // A login code of a's own number (code login) is no code for its challenge.
    await h.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress: '192.0.2.50',
      payload: { mobileNum: a.mobile },
    });
    const loginCode = await codeTo(h, a.mobile ?? '');
    if (loginCode !== codeA)
      expect((await verify(h, a.challenge, AWAY, loginCode)).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    // Each opens its own account.
    expect((await verify(h, a.challenge, AWAY, codeA)).json().value.account).toBe(a.name);
    expect((await verify(h, b.challenge, AWAY, codeB)).json().value.account).toBe(b.name);
  });

  it('sends at most one code a minute a challenge, whichever the channel', async () => {
    const m = await challenged('rate');
    expect((await sendCode(h, m.challenge, AWAY)).statusCode).toBe(200);
    const again = await sendCode(h, m.challenge, AWAY, 'email');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the session of an account disabled since its challenge', async () => {
    const m = await challenged('gone');
    await sendCode(h, m.challenge, AWAY);
    await h.db.query("UPDATE accounts SET status = 'disabled' WHERE id = $1", [m.id]);
    const res = await verify(h, m.challenge, AWAY, await codeTo(h, m.mobile ?? ''));
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(await sessionCount(h, m.id)).toBe(1);
  });
});
